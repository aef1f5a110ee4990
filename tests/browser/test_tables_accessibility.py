"""The class tables for every student (issue 55, WCAG 2.2 AA): axe-core finds nothing serious on any
page, a student joins, sits and plays a whole hand by the keyboard alone and hears each other
player's card once in words, a phone's 320 px need no sideways scrolling, and the four-colour deck
is a setting the browser keeps.

The server runs as the teacher runs it (``cardlib class serve``, its own process), as in
``test_tables_in_browser.py``; each student is a browser context of his own.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from axe_check import axe_violations
from axe_check import serious as axe_serious

from cardlib.classroom.deal_set import make_deal_set

#: What the page's one live region says, as it says it (each text it is given), kept by the page.
LISTEN = """
window.addEventListener("DOMContentLoaded", () => {
  const region = document.getElementById("said");
  if (!region) return;
  window.saidLog = [];
  new MutationObserver(() => window.saidLog.push(region.textContent))
    .observe(region, { childList: true, characterData: true, subtree: true });
});
"""


@pytest.fixture(scope="module")
def serve(tmp_path_factory):
    """A class server of ``game`` with ``tables`` tables, one a game for the module's tests."""
    from class_server import ClassServer

    servers = {}

    def start(game: str, tables: int):
        if game not in servers:
            folder = tmp_path_factory.mktemp(game)
            make_deal_set(game, 5, 2, folder / "set")
            servers[game] = ClassServer(folder / "set", folder / "results", tables)
            servers[game].start()
        return servers[game]

    yield start
    for server in servers.values():
        server.kill(hard=False)


def new_page(browser, width: int = 1280, height: int = 900):
    """A new browser (its own cookies) at ``width``, its script errors kept in ``page.errors``."""
    page = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True).new_page()
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    return page


def serious(page) -> list[str]:
    """axe-core's violations of WCAG 2.x A and AA on the page as it is, the critical and serious ones."""
    return axe_serious(axe_violations(page))


def join(page, base: str, name: str) -> None:
    page.goto(base + "/")
    page.fill("input[name=name]", name)
    page.click("button[type=submit]")


def teacher_page(browser, server, width: int = 1280):
    page = new_page(browser, width)
    page.goto(f"{server.base}/teacher?key={server.key}")
    page.wait_for_selector(".table[data-table='1'] svg")
    return page


def test_axe_finds_nothing_serious_on_any_page_and_a_phone_needs_no_sideways_scroll(browser, serve):
    server = serve("boston", 2)
    student = new_page(browser)
    student.goto(server.base + "/")
    assert serious(student) == [], "the join page"
    # Every control shows its focus: 2 px at least (tables.css draws 3 px of dark blue, 7:1 on white).
    for _ in range(3):  # the name, "Joined before, on another page?", Join
        assert ring(student) >= 2, focus(student)
        student.keyboard.press("Tab")
    student.fill("input[name=name]", "Ann")
    student.click("button[type=submit]")
    student.wait_for_selector("button.seat")
    assert serious(student) == [], "the seat form"
    student.goto(server.base + "/play")
    student.wait_for_selector("#seats button")
    assert serious(student) == [], "the live seat choice"
    student.click("#seats button:has-text('table 1, seat A')")
    student.wait_for_selector("#hand .cardlib-card")
    teacher = teacher_page(browser, server)
    teacher.click(".table[data-table='1'] button.start")
    student.wait_for_function("document.title.startsWith('Your turn')")
    assert serious(student) == [], "the seated student at 1280 px"
    # A phone, or a laptop at 400 % zoom: the table's picture fits the width, the calls wrap.
    student.set_viewport_size({"width": 320, "height": 700})
    width = student.evaluate("document.documentElement.scrollWidth")
    assert width <= 320, width
    assert serious(student) == [], "the seated student at 320 px"
    right = student.evaluate(
        "Math.max(...[...document.querySelectorAll('#actions button, #hand .cardlib-card, #picture svg')]"
        ".map(e => e.getBoundingClientRect().right))"
    )
    assert right <= 320, right
    # The teacher's page: every table whole at a laptop's width, nothing serious.
    teacher.wait_for_selector(".table[data-table='1'] button.pause")
    widths = teacher.evaluate(
        "[...document.querySelectorAll('.table .board')].map(d => d.scrollWidth - d.clientWidth)"
    )
    assert widths and max(widths) <= 1, widths
    assert serious(teacher) == [], "the teacher's page"
    # The teacher's button pressed by keyboard keeps the focus when its table is drawn again.
    teacher.focus(".table[data-table='1'] button.pause")
    teacher.keyboard.press("Enter")
    teacher.wait_for_selector(".table[data-table='1'] button.play-on")
    assert teacher.evaluate("document.activeElement.textContent") == "play on"
    assert not student.errors and not teacher.errors, student.errors + teacher.errors


def ring(page) -> float:
    """The width of the focus outline drawn around what has the focus (0 if none)."""
    return page.evaluate(
        "() => { const style = getComputedStyle(document.activeElement);"
        " return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth); }"
    )


def focus(page) -> dict:
    """Where the focus is: its tag, id and text, and whether it is a card that may be played."""
    return page.evaluate(
        """() => { const e = document.activeElement || document.body;
        return {tag: e.tagName, id: e.id, text: e.textContent.trim().slice(0, 60),
                hand: !!e.closest('#hand'), calls: !!e.closest('#actions'),
                playable: e.matches('.cardlib-card.is-normal')}; }"""
    )


def tab_to(page, where: str) -> None:
    """Tab (or Shift+Tab, to go back up the page) until the focus is in ``where``."""
    for _ in range(30):
        if page.evaluate(f"!!document.activeElement.closest({where!r})"):
            return
        before = page.evaluate(
            f"""() => {{ const target = document.querySelector({where!r});
            const after = target.compareDocumentPosition(document.activeElement);
            return !!(after & Node.DOCUMENT_POSITION_FOLLOWING); }}"""
        )
        page.keyboard.press("Shift+Tab" if before else "Tab")
    raise AssertionError(f"Tab never reached {where}: {focus(page)}")


def play_by_keyboard(page) -> int:
    """The student's turn: Tab to a playable card (arrows along the hand) or a call, and Enter; how many."""
    moves = 0
    while True:
        page.wait_for_function(
            "document.title.startsWith('Your turn') || "
            "document.getElementById('status').textContent.includes('hand is over')",
            timeout=20_000,
        )
        if "hand is over" in page.inner_text("#status"):
            return moves
        seen = page.evaluate("document.body.dataset.seen")
        if page.query_selector("#hand .cardlib-card.is-normal"):
            outside = not focus(page)["hand"]
            tab_to(page, "#hand")
            # the hand is one Tab stop, and from outside it Tab lands on a card he may play
            assert focus(page)["playable"] or not outside, focus(page)
            for _ in range(15):
                if focus(page)["playable"]:
                    break
                page.keyboard.press("ArrowRight")
            assert focus(page)["playable"], focus(page)
            call = False
        else:
            tab_to(page, "#actions")
            if page.evaluate("document.activeElement.classList.contains('heading')"):
                page.keyboard.press("Enter")  # a long auction's first step: the focus goes to its calls
                assert focus(page)["calls"], focus(page)
            call = True
        page.keyboard.press("Enter")
        page.wait_for_function("s => document.body.dataset.seen !== s", arg=seen, timeout=20_000)
        moves += 1
        where = focus(page)
        assert where["tag"] != "BODY", f"the focus fell to the page after move {moves}"
        if call:  # the next calls on his turn, else his hand
            assert where["calls"] or where["hand"] or where["id"] == "status", where


def test_a_student_joins_sits_and_plays_a_whole_hand_by_the_keyboard_alone(browser, serve):
    server = serve("sevenup", 1)
    page = new_page(browser, 1000, 900)
    page.add_init_script(LISTEN)
    # Joins: the name field has the focus; Enter sends it.
    page.goto(server.base + "/")
    page.keyboard.type("Kim")
    page.keyboard.press("Enter")
    page.wait_for_selector("button.seat")
    # To the live page (the link to wait there), and a seat chosen there: the focus goes to the status.
    tab_to(page, "a[href='play']")
    page.keyboard.press("Enter")
    page.wait_for_selector("#seats button")
    tab_to(page, "#seats")
    assert "table 1, seat A" in focus(page)["text"] and ring(page) >= 2
    page.keyboard.press("Enter")
    page.wait_for_selector("#hand .cardlib-card")
    page.wait_for_function("document.activeElement.id === 'status'")
    # The teacher starts the table: the computer plays seat B.
    teacher = teacher_page(browser, server)
    teacher.click(".table[data-table='1'] button.start")
    teacher.context.close()
    moves = play_by_keyboard(page)
    assert moves >= 7  # a call and six cards at least
    assert focus(page)["id"] == "status"  # the last card gone, the status says the hand is over
    page.wait_for_timeout(400)  # the live region gathers a quarter of a second
    said = page.evaluate("window.saidLog")
    heard = " ".join(said)
    # Each of the computer's cards said once, in words; his own never (he knows it); no suit's sign.
    plays = re.findall(r"B plays the \w+ of \w+\.", heard)
    assert len(plays) >= 5 and max(Counter(plays).values()) == 1, said
    assert "wins the trick" in heard and "A plays" not in heard and "Your turn" in heard, said
    assert not re.search("[♠♥♦♣]", heard), said
    assert "hand is over" in heard or "hand is over" in page.inner_text("#status")
    # A reload says nothing of what was played before it.
    page.reload()
    page.wait_for_function("document.getElementById('status').textContent.includes('hand is over')")
    page.wait_for_timeout(500)
    assert page.evaluate("window.saidLog") == []
    assert not page.errors, page.errors


def test_the_four_colour_deck_is_a_setting_the_browser_keeps(browser, serve):
    server = serve("sevenup", 1)
    page = new_page(browser)
    join(page, server.base, "Lee")
    page.goto(server.base + "/play")
    page.wait_for_selector("#seats button, #status:has-text('seat')")
    assert not page.evaluate("document.body.classList.contains('cardlib-four-colour')")
    page.check("#four-colour")
    assert page.evaluate("document.body.classList.contains('cardlib-four-colour')")
    # A diamond drawn on the page is blue at once (card_faces.css colours a suit by the body's class).
    blue = page.evaluate(
        """() => { const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
        g.setAttribute('class', 'cardlib-diamonds'); g.setAttribute('color', '#c0122c');
        const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg'); svg.append(g);
        document.body.append(svg); const colour = getComputedStyle(g).color; svg.remove(); return colour; }"""
    )
    assert blue == "rgb(31, 95, 191)", blue
    page.reload()
    page.wait_for_selector("#four-colour")
    assert page.is_checked("#four-colour")
    assert page.evaluate("document.body.classList.contains('cardlib-four-colour')")
    # The teacher's page has the same setting; unchecked, the usual colours come back.
    teacher = teacher_page(browser, server)
    assert not teacher.is_checked("#four-colour")  # another browser, its own setting
    page.uncheck("#four-colour")
    page.reload()
    page.wait_for_selector("#four-colour")
    assert not page.evaluate("document.body.classList.contains('cardlib-four-colour')")
    assert not page.errors and not teacher.errors, page.errors + teacher.errors

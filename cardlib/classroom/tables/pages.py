"""The class's pages as HTML: the frame, the join form, the seat choice, the table and the teacher's page.

Every name and message is escaped here; the pages' scripts write what they are sent as text.
"""

from __future__ import annotations

from html import escape

from cardlib.classroom.tables.room import ClassRoom

#: The pages' own rules: scripts, styles and pictures from the server only.
POLICY = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"


def page(title: str, body: str, script: str = "") -> str:
    """A whole page of the class."""
    tag = f'<script type="module" src="{script}"></script>' if script else ""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{escape(title)}</title><link rel="stylesheet" href="static/faces/card_faces.css">'
        f'<link rel="stylesheet" href="static/tables.css">{tag}</head>'
        f"<body><main><h1>{escape(title)}</h1>{body}</main></body></html>"
    )


def refusal(words: str) -> str:
    """A refusal above a form, in words."""
    return f'<p class="refusal" role="alert">{escape(words if words.endswith(".") else words + ".")}</p>'


def join_form(xsrf: str, room: ClassRoom, name: str = "", then: str = "") -> str:
    """The form a student joins with, or comes back with (his name and the code his table showed).

    ``then``: the page he goes to once joined ("exercises"; his seat otherwise).
    """
    back = f'<input type="hidden" name="then" value="{escape(then)}">' if then else ""
    return (
        f"<p>A class of {escape(room.deal_set.game.title())}: {len(room.tables)} tables. "
        "Write your name (as the teacher knows you) to join.</p>"
        f'<form method="post" action=".">{xsrf}{back}'
        # maxlength counts UTF-16 units, two for some letters: the server counts 40 letters itself
        f'<p><label>Your name <input name="name" maxlength="80" autofocus autocomplete="off" '
        f'value="{escape(name)}"></label></p>'
        "<details><summary>Joined before, on another page?</summary>"
        '<p><label>Your code <input name="code" maxlength="12" autocomplete="off" '
        'autocapitalize="characters" spellcheck="false"></label> '
        "(your table's page showed it; the teacher has it too)</p></details>"
        '<p><button type="submit">Join</button></p></form>'
    )


def seat_form(xsrf: str, room: ClassRoom, name: str) -> str:
    """The free seats a joined student may choose from (the live choice is on the table's page)."""
    if room.teacher_seats:
        return (
            f"<p>{escape(name)}, the teacher seats everyone in this class.</p>"
            "<p><a href='play'>Wait at your table's page</a>: it fills in when you are seated.</p>"
        )
    free = free_seats(room)
    if not free:
        return (
            f"<p>{escape(name)}, every seat is taken: the teacher will seat you.</p>"
            "<p><a href='play'>Wait here</a></p>"
        )
    buttons = "".join(
        f'<button type="submit" name="place" value="{n} {escape(s)}" class="seat">{escape(words)}</button>'
        for n, s, words in free
    )
    return (
        f"<p>{escape(name)}, choose a free seat, or <a href='play'>wait for the teacher to seat you</a>.</p>"
        f'<form method="post" action="sit">{xsrf}<div class="seats">{buttons}</div></form>'
    )


def free_seats(room: ClassRoom) -> list[tuple[int, str, str]]:
    """Each seat a student may choose: (table, seat, how it reads: "table 2, seat B (with Ann)")."""
    return [
        (n, s, f"table {n}, seat {s}{sitting(room, n)}")
        for n, s in room.free_seats()
        if not room.tables[n].state.is_over()
    ]


def sitting(room: ClassRoom, number: int) -> str:
    """Who sits at table ``number`` already, as the seat choice says it."""
    names = sorted(room.tables[number].students.values())
    return f" (with {', '.join(names)})" if names else ""


def four_colour() -> str:
    """The four-colour deck setting, kept by the browser (the pages' script applies it)."""
    return (
        '<p class="setting"><label><input type="checkbox" id="four-colour"> '
        "four-colour deck (diamonds blue, clubs green)</label></p>"
    )


def table_page() -> str:
    """The student's table: filled in by its script.

    One live region says what happens (each play, each trick's winner, the turn); the status line is
    not live, else a screen reader would hear it as well. The status takes the focus (tabindex -1)
    when what held it is gone (the seat chosen), so that the focus never falls to the page's top.
    """
    return (
        '<div id="status" tabindex="-1">Connecting…</div>'
        # the one live region, hidden from the eye as the widgets' are (card_faces.css)
        '<div id="said" class="cardlib-live" role="status" aria-live="polite" aria-atomic="true"></div>'
        '<div id="refusal" class="refusal" role="alert"></div>'
        '<div id="seats" class="seats"></div>'
        '<div id="picture" class="board"></div><p id="players"></p>'
        '<h2 id="hand-title">Your hand</h2><div id="hand"></div><div id="actions" class="actions"></div>'
        '<div id="last"></div><div id="result"></div><p id="scores"></p>'
        '<p><a href="exercises">The class\'s exercises</a></p>'
        # The code opens the seat from any browser: shown only when asked for, away from a neighbour's eyes.
        '<details id="code-box" class="code" hidden><summary>Your code to come back from another browser'
        '</summary><p id="code"></p><p>Keep it to yourself: it opens your seat.</p></details>' + four_colour()
    )


def teacher_page() -> str:
    """The teacher's page: filled in by its script."""
    return (
        '<div id="status" role="status" aria-live="polite">Connecting…</div>'
        '<div id="refusal" class="refusal" role="alert"></div>'
        '<p><a href="answers">The class\'s exercises: set the questions, see the answers</a></p>'
        '<div class="actions">'
        '<button type="button" id="start-all" class="action">start every table</button></div>'
        + four_colour()
        + '<h2>Students</h2><div id="students"></div><div id="tables" class="tables"></div>'
        '<h2>Class report</h2><div id="report"></div>'
    )

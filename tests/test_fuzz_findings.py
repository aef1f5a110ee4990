"""Issue 32: what an in-process fuzzer found refused badly, each with its smallest reproduction.

Every refusal is one line in the learner's words; one bad file in a class folder never stops the
report; a record accepted can be written back and read again to the same record.
"""

import contextlib
import json
import os
import socket
import sqlite3
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import pytest

from cardlib import Card, CardlibError, new_record, parse_record, replay
from cardlib.classroom import class_report, load_deal_set, make_deal_set
from cardlib.core.choosers import play_out
from cardlib.core.errors import LONGEST
from cardlib.core.words import shown
from cardlib.exercises import all_topics, make_questions
from cardlib.players import rule_of_thumb
from cardlib.sim.tournament import duplicate


def cardlib(*args, cwd=None, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "cardlib", *args], cwd=cwd, input=stdin, capture_output=True, text=True
    )


def _one_line(error: Exception) -> str:
    message = str(error)
    assert len(message.splitlines()) == 1 and len(message) <= LONGEST, repr(message)
    return message


def _deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


RECORD = new_record("pitch", seed=1).to_dict()


@pytest.mark.parametrize(
    "change",
    [
        {"a\nb": 1},  # a field name with a line break
        {"game": "x" * 100_000},  # a game name 100,000 characters long
        {"options": {"a\nb" * 1000: 1}},  # an option name of a thousand lines
        {"title": 1e999},  # Infinity: accepted once, then to_json raised ValueError
        {"x_deep": _deep(400)},  # nested 400 deep: to_json raised RecursionError
        {1: 2},  # a key that is not text: AttributeError
        {"dealer": _deep(400)},
        {"actions": [_deep(400)]},
    ],
    ids=["field-name", "long-game", "option-name", "infinity", "deep-note", "int-key", "deep-dealer",
         "deep-action"],
)  # fmt: skip
def test_a_bad_record_is_refused_in_one_bounded_line(change):
    with pytest.raises(CardlibError) as refused:
        parse_record({**RECORD, **change})
    _one_line(refused.value)


def test_an_accepted_record_is_written_back_and_read_again_to_the_same_record():
    record = parse_record(
        {**RECORD, "title": "a deal\u2028to study", "x_tags\u2028": [["nested", {"k": 1.5}]]}
    )
    assert parse_record(record.to_json()) == record


def test_a_line_separator_in_an_action_is_one_line_of_refusal():
    state = replay(new_record("boston", seed=1))
    with pytest.raises(CardlibError) as refused:
        state.apply("pass\u2028")
    _one_line(refused.value)
    assert not state.history
    assert len(shown("a\u2028b\x85c").splitlines()) == 1


def test_a_ladder_answer_with_a_line_break_is_refused_in_one_line():
    from cardlib.games.solo.ladder_question import LadderQuestion

    with pytest.raises(CardlibError) as refused:
        LadderQuestion("fontainebleau").read("x\ny")
    _one_line(refused.value)


@pytest.fixture()
def a_class(tmp_path):
    """A deal set of two Pitch deals, and one student who played both."""
    deals = make_deal_set("pitch", 7, 2, tmp_path / "set")
    ann = tmp_path / "results" / "Ann"
    ann.mkdir(parents=True)
    for name, record in deals.deals.items():
        play_out(replay(record), None, rule_of_thumb("pitch")).to_record().save(ann / name)
    return tmp_path, deals


def test_one_bad_file_never_stops_the_class_report(a_class):
    home, deals = a_class
    results = home / "results"
    bo = results / "Bo"
    bo.mkdir()
    (bo / "deal-01.json").write_bytes(json.dumps(RECORD).encode("utf-16"))  # not UTF-8
    (bo / "deal-02.json").mkdir()  # a folder named like a record
    (bo / "notes.txt").write_text("my notes")
    (bo / "loop.json").symlink_to(bo / "loop.json")  # a link to itself
    (results / "deal-01.json").write_text("{}")  # a record left loose
    (results / "Cy.zip").mkdir()  # a folder named like a zip
    with zipfile.ZipFile(results / "Di.zip", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("Di/deal-01.json", (home / "results" / "Ann" / "deal-01.json").read_text())
        archive.writestr("Di/deal-02.json", "x" * 5000)
    damaged = bytearray((results / "Di.zip").read_bytes())
    body = damaged.index(b"Di/deal-02.json") + len("Di/deal-02.json")  # its data follows its name
    damaged[body : body + 8] = b"\xff" * 8
    (results / "Di.zip").write_bytes(bytes(damaged))
    ed = results / "Ed"
    ed.mkdir()
    (ed / "deal-01.JSON").write_text((results / "Ann" / "deal-01.json").read_text())  # upper-case name

    report = class_report(deals, results, analyse=False)
    refused = {r.path: r.reason for r in report.refused}
    assert {("Ann", "deal-01.json"), ("Ann", "deal-02.json"), ("Ed", "deal-01.json")} <= set(report.results)
    assert "UTF-8" in refused["Bo/deal-01.json"]
    assert "folder" in refused["Bo/deal-02.json"] and "not a hand record" in refused["Bo/notes.txt"]
    assert "Bo/loop.json" in refused and "loose" in refused["deal-01.json"] and "Cy.zip" in refused
    assert any(path.startswith("Di.zip") for path in refused), refused
    assert all(len(reason.splitlines()) == 1 for reason in refused.values())


def test_the_class_report_names_an_unknown_seat(a_class):
    home, deals = a_class
    with pytest.raises(CardlibError, match='seat "Q": the seats'):
        class_report(deals, home / "results", seat="Q", analyse=False)
    run = cardlib("class", "report", str(home / "set"), str(home / "results"), "--seat", "Q", "--no-analysis")
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "seats" in run.stderr


def test_a_deal_nobody_played_shows_a_dash_not_an_average_of_nothing(a_class):
    home, _ = a_class
    more = make_deal_set("pitch", 7, 3, home / "set3")  # the same two deals and a third
    report = class_report(more, home / "results", analyse=False)
    assert report.average("deal-03.json") is None and report.duplicate("Ann", "deal-03.json") is None
    per_deal = report.sheets()[1]
    assert per_deal.rows[-1][-1] == "–" and per_deal.rows[0][-1] != "–"


@pytest.mark.parametrize(
    "damage, words",
    [
        (lambda s: (s / "set.json").write_text("{not json"), "not valid JSON"),
        (lambda s: (s / "set.json").write_text('{"game": "pitch", "seed": 1}'), '"deals" must list'),
        (lambda s: (s / "set.json").write_text('{"game": "pitch", "deals": "deal-01.json"}'), '"deals" must'),
        (lambda s: (s / "deal-02.json").unlink(), "no such file"),
        (
            lambda s: (s / "set.json").write_text('{"game": "pitch", "deals": ["../deal-01.json"]}'),
            "not a file name in the set's folder",
        ),
        (
            lambda s: (s / "deal-02.json").write_text(new_record("boston", seed=1).to_json()),
            "a deal of boston, but the set is of pitch",
        ),
        (lambda s: (s / "set.json").write_bytes(b"\xff\xfe{}"), "cannot read it"),
        (
            lambda s: (s / "set.json").write_text('{"game": "pitch", "deals": ["deal\\u0000.json"]}'),
            "not a file name in the set's folder",
        ),
    ],
    ids=[
        "not-json",
        "no-deals",
        "deals-not-a-list",
        "missing-deal",
        "dot-dot",
        "another-game",
        "not-utf8",
        "nul",
    ],
)
def test_a_damaged_deal_set_is_named_in_one_line(tmp_path, damage, words):
    folder = tmp_path / "set"
    make_deal_set("pitch", 7, 2, folder)
    damage(folder)
    with pytest.raises(CardlibError, match=words) as refused:
        load_deal_set(folder)
    _one_line(refused.value)


def test_class_deals_into_a_file_says_so(tmp_path):
    (tmp_path / "taken").write_text("a file")
    run = cardlib("class", "deals", "pitch", "--out", str(tmp_path / "taken"))
    assert run.returncode == 2 and "that is a file" in run.stderr and "Traceback" not in run.stderr
    run = cardlib("class", "deals", "pitch", "--out", str(tmp_path / "taken" / "inside"))
    assert run.returncode == 2 and "cannot write there" in run.stderr


def test_a_seed_too_long_says_how_many_digits():
    run = cardlib("deal", "pitch", "--seed", "1" * 20)
    assert run.returncode == 2 and "20 digits" in run.stderr and "at most 12" in run.stderr


def test_the_levels_are_spelled_as_on_the_command_line_too():
    assert str(duplicate("pitch", "rule-of-thumb", "random", 2, seed=1)).startswith(
        "pitch: rule of thumb against random"
    )
    with pytest.raises(CardlibError, match="no player level"):
        duplicate("pitch", "clever", "random", 1)


@pytest.mark.parametrize(
    "answer",
    [10**400, 10**5000, 1e300, float("nan"), "1e10000000", "1e999999999", "9" * 150, "9" * 5000],
    ids=["10**400", "10**5000", "1e300", "nan", "1e10000000-typed", "1e999999999-typed", "9x150", "9x5000"],
)
def test_a_huge_or_strange_answer_is_refused_at_once_in_one_line(answer):
    """A chance typed as 1e999999999 froze the kernel; 10**5000 crashed a seat or seller question."""
    for topic in all_topics():
        feedback = make_questions(topic, seed=1, count=1)[0].check(answer)
        assert not feedback.correct and len(feedback.message.splitlines()) == 1, topic
        assert len(feedback.message) <= LONGEST, topic


def test_a_bid_written_with_a_card_s_signs_is_stored_as_the_bid():
    """Issue 32: "10♡" was stored as the card 10H, and came back from the record as another action."""
    state = replay(new_record("fontainebleau", seed=1))
    state.apply("A: 7♡")
    assert state.history == [("A", "seven hearts")]
    assert replay(state.to_record()).history == state.history


def test_show_lists_a_bid_written_7d_as_a_bid_not_a_card():
    from cardlib.faces.show import describe

    record = parse_record({**new_record("fontainebleau", seed=1).to_dict(), "actions": ["A: 7D"]})
    text = describe(record, replay(record))
    assert "1. A: seven diamonds" in text and "trick  1" not in text


def test_the_python_api_refuses_in_the_kit_s_words():
    """Issue 32, item 13: plain ValueError, UnicodeDecodeError and AttributeError reached the learner."""
    from cardlib.games.pitch.setback_question import SetBackQuestion
    from cardlib.games.solo.settlement_question import SettlementQuestion
    from cardlib.records import load_record
    from cardlib.widgets.selection import CardSelection

    for call in (
        lambda: new_record("pitch", seed=-1),
        lambda: new_record("pitch", seed="x"),
        lambda: make_questions("tricks", seed="x", count=1),
    ):
        with pytest.raises(CardlibError, match="a seed is a whole number"):
            call()
    with pytest.raises(CardlibError, match="Auction Pitch needs 4 to 7 players, not 0"):
        new_record("pitch", players=0)
    with pytest.raises(CardlibError, match="not UTF-8"):
        path = Path(tempfile.mkdtemp()) / "hand.json"
        path.write_bytes(json.dumps(RECORD).encode("utf-16"))
        load_record(path)
    chooser = CardSelection()
    assert chooser.toggle("AS") and Card.parse("AS") in chooser.chosen
    assert not chooser.toggle("1H") and "no such rank" in chooser.message
    question = SetBackQuestion()
    question.seller = "Q"
    assert question.explain() == [
        'Not allowed: the seller "Q" is not at this table; the seats are A, B, C, D.'
    ]
    settlement = SettlementQuestion()
    for taken in (-1, 7.5, 14):
        settlement.taken = taken
        assert settlement.explain()[0].startswith("Tricks taken: a whole number from 0 to 13")


def test_a_card_picker_s_description_is_text_not_markup():
    from cardlib.widgets import CardPicker

    picker = CardPicker(description="<img src=x onerror=alert(1)> choose")
    assert "<img" not in str(picker.children[0].value) and "&lt;img" in picker.children[0].value


def test_a_cell_needing_numpy_on_the_site_says_so_in_one_line_not_a_traceback():
    """Issue 32: run on the zero-install site, lessons 3, 5, 9 and 10 (now 3, 6, 10 and 11) ended in a
    ModuleNotFoundError traceback at their first numpy or matplotlib cell; the kit's note replaces it
    there."""
    from IPython.core.interactiveshell import InteractiveShell

    from cardlib.faces import site_note

    site_note._unmade.clear()
    shell = InteractiveShell.instance()  # the shell ``display`` shows in, as in a kernel
    shown = []
    shell.display_pub.publish = lambda data, **kwargs: shown.append(data)
    assert not site_note.install(shell)  # not in a browser: a missing package is a real error
    assert site_note.install(shell, force=True)
    result = shell.run_cell(
        "if True:\n    raise ModuleNotFoundError(\"No module named 'numpy'\", name='numpy')\n"
        "from cardlib.sim.tournament import deal_state\nplayed = deal_state('boston', 10, 8)\n"
    )
    assert isinstance(result.error_in_exec, ModuleNotFoundError)
    assert len(shown) == 1 and "needs numpy (the simulations)" in shown[0]["text/html"]
    assert "Traceback" not in shown[0]["text/plain"] and "\n" not in shown[0]["text/plain"]
    shown.clear()
    shell.run_cell("played.result()")  # a name the numpy cell would have made
    assert len(shown) == 1 and "uses what an earlier cell makes with numpy" in shown[0]["text/plain"]
    shown.clear()
    traced = []
    shell.showtraceback = lambda *args, **kwargs: traced.append(args)
    shell.run_cell("raise ModuleNotFoundError(\"No module named 'pandas'\", name='pandas')")
    assert traced and not shown  # any other missing module: the usual traceback
    shell.run_cell("never_made")
    assert len(traced) == 2 and not shown  # a name no failed cell would have made: the usual traceback
    shell.run_cell("deal_state('pitch', 4, 1)")
    assert len(traced) == 2 and "uses what an earlier cell makes with numpy" in shown[0]["text/plain"]
    site_note._unmade.clear()
    InteractiveShell.clear_instance()


def test_a_cell_that_cannot_run_on_the_site_leaves_its_stored_picture(tmp_path, monkeypatch):
    """Issue 53: run on the site, lesson 05's (now 06's) histogram was replaced by the note; it must stay,
    note below."""
    import io

    from IPython.core.interactiveshell import InteractiveShell

    from cardlib.faces import site_note

    needs_numpy = "import numpy as np\nprint('counted')\ncounts = np.histogram([1, 2])[0]"
    later = "print(counts.mean())"
    picture = {"output_type": "display_data", "data": {"image/png": "iVBORw0KGgo=", "text/plain": "<Figure>"}}
    cells = [
        {"cell_type": "markdown", "source": ["# A lesson"]},
        {
            "cell_type": "code",
            "source": needs_numpy.splitlines(keepends=True),
            "outputs": [{"output_type": "stream", "name": "stdout", "text": ["counted\n"]}, picture],
        },
        {"cell_type": "code", "source": [later], "outputs": [picture]},
    ]
    (tmp_path / "05_lesson.ipynb").write_text(json.dumps({"cells": cells}), encoding="utf-8")
    (tmp_path / "broken.ipynb").write_text("{not json", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    site_note._unmade.clear()
    shell = InteractiveShell.instance()
    shown, printed = [], io.StringIO()
    shell.display_pub.publish = lambda data, **kwargs: shown.append(data)
    monkeypatch.setattr(sys, "stdout", printed)
    site_note.install(shell, force=True)
    try:
        shell.showtraceback = lambda *args, **kwargs: None
        shell.run_cell(needs_numpy.replace("import numpy as np", "import numpy_missing_here as np"))
        assert not shown  # another source: not a stored cell, and not a site package either
        monkeypatch.setitem(sys.modules, "numpy", None)  # as on the site: numpy cannot be imported
        shell.run_cell(needs_numpy)
        assert [d.get("image/png") for d in shown[:1]] == ["iVBORw0KGgo="]  # the picture, then the note
        assert "needs numpy" in str(shown[1]) and len(shown) == 2
        assert printed.getvalue() == "counted\n"
        shown.clear()
        shell.run_cell("print(np.zeros(3))")  # not stored: the note alone
        assert len(shown) == 1 and "uses what an earlier cell makes" in str(shown[0])
        shown.clear()
        shell.run_cell(later)
        assert shown[0].get("image/png") == "iVBORw0KGgo=" and "earlier cell" in str(shown[1])
        shown.clear()
        shell.run_cell("position = counts.sum()")  # made from what the numpy cell would have made
        shell.run_cell("print(position)")  # so a cell using it is told why too, not given a traceback
        assert len(shown) == 2 and all("uses what an earlier cell makes with numpy" in str(d) for d in shown)
    finally:
        site_note._unmade.clear()
        InteractiveShell.clear_instance()


# -- issue 53: bad files found by fuzzing; each is one line, exit status 2, and nothing changed ------


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes: a refusal must leave them as they were."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _refused_alone(run: subprocess.CompletedProcess, *words: str) -> str:
    """A refusal as a learner should meet it: status 2, one line on standard error, nothing else."""
    assert run.returncode == 2 and not run.stdout, (run.returncode, run.stdout, run.stderr)
    assert len(run.stderr.splitlines()) == 1 and "unexpected error" not in run.stderr, run.stderr
    assert all(word in run.stderr for word in words), run.stderr
    return run.stderr


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _serve(*args: str) -> subprocess.CompletedProcess:
    """``class serve`` that must be refused: were it to open, the timeout ends it (and the test fails)."""
    command = [sys.executable, "-m", "cardlib", "class", "serve", *args, "--port", str(_free_port())]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def _nested_stock(levels: int) -> str:
    """A Seven-Up record whose ``stock`` is a list nested ``levels`` deep (too deep for json.dumps)."""
    fields = {k: v for k, v in new_record("sevenup", seed=1).to_dict().items() if k != "stock"}
    return json.dumps(fields)[:-1] + ', "stock": ' + "[" * levels + '"7C"' + "]" * levels + "}"


@pytest.mark.parametrize("levels", [30, 1000])
def test_a_record_nested_a_thousand_deep_is_refused_in_one_line(tmp_path, levels):
    """replay, show and analyse ended with "unexpected error (RecursionError)" at about 1,000 deep."""
    path = tmp_path / "deep.json"
    path.write_text(_nested_stock(levels))
    before = _snapshot(tmp_path)
    for command in ("replay", "show", "analyse"):
        _refused_alone(cardlib(command, str(path)), "deep.json: ", "nest")
    _refused_alone(cardlib("replay", "-", stdin=path.read_text()), "nest")
    assert _snapshot(tmp_path) == before


def test_seven_up_s_stock_nested_a_thousand_deep_is_a_record_error():
    data = new_record("sevenup", seed=1).to_dict()
    for field in ("stock", "to_go", "x_note"):
        with pytest.raises(CardlibError, match="nest more than") as refused:
            parse_record({**data, field: _deep(1000)})
        _one_line(refused.value)


@pytest.fixture()
def class_db(tmp_path):
    """A deal set of two Pitch deals, and the class's tables database its two tables were laid in."""
    from cardlib.classroom.tables.room import ClassRoom
    from cardlib.classroom.tables.store import Store

    deals = make_deal_set("pitch", 7, 2, tmp_path / "set")
    store = Store(tmp_path / "class.sqlite")
    ClassRoom(deals, tmp_path / "results", store, 2, "random").close()
    store.close()
    return tmp_path / "class.sqlite"


def _changed(path: Path, sql: str, *values: object) -> None:
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute(sql, values)
        db.commit()


@pytest.mark.parametrize(
    "damage, given, words",
    [
        (lambda db: db.write_bytes(db.read_bytes()[:5000]), "class.sqlite", "it is damaged"),
        (lambda db: _changed(db, "UPDATE tables SET deal = 99 WHERE number = 2"), "class.sqlite",
         "table 2 is at deal 100, but the set has 2 deals"),
        (lambda db: _changed(db, "UPDATE tables SET deal = 'x' WHERE number = 2"), "class.sqlite",
         "not whole numbers"),
        (lambda db: _changed(db, "INSERT INTO actions VALUES (1, 0, 0, 'A: bid 9')"), "class.sqlite",
         "table 1, deal 1: "),
        (lambda db: db.write_text("my notes"), "class.sqlite", "not a SQLite database"),
        (lambda db: _changed(db.with_name("mine.sqlite"), "CREATE TABLE people (name TEXT)"), "mine.sqlite",
         "it is a database of other tables (people), not a class's tables database"),
        (lambda db: db.with_name("a folder").mkdir(), "a folder", "that is a folder"),
        (lambda db: None, "no such folder/class.sqlite", "there is no folder"),
    ],
    ids=["truncated", "deal-out-of-range", "deal-not-a-number", "refused-action", "not-sqlite",
         "another-database", "folder", "missing-folder"],
)  # fmt: skip
def test_class_serve_refuses_a_bad_database_before_it_starts(class_db, damage, given, words):
    """A damaged database, a deal out of range, a folder, a missing folder: all "unexpected error"."""
    home = class_db.parent
    damage(class_db)
    db = home / given
    before = _snapshot(home)
    said = _refused_alone(_serve(str(home / "set"), str(home / "new results"), "--db", str(db)), words)
    assert said.startswith(f"cardlib: --db {db}: ")
    assert _snapshot(home) == before and not (home / "new results").exists()


@pytest.fixture()
def match_store(tmp_path):
    """A match store holding two deals of the match ``_match_command`` asks for."""
    from cardlib.sim.runs import Match, play

    path = tmp_path / "match.sqlite"
    play(Match("pitch", "random", "random"), 2, store=path, progress=False)
    return path


def _match_command(store: Path, deals: int = 2) -> list[str]:
    return ["match", "pitch", "random", "random", "--deals", str(deals), "--store", str(store)]


@pytest.mark.parametrize(
    "row, words",
    [("not json", "not json"), ("[1e999, false, false, 0]", "1e999"), (None, "null"), ("[1, 2]", "[1, 2]")],
    ids=["not-json", "infinity", "null", "too-short"],
)
def test_a_damaged_row_of_a_match_store_is_refused_in_one_line(match_store, row, words):
    """A damaged row was "unexpected error"; a row of 1e999 printed "+inf ± nan"."""
    _changed(match_store, "UPDATE deals SET strong = ? WHERE number = 1", row)
    before = _snapshot(match_store.parent)
    said = _refused_alone(cardlib(*_match_command(match_store)), "damaged", words)
    assert said.startswith(f"cardlib: --store {match_store}: deal 1 holds ")
    assert _snapshot(match_store.parent) == before


def test_a_match_store_refuses_another_sqlite_file_and_adds_nothing(class_db):
    """Any SQLite file, the class tables' own database included, silently had the store's tables added."""
    other = class_db.with_name("mine.sqlite")
    _changed(other, "CREATE TABLE people (name TEXT)")
    for path, what in (
        (class_db, "a class's tables database"),
        (other, "a database of other tables (people)"),
    ):
        before = _snapshot(class_db.parent)
        _refused_alone(cardlib(*_match_command(path)), f"--store {path}: it is {what}, not a match store")
        assert _snapshot(class_db.parent) == before


def test_a_read_only_store_is_said_before_a_deal_is_played(match_store, monkeypatch, capsys):
    """The folder's being read-only was said only after a deal had been played and thrown away.

    Root may write anywhere, so the folder is made read-only to the kit's check itself (os.access).
    """
    import cardlib.sim.runs
    from cardlib.faces.cli import main

    folder, access = match_store.parent, os.access
    monkeypatch.setattr(
        os, "access", lambda path, mode: not (Path(path) == folder and mode & os.W_OK) and access(path, mode)
    )
    monkeypatch.setattr(cardlib.sim.runs, "play_deal", lambda *args: pytest.fail("a deal was played"))
    before = _snapshot(folder)
    assert main(_match_command(match_store, deals=3)) == 2
    said = capsys.readouterr()
    assert (
        not said.out
        and said.err
        == f"cardlib: --store {match_store}: the folder {folder} is read-only; "
        "give a file in a folder you can write to\n"
    )
    assert _snapshot(folder) == before


def test_a_deal_set_naming_a_file_with_a_nul_is_refused_in_one_line(tmp_path):
    """A NUL in a name set.json lists was "unexpected error" (ValueError: embedded null byte)."""
    make_deal_set("pitch", 7, 2, tmp_path / "set")
    (tmp_path / "set" / "set.json").write_text(
        json.dumps({"game": "pitch", "seed": 7, "deals": ["deal-01.json", "deal\u0000.json"]})
    )
    (tmp_path / "results").mkdir()
    before = _snapshot(tmp_path)
    refused = 'set.json: "deal\\u0000.json" is not a file name in the set\'s folder'
    _refused_alone(cardlib("class", "report", str(tmp_path / "set"), str(tmp_path / "results")), refused)
    _refused_alone(_serve(str(tmp_path / "set"), str(tmp_path / "results")), refused)
    assert _snapshot(tmp_path) == before

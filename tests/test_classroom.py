"""Class duplicate (issue 20, in part): a deal set, students' played records, and the class report."""

import dataclasses
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import threading
import tracemalloc
import zipfile

import pytest

from cardlib import CardlibError, load_record, new_record, parse_record, refusal, replay
from cardlib.classroom import ClassSeat, class_report, load_deal_set, make_deal_set
from cardlib.core.choosers import play_out
from cardlib.players.roster import player, rule_of_thumb

STRONG, WEAK = "rule of thumb", "random"


def _play(record, game, level, seed):
    return play_out(replay(record), {"A": player(game, level, seed=seed)}, rule_of_thumb(game))


@pytest.fixture(scope="module")
def pitch_class(tmp_path_factory):
    """A class of twelve: six students play by rules of thumb, six at random, each the same six deals."""
    home = tmp_path_factory.mktemp("class")
    deals = make_deal_set("pitch", 7, 6, home / "set")
    for n in range(12):
        folder = home / "results" / f"student{n:02}"
        folder.mkdir(parents=True)
        for name, record in deals.deals.items():
            _play(record, "pitch", STRONG if n % 2 == 0 else WEAK, n).to_record().save(folder / name)
    odd = home / "results" / "zoe"
    odd.mkdir()
    (odd / "deal-01.json").write_text("{not json", encoding="utf-8")
    other = new_record("pitch", deals.deals["deal-02.json"].players, seed=999)
    _play(other, "pitch", STRONG, 1).to_record().save(odd / "deal-02.json")
    deals.deals["deal-03.json"].save(odd / "deal-03.json")  # dealt but not played
    return home, deals


def test_a_deal_set_is_the_same_for_the_same_seed(tmp_path):
    first, again = (
        make_deal_set("boston", 3, 4, tmp_path / "a"),
        make_deal_set("boston", 3, 4, tmp_path / "b"),
    )
    assert first.deals == again.deals and len({r.deal["A"] for r in first.deals.values()}) == 4
    assert (tmp_path / "a" / "deal-04.json").read_bytes() == (tmp_path / "b" / "deal-04.json").read_bytes()
    assert json.loads((tmp_path / "a" / "set.json").read_text())["deals"][0] == "deal-01.json"
    assert load_deal_set(tmp_path / "a") == first
    with pytest.raises(CardlibError, match="1 to 100"):
        make_deal_set("pitch", 1, 0, tmp_path / "c")


def test_the_stronger_players_come_out_on_top(pitch_class):
    home, deals = pitch_class
    report = class_report(deals, home / "results")
    board = report.leaderboard()
    strong = [total for student, total, _ in board if int(student[-2:]) % 2 == 0]
    weak = [total for student, total, _ in board if int(student[-2:]) % 2 == 1]
    assert len(strong) == len(weak) == 6 and min(strong) > max(weak)
    assert sum(total for _, total, _ in board) == pytest.approx(0), "each deal's scores sum to nothing"
    assert all(played == 6 for _, _, played in board)
    assert str(report) == str(class_report(deals, home / "results")), "the report is deterministic"


def test_every_record_that_cannot_count_is_refused_and_named(pitch_class):
    home, deals = pitch_class
    report = class_report(deals, home / "results", analyse=False)
    refused = {r.path: r.reason for r in report.refused}
    assert set(refused) == {"zoe/deal-01.json", "zoe/deal-02.json", "zoe/deal-03.json"}
    assert refused["zoe/deal-01.json"].startswith("not a valid hand record")
    assert "not one of the set's deals" in refused["zoe/deal-02.json"]
    assert "not played to the end" in refused["zoe/deal-03.json"]
    assert "zoe" not in report.students and "Files not counted" in str(report)


def test_the_report_shows_a_per_deal_table_mistakes_and_a_plot(pitch_class):
    home, deals = pitch_class
    report = class_report(deals, home / "results")
    sheets = report.sheets()
    per_deal = sheets[1]
    assert len(per_deal.rows) == 6 and per_deal.columns[1:-1] == tuple(report.students)
    assert any(student.endswith(("01", "03")) for student in report.mistakes), "random play makes slips"
    assert "<table" in report._repr_html_()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    assert len(report.plot(ax).patches) == 12
    plt.close(fig)


def test_a_boston_report_analyses_the_whole_play_where_the_compiled_search_runs(tmp_path, monkeypatch):
    """Issue 33: the costliest card may be in the first tricks; without numba, the last seven tricks."""
    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        pytest.skip("numba is not installed")
    deals = make_deal_set("boston", 7, 2, tmp_path / "set")
    for n in (1, 3, 5):
        folder = tmp_path / "results" / f"student{n:02}"
        folder.mkdir(parents=True)
        for name, record in deals.deals.items():
            _play(record, "boston", WEAK, n).to_record().save(folder / name)
    whole = class_report(deals, tmp_path / "results")
    tricks = [slip.trick for found in whole.mistakes.values() for _, slip in found]
    assert whole.whole_play and min(tricks) < 7, tricks
    assert "from each deal's first card" in str(whole)
    monkeypatch.setattr(compiled, "AVAILABLE", False)
    late = class_report(deals, tmp_path / "results")
    assert not late.whole_play and "7 cards or fewer in each hand (install numba" in str(late)
    assert all(slip.trick >= 7 for found in late.mistakes.values() for _, slip in found)


def test_a_student_plays_a_deal_at_the_class_table_and_saves_it(tmp_path):
    from cardlib.widgets import ClassTable

    make_deal_set("boston", 5, 2, tmp_path / "set")
    table = ClassTable(tmp_path / "set", tmp_path / "results")
    table.deal.value = "deal-02.json"
    table.play()
    table.save()
    assert "write your name first" in table.message.value
    table.name.value = "Ann"
    table.save()
    assert "not over yet" in table.message.value
    assert [label for label, _ in table.deal.options] == ["deal 1", "deal 2"]
    hidden = (table.table.open_hands, table.table.analyse)
    assert all(c.layout.display == "none" for c in hidden), "no peeking at the other hands in a duplicate"
    assert table.table.new_deal.layout.display == "none", "only the set's deals are played"
    game = table.table.game
    while not game.state.is_over():
        game.act(game.legal()[0])
    table.table.refresh()
    assert all(c.layout.display is None for c in hidden), "once the hand is over, look at it open"
    table.save()
    saved = tmp_path / "results" / "Ann" / "deal-02.json"
    assert saved.exists() and "Saved as" in table.message.value
    report = class_report(load_deal_set(tmp_path / "set"), tmp_path / "results", analyse=False)
    assert report.students == ["Ann"] and ("Ann", "deal-02.json") in report.results
    assert load_record(saved).information["x_seat"] == "A", "the record names the seat he played"
    with refusal() as caught:
        ClassSeat(tmp_path / "set", tmp_path / "results").folder("../etc")
    assert '"/" cannot be in a name' in caught[0].message and "any alphabet" in caught[0].message


def test_a_student_hands_in_a_zip_which_the_report_reads_beside_the_folders(tmp_path):
    from cardlib.widgets import ClassTable

    deals = make_deal_set("pitch", 3, 2, tmp_path / "set")
    table = ClassTable(tmp_path / "set", tmp_path / "browser")  # a results folder the teacher cannot see
    table.name.value = "Bea"
    for name in deals.deals:
        table.deal.value = name
        table.play()
        game = table.table.game
        while not game.state.is_over():
            game.act(game.legal()[-1])
        table.save()
    assert "download Bea.zip" in table.message.value and "2 saved hands" in table.message.value
    packed = table.seat.archive("Bea")
    assert packed == table.seat.archive("Bea"), "the same hands make the same zip"
    results = tmp_path / "results"
    results.mkdir()
    (results / "Bea.zip").write_bytes(packed)
    (results / "Cy.zip").write_bytes(b"not a zip")
    report = class_report(deals, results, analyse=False)
    assert report.students == ["Bea"] and len(report.results) == 2
    assert [(r.path, r.reason.split(" (")[0]) for r in report.refused] == [
        ("Cy.zip", "not a zip of hand records")
    ]
    shutil.unpack_archive(results / "Bea.zip", results)  # unzipped as well: each deal counts once
    again = class_report(deals, results, analyse=False)
    assert len(again.results) == 2 and sum("played twice" in r.reason for r in again.refused) == 2


def _cardlib(*args):
    return subprocess.run([sys.executable, "-m", "cardlib", *args], capture_output=True, text=True)


def test_the_class_commands(tmp_path):
    made = _cardlib(
        "class", "deals", "fontainebleau", "--seed", "4", "--count", "2", "--out", str(tmp_path / "set")
    )
    assert made.returncode == 0 and "wrote 2 deals" in made.stdout, made.stderr
    deals = load_deal_set(tmp_path / "set")
    folder = tmp_path / "results" / "bo"
    folder.mkdir(parents=True)
    for name, record in deals.deals.items():
        _play(record, "fontainebleau", STRONG, 1).to_record().save(folder / name)
    shown = _cardlib("class", "report", str(tmp_path / "set"), str(tmp_path / "results"))
    assert shown.returncode == 0 and "leaderboard" in shown.stdout and "bo" in shown.stdout, shown.stderr
    missing = _cardlib("class", "report", str(tmp_path / "set"), str(tmp_path / "none"))
    assert (
        missing.returncode == 2 and "no such folder" in missing.stderr and "Traceback" not in missing.stderr
    )
    no_set = _cardlib("class", "report", str(tmp_path), str(tmp_path / "results"))
    assert no_set.returncode == 2 and "set.json" in no_set.stderr


def test_a_student_can_play_a_deal_of_the_set_in_the_terminal(tmp_path):
    made = make_deal_set("pitch", 2, 1, tmp_path / "set")
    run = subprocess.run(
        [sys.executable, "-m", "cardlib", "play", "pitch", "--deal", str(tmp_path / "set" / "deal-01.json"),
         "--save", str(tmp_path / "mine.json")],
        input="sell\nquit\n", capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 0 and "the deal given" in run.stdout, run.stderr
    assert made.match(load_deal_set(tmp_path / "set").deals["deal-01.json"]) == "deal-01.json"
    assert made.match(load_record(tmp_path / "mine.json")) == "deal-01.json", (
        "the saved hand is the set's deal"
    )
    other = _cardlib("play", "boston", "--deal", str(tmp_path / "set" / "deal-01.json"))
    assert other.returncode == 2 and "a deal of pitch, not of boston" in other.stderr


def test_the_leaderboard_chart_draws_every_student_in_place_with_no_matplotlib(tmp_path):
    """Issue 32: the class duplicate's chart was a matplotlib picture the answer's fold could not hold."""
    from cardlib.render.bars import BarChart

    chart = BarChart([("Ann", 12.5), ("Bob", 0), ("Cy", -7)], "duplicate score")
    svg = chart._repr_html_()
    assert svg == chart._repr_html_() and svg.count("<rect") == 3
    assert [line.split()[0] for line in str(chart).splitlines()[1:]] == ["Ann", "Bob", "Cy"]
    bars = re.findall(r'<rect x="([\d.]+)" y="\d+" width="([\d.]+)"', svg)
    zero = float(re.search(r'<line x1="([\d.]+)"', svg).group(1))
    (ann_x, ann_w), _, (cy_x, cy_w) = [(float(x), float(w)) for x, w in bars]
    assert ann_x == zero and abs(cy_x + cy_w - zero) < 0.01, "above zero to the right, below to the left"
    assert ann_w > cy_w, "a bar is as long as its score"
    assert "Ann: +12.5" in svg
    named = BarChart([("<b>", 1)], "x")._repr_html_()
    assert "&lt;b&gt;" in named and "<b>" not in named, "a student's name is text, never markup"


def test_the_leaderboard_chart_says_when_nobody_has_played_and_rounds_away_noise():
    """A review of issue 32's chart: six-digit labels ("+9.41667"), and 1e-16 drawn as a full bar."""
    from cardlib.render.bars import BarChart

    empty = BarChart([], "duplicate score")
    assert "no results yet" in str(empty) and "no results yet" in empty._repr_html_()
    chart = BarChart([("Ann", 28.25 / 3), ("Bob", 1.1e-16), ("Cy", -14.58333)], "duplicate score")
    svg = chart._repr_html_()
    assert "+9.4" in svg and "-14.6" in svg and "9.41" not in svg and "e-16" not in svg
    widths = [float(w) for w in re.findall(r'<rect x="[\d.]+" y="\d+" width="([\d.]+)"', svg)]
    assert widths[1] <= 0.5 < widths[0], "rounding noise is no bar"


def test_a_pitch_report_analyses_the_whole_play_even_without_numba(pitch_class, monkeypatch):
    """Six cards a hand are within the pure-Python search's reach: the note says the whole play."""
    from cardlib.analysis import compiled

    home, deals = pitch_class
    monkeypatch.setattr(compiled, "AVAILABLE", False)
    report = class_report(deals, home / "results")
    assert report.whole_play and "from each deal's first card" in str(report)


def test_the_command_keeps_a_set_students_may_have_played_unless_told_to_replace_it(tmp_path):
    """A teacher's slip: the command run again with other numbers over the set the class is playing."""
    out = str(tmp_path / "set")
    first = _cardlib("class", "deals", "pitch", "--seed", "8", "--count", "6", "--out", out)
    before = {p.name: p.read_bytes() for p in (tmp_path / "set").iterdir()}
    again = _cardlib("class", "deals", "pitch", "--seed", "8", "--count", "6", "--out", out)
    assert first.returncode == again.returncode == 0, again.stderr  # the same set: nothing changes
    other = _cardlib("class", "deals", "pitch", "--seed", "8", "--count", "3", "--out", out)
    assert other.returncode == 2 and other.stderr.count("\n") == 1 and "Traceback" not in other.stderr
    assert "already holds another deal set (pitch, 6 deals)" in other.stderr and "--replace" in other.stderr
    assert {p.name: p.read_bytes() for p in (tmp_path / "set").iterdir()} == before, "nothing written"
    replaced = _cardlib("class", "deals", "pitch", "--seed", "8", "--count", "3", "--out", out, "--replace")
    assert replaced.returncode == 0 and len(load_deal_set(tmp_path / "set").deals) == 3


def test_a_new_deal_set_replaces_the_old_one_whole(tmp_path):
    """A newcomer's try: a Pitch set made where a longer Boston set was left its deals 9 to 11 behind."""
    folder = tmp_path / "deal-set"
    make_deal_set("boston", 1, 11, folder)
    (folder / "notes.txt").write_text("the teacher's own file", encoding="utf-8")
    make_deal_set("pitch", 1, 8, folder)
    assert sorted(p.name for p in folder.glob("deal-*.json")) == [f"deal-{n:02}.json" for n in range(1, 9)]
    assert (folder / "notes.txt").exists(), "only the old set's own deal files are removed"
    assert load_deal_set(folder).game == "pitch"
    (folder / "set.json").write_text('{"deals": null}', encoding="utf-8")  # a damaged set.json
    make_deal_set("boston", 2, 3, folder)
    assert load_deal_set(folder).game == "boston" and len(list(folder.glob("deal-*.json"))) == 8


# -- issue 54: the student's seat, names in any alphabet, handed-in zips, links ---------------------


def _played(record, seat="A", seed=0, level=STRONG, game="pitch", **information):
    """``record`` played to the end with a student of ``level`` at ``seat``; ``information`` added."""
    state = play_out(replay(record), {seat: player(game, level, seed=seed)}, rule_of_thumb(game))
    played = state.to_record()
    return dataclasses.replace(played, information={**played.information, **information})


def _hand_in(record, path):
    path.parent.mkdir(parents=True, exist_ok=True)
    record.save(path)
    return path


def _result(path, seat):
    return replay(load_record(path)).returns()[seat]


def test_each_student_is_scored_at_the_seat_his_record_names_and_compared_at_that_seat(tmp_path):
    """Issue 54: Lee played Y, and the report showed seat A's result for him, ranked against seat A."""
    deals = make_deal_set("pitch", 7, 2, tmp_path / "set")
    first, second = deals.deals.values()
    results = tmp_path / "results"
    ann = _hand_in(_played(first, seed=1), results / "Ann" / "deal-01.json")  # says no seat: A
    bo = _hand_in(_played(first, seed=2, level=WEAK), results / "Bo" / "deal-01.json")
    lee = _hand_in(_played(first, "C", 3, x_seat="C"), results / "Lee" / "deal-01.json")
    at_table = {"A": "computer (rule of thumb)", "B": "Max", "C": "Zoë", "D": "Ann"}
    max_ = _hand_in(_played(first, "B", 4, x_seats=at_table), results / "Max" / "deal-01.json")
    cy = _hand_in(_played(second, "D", 5, x_seat="D", x_seats=at_table), results / "Cy" / "deal-02.json")

    report = class_report(deals, results, seat="A", analyse=False)
    assert not report.refused
    for name, path, seat in (("Ann", ann, "A"), ("Bo", bo, "A"), ("Lee", lee, "C"), ("Max", max_, "B")):
        assert report.seat_of(name, "deal-01.json") == seat, name
        assert report.results[(name, "deal-01.json")] == _result(path, seat), name
    assert report.seat_of("Cy", "deal-02.json") == "D", "x_seat comes before x_seats"
    assert report.results[("Cy", "deal-02.json")] == _result(cy, "D")
    assert report.average("deal-01.json", "A") == (_result(ann, "A") + _result(bo, "A")) / 2
    assert report.duplicate("Lee", "deal-01.json") == 0, "alone at his seat, he is compared with nobody"
    assert report.duplicate("Ann", "deal-01.json") == (_result(ann, "A") - _result(bo, "A")) / 2

    board, per_deal = report.sheets()[:2]
    assert "seat A" not in board.caption and "each student at his own seat" in board.caption
    assert board.columns[2] == "seat" and dict((r[1], r[2]) for r in board.rows)["Lee"] == "C"
    assert per_deal.columns[-4:] == ("average at A", "average at B", "average at C", "average at D")
    row = dict(zip(per_deal.columns, per_deal.rows[0], strict=True))
    assert row["Lee"] == f"{_result(lee, 'C'):g} at C" and row["Ann"] == f"{_result(ann, 'A'):g} at A"
    assert row["average at A"] == f"{report.average('deal-01.json', 'A'):.1f}" and row["average at D"] == "–"
    assert row["Cy"] == "–" and "each seat's average" in per_deal.caption


def test_a_class_that_played_one_seat_reads_as_before_and_names_that_seat(tmp_path):
    deals = make_deal_set("pitch", 7, 1, tmp_path / "set")
    (record,) = deals.deals.values()
    results = tmp_path / "results"
    for n, name in enumerate(["Ann", "Bo"]):
        _hand_in(_played(record, seed=n), results / name / "deal-01.json")
    board, per_deal = class_report(deals, results, analyse=False).sheets()[:2]
    assert board.caption == "Class duplicate, Auction Pitch seat A: the leaderboard"
    assert per_deal.columns == ("deal", "Ann", "Bo", "average") and "at" not in per_deal.rows[0][1]
    for name in ("Ann", "Bo"):  # both at B, as class tables' records say: B's heading, B's average
        path = results / name / "deal-01.json"
        _hand_in(_played(record, "B", seed=len(name), x_seat="B"), path)
    report = class_report(deals, results, analyse=False)
    board, per_deal = report.sheets()[:2]
    assert board.caption == "Class duplicate, Auction Pitch seat B: the leaderboard"
    assert per_deal.rows[0][-1] == f"{report.average('deal-01.json', 'B'):.1f}" != "–"


def test_a_record_naming_a_seat_the_table_has_not_is_refused_not_scored_elsewhere(tmp_path):
    deals = make_deal_set("pitch", 7, 1, tmp_path / "set")
    (record,) = deals.deals.values()
    _hand_in(_played(record, x_seat="Q"), tmp_path / "results" / "Ann" / "deal-01.json")
    report = class_report(deals, tmp_path / "results", analyse=False)
    assert not report.results
    [refused] = report.refused
    assert refused.path == "Ann/deal-01.json" and '"Q", which is not a seat of this deal' in refused.reason


@pytest.mark.parametrize(
    "typed, name",
    [
        ("Zoë", "Zoë"),
        ("Zoe\u0308", "Zoë"),  # the same name typed as e and a combining diaeresis: one student
        ("O'Brien", "O'Brien"),
        ("N’Diaye", "N’Diaye"),
        ("José  María", "José María"),
        ("李雷", "李雷"),
        ("Ἀθηνᾶ", "Ἀθηνᾶ"),
        ("Anne-Marie", "Anne-Marie"),
        ("J. R. Smith", "J. R. Smith"),
        ("J. R.", "J. R"),  # Windows drops a folder name's last dot: dropped here, so it is one name
        ("  Ann ", "Ann"),
        ("ジョン・スミス", "ジョン・スミス"),
        ("فاطمه\u200cزهرا", "فاطمه\u200cزهرا"),  # a zero-width non-joiner, as Persian writes it
        ("Ann\u3000Lee", "Ann Lee"),
        ("x" * 40, "x" * 40),
    ],
)
def test_a_name_may_be_written_in_any_alphabet(tmp_path, typed, name):
    seat = ClassSeat(make_deal_set("pitch", 1, 1, tmp_path / "set"), tmp_path / "results")
    assert seat.folder(typed) == tmp_path / "results" / name


@pytest.mark.parametrize(
    "typed, words",
    [
        ("", "write your name first"),
        ("   ", "write your name first"),
        ("../etc", '"/" cannot be in a name'),
        ("a\\b", '"\\\\" cannot be in a name'),
        (".Ann", "cannot begin with a dot"),
        ("..", "needs a letter or a digit"),
        ("A..B", "two dots together"),
        ("Ann\x07", "the invisible character U+0007"),
        ("Ann\nLee", "the invisible character U+000A"),
        ("Ann\u202eLee", "the invisible character U+202E"),  # would show the name right to left
        *[(f"Ann{c}", f'"{c}" cannot be in a name') for c in "<>:|?*"],
        ('Ann"', '"\\"" cannot be in a name'),
        ("'-.", "needs a letter or a digit"),
        ("CON", "Windows keeps CON for itself"),
        ("nul.txt", "Windows keeps NUL for itself"),
        ("com1", "Windows keeps COM1 for itself"),
        ("x" * 41, "too long"),
        ("Ann 😀", '"😀" cannot be in a name'),
    ],
)
def test_a_name_that_would_make_a_bad_folder_is_refused_in_one_line_saying_what_is_allowed(
    tmp_path, typed, words
):
    seat = ClassSeat(make_deal_set("pitch", 1, 1, tmp_path / "set"), tmp_path / "results")
    with pytest.raises(CardlibError) as refused:
        seat.folder(typed)
    message = str(refused.value)
    assert words in message and len(message.splitlines()) == 1, message
    assert "\u202e" not in message, "an invisible character is named, never echoed"
    if typed.strip() and "Windows" not in message and "dot" not in message:
        assert "letters (in any alphabet) and digits" in message
    assert not (tmp_path / "results").exists()


def test_a_name_typed_two_ways_is_one_student_in_the_report(tmp_path):
    deals = make_deal_set("pitch", 7, 2, tmp_path / "set")
    first, second = deals.deals.values()
    results = tmp_path / "results"
    _hand_in(_played(first), results / "Zoe\u0308" / "deal-01.json")  # a folder named in the other form
    _hand_in(_played(second), results / "Zoë" / "deal-02.json")
    report = class_report(deals, results, analyse=False)
    assert report.students == ["Zoë"] and len(report.results) == 2


def _zip(path, members):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


@pytest.fixture()
def two_deals(tmp_path):
    """A set of two Pitch deals and one played record of each, as JSON text."""
    deals = make_deal_set("pitch", 7, 2, tmp_path / "set")
    return deals, [_played(record).to_json() for record in deals.deals.values()]


def test_a_zip_is_its_own_student_s_and_counts_for_nobody_else(tmp_path, two_deals):
    """Issue 54: Aaron.zip holding Bob/deal-01.json counted as Bob's hand, and Bob's own file was refused."""
    deals, (one, two) = two_deals
    results = tmp_path / "results"
    _hand_in(parse_record(one), results / "Bob" / "deal-01.json")
    _zip(results / "Aaron.zip", {"Bob/deal-01.json": one, "Aaron/deal-01.json": one, "deal-02.json": two})
    _zip(results / "Cy (1).zip", {"Cy/deal-01.json": one})  # a browser's name for a second download
    _zip(results / "Di.zip", {"results/Di/deal-01.json": one, "di/deal-02.json": two})
    report = class_report(deals, results, analyse=False)
    assert set(report.results) == {
        ("Bob", "deal-01.json"),
        ("Aaron", "deal-01.json"),
        ("Aaron", "deal-02.json"),
        ("Cy", "deal-01.json"),
        ("Di", "deal-01.json"),
        ("Di", "deal-02.json"),
    }
    [refused] = report.refused
    assert refused.path == "Aaron.zip:Bob/deal-01.json"
    assert refused.reason == 'in the folder "Bob", in Aaron\'s zip: a zip counts for its own student only'


@pytest.mark.parametrize(
    "member, words",
    [
        ("../../etc/deal-01.json", "climbs out of the zip"),
        ("Aaron/../../deal-01.json", "climbs out of the zip"),
        ("/etc/Aaron/deal-01.json", "from the top of a disc"),
        ("C:/Aaron/deal-01.json", "from the top of a disc"),
        ("c:deal-01.json", "from the top of a disc"),
        ("Aaron\\deal-01.json", "written with \\"),
        ("..\\..\\deal-01.json", "written with \\"),
    ],
)
def test_a_zip_member_whose_path_leads_out_of_the_zip_is_refused_and_named(
    tmp_path, two_deals, member, words
):
    deals, (one, _) = two_deals
    _zip(tmp_path / "results" / "Aaron.zip", {member: one})
    report = class_report(deals, tmp_path / "results", analyse=False)
    assert not report.results and not report.students
    [refused] = report.refused
    assert refused.path == f"Aaron.zip:{member}" and words in refused.reason, refused
    assert len(str(refused).splitlines()) == 1


def _declaring(packed, size):
    """``packed`` with its first member's size, in the zip's directory, said to be ``size``."""
    data = bytearray(packed.read_bytes())
    entry = data.index(b"PK\x01\x02")
    data[entry + 24 : entry + 28] = struct.pack("<I", size)
    packed.write_bytes(bytes(data))
    return packed


def test_a_zip_bomb_takes_no_memory(tmp_path, two_deals, monkeypatch):
    """Issue 54: a 1 MB zip that inflated to 1 GiB took the report to 2.1 GB."""
    from cardlib.classroom import report as reporting

    deals, (one, _) = two_deals
    results = tmp_path / "results"
    zeros = b"0" * 10_000_000  # 10 MB that deflate to about 10 KB
    _zip(results / "Ann.zip", {"Ann/deal-01.json": zeros, "Ann/deal-02.json": one})  # deal 1, misnamed
    _declaring(_zip(results / "Bo.zip", {"Bo/deal-01.json": one}), 2**30)  # says 1 GiB
    _declaring(_zip(results / "Cy.zip", {"Cy/deal-01.json": zeros}), 500)  # says 500 bytes
    assert max(p.stat().st_size for p in results.iterdir()) < 100_000
    tracemalloc.start()
    try:
        report = class_report(deals, results, analyse=False)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8_000_000, f"{peak:,} bytes"
    refused = {r.path: r.reason for r in report.refused}
    assert "larger than any hand record" in refused["Ann.zip:Ann/deal-01.json"]
    assert "larger than any hand record" in refused["Bo.zip:Bo/deal-01.json"]
    assert "cannot be read" in refused["Cy.zip:Cy/deal-01.json"]  # only 500 bytes read; they fail the check
    assert set(report.results) == {("Ann", "deal-01.json")}, "the record beside the bomb counts"
    # the read itself stops at the limit, whatever the zip's directory says: the limit lowered under it
    monkeypatch.setattr(reporting, "LARGEST_RECORD", 1_000)
    with zipfile.ZipFile(results / "Ann.zip") as archive:
        info = archive.getinfo("Ann/deal-01.json")
        tracemalloc.start()
        try:
            with pytest.raises(reporting.TooLarge):
                reporting._inflated(archive, info)
            assert tracemalloc.get_traced_memory()[1] < 500_000
        finally:
            tracemalloc.stop()


def test_a_huge_file_named_like_a_record_is_not_read_whole(tmp_path, two_deals):
    deals, (one, _) = two_deals
    folder = tmp_path / "results" / "Ann"
    folder.mkdir(parents=True)
    with open(folder / "deal-01.json", "wb") as huge:
        huge.truncate(2**28)  # 256 MiB, sparse: nothing is written (read whole, it would show)
    (folder / "deal-02.json").write_text(one)  # deal 1's record, misnamed: it still counts
    tracemalloc.start()
    try:
        report = class_report(deals, tmp_path / "results", analyse=False)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8_000_000, f"{peak:,} bytes"
    assert [(r.path, r.reason) for r in report.refused] == [
        ("Ann/deal-01.json", "larger than any hand record (over 1 MB), so not read")
    ]
    assert set(report.results) == {("Ann", "deal-01.json")}


def test_the_report_reads_a_bounded_number_of_files(tmp_path, two_deals, monkeypatch):
    from cardlib.classroom import report as reporting

    deals, (one, two) = two_deals
    monkeypatch.setattr(reporting, "MOST_IN_ZIP", 3)
    monkeypatch.setattr(reporting, "MOST_IN_RESULTS", 6)
    results = tmp_path / "results"
    _zip(results / "Ann.zip", {f"Ann/deal-0{n}.json": one for n in range(1, 6)})  # 5 files, 3 read
    report = class_report(deals, results, analyse=False)
    refused = [(r.path, r.reason) for r in report.refused]
    assert len(refused) == 3 and refused[-1][0] == "Ann.zip:Ann/deal-04.json", refused
    assert "nor any after it: the report reads at most 3 files of a zip" in refused[-1][1]
    for name in ("Bo", "Cy", "Di"):
        _hand_in(parse_record(two), results / name / "deal-02.json")
    report = class_report(deals, results, analyse=False)  # Ann's 4 items, then Bo's and Cy's: 6
    assert ("Cy", "deal-02.json") in report.results and ("Di", "deal-02.json") not in report.results
    assert report.refused[-1].path == "Di/deal-02.json"
    assert "at most 6 files in a results folder" in report.refused[-1].reason


@pytest.fixture()
def outside(tmp_path, two_deals):
    """A folder outside the results holding a played record, and a zip of it."""
    _, (one, _) = two_deals
    away = tmp_path / "elsewhere"
    _hand_in(parse_record(one), away / "deal-01.json")
    _zip(away / "Eve.zip", {"Eve/deal-01.json": one})
    return away


def test_the_report_follows_no_link_out_of_the_results(tmp_path, two_deals, outside):
    """Issue 54: the report followed a student's folder that was a link out of RESULTS."""
    deals, (one, _) = two_deals
    results = tmp_path / "results"
    _hand_in(parse_record(one), results / "Ann" / "deal-01.json")
    (results / "Mal").symlink_to(outside, target_is_directory=True)
    (results / "Ann" / "deal-02.json").symlink_to(outside / "deal-01.json")
    (results / "Eve.zip").symlink_to(outside / "Eve.zip")
    (results / "Ann" / "gone.json").symlink_to(tmp_path / "nowhere.json")  # a link to nothing
    report = class_report(deals, results, analyse=False)
    assert set(report.results) == {("Ann", "deal-01.json")}
    refused = {r.path: r.reason for r in report.refused}
    assert refused == {
        "Mal": "a link to a folder somewhere else; put the student's folder itself here",
        "Ann/deal-02.json": "a link to somewhere else; hand in the file itself",
        "Ann/gone.json": "a link to somewhere else; hand in the file itself",
        "Eve.zip": "a link to somewhere else; hand in the file itself",
    }


def test_a_hand_is_never_saved_through_a_student_s_folder_that_is_a_link(tmp_path, outside):
    """The class tables write through write_record: a link there is refused, in one line."""
    from cardlib.classroom.seat import write_record

    deals = make_deal_set("pitch", 7, 2, tmp_path / "set")
    seat = ClassSeat(deals, tmp_path / "results")
    before = {p.name: p.read_bytes() for p in outside.iterdir()}
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "Mal").symlink_to(outside, target_is_directory=True)
    state = replay(_played(deals.deals["deal-02.json"]))
    for save in (
        lambda: seat.save("Mal", "deal-02.json", state),
        lambda: write_record(tmp_path / "results" / "Mal" / "deal-02.json", state.to_record()),
        lambda: seat.archive("Mal"),
    ):
        with pytest.raises(CardlibError) as refused:
            save()
        assert "Mal's folder of results is a link to somewhere else" in str(refused.value)
        assert len(str(refused.value).splitlines()) == 1
    assert {p.name: p.read_bytes() for p in outside.iterdir()} == before, "nothing written outside"
    # a link left in a student's own folder is not handed in as his
    seat.save("Ann", "deal-02.json", state)
    (tmp_path / "results" / "Ann" / "deal-01.json").symlink_to(outside / "deal-01.json")
    with zipfile.ZipFile(io.BytesIO(seat.archive("Ann"))) as packed:
        assert packed.namelist() == ["Ann/deal-02.json"]


def test_a_record_is_never_written_through_a_link_left_under_its_part_name(tmp_path):
    """A record is written under a hidden part name, then renamed: a link put there is not followed."""
    target = tmp_path / "teacher.txt"
    target.write_text("the teacher's own file")
    path = tmp_path / "deal-01.json"
    part = path.with_name(f".{path.name}.{os.getpid()}-{threading.get_ident()}.part")
    part.symlink_to(target)
    record = new_record("pitch", seed=1)
    record.save(path)
    assert target.read_text() == "the teacher's own file" and load_record(path) == record
    assert not part.exists() and not part.is_symlink()


def test_a_deal_set_is_never_written_through_a_link(tmp_path):
    """Issue 54: `class deals --replace` wrote set.json through a link, over a file outside the folder."""
    target = tmp_path / "teacher.txt"
    target.write_text("the teacher's own file")
    folder = tmp_path / "set"
    make_deal_set("pitch", 1, 2, folder)
    for name in ("set.json", "deal-02.json"):
        (folder / name).unlink()
        (folder / name).symlink_to(target)
        with pytest.raises(CardlibError, match=f"{name} is a link to somewhere else") as refused:
            make_deal_set("boston", 2, 3, folder)
        assert len(str(refused.value).splitlines()) == 1
        assert target.read_text() == "the teacher's own file"
        assert not (folder / "deal-03.json").exists(), "nothing written"
        (folder / name).unlink()


def test_a_zip_far_larger_than_a_student_s_hands_is_not_opened(tmp_path, two_deals, monkeypatch):
    """A zip's directory is read whole when it is opened: one of millions of members is not opened."""
    from cardlib.classroom import report as reporting

    deals, (one, _) = two_deals
    _zip(tmp_path / "results" / "Ann.zip", {"Ann/deal-01.json": one})
    monkeypatch.setattr(reporting, "LARGEST_ZIP", 100)
    report = class_report(deals, tmp_path / "results", analyse=False)
    assert not report.results
    assert [(r.path, r.reason) for r in report.refused] == [
        ("Ann.zip", "a zip of over 0.0001 MB, far more than a student's hands")
    ]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_named_like_a_zip_is_named_not_waited_for(tmp_path):
    """A pipe ``Hang.zip`` in the results would hold the report (and the teacher's page) for ever."""
    deal_set = make_deal_set("boston", 3, 1, tmp_path / "set")
    results = tmp_path / "results"
    results.mkdir()
    os.mkfifo(results / "Hang.zip")
    report = class_report(deal_set, results, analyse=False)
    assert [(r.path, r.reason) for r in report.refused] == [
        ("Hang.zip", "not a zip of hand records (Hang.zip: not a file)")
    ]

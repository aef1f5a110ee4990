"""Class duplicate (issue 20, in part): a deal set, students' played records, and the class report."""

import json
import re
import shutil
import subprocess
import sys

import pytest

from cardlib import CardlibError, new_record, refusal, replay
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
    with refusal() as caught:
        ClassSeat(tmp_path / "set", tmp_path / "results").folder("../etc")
    assert "letters and digits" in caught[0].message


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
    from cardlib import load_record

    assert made.match(load_record(tmp_path / "mine.json")) == "deal-01.json", (
        "the saved hand is the set's deal"
    )
    other = _cardlib("play", "boston", "--deal", str(tmp_path / "set" / "deal-01.json"))
    assert other.returncode == 2 and "a deal of pitch, not of boston" in other.stderr


def test_the_leaderboard_chart_draws_every_student_in_place_with_no_matplotlib(tmp_path):
    """Issue 32: the class duplicate's chart was a matplotlib picture the answer's fold could not hold."""
    from cardlib.render.bars import BarChart

    chart = BarChart([("Ann", 12.5), ("Bob", 0), ("Cy", -7)], "duplicate score")
    svg = chart._repr_svg_()
    assert svg == chart._repr_svg_() and svg.count("<rect") == 3
    assert [line.split()[0] for line in str(chart).splitlines()[1:]] == ["Ann", "Bob", "Cy"]
    bars = re.findall(r'<rect x="([\d.]+)" y="\d+" width="([\d.]+)"', svg)
    zero = float(re.search(r'<line x1="([\d.]+)"', svg).group(1))
    (ann_x, ann_w), _, (cy_x, cy_w) = [(float(x), float(w)) for x, w in bars]
    assert ann_x == zero and abs(cy_x + cy_w - zero) < 0.01, "above zero to the right, below to the left"
    assert ann_w > cy_w, "a bar is as long as its score"
    assert "Ann: +12.5" in svg
    named = BarChart([("<b>", 1)], "x")._repr_svg_()
    assert "&lt;b&gt;" in named and "<b>" not in named, "a student's name is text, never markup"


def test_the_leaderboard_chart_says_when_nobody_has_played_and_rounds_away_noise():
    """A review of issue 32's chart: six-digit labels ("+9.41667"), and 1e-16 drawn as a full bar."""
    from cardlib.render.bars import BarChart

    empty = BarChart([], "duplicate score")
    assert "no results yet" in str(empty) and "no results yet" in empty._repr_svg_()
    chart = BarChart([("Ann", 28.25 / 3), ("Bob", 1.1e-16), ("Cy", -14.58333)], "duplicate score")
    svg = chart._repr_svg_()
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

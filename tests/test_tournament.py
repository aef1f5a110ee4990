"""Duplicate tournaments and the bid advisor: reproducible, mergeable, and stronger beats weaker."""

import re

import numpy as np
import pytest

from cardlib import known_games
from cardlib.core.errors import CardlibError
from cardlib.sim.advisor import advise
from cardlib.sim.tournament import deal_state, duplicate, interval

GAMES = known_games()


def test_a_numbered_deal_is_the_same_every_time():
    assert deal_state("boston", 4, 17).deal == deal_state("boston", 4, 17).deal
    assert deal_state("boston", 4, 17).deal != deal_state("boston", 4, 18).deal


def test_the_interval_is_the_normal_one():
    values = np.array([1.0, 2.0, 3.0, 4.0])
    mean, half = interval(values)
    assert mean == 2.5
    assert half == pytest.approx(1.96 * values.std(ddof=1) / 2)


def test_split_tournaments_merge_into_the_whole():
    whole = duplicate("pitch", "rule of thumb", "random", 20, seed=3)
    odd = duplicate("pitch", "rule of thumb", "random", range(1, 20, 2), seed=3)
    even = duplicate("pitch", "rule of thumb", "random", range(0, 20, 2), seed=3)
    merged = even.merge(odd)
    assert merged.deals == whole.deals
    assert sorted(merged.strong.values) == sorted(whole.strong.values)
    assert merged.gain()[0] == pytest.approx(whole.gain()[0])


@pytest.mark.parametrize("game", GAMES)
def test_the_rule_of_thumb_player_clearly_beats_random(game):
    result = duplicate(game, "rule of thumb", "random", 160, seed=1)
    gain, half = result.gain()
    assert gain - half > 0, str(result)
    assert "clearly stronger" in str(result)
    assert result.row()["deals"] == 160


def test_the_first_deals_read_as_a_sheet_that_agrees_with_the_frame():
    pytest.importorskip("pandas")
    result = duplicate("pitch", "rule of thumb", "random", 12, seed=3)
    sheet, frame = result.sheet(5), result.to_frame()
    assert len(sheet.rows) == 5 and "the first 5 of 12 deals" in sheet.caption
    for row, (_, deal) in zip(sheet.rows, frame.head(5).iterrows(), strict=True):
        assert row[0] == str(deal["deal"]) and float(row[3]) == deal["gain"]
        called, made = deal["rule of thumb called"], deal["rule of thumb made"]
        assert row[4] == ("made" if made else "failed") if called else row[4] == "—"
        assert row[6].startswith(f"{deal['running gain']:+.1f}")
    assert "True" not in str(sheet) and "nan" not in str(sheet).lower()
    heads = re.findall(r"<th style='white-space:nowrap;text-align:(\w+)'>([^<]*)</th>", sheet._repr_html_())
    aligned = {name.replace("&#x27;", "'"): side for side, name in heads}
    assert aligned["gain"] == "right"  # a column of dashes only reads as words, as its neighbour does
    assert aligned["rule of thumb's contract"] == aligned["random's contract"] == "left"
    assert len(result.sheet(50).rows) == 12


def test_a_match_says_its_field_and_a_single_deal_gives_no_interval():
    one = duplicate("pitch", "rule of thumb", "random", 1, seed=3)
    assert "over 1 duplicate deal:" in str(one) and "one deal gives no interval" in str(one)
    assert "inf" not in str(one) and "no interval" in one.row()["gain"]
    assert str(duplicate("pitch", "rule of thumb", "random", 0)).endswith("nothing played yet")
    fielded = duplicate("pitch", "rule of thumb", "random", 2, seed=3, others="random")
    heading = "pitch: rule of thumb against random (others: random) over 2 duplicate deals: "
    assert str(fielded).startswith(heading)


def test_a_player_against_itself_gains_nothing():
    result = duplicate("boston", "rule of thumb", "rule of thumb", 40, seed=2)
    assert result.gain() == (0.0, 0.0)


def test_the_advisor_bids_a_strong_boston_hand_and_passes_a_poor_one():
    strong = advise("boston", "AS KS QS JS 9S 7S AH KH 4H 3D 2D 5C 6C", turn_up="7S", samples=30, seed=1)
    assert strong.best.call != "pass" and strong.best.made > 0.8
    poor = advise("boston", "9S 7S 5S 4H 3H 2H 8D 6D 3D 9C 7C 4C 2C", turn_up="KH", samples=30, seed=1)
    calls = {c.call: c for c in poor.calls}
    assert set(calls) >= {"pass"}
    assert "first to speak" in str(strong) and "<table>" in strong._repr_html_()


def test_the_advisor_weighs_the_pitch_sellers_choice():
    advice = advise("pitch", "AS KS QS JS 10S 2S", samples=40, seed=2)
    assert advice.best.value >= 3 and advice.best.won > 0.9
    assert {c.call for c in advice.calls} == {"pitch", "sell"}


def test_the_advisor_shows_progress_when_asked(capsys):
    advise("pitch", "AH 7C 5D 4S 3S 2H", samples=5, seed=3, progress=True)
    assert "5/5" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("hand", "samples", "words"),
    [
        ("AS KS", 10, "6 different cards"),
        ("AS KS QS JS 10S 10S", 10, "different"),
        ("AS KS QS JS 10S 2S", 1, "2"),
    ],
)
def test_the_advisor_refuses_bad_requests(hand, samples, words):
    with pytest.raises(CardlibError, match=words):
        advise("pitch", hand, samples=samples)


def test_the_strength_table_in_the_docs_is_the_store_and_says_what_is_unfinished_or_unclear():
    """docs/strength.md is what strength.py writes from its store, and says which matches are unfinished
    and which finished ones found no clear difference."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).parent.parent
    page = (root / "docs" / "strength.md").read_text(encoding="utf-8")
    out = root / "build" / "strength-check.md"
    out.parent.mkdir(exist_ok=True)
    script, store = root / "benchmarks" / "strength.py", root / "benchmarks" / "strength.sqlite"
    args = ["--deals", "2000", "--store", str(store), "--out", str(out), "--page-only"]
    subprocess.run([sys.executable, str(script), *args], check=True, capture_output=True)
    assert out.read_text(encoding="utf-8") == page
    rows = [line.split("|")[1:-1] for line in page.splitlines() if line.startswith("| ") and " vs " in line]
    found = {(r[0].split()[0].strip(), r[1].strip()) for r in rows}
    for game in GAMES:
        assert {(game, "rule of thumb vs random"), (game, "sampling vs rule of thumb")} <= found
    for row in rows:
        gain, half = (float(x) for x in row[5].split("±"))
        assert (row[6].strip() == "yes") == (gain - half > 0), row
        if int(row[2]) >= 2000:
            if gain - half <= 0:
                assert f"{row[1].split(' (')[0].strip()} ({row[5].strip()})" in page, row
        else:
            assert f"{row[1].split(' (')[0].strip()} ({int(row[2]):,})" in page, row


@pytest.mark.parametrize("game", GAMES)
def test_the_stored_matches_are_what_the_players_play_now(game):
    """A change to a player or an engine that alters its plays must not leave stale deals in the store."""
    from pathlib import Path

    from cardlib.sim.runs import Match, Store

    store = Store(Path(__file__).parent.parent / "benchmarks" / "strength.sqlite")
    kept = store.result(Match(game, "expert", "sampling", "rule of thumb", seed=2026))
    store.close()
    strong, weak = kept.strong.values, kept.weak.values
    index = next(i for i in range(len(strong)) if strong[i] != weak[i])  # a deal the two played apart
    number = kept.numbers[index]
    again = duplicate(game, "expert", "sampling", [number], seed=2026, others="rule of thumb")
    for side in ("strong", "weak"):
        record, stored_record = getattr(again, side), getattr(kept, side)
        stored = [stored_record.values[index], stored_record.called[index], stored_record.made[index]]
        assert [record.values[0], record.called[0], record.made[0]] == stored, (side, number)

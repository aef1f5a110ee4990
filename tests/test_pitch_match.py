import pytest

from cardlib import CardlibError
from cardlib.games.pitch.match import PitchMatch


def test_the_same_seed_plays_the_same_game():
    first, second = PitchMatch(seed=5), PitchMatch(seed=5)
    first.play()
    second.play()
    assert str(first) == str(second) and first._repr_html_() == second._repr_html_()


def test_score_sheet_prints_and_renders():
    match = PitchMatch(("Ann", "Bo", "Cy", "Di"), seed=11)
    match.play()
    text = str(match)
    assert text.splitlines()[0].split()[:6] == ["deal", "dealer", "auction", "pitcher", "bid", "trump"]
    assert f"{match.winner} went out and takes the pool" in text
    html = match._repr_html_()
    assert html.count("<tr>") == len(match.sheet) + 1 and "<caption" in html


def test_misdeal_keeps_the_dealer_and_finish_checks_the_hand():
    match = PitchMatch(seed=1)
    first = match.new_deal()
    again = match.misdeal()
    assert first.deal.dealer == again.deal.dealer == "E" and first.deal != again.deal
    with pytest.raises(CardlibError, match="the hand is not finished"):
        match.finish_deal()
    with pytest.raises(CardlibError, match="takes the hand this match dealt last"):
        match.finish_deal(first)


def test_bad_player_counts_are_refused():
    with pytest.raises(CardlibError, match="4 to 7 players, not 3"):
        PitchMatch(("A", "B", "C"))

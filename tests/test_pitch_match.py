import pytest

from cardlib import CardlibError, parse_record, replay
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.match import PitchMatch


@pytest.mark.parametrize("seed", range(40))
def test_random_games_end_with_a_winner_and_counters_conserved(seed):
    players = ("A", "B", "C", "D", "E", "F", "G")[: 4 + seed % 4]
    rules = PitchRules(auction="board") if seed % 2 else PitchRules()
    match = PitchMatch(players, rules, seed, ante=2)
    winner = match.play()
    assert winner == match.winner and match.sheet[-1].winner == winner
    assert sum(match.red.values()) == 0 and match.pool == 0, "red counters are only moved, never made"
    assert match.red[winner] > 0
    for before, row in zip(
        [dict.fromkeys(players, 7)] + [r.to_go for r in match.sheet], match.sheet, strict=False
    ):
        for p in players:
            assert row.to_go[p] == before[p] - row.scored[p] + row.set_back[p]
    assert all(r.winner is None for r in match.sheet[:-1])
    assert [r.dealer for r in match.sheet] == [
        players[(len(players) - 1 + i) % len(players)] for i in range(len(match.sheet))
    ]
    for saved, row in zip(match.records, match.sheet, strict=True):
        assert replay(parse_record(saved.to_json())).result()["to_go"] == row.to_go


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

import pytest
from boston_helpers import boston_deal

from cardlib import CardlibError, IllegalAction, parse_record, replay
from cardlib.games.boston.engine import BostonRules
from cardlib.games.boston.match import BostonMatch

HANDS = {
    "A": "AS KS QS JS 10S 9S 8S 2H 3H 2D 3D 2C 3C",
    "Y": "AH KH QH JH 10H 9H 7S 6S 5S 4S 3S 2S 4C",
    "B": "AD KD QD JD 10D 9D 8D 8H 7H 6H 5H 4H 5C",
}
PASSES = ["A: pass", "Y: pass", "B: pass", "Z: pass"]


def test_sheet_prints_renders_and_is_deterministic():
    first, second = BostonMatch(seed=4), BostonMatch(seed=4)
    assert first.play() == second.play()
    assert str(first) == str(second)
    assert str(first).splitlines()[0].split()[:4] == ["deal", "dealer", "contract", "tricks"]
    assert first._repr_html_().count("<tr>") == 13


def test_finish_checks_the_hand_and_the_game_ends_after_twelve():
    match = BostonMatch(seed=2)
    with pytest.raises(CardlibError, match="call new_deal first"):
        match.finish_deal()
    state = match.new_deal()
    with pytest.raises(CardlibError, match="the hand is not finished"):
        match.finish_deal(state)
    match.play()
    with pytest.raises(CardlibError, match="the game of 12 deals is over"):
        match.new_deal()


@pytest.mark.parametrize("seed", range(6))
def test_a_thirteenth_grand_hand_gives_the_pools_to_the_last_trick(seed):
    match = BostonMatch(seed=seed, last_hand="grand")
    match.play()
    assert len(match.sheet) == 13 and match.pools == [] and match.shared == {}
    grand = match.records[-1]
    assert (
        grand.actions[:4] == ["A: pass", "Y: pass", "B: pass", "Z: pass"] or len(set(grand.actions[:4])) == 4
    )
    assert "takes the last trick and the pools" in match.sheet[-1].contract
    assert match.total() == pytest.approx(4000)


def test_last_hand_must_be_known():
    with pytest.raises(CardlibError, match='choose "split"'):
        BostonMatch(last_hand="raffle")


def test_a_revoke_in_the_thirteenth_hand_is_paid_and_the_hand_is_played_out():
    """BO-20 with revokes penalised: the revoker pays as in Misère Partout, the last trick takes the pools."""
    data = boston_deal(
        HANDS, pools=[120, 40], last_hand=True, options={"revokes": "penalise", "nobody_bids": "redeal"}
    )
    state = replay(parse_record(dict(data, actions=[*PASSES, "A: 2H", "Y: AH", "B: 5C"])))
    with pytest.raises(IllegalAction, match="the thirteenth hand is a Grand"):
        replay(parse_record(dict(data, actions=["A: six"])))
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    assert state.revoke == ("B", 7) and len(state.completed_tricks()) == 13
    last = state.completed_tricks()[-1].winner(None)
    outcome = state.outcome()
    assert outcome.payments == {p: -150 if p == "B" else 50 for p in "AYBZ"}
    assert outcome.pool_flows == {p: (160 + 40 if p == last else 0) - (40 if p == "B" else 0) for p in "AYBZ"}
    assert outcome.pools_after == ()
    saved = state.to_record().to_json()
    assert replay(parse_record(saved)).result() == state.result()


@pytest.mark.parametrize("seed", range(4))
def test_a_passed_deal_counts_and_the_deal_moves_on(seed):
    """BO-14 redeal: nobody bid, no counter moves, and the next player deals; twelve deals make the game."""
    match = BostonMatch(rules=BostonRules(nobody_bids="redeal"), seed=seed)
    while not match.is_over:
        state = match.new_deal()
        while state.phase() == "auction":
            state.apply("pass")
        match.finish_deal(state)
    assert len(match.sheet) == 12 and [r.dealer for r in match.sheet] == ["Z", "A", "Y", "B"] * 3
    assert {r.contract for r in match.sheet} == {"passed: nobody bid"}
    assert match.holdings() == {"A": 1000, "Y": 1000, "B": 1000, "Z": 1000, "pools": 0}


@pytest.mark.parametrize("game", ["boston", "fontainebleau"])
def test_the_sheet_adds_up_to_the_counters_pools_and_stakes_included(game):
    """A learner's look: the sheet showed payments only, so its rows did not add up to the counters."""
    from cardlib.games.fontainebleau.match import FontainebleauMatch
    from cardlib.players import rule_of_thumb

    for seed in range(3):
        match = (BostonMatch if game == "boston" else FontainebleauMatch)(seed=seed)
        match.play(rule_of_thumb(game))
        first = 10 if game == "boston" else 0  # Boston's first pool: one red counter each
        for player in match.players:
            column = sum(row.won[player] for row in match.sheet)
            assert match.stock - first + column + match.shared.get(player, 0) == pytest.approx(
                match.counters[player]
            )
        staked = [row for row in match.sheet if row.pools_settled is not None]
        assert all(f"then {row.pools_after[0]:g} staked" in str(match) for row in staked)
        assert ("put 10 into the first pool" in str(match)) == (game == "boston")

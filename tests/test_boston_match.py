import pytest

from cardlib import CardlibError, parse_record, replay
from cardlib.games.boston.engine import BostonRules
from cardlib.games.boston.match import BostonMatch


@pytest.mark.parametrize("seed", range(12))
def test_twelve_deals_conserve_every_counter(seed):
    rules = BostonRules(payments="american") if seed % 2 else BostonRules()
    match = BostonMatch(rules=rules, seed=seed)
    totals = []
    while not match.is_over:
        state = match.new_deal()
        rng = match.rng
        while not state.is_over():
            legal = state.legal_actions()
            pick = "pass" if "pass" in legal and rng.random() < 0.7 else legal[rng.randrange(len(legal))]
            state.apply(pick)
        match.finish_deal(state)
        totals.append(match.total())
    assert all(t == pytest.approx(4000) for t in totals)
    assert len(match.sheet) == 12 and match.pools == []
    assert [r.dealer for r in match.sheet] == ["Z", "A", "Y", "B"] * 3
    for saved, row in zip(match.records, match.sheet, strict=True):
        assert replay(parse_record(saved.to_json())).result()["payments"] == row.payments


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

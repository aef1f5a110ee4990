"""Random legal Auction Pitch hands, in the style of OpenSpiel's random simulation tests."""

import numpy as np
import pytest
from roundtrip import assert_steps_round_trip

from cardlib import new_record, parse_record, replay
from cardlib.games.pitch.points import game_count

POINTS = ("high", "low", "jack", "game")


def random_hand(seed: int, *, revokes: bool = False):
    """Deal and play one hand with random options, to_go and legal (or, sometimes, revoking) actions."""
    rng = np.random.default_rng(seed)
    count = int(rng.integers(4, 8))
    options = {
        "auction": ["seller", "board"][int(rng.integers(2))],
        "min_bid": int(rng.integers(1, 3)),
        "full_value": bool(rng.integers(2)),
        "smudge": bool(rng.integers(2)),
        "smudge_seller": bool(rng.integers(2)),
    }
    if revokes:
        options["revokes"] = "penalise"
    record = new_record("pitch", count, seed=rng, options=options)
    record.fields["to_go"] = {p: int(rng.integers(1, 11)) for p in record.players}
    state = replay(record)
    steps = [state.clone()]
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        if revokes and state.play is not None and rng.random() < 0.15:
            hand = state.play.hands[state.current_player()]
            outlaws = [c.ascii for c in hand if c.ascii not in legal]
            if outlaws and (state.revoke is None or state.revoke[0] == state.current_player()):
                action = outlaws[int(rng.integers(len(outlaws)))]
        state.apply(action)
        steps.append(state.clone())
    return record, state, steps


def check_invariants(record, state):
    outcome = state.result()
    players = record.players
    before = record.fields["to_go"]
    dealt = sorted(state.deal.all_cards())
    played = sorted(c for t in state.play.completed for c in t.cards)
    assert played == dealt, "every dealt card is played exactly once"
    assert len(state.play.completed) == 6 and all(len(t.plays) == len(players) for t in state.play.completed)
    assert outcome["finished"] and state.legal_actions() == []
    trump = outcome["trump"]
    jack_dealt = any(c.rank.text == "J" and c.suit.letter == trump for c in dealt)
    counts = outcome["game_count"]
    tied = list(counts.values()).count(max(counts.values())) > 1
    awarded = [name for name in POINTS if outcome["points"][name] is not None]
    assert len(awarded) == 4 - (not jack_dealt) - tied
    assert (outcome["points"]["jack"] is None) == (not jack_dealt)
    assert (outcome["points"]["game"] is None) == tied
    assert sum(counts.values()) == game_count(dealt)
    for player in players:
        assert (
            outcome["to_go"][player]
            == before[player] - outcome["scored"][player] + outcome["set_back"][player]
        )
    pitcher, contract = outcome["pitcher"], outcome["contract"]
    revoker = outcome.get("revoke", {}).get("player")
    for player in players:
        if outcome["set_back"][player]:
            assert player == revoker or (player == pitcher and outcome["made"] is False and revoker is None)
    if contract is None:
        assert outcome["made"] is None
    else:
        made = sum(outcome["points"][n] == pitcher for n in POINTS)
        assert outcome["made"] == (made >= contract)
    out = [p for p in players if outcome["to_go"][p] <= 0]
    if out:
        assert outcome["winner"] is not None
    if outcome["winner"] is not None and outcome["winner"] not in out:
        assert record.options.get("smudge") and outcome["winner"] == pitcher and contract == 4
    if outcome["winner"] == pitcher is not None and outcome["made"] and contract is not None:
        assert outcome["to_go"][pitcher] <= 0 or record.options.get("smudge")


@pytest.mark.parametrize("block", range(10))
def test_thousands_of_random_hands_keep_the_invariants(block):
    for seed in range(block * 200, block * 200 + 200):
        record, state, _ = random_hand(seed)
        check_invariants(record, state)
        again = replay(parse_record(state.to_record().to_json()))
        assert again.result() == state.result()


@pytest.mark.parametrize("seed", range(300))
def test_hands_with_revokes_keep_the_invariants(seed):
    record, state, _ = random_hand(10_000 + seed, revokes=True)
    check_invariants(record, state)
    outcome = state.result()
    if "revoke" in outcome:
        revoker = outcome["revoke"]["player"]
        assert outcome["set_back"][revoker] == (outcome["contract"] or 2)
        assert replay(parse_record(state.to_record().to_json())).result() == outcome


@pytest.mark.parametrize("seed", range(60))
def test_every_step_round_trips_through_a_saved_record_and_undo(seed):
    assert_steps_round_trip(random_hand(50_000 + seed)[2])

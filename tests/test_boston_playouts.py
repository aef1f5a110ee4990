"""Random Boston deals in the style of OpenSpiel's random simulation tests."""

import numpy as np
import pytest
from random_solo import play_recording_steps
from roundtrip import assert_steps_round_trip

from cardlib import new_record, parse_record, replay
from cardlib.games.boston.calls import read_call
from cardlib.games.boston.settlement import misere_partout


def random_deal(seed, revokes=False):
    rng = np.random.default_rng(seed)
    options = {
        "payments": ["classic", "american"][int(rng.integers(2))],
        "plain_trump": ["any", "plain"][int(rng.integers(2))],
        "direct_class_bids": bool(rng.integers(2)),
    }
    if revokes:
        options["revokes"] = "penalise"
    record = new_record("boston", seed=rng, options=options)
    record.fields["pools"] = [int(v) for v in rng.integers(0, 251, size=int(rng.integers(1, 3)))]
    state = replay(record)
    steps = play_recording_steps(state, rng, revokes)
    return record, state, steps


def check(record, state):
    outcome = state.result()
    assert outcome["finished"] and state.legal_actions() == []
    assert sum(outcome["payments"].values()) == 0
    before, after = sum(record.fields["pools"]), sum(outcome["pools_after"])
    assert after == pytest.approx(before - sum(outcome["pool_flows"].values())), "counters are conserved"
    assert all(0 <= amount <= 250 for amount in outcome["pools_after"][:-1])
    tricks = sum(outcome["tricks"].values())
    size = 12 if state.call and state.call.discards else 13
    played = [c for t in state.completed_tricks() for c in t.cards]
    assert len(played) == len(set(played)) == 4 * tricks
    if outcome["contract"] is None:
        assert tricks == 13 or "revoke" in outcome
        if "revoke" not in outcome:
            assert outcome["payments"] == misere_partout(outcome["tricks"])
        return
    caller = outcome["contract"]["caller"]
    if tricks < size:
        early = state.call.is_misere or state.call.tricks == 13
        assert early or len(state.i_pay) == 3 or "revoke" in outcome
    if "revoke" not in outcome and len(state.i_pay) < 3 and tricks == size:
        taken = outcome["tricks"][caller]
        wanted = state.call.tricks
        assert outcome["made"] == (taken == 0 if wanted is None else taken >= wanted)
    assert (outcome["payments"][caller] > 0) == outcome["made"]
    assert read_call(outcome["contract"]["bid"])[1] == state.call


@pytest.mark.parametrize("block", range(10))
def test_thousands_of_random_deals(block):
    seen = set()
    for seed in range(block * 150, block * 150 + 150):
        record, state, _ = random_deal(seed)
        check(record, state)
        seen.add(state.call.name if state.call else "partout")
        again = replay(parse_record(state.to_record().to_json()))
        assert again.result() == state.result()
    assert len(seen) >= 8, seen


@pytest.mark.parametrize("seed", range(200))
def test_random_deals_with_revokes(seed):
    record, state, _ = random_deal(90_000 + seed, revokes=True)
    check(record, state)
    assert replay(parse_record(state.to_record().to_json())).result() == state.result()


@pytest.mark.parametrize("seed", range(40))
def test_every_step_round_trips_through_a_saved_record_and_undo(seed):
    assert_steps_round_trip(random_deal(70_000 + seed)[2])

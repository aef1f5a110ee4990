"""Random Boston de Fontainebleau deals: partner calls, Piccolissimo, spreads, slams, Misère Partout."""

import numpy as np
import pytest
from random_solo import play_recording_steps
from roundtrip import assert_steps_round_trip

from cardlib import new_record, parse_record, replay


def random_deal(seed, revokes=False):
    rng = np.random.default_rng(seed)
    options = {
        "honours": bool(rng.integers(2)),
        "slam_table": int(rng.integers(1, 3)),
        "grand_payment": ["diamonds", "extrapolated"][int(rng.integers(2))],
        "suit_order": ["american", "french"][int(rng.integers(2))],
        "pay_instead": bool(rng.integers(2)),
        "dealer_stake": int(rng.integers(0, 3)) * 25,
    }
    if revokes:
        options["revokes"] = "penalise"
    record = new_record("fontainebleau", seed=rng, options=options)
    record.fields["pool"] = int(rng.integers(0, 400))
    record.fields["deal_number"] = int(rng.integers(1, 13))
    state = replay(record)
    steps = play_recording_steps(state, rng, revokes)
    return record, state, steps


def check(record, state):
    outcome = state.result()
    assert outcome["finished"] and state.legal_actions() == []
    assert sum(outcome["payments"].values()) == pytest.approx(0)
    assert outcome["pool_after"] == pytest.approx(record.fields["pool"] - sum(outcome["pool_flows"].values()))
    assert outcome["pool_after"] >= 0
    if outcome["contract"] is None:
        assert outcome["payments"] == dict.fromkeys("AYBZ", 0) or "revoke" in outcome
        return
    side = state.side()
    assert (outcome["contract"]["partner"] is None) == (len(side) == 1)
    for player, amount in outcome["payments"].items():
        if amount:
            assert (amount > 0) == ((player in side) == outcome["made"])


@pytest.mark.parametrize("block", range(8))
def test_thousands_of_random_deals(block):
    seen = set()
    for seed in range(block * 150, block * 150 + 150):
        record, state, _ = random_deal(seed)
        check(record, state)
        seen.add(state.call.name if state.call else "partout")
        if state.partner:
            seen.add("partner")
        assert replay(parse_record(state.to_record().to_json())).result() == state.result()
    assert {"partout", "partner", "piccolissimo"} <= seen or len(seen) >= 8, seen


@pytest.mark.parametrize("seed", range(150))
def test_random_deals_with_revokes(seed):
    record, state, _ = random_deal(40_000 + seed, revokes=True)
    check(record, state)
    assert replay(parse_record(state.to_record().to_json())).result() == state.result()


@pytest.mark.parametrize("seed", range(30))
def test_every_step_round_trips_through_a_saved_record_and_undo(seed):
    assert_steps_round_trip(random_deal(80_000 + seed)[2])

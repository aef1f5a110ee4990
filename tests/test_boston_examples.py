"""Every Boston worked example of the rules digest (§5, B1 to B16), through hand records where it is one."""

import itertools

import pytest
from boston_helpers import boston_deal, lowest, play_out, result

from cardlib import IllegalAction, parse_record, replay
from cardlib.games.boston.calls import Call, Strength, outranks, trick_call
from cardlib.games.boston.pools import add_to_pools
from cardlib.games.boston.settlement import call_value, misere_partout

TEN_SPADES = {"A": "AS KS QS JS 10S 9S 8S 7S 6S 5S 2H 2D 2C"}


def test_b1_underbidding_costs_sixty():
    seven = result(
        play_out(boston_deal(TEN_SPADES), ["A: seven", "Y: pass", "B: pass", "Z: pass", "A: trump S"])
    )
    assert seven["tricks"]["A"] == 10 and seven["made"] is True
    assert seven["payments"] == {"A": 66, "Y": -22, "B": -22, "Z": -22}
    ten = result(play_out(boston_deal(TEN_SPADES), ["A: ten", "Y: pass", "B: pass", "Z: pass", "A: trump S"]))
    assert ten["payments"]["Y"] == -42
    assert (ten["payments"]["A"] - seven["payments"]["A"]) == 60


SEVEN_SPADES = {"A": "AS KS QS JS 10S 9S 8S 2H 3H 2D 3D 2C 3C"}


@pytest.mark.parametrize(("system", "each"), [("classic", 23), ("american", 25)])
def test_b2_put_in_for_one_and_the_pool_doubled(system, each):
    data = boston_deal(SEVEN_SPADES, options={"payments": system})
    outcome = result(play_out(data, ["A: eight", "Y: pass", "B: pass", "Z: pass", "A: trump S"]))
    assert outcome["tricks"]["A"] == 7 and outcome["made"] is False
    assert outcome["payments"] == {"A": -3 * each, "Y": each, "B": each, "Z": each}
    assert outcome["pool_flows"]["A"] == -40 and outcome["pools_after"] == [80]


REVOKE_HANDS = {
    "A": "AH 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
    "Y": "KH QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AC",
    "B": "QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AS KS",
}
REVOKE_AUCTION = ["A: pass", "Y: eight", "B: pass", "Z: pass", "A: pass", "Y: trump S"]


def test_b3_the_caller_revokes():
    data = boston_deal(REVOKE_HANDS, options={"revokes": "penalise"})
    actions = [*REVOKE_AUCTION, "A: AH", "Y: 2S", "B: 2H", "Z: AD", "Y: AC"]
    outcome = result(dict(data, actions=actions))
    assert outcome["revoke"] == {"player": "Y", "action": 8}
    assert outcome["finished"] is True and outcome["made"] is False
    assert outcome["payments"] == {"A": 23, "Y": -69, "B": 23, "Z": 23}
    assert outcome["pool_flows"]["Y"] == -80, "doubles the pool (40) and forfeits 4 red (40)"
    assert outcome["pools_after"] == [120]
    with pytest.raises(IllegalAction, match="Y holds a heart and must follow suit"):
        replay(parse_record(dict(data, actions=actions, options={})))


@pytest.mark.parametrize(("system", "each"), [("classic", 28), ("american", 25)])
def test_b4_an_adversary_revokes_against_eight(system, each):
    data = boston_deal(REVOKE_HANDS, options={"revokes": "penalise", "payments": system})
    actions = [*REVOKE_AUCTION, "A: AH", "Y: KH", "B: AS", "Z: AD", "B: 2H"]
    outcome = result(dict(data, actions=actions))
    assert outcome["revoke"] == {"player": "B", "action": 9}
    assert outcome["made"] is True
    assert outcome["payments"] == {"A": -each, "Y": 3 * each, "B": -each, "Z": -each}
    assert outcome["pool_flows"] == {"A": 0, "Y": 40, "B": -40, "Z": 0}
    assert outcome["pools_after"] == [40], "Y took the pool; B's forfeit starts the next"


def test_b5_adversary_revoke_against_eleven_caps_the_over_tricks():
    data = boston_deal(REVOKE_HANDS, options={"revokes": "penalise"})
    actions = [
        "A: pass",
        "Y: eleven",
        "B: pass",
        "Z: pass",
        "A: pass",
        "Y: trump S",
        "A: AH",
        "Y: KH",
        "B: AS",
        "Z: AD",
        "B: 2H",
    ]
    assert result(dict(data, actions=actions))["payments"]["Y"] == 3 * 72


@pytest.mark.parametrize(
    ("variant", "flow", "pools"),
    [("chapter", -80, [120]), ("no forfeit", -40, [80]), ("forfeit instead of doubling", -40, [80])],
)
def test_bo9_the_caller_revoke_variants(variant, flow, pools):
    """BO-9: the chapter doubles the pool and forfeits 4 red; each local variant drops one of the two."""
    data = boston_deal(REVOKE_HANDS, options={"revokes": "penalise", "caller_revoke": variant})
    actions = [*REVOKE_AUCTION, "A: AH", "Y: 2S", "B: 2H", "Z: AD", "Y: AC"]
    outcome = result(dict(data, actions=actions))
    assert outcome["payments"] == {"A": 23, "Y": -69, "B": 23, "Z": 23}
    assert outcome["pool_flows"]["Y"] == flow and outcome["pools_after"] == pools


@pytest.mark.parametrize(("rule", "over"), [("up to thirteen", 2), ("none above nine", 0)])
def test_bo10_over_tricks_for_an_adversary_revoke_against_eleven(rule, over):
    data = boston_deal(REVOKE_HANDS, options={"revokes": "penalise", "revoke_overtricks": rule})
    actions = ["A: pass", "Y: eleven", "B: pass", "Z: pass", "A: pass", "Y: trump S"]
    actions += ["A: AH", "Y: KH", "B: AS", "Z: AD", "B: 2H"]
    assert result(dict(data, actions=actions))["payments"]["Y"] == 3 * call_value(trick_call(11), 11 + over)


@pytest.mark.parametrize(
    ("tricks", "paid"),
    [
        ({"A": 4, "Y": 3, "B": 3, "Z": 3}, {"A": -30, "Y": 10, "B": 10, "Z": 10}),  # B6: 3 red in all
        ({"A": 7, "Y": 2, "B": 2, "Z": 2}, {"A": -150, "Y": 50, "B": 50, "Z": 50}),  # B7: 15 red
        ({"A": 6, "Y": 2, "B": 5, "Z": 0}, {"A": -110, "Y": 40, "B": 10, "Z": 60}),  # B8
        ({"A": 5, "Y": 5, "B": 1, "Z": 2}, {"A": -35, "Y": -35, "B": 40, "Z": 30}),  # B9
        ({"A": 4, "Y": 4, "B": 4, "Z": 1}, {"A": -10, "Y": -10, "B": -10, "Z": 30}),  # B10
    ],
)
def test_b6_to_b10_misere_partout(tricks, paid):
    assert misere_partout(tricks) == paid
    assert sum(paid.values()) == 0


def test_misere_partout_through_a_record():
    data = boston_deal()
    outcome = result(play_out(data, ["A: pass", "Y: pass", "B: pass", "Z: pass"]))
    assert outcome["contract"] is None and outcome["made"] is None
    assert sum(outcome["tricks"].values()) == 13
    assert outcome["payments"] == misere_partout(outcome["tricks"])
    assert outcome["pool_flows"] == dict.fromkeys("AYBZ", 0) and outcome["pools_after"] == [40]


def test_b11_the_corrected_auction():
    data = boston_deal(turn_up="5H")
    actions = ["A: six", "Y: pass", "B: keep", "Z: pass", "A: keep over", "Y: pass", "B: seven"]
    state = replay(parse_record(dict(data, actions=actions)))
    assert state.auction.standing == ("B", trick_call(7))
    assert state.current_player() == "Z", "Z has passed but Little Misère would outrank a Seven"
    assert state.legal_actions()[:3] == ["pass", "little misere", "grand misere"]
    with pytest.raises(IllegalAction, match="Z has passed, and may come back only with a misère or spread"):
        state.apply("Z: eight")
    state.apply("Z: pass")
    state.apply("A: keep over")
    for player in "YBZ":
        state.apply(f"{player}: pass")
    assert state.call == trick_call(7, Strength.PREFERENCE) and state.caller == "A"
    assert state.result()["contract"] == {"caller": "A", "bid": "seven in preference", "trump": "H"}
    order = [
        trick_call(6),
        trick_call(6, Strength.COLOUR),
        trick_call(6, Strength.PREFERENCE),
        trick_call(7),
        Call("little misere"),
        trick_call(8),
    ]
    for low, high in itertools.pairwise(order):
        assert outranks(high, low)[0] and not outranks(low, high)[0]


def test_b12_misere_settlements():
    low_hand = {"A": "2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C 5C"}
    data = boston_deal(low_hand)
    actions = ["A: little misere", "Y: pass", "B: pass", "Z: pass", "A: discard 5C"]
    actions += [f"{p}: discard {data['deal'][p].split()[-1]}" for p in "ZBY"]
    outcome = result(play_out(data, actions, caller_policy=lowest))
    assert outcome["tricks"]["A"] == 0 and outcome["made"] is True
    assert outcome["payments"] == {"A": 60, "Y": -20, "B": -20, "Z": -20}
    assert outcome["pool_flows"]["A"] == 40, "Little Misère is a pool bid"
    spread = boston_deal({"A": "AS 2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C"})
    outcome = result(play_out(spread, ["A: grand spread", "Y: pass", "B: pass", "Z: pass"]))
    assert outcome["tricks"]["A"] == 1 and outcome["made"] is False
    assert outcome["payments"]["A"] == -480 and outcome["pool_flows"]["A"] == -40


@pytest.mark.parametrize(("bid", "each", "pool"), [("six", 15, 0), ("seven", 18, 40)])
def test_b13_i_pay(bid, each, pool):
    data = boston_deal(TEN_SPADES)
    actions = [f"A: {bid}", "Y: pass", "B: pass", "Z: pass", "A: trump S", "Y: i pay", "B: i pay", "Z: i pay"]
    outcome = result(dict(data, actions=actions))
    assert outcome["finished"] and outcome["made"] is True
    assert outcome["payments"] == {"A": 3 * each, "Y": -each, "B": -each, "Z": -each}
    assert outcome["pool_flows"]["A"] == pool


@pytest.mark.parametrize(("system", "each"), [("classic", 177), ("american", 180)])
def test_b14_grand_slam_fails_at_its_first_lost_trick(system, each):
    data = boston_deal(SEVEN_SPADES, options={"payments": system})
    outcome = result(
        play_out(data, ["A: grand slam", "Y: pass", "B: pass", "Z: pass", "A: trump S"], caller_policy=lowest)
    )
    assert outcome["finished"] and sum(outcome["tricks"].values()) == 1
    assert outcome["payments"]["A"] == -3 * each and outcome["pool_flows"]["A"] == -40


def test_b15_the_pool_limit():
    assert add_to_pools([], 310) == [250, 60]
    failed = result(
        play_out(
            boston_deal(SEVEN_SPADES, pools=[250, 60]),
            ["A: eight", "Y: pass", "B: pass", "Z: pass", "A: trump S"],
        )
    )
    assert failed["pools_after"] == [250, 250, 60] and failed["pool_flows"]["A"] == -250
    won = result(
        play_out(
            boston_deal(TEN_SPADES, pools=[250, 250, 60]),
            ["A: seven", "Y: pass", "B: pass", "Z: pass", "A: trump S"],
        )
    )
    assert won["pools_after"] == [250, 60] and won["pool_flows"]["A"] == 250


def test_b16_the_largest_loss():
    assert call_value(trick_call(13), 0) == -433
    assert -3 * call_value(trick_call(13), 0) == 1299

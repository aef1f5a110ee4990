"""Every Boston de Fontainebleau worked example of the rules digest (§5, F1 to F10)."""

import itertools

import pytest
from boston_helpers import FOUR, highest, lowest
from dealing import fill_hands

from cardlib import Suit, cards, full_pack, parse_record, replay
from cardlib.games.fontainebleau.calls import LADDERS, read_call
from cardlib.games.fontainebleau.settlement import Valuation, honour_tricks, settle_call, settle_partout
from cardlib.games.solo.ladder import outranks

AMERICAN = LADDERS["american"]


def fb_deal(hands=None, **extra):
    data = {
        "game": "fontainebleau",
        "players": FOUR,
        "dealer": "Z",
        "deal": fill_hands(FOUR, 13, hands or {}, full_pack()),
        "actions": [],
    }
    data.update(extra)
    return data


def play_out(data, actions, caller_policy=highest, others=lowest):
    state = replay(parse_record(dict(data, actions=list(actions))))
    while not state.is_over():
        player = state.current_player()
        legal = [a for a in state.legal_actions() if a not in ("i pay", "pay instead")]
        policy = caller_policy if player in state.side() else others
        state.apply(f"{player}: {policy(legal)}")
    return state


def test_f1_a_partner_accepts_and_the_pair_needs_three_more():
    data = fb_deal()
    actions = ["A: seven diamonds", "Y: pass", "B: pass", "Z: pass", "A: call partner", "Y: accept"]
    state = replay(parse_record(dict(data, actions=actions)))
    assert state.side() == {"A", "Y"} and state.valuation().needed == 10 and state.trump == Suit.DIAMONDS
    assert state.result()["contract"] == {
        "caller": "A",
        "partner": "Y",
        "bid": "seven diamonds",
        "trump": "D",
    }
    assert state.current_player() == "A", "nobody changes seats: the eldest still leads"


NINE_HEARTS = {"A": "AH KH QH JH 10H 9H 2S 3S 4S 2D 3D 2C 3C"}


def test_f2_and_f5_a_single_player_fails_and_his_honours_do_not_count():
    state = play_out(
        fb_deal(NINE_HEARTS), ["A: nine hearts", "Y: pass", "B: pass", "Z: pass", "A: no partner"]
    )
    outcome = state.result()
    assert outcome["tricks"]["A"] == 6 and outcome["made"] is False
    assert outcome["payments"] == {"A": -345, "Y": 115, "B": 115, "Z": 115}
    assert outcome["pool_flows"] == {"A": -115, "Y": 0, "B": 0, "Z": -50}, "115 into the pool; Z's stake"
    assert outcome["pool_after"] == 165
    assert -outcome["payments"]["A"] - outcome["pool_flows"]["A"] == 460


def test_f3_stake_bounds():
    most = Valuation(AMERICAN.call("spread slam", 3), Suit.DIAMONDS).value()
    least = Valuation(AMERICAN.by_tricks(5, 1), Suit.CLUBS).value()
    assert (3 * most, 3 * least) == (2400, 30)


def test_f4_partners_fail_and_pay_one_adversary_each():
    valuation = Valuation(AMERICAN.by_tricks(7, 3), Suit.DIAMONDS, partnered=True)
    settled = settle_call(FOUR, ["A", "Y"], valuation, 9, 0)
    assert settled.payments == {"A": -135, "Y": -135, "B": 135, "Z": 135}
    assert settled.pool_flows["A"] + settled.pool_flows["Y"] == -135 and settled.pool_after == 135
    assert settled.pool_flows["A"] == -67.5, "a half share may be fractional (reading 13)"


def test_partners_through_a_record_are_valued_at_bid_plus_three():
    data = fb_deal(
        {"A": "AD KD QD JD 10D 9D 8D AS KS QS 2C 3C 4C", "Y": "AC KC QC JC AH KH QH 7D 6D 5S 4S 3S 2S"}
    )
    actions = ["A: seven diamonds", "Y: pass", "B: pass", "Z: pass", "A: call partner", "Y: accept"]
    state = play_out(data, actions)
    outcome = state.result()
    taken = state.side_tricks()
    expected = 130 + 5 * abs(taken - 10)
    assert outcome["made"] == (taken >= 10)
    assert sorted(abs(v) for v in outcome["payments"].values()) == [expected] * 4


def test_f6_honours_for_a_successful_caller():
    hands = {"A": "AH KH QH JH 10H 9H 8H 7H 6H 2S 2D 2C 3C"}
    outcome = play_out(
        fb_deal(hands), ["A: nine hearts", "Y: pass", "B: pass", "Z: pass", "A: no partner"]
    ).result()
    assert outcome["tricks"]["A"] == 9 and outcome["payments"]["Y"] == -120
    assert honour_tricks([cards("KH QH JH 2C")], Suit.HEARTS) == 2
    three = settle_call(FOUR, ["A"], Valuation(AMERICAN.by_tricks(9, 2), Suit.HEARTS), 9, 0, honours=2)
    assert three.payments["Y"] == -110
    off = play_out(
        fb_deal(hands, options={"honours": False}),
        ["A: nine hearts", "Y: pass", "B: pass", "Z: pass", "A: no partner"],
    ).result()
    assert off["payments"]["Y"] == -100


def test_f7_over_tricks_are_five_each():
    settled = settle_call(FOUR, ["A"], Valuation(AMERICAN.by_tricks(5, 1), Suit.CLUBS), 7, 0)
    assert settled.payments["Y"] == -20


def test_f8_bid_order():
    order = [
        read_call(w)
        for w in (
            "6S",
            "6C",
            "6H",
            "6D",
            "6NT",
            "little misere",
            "7S",
            "7NT",
            "piccolissimo",
            "8S",
            "12NT",
            "slam S",
            "spread slam S",
        )
    ]
    for low, high in itertools.pairwise(order):
        assert outranks(high, low)[0], (low.words(), high.words())
    french = [read_call(w, "french") for w in ("6D", "6H")]
    assert outranks(french[1], french[0])[0], "in the French order hearts beat diamonds"


def test_f9_table_2_grand_misere_and_piccolissimo():
    slam = AMERICAN.call("slam", 2)
    assert Valuation(slam, Suit.HEARTS, slam_table=2).value() == 300
    assert Valuation(slam, Suit.HEARTS).value() == 450
    low = {"A": "2S 3S 4S 2H 3H 4H 2D 3D 4D 2C 3C 4C 5C"}
    misere = play_out(
        fb_deal(low), ["A: grand misere", "Y: pass", "B: pass", "Z: pass"], caller_policy=lowest
    )
    assert misere.result()["made"] is True and misere.result()["payments"]["Y"] == -150
    high = {"A": "AS KS AH KH AD KD AC KC QS QH QD QC JS"}
    data = fb_deal(high)
    actions = ["A: piccolissimo", "Y: pass", "B: pass", "Z: pass", "A: discard JS"]
    actions += [f"{p}: discard {data['deal'][p].split()[0]}" for p in "YBZ"]
    picco = play_out(data, actions)
    outcome = picco.result()
    assert picco.ended_early and outcome["tricks"]["A"] == 2 and outcome["made"] is False
    assert outcome["payments"]["A"] == -300 and outcome["pool_flows"]["A"] == -100


def test_f10_misere_partout():
    settled = settle_partout(FOUR, {"A": 5, "Y": 3, "B": 3, "Z": 2}, 120)
    assert settled.pool_flows == {"A": 0, "Y": 0, "B": 0, "Z": 120} and settled.payments == dict.fromkeys(
        FOUR, 0
    )
    shared = settle_partout(FOUR, {"A": 5, "Y": 2, "B": 4, "Z": 2}, 120)
    assert shared.pool_flows == {"A": 0, "Y": 60, "B": 0, "Z": 60}
    outcome = play_out(fb_deal(), ["A: pass", "Y: pass", "B: pass", "Z: pass"]).result()
    assert outcome["contract"] is None and outcome["pool_after"] == 0
    fewest = min(outcome["tricks"].values())
    winners = [p for p, n in outcome["tricks"].items() if n == fewest]
    assert sum(outcome["pool_flows"][p] for p in winners) == pytest.approx(50 - 50 * ("Z" in winners))

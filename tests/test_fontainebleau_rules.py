"""Fontainebleau's own rules refuse bad actions in words, changing nothing."""

import pytest
from refusals import assert_refused
from test_fontainebleau_examples import fb_deal

from cardlib import IllegalAction, cards, parse_record, replay

SOLD = ["A: seven diamonds", "Y: pass", "B: pass", "Z: pass"]

REFUSED = [
    ("no suit", [], "A: seven", '"seven" is not a Fontainebleau call'),
    ("a Boston keep", ["A: six spades"], "Y: keep", '"keep" is not a Fontainebleau call'),
    ("lower suit", ["A: seven diamonds"], "Y: seven hearts", "seven hearts does not beat A's seven diamonds"),
    (
        "passed player returns",
        ["A: pass", "Y: six spades", "B: pass", "Z: pass"],
        "A: little misere",
        "it is Y's turn, not A's",
    ),
    ("partner word", SOLD, "A: partner please", 'say "call partner" or "no partner"'),
    ("answer word", [*SOLD, "A: call partner"], "Y: maybe", 'Y says "accept" or "decline"'),
    ("caller answers", [*SOLD, "A: call partner"], "A: accept", "it is Y's turn, not A's"),
    ("pay instead without the option", SOLD, "A: pay instead", "under the option pay_instead"),
    (
        "no partner for a misère",
        ["A: little misere", "Y: pass", "B: pass", "Z: pass"],
        "A: call partner",
        "before a little misere every player discards one card",
    ),
]


@pytest.mark.parametrize(("case", "before", "action", "message"), REFUSED, ids=[c[0] for c in REFUSED])
def test_bad_actions_are_refused(case, before, action, message):
    assert_refused(lambda actions: parse_record(dict(fb_deal(), actions=actions)), before, action, message)


def test_a_passed_player_is_never_asked_again():
    state = replay(parse_record(dict(fb_deal(), actions=["A: pass", "Y: six spades", "B: pass", "Z: pass"])))
    assert state.auction.is_over() and state.caller == "Y"


def test_partners_answer_from_the_callers_left_and_the_first_to_accept_plays():
    actions = [
        "A: pass",
        "Y: seven clubs",
        "B: pass",
        "Z: pass",
        "Y: call partner",
        "B: decline",
        "Z: accept",
    ]
    state = replay(parse_record(dict(fb_deal(), actions=actions)))
    assert state.partner == "Z" and state.current_player() == "A"


def test_going_straight_to_the_lead_means_no_partner():
    data = fb_deal()
    lead = data["deal"]["A"].split()[0]
    actions = ["A: pass", "Y: seven clubs", "B: pass", "Z: pass", f"A: {lead}"]
    state = replay(parse_record(dict(data, actions=actions)))
    assert state.partner is None and state.partner_call is False and len(state.play.current) == 1
    assert state.to_record().actions == actions


def test_pay_instead_settles_as_one_trick_short():
    data = fb_deal(options={"pay_instead": True})
    state = replay(parse_record(dict(data, actions=[*SOLD, "A: pay instead"])))
    outcome = state.result()
    assert state.is_over() and outcome["paid_instead"] and outcome["made"] is False
    assert outcome["payments"]["Y"] == 75 and outcome["pool_flows"]["A"] == -75
    with pytest.raises(IllegalAction, match="the hand is over"):
        state.apply("A: 2C")


def test_the_twelfth_deal_gives_a_failed_pool_to_the_adversaries():
    data = fb_deal(deal_number=12, pool=100, options={"pay_instead": True})
    outcome = replay(parse_record(dict(data, actions=[*SOLD, "A: pay instead"]))).result()
    assert outcome["pool_after"] == 0
    assert outcome["pool_flows"] == {"A": -75, "Y": 75, "B": 75, "Z": 75 - 50}


def test_a_refused_lead_straight_after_the_auction_leaves_the_partner_call_open():
    """Issue 16, item 10: the eldest wins with a bid of five to ten, then leads a card he does not hold."""
    from cardlib import new_record

    state = replay(new_record("fontainebleau", seed=1))
    for action in ["A: six spades", "Y: pass", "B: pass", "Z: pass"]:
        state.apply(action)
    before = state.to_record().to_json()
    missing = next(c for c in cards("AS KS QS JS 10S AH KH QH") if c not in state.deal.hands["A"])
    with pytest.raises(IllegalAction, match=f"A does not hold {missing.ascii}"):
        state.apply(f"A: {missing.ascii}")
    assert state.to_record().to_json() == before
    assert state.legal_actions() == ["call partner", "no partner"]


REVOKE_HANDS = {
    "A": "AS KS QS JS 10S 9S 8S 2H 3H 4H 2D 3D 4D",
    "Y": "AH KH QH JH 10H 9H 8H 7H 6H 5H AD KD QD",
    "B": "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C JD",
}
REVOKE_SOLD = ["A: seven spades", "Y: pass", "B: pass", "Z: pass", "A: no partner"]


@pytest.mark.parametrize(("honours", "over"), [(True, 3 + 4), (False, 3)])
def test_an_adversary_revoke_pays_the_caller_as_a_success_with_his_honours(honours, over):
    """FO-12: as for a success, three over-tricks, and A's four honours count as a success's do."""
    from cardlib.games.fontainebleau.tables import trick_value

    data = fb_deal(REVOKE_HANDS, options={"revokes": "penalise", "honours": honours})
    actions = [*REVOKE_SOLD, "A: 2D", "Y: AD", "B: 3C", "Z: 5D", "Y: AH"]
    outcome = replay(parse_record(dict(data, actions=actions))).result()
    assert outcome["revoke"] == {"player": "B", "action": 8} and outcome["made"] is True
    each = trick_value(7, cards("2S")[0].suit) + 5 * over
    assert outcome["payments"] == {"A": 3 * each, "Y": -each, "B": -each, "Z": -each}


def test_a_revoke_is_established_as_at_boston_by_anyone_s_card_to_the_next_trick():
    """Issue 31: Foster's Fontainebleau revokes go as at Boston: the next trick's lead establishes it,
    whoever makes it, and the hand stops with the tricks completed before it."""
    hands = {**REVOKE_HANDS, "Y": "AH KH QH JH 10H 9H 8H 7H 6H 5H 4S 3S 2S"}
    data = fb_deal(hands, options={"revokes": "penalise"})
    actions = [*REVOKE_SOLD, "A: 2D", "Y: 5H", "B: 3C", "Z: AD", "Z: KD"]
    state = replay(parse_record(dict(data, actions=actions)))
    assert state.is_over() and state.revoke == ("B", 8) and len(state.completed_tricks()) == 1
    assert state.tricks_won() == {"A": 0, "Y": 0, "B": 0, "Z": 1} == state.result()["tricks"]

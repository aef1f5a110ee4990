"""Every auction and play rule of Boston refuses bad actions in words, changing nothing."""

import pytest
from boston_helpers import boston_deal
from refusals import assert_refused

from cardlib import IllegalAction, RecordError, parse_record, replay
from cardlib.games.boston.calls import Call, describe, ladder, outranks, trick_call

HANDS = {
    "A": "AS KS QS JS 10S 9S 8S 2H 3H 2D 3D 2C 3C",
    "Y": "AH KH QH JH 10H 9H 7S 6S 5S 4S 3S 2S 4C",
    "B": "AD KD QD JD 10D 9D 8D 8H 7H 6H 5H 4H 5C",
}
SOLD = ["A: seven", "Y: pass", "B: pass", "Z: pass"]

REFUSED = [
    ("out of turn", [], "Y: six", "it is A's turn, not Y's"),
    ("not a call", [], "A: nineteen", '"nineteen" is not a Boston call'),
    ("lower number", ["A: seven"], "Y: six", "six does not beat A's seven"),
    ("repeat over a keep over", ["A: seven", "Y: keep over"], "B: seven here", "is already kept over"),
    ("repeat another number", ["A: seven"], "Y: six here", "the standing bid is seven"),
    ("repeat with nothing bid", [], "A: six here", "nothing has been bid yet"),
    ("repeat a misère", ["A: six"], "Y: little misere here", 'repeats a number to keep, as in "six here"'),
    ("keep with nothing to keep", [], "A: keep", "there is no trick bid to keep at"),
    ("keep over a misère", ["A: little misere"], "Y: keep over", "there is no trick bid to keep over at"),
    (
        "keep below the standing strength",
        ["A: six", "Y: keep over"],
        "B: keep",
        "six in colour does not beat Y's six",
    ),
    ("new number in colour", ["A: six"], "Y: seven in colour", "a new number is bid plain"),
    (
        "passed player bids a number",
        ["A: pass", "Y: six", "B: pass", "Z: pass"],
        "A: seven",
        "A has passed, and may come back only with a misère or spread that outranks six",
    ),
    ("passed player keeps", ["A: pass", "Y: six", "B: pass", "Z: pass"], "A: keep", "A has passed"),
    (
        "misère below the standing bid",
        ["A: eight"],
        "Y: little misere",
        "little misere does not beat A's eight",
    ),
    ("trump before the auction ends", ["A: seven"], "A: trump S", "it is Y's turn, not A's"),
    ("a card instead of the trump", SOLD, "A: AS", 'names the trump, as in "trump H"'),
    ("no such trump", SOLD, "A: trump X", "no such suit"),
    ("card not held", [*SOLD, "A: trump S"], "A: AH", "A does not hold AH"),
    ("not following suit", [*SOLD, "A: trump S", "A: 2H"], "Y: 2S", "Y holds a heart and must follow suit"),
    ("play out of turn", [*SOLD, "A: trump S"], "Y: AH", "it is A's turn, not Y's"),
    (
        "caller says I pay",
        [*SOLD, "A: trump S"],
        "A: i pay",
        '"I pay" is said by each adversary of the caller',
    ),
    (
        "I pay too late",
        [*SOLD, "A: trump S", "A: AS", "Y: 2S", "B: AD", "Z: 6C", "A: KS"],
        "B: i pay",
        "before the first card of the second trick",
    ),
    (
        "I pay in Misère Partout",
        ["A: pass", "Y: pass", "B: pass", "Z: pass"],
        "Y: i pay",
        "only against a caller",
    ),
    ("discard in a trick bid", [*SOLD, "A: trump S"], "A: discard 2C", "A must play a card now"),
]


@pytest.mark.parametrize(("case", "before", "action", "message"), REFUSED, ids=[c[0] for c in REFUSED])
def test_bad_actions_are_refused_with_the_rule_and_nothing_changes(case, before, action, message):
    assert_refused(
        lambda actions: parse_record(dict(boston_deal(HANDS), actions=actions)), before, action, message
    )


@pytest.mark.parametrize(
    ("first", "second", "stored"),
    [("six here", "six here", ("keep", "keep over")), ("six", "six", ("keep", "keep over"))],
)
def test_repeating_the_number_keeps_then_keeps_over(first, second, stored):
    """Foster's "Six here" repeats the standing number: the first keeps, a second keeps over (BO-5)."""
    state = replay(parse_record(dict(boston_deal(HANDS), actions=["A: six"])))
    state.apply(f"Y: {first}")
    assert state.auction.standing[1].words() == "six in colour"
    state.apply(f"B: {second}")
    assert state.auction.standing[1].words() == "six in preference"
    assert state.to_record().actions[1:] == [f"Y: {stored[0]}", f"B: {stored[1]}"]


def test_plain_trump_option_refuses_the_preference_suits():
    data = boston_deal(HANDS, turn_up="5S", options={"plain_trump": "plain"})
    state = replay(parse_record(dict(data, actions=SOLD)))
    assert state.legal_actions() == ["trump H", "trump D"]
    with pytest.raises(IllegalAction, match="a plain bid is played in a plain suit"):
        state.apply("A: trump S")


def test_direct_class_bids_option():
    data = boston_deal(HANDS, options={"direct_class_bids": True})
    state = replay(parse_record(dict(data, actions=["A: six"])))
    state.apply("Y: seven in colour")
    assert state.auction.standing[1].words() == "seven in colour"


def test_discards_come_from_everyone_once_in_any_order():
    actions = ["A: little misere", "Y: pass", "B: pass", "Z: pass"]
    state = replay(parse_record(dict(boston_deal(HANDS), actions=actions)))
    assert state.current_player() == "A" and state.legal_actions()[0].startswith("discard ")
    state.apply("B: discard 5C")
    with pytest.raises(IllegalAction, match="B has already discarded"):
        state.apply("B: discard 4H")
    with pytest.raises(IllegalAction, match="A does not hold 5C"):
        state.apply("A: discard 5C")
    for player, card in (("Z", state.deal.hands["Z"][0].ascii), ("A", "3C"), ("Y", "4C")):
        state.apply(f"{player}: discard {card}")
    assert all(len(h) == 12 for h in state.play.hands.values())
    assert state.trump is None and state.current_player() == "A"


def test_spread_cards_lie_face_up():
    state = replay(
        parse_record(dict(boston_deal(HANDS), actions=["A: grand spread", "Y: pass", "B: pass", "Z: pass"]))
    )
    assert state.exposed() == {"A": state.deal.hands["A"]}


def test_nobody_bids_redeal_option():
    data = boston_deal(HANDS, options={"nobody_bids": "redeal"})
    outcome = replay(parse_record(dict(data, actions=["A: pass", "Y: pass", "B: pass", "Z: pass"]))).result()
    assert outcome["finished"] and outcome["redeal"] and outcome["payments"] == dict.fromkeys("AYBZ", 0)


def test_bad_pools_and_missing_turn_up_are_refused():
    with pytest.raises(RecordError, match="a pool holds at most 250"):
        replay(parse_record(boston_deal(HANDS, pools=[300])))


def test_ladder_and_reasons():
    calls = ladder()
    assert len(calls) == 9 * 3 + 4
    assert [c.words() for c in calls[:4]] == ["boston", "boston in colour", "boston in preference", "six"]
    assert calls[-1].words() == "grand slam in preference"
    beats, reason = outranks(Call("little misere"), trick_call(7, 2))
    assert beats and "stands above seven in preference on the ladder" in reason
    assert outranks(trick_call(8), trick_call(7, 2)) == (
        True,
        "eight (8 tricks) beats any seven (7): more tricks",
    )
    from cardlib import Suit

    assert describe(trick_call(6, 1), Suit.HEARTS) == "six in colour: win at least 6 tricks; trump ♦"


def test_a_hand_nobody_called_says_it_was_played_as_misere_partout():
    """The end of the hand names what was played: the table of tricks and payments alone did not."""
    from cardlib.core.choosers import play_out
    from cardlib.players import rule_of_thumb
    from cardlib.render.results import hand_result_sentences
    from cardlib.sim.tournament import deal_state

    state = play_out(deal_state("boston", 8, 8), None, rule_of_thumb("boston"))
    assert state.contract() is None and state.is_over()
    assert any("played as Misère Partout" in line for line in hand_result_sentences(state))

"""Every auction and play rule of Auction Pitch refuses bad actions in words, changing nothing."""

import pytest
from pitch_helpers import build_deal
from refusals import assert_refused

from cardlib import IllegalAction, RecordError, parse_record, replay
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.match import PitchMatch

FOUR = ["A", "B", "C", "D"]
HANDS = {
    "A": "AS 7S KH 2H 9C 3D",
    "B": "QS 5H 4H 8C 7C 6D",
    "C": "JH 10C 9D 8D 7D 5D",
    "D": "KS 2S 3H 4C 2D 4D",
}


def record(actions=(), **extra):
    data = build_deal(FOUR, "D", HANDS, to_go={"A": 4})
    data["actions"] = list(actions)
    data.update(extra)
    return parse_record(data)


SOLD = ["B: bid 1", "C: pass", "D: pass", "A: accept"]

REFUSED = [
    (
        "seller says something else",
        [],
        "A: bid 2",
        'either pitches at once ("pitch", for four) or lets the others bid',
    ),
    ("bid out of turn", [], "C: bid 1", "it is A's turn, not C's"),
    ("bid above the ceiling", [], "B: bid 4", "the seller has 4 to go, so no bid above 3 is allowed"),
    (
        "not higher",
        ["B: bid 2"],
        "C: bid 2",
        "B has bid 2; a later bid must be higher (there are no equal bids)",
    ),
    ("lower", ["B: bid 3"], "C: bid 1", "a later bid must be higher"),
    ("above four", [], "B: bid 5", "the highest bid is 4: High, Low, Jack and Game"),
    ("zero", [], "B: bid 0", "the smallest bid is 1"),
    ("not a number", [], "B: bid lots", '"lots" is not a number of points'),
    ("not a bid", [], "B: raise", '"raise" is not a bid; say "bid <points>"'),
    (
        "second bid",
        ["B: bid 1", "C: pass"],
        "B: bid 2",
        "B has already spoken in this auction, and there are no second bids",
    ),
    ("seller answers early", ["B: bid 1"], "A: accept", "it is C's turn, not A's"),
    (
        "seller answers nonsense",
        ["B: bid 1", "C: pass", "D: pass"],
        "A: maybe",
        'answers B\'s bid of 1 with "accept" or "refuse"',
    ),
    ("bid after the auction", SOLD, "B: bid 2", 'the auction is over and B must play a card: "bid 2"'),
    ("card not held", SOLD, "B: AS", "B does not hold AS"),
    ("bad card", SOLD, "B: 1S", 'B must play a card: "1S": no such rank'),
    (
        "trump led, not followed",
        [*SOLD, "B: QS", "C: 9D"],
        "D: 3H",
        "D holds a trump and must follow when trumps",
    ),
    (
        "plain suit led, neither followed nor trumped",
        [*SOLD, "B: QS", "C: 9D", "D: 2S", "A: AS", "A: 9C"],
        "B: 6D",
        "B holds a club and must follow suit or trump",
    ),
    ("out of turn in play", SOLD, "C: JH", "it is B's turn, not C's"),
]


@pytest.mark.parametrize(("case", "before", "action", "message"), REFUSED, ids=[c[0] for c in REFUSED])
def test_bad_actions_are_refused_with_the_rule_and_nothing_changes(case, before, action, message):
    assert_refused(record, before, action, message)


def test_following_rules_in_play():
    state = replay(record([*SOLD, "B: QS"]))
    assert state.trump.letter == "S"
    assert state.legal_actions() == ["JH", "10C", "9D", "8D", "7D", "5D"], "C has no trump: anything goes"
    state.apply("C: 9D")
    assert state.legal_actions() == ["KS", "2S"], "D holds trumps and trumps were led"
    with pytest.raises(IllegalAction, match="D holds a trump and must follow when trumps are led"):
        state.apply("D: 3H")
    state.apply("D: 2S")
    assert state.legal_actions() == ["AS", "7S"]
    state.apply("A: AS")
    state.apply("A: 3D")
    assert state.legal_actions() == ["6D"], "B must follow diamonds (he has no trump left)"
    with pytest.raises(IllegalAction, match="B holds a diamond and must follow suit or trump"):
        state.apply("B: 5H")


def test_plain_suit_led_may_be_trumped_by_a_player_holding_the_suit():
    state = replay(record(["B: bid 1", "C: pass", "D: pass", "A: accept", "B: 8C", "C: 10C", "D: 4C"]))
    assert state.trump.letter == "C"
    state = replay(record(["B: bid 1", "C: pass", "D: pass", "A: refuse", "A: 7S", "B: QS", "C: 5D"]))
    assert "D: 3H" not in state.legal_actions()
    state = replay(
        record(["B: bid 1", "C: pass", "D: pass", "A: refuse", "A: 2H", "B: 4H", "C: JH", "D: 3H", "C: 9D"])
    )
    assert state.legal_actions() == ["2D", "4D"], "D must follow diamonds, or trump: he holds no trump now"
    state = replay(
        record(["B: bid 1", "C: pass", "D: pass", "A: refuse", "A: 7S", "B: QS", "C: JH", "D: KS", "D: 2D"])
    )
    assert set(state.legal_actions()) == {"3D", "AS"}, "A holds a diamond but may trump instead"


def test_no_undo_past_the_first_lead():
    state = replay(record([*SOLD, "B: QS"]))
    assert not state.can_undo()
    with pytest.raises(IllegalAction, match="first card fixed the trump"):
        state.undo()
    state.apply("C: 9D")
    state.undo()
    assert state.trump.letter == "S" and len(state.to_record().actions) == 5


def test_one_revoking_player_a_deal():
    data = record(
        ["B: bid 1", "C: pass", "D: pass", "A: refuse", "A: 2H", "B: QS"], options={"revokes": "penalise"}
    )
    state = replay(data)
    assert state.revoke == ("B", 6)
    state.apply("C: JH")
    state.apply("D: 3H")
    state.apply("C: 10C")
    with pytest.raises(IllegalAction, match="B has already revoked in this deal"):
        state.apply("D: 2D")


def test_everyone_passing_to_the_board_can_throw_the_hand_in():
    """PI-8: by default the eldest pitches with no contract; the option redeal throws the hand in."""
    passes = ["A: pass", "B: pass", "C: pass", "D: pass"]
    state = replay(record(passes, options={"auction": "board"}))
    assert state.pitcher == "A" and not state.is_over()
    state = replay(record(passes, options={"auction": "board", "board_all_pass": "redeal"}))
    assert state.is_over() and state.redeal and state.phase() == "over" and state.contract() is None
    outcome = state.result()
    assert outcome["redeal"] is True and outcome["pitcher"] is None
    assert outcome["to_go"] == {"A": 4, "B": 7, "C": 7, "D": 7} and not any(outcome["set_back"].values())


def test_a_thrown_in_hand_passes_the_deal_and_scores_nothing():
    match = PitchMatch(FOUR, PitchRules(auction="board", board_all_pass="redeal"), seed=3)
    first = match.new_deal()
    for _ in FOUR:
        first.apply("pass")
    row = match.finish_deal(first)
    assert row.auction == "nobody bid: thrown in" and match.to_go == dict.fromkeys(FOUR, 7)
    assert match.dealer == "A" and "nobody bid: thrown in" in str(match)


def test_seller_with_one_to_go_cannot_be_bid_to():
    state = replay(record(["A: sell"], to_go={"A": 1, "B": 7, "C": 7, "D": 7}))
    assert state.legal_actions() == ["pass"]
    with pytest.raises(IllegalAction, match="the seller has 1 to go, so no bid is allowed at all"):
        state.apply("B: bid 1")


def test_min_bid_option():
    state = replay(record(["A: sell"], options={"min_bid": 2}, to_go=dict.fromkeys(FOUR, 7)))
    assert state.legal_actions() == ["pass", "bid 2", "bid 3", "bid 4"]
    with pytest.raises(IllegalAction, match="the smallest bid is 2"):
        state.apply("B: bid 1")


def test_aliases_for_passing_and_bidding():
    state = replay(record(["B: bid two", "C: I pass", "D: PASS", "A: Accept"]))
    assert state.result()["contract"] == 2 and state.pitcher == "B"


def test_a_player_already_out_cannot_start_a_deal():
    with pytest.raises(RecordError, match="A has 0 to go"):
        replay(record(to_go={"A": 0, "B": 7, "C": 7, "D": 7}))


def test_the_hand_over_refuses_more():
    data = build_deal(FOUR, "D", HANDS)
    state = replay(parse_record(data))
    state.apply("A: pitch")
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalAction, match="the hand is over"):
        state.apply("A: pass")


def played_deal(seed: int = 4):
    import random

    from cardlib import deal
    from cardlib.games.pitch.spec import SPEC

    rng = random.Random(seed)
    state = PitchRules().new_state(deal("ABCDE", "E", SPEC.pattern, rng))
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_an_outcome_is_the_callers_to_change_and_the_deal_keeps_its_own():
    state = played_deal()
    before = state.result()
    changed = state.outcome()
    changed.scored["A"] += 9
    changed.to_go["B"] -= 9
    changed.game_count["C"] += 9
    assert state.result() == before


def test_the_hands_in_play_are_read_only_and_a_clone_has_its_own():
    from cardlib.core.hand import Cards

    state = played_deal()
    state = PitchRules().new_state(state.deal)
    while state.play is None:
        state.apply(state.legal_actions()[0])
    held = {p: state.hand(p) for p in state.deal.players}
    with pytest.raises(TypeError):
        state.play.hands["A"] = Cards()
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert {p: state.hand(p) for p in state.deal.players} == held


def test_a_pile_of_someone_without_a_hand_counts_for_nobodys_game():
    from cardlib.core.cards import Suit
    from cardlib.core.hand import cards
    from cardlib.games.pitch.points import award_from_piles

    hands = {"A": cards("AH 2H 3C"), "B": cards("JH 5H KS")}
    piles = {"A": cards("AH 2H"), "B": cards("3C"), "Z": cards("JH 5H KS")}
    points = award_from_piles(hands, piles, Suit.HEARTS)
    assert points.jack == "Z" and points.game_count == {"A": 4, "B": 0}


def test_a_seller_with_no_room_below_his_score_hears_only_passes():
    from cardlib.games.pitch.auction import SellingAuction

    auction = SellingAuction(("A", "B", "C", "D"), dict.fromkeys("ABCD", -1), 1, False)
    auction.apply("A", "sell")
    assert auction.legal_actions() == ["pass"]


def test_actions_listed_before_a_change_are_not_taken_as_listed_after_it():
    # The seller's words "Sell" are read by listing his actions; once applied, that list is the
    # seller's no longer, so his "sell" said again on B's turn is read as B's words and refused.
    state = replay(record())
    assert state.legal_actions() == ["pitch", "sell"]
    state.apply("Sell")
    assert state.current_player() == "B" and state.history == [("A", "sell")]
    with pytest.raises(IllegalAction, match='"sell" is not a bid'):
        state.apply("sell")
    assert state.history == [("A", "sell")]

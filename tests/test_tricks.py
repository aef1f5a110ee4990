import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardlib import (
    Cards,
    FollowRule,
    IllegalAction,
    Suit,
    Trick,
    TrickPlay,
    card,
    cards,
    deal,
    full_pack,
    illegal_reason,
    legal_plays,
    winning_position,
)
from cardlib.core.deal import DealPattern

HAND = cards("AS 7S KH 2H 9C")


def test_whist_must_follow_suit():
    assert legal_plays(HAND, Suit.HEARTS, Suit.CLUBS, FollowRule.WHIST) == cards("KH 2H")
    assert illegal_reason("Y", card("9C"), HAND, Suit.HEARTS, None, FollowRule.WHIST) == (
        "Y holds a heart and must follow suit"
    )
    assert legal_plays(HAND, Suit.DIAMONDS, None, FollowRule.WHIST) == HAND
    assert legal_plays(HAND, None, None, FollowRule.WHIST) == HAND


def test_pitch_plain_suit_led_follow_or_trump():
    assert legal_plays(HAND, Suit.HEARTS, Suit.CLUBS, FollowRule.PITCH) == cards("KH 2H 9C")
    assert illegal_reason("B", card("AS"), HAND, Suit.HEARTS, Suit.CLUBS, FollowRule.PITCH) == (
        "B holds a heart and must follow suit or trump"
    )


def test_pitch_trump_led_must_follow_trump():
    assert legal_plays(HAND, Suit.SPADES, Suit.SPADES, FollowRule.PITCH) == cards("AS 7S")
    assert "must follow when trumps are led" in illegal_reason(
        "C", card("KH"), HAND, Suit.SPADES, Suit.SPADES, FollowRule.PITCH
    )


def test_a_card_not_held_is_refused():
    assert illegal_reason("A", card("QD"), HAND, None, None, FollowRule.WHIST) == "A does not hold QD"


@pytest.mark.parametrize(
    ("played", "trump", "winner"),
    [
        ("10H JH 2S AH", None, 3),
        ("10H JH 2S AH", Suit.SPADES, 2),
        ("10H JH 2S AS", Suit.SPADES, 3),
        ("10H AD KD QD", Suit.CLUBS, 0),
        ("2C AD KD 3C", Suit.CLUBS, 3),
        ("5D 4D 3D 2D", Suit.DIAMONDS, 0),
    ],
)
def test_trick_winner(played, trump, winner):
    assert winning_position(cards(played), trump) == winner
    trick = Trick(tuple(zip("AYBZ", cards(played), strict=True)))
    assert trick.winner(trump) == "AYBZ"[winner]
    assert trick.leader == "A" and trick.led == cards(played)[0].suit


@given(
    st.lists(st.sampled_from(list(full_pack())), min_size=1, max_size=7, unique=True),
    st.sampled_from([None, *Suit]),
)
def test_winner_holds_highest_trump_or_highest_of_suit_led(played, trump):
    winner = played[winning_position(played, trump)]
    trumps = [c for c in played if c.suit == trump]
    if trumps:
        assert winner == max(trumps, key=lambda c: c.rank)
    else:
        assert winner == max((c for c in played if c.suit == played[0].suit), key=lambda c: c.rank)


def _random_playout(seed: int, rule: FollowRule, players: str, pattern: DealPattern):
    rng = random.Random(seed)
    dealt = deal(players, players[-1], pattern, rng)
    trump = None if rule is FollowRule.WHIST and seed % 5 == 0 else Suit(rng.randrange(4))
    play = TrickPlay(dealt.players, dealt.hands, dealt.eldest, rule, trump)
    while not play.is_over():
        legal = play.legal()
        assert legal, "a player always has a legal card"
        play.play(play.to_play, legal[rng.randrange(len(legal))])
    return dealt, play


@pytest.mark.parametrize("rule", list(FollowRule))
def test_random_playouts_conserve_cards_and_count_tricks(rule):
    for seed in range(300):
        players = "AYBZ" if rule is FollowRule.WHIST else "ABCDEFG"[: 4 + seed % 4]
        pattern = DealPattern((4, 4, 5)) if rule is FollowRule.WHIST else DealPattern((3, 3))
        dealt, play = _random_playout(seed, rule, players, pattern)
        played = Cards(c for t in play.completed for c in t.cards)
        assert sorted(played) == sorted(dealt.all_cards())
        assert len(play.completed) == pattern.hand_size
        assert sum(play.tricks_won().values()) == pattern.hand_size
        assert sum(len(cs) for cs in play.captured().values()) == len(dealt.all_cards())
        for before, after in zip(play.completed, play.completed[1:], strict=False):
            assert after.leader == before.winner(play.trump)


def test_trick_play_refuses_with_the_rule_and_changes_nothing():
    play = TrickPlay(
        "AYBZ",
        {"A": cards("AS"), "Y": cards("KS 2H"), "B": cards("3S"), "Z": cards("4S")},
        "A",
        FollowRule.WHIST,
    )
    play.play("A", card("AS"))
    with pytest.raises(IllegalAction, match="Y holds a spade and must follow suit"):
        play.play("Y", card("2H"))
    with pytest.raises(IllegalAction, match="it is Y's turn to play, not B's"):
        play.play("B", card("3S"))
    assert play.hands["Y"] == cards("KS 2H") and len(play.current) == 1


def test_revoke_allowed_only_when_asked():
    hands = {"A": cards("AS"), "Y": cards("KS 2H"), "B": cards("3S"), "Z": cards("4S")}
    play = TrickPlay("AYBZ", hands, "A", FollowRule.WHIST)
    play.play("A", card("AS"))
    play.play("Y", card("2H"), allow_revoke=True)
    assert play.current[-1] == ("Y", card("2H"))
    with pytest.raises(IllegalAction, match="does not hold"):
        play.play("B", card("QS"), allow_revoke=True)


@given(st.data(), st.sampled_from(list(FollowRule)), st.integers(0, 2**32 - 1))
def test_any_legal_sequence_of_plays_conserves_the_cards(data, rule, seed):
    dealt = deal("AYBZ", "Z", DealPattern((4, 4, 5)), seed)
    trump = data.draw(st.sampled_from([None, *Suit]))
    play = TrickPlay(dealt.players, dealt.hands, dealt.eldest, rule, trump)
    while not play.is_over():
        player = play.to_play
        hand, led = play.hands[player], play.led
        assert play.legal_ascii() == [c.ascii for c in play.legal()]  # the playouts' listing
        assert play.legal() == Cards(
            c for c in hand if illegal_reason(player, c, hand, led, trump, rule) is None
        )
        chosen = data.draw(st.sampled_from(list(play.legal())))
        if data.draw(st.booleans()):
            play.play_listed(player, chosen.ascii)
        else:
            play.play(player, chosen)
        assert play.is_over() == (not play.current and len(play.completed) == play.tricks_total)
        in_hands = [c for h in play.hands.values() for c in h]
        on_table = [c for _, c in play.current] + [c for t in play.completed for c in t.cards]
        assert sorted(in_hands + on_table) == sorted(full_pack())
    for trick in play.completed:
        winner_card = dict(trick.plays)[trick.winner(trump)]
        trumps = [c for c in trick.cards if c.suit == trump]
        assert winner_card == max(trumps or trick.cards.of_suit(trick.led), key=lambda c: c.rank)


def test_a_trump_given_as_a_number_is_the_suit_of_that_number():
    """Suits are numbers too (clubs 0 … spades 3): public helpers take either."""
    cards = [card(t) for t in ("10S", "JD", "KS", "7S")]
    assert winning_position(cards, 1) == winning_position(cards, Suit.DIAMONDS) == 1
    assert Trick(tuple(zip("ABCD", cards, strict=True))).winner(1) == "B"


def test_hands_filled_again_between_tricks_play_on_for_as_many_tricks():
    """A game that refills the hands from a stock: each player draws one card after a trick, and the
    play lasts one trick more for each draw; a draw in mid-trick, by one player alone, or of a card
    already in play is refused, and nothing is changed."""
    play = TrickPlay("AB", {"A": cards("AS 2H"), "B": cards("KS 3H")}, "A", FollowRule.PITCH, Suit.SPADES)
    play.play("A", card("AS"))
    with pytest.raises(IllegalAction, match="between tricks"):
        play.draw({"A": card("QD"), "B": card("JD")})
    play.play("B", card("KS"))
    for refused in (
        {"A": card("QD")},
        {"A": card("QD"), "B": card("QD")},
        {"A": card("QD"), "B": card("KS")},
    ):
        with pytest.raises(IllegalAction):
            play.draw(refused)
        assert play.hands == {"A": cards("2H"), "B": cards("3H")} and play.tricks_total == 2
    play.draw({"A": card("QD"), "B": card("JD")})
    assert play.hands == {"A": cards("2H QD"), "B": cards("3H JD")} and play.tricks_total == 3
    for player, held in (("A", "QD"), ("B", "JD"), ("A", "2H"), ("B", "3H")):
        assert not play.is_over()
        play.play(player, card(held))
    assert play.is_over() and play.tricks_won() == {"A": 2, "B": 1}

"""Vectorised simulation agrees with the card-by-card rules and with exact answers."""

from fractions import Fraction

import pytest

from cardlib import Card, Cards, Suit
from cardlib.games.pitch import game_count, game_value
from cardlib.games.pitch.points import high_and_low
from cardlib.sim import count_in_hands, deal_batch, estimate, holders, jack_dealt_exactly, suit_lengths


def _hands(row):
    return {seat: Cards(Card.from_index(int(i)) for i in cards) for seat, cards in enumerate(row)}


@pytest.mark.parametrize("trump", list(Suit))
def test_holders_agree_with_the_rules_deal_by_deal(trump):
    batch = deal_batch(400, 5, 6, seed=int(trump))
    found = holders(batch, int(trump))
    for d in range(len(batch)):
        hands = _hands(batch[d])
        if not any(c.suit == trump for h in hands.values() for c in h):
            assert found["high"][d] == found["low"][d] == -1
            continue
        high, low, _, _ = high_and_low(hands, trump)
        assert (found["high"][d], found["low"][d]) == (high, low)
        jack = next((s for s, h in hands.items() if Card(trump, 11) in h), -1)
        assert found["jack"][d] == jack


def test_game_counts_and_suit_lengths():
    batch = deal_batch(300, 4, 6, seed=2)
    counts, lengths = count_in_hands(batch, game_value), suit_lengths(batch)
    for d in range(len(batch)):
        for seat, hand in _hands(batch[d]).items():
            assert counts[d, seat] == game_count(hand)
            assert lengths[d, seat].tolist() == [len(hand.of_suit(s)) for s in Suit]
    assert (lengths.sum(axis=2) == 6).all()


def test_batches_are_deterministic_and_hold_distinct_cards():
    first, second = deal_batch(1000, 7, 6, seed=9), deal_batch(1000, 7, 6, seed=9)
    assert (first == second).all()
    flat = first.reshape(1000, -1)
    assert all(len(set(row.tolist())) == 42 for row in flat)


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_the_jack_is_dealt_as_often_as_combinatorics_says(players):
    exact = jack_dealt_exactly(players)
    assert exact == Fraction(6 * players, 52)
    share, error = estimate(holders(deal_batch(200_000, players, 6, seed=players), 3)["jack"] >= 0)
    assert abs(share - float(exact)) < 4 * error


def test_boston_trick_estimates_agree_with_the_players_count():
    from cardlib.games.boston.rule_of_thumb import estimated_tricks
    from cardlib.sim.bostons import trick_estimates

    batch = deal_batch(150, 4, 13, seed=8)
    for trump in Suit:
        estimates = trick_estimates(batch, int(trump))
        for d in range(len(batch)):
            for seat, hand in _hands(batch[d]).items():
                assert estimates[d, seat] == pytest.approx(estimated_tricks(hand, trump))


@pytest.mark.parametrize("held", range(5))
def test_honours_held_agree_with_the_exact_count(held):
    from cardlib.sim.bostons import honours_exactly, honours_held

    hits = honours_held(deal_batch(40_000, 4, 13, seed=held), trump=2) == held
    share, error = estimate(hits)
    assert abs(share - float(honours_exactly(held))) < 4 * error + 1e-9
    assert sum(honours_exactly(k) for k in range(5)) == 1


def test_suit_lengths_of_boston_hands_agree_with_the_exact_count():
    from cardlib.sim.bostons import length_exactly

    lengths = suit_lengths(deal_batch(40_000, 4, 13, seed=9))
    for length in range(8):
        share, error = estimate(lengths == length)
        assert abs(share - float(length_exactly(length))) < 4 * error + 1e-9
    assert length_exactly(13) == Fraction(1, 635013559600) * 1

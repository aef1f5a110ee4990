import random
import subprocess
import sys

import pytest

from cardlib import CardError, Cards, cards, deal, full_pack, shuffled
from cardlib.core.deal import DealPattern
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.pitch.spec import SPEC as PITCH

FOUR = ("A", "Y", "B", "Z")


def test_boston_deals_thirteen_each_in_four_four_five():
    dealt = deal(FOUR, "Z", BOSTON.pattern, 7, turn_up=True)
    assert BOSTON.pattern.packets == (4, 4, 5)
    assert all(len(dealt.hands[p]) == 13 for p in FOUR)
    assert sorted(dealt.all_cards()) == sorted(full_pack())
    assert dealt.turn_up is not None and dealt.eldest == "A"


@pytest.mark.parametrize("count", [4, 5, 6, 7])
def test_pitch_deals_six_each_and_uses_the_rest_of_the_pack_for_nothing(count):
    players = "ABCDEFG"[:count]
    dealt = deal(players, players[-1], PITCH.pattern, 3)
    assert PITCH.pattern.packets == (3, 3)
    assert all(len(dealt.hands[p]) == 6 for p in players)
    assert len(set(dealt.all_cards())) == 6 * count


def test_the_deal_goes_round_from_the_dealers_left_in_packets():
    pack = shuffled(full_pack(), random.Random(11))
    dealt = deal(FOUR, "Y", DealPattern((4, 4, 5)), random.Random(11))
    order = ["B", "Z", "A", "Y"]
    expected = {p: [] for p in FOUR}
    position = 0
    for packet in (4, 4, 5):
        for p in order:
            expected[p] += pack[position : position + packet]
            position += packet
    assert {p: sorted(h) for p, h in dealt.hands.items()} == {p: sorted(h) for p, h in expected.items()}


def test_same_seed_same_deal_and_different_seeds_differ():
    assert deal(FOUR, "Z", BOSTON.pattern, 42, turn_up=True) == deal(
        FOUR, "Z", BOSTON.pattern, 42, turn_up=True
    )
    assert deal(FOUR, "Z", BOSTON.pattern, 42) != deal(FOUR, "Z", BOSTON.pattern, 43)


def test_dealing_is_the_same_in_another_process():
    code = (
        "from cardlib import deal; from cardlib.games.boston.spec import SPEC;"
        "d = deal('AYBZ', 'Z', SPEC.pattern, 2026, turn_up=True);"
        "print(d.all_cards().ascii, d.turn_up.ascii)"
    )
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    here = deal("AYBZ", "Z", BOSTON.pattern, 2026, turn_up=True)
    assert there.strip() == f"{here.all_cards().ascii} {here.turn_up.ascii}"


def test_the_turn_up_comes_from_a_second_pack():
    same = 0
    for seed in range(400):
        dealt = deal(FOUR, "Z", BOSTON.pattern, seed, turn_up=True)
        same += dealt.turn_up in dealt.all_cards()
    assert same == 400, "with a full deal of 52, the second pack's card is always also in a hand"
    in_pitch = sum(
        deal("ABCD", "D", PITCH.pattern, seed, turn_up=True).turn_up
        in deal("ABCD", "D", PITCH.pattern, seed, turn_up=True).all_cards()
        for seed in range(400)
    )
    assert 0 < in_pitch < 400


def test_fixed_cards_are_kept_and_the_rest_is_dealt():
    fixed = {"A": "AS KS QS JS 10S", "B": cards("2C")}
    for seed in range(50):
        dealt = deal(FOUR, "Z", BOSTON.pattern, seed, fixed=fixed)
        assert set(cards(fixed["A"])) <= set(dealt.hands["A"])
        assert cards("2C")[0] in dealt.hands["B"]
        assert sorted(dealt.all_cards()) == sorted(full_pack())


@pytest.mark.parametrize(
    ("fixed", "message"),
    [
        ({"Q": "AS"}, "no such player"),
        ({"A": "AS", "B": "AS"}, "AS is given to A and to B"),
        ({"A": full_pack()[:14]}, "14 cards, but a hand has 13"),
        ({"A": "AS 1H"}, '"1H": no such rank'),
    ],
)
def test_bad_fixed_cards_are_refused(fixed, message):
    with pytest.raises(CardError, match=message):
        deal(FOUR, "Z", BOSTON.pattern, 1, fixed=fixed)


def test_a_dealer_must_sit_at_the_table():
    with pytest.raises(CardError, match="not one of the players"):
        deal(FOUR, "Q", BOSTON.pattern, 1)


@pytest.mark.parametrize("seed", [-1, 1.5, "x", True])
def test_bad_seeds_are_refused(seed):
    with pytest.raises(ValueError, match="a seed is a whole number"):
        deal(FOUR, "Z", BOSTON.pattern, seed)


def test_a_generator_can_be_passed_in_and_is_advanced():
    rng = random.Random(5)
    first = deal(FOUR, "Z", BOSTON.pattern, rng)
    second = deal(FOUR, "Z", BOSTON.pattern, rng)
    assert first != second
    assert isinstance(first.hands["A"], Cards)


def test_deal_text_marks_the_dealer():
    text = str(deal(FOUR, "Z", BOSTON.pattern, 1, turn_up=True))
    assert "Z (dealer)" in text and "turn-up:" in text


def test_a_shuffles_draw_never_reaches_the_size_it_is_scaled_to():
    # The shuffle takes int(draw * m) as a place below m with no check: the largest draw below 1,
    # scaled to any pack size, must stay below it.
    largest = 1 - 2**-53
    assert largest < 1 and random.Random(0).random() < 1
    assert all(int(largest * m) == m - 1 for m in range(1, 100_000))

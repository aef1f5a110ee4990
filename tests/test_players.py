"""Computer players: always legal, explain themselves, and the rule-of-thumb Pitch player beats random."""

import random

import pytest

from cardlib import Suit, cards, deal, known_games
from cardlib.core.choosers import play_out
from cardlib.games.pitch import PitchRules
from cardlib.games.pitch.rule_of_thumb import PitchRuleOfThumb, expected_points
from cardlib.games.pitch.spec import SPEC
from cardlib.players import RandomPlayer


def test_expected_points_reward_the_right_cards():
    assert expected_points(cards("AS 2S JS KS 10S 9H"), Suit.SPADES) > 3
    assert expected_points(cards("9S 8H 7D 6C 5H 4D"), Suit.SPADES) < 1
    assert expected_points(cards("9S 8H 7D 6C 5H 4D"), Suit.CLUBS) < expected_points(
        cards("AC 2C"), Suit.CLUBS
    )


@pytest.mark.parametrize("auction", ["seller", "board"])
def test_players_only_choose_legal_actions_and_say_why(auction):
    rules = PitchRules(auction=auction)
    rng = random.Random(1)
    smart, randomly = PitchRuleOfThumb(), RandomPlayer(2)
    for _ in range(300):
        state = rules.new_state(deal("ABCD", "D", SPEC.pattern, rng))
        while not state.is_over():
            player = smart if state.current_player() in "AC" else randomly
            action = player(state)
            assert action in state.legal_actions()
            assert player.reason
            state.apply(action)


def _points(rules, deals, smart_seats):
    rng = random.Random(7)
    totals = {"smart": 0, "random": 0}
    smart, randomly = PitchRuleOfThumb(), RandomPlayer(3)
    for _ in range(deals):
        state = rules.new_state(deal("ABCD", "D", SPEC.pattern, rng))
        play_out(state, {p: smart for p in smart_seats}, randomly)
        scored = state.result()["scored"]
        backs = state.result()["set_back"]
        for player in "ABCD":
            totals["smart" if player in smart_seats else "random"] += scored[player] - backs[player]
    return totals


def test_the_rule_of_thumb_player_beats_random_on_duplicate_deals():
    rules = PitchRules()
    first = _points(rules, 300, "AC")
    second = _points(rules, 300, "BD")
    smart = first["smart"] + second["smart"]
    dumb = first["random"] + second["random"]
    assert smart > dumb + 200, (smart, dumb)


def test_the_boston_player_is_always_legal_and_beats_random_on_duplicate_deals():
    from cardlib.games.boston import BostonRules
    from cardlib.games.boston.rule_of_thumb import BostonRuleOfThumb
    from cardlib.games.boston.spec import SPEC as BOSTON

    rules, smart, randomly = BostonRules(), BostonRuleOfThumb(), RandomPlayer(4)
    totals = {"smart": 0, "random": 0}
    for smart_seats in ("AB", "YZ"):
        rng = random.Random(11)
        for _ in range(150):
            state = rules.new_state(deal("AYBZ", "Z", BOSTON.pattern, rng, turn_up=True))
            while not state.is_over():
                player = smart if state.current_player() in smart_seats else randomly
                action = player(state)
                assert action in state.legal_actions() and player.reason
                state.apply(action)
            for seat, amount in state.result()["payments"].items():
                totals["smart" if seat in smart_seats else "random"] += amount
    assert totals["smart"] > totals["random"], totals


@pytest.mark.parametrize("game", known_games())
def test_rule_of_thumb_players_stay_legal_over_a_thousand_hands(game):
    """Against random players too, so that they meet odd auctions; every choice explained."""
    from cardlib.players import rule_of_thumb
    from cardlib.sim.tournament import deal_state

    smart, chance = rule_of_thumb(game), RandomPlayer(9)
    rng = random.Random(10)
    for number in range(1000):
        state = deal_state(game, 10, number)
        mixed = rng.random() < 0.3
        while not state.is_over():
            player = chance if mixed and state.current_player() in "BZ" else smart
            action = player(state)
            assert action in state.legal_actions(), (game, number, action)
            assert player.reason
            state.apply(action)

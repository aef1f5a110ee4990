"""Actions as a learner reads them: suits and cards by their signs, misère with its accent, and back."""

import random

import pytest

from cardlib import action_words, known_games, new_record, replay


@pytest.mark.parametrize(
    ("action", "read"),
    [
        ("trump S", "trump ♠"),
        ("discard 10H", "discard 10♥"),
        ("little misere", "little misère"),
        ("grand misere", "grand misère"),
        ("seven spades", "seven spades"),
        ("bid 2", "bid 2"),
        ("pass", "pass"),
        ("KC", "K♣"),
    ],
)
def test_an_action_reads_with_its_signs(action, read):
    assert action_words(action) == read


@pytest.mark.parametrize("game", known_games())
def test_every_action_as_shown_is_taken_back_as_the_action_itself(game):
    """What a button or a picture shows, typed back, is the very action: records stay plain ASCII."""
    rng, checked = random.Random(4), 0
    for seed in range(12):
        state = replay(new_record(game, seed=seed))
        while not state.is_over():
            legal = state.legal_actions()
            for action in legal:
                if action_words(action) != action:
                    trial = state.clone()
                    trial.apply(f"{state.current_player()}: {action_words(action)}")
                    assert trial.history[-1][1] == action
                    checked += 1
            state.apply(rng.choice([a for a in legal if a not in ("i pay", "pay instead")] or legal))
    assert checked > 0


def test_only_a_card_where_one_is_named_turns_into_its_sign():
    """Seat names and words that look like cards ("As", "2c") stay as they are."""
    from cardlib.core.contract import Contract, Goal

    assert action_words("keep as") == "keep as"
    contract = Contract(("As", "Kd"), "little misere", Goal.TRICKS, 0, None)
    assert str(contract) == "As + Kd: little misère"

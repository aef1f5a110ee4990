"""A state's copy and undo keep every field of every engine, found by walking the state, not listed.

``State.clone`` copies the fields an engine names as changing and shares the rest; ``undo`` replays
the hand but its last action and takes on the replayed state's fields. Both are right only while
each engine names every field that changes (a Seven-Up clone once shared its original's revokers).
These tests name no field: they walk every attribute of the state and of everything it holds, the
private ones included, and check

- a clone and its original are equal, and each stays as it was while the other plays on to the end;
- an action taken back leaves the state as it was before the action, field for field, with no field
  left over from the action;

at random moments of random hands of every registered game, at every table size.
"""

from __future__ import annotations

import enum
import functools
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_all_games import random_action, random_options

from cardlib import IllegalAction, known_games, new_record, replay
from cardlib.core.game import Rules, State
from cardlib.core.spec import GameSpec
from cardlib.games.registry import game_spec

GAMES = known_games()


def snapshot(value: Any, seen: frozenset[int] = frozenset()) -> Any:
    """``value`` and everything it holds, as plain data: every attribute of every object, private
    ones too. The rules and the spec are shared by design and never change: they are named, not
    walked. A cached property, which may be noted on a value shared by design (a trick's winner), is
    left out, as it is worked out again from the rest."""
    if isinstance(value, (str, int, float, bool, type(None), enum.Enum, type)) or callable(value):
        return (
            value if not callable(value) or isinstance(value, type) else getattr(value, "__qualname__", "f")
        )
    if isinstance(value, (Rules, GameSpec)):
        return type(value).__name__
    if id(value) in seen:
        return "<again>"
    inside = seen | {id(value)}
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [snapshot(v, inside) for v in value])
    if isinstance(value, dict):
        return ("dict", [(repr(k), snapshot(v, inside)) for k, v in value.items()])
    if isinstance(value, (set, frozenset)):
        return (type(value).__name__, sorted(repr(snapshot(v, inside)) for v in value))
    fields = dict(vars(value)) if hasattr(value, "__dict__") else {}
    fields |= {
        name: getattr(value, name) for name in getattr(type(value), "__slots__", ()) if hasattr(value, name)
    }
    kind = type(value)
    cached = {name for name in fields if isinstance(getattr(kind, name, None), functools.cached_property)}
    return (
        kind.__name__,
        {name: snapshot(v, inside) for name, v in sorted(fields.items()) if name not in cached},
    )


def dealt(game: str, seed: int) -> State:
    """A hand of ``game`` at one of its table sizes, with options drawn at random."""
    rng = random.Random(seed)
    spec = game_spec(game)
    players = spec.player_counts[rng.randrange(len(spec.player_counts))]
    return replay(new_record(game, players, seed=rng, options=random_options(game, rng)))


def play_on(state: State, rng: random.Random, steps: int | None = None) -> None:
    """Random actions (a refused revoke replaced by a legal card), to the end or for ``steps``."""
    taken = 0
    while not state.is_over() and (steps is None or taken < steps):
        try:
            state.apply(random_action(state, rng))
        except IllegalAction:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        taken += 1


def settled(state: State) -> State:
    """``state`` with what it works out on demand worked out (the same calls on any state compared)."""
    state.legal_actions()
    state.current_player()
    state.to_record()
    if state.is_over():
        state.result()
    return state


#: A random moment of a random hand: its seed, and the actions taken before it.
MOMENTS = (
    settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True),
    given(seed=st.integers(0, 10_000), steps=st.integers(0, 80)),
)


def moment(game: str, seed: int, steps: int) -> tuple[State, random.Random]:
    """A hand of ``game`` after ``steps`` random actions, and the random numbers to play on with."""
    rng = random.Random(seed)
    state = dealt(game, seed)
    play_on(state, rng, steps)
    return state, rng


def at_moments(test: Any) -> Any:
    """``test`` run at random moments of random hands of every game."""
    settle, moments = MOMENTS
    return pytest.mark.parametrize("game", GAMES)(settle(moments(test)))


@at_moments
def test_a_clone_and_its_original_share_nothing_that_changes(game, seed, steps):
    state, rng = moment(game, seed, steps)
    other = state.clone()
    for played, kept in ((state, state.clone()), (other.clone(), other)):  # each way round
        settled(played), settled(kept)
        before = snapshot(kept)
        assert snapshot(played) == before, "a clone is equal to its original"
        play_on(played, rng)
        settled(played)
        assert snapshot(kept) == before, "the other played on, and this one changed"


@at_moments
def test_an_action_taken_back_leaves_every_field_as_it_was(game, seed, steps):
    state, rng = moment(game, seed, steps)
    if state.is_over():
        return
    before = snapshot(settled(state))
    play_on(state, rng, 1)
    if not state.can_undo():  # a step the game does not take back (a deal thrown in)
        return
    state.undo()
    assert snapshot(settled(state)) == before


def test_the_walk_sees_a_private_field_shared_by_mistake():
    """The check can fail: a clone that shares its original's card play (a field named by no list)
    is caught as the original plays on."""
    state = dealt("pitch", 3)
    play_on(state, random.Random(1), 6)
    twin = state.clone()
    twin.play = state.play  # what forgetting "play" in the changing fields would do
    before = snapshot(settled(twin))
    play_on(state, random.Random(2), 4)
    assert snapshot(twin) != before

"""Values the engines build quickly (``cardlib.core.quick.built``) are the values their classes make."""

import copy
import dataclasses
import random

import pytest

from cardlib import deal
from cardlib.core.quick import built, shallow_copy
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.spec import SPEC


def played_deals(count):
    rng = random.Random(7)
    for _ in range(count):
        state = PitchRules().new_state(deal("ABCDE", "E", SPEC.pattern, rng))
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        yield state


def built_values(state):
    yield state.deal
    yield from state.completed_tricks()
    yield state.points()
    yield state.settlement()
    yield state.outcome()


@pytest.mark.parametrize("state", list(played_deals(20)))
def test_every_field_is_set_and_the_value_equals_the_class_own(state):
    for value in built_values(state):
        names = [f.name for f in dataclasses.fields(value)]
        missing = [name for name in names if name not in vars(value)]
        assert not missing, f"{type(value).__name__} built without {missing}"
        made = type(value)(**{name: getattr(value, name) for name in names})
        assert made == value and repr(made) == repr(value)


def test_a_field_left_out_shows():
    @dataclasses.dataclass(frozen=True)
    class Pair:
        a: int
        b: int

    half = built(Pair, {"a": 1})
    assert "b" not in vars(half)
    with pytest.raises(dataclasses.FrozenInstanceError):
        half.a = 2


@pytest.mark.parametrize("state", list(played_deals(3)))
def test_a_shallow_copy_is_what_copy_copy_makes(state):
    for original in (state, state.play, state.auction):
        quick, slow = shallow_copy(original), copy.copy(original)
        assert type(quick) is type(slow) is type(original) and quick is not original
        assert vars(quick) == vars(slow)
        assert all(vars(quick)[name] is value for name, value in vars(original).items())

"""Every part a game's spec names is what the spec's type says it is.

``GameSpec`` names a game's parts by ``Ref`` ("module:NAME", imported on first use), typed where
declared (``engine: Ref[type[Rules]]``), so mypy checks the code using ``spec.engine()`` as if it
had imported the class. Nothing checks the string against the type but this: each game's every
part is loaded and checked against its field's type.
"""

from __future__ import annotations

import ast
import collections.abc
import dataclasses
import inspect
import random
import typing
from pathlib import Path

import pytest

from cardlib.core.boards import Board
from cardlib.core.game import Rules
from cardlib.core.lazy import Ref
from cardlib.core.match import Match
from cardlib.core.player import Player
from cardlib.core.spec import AuctionCalls, CallWords, GameSpec, Moved, Topic
from cardlib.games.registry import GAMES

KIT = Path(__file__).parents[1] / "cardlib"
#: The names the spec's types use, which it imports for the type checker only.
NAMES = {"Board": Board, "Rules": Rules, "Match": Match, "Player": Player}
HINTS = typing.get_type_hints(GameSpec, localns=NAMES)
PARTS = [name for name, hint in HINTS.items() if Ref in {typing.get_origin(a) for a in typing.get_args(hint)}]


def _ref_type(hint: object) -> object:
    """``Ref[X] | None`` → ``X``."""
    (ref,) = [a for a in typing.get_args(hint) if typing.get_origin(a) is Ref]
    return typing.get_args(ref)[0]


def conforms(value: object, kind: object) -> bool:
    """Whether ``value`` is of ``kind``, a type as the spec writes its parts' (checked as far as Python
    can at run time: a callable's arguments are not)."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if kind in (Match, CallWords):  # protocols: every member there
        members = [m for m in vars(kind) if not m.startswith("_")] + list(kind.__annotations__)
        return all(hasattr(value, m) for m in members) or (
            inspect.isclass(value) and all(hasattr(value, m) for m in vars(kind) if not m.startswith("_"))
        )
    if origin is type:
        return inspect.isclass(value) and issubclass(value, args[0])
    if origin is collections.abc.Callable:
        if not callable(value):
            return False
        made = args[-1]
        # A class standing for its maker: a class of what it makes.
        return not inspect.isclass(value) or made is str or conforms(value, made) or issubclass(value, made)
    if origin is tuple:
        return isinstance(value, tuple) and all(conforms(v, args[0]) for v in value)
    if origin is collections.abc.Mapping:
        return isinstance(value, collections.abc.Mapping) and all(
            conforms(k, args[0]) and conforms(v, args[1]) for k, v in value.items()
        )
    if isinstance(kind, type):
        return isinstance(value, kind)
    raise AssertionError(f"no check for {kind}")


def test_the_spec_names_its_parts_by_typed_references():
    assert set(PARTS) >= {"engine", "match", "rule_of_thumb", "summary", "topics", "boards", "search"}
    for name in PARTS:
        assert typing.Any not in typing.get_args(_ref_type(HINTS[name])), name


@pytest.mark.parametrize("game", GAMES)
def test_every_part_a_spec_names_has_its_type(game):
    spec = GAMES[game]
    for name in PARTS:
        ref = getattr(spec, name)
        if ref is None:
            continue
        assert isinstance(ref, Ref), f"{game}.{name} is not a Ref"
        assert conforms(ref(), _ref_type(HINTS[name])), f"{game}.{name} = {ref} is not a {HINTS[name]}"


@pytest.mark.parametrize("game", GAMES)
def test_each_part_works_as_its_type_says(game):
    """Beyond the type's shape: the engine deals, the player is made, the match plays, topics ask."""
    spec = GAMES[game]
    assert spec.engine is not None and spec.match is not None and spec.rule_of_thumb is not None
    rules = spec.engine()()
    assert isinstance(spec.rule_of_thumb()(), Player)
    match = spec.match()(players=spec.seats, rules=rules, seed=1)
    state = match.new_deal()
    assert state.legal_actions()
    if spec.summary:
        assert "<" in spec.summary()()
    for topic in spec.topics().values() if spec.topics else ():
        assert isinstance(topic, Topic)
        assert type(topic.make(random.Random(1))).__name__ == "Question"
    if spec.auction_calls:
        assert isinstance(spec.auction_calls(), AuctionCalls)
    for moved in spec.moved() if spec.moved else ():
        assert isinstance(moved, Moved)


def test_the_check_would_catch_a_part_of_the_wrong_type():
    wrong = dataclasses.replace(GAMES["pitch"], engine=Ref("cardlib.games.pitch.match:PitchMatch"))
    assert wrong.engine is not None
    assert not conforms(wrong.engine(), _ref_type(HINTS["engine"]))
    assert not conforms(("a", 1), _ref_type(HINTS["widgets"]))
    assert conforms(("json:JSONDecoder",), _ref_type(HINTS["widgets"]))


def test_a_ref_names_a_module_and_a_name():
    with pytest.raises(ValueError, match="names no object"):
        Ref("cardlib.games.pitch.engine")
    assert Ref("json:JSONDecoder")().__name__ == "JSONDecoder"
    assert Ref("json:dumps") == Ref("json:dumps") and len({Ref("json:dumps"), Ref("json:dumps")}) == 1


def test_the_registry_gives_nothing_untyped():
    """mypy would pass an ``Any`` through silently: the registry and the spec use none for what they load."""
    for module in ("games/registry.py", "core/lazy.py"):
        tree = ast.parse((KIT / module).read_text())
        returning_any = [
            node.name
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef)
            and node.returns is not None
            and "Any" in ast.unparse(node.returns)
            and node.name not in ("__getattr__", "on_first_use", "lazy_names")  # a package's names
        ]
        assert not returning_any, f"{module}: {returning_any}"

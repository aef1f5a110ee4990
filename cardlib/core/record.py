"""Hand records (``shared/spec/hand-records.md``): read, check every field, write.

A record describes one deal completely: seats, dealer, every card dealt, the
scores before the deal and every action taken. This module checks the format;
whether the actions obey the rules is for the game's engine to say.
"""

from __future__ import annotations

import json
import math
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cardlib.core.cards import Card, card_or_none
from cardlib.core.deal import Deal
from cardlib.core.errors import CardError, CardlibError, OptionError, RecordError
from cardlib.core.hand import Cards
from cardlib.core.options import check_options
from cardlib.core.spec import GameSpec
from cardlib.core.words import counted, kind_of, shown

REQUIRED = ("game", "players", "dealer", "deal", "actions")
#: Free-text fields a record may carry for people; kept as they are, never interpreted.
INFORMATION = ("title", "description", "source", "notes")


@dataclass
class HandRecord:
    """One deal of one game, with the actions taken so far. Parsed and checked."""

    game: str
    players: tuple[str, ...]
    dealer: str
    deal: dict[str, Cards]
    actions: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    fields: dict[str, Any] = field(default_factory=dict)
    information: dict[str, str] = field(default_factory=dict)
    spec: GameSpec | None = field(default=None, repr=False, compare=False)

    def to_deal(self) -> Deal:
        """The deal as a :class:`Deal` (with the turn-up, if the game has one)."""
        return Deal(self.players, self.dealer, dict(self.deal), self.fields.get("turn_up"))

    def split_actions(self) -> list[tuple[str, str]]:
        """Each action as ``(player, action)``."""
        return [split_action(text) for text in self.actions]

    def first_card(self) -> int | None:
        """The number (from 1) of the first action that plays a card, or ``None`` before the play."""
        return next(
            (n for n, (_, action) in enumerate(self.split_actions(), 1) if card_or_none(action) is not None),
            None,
        )

    def changed(self, number: int, action: str) -> HandRecord:
        """A copy with action ``number`` (from 1) replaced by ``action`` and the actions after it dropped.

        Replay the copy to see what the change leads to, or which rule refuses it.
        """
        if not 1 <= number <= len(self.actions) + 1:
            raise RecordError(f"action {number}: the record has actions 1 to {len(self.actions)}")
        return replace(self, actions=[*self.actions[: number - 1], action])

    def to_dict(self) -> dict[str, Any]:
        """The record as a JSON-ready dict, fields in the order the format describes them."""
        data: dict[str, Any] = {"game": self.game}
        if self.options:
            data["options"] = dict(self.options)
        data["players"] = list(self.players)
        data["dealer"] = self.dealer
        for game_field in self.spec.fields if self.spec else ():
            if game_field.name in self.fields:
                data[game_field.name] = game_field.to_json(self.fields[game_field.name])
        data["deal"] = {p: self.deal[p].ascii for p in self.players}
        data["actions"] = list(self.actions)
        data.update(self.information)
        return data

    def to_json(self) -> str:
        """JSON text as cardlib writes it: UTF-8, two-space indents, a final newline."""
        return dumps(self.to_dict())

    def save(self, path: str | Path) -> None:
        """Write the record to a file as JSON, whole or not at all.

        It is written beside the file under a hidden name of its own, then renamed over it: a reader
        (the class report, while the class tables play) never meets half a record, nor does a process
        stopped halfway leave one.
        """
        path = Path(path)
        # A name of this process's and thread's own, so that two saves of one file never share it; made
        # as any file is (not mkstemp's owner-only mode), so a record keeps the permissions it had.
        part = path.with_name(f".{path.name}.{os.getpid()}-{threading.get_ident()}.part")
        try:
            # Whatever lies under that name (left by a crash, or a link someone put there) is removed,
            # and the part made afresh ("x"), so that the record is never written through a link.
            part.unlink(missing_ok=True)
            with open(part, "x", encoding="utf-8") as written:
                written.write(self.to_json())
            os.replace(part, path)
        finally:
            part.unlink(missing_ok=True)

    def __str__(self) -> str:
        return str(self.to_deal())

    def _repr_html_(self) -> str:
        # The picture inline as HTML, not as an SVG output: JupyterLab draws an SVG output as an <img>
        # with no text alternative, and the picture's words (its aria-label) would be lost.
        return self.to_deal()._repr_html_()


def split_action(text: str) -> tuple[str, str]:
    """``"A: 10H"`` → ``("A", "10H")``, with spaces tidied."""
    player, _, action = text.partition(":")
    return player.strip(), " ".join(action.split())


def _fail(name: str, reason: str) -> RecordError:
    return RecordError(f"field {shown(name)}: {reason}")


def _check_players(value: Any, spec: GameSpec) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise _fail("players", 'must be a list of seat names in turn order, such as ["A", "Y", "B", "Z"]')
    if len(value) not in spec.player_counts:
        raise _fail("players", f"{spec.title} needs {spec.players_text()} players, not {len(value):,}")
    for name in value:
        if not _is_seat_name(name):
            raise _fail(
                "players",
                f"{shown(name)} is not a seat name; a name is a short line of text (at most "
                f"{LONGEST_NAME} characters) without ':'",
            )
    twice = sorted({n for n in value if value.count(n) > 1})
    if twice:
        raise _fail("players", f'"{twice[0]}" sits twice; every player needs a name of his own')
    return tuple(value)


#: The longest seat name a record may give.
LONGEST_NAME = 30


def _is_seat_name(name: Any) -> bool:
    return (
        isinstance(name, str)
        and 0 < len(name) <= LONGEST_NAME
        and name == name.strip()
        and ":" not in name
        and name.isprintable()
    )


def _check_deal(value: Any, players: tuple[str, ...], spec: GameSpec) -> dict[str, Cards]:
    size = spec.pattern.hand_size
    if not isinstance(value, dict):
        raise _fail("deal", 'must be an object giving each player his cards, such as {"A": "AS KS …"}')
    for player in value:
        if player not in players:
            raise _fail("deal", f"{shown(player)} is not one of the players ({', '.join(players)})")
    hands: dict[str, Cards] = {}
    holder: dict[Card, str] = {}
    for player in players:
        if player not in value:
            raise _fail("deal", f"{player}'s cards are missing; every player is dealt {size}")
        text = value[player]
        if not isinstance(text, str | list) or (
            isinstance(text, list) and not all(isinstance(t, str) for t in text)
        ):
            raise _fail("deal", f'{player}: cards must be a card string such as "AS KS 10H"')
        try:
            hand = Cards.parse(text)
        except CardError as error:
            raise _fail("deal", f"{player}: {error}") from None
        if len(hand) != size:
            raise _fail(
                "deal",
                f"{player} has {counted(len(hand), 'card')}; in {spec.title} each player is dealt {size}",
            )
        for card in hand:
            if card in holder:
                where = "twice" if holder[card] == player else f"to both {holder[card]} and {player}"
                raise _fail("deal", f"{card.ascii} is dealt {where}; a pack has one of each card")
            holder[card] = player
        hands[player] = hand
    return hands


def _check_actions(value: Any, players: tuple[str, ...]) -> list[str]:
    if not isinstance(value, list):
        raise _fail("actions", 'must be a list of strings such as ["A: pass", "Y: 10H"] (it may be empty)')
    for number, text in enumerate(value, start=1):
        if not isinstance(text, str):
            raise RecordError(f'action {number} ({shown(text)}): an action is a string "<player>: <action>"')
        if ":" not in text:
            raise RecordError(f'action {number} {shown(text)}: write the player first, as in "A: pass"')
        player, action = split_action(text)
        if player not in players:
            raise RecordError(
                f"action {number} {shown(text)}: {shown(player)} is not one of the players "
                f"({', '.join(players)})"
            )
        if not action:
            raise RecordError(
                f"action {number} {shown(text)}: {player} does nothing; give a bid, a card or another action"
            )
    return list(value)


def record_from_dict(data: Any, spec_for: Callable[[str], GameSpec]) -> HandRecord:
    """Check a decoded JSON object field by field and return the :class:`HandRecord`.

    ``spec_for`` maps a game name to its :class:`GameSpec` (or raises).
    """
    if not isinstance(data, dict):
        raise RecordError(f"a hand record is a JSON object {{…}} of fields, and this is {kind_of(data)}")
    for name in REQUIRED:
        if name not in data:
            raise RecordError(f'field "{name}" is missing; a record needs {", ".join(REQUIRED)}')
    if not isinstance(data["game"], str):
        raise _fail("game", "must be the game's name as text")
    try:
        spec = spec_for(data["game"])
    except CardlibError as error:
        raise _fail("game", str(error)) from None
    known = set(REQUIRED) | {"options"} | {f.name for f in spec.fields} | set(INFORMATION)
    for name in data:
        if not isinstance(name, str):
            raise RecordError(f"{shown(name)} is no field name; the names of a record's fields are text")
        if name not in known and not name.startswith("x_"):
            raise _fail(
                name, f"a {spec.name} record has no such field; its fields are {', '.join(sorted(known))}"
            )
    for name, value in data.items():  # before any field is read: a reader may recurse into a value
        _check_depth(name, value)
    players = _check_players(data["players"], spec)
    if data["dealer"] not in players:
        raise _fail("dealer", f"{shown(data['dealer'])} is not one of the players ({', '.join(players)})")
    deal = _check_deal(data["deal"], players, spec)
    actions = _check_actions(data["actions"], players)
    options = data.get("options", {})
    try:
        check_options(spec.name, spec.options, options)
    except OptionError as error:
        raise _fail("options", str(error)) from None
    fields: dict[str, Any] = {}
    for game_field in spec.fields:
        if game_field.name not in data:
            if game_field.required:
                raise RecordError(
                    f'field "{game_field.name}" is missing; a {spec.name} record gives {game_field.doc}'
                )
            continue
        try:
            fields[game_field.name] = game_field.parse(data[game_field.name], players)
        except ValueError as error:
            raise _fail(game_field.name, str(error)) from None
    information = {k: v for k, v in data.items() if k in INFORMATION or k.startswith("x_")}
    for name, value in information.items():
        _check_writable(name, value)
    return HandRecord(
        spec.name, players, data["dealer"], deal, actions, dict(options), fields, information, spec
    )


#: How deep lists and objects may nest in any field: deep enough for any note (a game's own fields
#: nest two deep at most), and shallow enough that reading a field, or writing the record back, can
#: never run out of stack.
DEEPEST = 20


def _check_depth(name: str, value: Any, depth: int = 0) -> None:
    """Refuse a field whose lists and objects nest deeper than :data:`DEEPEST`.

    The walk stops at that depth, so a value nested a hundred thousand deep (given as a dict, not
    read from JSON) is refused as quickly as one nested twenty-one deep.
    """
    if depth > DEEPEST:
        raise _fail(
            name, f"lists and objects nest more than {DEEPEST} deep here; a hand record needs far fewer"
        )
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list | tuple) else ()
    for item in items:
        _check_depth(name, item, depth + 1)


def _check_writable(name: str, value: Any) -> None:
    """Refuse a free-text field the kit could not write back as it was read: NaN, Infinity, a key not text.

    Its depth is checked already (:func:`_check_depth`), so this walk is short.
    """
    if isinstance(value, float) and not math.isfinite(value):
        raise _fail(name, f"{shown(value)} is not a number JSON can hold; write the note as text")
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise _fail(name, f"{shown(key)} is not text; the keys of a JSON object are text")
            _check_writable(name, item)
    elif isinstance(value, list):
        for item in value:
            _check_writable(name, item)


def record_from_json(text: str, spec_for: Callable[[str], GameSpec]) -> HandRecord:
    """Read a record from JSON text."""
    data = loads(text, "the record")
    return record_from_dict(data, spec_for)


def loads(text: str, what: str) -> Any:
    """JSON read strictly (no ``NaN`` or ``Infinity``), or a :class:`RecordError` saying what is wrong."""
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON: line {error.lineno}, column {error.colno}: {error.msg}") from None
    except RecursionError:
        raise RecordError(f"{what} is nested too deeply to be a hand record") from None
    except RecordError:
        raise
    except ValueError:
        raise RecordError(f"{what} holds a number far too long to be a count, a seed or an amount") from None


def _no_constant(name: str) -> Any:
    raise RecordError(f"{name} is not a number JSON allows; write an amount such as 40")


def dumps(value: Any, indent: str = "", width: int = 88) -> str:
    """JSON text that keeps short lists and objects on one line and puts one item a line in long ones."""
    flat = json.dumps(value, ensure_ascii=False, allow_nan=False)
    if not isinstance(value, dict | list) or len(indent) + len(flat) <= width or not value:
        return flat if indent else flat + "\n"
    inner = indent + "  "
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(k, ensure_ascii=False, allow_nan=False)}: {dumps(v, inner, width)}"
            for k, v in value.items()
        ]
        text = "{\n" + ",\n".join(items) + f"\n{indent}}}"
    else:
        text = "[\n" + ",\n".join(inner + dumps(v, inner, width) for v in value) + f"\n{indent}]"
    return text if indent else text + "\n"

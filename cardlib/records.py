"""Hand records for every game: read, write, deal fresh ones, and replay them through an engine."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import IO, Any

from cardlib.core.deal import Deal, deal
from cardlib.core.errors import NotImplementedGame, RecordError
from cardlib.core.game import Rules, State
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed
from cardlib.core.record import HandRecord, record_from_dict, record_from_json
from cardlib.games.registry import GAMES, game_spec

__all__ = ["HandRecord", "load_record", "new_record", "parse_record", "replay", "rules_for"]


def parse_record(data: str | Mapping[str, Any]) -> HandRecord:
    """Check a record given as JSON text or as a decoded dict; every field is checked."""
    if isinstance(data, str):
        return record_from_json(data, game_spec)
    return record_from_dict(dict(data) if isinstance(data, Mapping) else data, game_spec)


def load_record(source: str | Path | IO[str]) -> HandRecord:
    """Read and check a record from a file path or an open text file."""
    if hasattr(source, "read"):
        return parse_record(source.read())
    try:
        text = Path(source).read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(f"{source}: not UTF-8 text; a hand record is JSON saved as UTF-8") from None
    return parse_record(text)


def new_record(
    game: str,
    players: int | list[str] | tuple[str, ...] | None = None,
    dealer: str | None = None,
    seed: Seed = None,
    *,
    options: Mapping[str, Any] | None = None,
    fixed: Mapping[str, Cards | str] | None = None,
) -> HandRecord:
    """Deal a fresh hand of ``game`` from ``seed`` as a record with no actions yet.

    ``players`` is a count (the game's seats for its usual table, A Y B Z for a Boston and A B C D
    for Pitch, as Foster's examples have them; otherwise A B C …) or a list of names; without it,
    four where the game is played by four, else the game's usual table;
    the dealer is the last player unless named. The game's own fields are
    written out with their starting values, ready for a teacher to edit.
    """
    spec = game_spec(game)
    if players is None:
        players = 4 if 4 in spec.player_counts else len(spec.seats)
    if isinstance(players, int) and not isinstance(players, bool) and players not in spec.player_counts:
        raise RecordError(f"{spec.title} needs {spec.players_text()} players, not {players}")
    # the usual table is seated as the game's own examples seat it
    names = spec.table_names(players) if isinstance(players, int) else tuple(players)
    dealer = names[-1] if dealer is None else dealer
    return record_of_deal(
        game, deal(names, dealer, spec.pattern, seed, fixed=fixed, turn_up=spec.turn_up), options
    )


def record_of_deal(game: str, dealt: Deal, options: Mapping[str, Any] | None = None) -> HandRecord:
    """A record of ``dealt`` with no actions yet: the game's own fields at their starting values.

    A field the deal settles (Boston's turn-up, the rest of Seven-Up's pack) is read from the deal.
    """
    spec = game_spec(game)
    names = dealt.players
    data: dict[str, Any] = {"game": game, "players": list(names), "dealer": dealt.dealer, "actions": []}
    if options:
        data["options"] = dict(options)
    data["deal"] = {p: dealt.hands[p].ascii for p in names}
    for game_field in spec.fields:
        if game_field.in_new_records:
            made = game_field.dealt(dealt) if game_field.dealt else game_field.default(names)
            data[game_field.name] = made
    return parse_record(data)


def rules_for(game: str, **options: Any) -> Rules:
    """The rules object of ``game`` with these options (each other option at its default)."""
    spec = game_spec(game)
    if spec.engine is None:
        raise NotImplementedGame(
            f"the {spec.title} engine is not written yet: cardlib can deal and check {game} records, "
            "but cannot yet play or score them"
        )
    rules: Rules = spec.engine()(**options)
    return rules


def replay(record: HandRecord | str | Mapping[str, Any]) -> State:
    """Apply every action of ``record`` with its game's engine and return the state reached."""
    if not isinstance(record, HandRecord):
        record = parse_record(record)
    return rules_for(record.game, **record.options).from_record(record)


def known_games() -> list[str]:
    """The names of the games, as hand records write them."""
    return list(GAMES)

"""A deal set: a folder of fresh hand records, one a deal, all made from one seed.

``set.json`` names the game, the seed and the deals; ``deal-01.json`` and on are the records a student
loads, plays and saves again under the same name in his own folder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cardlib.core.errors import CardlibError, RecordError
from cardlib.core.pack import derived
from cardlib.core.record import HandRecord
from cardlib.games.registry import game_spec
from cardlib.records import load_record, new_record

MANIFEST = "set.json"


@dataclass(frozen=True)
class DealSet:
    """The deals of a class duplicate, by file name, with the game and seed they came from."""

    game: str
    seed: int
    deals: dict[str, HandRecord]

    def __repr__(self) -> str:
        return f"DealSet({self.game!r}, seed={self.seed}, deals={len(self.deals)})"

    def match(self, record: HandRecord) -> str | None:
        """The name of the set's deal that ``record`` was dealt from, or ``None``."""
        return next((name for name, deal in self.deals.items() if _dealt(deal) == _dealt(record)), None)


def _dealt(record: HandRecord) -> tuple:
    """What a record was dealt with, its actions aside."""
    return (record.game, record.players, record.dealer, record.deal, record.fields, record.options)


def deal_name(number: int) -> str:
    """The file name of deal ``number`` (from 1)."""
    return f"deal-{number:02}.json"


def deal_label(name: str) -> str:
    """A deal's file name as a student reads it: ``deal-03.json`` is "deal 3"."""
    number = name.removesuffix(".json").rpartition("-")[2]
    return f"deal {int(number)}" if number.isdigit() else name


def make_deal_set(game: str, seed: int, count: int, folder: Path) -> DealSet:
    """Deal ``count`` fresh deals of ``game`` from ``seed`` into ``folder`` (with its ``set.json``)."""
    spec = game_spec(game)
    if not 1 <= count <= 100:
        raise CardlibError(f"count {count}: a deal set has 1 to 100 deals")
    folder.mkdir(parents=True, exist_ok=True)
    deals = {deal_name(n): new_record(game, spec.seats, seed=derived(seed, n)) for n in range(1, count + 1)}
    for name, record in deals.items():
        record.save(folder / name)
    manifest = {"game": game, "seed": seed, "deals": list(deals)}
    (folder / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return DealSet(game, seed, deals)


def load_deal_set(folder: Path) -> DealSet:
    """Read a deal set written by :func:`make_deal_set`."""
    manifest_path = folder / MANIFEST
    if not manifest_path.exists():
        raise RecordError(f"{folder}: no {MANIFEST} here; make a deal set with `cardlib class deals`")
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    deals = {name: load_record(folder / name) for name in manifest["deals"]}
    return DealSet(manifest["game"], manifest["seed"], deals)

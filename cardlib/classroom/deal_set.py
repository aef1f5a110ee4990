"""A deal set: a folder of fresh hand records, one a deal, all made from one seed.

``set.json`` names the game, the seed and the deals; ``deal-01.json`` and on are the records a student
loads, plays and saves again under the same name in his own folder.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from cardlib.classroom.files import is_link
from cardlib.core.errors import CardlibError, RecordError
from cardlib.core.game import State
from cardlib.core.pack import derived
from cardlib.core.record import HandRecord, loads
from cardlib.core.words import counted, shown
from cardlib.games.registry import game_spec
from cardlib.records import load_record, new_record, replay
from cardlib.render.svg import fluid

MANIFEST = "set.json"
#: The names deal files have (``deal-03.json``): only such files of an old set are ever removed.
DEAL_FILE = re.compile(r"deal-\d+\.json")


def moment_words(moment: int) -> str:
    """The moment a picture shows, in words: the deal before any action, else the table after so many."""
    if moment == 0:
        return "the deal as dealt, before any action"
    return f"the table after {counted(moment, 'action')}"


def point_html(title: str, point: str, picture: str, comment: str, where: str) -> str:
    """A deal worth studying as a learner sees it: its title, its point, its key moment drawn, the comment.

    ``where`` says which deal and moment the picture shows.
    """
    return (
        f"<div class='annotated-deal'><h4>{escape(title)}</h4>"
        f"<p><i>{escape(point)}</i></p>{picture}"
        f"<p>{escape(comment)}</p>"
        f"<p><small>{escape(where)}</small></p></div>"
    )


@dataclass(frozen=True)
class DealNote:
    """What an annotated deal of a set was dealt to teach: its point, and its key moment as played.

    ``line`` is the play that reaches the key moment (``"A: bid 2"``…), as the rule-of-thumb players
    played the deal when it was chosen, so that a set drawn anywhere shows the same moment.
    """

    title: str
    point: str
    comment: str
    line: tuple[str, ...]

    def at_moment(self, record: HandRecord) -> State:
        """The deal ``record`` (unplayed) played to its key moment."""
        state = replay(record)
        for action in self.line:
            state.apply(action)
        return state

    def html(self, record: HandRecord) -> str:
        """The note drawn: the point, the deal at its key moment face up, the comment."""
        picture = fluid(self.at_moment(record).picture())
        return point_html(
            self.title,
            self.point,
            picture,
            self.comment,
            f"The picture shows {moment_words(len(self.line))}.",
        )

    def to_dict(self) -> dict[str, Any]:
        """The note as ``set.json`` keeps it."""
        return {"title": self.title, "point": self.point, "comment": self.comment, "line": list(self.line)}


@dataclass(frozen=True)
class DealSet:
    """The deals of a class duplicate, by file name, with the game and seed they came from."""

    game: str
    seed: int
    deals: dict[str, HandRecord]
    #: What each annotated deal was dealt to teach (a set of deals worth studying), by file name.
    notes: dict[str, DealNote] = field(default_factory=dict)

    def __repr__(self) -> str:
        return f"DealSet({self.game!r}, seed={self.seed}, deals={len(self.deals)})"

    @property
    def players(self) -> tuple[str, ...]:
        """The seats of the set's deals (every deal of a set is dealt to the same table)."""
        return next(iter(self.deals.values())).players

    def fingerprint(self) -> str:
        """A short text that changes when any deal of the set would be dealt otherwise (or renamed)."""
        dealt = [(name, _dealt(record)) for name, record in self.deals.items()]
        return hashlib.sha256(repr(dealt).encode()).hexdigest()

    def match(self, record: HandRecord) -> str | None:
        """The name of the set's deal that ``record`` was dealt from, or ``None``."""
        return next((name for name, deal in self.deals.items() if _dealt(deal) == _dealt(record)), None)


def _dealt(record: HandRecord) -> tuple[Any, ...]:
    """What a record was dealt with, its actions aside."""
    return (record.game, record.players, record.dealer, record.deal, record.fields, record.options)


def deal_name(number: int) -> str:
    """The file name of deal ``number`` (from 1)."""
    return f"deal-{number:02}.json"


def deal_label(name: str) -> str:
    """A deal's file name as a student reads it: ``deal-03.json`` is "deal 3"."""
    number = name.removesuffix(".json").rpartition("-")[2]
    return f"deal {int(number)}" if number.isdigit() else name


def make_deal_set(game: str, seed: int, count: int, folder: Path, players: int | None = None) -> DealSet:
    """Deal ``count`` fresh deals of ``game`` from ``seed`` into ``folder`` (with its ``set.json``).

    ``players`` seats a table of that many (Pitch: 4 to 7); by default the game's usual table.
    """
    spec = game_spec(game)
    if not 1 <= count <= 100:
        raise CardlibError(f"count {count}: a deal set has 1 to 100 deals")
    table = spec.seats if players is None else players
    deals = {deal_name(n): new_record(game, table, seed=derived(seed, n)) for n in range(1, count + 1)}
    write_deal_set_files(folder, game, seed, deals)
    return DealSet(game, seed, deals)


def write_deal_set_files(
    folder: Path,
    game: str,
    seed: int,
    deals: dict[str, HandRecord],
    titles: list[str] | None = None,
    notes: dict[str, DealNote] | None = None,
) -> None:
    """Write ``deals`` (by file name) and the ``set.json`` naming them into ``folder``, made if need be.

    A set already there is replaced whole: the deal files its ``set.json`` named and the new set does
    not are removed, so that no deal of an old set (another game, more deals) lies beside the new one.
    A file to be written that is a link is refused before anything is written (see :func:`refuse_links`).
    """
    refuse_links(folder, [MANIFEST, *deals])
    folder.mkdir(parents=True, exist_ok=True)
    try:
        old = loads((folder / MANIFEST).read_text(encoding="utf-8-sig"), MANIFEST).get("deals")
    except (OSError, ValueError, AttributeError):
        old = None  # no set here, or one too damaged to name its deals: nothing to remove
    for name, record in deals.items():
        record.save(folder / name)
    manifest: dict[str, Any] = {"game": game, "seed": seed, "deals": list(deals)}
    if titles is not None:
        manifest["titles"] = titles
    if notes:
        manifest["notes"] = {name: note.to_dict() for name, note in notes.items()}
    (folder / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    for name in old if isinstance(old, list) else []:  # the new set written, the old one's leftovers go
        if isinstance(name, str) and name not in deals and DEAL_FILE.fullmatch(name):
            (folder / name).unlink(missing_ok=True)


def refuse_links(folder: Path, names: Iterable[str]) -> None:
    """Refuse, in one line, if any of ``names`` in ``folder`` is a link: the kit never writes through one.

    Written through, a link would put the set over a file elsewhere (the teacher's, or another class's).
    """
    linked = next((name for name in names if is_link(folder / name)), None)
    if linked is not None:
        raise CardlibError(
            f"{folder / linked} is a link to somewhere else, and the kit never writes through a link:"
            " remove the link, or give another folder"
        )


def load_deal_set(folder: Path) -> DealSet:
    """Read a deal set written by :func:`make_deal_set`; a damaged one is refused in one line."""
    manifest_path = folder / MANIFEST
    if not folder.is_dir():
        raise RecordError(f"{folder}: no such folder; make a deal set with `{MAKE}`")
    if not manifest_path.is_file():
        raise RecordError(f"{folder}: no {MANIFEST} here; make a deal set with `{MAKE}`")
    try:
        manifest = loads(manifest_path.read_text(encoding="utf-8-sig"), MANIFEST)
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(
            f"{MANIFEST}: cannot read it ({_why(error)}); make the set again with `{MAKE}`"
        ) from None
    except RecordError as error:
        raise RecordError(f"{MANIFEST}: {error}; make the set again with `{MAKE}`") from None
    names = manifest.get("deals") if isinstance(manifest, dict) else None
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise RecordError(f'{MANIFEST}: "deals" must list the deals\' file names, such as ["deal-01.json"]')
    game, seed = manifest.get("game"), manifest.get("seed", 0)
    if not isinstance(game, str):
        raise RecordError(f'{MANIFEST}: "game" must name the set\'s game')
    game_spec(game)  # an unknown game is named here
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(f'{MANIFEST}: "seed" must be a whole number, not {shown(seed)}')
    deals = {}
    for name in names:
        # A name the file system cannot hold (a NUL, a line break) is no deal's name either.
        if Path(name).name != name or name in (".", "..") or not name.isprintable():
            raise RecordError(
                f"{MANIFEST}: {shown(name)} is not a file name in the set's folder, such as deal-01.json"
            )
        try:
            record = load_record(folder / name)
        except FileNotFoundError:
            raise RecordError(f"{MANIFEST} names {name}, but the set's folder has no such file") from None
        except (OSError, UnicodeDecodeError) as error:
            raise RecordError(f"{name}: cannot read it ({_why(error)})") from None
        except RecordError as error:
            raise RecordError(f"{name}: {error}") from None
        if record.game != game:
            raise RecordError(f"{name} is a deal of {record.game}, but the set is of {game}")
        deals[name] = record
    return DealSet(game, seed, deals, _notes(manifest.get("notes", {}), deals))


def _notes(given: object, deals: dict[str, HandRecord]) -> dict[str, DealNote]:
    """The set's notes as ``set.json`` gives them, each checked against its deal, or one line refused."""
    if not isinstance(given, dict):
        raise RecordError(f'{MANIFEST}: "notes" must map each annotated deal\'s file name to its note')
    notes = {}
    for name, note in given.items():
        if name not in deals:
            raise RecordError(f"{MANIFEST}: a note is on {shown(name)}, which is not one of the set's deals")
        fields = note if isinstance(note, dict) else {}
        title, point, comment, line = (fields.get(k) for k in ("title", "point", "comment", "line"))
        if not (
            isinstance(title, str)
            and isinstance(point, str)
            and isinstance(comment, str)
            and isinstance(line, list)
            and all(isinstance(a, str) for a in line)
        ):
            raise RecordError(
                f'{MANIFEST}: the note on {name} must give its "title", "point" and "comment" as words and '
                'its "line" as the actions up to its key moment'
            )
        made = DealNote(title, point, comment, tuple(line))
        try:
            made.at_moment(deals[name])  # a line that cannot be played on its deal is said now
        except CardlibError as error:
            raise RecordError(f"{MANIFEST}: the note on {name}: {error}") from None
        notes[name] = made
    return notes


#: The command that makes a deal set, as the README's set-up installs it.
MAKE = ".venv/bin/cardlib class deals"


def _why(error: Exception) -> str:
    return str(getattr(error, "strerror", None) or type(error).__name__)

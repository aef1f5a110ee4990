"""The class duplicate report: every student's records checked against the set, then scored deal by deal.

A student's result on a deal is what his seat won or lost (``returns()``); his duplicate score is
that result less the average of everyone who played the same deal from the same seat, so the luck of
the cards cancels. A record says which seat its student played: ``x_seat`` (written by ``play --save``
and the notebook's ``ClassTable``), else his seat in ``x_seats`` (who sat where at a class table); a record
that says neither is scored at the report's seat.
A record that is broken, of another deal, or not played to the end is refused and named, never
silently dropped; so is a link (never followed), a file larger than any hand record, and a member of
a student's zip that lies outside it or in another student's folder. The open-hand analysis finds
each student's costliest card: in the whole play where the compiled search runs (numba installed) or
the hands are small (Pitch), else in the tricks played with seven cards or fewer in each hand.
"""

from __future__ import annotations

import functools
import io
import itertools
import os
import re
import unicodedata
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from cardlib.analysis import NotAnalysable, Slip, where_it_went_wrong
from cardlib.analysis.solver import Solver
from cardlib.classroom.deal_set import DealNote, DealSet, deal_label
from cardlib.classroom.files import A_LINK, LARGEST_RECORD, TooLarge, is_link, read_bounded
from cardlib.core.errors import CardlibError, one_line
from cardlib.core.game import State
from cardlib.core.record import HandRecord
from cardlib.core.words import and_list, counted, shown
from cardlib.games.registry import game_spec
from cardlib.records import parse_record, replay
from cardlib.render.bars import BarChart
from cardlib.render.sheet import Sheet, Sheets

#: Without the compiled search, the analysis looks at the tricks played with this many cards or
#: fewer in each hand (the pure-Python search answers those within a second or so).
ANALYSED_CARDS = 7
#: The most files the report reads in one student's zip, and in a whole results folder: a class of
#: forty playing a set of a hundred deals hands in 4,000.
MOST_IN_ZIP = 1_000
MOST_IN_RESULTS = 10_000
#: The largest zip the report opens: a student's hundred hands zip to about a tenth of a megabyte.
LARGEST_ZIP = 5_000_000


@dataclass(frozen=True)
class Refused:
    """A file that could not be counted, and why."""

    path: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


@dataclass
class ClassReport:
    """Each student's result on each deal of the set, the duplicate scores, and the refusals."""

    deal_set: DealSet
    #: The seat of a record that does not say which seat its student played.
    seat: str
    results: dict[tuple[str, str], float] = field(default_factory=dict)
    refused: list[Refused] = field(default_factory=list)
    mistakes: dict[str, list[tuple[str, Slip]]] = field(default_factory=dict)
    #: The seat each student played each deal from, where it is not the report's seat.
    seats: dict[tuple[str, str], str] = field(default_factory=dict)
    #: Whether the analysis covers the whole play (else the last :data:`ANALYSED_CARDS` tricks).
    whole_play: bool = True

    def seat_of(self, student: str, deal: str) -> str:
        """The seat ``student`` played ``deal`` from."""
        return self.seats.get((student, deal), self.seat)

    @property
    def students(self) -> list[str]:
        """Every student with at least one counted record, in name order."""
        return sorted({student for student, _ in self.results})

    def average(self, deal: str, seat: str | None = None) -> float | None:
        """The average result of everyone who played ``deal`` from ``seat`` (``None`` if nobody did).

        ``seat`` is the report's seat unless given.
        """
        seat = seat or self.seat
        scores = [v for (s, d), v in self.results.items() if d == deal and self.seat_of(s, d) == seat]
        return sum(scores) / len(scores) if scores else None

    def duplicate(self, student: str, deal: str) -> float | None:
        """The student's result on ``deal`` less the average from his seat (``None`` if he did not play)."""
        result = self.results.get((student, deal))
        average = self.average(deal, self.seat_of(student, deal))
        return None if result is None or average is None else result - average

    def seats_played(self) -> tuple[str, ...]:
        """Every seat a counted record was played from, in the table's order (the report's seat if none)."""
        played = {self.seat_of(student, deal) for student, deal in self.results}
        return tuple(seat for seat in self.deal_set.players if seat in played) or (self.seat,)

    def leaderboard(self) -> list[tuple[str, float, int]]:
        """(student, total duplicate score, deals played), best first."""
        rows = []
        for student in self.students:
            scores = [s for d in self.deal_set.deals if (s := self.duplicate(student, d)) is not None]
            rows.append((student, sum(scores), len(scores)))
        return sorted(rows, key=lambda row: (-row[1], row[0]))

    def sheets(self) -> Sheets:
        """The leaderboard, the per-deal table, the refusals and each student's costliest card.

        Where the students played more than one seat, each result and each average says its seat.
        """
        sheets = [self._board(), self._per_deal()]
        if self.refused:
            sheets.append(
                Sheet("Files not counted", ("file", "why"), [(r.path, r.reason) for r in self.refused])
            )
        costly = [
            (s, deal_label(deal), str(slip)) for s, found in self.mistakes.items() for deal, slip in found
        ]
        if costly:
            where = (
                "from each deal's first card"
                if self.whole_play
                else f"in the tricks played with {counted(ANALYSED_CARDS, 'card')} or fewer in each hand"
                " (install numba to analyse the whole play)"
            )
            sheets.append(
                Sheet(
                    "Each student's costliest cards (open-hand analysis)",
                    ("student", "deal", "card"),
                    costly,
                    f"Each card the student played is valued with all hands open, {where}; a position"
                    " too big to search is left out.",
                )
            )
        return Sheets(sheets)

    def _board(self) -> Sheet:
        """The leaderboard; with the seats each student played, where they were not all one seat."""
        seats = self.seats_played()
        title = game_spec(self.deal_set.game).title
        if len(seats) == 1:
            heading = f"Class duplicate, {title} seat {seats[0]}: the leaderboard"
            columns: tuple[str, ...] = ("place", "student", "duplicate score", "deals played")
        else:
            heading = f"Class duplicate, {title}, each student at his own seat: the leaderboard"
            columns = ("place", "student", "seat", "duplicate score", "deals played")
        rows = []
        for place, (student, total, played) in enumerate(self.leaderboard(), 1):
            his = [] if len(seats) == 1 else [self._seats_of(student)]
            rows.append((str(place), student, *his, f"{total:+.1f}", str(played)))
        return Sheet(
            heading,
            columns,
            rows,
            "A deal's duplicate score is the student's result less the average of all who played it from"
            " the same seat.",
        )

    def _per_deal(self) -> Sheet:
        """Every student's result on each deal, and the average of each seat played."""
        seats = self.seats_played()
        mixed = len(seats) > 1
        averages = [f"average at {seat}" for seat in seats] if mixed else ["average"]
        rows = [
            (
                deal_label(deal),
                *(self._cell(student, deal, mixed) for student in self.students),
                *(_number(self.average(deal, seat), "{:.1f}") for seat in seats),
            )
            for deal in self.deal_set.deals
        ]
        title = (
            "Each deal: every student's result at his seat, and each seat's average"
            if mixed
            else "Each deal: every student's result, and the average"
        )
        return Sheet(title, ("deal", *self.students, *averages), rows)

    def _seats_of(self, student: str) -> str:
        """The seats ``student`` played, in the table's order."""
        his = {self.seat_of(s, deal) for s, deal in self.results if s == student}
        return and_list([seat for seat in self.deal_set.players if seat in his])

    def _cell(self, student: str, deal: str, mixed: bool) -> str:
        """A student's result on a deal, with his seat where the students played more than one."""
        cell = _number(self.results.get((student, deal)))
        return f"{cell} at {self.seat_of(student, deal)}" if mixed and cell != "–" else cell

    def points(self) -> list[tuple[str, DealNote]]:
        """What each annotated deal of the set was dealt to teach, by the deal's file name, in order."""
        notes = self.deal_set.notes
        return [(deal, notes[deal]) for deal in self.deal_set.deals if deal in notes]

    def __str__(self) -> str:
        told = "".join(
            f"\n\n{deal_label(deal)}: {note.title}. {note.point}\n{note.comment}"
            for deal, note in self.points()
        )
        return str(self.sheets()) + (f"\n\nWhat each deal was dealt to teach:{told}" if told else "")

    def __repr__(self) -> str:
        return (
            f"ClassReport({self.deal_set.game!r}, students={len(self.students)}, "
            f"deals={len(self.deal_set.deals)}, not counted={len(self.refused)})"
        )

    def _repr_html_(self) -> str:
        drawn = "".join(
            f"<h4>{escape(deal_label(deal))}</h4>{note.html(self.deal_set.deals[deal])}"
            for deal, note in self.points()
        )
        told = f"<h3>What each deal was dealt to teach</h3>{drawn}" if drawn else ""
        return self.sheets()._repr_html_() + told

    def chart(self) -> BarChart:
        """Each student's total duplicate score as a bar, drawn by the kit (no matplotlib needed)."""
        rows = [(name, total) for name, total, _ in self.leaderboard()]
        return BarChart(rows, "duplicate score (result less each deal's average)")

    def plot(self, ax: Any) -> Any:
        """Each student's total duplicate score as a bar on a matplotlib axes."""
        names, totals, _ = zip(*self.leaderboard(), strict=True) if self.results else ((), (), ())
        ax.barh(list(names)[::-1], list(totals)[::-1], color="#2a4d8f")
        ax.axvline(0, color="#888", linewidth=1)
        ax.set_xlabel("duplicate score (result less each deal's average)")
        return ax


def _seat_said(record: HandRecord, student: str, seats: tuple[str, ...]) -> str | None:
    """The seat the record says ``student`` played (``x_seat``, else ``x_seats``), or ``None``.

    A seat ``x_seat`` names that is not at the table is refused: scored elsewhere, he would be scored
    at a seat he did not play.
    """
    own = record.information.get("x_seat")
    if own is not None:
        if not isinstance(own, str) or own not in seats:
            raise CardlibError(
                f"it says its student played {shown(own)}, which is not a seat of this deal"
                f" ({and_list(list(seats))})"
            )
        return own
    sat = record.information.get("x_seats")
    if not isinstance(sat, dict):
        return None
    name = _key(student)
    return next(
        (s for s, who in sat.items() if isinstance(who, str) and _key(who) == name and s in seats), None
    )


def _key(name: str) -> str:
    """A name as two spellings of one student share it ("Zoë" typed either way; case aside)."""
    return unicodedata.normalize("NFC", name).casefold()


def _number(value: float | None, form: str = "{:g}") -> str:
    """A result as a table shows it; a dash for a deal nobody played."""
    return "–" if value is None else form.format(value)


def _analysed_from(state: State) -> int:
    """The action number from which each hand holds at most :data:`ANALYSED_CARDS` cards."""
    position = state.rules.new_state(state.deal, **state.fields)
    for number, (player, action) in enumerate(state.history, 1):
        current = position.current_player()
        if position.play_begun() and current is not None and len(position.hand(current)) <= ANALYSED_CARDS:
            return number
        position.apply(f"{player}: {action}")
    return len(state.history) + 1


def _whole_play(deal_set: DealSet) -> bool:
    """Whether the analysis can cover the whole play: the compiled search runs, or the hands are small."""
    from cardlib.analysis import compiled  # numba, if there, loads now: the report is about to search

    first = replay(next(iter(deal_set.deals.values())))
    return compiled.AVAILABLE or all(len(first.hand(p)) <= ANALYSED_CARDS for p in deal_set.players)


def _costliest(state: State, seat: str, solver: Solver, whole_play: bool) -> Slip | None:
    try:
        since = 0 if whole_play else _analysed_from(state)  # 0: the report's own start, the first card
        report = where_it_went_wrong(state, since=since, solver=solver, seat=seat)
    except NotAnalysable:
        return None
    mine = [slip for slip in report.slips if slip.player == seat]
    return max(mine, key=lambda slip: abs(slip.before - slip.after), default=None)


@dataclass(frozen=True)
class _Handed:
    """One file a student handed in: whose, where it was found, and its text (``None`` if unreadable)."""

    student: str
    where: str
    text: str | None
    problem: str = ""


def _handed_in(results: Path) -> Iterator[_Handed]:
    """Every ``STUDENT/deal-NN.json`` in the folder, and in every zip handed in (``Ann.zip``) beside them.

    Whatever else is there is named with the reason it is not counted: a file left loose, a folder
    where a record should be, text that is not UTF-8, a damaged zip, a link. One bad file never stops
    the rest. At most :data:`MOST_IN_RESULTS` files are read; the first one past them is named.
    """
    found = _every_file(results)
    yield from itertools.islice(found, MOST_IN_RESULTS)
    beyond = next(found, None)
    if beyond is not None:
        said = f"the report reads at most {MOST_IN_RESULTS:,} files in a results folder"
        yield _Handed("", beyond.where, None, f"not read, nor any after it: {said}")


#: Why a file that is not a ``.json`` file is not counted.
NOT_A_RECORD = "not a hand record (a record's name ends in .json)"
#: Why a file lying in the results folder itself is not counted.
LOOSE = "a file loose in the results folder: each student's records go in a folder of his name"
#: Why a file over :data:`LARGEST_RECORD` is not read.
TOO_LARGE = f"larger than any hand record (over {LARGEST_RECORD // 1_000_000} MB), so not read"
#: Why a student's folder that is a link is not read.
LINKED_FOLDER = "a link to a folder somewhere else; put the student's folder itself here"


def _every_file(results: Path) -> Iterator[_Handed]:
    """Every file handed in, in name order, each read (at most :data:`LARGEST_RECORD` of it) or refused."""
    for entry in _listed(results):
        if entry.name.startswith("."):
            continue  # the system's own files (.DS_Store, .ipynb_checkpoints)
        if is_link(entry):  # never followed: it may lead out of the results folder
            yield _Handed("", entry.name, None, LINKED_FOLDER if _is_dir(entry) else A_LINK)
        elif entry.suffix.lower() == ".zip":
            yield from _zipped(entry)
        elif _is_dir(entry):
            yield from _in_folder(entry)
        else:
            yield _Handed("", entry.name, None, LOOSE)


def _in_folder(folder: Path) -> Iterator[_Handed]:
    """The files in a student's folder, each read or refused."""
    student = unicodedata.normalize("NFC", folder.name)  # "Zoë" is one student, however it was typed
    for path in _listed(folder):
        if path.name.startswith("."):
            continue
        where = f"{folder.name}/{path.name}"
        if is_link(path):
            yield _Handed(student, where, None, A_LINK)
        elif path.suffix.lower() != ".json":
            yield _Handed(student, where, None, NOT_A_RECORD)
        elif _is_dir(path):
            yield _Handed(student, where, None, "a folder, where a hand record should be")
        else:
            yield _read(student, where, functools.partial(read_bounded, path))


def _listed(folder: Path) -> list[Path]:
    """The entries of ``folder`` in name order; no more than the report would read, however many there are."""
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in itertools.islice(entries, MOST_IN_RESULTS + 1)]
    except OSError:
        return []
    return [folder / name for name in sorted(names)]


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a link that loops on itself
        return False


def _read(student: str, where: str, read: Callable[[], bytes]) -> _Handed:
    """The text of one handed-in file, or why it cannot be read."""
    try:
        data = read()
    except TooLarge:
        return _Handed(student, where, None, TOO_LARGE)
    except (OSError, RuntimeError, NotImplementedError, EOFError, zipfile.BadZipFile, zlib.error) as error:
        # RuntimeError: a password-protected member; NotImplementedError: an unknown compression
        return _Handed(student, where, None, f"cannot be read ({_reason(error)})")
    try:
        return _Handed(student, where, data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return _Handed(student, where, None, "not UTF-8 text, as the kit saves hand records")


def _reason(error: Exception) -> str:
    text = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return one_line(str(text))[:80]


def _zipped(packed: Path) -> Iterator[_Handed]:
    """The hand records of one student's zip (``Ann.zip``), each member on its own.

    A zip is its student's, named by the zip: a member counts as his if it lies in no folder or in a
    folder of his name. A member in another student's folder, or whose path leads out of the zip, is
    refused and named; so is one larger than any hand record, however small its header says it is.
    """
    if _is_dir(packed):
        yield _Handed("", packed.name, None, "a folder named like a zip; a student's folder has his name")
        return
    owner = _zip_owner(packed)
    try:
        # Read as the records are (read_bounded): a regular file only, never a pipe named like a zip
        # (which would hold the report up for ever) nor a link, and never past the limit.
        archive = zipfile.ZipFile(io.BytesIO(read_bounded(packed, LARGEST_ZIP)))
    except TooLarge:
        said = f"a zip of over {LARGEST_ZIP / 1_000_000:g} MB, far more than a student's hands"
        yield _Handed(owner, packed.name, None, said)
        return
    except (OSError, zipfile.BadZipFile, EOFError, ValueError, NotImplementedError) as error:
        yield _Handed(owner, packed.name, None, f"not a zip of hand records ({_reason(error)})")
        return
    with archive:
        members = sorted(archive.infolist(), key=lambda i: i.filename)
        for info in members[:MOST_IN_ZIP]:
            handed = _member(archive, info, packed.name, owner)
            if handed is not None:
                yield handed
        if len(members) > MOST_IN_ZIP:
            where = f"{packed.name}:{one_line(members[MOST_IN_ZIP].filename)}"
            said = f"not read, nor any after it: the report reads at most {MOST_IN_ZIP:,} files of a zip"
            yield _Handed(owner, where, None, said)


def _member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, zip_name: str, owner: str) -> _Handed | None:
    """One member of ``owner``'s zip, read or refused; ``None`` for a folder or a hidden file."""
    member = info.filename
    where = f"{zip_name}:{one_line(member)}"
    outside = _outside(member)
    if outside:
        return _Handed(owner, where, None, f"{outside}; a student's zip holds his deal-NN.json files")
    parts = [part for part in member.split("/") if part not in ("", ".")]
    if info.is_dir() or not parts or parts[-1].startswith("."):
        return None  # a folder, or the system's own file (__MACOSX/._deal-01.json, .DS_Store)
    if len(parts) > 1 and _key(parts[-2]) != _key(owner):
        return _Handed(
            owner,
            where,
            None,
            f"in the folder {shown(parts[-2])}, in {owner}'s zip: a zip counts for its own student only",
        )
    if not parts[-1].lower().endswith(".json"):
        return _Handed(owner, where, None, NOT_A_RECORD)
    if info.file_size > LARGEST_RECORD:
        return _Handed(owner, where, None, TOO_LARGE)
    return _read(owner, where, functools.partial(_inflated, archive, info))


def _outside(member: str) -> str:
    """Why a zip member's path leads outside the zip, or "" if it stays inside."""
    if "\\" in member:
        return "a path written with \\, which may lead anywhere"
    if member.startswith("/") or re.match(r"[A-Za-z]:", member):
        return "a path from the top of a disc, not inside the zip"
    if ".." in member.split("/"):
        return "a path that climbs out of the zip with .."
    return ""


def _inflated(archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> bytes:
    """A member's bytes, never inflated past :data:`LARGEST_RECORD`, whatever its header says."""
    with archive.open(info) as member:
        data = member.read(LARGEST_RECORD + 1)
    if len(data) > LARGEST_RECORD:
        raise TooLarge(info.filename)
    return data


def _zip_owner(packed: Path) -> str:
    """Whose a zip is: its name, without the " (1)" a browser adds to a second download of it.

    A name cannot hold brackets (:func:`cardlib.classroom.seat.student_name`), so they are never his.
    """
    stem = unicodedata.normalize("NFC", packed.stem)
    return re.sub(r" ?\(\d+\)$", "", stem) or stem


def class_report(
    deal_set: DealSet, results: Path, seat: str | None = None, analyse: bool = True
) -> ClassReport:
    """Check and score each student's records: ``results/STUDENT/deal-NN.json`` or ``results/STUDENT.zip``.

    Each student is scored at the seat his record names; ``seat`` is that of a record naming none.
    """
    seats = deal_set.players
    seat = seat or seats[0]
    if seat not in seats:
        raise CardlibError(f"seat {shown(seat)}: the seats of this set's game are {', '.join(seats)}")
    report = ClassReport(deal_set, seat, whole_play=not analyse or _whole_play(deal_set))
    solver = Solver()  # the class played the same deals: one student's searches help the next one's
    for handed in _handed_in(results):
        if handed.text is None:
            report.refused.append(Refused(handed.where, handed.problem))
            continue
        try:
            record = parse_record(handed.text)
            state = replay(record)
        except CardlibError as error:
            report.refused.append(Refused(handed.where, f"not a valid hand record: {error}"))
            continue
        deal = deal_set.match(record)
        student = handed.student
        try:
            said = _seat_said(record, student, seats)
        except CardlibError as error:
            report.refused.append(Refused(handed.where, str(error)))
            continue
        if deal is None:
            report.refused.append(
                Refused(handed.where, "not one of the set's deals (another deal, or changed)")
            )
        elif not state.is_over():
            report.refused.append(Refused(handed.where, f"{deal} is not played to the end"))
        elif (student, deal) in report.results:
            report.refused.append(Refused(handed.where, f"{deal} is played twice; the first file counts"))
        else:
            played = said or seat
            if played != seat:
                report.seats[(student, deal)] = played
            report.results[(student, deal)] = state.returns()[played]
            slip = _costliest(state, played, solver, report.whole_play) if analyse else None
            if slip is not None:
                report.mistakes.setdefault(student, []).append((deal, slip))
    return report

"""The class duplicate report: every student's records checked against the set, then scored deal by deal.

A student's result on a deal is what his seat won or lost (``returns()``); his duplicate score is
that result less the average of everyone who played the same deal from the same seat, so the luck of
the cards cancels. A student plays the report's seat, unless his record says he sat elsewhere (a class
table writes who sat where in ``x_seats``).
A record that is broken, of another deal, or not played to the end is refused and named, never
silently dropped. The open-hand analysis finds each student's costliest card: in the whole play where
the compiled search runs (numba installed) or the hands are small (Pitch), else in the tricks played
with seven cards or fewer in each hand.
"""

from __future__ import annotations

import functools
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardlib.analysis import NotAnalysable, Slip, where_it_went_wrong
from cardlib.analysis.solver import Solver
from cardlib.classroom.deal_set import DealSet, deal_label
from cardlib.core.errors import CardlibError, one_line
from cardlib.core.game import State
from cardlib.core.record import HandRecord
from cardlib.core.words import counted, shown
from cardlib.games.registry import game_spec
from cardlib.records import parse_record, replay
from cardlib.render.bars import BarChart
from cardlib.render.sheet import Sheet, Sheets

#: Without the compiled search, the analysis looks at the tricks played with this many cards or
#: fewer in each hand (the pure-Python search answers those within a second or so).
ANALYSED_CARDS = 7


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

    def leaderboard(self) -> list[tuple[str, float, int]]:
        """(student, total duplicate score, deals played), best first."""
        rows = []
        for student in self.students:
            scores = [s for d in self.deal_set.deals if (s := self.duplicate(student, d)) is not None]
            rows.append((student, sum(scores), len(scores)))
        return sorted(rows, key=lambda row: (-row[1], row[0]))

    def sheets(self) -> Sheets:
        """The leaderboard, the per-deal table, the refusals and each student's costliest card."""
        board = Sheet(
            f"Class duplicate, {game_spec(self.deal_set.game).title} seat {self.seat}: the leaderboard",
            ("place", "student", "duplicate score", "deals played"),
            [(str(i), s, f"{total:+.1f}", str(n)) for i, (s, total, n) in enumerate(self.leaderboard(), 1)],
            "A deal's duplicate score is the student's result less the average of all who played it from"
            " the same seat.",
        )
        deals = list(self.deal_set.deals)
        per_deal = Sheet(
            "Each deal: every student's result, and the average",
            ("deal", *self.students, "average"),
            [
                (
                    deal_label(deal),
                    *(self._cell(s, deal) for s in self.students),
                    _number(self.average(deal), "{:.1f}"),
                )
                for deal in deals
            ],
        )
        sheets = [board, per_deal]
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

    def _cell(self, student: str, deal: str) -> str:
        """A student's result on a deal, with his seat when it is not the report's."""
        cell = _number(self.results.get((student, deal)))
        seat = self.seat_of(student, deal)
        return cell if seat == self.seat or cell == "–" else f"{cell} at {seat}"

    def __str__(self) -> str:
        return str(self.sheets())

    def __repr__(self) -> str:
        return (
            f"ClassReport({self.deal_set.game!r}, students={len(self.students)}, "
            f"deals={len(self.deal_set.deals)}, not counted={len(self.refused)})"
        )

    def _repr_html_(self) -> str:
        return self.sheets()._repr_html_()

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


def _seat_played(record: HandRecord, student: str, seats: tuple[str, ...]) -> str | None:
    """The seat a class table's record says ``student`` sat at (``x_seats``), if it says so."""
    sat = record.information.get("x_seats")
    if not isinstance(sat, dict):
        return None
    return next((seat for seat, name in sat.items() if name == student and seat in seats), None)


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
    where a record should be, text that is not UTF-8, a damaged zip. One bad file never stops the rest.
    """
    for entry in sorted(_listed(results), key=lambda p: p.name):
        if entry.name.startswith("."):
            continue  # the system's own files (.DS_Store, .ipynb_checkpoints)
        if entry.suffix.lower() == ".zip":
            yield from _zipped(entry)
        elif _is_dir(entry):
            for path in sorted(_listed(entry), key=lambda p: p.name):
                if path.name.startswith("."):
                    continue
                where = f"{entry.name}/{path.name}"
                if path.suffix.lower() != ".json":
                    yield _Handed(entry.name, where, None, NOT_A_RECORD)
                elif _is_dir(path):
                    yield _Handed(entry.name, where, None, "a folder, where a hand record should be")
                else:
                    yield _read(entry.name, where, path.read_bytes)
        else:
            yield _Handed("", entry.name, None, LOOSE)


#: Why a file that is not a ``.json`` file is not counted.
NOT_A_RECORD = "not a hand record (a record's name ends in .json)"
#: Why a file lying in the results folder itself is not counted.
LOOSE = "a file loose in the results folder: each student's records go in a folder of his name"


def _listed(folder: Path) -> list[Path]:
    try:
        return list(folder.iterdir())
    except OSError:
        return []


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a link that loops on itself
        return False


def _read(student: str, where: str, read: Callable[[], bytes]) -> _Handed:
    """The text of one handed-in file, or why it cannot be read."""
    try:
        data = read()
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
    """The hand records of one student's zip (``Ann.zip``), each member on its own."""
    if _is_dir(packed):
        yield _Handed("", packed.name, None, "a folder named like a zip; a student's folder has his name")
        return
    try:
        archive = zipfile.ZipFile(packed)
    except (OSError, zipfile.BadZipFile, EOFError, ValueError, NotImplementedError) as error:
        yield _Handed(packed.stem, packed.name, None, f"not a zip of hand records ({_reason(error)})")
        return
    with archive:
        for info in sorted(archive.infolist(), key=lambda i: i.filename):
            member = info.filename
            if info.is_dir() or member.rsplit("/", 1)[-1].startswith("."):
                continue
            student = member.split("/")[-2] if "/" in member else packed.stem
            where = f"{packed.name}:{member}"
            if not member.lower().endswith(".json"):
                yield _Handed(student, where, None, NOT_A_RECORD)
                continue
            yield _read(student, where, functools.partial(archive.read, info))


def class_report(
    deal_set: DealSet, results: Path, seat: str | None = None, analyse: bool = True
) -> ClassReport:
    """Check and score each student's records: ``results/STUDENT/deal-NN.json`` or ``results/STUDENT.zip``."""
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
        if deal is None:
            report.refused.append(
                Refused(handed.where, "not one of the set's deals (another deal, or changed)")
            )
        elif not state.is_over():
            report.refused.append(Refused(handed.where, f"{deal} is not played to the end"))
        elif (student, deal) in report.results:
            report.refused.append(Refused(handed.where, f"{deal} is played twice; the first file counts"))
        else:
            played = _seat_played(record, student, seats) or seat
            if played != seat:
                report.seats[(student, deal)] = played
            report.results[(student, deal)] = state.returns()[played]
            slip = _costliest(state, played, solver, report.whole_play) if analyse else None
            if slip is not None:
                report.mistakes.setdefault(student, []).append((deal, slip))
    return report

"""The class duplicate report: every student's records checked against the set, then scored deal by deal.

A student's result on a deal is what his seat won or lost (``returns()``); his duplicate score is
that result less the average of everyone who played the same deal, so the luck of the cards cancels.
A record that is broken, of another deal, or not played to the end is refused and named, never
silently dropped. The open-hand analysis finds each student's costliest card in the last tricks.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardlib.analysis import NotAnalysable, Slip, where_it_went_wrong
from cardlib.classroom.deal_set import DealSet, deal_label
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.games.registry import game_spec
from cardlib.records import parse_record, replay
from cardlib.render.sheet import Sheet, Sheets

#: The analysis looks at the tricks played with this many cards or fewer in each hand.
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

    @property
    def students(self) -> list[str]:
        """Every student with at least one counted record, in name order."""
        return sorted({student for student, _ in self.results})

    def average(self, deal: str) -> float:
        """The average result of everyone who played ``deal``."""
        scores = [v for (_, d), v in self.results.items() if d == deal]
        return sum(scores) / len(scores) if scores else 0.0

    def duplicate(self, student: str, deal: str) -> float | None:
        """The student's result on ``deal`` less the deal's average (``None`` if he did not play it)."""
        result = self.results.get((student, deal))
        return None if result is None else result - self.average(deal)

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
            "A deal's duplicate score is the student's result less the average of all who played it.",
        )
        deals = list(self.deal_set.deals)
        per_deal = Sheet(
            "Each deal: every student's result, and the average",
            ("deal", *self.students, "average"),
            [
                (
                    deal_label(deal),
                    *(_number(self.results.get((s, deal))) for s in self.students),
                    f"{self.average(deal):.1f}",
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
            sheets.append(
                Sheet(
                    "Each student's costliest cards (open-hand analysis)", ("student", "deal", "card"), costly
                )
            )
        return Sheets(sheets)

    def __str__(self) -> str:
        return str(self.sheets())

    def __repr__(self) -> str:
        return (
            f"ClassReport({self.deal_set.game!r}, students={len(self.students)}, "
            f"deals={len(self.deal_set.deals)}, not counted={len(self.refused)})"
        )

    def _repr_html_(self) -> str:
        return self.sheets()._repr_html_()

    def plot(self, ax: Any) -> Any:
        """Each student's total duplicate score as a bar on a matplotlib axes."""
        names, totals, _ = zip(*self.leaderboard(), strict=True) if self.results else ((), (), ())
        ax.barh(list(names)[::-1], list(totals)[::-1], color="#2a4d8f")
        ax.axvline(0, color="#888", linewidth=1)
        ax.set_xlabel("duplicate score (result less each deal's average)")
        return ax


def _number(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


def _analysed_from(state: State) -> int:
    """The action number from which each hand holds at most :data:`ANALYSED_CARDS` cards."""
    position = state.rules.new_state(state.deal, **state.fields)
    for number, (player, action) in enumerate(state.history, 1):
        current = position.current_player()
        if position.play_begun() and current is not None and len(position.hand(current)) <= ANALYSED_CARDS:
            return number
        position.apply(f"{player}: {action}")
    return len(state.history) + 1


def _costliest(state: State, seat: str) -> Slip | None:
    try:
        report = where_it_went_wrong(state, since=_analysed_from(state))
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
    """Every ``STUDENT/deal-NN.json`` in the folder, and in every zip handed in (``Ann.zip``) beside them."""
    for folder in sorted(p for p in results.iterdir() if p.is_dir()):
        for path in sorted(folder.glob("*.json")):
            yield _Handed(folder.name, f"{folder.name}/{path.name}", path.read_text(encoding="utf-8-sig"))
    for packed in sorted(results.glob("*.zip")):
        try:
            with zipfile.ZipFile(packed) as archive:
                members = sorted(m for m in archive.namelist() if m.endswith(".json"))
                files = [(m, archive.read(m).decode("utf-8-sig")) for m in members]
        except (zipfile.BadZipFile, UnicodeDecodeError) as error:
            yield _Handed(packed.stem, packed.name, None, f"not a zip of hand records ({error})")
            continue
        for member, text in files:
            student = member.split("/")[-2] if "/" in member else packed.stem
            yield _Handed(student, f"{packed.name}:{member}", text)


def class_report(
    deal_set: DealSet, results: Path, seat: str | None = None, analyse: bool = True
) -> ClassReport:
    """Check and score each student's records: ``results/STUDENT/deal-NN.json`` or ``results/STUDENT.zip``."""
    seat = seat or game_spec(deal_set.game).seats[0]
    report = ClassReport(deal_set, seat)
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
            report.results[(student, deal)] = state.returns()[seat]
            slip = _costliest(state, seat) if analyse else None
            if slip is not None:
                report.mistakes.setdefault(student, []).append((deal, slip))
    return report

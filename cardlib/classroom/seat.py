"""A student's seat in a class duplicate: which deal he plays, and where his played hand is saved."""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from cardlib.classroom.deal_set import DealSet, load_deal_set
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.record import HandRecord

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _-]{0,39}$")


def write_record(path: Path, record: HandRecord) -> None:
    """Write ``record`` to ``path``, making the student's folder if it is not there yet."""
    path.parent.mkdir(parents=True, exist_ok=True)
    record.save(path)


class ClassSeat:
    """The deal set a class plays and the folder its results go to (``RESULTS/NAME/deal-NN.json``)."""

    def __init__(self, deal_set: DealSet | Path | str, results: Path | str) -> None:
        self.deal_set = deal_set if isinstance(deal_set, DealSet) else load_deal_set(Path(deal_set))
        self.results = Path(results)

    def folder(self, student: str) -> Path:
        """The student's own folder of results; a name must be plain, so that it makes a folder name."""
        name = student.strip()
        if not _NAME.match(name):
            raise CardlibError(
                f"name {name!r}: write your name with letters and digits (spaces, - and _ too), up to 40"
                if name
                else "write your name first, so that the teacher can find your hands"
            )
        return self.results / name

    def save(self, student: str, deal: str, state: State, information: dict[str, Any] | None = None) -> Path:
        """Save the student's played ``deal``; only a hand played to the end counts.

        ``information`` adds free fields to the record (a class table writes who sat where).
        """
        path, record = self.record(student, deal, state, information)
        write_record(path, record)
        return path

    def record(
        self, student: str, deal: str, state: State, information: dict[str, Any] | None = None
    ) -> tuple[Path, HandRecord]:
        """Where the student's played ``deal`` is saved, and the record saved there (checked, not written)."""
        folder = self.folder(student)
        if deal not in self.deal_set.deals:
            raise CardlibError(
                f"{deal}: not a deal of this set; choose one of {', '.join(self.deal_set.deals)}"
            )
        record = state.to_record()
        if self.deal_set.match(record) != deal:
            raise CardlibError(f"the hand on the table is not {deal}: play {deal} first, then save it")
        if not state.is_over():
            raise CardlibError("the hand is not over yet: play it to the end, then save it")
        if information:
            record = replace(record, information={**record.information, **information})
        return folder / deal, record

    def archive(self, student: str) -> bytes:
        """Every hand the student has saved, as a zip of ``NAME/deal-NN.json`` to hand in.

        The teacher puts the zips in the results folder as they are; the report reads them.
        """
        folder = self.folder(student)
        packed = io.BytesIO()
        with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
            for path in sorted(folder.glob("*.json")):
                member = zipfile.ZipInfo(f"{folder.name}/{path.name}", date_time=(2000, 1, 1, 0, 0, 0))
                archive.writestr(member, path.read_bytes(), zipfile.ZIP_DEFLATED)
        return packed.getvalue()

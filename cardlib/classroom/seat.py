"""A student's seat in a class duplicate: which deal he plays, and where his played hand is saved."""

from __future__ import annotations

import io
import unicodedata
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from cardlib.classroom.deal_set import DealSet, load_deal_set
from cardlib.classroom.files import is_link, read_bounded
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.record import HandRecord
from cardlib.core.words import shown

#: The longest name a student may give (it names his folder of results).
LONGEST_NAME = 40
#: What a name may hold besides the letters, marks and digits of any alphabet: apostrophes (O'Brien,
#: N’Diaye), hyphens, dots (J. R. Smith), middle dots (Paral·lel, ジョン・スミス), _ and spaces.
_BETWEEN = frozenset(" '’‘-‐‑._·・")
#: The zero-width joiner and non-joiner, which Persian and Indic names need; any other invisible
#: character (such as one that turns the text right to left) could make two names look alike.
_JOINERS = frozenset("\u200c\u200d")
#: Characters a name may hold that show nothing a reader could tell apart: the joiners, the combining
#: grapheme joiner and the Hangul fillers (which look like a space); and, in :data:`_IGNORABLE`, the
#: rest of Unicode's default-ignorable characters (variation selectors, Khmer and Mongolian ones).
_SHOW_NOTHING = frozenset("\u200c\u200d\u034f\u3164\uffa0\u115f\u1160")
_IGNORABLE = (
    (0x00AD, 0x00AD),
    (0x061C, 0x061C),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
#: The kinds of character nobody sees: controls, formats (such as right to left), unassigned, private
#: and surrogate characters, and line and paragraph breaks.
_UNSEEN = frozenset(["Cc", "Cf", "Cn", "Co", "Cs", "Zl", "Zp"])
#: The names Windows keeps for its devices: no file or folder may have them, even with a dot after.
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"{device}{n}" for device in ("COM", "LPT") for n in [*"0123456789", "¹", "²", "³"]]
)
#: What a name may hold, as the refusals say it.
MAY_HOLD = (
    "a name is letters (in any alphabet) and digits, with spaces, hyphens, apostrophes and dots"
    f" between them, up to {LONGEST_NAME} characters"
)


def student_name(text: str) -> str:
    """``text`` as a student's name: trimmed, in one Unicode form (NFC), with one space between words.

    The name is also his folder's name, so what would make a bad or unsafe one is refused in one line:
    a path's separators, a leading dot, control and invisible characters, the characters Windows
    forbids in file names, a name with no letter or digit, and the names Windows keeps for itself.
    Dots and spaces at the end are dropped (Windows drops them from a folder's name): "J. R." is "J. R".
    """
    typed = unicodedata.normalize("NFC", text.strip())
    if not typed:
        raise CardlibError("write your name first, so that the teacher can find your hands")
    spaced = "".join(" " if unicodedata.category(c) == "Zs" else c for c in typed)
    name = " ".join(word for word in spaced.split(" ") if word).rstrip(". ")
    problem = _name_problem(name)
    if problem:
        raise CardlibError(f"name {shown(_visible(typed))}: {problem}")
    return name


def _name_problem(name: str) -> str:
    """Why ``name`` (trimmed, NFC) cannot be a student's name and folder, or "" if it can."""
    if len(name) > LONGEST_NAME:
        return f"too long; {MAY_HOLD} (a first name and an initial will do)"
    odd = next((c for c in name if not _may_hold(c)), None)
    if odd is not None:
        return f"{_character(odd)} cannot be in a name; {MAY_HOLD}"
    if not any(unicodedata.category(c)[0] in "LN" for c in name_key(name)):
        return f"a name needs a letter or a digit; {MAY_HOLD}"
    if name.lower().endswith(".zip"):
        return "a name cannot end in .zip (the class report reads such a folder as a zip handed in)"
    if name.startswith("."):
        return "a name cannot begin with a dot (the folder would be hidden)"
    if ".." in name:
        return "two dots together cannot be in a name"
    device = name.split(".")[0].rstrip(" ").upper()
    if device in _RESERVED:
        return f"Windows keeps {device} for itself, so it cannot name a folder; add a letter or your surname"
    return ""


def name_key(name: str) -> str:
    """``name`` as two names that look the same compare: "Ann", "ann" and "Ａｎｎ" are one name.

    Its compatibility form (a fullwidth Ａ is A), case folded, without the characters that show nothing.
    """
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(c for c in folded if not _shows_nothing(c))


def _shows_nothing(character: str) -> bool:
    """Whether ``character`` changes nothing a reader sees: Unicode's default-ignorable characters."""
    point = ord(character)
    return character in _SHOW_NOTHING or any(low <= point <= high for low, high in _IGNORABLE)


def _may_hold(character: str) -> bool:
    """Whether a name may hold ``character``: a letter, mark or digit of any alphabet, or one of _BETWEEN."""
    kind = unicodedata.category(character)[0]
    return kind in "LMN" or character in _BETWEEN or character in _JOINERS


def _visible(text: str) -> str:
    """``text`` with each invisible character shown as \ufffd: echoed raw, one could turn a line round."""
    return "".join("\ufffd" if _invisible(c) else c for c in text)


def _invisible(character: str) -> bool:
    """Whether ``character`` is a control or invisible character (the joiners aside), or a line break."""
    return unicodedata.category(character) in _UNSEEN and character not in _JOINERS


def _character(character: str) -> str:
    """A character a name may not hold, as a refusal names it (an invisible one by its number)."""
    if _invisible(character):
        return f"the invisible character U+{ord(character):04X}"
    return shown(character)


def write_record(path: Path, record: HandRecord) -> None:
    """Write ``record`` to ``path``, making the student's folder if it is not there yet.

    A student's folder that is a link (to another student's folder, or out of the results) is refused:
    the kit writes only into a folder of its own.
    """
    folder = path.parent
    if is_link(folder):
        raise CardlibError(
            f"{folder.name}'s folder of results is a link to somewhere else, where the kit will not"
            " save: remove the link, and the kit makes the folder itself"
        )
    folder.mkdir(parents=True, exist_ok=True)
    record.save(path)


class ClassSeat:
    """The deal set a class plays and the folder its results go to (``RESULTS/NAME/deal-NN.json``)."""

    def __init__(self, deal_set: DealSet | Path | str, results: Path | str) -> None:
        self.deal_set = deal_set if isinstance(deal_set, DealSet) else load_deal_set(Path(deal_set))
        self.results = Path(results)

    def folder(self, student: str) -> Path:
        """The student's own folder of results, named by his name (see :func:`student_name`)."""
        return self.results / student_name(student)

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
        if is_link(folder):
            raise CardlibError(
                f"{folder.name}'s folder of results is a link to somewhere else; nothing to hand in"
            )
        packed = io.BytesIO()
        with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as archive:
            for path in sorted(folder.glob("*.json")):
                try:  # only his own files: a link or an outsized file left in his folder is not his hand
                    data = read_bounded(path)
                except OSError:
                    continue
                member = zipfile.ZipInfo(f"{folder.name}/{path.name}", date_time=(2000, 1, 1, 0, 0, 0))
                archive.writestr(member, data, zipfile.ZIP_DEFLATED)
        return packed.getvalue()

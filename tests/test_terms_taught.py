"""Issue 53: no lesson uses a word of the games before a lesson has taught it.

A lesson *teaches* a term where it sets the term in bold, at the sentence that says what it means
("the first card played is the **lead**"): every lesson already tells the learner that words in bold
are explained in the glossary. A lesson *uses* a term wherever its markdown says it. The rule checked
here: every glossary term a lesson uses is taught by that lesson or an earlier one (lessons 00 to 12,
in order). Within a lesson the order is free, so that its opening question may ask in the words the
lesson goes on to teach.

Only the words the learner reads are looked at: the markdown cells, without code (`over_ceiling`) and
without the text of links, which names another page. A term is found by the forms below; the glossary's
terms not listed are found by their own name.

The glossary gives, in brackets, the lessons that teach each term; those numbers are checked here too,
so that they follow the lessons: they are exactly the lessons that set the term in bold, and so the first
of them is the lesson that first teaches it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[01][0-9]_*.ipynb"))
GLOSSARY = ROOT / "docs" / "glossary.md"

#: How a glossary term shows in a lesson (case-insensitive; ``(?-i:…)`` where the capital matters).
FORMS = {
    "Adversaries": r"adversar(y|ies)",
    "American": r"(?-i:American)",
    "Auction": r"auctions?(?! Pitch)",
    "Beg": r"beg(s|ged|ging)?",
    "Bidding full value": r"(bid|bidding|bids) (the )?full value|full value",
    "Bunch": r"bunch(es|ed|ing)?",
    "Caller": r"callers?",
    "Classic": r"classic",
    "Colour": r"in colour|second preference|colour",  # Boston's; "colours alternate" is cut out below
    "Counters, red and white": r"counters?",
    "Eldest hand": r"eldest( hand)?",
    "Follow suit": r"follow(s|ed|ing)? suit",
    "Game": r"(?-i:Game)",  # the point of Pitch and Seven-Up; "a game" is the ordinary word
    "Give": r"gift",  # "gives" is also everyday English
    "Go out": r"(go|goes|going|gone|went) out|put (him|the seller|the bidder|[A-Z]) out",
    "Grand": r"(?-i:Grand)(?! ([Ss]lam|[Mm]is[eè]re|[Ss]pread))",  # Fontainebleau's no-trump call
    "Hand record": r"hand records?",
    "High": r"(?-i:High)",
    "Low": r"(?-i:Low)",
    "Jack": r"(?-i:Jack)",  # the point; "the jack of spades" is a card
    "Honours": r"honours?",
    "I keep, I keep over": r"I keep( over)?( you)?|keep(s|ing)? over|[AYBZ] keeps|keeping",
    "I pay": r"I pay",
    "Lead": r"lead(s|ing)?|led",
    "Misère": r"mis[eè]res?(?! [Pp]artout)",
    "Misère Partout": r"mis[eè]re partout",
    "Over-trick": r"over-tricks?",
    "Piccolissimo": r"piccolissimo",
    "Pitcher": r"pitchers?",
    "Plain suit": r"plain[- ]suits?",
    "Pool": r"pools?",
    "Pool bid": r"pool bids?",
    "Plain": r"plain (bids?|calls?|Boston|Six|Seven|Eight|Nine|Ten|Eleven|Twelve)|bid plain|as plain",
    "Preference": r"(first )?preferences?",
    "Revoke": r"revok(e|es|ed|ing)",
    "Run the cards": r"ru(n|ns|nning) the cards|cards are run",
    "Ruff": r"ruff(s|ed|ing)?",
    "Seller": r"sellers?",
    "Set back": r"set[- ]?backs?|sets back|setting back",
    "Slam": r"(grand )?slams?",
    "Spread Slam": r"spread slams?",
    "Smudge": r"smudges?",
    "Spread": r"spreads?",
    "Throw out": r"throws? out|thrown out|throwing out",
    "To go": r"to[- ]go",
    "Trick": r"tricks?",
    "Trump": r"trump(s|ed|ing)?",
    "Turn-up": r"turn-ups?",
}
#: Words the lessons use that the glossary does not list (yet), taught and checked the same way; once
#: the glossary lists one, its form moves to FORMS.
MORE: dict[str, str] = {}
#: Glossary words that are also everyday English in a way no form can tell apart: their uses are not
#: checked. A bold span that is the word and nothing more is no accident, so their lessons still are.
ORDINARY = {
    "Boston": "the game's name as well as its lowest call",
    "Stand": '"where does each player stand"; Seven-Up\'s sense is taught and used in lesson 12 alone',
}
#: Everyday uses of a checked word, cut out before looking: the colours of the suits.
EVERYDAY = re.compile(r"colours alternate|suit\.colour|the same colour", re.I)


#: Entries that name several terms, each checked on its own.
SPLIT = {"High, Low, Jack": ["High", "Low", "Jack"]}


def glossary_terms() -> list[str]:
    """The glossary's terms, each as its entry names it (the bold words that open a paragraph)."""
    text = GLOSSARY.read_text(encoding="utf-8")
    names = [name.rstrip(".") for name in re.findall(r"^\*\*([^*]+)\*\*", text, re.M)]
    return [part for name in names for part in SPLIT.get(name, [name])]


def form(name: str) -> re.Pattern[str]:
    """The pattern that finds a term: its form, or else its own name."""
    known = MORE | FORMS
    return re.compile(rf"\b(?:{known.get(name, re.escape(name) + 's?')})\b", re.I)


def forms() -> dict[str, re.Pattern[str]]:
    """Every checked term and the pattern that finds it."""
    names = [name for name in glossary_terms() if name not in ORDINARY]
    names += [name for name in MORE if name not in names]
    return {name: form(name) for name in names}


#: The lesson numbers of an entry: brackets holding only numbers, after a sentence or opening a line.
LESSON_NUMBERS = re.compile(r"(?:^|(?<=[.)] ))\((\d+(?:, \d+)*)\)(?= |$)", re.M)


def glossary_lessons(text: str) -> dict[str, list[int]]:
    """Each term of a glossary's text (its entries, one a paragraph) and the lessons its entry gives."""
    found = {}
    for entry in text.split("\n\n"):
        if opening := re.match(r"\*\*([^*]+)\*\*", entry):
            name = opening.group(1).rstrip(".")
            numbers = [int(n) for group in LESSON_NUMBERS.findall(entry) for n in group.split(", ")]
            found |= dict.fromkeys(SPLIT.get(name, [name]), numbers)
    return found


def words(cell: dict) -> str:
    """A markdown cell as the learner reads it: no code, no link text, no everyday colours."""
    text = "".join(cell["source"])
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\[[^\]]*\]\([^)]*\)", " ", text)
    return EVERYDAY.sub(" ", text)


def teaches(text: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``text`` sets the term in bold: a bold span that is the term and nothing more."""
    bolds = re.findall(r"\*\*(.+?)\*\*", text, re.S)
    return any(pattern.fullmatch(bold.strip(" \"“”'.,:;!?")) for bold in bolds)


def early_uses(lessons: list[tuple[str, list[str]]]) -> list[str]:
    """Each term a lesson (its name, its markdown cells) uses before it or an earlier lesson teaches it."""
    patterns = forms()
    taught: set[str] = set()
    found = []
    for name, cells in lessons:
        here = {term for term, pattern in patterns.items() if any(teaches(text, pattern) for text in cells)}
        taught |= here
        for term, pattern in patterns.items():
            if term in taught:
                continue
            for text in cells:
                if match := pattern.search(text):
                    around = " ".join(text[max(0, match.start() - 50) : match.end() + 30].split())
                    found.append(f"{name} uses {term!r} (…{around}…) before any lesson has taught it")
                    break
    return found


def lesson_cells(path: Path) -> list[str]:
    book = json.loads(path.read_text(encoding="utf-8"))
    return [words(cell) for cell in book["cells"] if cell["cell_type"] == "markdown"]


def test_the_lessons_teach_each_term_before_they_use_it():
    found = early_uses([(path.stem, lesson_cells(path)) for path in LESSONS])
    assert not found, "\n".join(found)


def test_the_check_finds_a_term_used_before_it_is_taught():
    """A planted use: lesson 01 speaks of the seller, whom lesson 06 teaches."""
    lessons = [(path.stem, lesson_cells(path)) for path in LESSONS]
    name, cells = lessons[1]
    lessons[1] = (name, [*cells, "The seller may sell the pitch."])
    planted = f"{name} uses 'Seller' (…The seller may sell the pitch.…) before any lesson has taught it"
    assert planted in early_uses(lessons)
    assert early_uses([("00", ["Take the **turn-up**."]), ("01", ["The turn-up is a heart."])]) == []
    assert early_uses([("00", ["The turn-up is a heart."]), ("01", ["Take the **turn-up**."])])


@pytest.mark.parametrize("term", sorted(FORMS))
def test_every_form_names_a_glossary_term(term):
    """A form for a term the glossary no longer lists is a stale line: drop it, or move it to MORE."""
    assert term in glossary_terms(), f"{term!r} is not in docs/glossary.md"


def test_every_term_a_lesson_uses_is_taught_by_some_lesson():
    """A term that is only ever used, never set in bold, has no place where it is explained."""
    lessons = [lesson_cells(path) for path in LESSONS]
    for term, pattern in forms().items():
        used = any(pattern.search(text) for cells in lessons for text in cells)
        taught = any(teaches(text, pattern) for cells in lessons for text in cells)
        assert taught or not used, f"{term!r} is used, but no lesson sets it in bold where it says what it is"


def taught_in(lessons: list[tuple[str, list[str]]], pattern: re.Pattern[str]) -> list[int]:
    """The numbers of the lessons (their names, their markdown cells) that set a term in bold."""
    return [int(name[:2]) for name, cells in lessons if any(teaches(text, pattern) for text in cells)]


@pytest.mark.parametrize("term", glossary_terms())
def test_the_glossary_gives_the_lessons_that_teach_each_term(term):
    """The brackets of an entry name every lesson that sets the term in bold, and no other."""
    lessons = [(path.stem, lesson_cells(path)) for path in LESSONS]
    taught = taught_in(lessons, form(term))
    given = glossary_lessons(GLOSSARY.read_text(encoding="utf-8"))[term]
    assert taught, f"{term!r} is in the glossary, but no lesson sets it in bold where it says what it is"
    assert given == taught, (
        f"docs/glossary.md gives {term!r} the lessons {given}, but the lessons that set it in bold are "
        f"{taught} (the first is where it is first taught): write ({', '.join(map(str, taught))})"
    )


def test_the_check_reads_an_entrys_lesson_numbers():
    """Numbers after a sentence or opening a line, one bracket or several; not a page or a count."""
    text = (
        "# Glossary\n\nIntro (see [the lessons](x.ipynb)).\n\n"
        "**Trick.** One card from each player (4 in all, p. 12). (0)\n\n"
        "**Misère.** No trick at all; a *grand* misère loses all thirteen.\n(2, 4)\n\n"
        "**Turn-up.** In Boston, the card turned. (2) In Seven-Up, the card turned: trumps. (11)\n\n"
        "**High, Low, Jack** (Pitch). Three of the points. (5, 11)"
    )
    assert glossary_lessons(text) == {
        "Trick": [0], "Misère": [2, 4], "Turn-up": [2, 11], "High": [5, 11], "Low": [5, 11], "Jack": [5, 11]
    }  # fmt: skip
    lessons = [("00_start", ["Each player plays one card to a **trick**."]), ("01_cards", ["A trick."])]
    assert taught_in(lessons, form("Trick")) == [0]

"""The series of lessons: the shared ones here, each game's own from its spec, in one list.

The tour, the class page, the README and the tests read the lessons from here
(``tools/write_lessons.py`` writes their lists), and each exercise topic names the lesson it follows
by its notebook's stem, which must be one of them.
"""

from __future__ import annotations

from functools import cache

from cardlib.core.errors import CardlibError
from cardlib.core.spec import Lesson
from cardlib.games.registry import GAMES

#: The lessons that belong to no one game.
SHARED = (
    Lesson(1, "01_cards_and_tricks", "Cards and tricks"),
    Lesson(8, "08_sample_deals", "Sample deals"),
    Lesson(9, "09_play_a_hand", "Play a hand"),
    Lesson(10, "10_experiments", "Experiments"),
    Lesson(11, "11_analysis", "Open-hand analysis"),
)
#: The page before the series, and the one after it for the curious.
TOUR = "00_start_here"
APPENDIX = "appendix_search"


@cache
def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson, the shared ones and each game's own, in the order of the series."""
    found = [*SHARED, *(lesson for spec in GAMES.values() for lesson in spec.lessons)]
    for kind, seen in (
        ("number", [str(lesson.number) for lesson in found]),
        ("notebook", [lesson.stem for lesson in found]),
    ):
        twice = sorted({k for k in seen if seen.count(k) > 1})
        if twice:
            raise CardlibError(f"two lessons have the same {kind}: {', '.join(twice)}")
    return tuple(sorted(found, key=lambda lesson: lesson.number))


def lesson(stem: str) -> Lesson:
    """The lesson whose notebook is ``stem``."""
    for found in all_lessons():
        if found.stem == stem:
            return found
    raise CardlibError(f'no lesson\'s notebook is "{stem}"')


def lesson_games(number: int) -> tuple[str, ...]:
    """The games whose lesson ``number`` is (none for a shared lesson)."""
    return tuple(name for name, spec in GAMES.items() if any(x.number == number for x in spec.lessons))

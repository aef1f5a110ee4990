"""Write every list of the lessons from the one list of them (``cardlib.exercises.lessons``).

The class page's list of lessons, the tour's "next" paragraph and the README's row for
``notebooks/`` are each written between two marks (an HTML comment, unseen on the page; in the
README, the row itself), so that a lesson added to a game's spec appears everywhere at once:
``python tools/write_lessons.py`` rewrites them, ``--check`` says which differ (a test runs it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from itertools import groupby
from pathlib import Path

from cardlib.core.spec import Lesson
from cardlib.exercises.lessons import APPENDIX, TOUR, all_lessons, lesson_games
from cardlib.games.registry import GAMES

ROOT = Path(__file__).parents[1]
START, END = "<!-- the lessons: written by tools/write_lessons.py -->", "<!-- end of the lessons -->"


def class_list() -> str:
    """The class page's list: the tour, then each lesson by its number and title."""
    lines = [f"- [Start here: a tour of the kit](notebooks/{TOUR}.ipynb)"]
    lines += [f"- [{n.number}. {n.listed or n.title}](notebooks/{n.stem}.ipynb)" for n in all_lessons()]
    return "\n".join(lines)


def _group(lesson: Lesson) -> str:
    """What a lesson is about in the tour's sentence: its game's title, or its own title."""
    games = lesson_games(lesson.number)
    return GAMES[games[0]].title if games else lesson.title.lower()


def tour_next() -> str:
    """The tour's paragraph on what comes next: the first lesson, then the rest by subject."""
    first, *rest = all_lessons()
    said = [
        f"[{group}]({members[0].stem}.ipynb) ({', '.join(str(m.number) for m in members)})"
        for group, found in groupby(rest, key=_group)
        for members in [list(found)]
    ]
    series = ", ".join(said[:-1]) + f" and {said[-1]}" if len(said) > 1 else said[0]
    return f"**Next:** [{first.heading}]({first.stem}.ipynb). The series goes on with {series}."


def readme_row() -> str:
    """The README's row for the lessons' folder."""
    listed = ", ".join(f"{n.number:02d} {n.title}" for n in all_lessons())
    return (
        f"| `notebooks/` | `{TOUR}` (a tour), then a numbered series: {listed}, and an appendix on how the "
        f"analysis is checked (`{APPENDIX}`); [docs/coverage.md](docs/coverage.md) maps the rules to them |"
    )


def _between_marks(text: str, written: str, where: str) -> str:
    pattern = re.compile(re.escape(START) + r"\n.*?\n" + re.escape(END), re.S)
    if not pattern.search(text):
        raise SystemExit(f"{where} has no marks {START} … {END}")
    return pattern.sub(lambda _: f"{START}\n{written}\n{END}", text)


def _in_notebook(path: Path, written: str) -> str:
    """The notebook at ``path`` with the markdown cell holding the marks rewritten."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and START in source:
            cell["source"] = _between_marks(source, written, str(path)).splitlines(keepends=True)
            return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
    raise SystemExit(f"{path} has no cell with the marks {START} … {END}")


def _readme(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    return re.sub(r"^\| `notebooks/` \|.*$", lambda _: readme_row(), text, count=1, flags=re.M)


def pages() -> dict[Path, str]:
    """Each page that lists the lessons, as it should read."""
    return {
        ROOT / "class.ipynb": _in_notebook(ROOT / "class.ipynb", class_list()),
        ROOT / "notebooks" / f"{TOUR}.ipynb": _in_notebook(ROOT / "notebooks" / f"{TOUR}.ipynb", tour_next()),
        ROOT / "README.md": _readme(ROOT / "README.md"),
    }


def main() -> int:
    """Write the lists (or, with ``--check``, say which differ); 1 when one differs under ``--check``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; say which lists differ")
    args = parser.parse_args()
    stale = [path for path, text in pages().items() if path.read_text(encoding="utf-8") != text]
    for path in stale:
        if args.check:
            print(f"{path.relative_to(ROOT)}: its list of lessons differs; run python tools/write_lessons.py")
        else:
            path.write_text(pages()[path], encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())

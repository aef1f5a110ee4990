"""The lessons as a learner meets them (issue 19): cards drawn, no tracebacks, nothing to look up."""

import json
import re
from pathlib import Path

import pytest

from cardlib.core.boards import Board
from cardlib.exercises import all_topics
from cardlib.exercises.lessons import APPENDIX, TOUR, all_lessons
from cardlib.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
LESSONS = [ROOT / "notebooks" / f"{lesson.stem}.ipynb" for lesson in all_lessons()]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "exercises").glob("*.ipynb"))
DIGEST_ID = re.compile(r"\b(?:BO|PI|FO)-\d+\b|§\d")


def _outputs(path):
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        yield from cell.get("outputs", [])


def _card_pictures(path) -> int:
    """Stored outputs that draw cards: an SVG picture, or HTML holding one."""
    count = 0
    for output in _outputs(path):
        data = output.get("data", {})
        shown = ["".join(data[k]) for k in ("image/svg+xml", "text/html") if k in data]
        count += any("<svg" in text for text in shown)
    return count


def test_the_lessons_are_the_registered_ones_numbered_in_turn():
    """Every notebook of the series is a lesson of the one list (the shared ones and each game's), in
    turn from 1, its file named by its number; and every lesson's notebook is there."""
    numbers = [lesson.number for lesson in all_lessons()]
    assert numbers == list(range(1, len(numbers) + 1))
    assert all(lesson.stem.startswith(f"{lesson.number:02}_") for lesson in all_lessons())
    found = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert found == {lesson.stem for lesson in all_lessons()} | {TOUR, APPENDIX}


def test_every_topic_follows_a_registered_lesson_by_its_heading():
    headings = {lesson.stem: lesson.heading for lesson in all_lessons()}
    for name, topic in all_topics().items():
        assert headings.get(topic.lesson) == topic.lesson_title, name


def test_every_deal_worth_studying_is_for_a_registered_lesson():
    numbers = {lesson.number for lesson in all_lessons()}
    boards: list[Board] = [b for spec in GAMES.values() if spec.boards for b in spec.boards()]
    assert boards and {b.lesson for b in boards} <= numbers


def test_every_list_of_the_lessons_is_written_from_the_registered_ones():
    """The class page, the tour and the README list the lessons as tools/write_lessons.py writes them."""
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "write_lessons.py"), "--check"], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_lesson_draws_at_least_three_card_pictures(lesson):
    assert _card_pictures(lesson) >= 3, f"{lesson.name}: {_card_pictures(lesson)} card pictures"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_no_stored_output_is_a_traceback_or_a_warning(path):
    bad = [o for o in _outputs(path) if o["output_type"] == "error" or o.get("name") == "stderr"]
    assert not bad, f"{path.name}: {[o.get('ename') or ''.join(o.get('text', ''))[:80] for o in bad]}"
    tagged = [
        c
        for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
        if "raises-exception" in c.get("metadata", {}).get("tags", [])
    ]
    assert not tagged, "a refusal is shown with `with refusal():`, not a failing cell"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_no_notebook_cites_a_digest_id_the_learner_cannot_look_up(path):
    found = DIGEST_ID.findall(path.read_text(encoding="utf-8"))
    assert not found, f"{path.name}: {sorted(set(found))}"


@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_lesson_asks_its_question_first_and_answers_it_at_the_end(lesson):
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    first, last = "".join(cells[0]["source"]), "".join(cells[-1]["source"])
    assert "**The question:**" in first
    assert last.startswith("## What you learned") and "../exercises/" in last
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "Predict" in text, "a predict-then-run prompt"

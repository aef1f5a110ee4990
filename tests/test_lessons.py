"""The lessons as a learner meets them (issue 19): cards drawn, no tracebacks, nothing to look up."""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[01][0-9]_*.ipynb"))[1:]  # 01 to 12
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


def test_the_series_has_twelve_lessons():
    assert [p.name[:2] for p in LESSONS] == [f"{n:02}" for n in range(1, 13)]


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

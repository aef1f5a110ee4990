"""docs/coverage.md points every taught digest section at a notebook heading that exists."""

import itertools
import json
import re
from pathlib import Path

import pytest

from cardlib.exercises.lessons import TOUR, all_lessons

ROOT = Path(__file__).resolve().parent.parent


def _headings(notebook: str) -> set[str]:
    cells = json.loads((ROOT / "notebooks" / f"{notebook}.ipynb").read_text())["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return {line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")}


ROWS = re.findall(
    r"^\| (§[^|]+|SU-[^|]+|trick play) \| [^|]+ \| (\w+) \| ([^|]+) \|$",
    (ROOT / "docs" / "coverage.md").read_text(),
    re.M,
)


def test_the_table_has_rows():
    assert len(ROWS) >= 30
    taught = {entry for section, _, _ in ROWS for entry in re.findall(r"SU-\d+\b", section)}
    assert taught == {f"SU-{n}" for n in range(1, 8)}, "Seven-Up's rules, SU-1 to SU-7 (issue 53)"


@pytest.mark.parametrize(("section", "notebook", "heading"), ROWS)
def test_every_row_points_to_a_heading_that_exists(section, notebook, heading):
    assert (ROOT / "notebooks" / f"{notebook}.ipynb").exists(), notebook
    assert heading.strip() in _headings(notebook), f"{section}: no heading {heading.strip()!r} in {notebook}"


def test_every_notebook_links_to_the_next_one():
    notebooks = [TOUR, *(lesson.stem for lesson in all_lessons())]
    for current, following in itertools.pairwise(notebooks):
        text = (ROOT / "notebooks" / f"{current}.ipynb").read_text()
        assert f"{following}.ipynb" in text, f"{current} should link to {following}"

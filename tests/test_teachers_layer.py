"""The teacher's layer (issue 19): a guide, a glossary and one-page rule summaries, linked and current."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardlib.exercises.summaries import rule_summary_html, summarised_games
from cardlib.games.boston.tables import CLASSIC_LOSS
from cardlib.games.fontainebleau.tables import TABLE_1

ROOT = Path(__file__).resolve().parent.parent
TERMS = (
    "eldest hand", "pitcher", "seller", "to go", "set back", "turn-up", "preference", "colour", "i keep",
    "keep over", "misère", "spread", "pool", "counters, red and white", "revoke", "honours", "piccolissimo",
    # issue 31: terms the lessons mark bold
    "ruff", "hand record", "plain", "bidding full value", "spread slam", "classic", "american", "pool bid",
)  # fmt: skip


@pytest.mark.parametrize("game", summarised_games())
def test_each_rule_summary_is_current_and_built_from_the_engine_tables(game):
    page = rule_summary_html(game)
    assert (ROOT / "docs" / "rules" / f"rules-{game}.html").read_text(encoding="utf-8") == page
    assert page.startswith("<!DOCTYPE html>") and "@page" in page and "<table" in page


def test_the_summaries_carry_the_tables_numbers():
    boston, fontainebleau = rule_summary_html("boston"), rule_summary_html("fontainebleau")
    assert all(f">{v}</td>" in boston for v in CLASSIC_LOSS[13])
    assert all(f">{v}</td>" in fontainebleau for v in TABLE_1[12])
    assert ">10</td>" in rule_summary_html("pitch"), "a ten counts 10 for Game"


def test_the_glossary_defines_every_term_the_issue_lists():
    glossary = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8").lower()
    defined = re.findall(r"\*\*([^*]+)\*\*", glossary)
    for term in TERMS:
        assert any(term in d for d in defined), term


def test_the_guide_glossary_and_summaries_are_linked_from_the_readme_and_the_tour():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    tour = (ROOT / "notebooks" / "00_start_here.ipynb").read_text(encoding="utf-8")
    for target in ("teachers-guide", "glossary"):  # the README on GitHub; the pages in Jupyter and the app
        assert f"docs/{target}.md" in readme and f"../docs/{target}.ipynb" in tour
    assert "docs/rules/rules-boston.html" in readme and "../docs/rules/rules-boston.html" in tour
    for lesson in sorted((ROOT / "notebooks").glob("[01][0-9]_*.ipynb"))[1:]:
        assert "../docs/glossary.ipynb" in lesson.read_text(encoding="utf-8"), lesson.name


def test_every_link_in_the_guide_leads_to_a_file():
    guide = ROOT / "docs" / "teachers-guide.md"
    links = re.findall(r"\]\(([^)#]+)\)", guide.read_text(encoding="utf-8"))
    assert len(links) > 20
    for link in links:
        assert (guide.parent / link).exists(), link


def test_the_rules_command_writes_a_page(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "cardlib", "rules", "pitch", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert (tmp_path / "rules-pitch.html").read_text(encoding="utf-8") == rule_summary_html("pitch")


def test_the_class_page_lists_every_lesson_and_exercise_and_the_teachers_pages():
    page = (ROOT / "class.ipynb").read_text(encoding="utf-8")
    links = set(re.findall(r"\]\(([^)#]+)\)", page))
    pages = {
        f"{p.parent.name}/{p.name}"
        for folder in ("notebooks", "exercises")
        for p in (ROOT / folder).glob("*.ipynb")
    }
    assert pages <= links, sorted(pages - links)
    assert all((ROOT / link).exists() for link in links), [
        link for link in links if not (ROOT / link).exists()
    ]
    assert {"docs/teachers-guide.ipynb", "docs/glossary.ipynb", "docs/rules/rules-pitch.html"} <= links


def test_the_teachers_documents_are_pages_that_open_rendered_and_are_current():
    """Issue 32: a Markdown file opened as source in JupyterLab, and garbled in the app."""
    sys.path.insert(0, str(ROOT / "tools"))
    from doc_pages import PAGES, page

    for name in PAGES:
        written = (ROOT / "docs" / f"{name}.ipynb").read_text(encoding="utf-8")
        assert written == page(name), f"run python tools/doc_pages.py: docs/{name}.ipynb is out of date"
        cells = json.loads(written)["cells"]
        assert cells and all(c["cell_type"] == "markdown" for c in cells)
        assert ".md)" not in written.replace("README.md)", ""), "links between the pages go page to page"

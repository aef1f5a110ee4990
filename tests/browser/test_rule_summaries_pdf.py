"""Each game's rule summary prints on one or two pages, A4 and Letter (issue 19); PDFs kept as artefacts."""

import os
import re
from pathlib import Path

import pytest

from cardlib import known_games

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted((ROOT / "docs" / "rules").glob("rules-*.html"))


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_every_rule_summary_prints_on_one_or_two_pages(browser, paper):
    folder = Path(os.environ.get("CARDLIB_ARTIFACTS", "test-results"))
    folder.mkdir(parents=True, exist_ok=True)
    assert [p.stem for p in PAGES] == [f"rules-{game}" for game in sorted(known_games())]
    page = browser.new_page()
    try:
        for path in PAGES:
            page.goto(path.as_uri())
            pdf = page.pdf(format=paper, print_background=True)
            pages = len(re.findall(rb"/Type\s*/Page\b", pdf))
            assert 1 <= pages <= 2, f"{path.name} on {paper}: {pages} pages"
            (folder / f"{path.stem}-{paper}.pdf").write_bytes(pdf)
    finally:
        page.close()

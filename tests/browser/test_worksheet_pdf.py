"""A worksheet and its key printed to PDF by Chromium, on A4 and on Letter (issue 18).

The PDFs are kept in ``test-results/`` (or ``$CARDLIB_ARTIFACTS``) for a person to look at.
"""

import os
import re
from pathlib import Path

import pytest

from cardlib.exercises import write_worksheet

TOPICS = ["tricks", "pitch-points", "play", "analysis", "experiments"]
COUNT = 3
#: The printable width of A4 (210 mm less 2 × 15 mm margins), in CSS pixels: Letter's is wider.
PRINTABLE = round(180 / 25.4 * 96)


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    folder = Path(os.environ.get("CARDLIB_ARTIFACTS", "test-results"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder, write_worksheet(TOPICS, 4, COUNT, tmp_path_factory.mktemp("sheets"))


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_a_worksheet_prints_with_every_card_picture_whole(browser, sheets, paper):
    folder, paths = sheets
    page = browser.new_page(viewport={"width": PRINTABLE, "height": 1000})
    try:
        for path in paths:
            html = path.read_text(encoding="utf-8")
            page.goto(path.as_uri())
            page.emulate_media(media="print")
            boxes = page.locator("svg").evaluate_all(
                "els => els.map(e => e.getBoundingClientRect()).map(r => [r.width, r.height, r.right])"
            )
            assert len(boxes) == html.count("<svg") >= len(TOPICS) * COUNT, "every picture is in the page"
            assert all(w > 20 and h > 20 for w, h, _ in boxes), "every picture is drawn at a readable size"
            assert max(right for _, _, right in boxes) <= PRINTABLE + 1, "no picture runs off the paper"
            assert page.locator("button, input, .jupyter-widgets").count() == 0, "no widget chrome"
            pdf = page.pdf(format=paper, print_background=True)
            pages = _pages(pdf)
            assert 2 <= pages <= len(TOPICS) * COUNT, f"{path.name} on {paper}: {pages} pages"
            (folder / f"{path.stem}-{paper}.pdf").write_bytes(pdf)
    finally:
        page.close()

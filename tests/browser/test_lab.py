"""The start notebook opens in JupyterLab and its cards are drawn."""

import re


def test_start_notebook_opens_in_jupyterlab_with_cards_drawn(browser, lab_server, tmp_path):
    import os

    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{lab_server}/lab/tree/notebooks/00_start_here.ipynb")
        page.wait_for_selector(".jp-Notebook", timeout=60_000)
        heading = page.locator(".jp-RenderedMarkdown h1").first
        heading.wait_for(timeout=30_000)
        assert "Start here" in heading.inner_text()
        picture = page.locator(".jp-RenderedHTMLCommon svg[role=img]").first
        picture.wait_for(state="attached", timeout=30_000)
        picture.scroll_into_view_if_needed()
        shot = tmp_path / "start.png"
        page.wait_for_timeout(500)
        page.screenshot(path=str(shot))
        assert shot.stat().st_size > 10_000
        if os.environ.get("CARDLIB_SCREENSHOTS"):
            page.screenshot(path=os.environ["CARDLIB_SCREENSHOTS"] + "/start.png")
        labels = page.locator("[aria-label]").evaluate_all(
            "els => els.map(e => e.getAttribute('aria-label'))"
        )
        named = [label for label in labels if label and "ten of hearts" in label]
        assert named, "the pictures are named in words"
        assert not [label for label in labels if label and re.search("[♠♥♦♣]", label)], "no signs read out"
    finally:
        page.close()

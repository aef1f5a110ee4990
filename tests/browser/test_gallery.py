"""Every kit widget drawn in JupyterLab, checked and photographed (the pictures of docs/widgets.md).

Run with ``CARDLIB_SCREENSHOTS=docs/images/widgets`` to refresh the documentation's pictures.
"""

import json
import urllib.request

from test_widgets_in_browser import _run_all, _shot, _watch

CELLS = [
    "from cardlib import Suit\nfrom cardlib.games.pitch.widgets import PitchPoints, SetBack\n"
    "from cardlib.games.solo.widgets import BidLadder, Settlement\n"
    "from cardlib.widgets import CardPicker, Table, TrickExplorer",
    'picker = CardPicker(limit=5)\npicker.cards = "AS KH 10D"\npicker.mark_used("2C 3C")\npicker',
    "trick = TrickExplorer()\ntrick.trump.value = Suit.SPADES\n"
    'for seat, card in zip("AYBZ", ["10H", "2S", "KH", "AH"]):\n'
    '    trick.cards[seat].value = card\ntrick.hands["B"].value = "KH 3H 4C"\ntrick',
    "points = PitchPoints(seed=3)\npoints.children[0].children[2].click()\npoints",
    'back = SetBack()\nback.bidder.value, back.bid.value = "B", 2\nfor name in ("high", "low"):\n'
    '    back.points[name].value = "B"\nback',
    "pay = Settlement()\npay.taken.value = 9\npay",
    "BidLadder()",
    'Table("pitch", seed=2)',
]
WIDGETS = {
    "card-picker": ".card-picker",
    "trick-explorer": ".trick-explorer",
    "pitch-points": ".pitch-points",
    "set-back": ".set-back",
    "settlement": ".settlement",
    "bid-ladder": ".bid-ladder",
    "table": ".cardlib-table",
}


def _put_notebook(server: str, name: str) -> None:
    cells = [
        {"cell_type": "code", "source": source, "metadata": {}, "outputs": [], "execution_count": None}
        for source in CELLS
    ]
    body = {
        "type": "notebook",
        "content": {
            "cells": cells,
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        },
    }
    request = urllib.request.Request(
        f"{server}/api/contents/{name}", data=json.dumps(body).encode(), method="PUT"
    )
    request.add_header("Content-Type", "application/json")
    urllib.request.urlopen(request, timeout=30).read()


def test_every_widget_is_drawn_with_card_faces(browser, lab_server):
    _put_notebook(lab_server, "gallery.ipynb")
    page = browser.new_page(viewport={"width": 1100, "height": 1000})
    outside, errors = _watch(page)
    try:
        _run_all(page, f"{lab_server}/lab/workspaces/gallery/tree/gallery.ipynb?reset")
        page.locator(".cardlib-table .table-hand button.cardlib-card").first.wait_for(timeout=120_000)
        for name, selector in WIDGETS.items():
            widget = page.locator(selector).first
            widget.scroll_into_view_if_needed()
            page.wait_for_timeout(200)
            labels = widget.locator("select").evaluate_all(
                "els => els.map(e => e.selectedOptions.length ? e.selectedOptions[0].text : '')"
            )
            assert all(labels), f"{name}: a dropdown shows nothing"
            clipped = widget.locator(".widget-label, .jupyter-button").evaluate_all(
                "els => els.filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.innerText)"
            )
            assert not clipped, f"{name}: labels clipped: {clipped}"
            _shot(page, widget, f"widget-{name}.png")
        assert page.locator(".trick-explorer svg").count() >= 2, "the trick and B's hand are drawn"
        assert page.locator(".pitch-points svg").count() >= 6, "hands and piles are drawn"
        assert page.locator(".settlement td.used").inner_text() == "21", (
            "the table cell used (seven bid, nine taken) is marked"
        )
        assert outside == [] and errors == [], (outside, errors)
        _theme(page, "JupyterLab Dark")
        try:
            table = page.locator(".cardlib-table").first
            table.scroll_into_view_if_needed()
            page.wait_for_timeout(500)
            ground = table.locator(".cardlib-board").first.evaluate(
                "e => getComputedStyle(e).backgroundColor"
            )
            assert ground == "rgb(251, 251, 246)", "the table keeps its light ground, so its labels read"
            _shot(page, table, "widget-table-dark.png")
        finally:
            _theme(page, "JupyterLab Light")
    finally:
        page.close()


def _theme(page, name: str) -> None:
    """Switch JupyterLab's theme from the Settings menu."""
    page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text="Settings").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=name).first.click()
    page.wait_for_function(f"() => document.body.dataset.jpThemeName === '{name}'", timeout=15_000)

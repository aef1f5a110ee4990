"""Time from a simulated click to the updated widget, for each widget (median of many clicks).

The baseline, measured in the same run, is setting the value of a bare ipywidgets ToggleButton.
Run ``python benchmarks/bench_widgets.py [CLICKS]``. The aim is under 20 ms a click.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

import ipywidgets as widgets

from cardlib import Suit
from cardlib.games.pitch.widgets import PitchPoints, SetBack
from cardlib.games.solo.widgets import BidLadder, Settlement
from cardlib.widgets import CardPicker, Table, TrickExplorer
from cardlib.widgets.controls import NONE


def median_ms(click: Callable[[int], object], clicks: int) -> float:
    """Median milliseconds of ``click(i)`` over ``clicks`` calls."""
    times = []
    for i in range(clicks):
        start = time.perf_counter()
        click(i)
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def button(widget, description: str):
    """The button called ``description`` anywhere inside ``widget``."""
    if getattr(widget, "description", None) == description and hasattr(widget, "click"):
        return widget
    for child in getattr(widget, "children", ()):
        found = button(child, description)
        if found is not None:
            return found
    return None


def main() -> None:
    clicks = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    bare = widgets.ToggleButton()
    picker = CardPicker(limit=13)
    explorer = TrickExplorer()
    points = PitchPoints(seed=1)
    ladder = BidLadder()
    setback = SetBack()
    settlement = Settlement()
    table = Table("pitch", seed=1)
    new_deal = button(table, "new deal")
    words = [value for _, value in ladder.standing.options[1:]]
    cases: dict[str, Callable[[int], object]] = {
        "bare ToggleButton (baseline)": lambda i: setattr(bare, "value", i % 2 == 0),
        "CardPicker: click a card": lambda i: picker.faces.click("AS"),
        "TrickExplorer: change the trump": lambda i: setattr(
            explorer.trump, "value", [NONE, Suit.SPADES][i % 2]
        ),
        "PitchPoints: play at random": lambda i: points.children[0].children[2].click(),
        "BidLadder: change the standing bid": lambda i: setattr(
            ladder.standing, "value", words[i % len(words)]
        ),
        "SetBack: change a point": lambda i: setattr(setback.points["game"], "value", ["A", "B"][i % 2]),
        "Settlement: change the tricks": lambda i: setattr(settlement.taken, "value", i % 14),
        "Table: new deal": lambda i: new_deal.click(),
    }
    results = {name: median_ms(case, clicks) for name, case in cases.items()}
    base = results["bare ToggleButton (baseline)"]
    for name, ms in results.items():
        print(f"{name:<38} {ms:8.2f} ms   {ms / base:8.1f} × baseline")


if __name__ == "__main__":
    main()

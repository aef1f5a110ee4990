"""Duplicate tournaments between the levels of computer player, written as the strength table.

Run ``python benchmarks/strength.py [--deals N] [--jobs J] [--out docs/strength.md]``. For each game
it plays rule of thumb against random and sampling against rule of thumb over the same numbered
deals (see :mod:`cardlib.sim.tournament`), splitting the deals over ``J`` processes. The table gives
each side's average result per deal in the seat under test, the stronger player's gain with its 95%
interval, and how often each made the contracts it won in the auction.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from functools import reduce
from pathlib import Path

from cardlib.players.roster import SAMPLES
from cardlib.sim.tournament import Duplicate, duplicate

GAMES = ("pitch", "boston", "fontainebleau")
MATCHES = (("rule of thumb", "random"), ("sampling", "rule of thumb"))
UNITS = {"pitch": "points", "boston": "counters", "fontainebleau": "counters"}
SEED = 2026


def _part(job: tuple[str, str, str, list[int]]) -> Duplicate:
    game, stronger, weaker, numbers = job
    return duplicate(game, stronger, weaker, numbers, seed=SEED)


def run(game: str, stronger: str, weaker: str, deals: int, jobs: int) -> Duplicate:
    """One tournament, its deals split over ``jobs`` processes."""
    parts = [(game, stronger, weaker, list(range(j, deals, jobs))) for j in range(jobs)]
    with ProcessPoolExecutor(jobs) as pool:
        return reduce(Duplicate.merge, pool.map(_part, parts))


def table(results: list[tuple[Duplicate, float]]) -> str:
    """The strength table in Markdown."""
    columns = list(results[0][0].row()) + ["seconds"]
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for result, seconds in results:
        row = result.row()
        row["game"] = f"{result.game} ({UNITS[result.game]})"
        lines.append("| " + " | ".join(str(v) for v in row.values()) + f" | {seconds:.0f} |")
    return "\n".join(lines)


def document(table_text: str, deals: int) -> str:
    """The page docs/strength.md: what was measured, then the table."""
    return f"""# How strong are the computer players?

Made by `python benchmarks/strength.py --deals {deals} --out docs/strength.md` (seed {SEED}).

Each match is a duplicate tournament over {deals:,} numbered deals
(`cardlib.sim.tournament.duplicate`). Every deal is played twice: once with the weaker player in
every seat, and once with the stronger player in one seat and the weaker in the others; the seat
under test turns round from deal to deal. Both plays use the same cards, so the difference in what
that seat wins is the stronger player's gain on that deal, with the luck of the deal taken out.

- *per deal*: the average result of the seat under test: Pitch points scored less points set back;
  in the Bostons, counters won from the others plus counters taken from the pools.
- *gain*: the stronger player's average gain a deal, with the half-width of its 95% confidence
  interval (1.96 standard errors of the per-deal differences).
- *contracts made*: how often the player in the seat under test made the contracts it won in the
  auction (for the sampling player, how often its own bids were made).

The sampling player deals {SAMPLES["pitch"]} worlds a decision in Pitch and {SAMPLES["boston"]} in
the Bostons; the rule-of-thumb player finishes each trial.

{table_text}
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    results = []
    for game in args.games.split(","):
        for stronger, weaker in MATCHES:
            start = time.perf_counter()
            result = run(game, stronger, weaker, args.deals, args.jobs)
            results.append((result, time.perf_counter() - start))
            print(result, flush=True)
    text = table(results)
    print(text)
    if args.out:
        args.out.write_text(document(text, args.deals), encoding="utf-8")


if __name__ == "__main__":
    main()

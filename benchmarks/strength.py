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
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

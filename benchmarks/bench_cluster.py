"""One duplicate match on one local Dask worker and on two: deals a second, the speed-up and the ideal.

Run ``python benchmarks/bench_cluster.py [DEALS] [--level LEVEL]`` (Dask from the ``cluster`` extra).
The match is the sampling player against rule of thumb in Pitch by default: each deal costs a few
tenths of a second, so the workers' start and the scheduler's hand-offs count for little. The
baseline is the same match played in this process, without Dask; the two runs on the cluster must
give it deal by deal (a line says whether they did).
"""

from __future__ import annotations

import argparse
import time

from cardlib.sim.runs import Match, connected, play


def _deals(result) -> tuple:
    """Every deal's plays: what must be the same however the deals were split."""
    return (result.numbers, result.strong.values, result.weak.values, result.strong.made, result.weak.made)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", type=int, nargs="?", default=60)
    parser.add_argument("--level", default="sampling", help="the stronger level (against rule of thumb)")
    parser.add_argument("--game", default="pitch")
    args = parser.parse_args()
    match = Match(args.game, args.level, "rule of thumb", seed=2026)

    start = time.perf_counter()
    here = play(match, args.deals, progress=False)
    baseline = time.perf_counter() - start
    print(f"{'in this process (baseline)':<32} {args.deals / baseline:8.1f} deals/s   1.00×")
    same = True
    for workers in (1, 2):
        with connected("local", workers=workers) as client:  # stopped too: the next finds its ports free
            client.run(lambda: None)  # the workers are up before the clock starts
            start = time.perf_counter()
            there = play(match, args.deals, cluster=client, progress=False)
            took = time.perf_counter() - start
        same = same and _deals(there) == _deals(here)
        print(
            f"{f'{workers} local worker' + ('s' if workers > 1 else ''):<32} {args.deals / took:8.1f} deals/s"
            f"   {baseline / took:.2f}× (ideal {workers:.2f}×)"
        )
    print(
        "the same deals, deal by deal, on every run" if same else "A RUN DIFFERED: the split changed a deal"
    )


if __name__ == "__main__":
    main()

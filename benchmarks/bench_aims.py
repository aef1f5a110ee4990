"""The open-hand search's speed aims (issue 33), each measured in one run and marked met or missed.

Run ``python benchmarks/bench_aims.py [--deals 100] [--reports 20] [--out docs/analysis-aims.md]``.
Every search gives up after ``--limit`` positions in the Python search's units (500,000; the compiled
search has twenty times as many, about two to four seconds, well past the half-second aim), so that a
run over a hundred deals a row ends within the hour. Rows:

- whole 13-card deals, one against three (a Boston trick call with a random trump, the second seat
  calling), a misère (no trump: can the others force the caller to take a trick, as ``analyse`` asks;
  and, for a fifth of the deals, how many they could force if the deal went on past his first, the
  count the analysis once gave), Piccolissimo (no trump, exactly one trick for the caller), the
  Boston deals the rule-of-thumb players bid to a trick call, and two against two (partners
  opposite, and partners side by side);
- the same two-against-two deals solved by DDS, the bridge solver, when ``endplay`` is installed
  (``pip install -e ".[bench]"``), and the ratio;
- whole Pitch deals from the pitcher's first lead, 4 to 7 players;
- the full "where it went wrong" report of a finished Boston hand, from the first card.

The engines' aims (issue 36) are judged by ``bench_engines.py`` (both in one run), ``bench_boston.py``
and ``bench_pitch.py``, against OpenSpiel's bridge timed in turns in the same run.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from bench_analysis import bid_deals, boards, pitch_deals, timed
from dds_bridge import dds_tricks
from timing import publish

from cardlib.analysis import Board, SearchTooBig, compiled, where_it_went_wrong
from cardlib.analysis.report import REPORT_LIMIT
from cardlib.analysis.solve import Effort, exactly_one, trick_value
from cardlib.analysis.solver import Solver
from cardlib.core.choosers import play_out
from cardlib.players import rule_of_thumb
from cardlib.sim.tournament import deal_state


def searched(
    positions: list[Board], counted: set[int], maximisers: set[int], limit: int, most: int | None = None
) -> dict:
    """Times of the searches that ended, and how many gave up (as ``analyse`` searches, tables emptied)."""
    times, gave_up = [], 0
    for board in positions:
        try:
            seconds, _ = timed(
                lambda b=board: trick_value(b.copy(), sorted(counted), sorted(maximisers), limit, most=most)
            )
        except SearchTooBig:
            gave_up += 1
            continue
        times.append(seconds)
    return {"times": times, "gave up": gave_up}


def piccolissimo_row(positions: list[Board], limit: int) -> dict:
    """Piccolissimo from the first lead, searched as ``analyse`` searches it (the misère after the trick)."""
    times, gave_up = [], 0
    for board in positions:
        try:  # a new solver for each deal: its tables emptied, as the other rows' are
            seconds, _ = timed(lambda b=board: exactly_one(b.copy(), 1, 0, limit, Effort(), Solver()))
        except SearchTooBig:
            gave_up += 1
            continue
        times.append(seconds)
    return {"times": times, "gave up": gave_up}


def misere_boards(count: int, seed: int) -> list[Board]:
    """Whole deals with no trump, the second seat to take no trick."""
    return [Board.from_cards([b.cards(p) for p in range(4)], 0, None) for b in boards(count, 13, seed)]


def pitch_row(players: int, deals: int, limit: int) -> dict:
    """Pitch deals played to the pitcher's first lead by the rule-of-thumb players, then valued."""
    times, _, gave_up = pitch_deals(players, deals, limit)
    return {"times": times, "gave up": gave_up}


def report_row(hands: int, limit: int) -> dict:
    """Seconds for the full report of Boston hands played out by the rule-of-thumb players."""
    guide, times, short, number = rule_of_thumb("boston"), [], 0, 0
    while len(times) < hands:
        played = play_out(deal_state("boston", 3, number), None, guide)
        number += 1
        if played.play is None or played.call is None or not played.completed_tricks():
            continue  # no card play, or every player for himself (Misère Partout)
        seconds, report = timed(lambda p=played: where_it_went_wrong(p, min(limit, REPORT_LIMIT)))
        times.append(seconds)
        short += bool(report.skipped)
    return {"times": times, "gave up": short, "count": hands}


def dds_row(positions: list[Board]) -> dict | None:
    """The two-against-two deals solved by DDS (one thread), if endplay is installed."""
    try:
        import endplay  # noqa: F401
    except ImportError:
        return None
    times = [timed(lambda b=board: dds_tricks(b))[0] for board in positions]
    return {"times": times, "gave up": 0}


def line(work: str, measured: dict, median_aim: float, slowest_aim: float) -> list[str]:
    """A table row: the work, median and slowest seconds, gave-ups, and whether the aim is met."""
    times = measured["times"]
    median = statistics.median(times) if times else float("nan")  # nan: no deal was solved
    slowest = max(times) if times else float("nan")
    gave_up = measured["gave up"]
    met = median <= median_aim and slowest <= slowest_aim and not gave_up
    if met:
        verdict = "met"
    else:
        misses = []
        if median > median_aim:
            misses.append(f"median {median / median_aim:.1f} × the aim")
        if slowest > slowest_aim:
            misses.append(f"slowest {slowest / slowest_aim:.1f} × the aim")
        if gave_up:
            misses.append(f"{gave_up} gave up")
        verdict = "missed: " + ", ".join(misses)
    count = measured.get("count", len(times) + gave_up)
    aim = f"median ≤ {median_aim:g} s, slowest ≤ {slowest_aim:g} s, none gives up"
    shown = [f"{t:.3f}" if times else "–" for t in (median, slowest)]
    return [work, str(count), *shown, str(gave_up), aim, verdict]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="deals a row (100)")
    parser.add_argument("--reports", type=int, default=20, help="finished hands for the report row (20)")
    parser.add_argument("--limit", type=int, default=500_000)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--pure", action="store_true", help="the pure-Python search, even with numba here")
    args = parser.parse_args()
    n, limit = args.deals, args.limit
    if args.pure:
        compiled.AVAILABLE = False
    elif compiled.AVAILABLE:  # numba compiles the search once, before anything is timed
        for objective in ({1}, {0, 2, 3}):  # a trick call's search and a misère's
            compiled.compiled_value(boards(1, 8, 0)[0], {1}, objective, 10**8, compiled.new_table())
    bid_times, _, bid_gave_up = bid_deals(n, limit)
    pairs = boards(n, 13, 26)
    ours = searched(pairs, {0, 2}, {0, 2}, limit)
    work = [
        ("Boston, whole deal, trick call (1 against 3)", searched(boards(n, 13, 13), {1}, {1}, limit)),
        (
            "Boston, whole deal, misère (1 against 3)",
            searched(misere_boards(n, 31), {1}, {0, 2, 3}, limit, 1),
        ),
        (
            "the first fifth of them counted on past the first trick (no longer asked)",
            searched(misere_boards(max(1, n // 5), 31), {1}, {0, 2, 3}, limit),
        ),
        ("Fontainebleau, whole deal, Piccolissimo", piccolissimo_row(misere_boards(n, 41), limit)),
        ("Boston, whole deal as bid (trick calls)", {"times": bid_times, "gave up": bid_gave_up}),
        ("Fontainebleau-shaped, whole deal (2 against 2)", ours),
        ("the same, partners side by side (2 against 2)", searched(pairs, {1, 2}, {1, 2}, limit)),
    ]
    rows = [line(name, measured, 0.05, 0.5) for name, measured in work]
    dds = dds_row(pairs)
    if dds is not None:
        ratio = statistics.median(ours["times"]) / statistics.median(dds["times"]) if ours["times"] else 0
        verdict = "met" if 0 < ratio <= 10 else f"missed: cardlib {ratio:,.0f} × DDS" if ratio else "missed"
        median, slowest = statistics.median(dds["times"]), max(dds["times"])
        rows.append(["DDS on the same deals (endplay, one thread)", str(len(dds["times"])), f"{median:.4f}",
                     f"{slowest:.4f}", "0", "cardlib's median within 10 × of DDS's", verdict])  # fmt: skip
    for players in (4, 5, 6, 7):
        rows.append(line(f"Pitch, {players} players, whole deal", pitch_row(players, n, limit), 0.02, 0.5))
    rows.append(line("Boston, full 'where it went wrong' report", report_row(args.reports, limit), 3, 3))
    publish(["work", "deals", "median s", "slowest s", "gave up", "aim", "verdict"], rows, args.out)


if __name__ == "__main__":
    main()

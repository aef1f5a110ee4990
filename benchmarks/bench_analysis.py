"""The open-hand search: time and positions searched, against plain minimax where both can run.

Run ``python benchmarks/bench_analysis.py [--deals N] [--out docs/analysis-benchmark.md]``. Rows:

- small positions (3 and 4 cards a hand, a trick call): the search and plain minimax on the same
  positions; the ratio is minimax's time over the search's, measured in this run;
- Auction Pitch deals from the pitcher's first lead (4, 5 and 7 players), the trump still to choose;
- Boston endgames of 8 cards a hand, and whole 13-card deals, for a one-player trick call with a
  random trump (the second seat calls);
- whole Boston deals as bid: dealt, the auction played by the rule-of-thumb players, valued at the
  first lead (trick calls only).

Each position's search gives up after ``--limit`` positions; the table counts those that did.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

import numpy as np
from timing import publish

from cardlib.analysis import Board, Effort, Minimax, SearchTooBig, TrickSearch, value
from cardlib.core.cards import Card, Suit
from cardlib.core.game import State
from cardlib.core.hand import Cards
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay
from cardlib.sim.tournament import deal_state


def boards(count: int, each: int, seed: int) -> list[Board]:
    """Random four-hand positions with ``each`` cards a hand and a random trump; the first seat leads."""
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        dealt = [Card.from_index(i) for i in rng.sample(range(52), 4 * each)]
        hands = [Cards(dealt[i * each : (i + 1) * each]) for i in range(4)]
        made.append(Board.from_cards(hands, 0, Suit(rng.randrange(4))))
    return made


def timed(work):
    """(seconds, result) of one call."""
    start = time.perf_counter()
    result = work()
    return time.perf_counter() - start, result


def search_row(name: str, positions: list[Board], limit: int) -> tuple[dict, list[float]]:
    """Time the search on each position (side: the second seat, a trick call)."""
    times, nodes, gave_up = [], [], 0
    for board in positions:
        search = TrickSearch(board.copy(), {1}, {1})
        search.limit = limit
        try:
            seconds, _ = timed(search.value)
        except SearchTooBig:
            gave_up += 1
            continue
        times.append(seconds)
        nodes.append(search.nodes)
    return _row(name, times, nodes, gave_up), times


def _row(name: str, times: list[float], nodes: list[int], gave_up: int) -> dict:
    return {
        "positions": name,
        "solved": len(times),
        "gave up": gave_up,
        "median s": f"{np.median(times):.3f}" if times else "–",
        "slowest s": f"{max(times):.3f}" if times else "–",
        "median positions searched": f"{int(np.median(nodes)):,}" if nodes else "–",
    }


def pitch_rows(deals: int, limit: int) -> list[dict]:
    """Pitch deals played to the pitcher's first lead by the rule-of-thumb players, then solved."""
    return [
        _row(f"Pitch, {players} players, whole deal", *pitch_deals(players, deals, limit))
        for players in (4, 5, 7)
    ]


def pitch_deals(players: int, deals: int, limit: int) -> tuple[list[float], list[int], int]:
    """Times, positions and gave-ups valuing Pitch deals from the pitcher's first lead."""
    guide, times, nodes, gave_up = rule_of_thumb("pitch"), [], [], 0
    for number in range(deals):
        state = replay(new_record("pitch", players, seed=number))
        while state.play is None:
            state.apply(guide(state))
        gave_up += not timed_value(state, limit, times, nodes)
    return times, nodes, gave_up


def timed_value(state, limit: int, times: list[float], nodes: list[int]) -> bool:
    """Value ``state`` with fresh tables; record the time and positions; False if the search gave up."""
    effort = Effort()
    try:
        seconds, _ = timed(lambda: value(state, limit, effort))
    except SearchTooBig:
        return False
    times.append(seconds)
    nodes.append(effort.positions)
    return True


def bid_deal_row(deals: int, limit: int) -> dict:
    """Boston deals whose auction (by the rule-of-thumb players) ended in a trick call."""
    times, nodes, gave_up = bid_deals(deals, limit)
    return _row("Boston, whole deal as bid (trick calls)", times, nodes, gave_up)


def bid_to_trick_calls() -> Iterator[State]:
    """Boston deals (seed 1, one after another) bid by the rule-of-thumb players to a trick call, at the
    first lead; the deals passed out or bid to a misère are skipped."""
    guide, number = rule_of_thumb("boston"), 0
    while True:
        state = deal_state("boston", 1, number)
        number += 1
        while getattr(state, "play", None) is None and not state.is_over():
            state.apply(guide(state))
        if not (state.is_over() or state.call is None or state.call.is_misere):
            yield state


def bid_deals(deals: int, limit: int) -> tuple[list[float], list[int], int]:
    """Times, positions and gave-ups valuing Boston deals bid to a trick call by the rule-of-thumb players."""
    times: list[float] = []
    nodes: list[int] = []
    gave_up = 0
    for state in islice(bid_to_trick_calls(), deals):
        gave_up += not timed_value(state, limit, times, nodes)
    return times, nodes, gave_up


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--limit", type=int, default=3_000_000)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    rows = []
    for each in (3, 4):
        positions = boards(args.deals * 4, each, each)
        row, times = search_row(f"{each} cards a hand", positions, args.limit)
        plain_times, plain_nodes = [], []
        for board in positions:
            plain = Minimax(board.copy())
            seconds, _ = timed(lambda p=plain: p.tricks({1}, {1}))
            plain_times.append(seconds)
            plain_nodes.append(plain.nodes)
        row["plain minimax: median s"] = f"{np.median(plain_times):.3f}"
        row["speed-up"] = f"{sum(plain_times) / sum(times):.0f} ×"
        row["median positions searched"] += f" (minimax {int(np.median(plain_nodes)):,})"
        rows.append(row)
    rows += pitch_rows(args.deals, args.limit)
    rows.append(search_row("Boston, 8 cards a hand", boards(args.deals * 2, 8, 8), args.limit)[0])
    rows.append(
        search_row("Boston, whole 13-card deal", boards(max(3, args.deals // 3), 13, 13), args.limit)[0]
    )
    rows.append(bid_deal_row(args.deals, args.limit))
    columns = list(dict.fromkeys(k for row in rows for k in row))
    publish(columns, [[str(row.get(c, "")) for c in columns] for row in rows], args.out)


if __name__ == "__main__":
    main()

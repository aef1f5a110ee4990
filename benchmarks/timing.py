"""What every benchmark shares: timing a zero-argument function over many runs."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path


def rate(play: Callable[[], object], count: int, repeat: int = 3) -> float:
    """Runs a second of ``play``: the best of ``repeat`` rounds of ``count`` runs (the least disturbed)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(count):
            play()
        best = min(best, time.perf_counter() - start)
    return count / best


def rates(plays: dict[str, tuple[Callable[[], object], int]], rounds: int = 5) -> dict[str, float]:
    """Runs a second of each play, the best of ``rounds`` rounds each of its count of runs.

    The rounds take turns (each play once a round), so that a machine that slows down or speeds up
    for a while weighs on every play alike and the ratios between them hold.
    """
    best = dict.fromkeys(plays, float("inf"))
    for _ in range(rounds):
        for name, (play, count) in plays.items():
            start = time.perf_counter()
            for _ in range(count):
                play()
            best[name] = min(best[name], (time.perf_counter() - start) / count)
    return {name: 1 / seconds for name, seconds in best.items()}


def print_rates(speed: dict[str, float], rows: Sequence[tuple[str, str, str]]) -> None:
    """One line a row measured (name, label, unit): its rate, and how many times slower than the first."""
    base = speed[rows[0][0]]
    for name, label, unit in rows:
        if name in speed:
            against = "1.0" if name == rows[0][0] else f"{base / speed[name]:.1f} × slower"
            print(f"{label:<42} {speed[name]:10.0f} {unit}   {against}")


def publish(columns: Sequence[str], rows: Sequence[Sequence[str]], out: Path | None) -> None:
    """Print a Markdown table, and write it to ``out`` too if given."""
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    text = "\n".join(lines)
    print(text)
    if out:
        out.write_text(text + "\n", encoding="utf-8")

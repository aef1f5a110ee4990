"""Every benchmark still runs (issue 21): each script in a quick mode of a few seconds, nothing timed.

A benchmark is a script that people run by hand, so it can break unnoticed when the kit changes; this
runs each with the smallest counts it takes and checks that it ends well and prints its table.
The two that need a browser run in ``tests/browser``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"

#: Each benchmark's quickest arguments, and a word its table must print.
QUICK = {
    "bench_answers.py": (["--students", "8", "--count", "1", "--kills", "1"], "none lost"),
    "bench_aims.py": (["--deals", "1", "--reports", "1", "--limit", "20000"], "verdict"),
    "bench_analysis.py": (["--deals", "1", "--limit", "20000"], "minimax"),
    "bench_boston.py": (["5"], "deals/s"),
    "bench_cli.py": (["--runs", "1"], "cardlib"),
    "bench_first_analysis.py": (["--deals", "1", "--warm"], "first `cardlib analyse` after the set-up"),
    "bench_cluster.py": (["4", "--level", "random"], "ideal"),
    "bench_deal.py": ([], "baseline"),
    "bench_engines.py": (["5"], "hands/s"),
    "bench_pitch.py": (["5"], "hands/s"),
    "bench_players.py": (["1", "pitch"], "pitch"),
    "bench_sim.py": (["1000"], "floor"),
    "bench_tables.py": (
        [
            "--tables",
            "2",
            "--thinking",
            "1",
            "--deals",
            "1",
            "--school",
            "3",
            "--seconds",
            "5",
            "--idle",
            "50",
            "--faults",
            "1",
        ],
        "faults",
    ),
    "bench_widgets.py": (["2"], "baseline"),
    "strength.py": (["--deals", "2", "--jobs", "1", "--games", "pitch"], "expert vs sampling"),
}
IN_THE_BROWSER = {"bench_site.py", "bench_widgets_browser.py"}


def test_every_benchmark_is_listed_here():
    scripts = {p.name for p in BENCHMARKS.glob("*.py")} - {
        "timing.py",
        "dds_bridge.py",
        "openspiel_bridge.py",
    }
    assert scripts == set(QUICK) | IN_THE_BROWSER


@pytest.mark.parametrize("script", sorted(QUICK))
def test_the_benchmark_runs_in_its_quick_mode(script):
    args, word = QUICK[script]
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *args], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert word in done.stdout, done.stdout[-2000:]

"""How long the command line takes to start, beside a Python that does nothing.

Run ``python benchmarks/bench_cli.py [--runs N]``. Each row is the best of ``N`` fresh processes (the
least disturbed), and the ratio is against ``python -c pass`` timed in the same run, so the numbers
travel between machines. ``cardlib --version`` is the command line's start-up alone; ``deal`` adds
one small command; the import row shows which Jupyter or numpy modules the command line loads
(it should load none).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

CARDLIB = [sys.executable, "-m", "cardlib"]
CASES = {
    "python -c pass (baseline)": [sys.executable, "-c", "pass"],
    "python -m cardlib --version": [*CARDLIB, "--version"],
    "python -m cardlib --help": [*CARDLIB, "--help"],
    "python -m cardlib deal pitch --seed 1": [*CARDLIB, "deal", "pitch", "--seed", "1"],
    "python -m cardlib replay (a Pitch deal played out)": [*CARDLIB, "replay", "-"],
}
HEAVY = ("ipywidgets", "IPython", "numpy", "numba", "matplotlib", "anywidget", "tqdm")


def played_record() -> str:
    """A Pitch deal played to the end by the rule-of-thumb players, as JSON, for ``replay -``."""
    from cardlib import new_record, replay
    from cardlib.core.choosers import play_out
    from cardlib.players import rule_of_thumb

    return play_out(replay(new_record("pitch", seed=1)), None, rule_of_thumb("pitch")).to_record().to_json()


def best_time(command: list[str], runs: int, stdin: str = "") -> float:
    """The shortest wall time of ``runs`` fresh processes running ``command`` (fed ``stdin``)."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, input=stdin, text=True)
        best = min(best, time.perf_counter() - start)
    return best


def heavy_modules() -> list[str]:
    """The heavy packages importing the command line loads."""
    probe = "import sys, cardlib.faces.cli; print(' '.join(sorted(sys.modules)))"
    loaded = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True)
    names = set(loaded.stdout.split())
    return [name for name in HEAVY if name in names]


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    played = played_record()
    times = {
        name: best_time(command, runs, played if "replay" in name else "") for name, command in CASES.items()
    }
    base = times["python -c pass (baseline)"]
    print(f"| command | best of {runs} | × python -c pass |\n|---|---|---|")
    for name, seconds in times.items():
        print(f"| `{name}` | {seconds * 1000:.0f} ms | {seconds / base:.1f} |")
    print(f"\nheavy packages loaded by `import cardlib.faces.cli`: {', '.join(heavy_modules()) or 'none'}")


if __name__ == "__main__":
    main()

"""What a learner meets the first time: `cardlib analyse` on a machine with and without the set-up's compile.

Run ``python benchmarks/bench_first_analysis.py [--deals N]``. Every row is a fresh process, timed in
processor seconds (its own and its children's), with numba's cache in a new empty folder
(``NUMBA_CACHE_DIR``), so that the machine has no compiled search to begin with:

- ``cardlib analyse`` of a Boston hand at the first lead with no compiled search (a set-up that
  skipped ``cardlib compile``: the analysis compiles it);
- ``cardlib compile``, the README set-up's step;
- the first ``cardlib analyse`` after it, and then one of each of ``--deals`` Boston hands bid by the
  rule-of-thumb players (any contract but a misère's), each at the first lead: the value of the
  position and of each of the leader's cards, as a learner asks for it.

``python -c pass`` is timed in the same run, so that the figures travel between machines.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from itertools import islice
from pathlib import Path

from bench_analysis import bid_to_trick_calls

CARDLIB = [sys.executable, "-m", "cardlib"]
#: The issue's aims, in processor seconds (issue 56).
FIRST_AIM, LATER_AIM = 5.0, 1.0


def first_leads(count: int, folder: Path) -> list[Path]:
    """``count`` Boston hands bid by the rule-of-thumb players, each kept as a record at its first lead."""
    records = []
    for number, state in enumerate(islice(bid_to_trick_calls(), count), 1):
        path = folder / f"boston-{number:03}.json"
        path.write_text(state.to_record().to_json(), encoding="utf-8")
        records.append(path)
    return records


def processor(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    """The processor seconds ``command`` took in a fresh process, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.returncode


def ran(command: list[str], env: dict[str, str]) -> float:
    """The processor seconds ``command`` took, which must succeed (else the benchmark stops, saying so)."""
    seconds, status = processor(command, env)
    if status != 0:
        sys.exit(f"{' '.join(command[2:])} failed with exit status {status}")
    return seconds


def row(work: str, measured: str, met: bool, aim: str = f"≤ {FIRST_AIM:g} s") -> None:
    """Print one row of the table."""
    print(f"| {work} | {measured} | {aim} | {'met' if met else 'missed'} |")


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="Boston hands at the first lead (20)")
    parser.add_argument(
        "--warm",
        action="store_true",
        help="keep this machine's compiled search (no new cache folder, no row without the set-up): quick",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        records = first_leads(args.deals, Path(folder))
        base, _ = processor([sys.executable, "-c", "pass"], dict(os.environ))
        skipped = dict(os.environ, NUMBA_CACHE_DIR=str(Path(folder) / "no-set-up"))
        set_up = dict(os.environ)
        if not args.warm:  # a machine with no compiled search: the set-up's compile fills a new folder
            set_up["NUMBA_CACHE_DIR"] = str(Path(folder) / "set-up")
        cold = None if args.warm else ran([*CARDLIB, "analyse", str(records[0])], skipped)
        compiling = ran([*CARDLIB, "compile"], set_up)
        first = ran([*CARDLIB, "analyse", str(records[0])], set_up)
        later = [processor([*CARDLIB, "analyse", str(record)], set_up) for record in records]
    # exit status 3: the search gave up; any other but 0 is a failure
    failed = [status for _, status in later if status not in (0, 3)]
    if failed:
        sys.exit(f"cardlib analyse failed with exit status {failed[0]}")
    solved = [seconds for seconds, status in later if status == 0]
    gave_up = len(later) - len(solved)
    median, slowest = (statistics.median(solved), max(solved)) if solved else (float("nan"), float("nan"))
    print(f"`python -c pass`: {base:.3f} s of processor\n")
    print("| work | processor s | aim | verdict |\n|---|---|---|---|")
    if cold is not None:
        row("first `cardlib analyse`, no `cardlib compile` at set-up", f"{cold:.2f}", cold <= FIRST_AIM)
    print(f"| `cardlib compile` (the set-up's step) | {compiling:.2f} | | |")
    row("first `cardlib analyse` after the set-up", f"{first:.2f}", first <= FIRST_AIM)
    row(
        f"later, a Boston hand at the first lead ({len(later)} hands): median, slowest, gave up",
        f"{median:.2f}, {slowest:.2f}, {gave_up}",
        slowest <= LATER_AIM and not gave_up,
        f"≤ {LATER_AIM:g} s, none gives up",
    )


if __name__ == "__main__":
    main()

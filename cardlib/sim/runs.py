"""Long runs: a duplicate match played deal by deal, on every core or a Dask cluster, kept as it goes.

How many deals does it take to tell two players apart? A strength-table match is 2,000 deals, and
the expert costs seconds a deal, so a match is hours on one core. :func:`play` spreads the deals over
a Dask cluster (a local one on every core of this machine, or any cluster by its scheduler's
address) and keeps each deal's result in a SQLite file as it comes (:class:`Store`), so that a run
stopped halfway goes on from where it stopped. Every deal has its own seed, so the result is the
same however the deals are split: in this process, over two workers, or in parts over three days.

Without Dask installed (the zero-install site, a plain install) the deals are played here, one after
the other, with the same results.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from cardlib.core.database import FileRefused, open_database
from cardlib.core.errors import CardlibError
from cardlib.core.fieldtypes import is_number
from cardlib.core.levels import level_name
from cardlib.core.record import loads
from cardlib.core.words import counted, shown
from cardlib.sim.duplicates import Duplicate, SeatRecord, play_seat


@dataclass(frozen=True)
class Match:
    """Two levels of player in one game over numbered deals (``others``: the field round the seat)."""

    game: str
    stronger: str
    weaker: str
    others: str | None = None
    seed: int = 0

    def __post_init__(self) -> None:
        """Levels are kept by their names ("rule-of-thumb" is "rule of thumb"), so a store finds them."""
        object.__setattr__(self, "stronger", level_name(self.stronger))
        object.__setattr__(self, "weaker", level_name(self.weaker))
        if self.others is not None:
            object.__setattr__(self, "others", level_name(self.others))

    @property
    def key(self) -> str:
        """The match's name in a store: game, levels, field and seed."""
        field = self.others or self.weaker
        return f"{self.game}: {self.stronger} vs {self.weaker} / {field} / seed {self.seed}"


#: One play of one deal in the seat under test: its value, whether it won the auction, whether it
#: made the contract, and the processor seconds it took.
Play = tuple[float, bool, bool, float]


def one_play(game: str, seed: int, number: int, level: str, others: str) -> Play:
    """Deal ``number`` with ``level`` in the seat under test and ``others`` round it: one play."""
    record = SeatRecord()
    play_seat(game, seed, number, level, others, record)
    return record.values[0], record.called[0], record.made[0], record.seconds


def play_deal(match: Match, number: int) -> tuple[int, Play, Play]:
    """Both plays of deal ``number``: the stronger level in the seat under test, then the weaker."""
    field = match.others or match.weaker
    strong = one_play(match.game, match.seed, number, match.stronger, field)
    return number, strong, one_play(match.game, match.seed, number, match.weaker, field)


#: What a match store is, as a refusal names it (``cardlib.core.database``).
WHAT = "a match store"
SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (id INTEGER PRIMARY KEY, key TEXT UNIQUE, game TEXT,
    stronger TEXT, weaker TEXT, others TEXT, seed INTEGER);
CREATE TABLE IF NOT EXISTS deals (match INTEGER REFERENCES matches (id), number INTEGER,
    strong TEXT, weak TEXT, PRIMARY KEY (match, number));
"""


class Store:
    """Every deal's result of every match, in a SQLite file a rerun extends rather than restarts.

    A file that is not a match store (a class's tables, a damaged file, a read-only place) is refused
    in one line (:class:`~cardlib.core.database.FileRefused`) before anything is written to it.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.db = open_database(self.path, SCHEMA, WHAT, "match.sqlite")
        self.db.executescript(SCHEMA)
        self.db.commit()

    def _id(self, match: Match) -> int:
        """The match's row, added the first time it is kept."""
        self.db.execute(
            "INSERT OR IGNORE INTO matches (key, game, stronger, weaker, others, seed)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (match.key, match.game, match.stronger, match.weaker, match.others, match.seed),
        )
        (found,) = self.db.execute("SELECT id FROM matches WHERE key = ?", (match.key,)).fetchone()
        return int(found)

    def add(self, match: Match, number: int, strong: Play, weak: Play) -> None:
        """Keep one deal's plays at once: a run stopped after this loses nothing of it."""
        self.db.execute(
            "INSERT OR REPLACE INTO deals VALUES (?, ?, ?, ?)",
            (self._id(match), number, _stored(strong), _stored(weak)),
        )
        self.db.commit()

    def plays(self, match: Match, numbers: Iterable[int] | None = None) -> dict[int, tuple[Play, Play]]:
        """The kept plays of ``match``, by deal number (of ``numbers`` only, if given)."""
        rows = self.db.execute(
            "SELECT number, strong, weak FROM deals JOIN matches ON deals.match = matches.id WHERE key = ?",
            (match.key,),
        )
        wanted = None if numbers is None else set(numbers)
        found = {}
        for number, strong, weak in rows:  # every row of the match is checked: one damaged row is said now
            if isinstance(number, bool) or not isinstance(number, int) or number < 0:
                raise self._damaged(f"a deal is numbered {shown(number)}")
            kept_strong, kept_weak = _play(strong), _play(weak)
            if kept_strong is None or kept_weak is None:
                raise self._damaged(f"deal {number} holds {shown(strong if kept_strong is None else weak)}")
            if wanted is None or number in wanted:
                found[number] = (kept_strong, kept_weak)
        return found

    def _damaged(self, what: str) -> FileRefused:
        """A row of the store the kit did not write so, said in one line."""
        return FileRefused(
            f"{self.path}: {what}, which the kit never writes: the match store is damaged; give another "
            "file name, or delete this one to play the match again"
        )

    def matches(self) -> list[Match]:
        """Every match kept, in the order first kept."""
        rows = self.db.execute("SELECT game, stronger, weaker, others, seed FROM matches ORDER BY id")
        return [Match(*row) for row in rows]

    def result(self, match: Match) -> Duplicate:
        """Every kept deal of ``match``, in deal order."""
        found = self.plays(match)
        return _result(match, sorted(found), found)

    def close(self) -> None:
        """Close the file."""
        self.db.close()


def _stored(play: Play) -> str:
    """A play as the store keeps it: its seconds to a ten-thousandth (more digits are noise)."""
    value, called, made, seconds = play
    return json.dumps([value, called, made, round(seconds, 4)])


def _play(text: object) -> Play | None:
    """A play as the store keeps it, or ``None`` for anything the kit never writes (a damaged row)."""
    if not isinstance(text, str):
        return None
    try:  # JSON keeps a whole value whole: 177 stays 177
        value, called, made, seconds = loads(text, "a play")
    except (ValueError, TypeError):  # not JSON, nested too deep, not four items
        return None
    if not (is_number(value) and is_number(seconds) and seconds >= 0):  # 1e999 is read as infinity
        return None
    if not (isinstance(called, bool) and isinstance(made, bool)):
        return None
    return value, called, made, float(seconds)


#: How long to try to reach a scheduler given by its address (Dask's own default is 30 seconds: a
#: mistyped address would leave the experimenter waiting half a minute for the one-line refusal).
CONNECT_TIMEOUT = "10s"


@contextlib.contextmanager
def connected(cluster: Any, workers: int | None = None) -> Iterator[Any]:
    """A Dask client for ``cluster``, and at the end whatever was started for it shut down.

    ``cluster``: ``"local"`` starts a cluster on every core of this machine (or of ``workers``
    worker processes), stopped at the end (its workers would otherwise live on, and hold the
    dashboard's port, until Python exits); a scheduler's address connects to that cluster, the
    connection closed at the end; a ``dask.distributed.Client`` is used as it is and left open, for
    its owner to close.
    """
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise CardlibError(
            "a cluster needs Dask, which the kit's set-up installs (pip install -e .); without it, leave "
            "cluster out: the deals are then played in this process"
        ) from None
    if isinstance(cluster, Client):
        yield cluster
    elif cluster == "local":
        with (
            LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, silence_logs=logging.ERROR
            ) as started,
            Client(started) as client,
        ):
            yield client
    elif isinstance(cluster, str):
        with Client(cluster, timeout=CONNECT_TIMEOUT) as client:
            yield client
    else:
        raise CardlibError(f'cluster {cluster!r}: give "local", a scheduler\'s address or a dask Client')


def play(
    match: Match,
    deals: int | Sequence[int],
    *,
    cluster: Any = None,
    store: Store | str | Path | None = None,
    progress: bool | Callable[[int, int], object] = True,
) -> Duplicate:
    """Play ``deals`` (a count, or deal numbers) of ``match``, those kept in ``store`` excepted.

    ``cluster``: ``None`` plays here, one deal after another; ``"local"`` starts a Dask cluster on
    every core of this machine; a scheduler's address (``"tcp://10.0.0.5:8786"``) or a
    ``dask.distributed.Client`` uses that cluster. ``progress``: a bar (``True``), none, or a function
    told ``(done, total)``. The result lists the deals in the order of ``deals``, whoever played them.
    """
    numbers = list(range(deals)) if isinstance(deals, int) else list(deals)
    kept = Store(store) if isinstance(store, str | Path) else store
    found = kept.plays(match, numbers) if kept is not None else {}
    todo = [n for n in numbers if n not in found]
    report = _progress(progress, len(numbers), len(numbers) - len(todo), match)
    try:
        for number, strong, weak in _played(match, todo, cluster):
            found[number] = (strong, weak)
            if kept is not None:
                kept.add(match, number, strong, weak)
            report(len(found), len(numbers))
    finally:
        getattr(report, "close", lambda: None)()  # a bar stopped by an error is closed before it is said
        if isinstance(store, str | Path) and kept is not None:
            kept.close()
    return _result(match, numbers, found)


def _played(match: Match, todo: list[int], cluster: Any) -> Iterable[tuple[int, Play, Play]]:
    """Each deal's plays as they are finished: here in order, or on the cluster as workers finish.

    A cluster started here for ``"local"`` (or a client made here for an address) is shut down at the end
    (:func:`connected`).
    """
    if cluster is None or not todo:
        yield from (play_deal(match, number) for number in todo)
        return
    from dask.distributed import as_completed

    with connected(cluster) as client:
        futures = client.map(play_deal, [match] * len(todo), todo, pure=False)
        for future in as_completed(futures):
            yield future.result()


def _progress(progress: bool | Callable[[int, int], object], total: int, done: int, match: Match) -> Any:
    """A ``(done, total)`` reporter: the caller's, a bar (in a notebook or the terminal), or none."""
    if callable(progress):
        return progress
    if not progress:
        return lambda done, total: None
    title = f"{match.game}: {match.stronger} vs {match.weaker}"
    if _in_notebook():
        return _page_bar(title, total, done)
    from tqdm.auto import tqdm

    return _TerminalBar(tqdm(total=total, initial=done, desc=title, unit="deal"))


class _TerminalBar:
    """tqdm's bar on standard error, told ``(done, total)``; closed at the end or when a run stops."""

    def __init__(self, bar: Any) -> None:
        self.bar = bar

    def __call__(self, now: int, total: int) -> None:
        self.bar.update(now - self.bar.n)
        if now == total:
            self.bar.close()

    def close(self) -> None:
        self.bar.close()


def _in_notebook() -> bool:
    """Whether this runs in a notebook's kernel (where a bar is an output of the cell)."""
    import sys

    shell = sys.modules.get("IPython")
    ipython = getattr(shell, "get_ipython", lambda: None)()
    return ipython is not None and "IPKernelApp" in getattr(ipython, "config", {})


def _page_bar(title: str, total: int, done: int) -> Callable[[int, int], None]:
    """A bar drawn as the cell's output and redrawn in place.

    It is plain HTML, so that a notebook kept with its outputs shows the finished bar in every view (a
    widget's bar would be a dangling model there).
    """
    from IPython.display import display

    def drawn(now: int) -> dict[str, str]:
        said = f"{title}: {now:,} of {counted(total, 'deal')}"
        return {
            "text/html": f"<progress value='{now}' max='{total}'></progress> {escape(said)}",
            "text/plain": said,
        }

    # The live bar starts and ends empty and the finished bar is a new output: a notebook checker that
    # replays the outputs without their updates (nbval) then sees what the kept notebook shows.
    empty = {"text/html": "", "text/plain": ""}
    handle = display(empty, raw=True, display_id=True)

    def report(now: int, total: int) -> None:
        if handle is None:
            return
        if now == total:
            handle.update(empty, raw=True)
            display(drawn(now), raw=True)
        elif now % max(total // 100, 1) == 0:
            handle.update(drawn(now), raw=True)

    return report


def _result(match: Match, numbers: list[int], found: dict[int, tuple[Play, Play]]) -> Duplicate:
    """The match as a :class:`Duplicate`, its deals in the order asked for."""
    result = Duplicate(match.game, match.stronger, match.weaker, match.others)
    for number in numbers:
        result.numbers.append(number)
        for record, (value, called, made, seconds) in zip(
            (result.strong, result.weak), found[number], strict=True
        ):
            record.values.append(value)
            record.called.append(called)
            record.made.append(made)
            record.seconds += seconds
    return result

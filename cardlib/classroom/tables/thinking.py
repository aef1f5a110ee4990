"""The computer players' thinking, in processes of their own, so that no table waits on another.

An expert computer searches for a second or two before it plays. On the server's own thread that would
hold up every click of the class; on a thread beside it, it would still share the one interpreter.
So each decision is sent to a pool of processes, one for each processor but the server's, which think
only with the time the server leaves (its clicks always come first), and the server carries on. The
answer comes back with the table's moment it was thought at; the room plays it only if the table is
still there.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor

from cardlib.core.game import State
from cardlib.core.pack import derived
from cardlib.players.roster import player

#: How much lower the thinking processes' priority is than the server's, where the system has no idle
#: class of processes (``nice``).
LOWER = 10


def decide(game: str, level: str, seed: int, number: int, deal: int, state: State) -> str:
    """The ``level`` computer's action in ``state`` at table ``number``'s deal ``deal``.

    Seeded by the table, the deal and the moment (as ``ClassRoom.computer`` is), so that a deal
    replayed is played the same, whichever process thinks.
    """
    rng = derived(seed, number, deal, len(state.history))
    return player(game, level, rng)(state)


def follow_parent() -> None:
    """End this process when the server that started it ends, however it ends (``kill -9`` too).

    A pool's process waits on a pipe it holds both ends of, so it would never hear that the server
    has gone, and would live on, orphaned, for every server killed.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def wait() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=wait, name="cardlib-follow-parent", daemon=True).start()


def _ready(game: str, level: str) -> None:
    """A thinking process starts: lower its priority, and load its players before the first turn."""
    follow_parent()
    yield_to_the_server()
    player(game, level, derived(0))


def yield_to_the_server() -> None:
    """Think only with the processor time the server leaves (Linux's idle class; elsewhere, ``nice``).

    A click then never waits for a search: the server's work always comes first, and the searches
    take the rest, which in a class of people clicking every few seconds is nearly all of it.
    """
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # type: ignore[attr-defined,unused-ignore]
    except (AttributeError, OSError):
        with contextlib.suppress(AttributeError, OSError):  # no nice on Windows
            os.nice(LOWER)


class Thinkers:
    """A pool of processes that decide for the computers of one class (``game`` at ``level``)."""

    def __init__(self, game: str, level: str, workers: int | None = None) -> None:
        self.game, self.level = game, level
        # "spawn": a fresh interpreter, never a copy of the server with its threads and open files.
        self.pool = ProcessPoolExecutor(
            workers or max(1, (os.cpu_count() or 1) - 1),  # a processor left to the server
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_ready,
            initargs=(game, level),
        )

    def think(self, seed: int, number: int, deal: int, state: State) -> Future[str]:
        """The decision for the computer to act in ``state``, to come."""
        return self.pool.submit(decide, self.game, self.level, seed, number, deal, state)

    def close(self) -> None:
        """Stop the processes; a decision still being made is dropped (the table thinks again at start)."""
        self.pool.shutdown(wait=False, cancel_futures=True)

"""A duplicate tournament's records: each deal played twice, and what the plays show.

Each deal is played once with the weaker player in every seat, and once more with the stronger
player in one seat (the seat turns round from deal to deal). The difference in what that seat wins
is the stronger player's gain on that deal; the luck of the cards is the same in both plays, so it
cancels. Every deal has its own seed, so any deal can be played again alone. The other seats may be
given a third level instead (both plays then seat the same field), which measures two
costly players against each other at the price of one seat each.

:func:`cardlib.sim.tournament.duplicate` plays a tournament, through the runner (``cardlib.sim.runs``),
which builds on these records.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from cardlib.core.choosers import play_out
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.pack import derived
from cardlib.core.player import seat_value
from cardlib.core.words import counted
from cardlib.games.registry import game_spec
from cardlib.players.roster import player
from cardlib.records import new_record, replay
from cardlib.render.sheet import Sheet

#: The z-value of a two-sided 95% interval.
Z95 = 1.96


def deal_state(game: str, seed: int, number: int) -> State:
    """Deal ``number`` of the tournament with ``seed``: a fresh state, the same for every player."""
    return replay(new_record(game, game_spec(game).seats, seed=derived(seed, number)))


def called(state: State, seat: str) -> bool:
    """True when ``seat`` won the auction (the Pitch pitcher, or the Boston caller)."""
    contract = state.contract()
    return contract is not None and contract.declarer == seat


def interval(values: np.ndarray) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% confidence interval."""
    if len(values) < 2:
        return float(np.mean(values)) if len(values) else 0.0, float("inf")
    return float(values.mean()), float(Z95 * values.std(ddof=1) / np.sqrt(len(values)))


@dataclass
class SeatRecord:
    """What one level of player did in the seat under test, deal by deal."""

    values: list[float] = field(default_factory=list)
    called: list[bool] = field(default_factory=list)
    made: list[bool] = field(default_factory=list)
    #: Processor seconds spent on these plays, summed over the processes that played them.
    seconds: float = 0.0

    def add(self, state: State, seat: str) -> None:
        """Note the finished deal ``state`` for ``seat``."""
        self.values.append(seat_value(state, seat))
        self.called.append(called(state, seat))
        self.made.append(bool(state.outcome().made) and self.called[-1])

    @classmethod
    def joined(cls, *records: SeatRecord) -> SeatRecord:
        """A new record of every deal of ``records``, in their order, with their seconds added up."""
        return cls(
            [v for r in records for v in r.values],
            [c for r in records for c in r.called],
            [m for r in records for m in r.made],
            sum(r.seconds for r in records),
        )

    def contracts(self) -> tuple[int, float]:
        """How many contracts this seat won in the auction, and the share of them made."""
        count = sum(self.called)
        return count, (sum(self.made) / count if count else float("nan"))


@dataclass
class Duplicate:
    """The result of a duplicate tournament between two levels of player in one game."""

    game: str
    stronger: str
    weaker: str
    others: str | None = None
    strong: SeatRecord = field(default_factory=SeatRecord)
    weak: SeatRecord = field(default_factory=SeatRecord)
    #: The deal numbers, in the order of the records' entries.
    numbers: list[int] = field(default_factory=list)

    @property
    def deals(self) -> int:
        """Deals played."""
        return len(self.strong.values)

    @property
    def seconds(self) -> float:
        """Processor seconds spent on both plays of every deal."""
        return self.strong.seconds + self.weak.seconds

    def gain(self) -> tuple[float, float]:
        """The stronger player's average gain per deal over the weaker, and its 95% half-width."""
        return interval(np.array(self.strong.values) - np.array(self.weak.values))

    def clearly_stronger(self) -> bool:
        """Whether the whole 95% interval of the stronger player's gain lies above nothing."""
        gain, half = self.gain()
        return gain - half > 0

    def merge(self, other: Duplicate) -> Duplicate:
        """Both tournaments' deals together (for runs split over processes)."""
        return Duplicate(
            self.game,
            self.stronger,
            self.weaker,
            self.others,
            strong=SeatRecord.joined(self.strong, other.strong),
            weak=SeatRecord.joined(self.weak, other.weak),
            numbers=[*self.numbers, *other.numbers],
        )

    def to_json(self) -> dict[str, object]:
        """Every deal's result, as plain data (to keep a long tournament and add deals to it later)."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Duplicate:
        """The tournament :meth:`to_json` wrote."""
        sides = {side: SeatRecord(**data[side]) for side in ("strong", "weak")}
        return cls(
            data["game"],
            data["stronger"],
            data["weaker"],
            data.get("others"),
            **sides,
            numbers=data["numbers"],
        )

    def running_gain(self) -> tuple[np.ndarray, np.ndarray]:
        """The stronger player's average gain after each deal, and its 95% half-width (undefined at 1)."""
        gains = np.array(self.strong.values, dtype=float) - np.array(self.weak.values, dtype=float)
        played = np.arange(1, len(gains) + 1)
        mean = np.cumsum(gains) / played
        squares = np.cumsum(gains**2) - played * mean**2  # the running sum of squared deviations
        with np.errstate(divide="ignore", invalid="ignore"):
            half = Z95 * np.sqrt(np.maximum(squares, 0) / (played - 1)) / np.sqrt(played)
        return mean, np.where(played > 1, half, np.nan)

    def to_frame(self) -> Any:
        """Every deal as a row of a pandas ``DataFrame``: both plays, the gain, and the running gain.

        ``running gain`` and ``half-width`` are the average gain over the deals so far and its 95%
        interval's half-width: the interval narrows as deals are played.
        """
        import pandas as pd

        mean, half = self.running_gain()
        return pd.DataFrame(
            {
                "deal": self.numbers,
                self.stronger: self.strong.values,
                self.weaker: self.weak.values,
                "gain": np.array(self.strong.values, dtype=float) - np.array(self.weak.values, dtype=float),
                f"{self.stronger} called": self.strong.called,
                f"{self.stronger} made": self.strong.made,
                f"{self.weaker} called": self.weak.called,
                f"{self.weaker} made": self.weak.made,
                "running gain": mean,
                "half-width": half,
            }
        )

    def plot(self, ax: Any) -> Any:
        """The average gain against deals played, with its 95% interval narrowing, on matplotlib axes."""
        mean, half = self.running_gain()
        played = np.arange(1, len(mean) + 1)
        ax.fill_between(played, mean - half, mean + half, color="#2a4d8f", alpha=0.25, linewidth=0)
        ax.plot(played, mean, color="#2a4d8f")
        ax.axhline(0, color="black", linewidth=0.8)
        ax.set_xlabel("deals played")
        ax.set_ylabel(f"{self.stronger}'s gain a deal")
        return ax

    def sheet(self, first: int = 10) -> Sheet:
        """The first deals as a learner reads them: both results, the gain, the contracts, the average so far.

        ``to_frame()`` holds the same numbers (and every deal) as data to work on.
        """
        mean, half = self.running_gain()
        spec = game_spec(self.game)
        rows = []
        for at in range(min(first, self.deals)):
            strong, weak = self.strong.values[at], self.weak.values[at]
            so_far = f"{mean[at]:+.1f}" + ("" if at == 0 else f" ± {half[at]:.1f}")
            rows.append(
                (
                    str(self.numbers[at]),
                    _signed(strong),
                    _signed(weak),
                    _signed(strong - weak),
                    _contract_word(self.strong, at),
                    _contract_word(self.weak, at),
                    so_far,
                )
            )
        columns = (
            "deal",
            self.stronger,
            self.weaker,
            "gain",
            f"{self.stronger}'s contract",
            f"{self.weaker}'s contract",
            "average gain so far",
        )
        shown = counted(self.deals, "deal")
        if len(rows) < self.deals:
            shown = f"the first {len(rows)} of {shown}"
        who = f"{self.stronger} against {self.weaker}"
        caption = f"{spec.title}: {who}, {shown} ({spec.unit} won in the seat tried)"
        footer = (
            "Contract: the seat tried won the auction and made its bid, or failed; — when it did not win it."
        )
        return Sheet(caption, columns, rows, footer=footer)

    def row(self) -> dict[str, object]:
        """The numbers of one line of a strength table."""
        gain, half = self.gain()
        strong_calls, strong_made = self.strong.contracts()
        weak_calls, weak_made = self.weak.contracts()
        bids = game_spec(self.game).has_contracts
        return {
            "game": self.game,
            "match": f"{self.stronger} vs {self.weaker}{self._field()}",
            "deals": self.deals,
            "stronger per deal": round(float(np.mean(self.strong.values)), 2),
            "weaker per deal": round(float(np.mean(self.weak.values)), 2),
            "gain": f"{gain:+.2f} ± {half:.2f}" if self.deals > 1 else f"{gain:+.2f} (one deal: no interval)",
            "clearly stronger": "yes" if self.clearly_stronger() else "no",
            "stronger's contracts made": _share(strong_made, strong_calls) if bids else "no contracts",
            "weaker's contracts made": _share(weak_made, weak_calls) if bids else "no contracts",
            "CPU s a deal": round(self.seconds / max(self.deals, 1), 2),
        }

    def _field(self) -> str:
        """The other seats' level, where a third level sat round the seat tried: " (others: …)"."""
        return f" (others: {self.others})" if self.others else ""

    def __str__(self) -> str:
        gain, half = self.gain()
        verdict = "clearly stronger" if self.clearly_stronger() else "not clearly stronger"
        unit = game_spec(self.game).unit
        played = counted(self.deals, "duplicate deal")
        heading = f"{self.game}: {self.stronger} against {self.weaker}{self._field()} over {played}"
        if not self.deals:
            return f"{heading}: nothing played yet"
        if self.deals == 1:  # no spread to measure
            return f"{heading}: {gain:+.2f} {unit} (one deal gives no interval: play two or more)"
        return f"{heading}: {gain:+.2f} ± {half:.2f} {unit} a deal ({verdict})"


def _signed(value: float) -> str:
    """A result with its sign, as a score sheet writes it: "+3", "-1.5", "0"."""
    return f"{value:+g}" if value else "0"


def _contract_word(record: SeatRecord, at: int) -> str:
    """Whether the seat under test called on deal ``at`` and made it: "made", "failed" or a dash."""
    if not record.called[at]:
        return "—"
    return "made" if record.made[at] else "failed"


def beneath(result: Duplicate, seed: int = 0, known: Duplicate | None = None) -> Duplicate:
    """From a match with other seats of a third level: the weaker level against that level, same deals.

    Its plays with the weaker level in the seat under test are the given match's, so only the plays
    with that level in every seat are new (the same seeds give the same plays). ``known``, the same
    match found earlier on the first of these deals, spares playing those again.
    """
    level = result.others
    if level is None:
        raise CardlibError("this match was played without a field of other players: nothing is beneath it")
    found = Duplicate(result.game, result.weaker, level, strong=result.weak)
    found.numbers = list(result.numbers)
    done = 0
    if known is not None and known.numbers == result.numbers[: known.deals]:
        done = known.deals
        found.weak = SeatRecord.joined(known.weak)
    for number in result.numbers[done:]:
        play_seat(result.game, seed, number, level, level, found.weak)
    return found


def _share(made: float, count: int) -> str:
    return f"{made:.0%} of {count}" if count else "none won"


def play_seat(game: str, seed: int, number: int, level: str, others: str, record: SeatRecord) -> None:
    """Play deal ``number``, ``level`` in the seat under test and ``others`` round it, into ``record``."""
    seats = game_spec(game).seats
    seat = seats[number % len(seats)]
    players = {
        s: player(game, level if s == seat else others, derived(seed, number, i)) for i, s in enumerate(seats)
    }
    started = time.process_time()
    record.add(play_out(deal_state(game, seed, number), players, players[seat]), seat)
    record.seconds += time.process_time() - started

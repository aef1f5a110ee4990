"""The bid advisor: for one hand, how each sensible opening call fares over many sampled deals.

The hand sits in the first seat to speak. Each sample deals the other hands at random around it;
every candidate call is then tried on that same deal (so the calls are compared on equal cards), and
the rest of the deal is played out by the rule-of-thumb players. For each call the advisor reports
how often it won the auction, how often the contract was made when it did, and the average result
for the hand's seat, each with its 95% interval.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from cardlib.core.cards import Card
from cardlib.core.deal import deal
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed, generator
from cardlib.core.player import seat_value
from cardlib.core.words import and_list
from cardlib.games.registry import game_spec
from cardlib.players.roster import rule_of_thumb
from cardlib.players.sampling import try_action
from cardlib.records import record_of_deal, rules_for
from cardlib.sim.duplicates import called, interval


@dataclass(frozen=True)
class CallAdvice:
    """How one opening call fared."""

    call: str
    won: float
    made: float
    value: float
    error: float

    def line(self, contracts: bool = True) -> str:
        """One line of the advice table (without its auction columns in a game with no contracts)."""
        result = f"{self.value:+9.2f} ± {self.error:.2f}"
        if not contracts:
            return f"{self.call:<22} {result}"
        made = f"{self.made:4.0%}" if self.won else "   –"
        return f"{self.call:<22} {self.won:5.0%}  {made}  {result}"


@dataclass(frozen=True)
class Advice:
    """The advisor's answer for one hand, best expected result first."""

    game: str
    hand: Cards
    turn_up: Card | None
    samples: int
    calls: tuple[CallAdvice, ...]

    @property
    def contracts(self) -> bool:
        """Whether the game has contracts to win and make (Seven-Up has none: only the results are shown)."""
        return game_spec(self.game).has_contracts

    @property
    def best(self) -> CallAdvice:
        """The call with the best average result."""
        return self.calls[0]

    def __str__(self) -> str:
        up = f", turn-up {self.turn_up.symbol}" if self.turn_up else ""
        head = f"{self.game}: {self.hand.sorted().symbol}{up}, first to speak; {self.samples} sampled deals"
        auction = f" {'wins':>5}  {'made':>4} " if self.contracts else ""
        columns = f"{'call':<22}{auction} {'average result':>16}"
        return "\n".join([head, columns, *(c.line(self.contracts) for c in self.calls)])

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{c.call}</td>"
            + (f"<td>{c.won:.0%}</td><td>{f'{c.made:.0%}' if c.won else '–'}</td>" if self.contracts else "")
            + f"<td>{c.value:+.2f} ± {c.error:.2f}</td></tr>"
            for c in self.calls
        )
        auction = "<th>wins the auction</th><th>made when it wins</th>" if self.contracts else ""
        return (
            f"<p>{self.game}: {self.hand.sorted().symbol}, {self.samples} sampled deals</p><table>"
            f"<tr><th>call</th>{auction}<th>average result</th></tr>"
            f"{rows}</table>"
        )

    def plot(self, ax: Any) -> Any:
        """A bar for each call's average result, with its 95% interval, on matplotlib axes ``ax``."""
        names = [c.call for c in self.calls][::-1]
        ax.barh(names, [c.value for c in self.calls][::-1], xerr=[c.error for c in self.calls][::-1],
                color="#2a4d8f", ecolor="#c0392b", capsize=3)  # fmt: skip
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_xlabel("average result for the hand's seat")
        return ax


def _hand(game: str, hand: Cards | str) -> Cards:
    cards = Cards.parse(hand) if isinstance(hand, str) else Cards(hand)
    size = game_spec(game).pattern.hand_size
    twice = cards.duplicates()
    if twice:
        raise CardlibError(
            f"the advisor needs a {game} hand of {size} different cards; "
            f"{and_list([c.symbol for c in twice])} {'is' if len(twice) == 1 else 'are'} given twice"
        )
    if len(cards) != size:
        raise CardlibError(f"the advisor needs a {game} hand of {size} different cards; got {len(cards)}")
    return cards


def advise(
    game: str,
    hand: Cards | str,
    *,
    turn_up: Card | str | None = None,
    samples: int = 200,
    seed: Seed = 0,
    options: Mapping[str, Any] | None = None,
    progress: bool = False,
) -> Advice:
    """Try every sensible opening call of ``hand`` over ``samples`` deals; see the module's description.

    ``turn_up`` fixes Boston's turn-up card (otherwise it is drawn with each deal); ``progress`` shows
    a progress bar (in a notebook, or on the terminal's error stream).
    """
    cards = _hand(game, hand)
    if samples < 2:
        raise CardlibError(f"samples={samples}: the advisor needs at least 2 sampled deals for an error bar")
    spec, rules, guide = game_spec(game), rules_for(game, **dict(options or {})), rule_of_thumb(game)
    up = Card.parse(turn_up) if isinstance(turn_up, str) else turn_up
    seats = spec.seats
    seat, rng = seats[0], generator(seed)
    results: dict[str, list[tuple[float, bool, bool]]] = {}
    steps = range(samples)
    if progress:
        from tqdm.auto import tqdm

        steps = tqdm(steps, desc=f"advising on {game}", unit="deal")
    for _ in steps:
        dealt = deal(seats, seats[-1], spec.pattern, rng, fixed={seat: cards}, turn_up=spec.turn_up)
        # through a record, which gives the engine what the deal settles (the rest of Seven-Up's pack)
        state = rules.from_record(record_of_deal(game, replace(dealt, turn_up=up) if up else dealt, options))
        for action in results or guide.candidates(state):
            trial = try_action(state, action, guide)
            won = called(trial, seat)
            made = won and bool(trial.outcome().made)
            results.setdefault(action, []).append((seat_value(trial, seat), won, made))
    advice = []
    for action, rows in results.items():
        values = np.array([value for value, _, _ in rows])
        wins = np.array([taken for _, taken, _ in rows])
        makes = np.array([fulfilled for _, _, fulfilled in rows])
        mean, half = interval(values.astype(float))
        share_made = float(makes.sum() / wins.sum()) if wins.any() else 0.0
        advice.append(CallAdvice(action, float(wins.mean()), share_made, mean, half))
    advice.sort(key=lambda c: -c.value)
    return Advice(game, cards, up, samples, tuple(advice))

"""``SettlementQuestion``: what a Boston or Fontainebleau call pays, for a number of tricks taken.

The controller of the ``Settlement`` widget (``cardlib.games.solo.widgets``): a plain object the tests
drive, which imports no widget library. It reaches each game through its book of calls.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardlib.core.fieldtypes import LARGEST_AMOUNT, is_number
from cardlib.core.words import shown
from cardlib.games.solo.book import OPENING_GAME, CallPaid, call_book


def taken_from(table: str) -> str:
    """Where an amount is read: "From the classic table", but "From Table 1" (Foster's own name)."""
    return f"From {'' if table.startswith('Table') else 'the '}{table}"


class SettlementQuestion:
    """A caller (the first seat), his call, the tricks he took, and the options that change the payments."""

    def __init__(self, game: str = OPENING_GAME, options: Mapping[str, Any] | None = None) -> None:
        self.book = call_book(game)
        self.game = game
        self.options = self.book.rule_options(dict(options or {}))
        self.call = self.book.example
        self.taken = 7
        #: The pools the call is settled with: at first, those of a game's first deal (Boston's four
        #: red; Fontainebleau's first dealer's stake, option ``dealer_stake``).
        self.pools: list[float] = self.book.opening_pools(self.options)
        self.honours = 0

    @property
    def pool_limit(self) -> int:
        """The most one pool may hold in this game."""
        return self.book.pool_limit or LARGEST_AMOUNT

    def pool_problem(self) -> str | None:
        """Why the pools set are impossible by the rules, or ``None``."""
        for amount in self.pools:
            if not is_number(amount) or not 0 <= amount <= self.pool_limit:
                if self.book.pool_limit:
                    return (
                        f"A {self.book.spec.title} pool holds from 0 to {self.pool_limit} white counters "
                        f"({self.pool_limit // 10} red); more starts a new pool, so {amount} cannot be one."
                    )
                return f"A pool holds a number of white counters from 0 to {self.pool_limit:,}, not {amount}."
        return None

    def table_cell(self) -> str:
        """Which table and cell the amount comes from ("" when no call is chosen)."""
        paid = self.paid()
        return paid.cell if paid else ""

    def paid(self) -> CallPaid | None:
        """What the call pays, or ``None`` when no call is chosen."""
        call = self.book.read(self.call, self.options)
        if call is None:
            return None
        seats = self.book.spec.seats
        options = self.book.rule_options(self.options)
        return self.book.pay(seats, call, self.taken, self.pools, options, self.honours)

    def taken_problem(self) -> str | None:
        """Why the tricks taken set are impossible, or ``None``."""
        taken = self.taken
        if isinstance(taken, bool) or not isinstance(taken, int) or not 0 <= taken <= 13:
            return f"Tricks taken: a whole number from 0 to 13, not {shown(taken)}."
        return None

    def explain(self) -> list[str]:
        """The cell used, the reasons, and what each player and the pool gain or lose."""
        problem = self.taken_problem() or self.pool_problem()
        if problem:
            return [problem]
        paid = self.paid()
        if paid is None:
            return ["Choose a call."]
        settled = paid.settlement
        money = ", ".join(f"{p} {v:+}" for p, v in settled.payments.items())
        flows = ", ".join(
            f"{p} takes {v:g} out" if v > 0 else f"{p} puts {-v:g} in"
            for p, v in settled.pool_flows.items()
            if v
        )
        after = " ".join(str(p) for p in settled.pools_after) or "none"
        pools = "pool" if len(settled.pools_after) == 1 else "pools"
        return [
            f"{taken_from(paid.cell)}.",
            *settled.reasons,
            f"Between the players: {money}.",
            f"The pool: {flows or 'nobody puts in or takes out'}; {pools} after: {after}.",
        ]

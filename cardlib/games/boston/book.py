"""Boston's calls for teaching: its ladder, auction and payment tables behind the shared ``CallBook``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardlib.core.cards import Suit
from cardlib.games.boston.auction import BostonAuction
from cardlib.games.boston.calls import describe, read_call
from cardlib.games.boston.settlement import settle_call
from cardlib.games.boston.spec import PAYMENTS, SPEC
from cardlib.games.boston.tables import (
    AMERICAN_LOSS,
    AMERICAN_WIN,
    CLASSIC_LOSS,
    CLASSIC_WIN,
    MISERE_VALUES,
    POOL_LIMIT,
    POOL_STAKE,
)
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.book import CallBook, CallPaid, TableRow
from cardlib.games.solo.ladder import Call


def table_cell(call: Call, taken: int, payments: str) -> str:
    """Which of Boston's tables, and which cell, a call's payment comes from."""
    if call.is_misere:
        return f"misère table: {call.words()}"
    if PAYMENTS.choose(payments, {"classic": False, "american": True}):
        return f"American table, {call.name}"
    row = table_row(call, taken, payments)
    return f"{row.title}, {row.headings[row.used]}: {row.cells[row.used]}"


def table_row(call: Call, taken: int, payments: str) -> TableRow:
    """The row of Boston's tables a payment comes from, with the cell used."""
    if call.is_misere:
        names = tuple(MISERE_VALUES)
        return TableRow(
            "misère and spread values", names, tuple(MISERE_VALUES.values()), names.index(call.name)
        )
    american = PAYMENTS.choose(payments, {"classic": False, "american": True})
    bid = call.needed
    if taken >= bid:
        if american:
            bids = tuple(AMERICAN_WIN)
            return TableRow(
                "American table, made",
                tuple(f"{n} bid" for n in bids),
                tuple(AMERICAN_WIN.values()),
                bids.index(bid),
            )
        taken_columns = tuple(f"{n} taken" for n in range(bid, 14))
        return TableRow(
            f"classic win table, {call.name} bid", taken_columns, CLASSIC_WIN[bid], min(taken, 13) - bid
        )
    row = (AMERICAN_LOSS if american else CLASSIC_LOSS)[bid]
    short = tuple(f"{n} short" for n in range(1, len(row) + 1))
    title = f"{'American' if american else 'classic'} loss table, {call.name} bid"
    return TableRow(title, short, row, bid - taken - 1)


class BostonBook(CallBook):
    """Boston: calls read with keeps and strengths, described for the turn-up, paid from its tables."""

    spec = SPEC
    example = "seven"
    examples = '"seven", "twelve in colour" or "little misère"'
    pool_limit = POOL_LIMIT

    def auction(self, seats: Sequence[str], options: Mapping[str, Any]) -> SoloAuction:
        """The Boston auction, with or without direct class bids."""
        return BostonAuction(seats, options["direct_class_bids"])

    def opening_pools(self, options: Mapping[str, Any]) -> list[float]:
        """One pool of a red counter from each player (Foster's pool at the beginning of the game)."""
        return [POOL_STAKE * len(self.spec.seats)]

    def read(self, words: str, options: Mapping[str, Any]) -> Call | None:
        """A Boston call such as ``"seven in colour"``."""
        return read_call(words)[1]

    def describe(self, call: Call, options: Mapping[str, Any], turn_up: Suit) -> str:
        """What the call undertakes, with its trump for this turn-up."""
        return describe(call, turn_up)

    def pay(
        self,
        seats: Sequence[str],
        call: Call,
        taken: int,
        pools: Sequence[float],
        options: Mapping[str, Any],
        honours: int = 0,
    ) -> CallPaid:
        """Boston's payment for the call (honours do not count in Boston)."""
        payments = options["payments"]
        settled = settle_call(seats, seats[0], call, taken, pools, payments=payments)
        return CallPaid(table_cell(call, taken, payments), settled, table_row(call, taken, payments))


BOOK = BostonBook()

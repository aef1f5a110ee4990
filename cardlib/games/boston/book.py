"""Boston's calls for teaching: its ladder, auction and payment tables behind the shared ``CallBook``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardlib.core.cards import Suit
from cardlib.games.boston.auction import BostonAuction
from cardlib.games.boston.calls import describe, read_call
from cardlib.games.boston.settlement import settle_call
from cardlib.games.boston.spec import PAYMENTS, SPEC
from cardlib.games.boston.tables import CLASSIC_LOSS, CLASSIC_WIN, POOL_LIMIT
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.book import CallBook, CallPaid
from cardlib.games.solo.ladder import Call


def table_cell(call: Call, taken: int, payments: str) -> str:
    """Which of Boston's tables, and which cell, a call's payment comes from."""
    if call.is_misere:
        return f"misère table: {call.words()}"
    if PAYMENTS.choose(payments, {"classic": False, "american": True}):
        return f"American table, {call.name}"
    if taken >= call.tricks:
        cell = CLASSIC_WIN[call.tricks][min(taken, 13) - call.tricks]
        return f"classic win table, {call.name} bid, {taken} taken: {cell}"
    short = call.tricks - taken
    return f"classic loss table, {call.name} bid, {short} short: {CLASSIC_LOSS[call.tricks][short - 1]}"


class BostonBook(CallBook):
    """Boston: calls read with keeps and strengths, described for the turn-up, paid from its tables."""

    spec = SPEC
    example = "seven"
    pool_limit = POOL_LIMIT

    def auction(self, seats: Sequence[str], options: Mapping[str, Any]) -> SoloAuction:
        """The Boston auction, with or without direct class bids."""
        return BostonAuction(seats, options["direct_class_bids"])

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
        settled = settle_call(seats, seats[0], call, taken, pools, payments=options["payments"])
        return CallPaid(table_cell(call, taken, options["payments"]), settled)


BOOK = BostonBook()

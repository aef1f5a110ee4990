"""Fontainebleau's calls for teaching: its ladder in either suit order and Table 1 behind ``CallBook``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardlib.core.cards import Suit
from cardlib.games.fontainebleau.calls import call_trump, describe, read_call
from cardlib.games.fontainebleau.engine import FontainebleauAuction
from cardlib.games.fontainebleau.settlement import Valuation, settle_call
from cardlib.games.fontainebleau.spec import SPEC
from cardlib.games.fontainebleau.tables import FLAT, column, value_row
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.book import CallBook, CallPaid, TableRow
from cardlib.games.solo.ladder import Call

COLUMNS = ("♣ or ♠", "♥", "♦ or Grand")


def table_row(call: Call, trump: Suit | None, options: Mapping[str, Any]) -> TableRow:
    """The row of Table 1 (or the slam table) a call is valued from, with the column used."""
    if not call.is_trick_bid:
        names = tuple(FLAT)
        return TableRow("Table 1, calls with one value", names, tuple(FLAT.values()), names.index(call.name))
    slam = call.name if call.tricks == 13 else "slam"
    title, row = value_row(call.needed, slam=slam, slam_table=options["slam_table"])
    return TableRow(title, COLUMNS, row, column(trump))


class FontainebleauBook(CallBook):
    """Fontainebleau: each trick call speaks its suit; values come from Table 1 and the slam table."""

    spec = SPEC
    example = "seven diamonds"
    examples = '"seven diamonds", "ten grand" or "piccolissimo"'

    def auction(self, seats: Sequence[str], options: Mapping[str, Any]) -> SoloAuction:
        """The Fontainebleau auction in the chosen suit order."""
        return FontainebleauAuction(tuple(seats), options["suit_order"])

    def opening_pools(self, options: Mapping[str, Any]) -> list[float]:
        """The first dealer's stake, the only counters in the pool on the first deal (FO-2)."""
        return [options["dealer_stake"]]

    def read(self, words: str, options: Mapping[str, Any]) -> Call | None:
        """A Fontainebleau call such as ``"7D"`` or ``"seven diamonds"``."""
        return read_call(words, options["suit_order"])

    def describe(self, call: Call, options: Mapping[str, Any], turn_up: Suit) -> str:
        """What the call undertakes (no turn-up: the suit is spoken)."""
        return describe(call, options["suit_order"])

    def pay(
        self,
        seats: Sequence[str],
        call: Call,
        taken: int,
        pools: Sequence[float],
        options: Mapping[str, Any],
        honours: int = 0,
    ) -> CallPaid:
        """The call's value from Table 1, over- and under-tricks, and honours for a made call."""
        trump = call_trump(call, options["suit_order"]) if call.is_trick_bid else None
        valuation = Valuation(call, trump, False, options["slam_table"], options["grand_payment"])
        settled = settle_call(seats, [seats[0]], valuation, taken, sum(pools), honours=honours)
        return CallPaid(
            f"Table 1, {call.words()}, plus 5 for each trick over or short (and honours)",
            settled,
            table_row(call, trump, options),
        )


BOOK = FontainebleauBook()

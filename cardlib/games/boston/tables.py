"""Boston's payment tables, laid out as Foster prints them (digest §2.9). All amounts in white counters.

Each amount is what **each** adversary pays the caller (a success) or is paid by
him (a failure).
"""

from __future__ import annotations

from cardlib.games.boston.spec import PAYMENTS
from cardlib.games.solo.amounts import RED

#: §2.9.1 classic, successful trick bid: row = tricks bid, columns = tricks taken (from the bid up to 13).
CLASSIC_WIN: dict[int, tuple[int, ...]] = {
    5: (12, 12, 13, 13, 14, 14, 14, 15, 15),
    6: (15, 16, 16, 17, 18, 19, 20, 20),
    7: (18, 20, 21, 22, 23, 24, 26),
    8: (23, 24, 26, 28, 29, 31),
    9: (32, 34, 36, 39, 41),
    10: (42, 45, 48, 52),
    11: (63, 68, 72),
    12: (106, 114),
    13: (166,),
}

#: §2.9.2 American, successful trick bid: one amount a bid, over-tricks never paid.
AMERICAN_WIN: dict[int, int] = {5: 10, 6: 15, 7: 20, 8: 25, 9: 35, 10: 45, 11: 65, 12: 105, 13: 170}

#: §2.9.3 classic, failed trick bid: row = tricks bid, columns = tricks short (1 up to the bid).
CLASSIC_LOSS: dict[int, tuple[int, ...]] = {
    5: (11, 21, 31, 41, 50),
    6: (15, 24, 35, 45, 55, 66),
    7: (19, 29, 40, 50, 60, 72, 82),
    8: (23, 34, 46, 56, 67, 78, 89, 110),
    9: (33, 44, 57, 68, 82, 92, 103, 115, 127),
    10: (44, 56, 70, 82, 94, 107, 119, 132, 145, 157),
    11: (67, 80, 95, 109, 123, 138, 151, 165, 180, 194, 208),
    12: (113, 130, 148, 165, 182, 200, 217, 234, 252, 270, 286, 304),
    13: (177, 198, 222, 241, 262, 284, 305, 326, 348, 369, 390, 412, 433),
}

#: §2.9.4 American decimal table, failed trick bid (same layout).
AMERICAN_LOSS: dict[int, tuple[int, ...]] = {
    5: (10, 20, 30, 40, 50),
    6: (15, 25, 35, 45, 55, 65),
    7: (20, 30, 40, 50, 60, 70, 80),
    8: (25, 35, 45, 55, 70, 85, 100, 115),
    9: (35, 45, 55, 65, 80, 95, 110, 125, 140),
    10: (45, 55, 70, 80, 95, 110, 125, 140, 155, 170),
    11: (70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220),
    12: (120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320),
    13: (180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450),
}

#: §2.9.5 misères and spreads: won or lost per adversary, no over-tricks.
MISERE_VALUES: dict[str, int] = {
    "little misere": 20,
    "grand misere": 40,
    "little spread": 80,
    "grand spread": 160,
}

#: One pool holds at most 25 red (§2.2).
POOL_LIMIT = 25 * RED
#: Each player's red counter into an empty pool (§2.2).
POOL_STAKE = RED


def win_value(bid: int, taken: int, payments: str = PAYMENTS.default) -> int:
    """What each adversary pays a caller who bid ``bid`` tricks and took ``taken`` (at least ``bid``)."""
    if PAYMENTS.choose(payments, {"classic": False, "american": True}):
        return AMERICAN_WIN[bid]
    return CLASSIC_WIN[bid][min(taken, 13) - bid]


def loss_value(bid: int, short: int, payments: str = PAYMENTS.default) -> int:
    """What a caller who bid ``bid`` tricks and fell ``short`` tricks short pays each adversary."""
    table = PAYMENTS.choose(payments, {"classic": CLASSIC_LOSS, "american": AMERICAN_LOSS})
    return table[bid][short - 1]

"""Boston's payment tables as sheets a learner can read, built from the tables the engine pays by."""

from __future__ import annotations

from cardlib.games.boston.spec import PAYMENTS
from cardlib.games.boston.tables import AMERICAN_LOSS, AMERICAN_WIN, CLASSIC_LOSS, CLASSIC_WIN, MISERE_VALUES
from cardlib.render.sheet import Sheet, Sheets

TRICKS = range(5, 14)


def win_sheet(payments: str = PAYMENTS.default) -> Sheet:
    """What each adversary pays a caller who makes his bid: by tricks bid and, classic, tricks taken."""
    if PAYMENTS.means(payments, "american"):
        rows: list[tuple[str, ...]] = [(str(bid), str(AMERICAN_WIN[bid])) for bid in TRICKS]
        return Sheet("American payments: a call made (over-tricks are not paid)", ("bid", "paid"), rows)
    rows = [
        (str(bid), *("" if taken < bid else str(CLASSIC_WIN[bid][taken - bid]) for taken in TRICKS))
        for bid in TRICKS
    ]
    return Sheet(
        "Classic payments: a call made (rows: tricks bid; columns: tricks taken)",
        ("bid", *map(str, TRICKS)),
        rows,
    )


def loss_sheet(payments: str = PAYMENTS.default) -> Sheet:
    """What a caller who fails pays each adversary: by tricks bid and tricks short."""
    table = PAYMENTS.choose(payments, {"classic": CLASSIC_LOSS, "american": AMERICAN_LOSS})
    rows = [
        (str(bid), *(str(table[bid][short - 1]) if short <= bid else "" for short in range(1, 14)))
        for bid in TRICKS
    ]
    return Sheet(
        f"{payments.capitalize()} payments: a call failed (rows: tricks bid; columns: tricks short)",
        ("bid", *map(str, range(1, 14))),
        rows,
    )


def misere_sheet() -> Sheet:
    """The misères and spreads: one amount each way, whatever the system."""
    rows = [(name.replace("misere", "misère"), str(value)) for name, value in MISERE_VALUES.items()]
    return Sheet("Misères and spreads: won or lost with each adversary", ("call", "each way"), rows)


def payment_sheets(payments: str = PAYMENTS.default) -> Sheets:
    """Every Boston payment table of one system, in white counters, each adversary's share."""
    return Sheets((win_sheet(payments), loss_sheet(payments), misere_sheet()))

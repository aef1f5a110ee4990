"""Boston de Fontainebleau's calls (digest §3.2): its ladder, and trick bids spoken with a suit or Grand.

Within a number the suits rank ♠ < ♣ < ♥ < ♦ < Grand (no trump); in the French
order (option ``suit_order``, FO-13) hearts rank above diamonds.
"""

from __future__ import annotations

import functools
import re

from cardlib.core.cards import Suit
from cardlib.core.errors import IllegalAction
from cardlib.core.said import action_words
from cardlib.games.fontainebleau.spec import SUIT_ORDER
from cardlib.games.solo.ladder import MISERE_UNDERTAKINGS, Call, Ladder

RUNGS: tuple[tuple[str, int | None], ...] = (
    ("boston", 5),
    ("six", 6),
    ("little misere", None),
    ("seven", 7),
    ("piccolissimo", None),
    ("eight", 8),
    ("grand misere", None),
    ("nine", 9),
    ("little spread", None),
    ("ten", 10),
    ("grand spread", None),
    ("eleven", 11),
    ("twelve", 12),
    ("slam", 13),
    ("spread slam", 13),
)
#: The trump of each strength, weakest first; ``None`` is Grand, no trump.
SUIT_ORDERS: dict[str, tuple[Suit | None, ...]] = {
    "american": (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS, None),
    "french": (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, None),
}
_SUIT_WORDS = {
    Suit.SPADES: "spades",
    Suit.CLUBS: "clubs",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    None: "grand",
}
LADDERS = {
    order: Ladder(
        RUNGS,
        tuple(" " + _SUIT_WORDS[s] for s in suits),
        " < ".join(_SUIT_WORDS[s] for s in suits),
    )
    for order, suits in SUIT_ORDERS.items()
}
_NUMBERS = {
    "boston": 5, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
    "twelve": 12, "slam": 13, "spread slam": 13,
}  # fmt: skip
_TRUMPS = {
    "s": Suit.SPADES, "spade": Suit.SPADES, "spades": Suit.SPADES, "♠": Suit.SPADES,
    "c": Suit.CLUBS, "club": Suit.CLUBS, "clubs": Suit.CLUBS, "♣": Suit.CLUBS,
    "h": Suit.HEARTS, "heart": Suit.HEARTS, "hearts": Suit.HEARTS, "♥": Suit.HEARTS,
    "d": Suit.DIAMONDS, "diamond": Suit.DIAMONDS, "diamonds": Suit.DIAMONDS, "♦": Suit.DIAMONDS,
    "nt": None, "grand": None, "no trump": None, "no trumps": None,
}  # fmt: skip
_COMPACT = re.compile(r"^([0-9]{1,2})\s*(s|c|h|d|nt|♠|♣|♥|♦)$")
_MISERES = ("little misere", "piccolissimo", "grand misere", "little spread", "grand spread")


def ladder(order: str = SUIT_ORDER.default) -> list[Call]:
    """Every call in rank order, lowest first, each trick bid in its five strengths."""
    return SUIT_ORDER.choose(order, LADDERS).calls()


def call_trump(call: Call, order: str = SUIT_ORDER.default) -> Suit | None:
    """The trump of a call: its suit, or ``None`` for Grand and for misères and Piccolissimo."""
    return SUIT_ORDER.choose(order, SUIT_ORDERS)[call.strength] if call.is_trick_bid else None


def read_call(words: str, order: str = SUIT_ORDER.default) -> Call | None:
    """Read a pass or a call such as ``7D``, ``seven diamonds``, ``7NT``, ``seven grand``, ``slam H``."""
    return _read_call(words, order)


@functools.lru_cache(maxsize=4096)  # players read the same few calls again and again
def _read_call(words: str, order: str = SUIT_ORDER.default) -> Call | None:
    text = " ".join(words.lower().replace("è", "e").split())
    the_ladder, suits = SUIT_ORDER.choose(order, LADDERS), SUIT_ORDER.choose(order, SUIT_ORDERS)
    if text in ("pass", "i pass"):
        return None
    if text in _MISERES:
        return the_ladder.call(text)
    compact = _COMPACT.match(text)
    if compact:
        number, trump = int(compact.group(1)), _TRUMPS[compact.group(2)]
    else:
        name, _, suit = text.rpartition(" ")
        if name not in _NUMBERS or suit not in _TRUMPS:
            name, suit = text.rsplit(" ", 2)[0], " ".join(text.rsplit(" ", 2)[1:])
        if name not in _NUMBERS or suit not in _TRUMPS:
            raise IllegalAction(
                f'"{words}" is not a Fontainebleau call; say pass, a number with its suit or Grand '
                "(7D, seven diamonds, 7NT, seven grand, slam hearts), or a misère, piccolissimo or spread"
            )
        number, trump = _NUMBERS[name], _TRUMPS[suit]
        if name == "spread slam":
            return the_ladder.call("spread slam", suits.index(trump))
    if not 5 <= number <= 13:
        raise IllegalAction(f'"{words}": trick bids run from 5 (boston) to 12, and slam is all 13')
    return the_ladder.by_tricks(number, suits.index(trump))


def describe(call: Call, order: str = SUIT_ORDER.default) -> str:
    """What the call undertakes."""
    if call.exactly_one:
        return (
            f"{action_words(call.words())}: after a discard the caller must take exactly one trick, "
            "no trump (Foster "
            "names only the caller's discard; this kit has every player discard one card unseen)"
        )
    if not call.is_trick_bid:
        return f"{action_words(call.words())}: {MISERE_UNDERTAKINGS[call.name]}; no trump"
    trump = call_trump(call, order)
    spread = ", cards face up" if call.is_spread else ""
    where = f"trump {trump.symbol}" if trump else "no trump (Grand)"
    return f"{action_words(call.words())}: win at least {call.tricks} tricks; {where}{spread}"

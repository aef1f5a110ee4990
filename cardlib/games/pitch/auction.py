"""The Auction Pitch auction in its two forms: selling (Foster's main rule) and bidding to the board.

Selling (digest §4.4): the eldest hand is the seller. He may pitch at once, for
four, or offer the pitch for sale; then each other player once, from his left
to the dealer, bids higher than the last bid or passes, never offering the
seller enough points to put him out. The seller accepts the best bid (scoring
it at once) or refuses it (and must make it himself). Nobody bids: the seller
pitches with no contract (PI-3).

To the board (§4.5): the eldest bids first, each player once, each bid higher;
the points bid go to nobody and anyone may bid up to four. All pass: the
eldest pitches with no contract, or the hand is thrown in (PI-8).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import NamedTuple, TypeVar

from cardlib.core.errors import IllegalAction
from cardlib.core.numbers import whole_number
from cardlib.core.quick import shallow_copy

#: An auction of either kind: a copy is of its original's kind.
A = TypeVar("A", bound="Auction")
Selling = TypeVar("Selling", bound="SellingAuction")

HIGHEST_BID = 4
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4}
_BID = re.compile(r"^bid\s+(\S+)$")


#: The bids as the auction lists them, read at once (every playout's auction says only these).
_LISTED_BIDS: dict[str, int | None] = {"pass": None} | {f"bid {n}": n for n in range(1, HIGHEST_BID + 1)}


#: Each bid as the auction lists it, by its number of points (the list is made before every call).
_BID_TEXTS = [f"bid {n}" for n in range(HIGHEST_BID + 1)]


def read_bid(words: str) -> int | None:
    """``"bid 2"`` → 2, ``"pass"`` or ``"i pass"`` → ``None``; anything else is refused."""
    if words in _LISTED_BIDS:
        return _LISTED_BIDS[words]
    text = words.strip().lower()
    if text in ("pass", "i pass"):
        return None
    match = _BID.match(text)
    if match:
        amount = match.group(1)
        points = whole_number(amount)
        if points is not None:
            return points
        if amount in _NUMBER_WORDS:
            return _NUMBER_WORDS[amount]
        raise IllegalAction(f'"{amount}" is not a number of points; bid 1 to {HIGHEST_BID}, as in "bid 2"')
    raise IllegalAction(f'"{words}" is not a bid; say "bid <points>" (such as "bid 2") or "pass"')


#: The seller's two answers before anyone bids: pitch at once (for four), or let the others bid.
PITCH_AT_ONCE, SELL = "pitch", "sell"


class Outcome(NamedTuple):
    """How the auction ended: who pitches, what he must make, and what the seller scored by accepting."""

    pitcher: str
    contract: int | None
    seller_score: int = 0
    #: True when the seller pitches himself after pitching at once or refusing a bid (PI-4, PI-7).
    seller_pitches: bool = False


class Auction(ABC):
    """Common parts: the players in speaking order, the standing bid, and the bids so far."""

    @abstractmethod
    def current_player(self) -> str | None:
        """Who speaks next, or ``None`` once the auction is over."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """What the player to speak may say."""

    @abstractmethod
    def apply(self, player: str, words: str, *, listed: bool = False) -> None:
        """Take one bid or answer, checked in full before anything changes.

        ``listed`` says the words are one of :meth:`legal_actions` just listed, so already checked.
        """

    def __init__(self, order: Sequence[str], min_bid: int) -> None:
        self.order = tuple(order)
        self.min_bid = min_bid
        self.spoken: list[tuple[str, int | None]] = []
        #: The highest bid so far, with its bidder (``None`` before the first bid).
        self.standing: tuple[str, int] | None = None
        self.outcome: Outcome | None = None
        #: True when everyone passed and the hand is thrown in (PI-8's redeal).
        self.thrown_in = False

    def ceiling(self) -> int:
        """The highest bid allowed now."""
        return HIGHEST_BID

    def _check_bid(self, amount: int) -> None:
        standing = self.standing
        if amount > HIGHEST_BID:
            raise IllegalAction(f"the highest bid is {HIGHEST_BID}: High, Low, Jack and Game")
        if amount < self.min_bid:
            raise IllegalAction(f"the smallest bid is {self.min_bid}")
        if standing and amount <= standing[1]:
            raise IllegalAction(
                f"{standing[0]} has bid {standing[1]}; a later bid must be higher (there are no equal bids)"
            )

    def _speak(self, player: str, amount: int | None) -> None:
        """Record a bid (every bid is higher than the last, so it stands) or a pass."""
        self.spoken.append((player, amount))
        if amount is not None:
            self.standing = (player, amount)

    def bid_actions(self) -> list[str]:
        """The bids the player to speak may make, ``pass`` first."""
        standing = self.standing
        low = standing[1] + 1 if standing else 1  # above the standing bid, and at least the smallest
        if low < self.min_bid:
            low = self.min_bid
        top = self.ceiling() + 1
        return ["pass", *_BID_TEXTS[low : top if top > 0 else 0]]  # no bid at all under a ceiling of 0

    def clone(self: A) -> A:
        """An independent copy."""
        new = shallow_copy(self)
        new.spoken = list(self.spoken)
        return new

    def is_over(self) -> bool:
        """True once the pitcher is known, or the hand is thrown in."""
        return self.outcome is not None or self.thrown_in


class SellingAuction(Auction):
    """Foster's main rule: the eldest hand sells the pitch (digest §4.4, PI-1)."""

    def __init__(
        self,
        order: Sequence[str],
        to_go: Mapping[str, int],
        min_bid: int,
        full_value: bool,
        forfeit_over_ceiling: bool = False,
    ) -> None:
        super().__init__(order, min_bid)
        self.seller = self.order[0]
        self.bidders = self.order[1:]
        self.seller_to_go = to_go[self.seller]
        self.full_value = full_value
        #: Foster's P1: a bid over the ceiling is a mistake that loses the bidder his turn.
        self.forfeit_over_ceiling = forfeit_over_ceiling
        self.forfeited: list[str] = []
        self.opened = False

    def clone(self: Selling) -> Selling:
        """An independent copy."""
        new = super().clone()
        new.forfeited = list(self.forfeited)
        return new

    def ceiling(self) -> int:
        """Highest legal bid: never enough to put the seller out, unless bidding full value (PI-15)."""
        return HIGHEST_BID if self.full_value else min(HIGHEST_BID, self.seller_to_go - 1)

    def current_player(self) -> str | None:
        """Who speaks next."""
        if self.outcome:
            return None
        if not self.opened or len(self.spoken) == len(self.bidders):
            return self.seller
        return self.bidders[len(self.spoken)]

    def legal_actions(self) -> list[str]:
        """What the player to speak may say."""
        if self.outcome:
            return []
        if not self.opened:
            return [PITCH_AT_ONCE, SELL]
        if len(self.spoken) == len(self.bidders):
            return ["accept", "refuse"]
        return self.bid_actions()

    def apply(self, player: str, words: str, *, listed: bool = False) -> None:
        """Apply one spoken action, after checking it."""
        if player == self.seller:
            text = words.lower()
            if self.opened:
                self._decide(text)
            elif text == PITCH_AT_ONCE:
                self.opened = True
                self.outcome = Outcome(self.seller, HIGHEST_BID, seller_pitches=True)
            elif text == SELL:
                self.opened = True
            else:
                raise IllegalAction(
                    f'the seller {self.seller} either pitches at once ("pitch", for four) '
                    'or lets the others bid ("sell")'
                )
            return
        amount = read_bid(words)
        if amount is not None and not listed:
            self._check_bid(amount)
            if amount > self.ceiling():
                if not self.forfeit_over_ceiling:
                    raise IllegalAction(self._ceiling_reason())
                self.forfeited.append(player)
                amount = None
        self._speak(player, amount)
        if len(self.spoken) == len(self.bidders) and self.standing is None:
            self.outcome = Outcome(self.seller, None)

    def _ceiling_reason(self) -> str:
        if self.ceiling() < 1:
            allowed = "no bid is allowed at all"
        else:
            allowed = f"no bid above {self.ceiling()} is allowed"
        return (
            f"the seller has {self.seller_to_go} to go, so {allowed}; bid again or pass (at Foster's table "
            "such a bid costs the bidder his right to bid on this deal: the option over_ceiling)"
        )

    def _decide(self, text: str) -> None:
        standing = self.standing
        if standing is None or len(self.spoken) < len(self.bidders):
            raise IllegalAction(
                f"the seller {self.seller} answers only once every other player has bid or passed"
            )
        bidder, amount = standing
        if text == "accept":
            scored = min(amount, self.seller_to_go - 1) if self.full_value else amount
            self.outcome = Outcome(bidder, amount, scored)
        elif text == "refuse":
            self.outcome = Outcome(self.seller, amount, seller_pitches=True)
        else:
            raise IllegalAction(f'the seller answers {bidder}\'s bid of {amount} with "accept" or "refuse"')


class BoardAuction(Auction):
    """Bidding to the board: eldest first, one chance each, points bid go to nobody (digest §4.5)."""

    def __init__(self, order: Sequence[str], min_bid: int, redeal: bool = False) -> None:
        super().__init__(order, min_bid)
        #: PI-8's option: when everyone passes the hand is thrown in.
        self.redeal = redeal

    def current_player(self) -> str | None:
        """Who speaks next."""
        return None if self.is_over() else self.order[len(self.spoken)]

    def legal_actions(self) -> list[str]:
        """What the player to speak may say."""
        return [] if self.is_over() else self.bid_actions()

    def apply(self, player: str, words: str, *, listed: bool = False) -> None:
        """Apply one bid or pass, after checking it."""
        amount = read_bid(words)
        if amount is not None and not listed:
            self._check_bid(amount)
        self._speak(player, amount)
        if len(self.spoken) == len(self.order):
            standing = self.standing
            if standing is None and self.redeal:
                self.thrown_in = True
            elif standing is None:
                self.outcome = Outcome(self.order[0], None)
            else:
                self.outcome = Outcome(standing[0], standing[1])

"""``SetBackQuestion``: one deal of Auction Pitch worked out from the scores, the auction and the points."""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.words import shown
from cardlib.games.pitch.scoring import Settlement, settle, to_go_words


class SetBackQuestion:
    """To-go before the deal, who sold, who bid what and the seller's answer, and who made each point."""

    def __init__(self, players: Sequence[str] = ("A", "B", "C", "D")) -> None:
        self.players = tuple(players)
        self.to_go = dict.fromkeys(self.players, 7)
        self.seller = self.players[0]
        self.bidder: str | None = None
        self.bid = 0
        self.answer = "accept"
        self.full_value = False
        self.points: dict[str, str | None] = dict.fromkeys(("high", "low", "jack", "game"))

    def outcome(self) -> tuple[str, int | None, int]:  # read only after check() found nothing wrong
        """Who pitches, his contract, and what the seller scored by accepting."""
        if self.answer == "pitch at once":
            return self.seller, 4, 0
        if self.bidder is None or self.bid == 0:
            return self.seller, None, 0
        if self.answer == "accept":
            scored = min(self.bid, self.to_go[self.seller] - 1) if self.full_value else self.bid
            return self.bidder, self.bid, scored
        return self.seller, self.bid, 0

    def check(self) -> str | None:
        """Why the auction as given is not allowed, or ``None``."""
        seats = ", ".join(self.players)
        for role, seat in (("seller", self.seller), ("bidder", self.bidder), *self.points.items()):
            if seat is not None and seat not in self.players:
                return f"the {role} {shown(seat)} is not at this table; the seats are {seats}"
        for seat, to_go in self.to_go.items():
            if isinstance(to_go, bool) or not isinstance(to_go, int) or not 1 <= to_go <= 99:
                return (
                    f"{seat} has {shown(to_go)} to go; a player still in the game has a whole number from 1"
                )
        if isinstance(self.bid, bool) or not isinstance(self.bid, int) or not 0 <= self.bid <= 4:
            return f"a bid of {shown(self.bid)}: bids are 1 to 4 (0 for none)"
        if self.bidder == self.seller and self.bid:
            return f"the seller {self.seller} does not bid: he sells, or pitches at once"
        ceiling = 4 if self.full_value else min(4, self.to_go[self.seller] - 1)
        if self.bid > ceiling:
            return (
                f"the seller has {self.to_go[self.seller]} to go, so no bid above {ceiling} is allowed "
                "(the 'full value' custom lifts that limit)"
            )
        return None

    def settle(self) -> Settlement:
        """The scoring of the deal."""
        pitcher, contract, seller_score = self.outcome()
        return settle(
            self.players,
            self.to_go,
            pitcher,
            contract,
            self.points,
            seller=self.seller,
            seller_score=seller_score,
        )

    def explain(self) -> list[str]:
        """The pitcher and contract, the reasons, and each player's to-go after."""
        problem = self.check()
        if problem:
            return [f"Not allowed: {problem}."]
        pitcher, contract, _ = self.outcome()
        settled = self.settle()
        head = f"{pitcher} pitches " + (
            f"and must make {contract}."
            if contract
            else "with no contract (nobody bid; Foster does not say, and this kit sets him no target)."
        )
        after = ", ".join(
            f"{p} {to_go_words(settled.to_go[p])}"
            + (f" (set back {settled.set_back[p]})" if settled.set_back[p] else "")
            for p in self.players
        )
        return [head, *settled.reasons, f"To go after the deal: {after}."]

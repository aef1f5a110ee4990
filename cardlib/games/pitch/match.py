"""A whole game of Auction Pitch: deal after deal until someone goes out, with a score sheet.

Each player starts with 7 to go and stakes red counters in a pool (digest
§4.1, PI-12); a player who is set back adds a red counter (a club custom, on by
default), a revoker always forfeits one, and the first player to go out takes
the pool. The deal passes to the left after each hand; a misdeal is dealt
again by the same dealer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardlib.core.deal import deal
from cardlib.core.errors import CardlibError
from cardlib.core.match import finished
from cardlib.core.pack import Seed
from cardlib.core.seats import left_of
from cardlib.games.allfours.match import GameToSeven
from cardlib.games.pitch.auction import SellingAuction
from cardlib.games.pitch.engine import PitchRules, PitchState
from cardlib.games.pitch.scoring import to_go_words
from cardlib.games.pitch.spec import SPEC
from cardlib.render.sheet import html_table, text_table


def auction_summary(state: PitchState) -> str:
    """The auction in a few words: ``"B bid 2, A accepted"``, ``"A pitched at once"``, ``"nobody bid"``."""
    auction, outcome = state.auction, state.auction.outcome
    if state.redeal:
        return "nobody bid: thrown in"
    if outcome is None:
        return "auction not finished"
    standing = auction.standing
    if isinstance(auction, SellingAuction):
        if outcome.seller_pitches and standing is None:
            return f"{auction.seller} pitched at once"
        if standing is None:
            return "nobody bid"
        answer = "refused" if outcome.seller_pitches else "accepted"
        return f"{standing[0]} bid {standing[1]}, {auction.seller} {answer}"
    return "nobody bid" if standing is None else f"{standing[0]} bid {standing[1]} to the board"


@dataclass(frozen=True)
class SheetRow:
    """One line of the score sheet: a deal and what came of it."""

    number: int
    dealer: str
    auction: str
    pitcher: str | None
    contract: int | None
    trump: str | None
    points: dict[str, str | None]
    scored: dict[str, int]
    set_back: dict[str, int]
    to_go: dict[str, int]
    winner: str | None


class PitchMatch(GameToSeven):
    """A game of Auction Pitch to seven, played deal by deal.

    ``players`` sit in turn order and the last deals first. ``ante`` is each
    player's red stake (PI-12); ``set_back_red`` makes a set-back player add a
    red counter to the pool. Every shuffle draws from ``seed``.
    """

    def __init__(
        self,
        players: Sequence[str] = ("A", "B", "C", "D", "E"),
        rules: PitchRules | None = None,
        seed: Seed = None,
        *,
        ante: int = 1,
        set_back_red: bool = True,
    ) -> None:
        super().__init__(SPEC, players, seed, ante)
        self.rules = rules or PitchRules()
        self.set_back_red = set_back_red
        self.sheet: list[SheetRow] = []
        self.current: PitchState | None = None

    def new_deal(self) -> PitchState:
        """Shuffle and deal the next hand (the same dealer again after a misdeal)."""
        if self.winner is not None:
            raise CardlibError(f"the game is over: {self.winner} went out; start a new PitchMatch")
        dealt = deal(self.players, self.dealer, SPEC.pattern, self.rng)
        self.current = self.rules.new_state(dealt, to_go=dict(self.to_go))
        return self.current

    def misdeal(self) -> PitchState:
        """A misdeal never loses the deal: the same dealer deals again."""
        return self.new_deal()

    def finish_deal(self, state: PitchState | None = None) -> SheetRow:
        """Score a finished hand into the match and pass the deal to the left."""
        state = finished(state, self.current)
        result = state.result()
        row = SheetRow(
            number=len(self.sheet) + 1,
            dealer=self.dealer,
            auction=auction_summary(state),
            pitcher=result["pitcher"],
            contract=result["contract"],
            trump=result["trump"],
            points=result["points"],
            scored=result["scored"],
            set_back=result["set_back"],
            to_go=result["to_go"],
            winner=result["winner"],
        )
        self.sheet.append(row)
        self.records.append(state.to_record())
        self.to_go = dict(result["to_go"])
        self._red_counters(result)
        self.dealer = left_of(self.players, self.dealer)
        self.current = None
        return row

    def _red_counters(self, result: dict[str, Any]) -> None:
        revoker = result.get("revoke", {}).get("player")
        for player in self.players:
            forfeits = int(self.set_back_red and result["set_back"][player] > 0 and player != revoker)
            forfeits += int(player == revoker)
            self.red[player] -= forfeits
            self.pool += forfeits
        if result["winner"] is not None:
            self.winner = result["winner"]
            self.red[self.winner] += self.pool
            self.pool = 0

    # -- the score sheet ----------------------------------------------------------------------------

    def _columns(self) -> list[str]:
        return ["deal", "dealer", "auction", "pitcher", "bid", "trump", "H", "L", "J", "G", *self.players]

    def _cells(self, row: SheetRow) -> list[str]:
        def to_go(player: str) -> str:
            back = row.set_back[player]
            return f"{row.to_go[player]} (+{back})" if back else to_go_words(row.to_go[player])

        points = [row.points[name] or "-" for name in ("high", "low", "jack", "game")]
        bid = "-" if row.contract is None else str(row.contract)
        return [
            str(row.number),
            row.dealer,
            row.auction,
            row.pitcher or "-",
            bid,
            row.trump or "-",
            *points,
        ] + [to_go(p) for p in self.players]

    def _status(self) -> str:
        if self.winner:
            return f"{self.winner} went out and takes the pool; red counters: " + ", ".join(
                f"{p} {n:+d}" for p, n in self.red.items()
            )
        return f"pool: {self.pool} red; {self.dealer} deals next"

    def __str__(self) -> str:
        to_go = (
            f"to go: {', '.join(f'{p} {to_go_words(n)}' for p, n in self.to_go.items())}\n{self._status()}"
        )
        return text_table(self._columns(), [self._cells(r) for r in self.sheet], to_go)

    def _repr_html_(self) -> str:
        caption = "Auction Pitch score sheet (to go after each deal; +n: set back n)"
        return html_table(self._columns(), [self._cells(r) for r in self.sheet], caption, self._status())

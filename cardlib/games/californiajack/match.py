"""A whole game of California Jack: deal after deal until a player has made seven, with a score sheet.

Before each deal the players cut for trumps (CJ-2); the deal then passes to the other player
(CJ-C4). Each stakes one red counter, and the first to go out takes them.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.cards import Suit
from cardlib.core.deal import deal
from cardlib.core.errors import CardlibError
from cardlib.core.match import finished
from cardlib.core.pack import Seed, pick
from cardlib.core.seats import left_of
from cardlib.games.allfours.match import GameToSeven
from cardlib.games.californiajack.engine import CaliforniaJackRules, CaliforniaJackState
from cardlib.games.californiajack.spec import SPEC
from cardlib.render.sheet import html_table, text_table


class CaliforniaJackMatch(GameToSeven):
    """A game of California Jack to seven points, played deal by deal; the second player deals first."""

    def __init__(
        self, players: Sequence[str] = ("A", "B"), rules: CaliforniaJackRules | None = None, seed: Seed = None
    ) -> None:
        super().__init__(SPEC, players, seed)
        self.rules = rules or CaliforniaJackRules()
        self.sheet: list[list[str]] = []
        self.current: CaliforniaJackState | None = None

    def new_deal(self) -> CaliforniaJackState:
        """Cut for trumps, then shuffle and deal six cards each, the rest of the pack as the stock."""
        if self.winner is not None:
            raise CardlibError(f"the game is over: {self.winner} went out; start a new CaliforniaJackMatch")
        trump = pick(self.rng, list(Suit))
        dealt = deal(self.players, self.dealer, SPEC.pattern, self.rng)
        self.current = self.rules.new_state(
            dealt, trump=trump, stock=list(dealt.stock), to_go=dict(self.to_go)
        )
        return self.current

    def finish_deal(self, state: CaliforniaJackState | None = None) -> list[str]:
        """Score a finished hand into the match and pass the deal on; the sheet's row for it."""
        state = finished(state, self.current)
        outcome = state.outcome()
        points = [outcome.points[name] or "-" for name in ("high", "low", "jack", "game")]
        to_go = ["0, wins" if p == outcome.winner else str(max(outcome.to_go[p], 0)) for p in self.players]
        row = [str(len(self.sheet) + 1), self.dealer, outcome.trump.symbol, *points, *to_go]
        self.sheet.append(row)
        self.records.append(state.to_record())
        self.to_go = dict(outcome.to_go)
        if outcome.winner is not None:
            self.winner = outcome.winner
            self.red[self.winner] += self.pool
            self.pool = 0
        self.dealer = left_of(self.players, self.dealer)
        self.current = None
        return row

    def _columns(self) -> list[str]:
        return ["deal", "dealer", "trumps", "H", "L", "J", "G", *self.players]

    def __str__(self) -> str:
        footer = f"{self.winner} went out" if self.winner else f"{self.dealer} deals next"
        return text_table(self._columns(), self.sheet, footer)

    def _repr_html_(self) -> str:
        return html_table(self._columns(), self.sheet, "California Jack score sheet (to go after each deal)")

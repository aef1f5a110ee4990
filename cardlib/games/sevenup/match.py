"""A whole game of Seven-Up: deal after deal until a side has made its seven points, with a score sheet.

Each player stakes one red counter, and the side that goes out takes them (Foster: "so much a game").
The deal passes to the left, except after a redeal (the pack run out, or the cards bunched), when the
same dealer deals again.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.deal import deal
from cardlib.core.errors import CardlibError
from cardlib.core.match import finished
from cardlib.core.pack import Seed
from cardlib.core.seats import left_of
from cardlib.core.words import and_list, counted
from cardlib.games.allfours.match import GameToSeven
from cardlib.games.sevenup.engine import SevenUpRules, SevenUpState
from cardlib.games.sevenup.outcome import SevenUpOutcome
from cardlib.games.sevenup.spec import SPEC
from cardlib.render.sheet import html_table, text_table


class SevenUpMatch(GameToSeven):
    """A game of Seven-Up to seven points, played deal by deal; the last player deals first."""

    def __init__(
        self, players: Sequence[str] = ("A", "B"), rules: SevenUpRules | None = None, seed: Seed = None
    ) -> None:
        super().__init__(SPEC, players, seed)
        self.rules = rules or SevenUpRules()
        self.sheet: list[list[str]] = []
        #: The winner's side (the winner and his partner, with four players).
        self.winners: tuple[str, ...] = ()
        self.current: SevenUpState | None = None

    def new_deal(self) -> SevenUpState:
        """Shuffle and deal the next hand, with the rest of the pack kept for a run."""
        if self.winner is not None:
            raise CardlibError(f"the game is over: {self.winner}'s side went out; start a new SevenUpMatch")
        dealt = deal(self.players, self.dealer, SPEC.pattern, self.rng)
        self.current = self.rules.new_state(dealt, stock=list(dealt.stock), to_go=dict(self.to_go))
        return self.current

    def finish_deal(self, state: SevenUpState | None = None) -> list[str]:
        """Score a finished hand into the match and pass the deal on; the sheet's row for it."""
        state = finished(state, self.current)
        outcome = state.outcome()
        points = [outcome.points[name] or "-" for name in ("high", "low", "jack", "game")]
        row = [
            str(len(self.sheet) + 1),
            self.dealer,
            "redeal" if outcome.redeal else ("begged" if outcome.begged else "stood"),
            _at_once(outcome, self.dealer),
        ]
        out = state.sides[outcome.winner] if outcome.winner is not None else ()
        # nothing below 0 is shown; a side that reached 0 after the winner went out still lost
        row += points + [("0, wins" if p in out else str(max(outcome.to_go[p], 0))) for p in self.players]
        self.sheet.append(row)
        self.records.append(state.to_record())
        self.to_go = dict(outcome.to_go)
        if outcome.winner is not None:
            self.winner = outcome.winner
            self.winners = tuple(state.sides[outcome.winner])
            for player in self.winners:
                self.red[player] += self.pool // len(self.winners)
            self.pool = 0
        if not outcome.redeal:
            self.dealer = left_of(self.players, self.dealer)
        self.current = None
        return row

    def went_out(self) -> str:
        """Who went out and when, in words; why first, where another side reached 0 on the same deal."""
        if self.winner is None:
            return f"nobody has gone out after {counted(len(self.sheet), 'deal')}"
        said = f"{and_list(list(self.winners))} went out after {counted(len(self.sheet), 'deal')}"
        also = [p for p in self.players if self.to_go[p] <= 0 and p not in self.winners]
        if also:
            said += (
                f"; {and_list(also)} reached 0 on that deal too, but the points count in turn (those "
                f"scored at once first, then High, Low, Jack, Game, then any revoke penalties) and "
                f"{self.winner} got there first"
            )
        return said

    def _columns(self) -> list[str]:
        return ["deal", "dealer", "beg", "at once", "H", "L", "J", "G", *self.players]

    def __str__(self) -> str:
        footer = self.went_out() if self.winner else f"{self.dealer} deals next"
        return text_table(self._columns(), self.sheet, footer)

    def _repr_html_(self) -> str:
        return html_table(self._columns(), self.sheet, "Seven-Up score sheet (to go after each deal)")


def _at_once(outcome: SevenUpOutcome, dealer: str) -> str:
    """The points scored before the play: gifts for a beg, and jacks turned up.

    Revoke penalties count last, after Game, and show only in the to-go.
    """
    said = [f"{player}: gift" for player in outcome.gifts]
    said += [f"{dealer}: jack turned up"] * outcome.turned_jacks
    return ", ".join(said) or "-"

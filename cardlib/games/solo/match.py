"""A whole game of either Boston: twelve deals, every player's counters, the pool(s), a settlement sheet.

Each player starts with a stock of counters (Foster's usual 1,000 white). The
deal passes to the left. Counters are only ever moved, so the players' and the
pools' counters always add up to the starting total; whatever is left in the
pools after the last deal is shared equally. A game says how its pools are
fed and written in its hand records.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardlib.core.choosers import Choosers
from cardlib.core.deal import Deal, deal
from cardlib.core.errors import CardlibError
from cardlib.core.game import Rules
from cardlib.core.match import Match, finished, play_match
from cardlib.core.pack import Seed, generator
from cardlib.core.record import HandRecord
from cardlib.core.seats import FOSTER_FOUR, left_of
from cardlib.core.words import counted, per_seat
from cardlib.games.solo.amounts import number, total
from cardlib.games.solo.outcome import SoloOutcome
from cardlib.games.solo.state import SoloState
from cardlib.render.sheet import html_table, text_table

DEALS_IN_A_GAME = 12


@dataclass(frozen=True)
class SheetRow:
    """One deal on the settlement sheet."""

    number: int
    dealer: str
    contract: str
    tricks: str
    payments: dict[str, float]
    pools_after: list[float]
    #: Each player's counters won or lost on the deal in all: payments, pools taken or paid into, stakes.
    won: dict[str, float]
    #: The pools as the deal left them, before any new pool was staked (``None``: the same as after).
    pools_settled: list[float] | None = None


def contract_text(state: SoloState) -> str:
    """``"A: seven in colour (♦)"``, ``"A + Y: seven diamonds (♦)"``, ``"Misère Partout"`` or ``"passed"``."""
    if state.redeal:
        return "passed: nobody bid"
    if state.call is None:
        return "Misère Partout"
    trump = f" ({state.trump.symbol})" if state.trump else ""
    side = " + ".join(p for p in state.deal.players if p in state.side()) or state.caller
    return f"{side}: {state.call.words()}{trump}"


class SoloMatch(Match, ABC):
    """A game of twelve deals, played deal by deal, with counters and pools kept."""

    title = "settlement sheet"

    def __init__(
        self, rules: Rules, players: Sequence[str] = FOSTER_FOUR, seed: Seed = None, *, stock: int = 1000
    ) -> None:
        self.players = tuple(players)
        if len(self.players) != 4:
            raise CardlibError(f"{rules.spec.title} needs exactly 4 players, not {len(self.players)}")
        self.rules = rules
        self.rng = generator(seed)
        self.start_total = stock * 4
        self.stock = stock
        #: What each player put into the first pool before the first deal (no row shows it).
        self.first_stakes: dict[str, float] = {}
        self.counters: dict[str, float] = dict.fromkeys(self.players, stock)
        self.pools: list[float] = []
        self.dealer = self.players[-1]
        self.sheet: list[SheetRow] = []
        self.records: list[HandRecord] = []
        self.current: SoloState | None = None
        self.shared: dict[str, float] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}(players={self.players!r}, deals={len(self.sheet)})"

    # -- what each game says ------------------------------------------------------------------------

    @abstractmethod
    def _fields(self, dealt: Deal) -> dict[str, Any]:
        """The record fields of the next deal (the pools before it, and so on)."""

    def _new_state(self, dealt: Deal) -> SoloState:
        state = self.rules.new_state(dealt, **self._fields(dealt))
        if not isinstance(state, SoloState):
            raise TypeError("a solo game's rules deal solo states")
        return state

    def _settle(self, state: SoloState, outcome: SoloOutcome) -> tuple[str, dict[str, float]]:
        """Move the counters for a finished deal; return the sheet's contract text and payments."""
        for player, amount in outcome.returns.items():
            self.counters[player] += amount
        self.pools = list(outcome.pools_after)
        return contract_text(state), dict(outcome.payments)

    @property
    def deals(self) -> int:
        """Deals in the game."""
        return DEALS_IN_A_GAME

    # -- playing ------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True after the last deal."""
        return len(self.sheet) >= self.deals

    def new_deal(self) -> SoloState:
        """Deal the next hand."""
        if self.is_over:
            raise CardlibError(f"the game of {counted(self.deals, 'deal')} is over; start a new game")
        dealt = deal(
            self.players, self.dealer, self.rules.spec.pattern, self.rng, turn_up=self.rules.spec.turn_up
        )
        self.current = self._new_state(dealt)
        return self.current

    def finish_deal(self, state: SoloState | None = None) -> SheetRow:
        """Settle a finished hand into the game, and pass the deal to the left.

        A hand thrown in because nobody bid (Boston's ``nobody_bids="redeal"``,
        BO-14) moves no counters but still counts as one of the twelve deals:
        Foster counts deals as dealt, by the blade of a pocket-knife, and says
        the deal is passed.
        """
        state = finished(state, self.current, "game")
        self.current = None
        outcome = state.outcome()
        before = dict(self.counters)
        if not self.sheet:
            self.first_stakes = {p: number(self.stock - before[p]) for p in self.players}
        contract, payments = self._settle(state, outcome)
        settled = list(outcome.pools_after)
        tricks = outcome.tricks
        row = SheetRow(
            number=len(self.sheet) + 1,
            dealer=self.dealer,
            contract=contract,
            tricks=str(state.side_tricks())
            if outcome.contract
            else " ".join(f"{p}{n}" for p, n in tricks.items() if not state.redeal),
            payments=payments,
            pools_after=list(self.pools),
            won={p: number(self.counters[p] - before[p]) for p in self.players},
            pools_settled=settled if settled != self.pools else None,
        )
        self.sheet.append(row)
        self.records.append(state.to_record())
        self.dealer = left_of(self.players, self.dealer)
        if self.is_over and any(self.pools):
            self._share_pools()
        return row

    def _share_pools(self) -> None:
        share = total(self.pools) / len(self.players)
        for player in self.players:
            self.counters[player] = number(self.counters[player] + share)
            self.shared[player] = number(share)
        self.pools = []

    def holdings(self) -> dict[str, float]:
        """Each player's counters, and the pools: they always add up to the counters the game began with."""
        return {**self.counters, "pools": number(total(self.pools))}

    def total(self) -> float:
        """Every counter in the game: the players' and the pools'. Never changes."""
        return sum(self.counters.values()) + sum(self.pools)

    def play(self, choosers: Choosers = None) -> dict[str, float]:
        """Play the remaining deals; return each player's counters at the end."""
        play_match(self, choosers, self.rng, self.deals)
        return {p: number(v) for p, v in self.counters.items()}

    # -- the settlement sheet -----------------------------------------------------------------------

    def _columns(self) -> list[str]:
        return ["deal", "dealer", "contract", "tricks", *self.players, "pool after"]

    def _cells(self, row: SheetRow) -> list[str]:
        money = [f"{number(row.won[p]):+}" for p in self.players]
        pools = " ".join(str(number(p)) for p in row.pools_after) or "-"
        if row.pools_settled is not None:  # emptied (taken or shared) and staked afresh
            left = " ".join(str(number(p)) for p in row.pools_settled) or "0"
            pools = f"{left}, then {pools} staked"
        return [str(row.number), row.dealer, row.contract, row.tricks, *money, pools]

    def _status(self) -> str:
        held = per_seat(self.counters)
        if self.is_over:
            shared = f"pools shared: {number(sum(self.shared.values()))}" if self.shared else "pools taken"
            staked = self.first_stakes  # what no row shows: put in before the first deal
            began = f"each began with {self.stock:,}"
            if len(set(staked.values())) == 1 and any(staked.values()):
                began += f" and put {next(iter(staked.values()))} into the first pool"
            elif any(staked.values()):
                began += f" and put {per_seat(staked)} into the first pool"
            return f"after {counted(self.deals, 'deal')} ({shared}; {began}): {held}"
        pools = " ".join(str(number(p)) for p in self.pools)
        return f"counters: {held}; pool: {pools}; {self.dealer} deals next"

    def __str__(self) -> str:
        return text_table(self._columns(), [self._cells(r) for r in self.sheet], self._status())

    def _repr_html_(self) -> str:
        caption = (
            f"{self.rules.spec.title} {self.title} (white counters won or lost each deal, pools included)"
        )
        return html_table(self._columns(), [self._cells(r) for r in self.sheet], caption, self._status())

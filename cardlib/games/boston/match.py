"""A whole game of Boston: twelve deals, every player's counters and the pools, a settlement sheet.

Each player starts with a stock of counters (Foster's usual 1,000 white) and
puts one red counter into the pool at the start and whenever the pool is
empty (digest §2.2). The deal passes to the left. After the twelfth deal the
pools left on the table are shared equally (§2.11). Counters are only ever
moved, so players' counters and pools always add up to the starting total.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardlib.core.choosers import Choosers, play_out, random_chooser
from cardlib.core.deal import deal
from cardlib.core.errors import CardlibError
from cardlib.core.pack import Seed, generator
from cardlib.core.record import HandRecord
from cardlib.core.seats import FOSTER_FOUR, left_of
from cardlib.games.boston.engine import BostonRules, BostonState
from cardlib.games.boston.settlement import number
from cardlib.games.boston.spec import SPEC
from cardlib.games.boston.tables import POOL_STAKE
from cardlib.render.sheet import html_table, text_table

DEALS_IN_A_GAME = 12


@dataclass(frozen=True)
class SheetRow:
    """One deal on the settlement sheet."""

    number: int
    dealer: str
    turn_up: str
    contract: str
    tricks: str
    payments: dict[str, float]
    pools_after: list[float]


def contract_text(state: BostonState) -> str:
    """``"A: seven in colour (♦)"``, ``"Misère Partout"`` or ``"redeal"``."""
    if state.redeal:
        return "redeal"
    if state.call is None:
        return "Misère Partout"
    trump = f" ({state.trump.symbol})" if state.trump else ""
    return f"{state.caller}: {state.call.words()}{trump}"


class BostonMatch:
    """A game of twelve Boston deals, played deal by deal, with counters and pools kept."""

    def __init__(
        self,
        players: Sequence[str] = FOSTER_FOUR,
        rules: BostonRules | None = None,
        seed: Seed = None,
        *,
        stock: int = 1000,
        last_hand: str = "split",
    ) -> None:
        self.players = tuple(players)
        if last_hand not in ("split", "grand"):
            raise CardlibError(
                f'last_hand "{last_hand}": choose "split" (share the pools) or "grand" (BO-20)'
            )
        self.last_hand = last_hand
        if len(self.players) != 4:
            raise CardlibError(f"Boston needs exactly 4 players, not {len(self.players)}")
        self.rules = rules or BostonRules()
        self.rng = generator(seed)
        self.start_total = stock * 4
        self.counters: dict[str, float] = dict.fromkeys(self.players, stock)
        self.pools: list[float] = []
        self._stake_if_empty()
        self.dealer = self.players[-1]
        self.sheet: list[SheetRow] = []
        self.records: list[HandRecord] = []
        self.current: BostonState | None = None
        self.shared: dict[str, float] = {}

    def _stake_if_empty(self) -> None:
        if not self.pools:
            for player in self.players:
                self.counters[player] -= POOL_STAKE
            self.pools = [POOL_STAKE * len(self.players)]

    @property
    def deals(self) -> int:
        """Deals in this game: twelve, and a thirteenth Grand hand if ``last_hand="grand"``."""
        return DEALS_IN_A_GAME + (self.last_hand == "grand")

    @property
    def is_over(self) -> bool:
        """True after the last deal."""
        return len(self.sheet) >= self.deals

    def _grand_hand(self) -> bool:
        return self.last_hand == "grand" and len(self.sheet) == DEALS_IN_A_GAME

    def new_deal(self) -> BostonState:
        """Deal the next hand, with a turn-up from the other pack."""
        if self.is_over:
            raise CardlibError(f"the game of {self.deals} deals is over; start a new BostonMatch")
        dealt = deal(self.players, self.dealer, SPEC.pattern, self.rng, turn_up=True)
        rules = self.rules
        if self._grand_hand():
            rules = BostonRules(**{**rules.given_options, "nobody_bids": "misere partout"})
        self.current = rules.new_state(dealt, turn_up=dealt.turn_up, pools=list(self.pools))
        if self._grand_hand():
            for player in dealt.order_from_eldest():
                self.current.apply(f"{player}: pass")
        return self.current

    def finish_deal(self, state: BostonState | None = None) -> SheetRow | None:
        """Settle a finished hand into the game; a redealt hand is dealt again by the same dealer."""
        state = state or self.current
        if state is None or state is not self.current:
            raise CardlibError("finish_deal takes the hand this game dealt last (call new_deal first)")
        if not state.is_over():
            raise CardlibError(f"the hand is not finished: it is {state.current_player()}'s turn")
        self.current = None
        result = state.result()
        if state.redeal:
            return None
        contract = contract_text(state)
        if self._grand_hand():
            last = state.completed_tricks()[-1].winner(None)
            self.counters[last] += sum(self.pools)
            contract = f"13th hand, Grand: {last} takes the last trick and the pools"
            result = dict(result, payments=dict.fromkeys(self.players, 0), pools_after=[])
        else:
            for player in self.players:
                self.counters[player] += result["payments"][player] + result["pool_flows"][player]
        self.pools = list(result["pools_after"])
        if len(self.sheet) + 1 < DEALS_IN_A_GAME:
            self._stake_if_empty()
        caller = result["contract"]["caller"] if result["contract"] else None
        row = SheetRow(
            number=len(self.sheet) + 1,
            dealer=self.dealer,
            turn_up=state.turn_up.symbol,
            contract=contract,
            tricks=" ".join(f"{p}{n}" for p, n in result["tricks"].items())
            if caller is None
            else str(result["tricks"][caller]),
            payments=dict(result["payments"]),
            pools_after=list(self.pools),
        )
        self.sheet.append(row)
        self.records.append(state.to_record())
        self.dealer = left_of(self.players, self.dealer)
        if self.is_over and self.pools:
            self._share_pools()
        return row

    def _share_pools(self) -> None:
        share = sum(self.pools) / len(self.players)
        for player in self.players:
            self.counters[player] += share
            self.shared[player] = number(share)
        self.pools = []

    def total(self) -> float:
        """Every counter in the game: the players' and the pools'. Never changes."""
        return sum(self.counters.values()) + sum(self.pools)

    def play(self, choosers: Choosers = None) -> dict[str, float]:
        """Play the remaining deals; return each player's counters at the end."""
        default = random_chooser(self.rng)
        while not self.is_over:
            self.finish_deal(play_out(self.new_deal(), choosers, default))
        return {p: number(v) for p, v in self.counters.items()}

    # -- the settlement sheet -----------------------------------------------------------------------

    def _columns(self) -> list[str]:
        return ["deal", "dealer", "turn-up", "contract", "tricks", *self.players, "pools after"]

    def _cells(self, row: SheetRow) -> list[str]:
        money = [f"{number(row.payments[p]):+}" for p in self.players]
        pools = " ".join(str(number(p)) for p in row.pools_after) or "-"
        return [str(row.number), row.dealer, row.turn_up, row.contract, row.tricks, *money, pools]

    def _status(self) -> str:
        held = ", ".join(f"{p} {number(n)}" for p, n in self.counters.items())
        if self.is_over:
            shared = f"pools shared: {number(sum(self.shared.values()))}" if self.shared else "pools taken"
            return f"after {self.deals} deals ({shared}): {held}"
        pools = " ".join(str(number(p)) for p in self.pools)
        return f"counters: {held}; pools: {pools}; {self.dealer} deals next"

    def __str__(self) -> str:
        return text_table(self._columns(), [self._cells(r) for r in self.sheet], self._status())

    def _repr_html_(self) -> str:
        caption = "Boston settlement sheet (white counters won or lost each deal)"
        return html_table(self._columns(), [self._cells(r) for r in self.sheet], caption, self._status())

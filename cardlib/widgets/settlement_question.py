"""``SettlementQuestion``: what a Boston or Fontainebleau call pays, for a number of tricks taken."""

from __future__ import annotations

from cardlib.games.boston.calls import read_call as read_boston
from cardlib.games.boston.settlement import settle_call as settle_boston
from cardlib.games.boston.tables import CLASSIC_LOSS, CLASSIC_WIN
from cardlib.games.fontainebleau.calls import call_trump
from cardlib.games.fontainebleau.calls import read_call as read_fontainebleau
from cardlib.games.fontainebleau.settlement import Valuation
from cardlib.games.fontainebleau.settlement import settle_call as settle_fontainebleau

PLAYERS = ("A", "Y", "B", "Z")


class SettlementQuestion:
    """A caller (A), his call, the tricks he took, and the options that change the payments."""

    def __init__(self, game: str = "boston") -> None:
        if game not in ("boston", "fontainebleau"):
            raise ValueError(f'game "{game}": settlements are for "boston" or "fontainebleau"')
        self.game = game
        self.call = "seven" if game == "boston" else "seven diamonds"
        self.taken = 7
        self.payments = "classic"
        self.pools: list[float] = [40]
        self.honours = 0

    def table_cell(self) -> str:
        """Which table and cell the amount comes from."""
        if self.game == "fontainebleau":
            call = read_fontainebleau(self.call)
            return f"Table 1, {call.words()}, plus 5 for each trick over or short (and honours)"
        call = read_boston(self.call)[1]
        if call.is_misere:
            return f"misère table: {call.words()}"
        if self.payments == "american":
            return f"American table, {call.name}"
        if self.taken >= call.tricks:
            cell = CLASSIC_WIN[call.tricks][min(self.taken, 13) - call.tricks]
            return f"classic win table, {call.name} bid, {self.taken} taken: {cell}"
        short = call.tricks - self.taken
        return f"classic loss table, {call.name} bid, {short} short: {CLASSIC_LOSS[call.tricks][short - 1]}"

    def explain(self) -> list[str]:
        """The cell used, the reasons, and what each player and the pool gain or lose."""
        if self.game == "boston":
            call = read_boston(self.call)[1]
            if call is None:
                return ["Choose a call."]
            settled = settle_boston(PLAYERS, "A", call, self.taken, self.pools, payments=self.payments)
            pools = f"pools after: {' '.join(str(p) for p in settled.pools_after) or 'none'}"
        else:
            call = read_fontainebleau(self.call)
            if call is None:
                return ["Choose a call."]
            valuation = Valuation(call, call_trump(call) if call.is_trick_bid else None)
            settled = settle_fontainebleau(
                PLAYERS, ["A"], valuation, self.taken, sum(self.pools), honours=self.honours
            )
            pools = f"pool after: {settled.pool_after}"
        money = ", ".join(f"{p} {v:+}" for p, v in settled.payments.items())
        flows = ", ".join(f"{p} {v:+}" for p, v in settled.pool_flows.items() if v)
        return [
            f"From the {self.table_cell()}.",
            *settled.reasons,
            f"Between the players: {money}.",
            f"With the pool: {flows or 'nothing'}; {pools}.",
        ]

"""The open-hand search for a game that has no search of its own: its engine plays every card.

A game the compiled trick and Pitch searches do not model (its own points, its own tie rules) is
searched through the game interface alone: each legal card is played on a copy of the state, to the
end of the deal, and the deal's returns for one side are the value. The side plays for the most, the
others together for the least (with three players each for himself, that is the side against the
other two). Alpha-beta cuts the lines that cannot matter, and a table keeps each position met
again: within one deal, the same hands, the same cards on the table and the same cards taken by each
player lead to the same end (the caller keeps a table a deal). It is slower than the board
searches, so it serves the late play.
"""

from __future__ import annotations

from cardlib.analysis.board import SearchTooBig
from cardlib.core.game import State

#: A position: the player to act, each hand, the trick on the table, and each player's cards taken.
Key = tuple[object, ...]


class EngineTable(dict[Key, tuple[float, float]]):
    """The bounds of one deal's positions (a position's key is only unique within its deal)."""

    #: What an entry holds in memory, measured (its key's hands and piles are tuples of cards), for the
    #: solver's budget.
    ENTRY_BYTES = 2_200


class EngineSearch:
    """Searches a deal by playing it on its own engine; ``value(state)`` is the side's returns."""

    def __init__(self, side: tuple[str, ...], scorer: str, limit: int) -> None:
        self.side = frozenset(side)
        self.scorer = scorer
        self.limit = limit
        self.nodes = 0
        #: Bounds on the value of each position searched: (lowest, highest).
        self.table: dict[Key, tuple[float, float]] = EngineTable()

    def value(self, state: State) -> float:
        """The returns ``scorer``'s side ends the deal with, both sides playing their best from ``state``."""
        return self._search(state, float("-inf"), float("inf"))

    def _key(self, state: State) -> Key:
        players = state.deal.players
        captured = state.captured()
        return (
            state.to_act(),
            tuple(state.hand(p) for p in players),
            state.current_trick(),
            tuple(frozenset(captured[p]) for p in players),
        )

    def _search(self, state: State, alpha: float, beta: float) -> float:
        if state.is_over():
            return state.outcome().returns[self.scorer]
        key = self._key(state)
        low, high = self.table.get(key, (float("-inf"), float("inf")))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchTooBig(self.limit)
        window = max(alpha, low), min(beta, high)
        lo, hi = window
        ours = state.to_act() in self.side
        best = float("-inf") if ours else float("inf")
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            found = self._search(child, lo, hi)
            if ours:
                best, lo = max(best, found), max(lo, found)
            else:
                best, hi = min(best, found), min(hi, found)
            if lo >= hi:
                break
        if best <= window[0]:  # failed low: the true value is at most ``best``
            self.table[key] = (low, min(high, best))
        elif best >= window[1]:  # failed high: at least ``best``
            self.table[key] = (max(low, best), high)
        else:
            self.table[key] = (best, best)
        return best

"""Plain exhaustive minimax: every legal card at every turn, no table, no pruning, no shortcuts.

Far too slow for whole deals; it is the reference the real search is checked against on small
positions, and the baseline its benchmark measures speed-ups from.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cardlib.analysis.board import Board


class Minimax:
    """Exhaustive search of a board; ``nodes`` counts the positions visited."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.nodes = 0

    def best(self, maximising: Callable[[int], bool], score: Callable[[int | None], int], total: int) -> int:
        """The best total of ``score(winner)`` over the remaining tricks, the maximisers choosing high."""
        self.nodes += 1
        board = self.board
        if board.left == 0:
            return total
        choose = max if maximising(board.to_play) else min
        values = []
        for suit, bit in board.legal():
            winner = board.play(suit, bit)
            values.append(self.best(maximising, score, total + (score(winner) if winner is not None else 0)))
            board.unplay()
        return choose(values)

    def tricks(self, counted: Iterable[int], maximisers: Iterable[int]) -> int:
        """The counted players' tricks from here under best play (as :class:`TrickSearch` defines it)."""
        counted, maximisers = set(counted), set(maximisers)
        return self.best(lambda p: p in maximisers, lambda w: int(w in counted), 0)

    def exactly_one(self, caller: int, taken: int) -> bool:
        """Whether ``caller`` can end with exactly one trick in all, having ``taken`` so far."""
        return self._exactly(caller, taken)

    def _exactly(self, caller: int, taken: int) -> bool:
        self.nodes += 1
        board = self.board
        if board.left == 0:
            return taken == 1
        outcomes = []
        for suit, bit in board.legal():
            winner = board.play(suit, bit)
            outcomes.append(self._exactly(caller, taken + (winner == caller)))
            board.unplay()
        return any(outcomes) if board.to_play == caller else all(outcomes)

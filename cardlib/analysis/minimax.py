"""Plain exhaustive minimax: every legal card at every turn, no table, no pruning, no shortcuts.

Far too slow for whole deals; it is the reference the real search is checked against on small
positions, and the baseline its benchmark measures speed-ups from.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cardlib.analysis.board import Board, card_of
from cardlib.core.cards import Card, Rank, Suit
from cardlib.games.pitch.points import game_value, game_winner


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

    def pitch(self, pitcher: int, counts: list[int], jack: int | None) -> int:
        """The pitcher's Jack and Game under best play, everyone else against him.

        ``counts`` are the Game counts taken so far, ``jack`` who took the jack of trumps (``None``
        while it is out or if it was not dealt).
        """
        self.nodes += 1
        board = self.board
        if board.left == 0:
            names = {str(p): count for p, count in enumerate(counts)}
            return int(jack == pitcher) + int(game_winner(names) == str(pitcher))
        values = []
        for suit, bit in board.legal():
            trick = [*board.trick, (board.to_play, suit, bit)]
            winner = board.play(suit, bit)
            now, taker = list(counts), jack
            if winner is not None:
                now[winner] += sum(game_value(card_of(s, b)) for _, s, b in trick)
                if any(card_of(s, b) == Card(Suit(board.trump), Rank.JACK) for _, s, b in trick):
                    taker = winner
            values.append(self.pitch(pitcher, now, taker))
            board.unplay()
        return max(values) if board.to_play == pitcher else min(values)

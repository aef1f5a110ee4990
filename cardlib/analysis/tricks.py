"""The open-hand search for trick objectives, after the bridge double-dummy solvers.

Some players' tricks are *counted* (the caller's side); the *maximisers* want as many counted
tricks as possible and everyone else as few. A trick call has the caller's side as both; a misère
counts the caller's tricks but the adversaries are the maximisers. The search answers yes/no
questions ("can the maximisers make the counted side take at least k more tricks?") and walks k to
the exact value. It uses:

- a transposition table at the start of each trick, keyed by the hands in rank-relative form
  (only the order of the cards still out matters) and the leader, holding lower and upper bounds;
- sure tricks of the leader (top cards he can cash) as bounds at the start of each trick;
- one card of each group of touching cards;
- move ordering: cheapest winning card first for a player who wants the trick, else ducking.

A separate search answers Piccolissimo's question: can the caller end with exactly one trick?
"""

from __future__ import annotations

from collections.abc import Iterable

from cardlib.analysis.board import Board, bits

_COMPRESSED: dict[tuple[int, int], int] = {}


def _compress(mask: int, live: int) -> int:
    """``mask``'s cards renumbered by their order among the ``live`` cards of the suit."""
    key = (mask, live)
    found = _COMPRESSED.get(key)
    if found is None:
        found, index = 0, 0
        for bit in bits(live):
            if mask >> bit & 1:
                found |= 1 << index
            index += 1
        _COMPRESSED[key] = found
    return found


def _top_run(mask: int, live: int) -> int:
    """How many of the highest ``live`` cards of a suit are in ``mask``."""
    run = 0
    for bit in reversed(bits(live)):
        if not mask >> bit & 1:
            break
        run += 1
    return run


class TrickSearch:
    """Searches one board for one kind of objective; keep it to reuse its table across positions."""

    def __init__(self, board: Board, counted: Iterable[int], maximisers: Iterable[int]) -> None:
        self.board = board
        counted, maximisers = set(counted), set(maximisers)
        self.counted = [p in counted for p in range(board.n)]
        self.maximiser = [p in maximisers for p in range(board.n)]
        #: True for a player whose side gains when he wins a trick himself.
        self.wants_trick = [self.counted[p] == self.maximiser[p] for p in range(board.n)]
        self.table: dict[tuple, tuple[int, int]] = {}
        self.nodes = 0

    # -- the position's key and bounds ---------------------------------------------------------------

    def _key(self) -> tuple:
        hands = self.board.hands
        live = [_or(h[s] for h in hands) for s in range(4)]
        return (self.board.leader, *(_compress(h[s], live[s]) for h in hands for s in range(4)))

    def _sure_tricks(self, left: int) -> int:
        """Tricks the leader can take at once with top cards no one can beat or trump."""
        board = self.board
        hands, leader, trump = board.hands, board.leader, board.trump
        hand = hands[leader]
        live = [_or(h[s] for h in hands) for s in range(4)]
        others = [h for p, h in enumerate(hands) if p != leader]
        if trump < 0 or not any(h[trump] for h in others):
            sure = sum(_top_run(hand[s], live[s]) for s in range(4))
        elif hand[trump]:
            sure = _top_run(hand[trump], live[trump])
            if sure >= max(h[trump].bit_count() for h in others):
                sure += sum(_top_run(hand[s], live[s]) for s in range(4) if s != trump)
        else:
            sure = 0
        return min(sure, left)

    # -- moves ---------------------------------------------------------------------------------------

    def moves(self) -> list[tuple[int, int]]:
        """The cards worth trying for the player to play: one of each touching group, best first."""
        board = self.board
        player = board.to_play
        hand = board.hands[player]
        legal_suits = sorted({s for s, _ in board.legal()})
        table = board.trick
        reps = []
        for suit in legal_suits:
            live = _or(h[suit] for h in board.hands) | _or(1 << b for _, s, b in table if s == suit)
            mine = hand[suit]
            run = False
            for bit in bits(live):
                if mine >> bit & 1:
                    if not run:
                        reps.append((suit, bit))
                    run = True
                else:
                    run = False
        if not table:
            return sorted(reps, key=lambda m: -m[1] if self.wants_trick[player] else m[1])
        win_player = board.winner(table) if len(table) > 1 else table[0][0]
        _, best_suit, best_bit = next(t for t in table if t[0] == win_player)
        trump = board.trump

        def beats(move: tuple[int, int]) -> bool:
            suit, bit = move
            return (suit == best_suit and bit > best_bit) or (suit == trump != best_suit)

        friend_winning = self.maximiser[player] == self.maximiser[win_player]
        winners = [m for m in reps if beats(m)]
        losers = [m for m in reps if not beats(m)]
        if self.wants_trick[player] and not friend_winning:
            return sorted(winners, key=lambda m: (m[0] == trump, m[1])) + sorted(losers, key=lambda m: m[1])
        return sorted(losers, key=lambda m: -m[1]) + sorted(winners, key=lambda m: m[1])

    # -- the search ----------------------------------------------------------------------------------

    def at_least(self, need: int) -> bool:
        """Can the maximisers make the counted players take at least ``need`` more tricks?"""
        self.nodes += 1
        if need <= 0:
            return True
        board = self.board
        left = board.tricks_left()
        if need > left:
            return False
        key = None
        if not board.trick:
            key = self._key()
            low, high = self.table.get(key, (0, left))
            if low >= need:
                return True
            if high < need:
                return False
            if self.wants_trick[board.leader]:
                sure = self._sure_tricks(left)
                if self.counted[board.leader] and need <= sure:
                    self._store(key, need, left, True)
                    return True
                if not self.counted[board.leader] and need > left - sure:
                    self._store(key, need, left, False)
                    return False
        maximising = self.maximiser[board.to_play]
        result = not maximising
        for suit, bit in self.moves():
            winner = board.play(suit, bit)
            gained = 1 if winner is not None and self.counted[winner] else 0
            answer = self.at_least(need - gained)
            board.unplay()
            if answer == maximising:
                result = maximising
                break
        if key is not None:
            self._store(key, need, left, result)
        return result

    def _store(self, key: tuple, need: int, left: int, result: bool) -> None:
        low, high = self.table.get(key, (0, left))
        self.table[key] = (max(low, need), high) if result else (low, min(high, need - 1))

    def value(self) -> int:
        """The counted players' tricks from here on under best play by everyone."""
        low, high = 0, self.board.tricks_left()
        while low < high:
            middle = (low + high + 1) // 2
            if self.at_least(middle):
                low = middle
            else:
                high = middle - 1
        return low


def _or(masks: Iterable[int]) -> int:
    found = 0
    for mask in masks:
        found |= mask
    return found


class ExactlyOneSearch:
    """Piccolissimo: can the caller (who wants it) end the deal with exactly one trick?"""

    def __init__(self, board: Board, caller: int) -> None:
        self.board = board
        self.caller = caller
        self.table: dict[tuple, bool] = {}
        self.nodes = 0

    def possible(self, taken: int) -> bool:
        """True when the caller, with ``taken`` tricks so far, can force exactly one in all."""
        self.nodes += 1
        board = self.board
        if taken > 1:
            return False
        left = board.tricks_left()
        if left == 0:
            return taken == 1
        key = None
        if not board.trick:
            key = (taken, board.leader, *(h[s] for h in board.hands for s in range(4)))
            if key in self.table:
                return self.table[key]
        maximising = board.to_play == self.caller
        result = not maximising
        for suit, bit in board.legal():
            winner = board.play(suit, bit)
            answer = self.possible(taken + (winner == self.caller))
            board.unplay()
            if answer == maximising:
                result = maximising
                break
        if key is not None:
            self.table[key] = result
        return result

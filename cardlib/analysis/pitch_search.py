"""The open-hand search for Auction Pitch: the points the pitcher can make against all the rest.

High and Low go to whoever was dealt them, so once the trump is known they are settled before a
card is played. The play decides only Jack (who takes the trick holding it) and Game (who takes the
most Game, with a tie giving it to nobody). The others join forces against the pitcher. The search
asks "can the pitcher make at least k of Jack and Game?" with the same tools as the trick search:
the winning-ranks table of bounds (with every Game card kept as it is), bounds from the Game still
out and the top trumps' own Game, touching cards of no Game value tried once, winning cards tried
first, and Game fed to a partner who is winning the trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.analysis.board import BITS, LIMIT, Board, SearchTooBig
from cardlib.analysis.ranks_table import RanksTable, deciding, hands_shape, whole_runs
from cardlib.analysis.tricks import groups

#: Game value of each rank bit (10 ten, A 4, K 3, Q 2, J 1).
GAME = (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)
#: The jack's rank bit.
JACK = 9
#: The cards with Game value in one suit's mask (ten to ace), and in the table's card numbering.
COUNTING = 0x1F00
ALL_GAME_CARDS = sum(COUNTING << 13 * suit for suit in range(4))


class PitchSearch:
    """Searches a Pitch board with the trump fixed; ``value()`` is the pitcher's Jack and Game."""

    def __init__(self, board: Board, pitcher: int, counts: Sequence[int], jack_taker: int | None) -> None:
        self.board = board
        self.pitcher = pitcher
        self.counts = list(counts)
        trump = board.trump
        out = any(h[trump] >> JACK & 1 for h in board.hands) or any(
            s == trump and b == JACK for _, s, b in board.trick
        )
        #: Who took the jack of trumps: a player's number, -1 while it is still out, -2 if never dealt.
        self.jack = jack_taker if jack_taker is not None else (-1 if out else -2)
        #: Game still in the hands and on the table, not yet taken by anyone.
        self.game_left = sum(GAME[b] for h in board.hands for s in range(4) for b in BITS[h[s]]) + sum(
            GAME[b] for _, _, b in board.trick
        )
        self.table = RanksTable()
        #: The suit the first card must be led from (the pitcher's lead that names the trump), if any.
        self.first_lead: int | None = None
        self.nodes = 0
        #: The most positions one search may visit before giving up (see :class:`SearchTooBig`).
        self.limit = LIMIT

    def _bounds(self) -> tuple[int, int]:
        """Least and most the pitcher can still make of Jack and Game, whatever the play.

        At the start of a trick, the top trumps of one hand are sure to take their own Game.
        """
        low = high = 0
        if self.jack == self.pitcher:
            low = high = 1
        elif self.jack == -1:
            low, high = self._jack_bounds()
        pitcher, counts, left = self.pitcher, self.counts, self.game_left
        holder, sure = self._sure_game() if left and not self.board.trick else (pitcher, 0)
        mine = counts[pitcher]
        best_other = max(c for p, c in enumerate(counts) if p != pitcher)
        if holder == pitcher:
            low += mine + sure > best_other + left - sure
            high += mine + left > best_other
        else:
            low += mine > best_other + left
            high += mine + left - sure > max(best_other, counts[holder] + sure)
        return low, high

    def _sure_game(self) -> tuple[int, int]:
        """Who holds the top trumps, and the Game in the run of them that he holds."""
        hands, trump = self.board.hands, self.board.trump
        live = 0
        for hand in hands:
            live |= hand[trump]
        if not live:
            return self.pitcher, 0
        top = live.bit_length() - 1
        holder = next(p for p, h in enumerate(hands) if h[trump] >> top & 1)
        sure = 0
        for bit in reversed(BITS[live]):
            if not hands[holder][trump] >> bit & 1:
                break
            sure += GAME[bit]
        return holder, sure

    def _jack_bounds(self) -> tuple[int, int]:
        """Bounds on Jack while the jack is out.

        Sure if the pitcher holds it and nobody else holds a higher trump; lost if another player
        holds it and the pitcher holds no higher trump.
        """
        board, trump = self.board, self.board.trump
        if board.trick:
            return 0, 1
        above = ~((1 << (JACK + 1)) - 1) & 0x1FFF
        mine = board.hands[self.pitcher][trump]
        if mine >> JACK & 1:
            others = any(h[trump] & above for p, h in enumerate(board.hands) if p != self.pitcher)
            return (0, 1) if others else (1, 1)
        return (0, 1) if mine & above else (0, 0)

    def _rivals(self) -> list[int]:
        """Each other player's Game less the pitcher's; those who can no longer reach him count as one."""
        mine, left = self.counts[self.pitcher], self.game_left
        return [max(c - mine, -left - 1) for p, c in enumerate(self.counts) if p != self.pitcher]

    def moves(self) -> list[tuple[int, int]]:
        """Legal cards, touching cards of no value tried once, cards that take the trick first."""
        board = self.board
        hands, table, trump = board.hands, board.trick, board.trump
        player = board.to_play
        suits = board.legal_suits()
        if self.first_lead is not None and not board.history:
            suits = [s for s in suits if s == self.first_lead]
        hand = hands[player]
        reps = []
        for suit in suits:
            reps += [(suit, b) for b in groups(hand[suit] & ~COUNTING, board.out(suit))]
            reps += [(suit, b) for b in BITS[hand[suit] & COUNTING]]
        if not table:
            return sorted(reps, key=lambda m: (m[0] != trump, -m[1]))
        best = board.best
        takes = [board.beats(s, b, best) for s, b in reps]
        if (best[0] == self.pitcher) == (player == self.pitcher):
            # A partner is winning: feed him Game, keep the winners.
            keys = [(t, -GAME[b], b) for t, (_, b) in zip(takes, reps, strict=True)]
        else:
            keys = [(not t, b if t else GAME[b]) for t, (_, b) in zip(takes, reps, strict=True)]
        return [m for _, m in sorted(zip(keys, reps, strict=True))]

    def at_least(self, need: int) -> bool:
        """Whether the pitcher can make at least ``need`` of Jack and Game."""
        return self._search(need, True)[0]

    def _search(self, need: int, root: bool = False) -> tuple[bool, int]:
        """The answer and the cards whose ranks decided it (Game cards always count)."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchTooBig(self.limit)
        board = self.board
        if root or not board.trick:  # within a trick the bounds are no tighter than at its start
            low, high = self._bounds()
            if low >= need:
                return True, 0
            if high < need:
                return False, 0
        stored = False
        if not board.trick and (self.first_lead is None or board.history):  # a restricted root is not stored
            owners, lengths, live = hands_shape(board.hands)
            game_cards = [m & COUNTING for m in live]
            shape = (board.leader, self.jack, *self._rivals(), *lengths, *game_cards)
            stored = True
            found = self.table.lookup(shape, owners, live, need)
            if found is not None:
                return found
        maximising = board.to_play == self.pitcher
        result = not maximising
        decided = 0
        for suit, bit in self.moves():
            winner = board.play(suit, bit)
            if winner is None:
                answer, cards = self._search(need)
            else:
                taken = board.completed()
                gained = sum(GAME[b] for _, _, b in taken)
                jack_before = self.jack
                self.counts[winner] += gained
                self.game_left -= gained
                if any(s == board.trump and b == JACK for _, s, b in taken):
                    self.jack = winner
                answer, cards = self._search(need)
                cards |= deciding(taken, board.best)
                self.counts[winner] -= gained
                self.game_left += gained
                self.jack = jack_before
            board.unplay()
            if answer == maximising:
                result, decided = maximising, cards
                break
            decided |= cards
        else:
            if decided:
                decided = whole_runs(board, decided)
        if stored:
            self.table.store(shape, owners, live, need, 2, result, decided | ALL_GAME_CARDS)
        return result, decided

    def value(self) -> int:
        """The pitcher's points from Jack and Game under best play (0, 1 or 2)."""
        return 2 if self.at_least(2) else int(self.at_least(1))

    def final(self) -> int:
        """Jack and Game for the pitcher once every card is played."""
        jack = int(self.jack == self.pitcher)
        mine = self.counts[self.pitcher]
        return jack + int(all(mine > c for p, c in enumerate(self.counts) if p != self.pitcher))

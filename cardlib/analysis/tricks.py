"""The open-hand search for trick objectives, after the bridge double-dummy solvers.

Some players' tricks are *counted* (the caller's side); the *maximisers* want as many counted
tricks as possible and everyone else as few. A trick call has the caller's side as both; a misère
counts the caller's tricks but the adversaries are the maximisers. The search answers yes/no
questions ("can the maximisers make the counted side take at least k more tricks?") and walks k to
the exact value. It uses:

- a table of lower and upper bounds at the start of each trick, each entry standing for every
  position alike in the cards whose ranks decided it (see ``ranks_table``);
- sure tricks as bounds at the start of each trick: the top trumps of one hand, the trumps of a
  side the other cannot trump against, and the top cards the leader can cash;
- one card of each group of touching cards;
- move ordering: leads by who holds each suit's top card, then the cheapest winning card for a
  player who wants the trick, else ducking;
- the last trick scored at once.

A separate search answers Piccolissimo's question: can the caller end with exactly one trick?
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from cardlib.analysis.board import BITS, LIMIT, Board, SearchTooBig
from cardlib.analysis.ranks_table import RanksTable, deciding, hands_shape, whole_runs

_GROUPS: dict[tuple[int, int], tuple[int, ...]] = {}
#: The most runs of cards remembered: a class server runs for hours and analyses every hand it sees, so
#: the memory is emptied when full rather than kept growing (a hand's searches fill it again at once).
MOST_GROUPS = 100_000


def groups(mask: int, live: int) -> tuple[int, ...]:
    """The lowest card (rank bit) of each run of ``mask``'s cards with no other ``live`` card between."""
    found = _GROUPS.get((mask, live))
    if found is None:
        reps, run = [], False
        for bit in BITS[live | mask]:
            if mask >> bit & 1:
                if not run:
                    reps.append(bit)
                run = True
            else:
                run = False
        if len(_GROUPS) >= MOST_GROUPS:
            _GROUPS.clear()
        found = _GROUPS[mask, live] = tuple(reps)
    return found


def top_run(mask: int, live: int) -> int:
    """How many of the highest ``live`` cards of a suit are in ``mask``."""
    run = 0
    for bit in reversed(BITS[live]):
        if not mask >> bit & 1:
            break
        run += 1
    return run


def _top_cards(live: Sequence[int], suit: int, run: int) -> int:
    """The ``run`` highest cards of ``suit`` still in play, numbered ``13 * suit + rank bit``."""
    if not run:
        return 0
    low = BITS[live[suit]][-run]
    return (live[suit] >> low << low) << 13 * suit


def _rank(move: tuple[int, int]) -> int:
    return move[1]


class TrickSearch:
    """Searches one board for one kind of objective; keep it to reuse its table across positions."""

    def __init__(self, board: Board, counted: Iterable[int], maximisers: Iterable[int]) -> None:
        self.board = board
        counted, maximisers = set(counted), set(maximisers)
        n = board.n
        self.counted = [p in counted for p in range(n)]
        self.maximiser = [p in maximisers for p in range(n)]
        #: True for a player whose side gains when he wins a trick himself.
        self.wants_trick = [self.counted[p] == self.maximiser[p] for p in range(n)]
        self.table = RanksTable()
        self.best_lead: dict[tuple[int, ...], tuple[int, int]] = {}
        self._trumping: dict[tuple[int, ...], list[tuple[int, int, int]]] = {}
        self.nodes = 0
        #: The most positions one search may visit before giving up (see :class:`SearchTooBig`).
        self.limit = LIMIT

    # -- the position's key and bounds ---------------------------------------------------------------

    def _sure_bounds(self, live: Sequence[int], left: int) -> list[tuple[int, int, int]]:
        """(player, tricks his side surely takes, the top cards that make them sure), at a trick's start.

        The top trumps of one hand each take a trick, however the others play; a player's trumps take
        tricks unless the other side's higher trumps fall on them (see ``_trump_tricks``); and a
        leader who wants tricks can cash the top cards no one can beat or trump.
        """
        board = self.board
        hands, leader, trump = board.hands, board.leader, board.trump
        found = []
        if trump >= 0 and live[trump]:
            top = 1 << (live[trump].bit_length() - 1)
            holder = next(p for p, h in enumerate(hands) if h[trump] & top)
            run = top_run(hands[holder][trump], live[trump])
            found.append((holder, run, _top_cards(live, trump, run)))
            masks = tuple([h[trump] for h in hands])
            trumping = self._trumping.get(masks)
            if trumping is None:
                trumping = self._trumping[masks] = self._trump_tricks(masks, trump)
            found += trumping
        if not self.wants_trick[leader]:
            return found
        hand = hands[leader]
        runs = [top_run(hand[s], live[s]) for s in (0, 1, 2, 3)]
        others = [h for p, h in enumerate(hands) if p != leader]
        if trump < 0 or runs[trump] >= max(h[trump].bit_count() for h in others):
            # No one can trump once the top trumps have drawn every trump: cash everything.
            cashed = [(s, runs[s]) for s in (0, 1, 2, 3)]
        else:
            # Cash each side suit while every player who holds trumps still has to follow, then the
            # top trumps.
            cashed = [(trump, runs[trump])] + [
                (s, min([runs[s]] + [h[s].bit_count() for h in others if h[trump]]))
                for s in (0, 1, 2, 3)
                if s != trump
            ]
        cards = 0
        for s, run in cashed:
            cards |= _top_cards(live, s, run)
        found.append((leader, min(sum(run for _, run in cashed), left), cards))
        return found

    def _trump_tricks(self, masks: tuple[int, ...], trump: int) -> list[tuple[int, int, int]]:
        """For each player holding trumps: the tricks his side surely takes with them, and the cards.

        He plays each trump in a different trick, and loses such a trick only to a higher trump of
        the other side, each of which falls in one trick: so his side takes at least as many tricks
        as he has trumps less the most of them that the other side's trumps can be matched above.
        """
        live = 0
        for mask in masks:
            live |= mask
        found = []
        for player, mine in enumerate(masks):
            if not mine:
                continue
            theirs = [
                b for p, m in enumerate(masks) if self.counted[p] != self.counted[player] for b in BITS[m]
            ]
            theirs.sort()
            beaten, index = 0, 0
            for bit in BITS[mine]:
                while index < len(theirs) and theirs[index] < bit:
                    index += 1
                if index == len(theirs):
                    break
                beaten += 1
                index += 1
            lowest = BITS[mine][0]
            cards = (live >> lowest << lowest) << 13 * trump if theirs else 0
            if len(BITS[mine]) > beaten:
                found.append((player, len(BITS[mine]) - beaten, cards))
        return found

    # -- moves ---------------------------------------------------------------------------------------

    def moves(self) -> list[tuple[int, int]]:
        """The cards worth trying for the player to play: one of each touching group, best first."""
        board = self.board
        hands, table, trump = board.hands, board.trick, board.trump
        player = board.to_play
        hand = hands[player]
        reps = []
        for suit in board.legal_suits():
            reps += [(suit, bit) for bit in groups(hand[suit], board.out(suit))]
        wants = self.wants_trick[player]
        if not table:
            return self._leads(reps) if wants else sorted(reps, key=_rank)
        best = board.best
        win_player = best[0]
        winners: list[tuple[int, int]] = []
        losers: list[tuple[int, int]] = []
        for move in reps:
            (winners if board.beats(move[0], move[1], best) else losers).append(move)
        if wants and self.maximiser[player] != self.maximiser[win_player]:
            winners.sort(key=lambda m: (m[0] == trump, m[1]))
            losers.sort(key=_rank)
            return winners + losers
        if wants:
            losers.sort(key=_rank)
        else:
            losers.sort(key=lambda m: (m[0] == trump, m[1]), reverse=True)
        winners.sort(key=_rank)
        return losers + winners

    def _leads(self, reps: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """Leads for a player who wants tricks, best first.

        His top cards first (highest first), then low cards to a partner's top card, then the rest
        lowest first; a suit an opponent can trump drops two places.
        """
        board, counted = self.board, self.counted
        hands, player, trump = board.hands, board.to_play, board.trump
        side = counted[player]
        places = {}
        for suit in {s for s, _ in reps}:
            out = board.out(suit)
            top = out.bit_length() - 1
            holder = next(p for p, h in enumerate(hands) if h[suit] >> top & 1)
            ruffed = suit != trump >= 0 and any(
                counted[p] != side and not h[suit] and h[trump] for p, h in enumerate(hands)
            )
            partner = holder != player and counted[holder] == side
            # the cards in play he does not hold: none above a group of his means it holds the top
            others = out & ~hands[player][suit] if holder == player else -1
            places[suit] = (others, 2 * partner - 2 * ruffed)

        def order(move: tuple[int, int]) -> tuple[int, int]:
            others, place = places[move[0]]
            if others >= 0 and not others >> (move[1] + 1):  # his group reaches the suit's top card
                return -3 - place, -move[1]
            return -place, move[1]

        return sorted(reps, key=order)

    # -- the search ----------------------------------------------------------------------------------

    def at_least(self, need: int) -> bool:
        """Whether the maximisers can make the counted players take at least ``need`` more tricks."""
        return self._search(need)[0]

    def _search(self, need: int) -> tuple[bool, int]:
        """The answer and the cards whose ranks decided it (bit ``13 * suit + rank bit``)."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchTooBig(self.limit)
        if need <= 0:
            return True, 0
        board = self.board
        left = board.left
        if need > left:
            return False, 0
        key = None
        if not board.trick:
            if left == 1:
                return self._last_trick(need)
            owners, lengths, live = hands_shape(board.hands)
            shape = (board.leader, *lengths)
            key = (*shape, *owners)
            found = self.table.lookup(shape, owners, live, need)
            if found is not None:
                return found
            for player, tricks, cards in self._sure_bounds(live, left):
                settled = self._settled_by(player, tricks, need, left)
                if settled is not None:
                    self.table.store(shape, owners, live, need, left, settled, cards)
                    return settled, cards
        maximising = self.maximiser[board.to_play]
        result = not maximising
        counted = self.counted
        moves = self.moves()
        if key is not None and key in self.best_lead:  # the lead that last settled this position
            suit, index = self.best_lead[key]
            first = (suit, BITS[live[suit]][index])
            if first in moves and moves[0] != first:
                moves.remove(first)
                moves.insert(0, first)
        decided = 0
        for move in moves:
            winner = board.play(*move)
            if winner is None:
                answer, cards = self._search(need)
            else:
                answer, cards = self._search(need - 1 if counted[winner] else need)
                cards |= deciding(board.completed() or [], board.best)
            board.unplay()
            if answer == maximising:
                result, decided = maximising, cards
                if key is not None:
                    self.best_lead[key] = (move[0], (live[move[0]] & (1 << move[1]) - 1).bit_count())
                break
            decided |= cards
        else:
            if decided:
                decided = whole_runs(board, decided)
        if key is not None:
            self.table.store(shape, owners, live, need, left, result, decided)
        return result, decided

    def _last_trick(self, need: int) -> tuple[bool, int]:
        """Whether the counted side wins the last trick (every card is forced), and the deciding card."""
        trick, won = self.board.last_trick()
        return self.counted[won[0]] >= need, deciding(trick, won)

    def _settled_by(self, player: int, tricks: int, need: int, left: int) -> bool | None:
        """The answer, if ``player``'s side surely takes ``tricks`` tricks: ``None`` if still open."""
        if self.counted[player] and need <= tricks:
            return True
        if not self.counted[player] and need > left - tricks:
            return False
        return None

    def greedy(self) -> int:
        """The counted players' tricks when everyone plays the first card of the move ordering."""
        board, taken, played = self.board, 0, 0
        while board.left:
            winner = board.play(*self.moves()[0])
            taken += winner is not None and self.counted[winner]
            played += 1
        for _ in range(played):
            board.unplay()
        return taken

    def value(self, guess: int | None = None, most: int | None = None) -> int:
        """The counted players' tricks from here on under best play by everyone (at most ``most``).

        The yes/no searches step from ``guess`` (by default the greedy line's count) toward the value;
        with ``most``, no question asks for more than that many tricks.
        """
        low, high = 0, self.board.left if most is None else min(most, self.board.left)
        probe = min(max(self.greedy() if guess is None else guess, 1), high) if high else 0
        while low < high:
            if self.at_least(probe):
                low = probe
                probe = probe + 1
            else:
                high = probe - 1
                probe = probe - 1
        return low


class ExactlyOneSearch:
    """Piccolissimo's question: can the caller (who wants it) end the deal with exactly one trick.

    Once he has his trick, the rest is a misère's question (can he avoid every trick left?), asked
    at each trick's start of ``rest`` (by default a :class:`TrickSearch` sharing this board; the
    analysis passes its own, compiled where it can be). Until then one card of each touching group
    is tried.
    """

    def __init__(self, board: Board, caller: int, rest: Callable[[Board], bool] | None = None) -> None:
        self.board = board
        self.caller = caller
        self.table: dict[tuple[int, ...], bool] = {}
        self.nodes = 0
        #: The most positions one search may visit before giving up (see :class:`SearchTooBig`).
        self.limit = LIMIT
        self.rest = rest or self._clear_of_the_rest
        self._ducking: TrickSearch | None = None  # the default rest's search, made when first asked

    def _clear_of_the_rest(self, board: Board) -> bool:
        """Whether the caller can avoid every trick still to play (``board`` is this search's own)."""
        if self._ducking is None:
            others = [p for p in range(board.n) if p != self.caller]
            self._ducking = TrickSearch(board, [self.caller], others)
        ducking = self._ducking
        before = ducking.nodes
        ducking.limit = before + self.limit - self.nodes  # the positions this search has left
        try:
            return not ducking.at_least(1)
        except SearchTooBig:
            raise SearchTooBig(self.limit) from None
        finally:
            self.nodes += ducking.nodes - before

    def possible(self, taken: int) -> bool:
        """True when the caller, with ``taken`` tricks so far, can force exactly one in all."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchTooBig(self.limit)
        board = self.board
        if taken > 1:
            return False
        if board.left == 0:
            return taken == 1
        key = None
        if not board.trick:
            key = (taken, board.leader, *(h[s] for h in board.hands for s in range(4)))
            if key in self.table:
                return self.table[key]
            if taken == 1:  # the same position is reached by many orders of the tricks before
                self.table[key] = self.rest(board)
                return self.table[key]
        maximising = board.to_play == self.caller
        result = not maximising
        hand = board.hands[board.to_play]
        for suit in board.legal_suits():
            for bit in groups(hand[suit], board.out(suit)):
                winner = board.play(suit, bit)
                answer = self.possible(taken + (winner == self.caller))
                board.unplay()
                if answer == maximising:
                    result = maximising
                    break
            if result == maximising:
                break
        if key is not None:
            self.table[key] = result
        return result

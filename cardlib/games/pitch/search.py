"""The open-hand search for Auction Pitch: the points the pitcher can make against all the rest.

The open-hand analysis finds it through ``GameSpec.search`` (:func:`open_hand_value`), as the trick
searches do not count Pitch's points; it builds on the analysis's boards and tables, and is loaded
only by the analysis, so the game's rules never depend on it.

High and Low go to whoever was dealt them, so once the trump is known they are settled before a
card is played. The play decides only Jack (who takes the trick holding it) and Game (who takes the
most Game, with a tie giving it to nobody). The others join forces against the pitcher. The search
asks "can the pitcher make at least k of Jack and Game?" with the same tools as the trick search:
the winning-ranks table of bounds (with every Game card kept as it is, and an entry standing also
for rivals with less Game), bounds from the Game still out, the top trumps' own Game and the trumps
a leader can run off, touching cards of no Game value tried once, winning cards tried first, and
Game fed to a partner who is winning the trick. The value races the questions of Jack alone, Game
alone, both and at least one (see ``PitchSearch.value``), and a position whose Jack is settled
shares its table entries with the search for Game alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.analysis.board import BITS, LIMIT, Board, Play, SearchTooBig, board_of, card_of
from cardlib.analysis.minimax import Minimax
from cardlib.analysis.ranks_table import deciding, hands_shape, whole_runs
from cardlib.analysis.rivals_table import RivalsTable
from cardlib.analysis.solve import Effort, legal_cards
from cardlib.analysis.solver import Solver
from cardlib.analysis.tricks import groups, top_run
from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.contract import Contract, Goal
from cardlib.core.game import State
from cardlib.games.pitch.points import game_count, game_value, game_winner, high_and_low

#: Game value of each rank bit (10 ten, A 4, K 3, Q 2, J 1), from the engine's own values.
GAME = tuple(game_value(Card(Suit.SPADES, Rank(bit + 2))) for bit in range(13))
#: The jack's rank bit.
JACK = 9
#: The cards with Game value in one suit's mask (ten to ace), and in the table's card numbering.
COUNTING = 0x1F00
ALL_GAME_CARDS = sum(COUNTING << 13 * suit for suit in range(4))
#: Positions each of the value's questions may visit in the first round (see ``PitchSearch.value``).
FIRST_BUDGET = 10_000


def _game_of(mask: int) -> int:
    return sum(GAME[b] for b in BITS[mask & COUNTING])


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
        self.game_left = sum(_game_of(mask) for hand in board.hands for mask in hand) + sum(
            GAME[b] for _, _, b in board.trick
        )
        self.table = RivalsTable()
        #: Which points the search counts: Jack, Game, or both (the default).
        self.jack_counts = True
        self.game_counts = True
        #: Cards whose ranks always count: every Game card, or the jack when only Jack is searched.
        self.fixed = ALL_GAME_CARDS
        #: The suit the first card must be led from (the pitcher's lead that names the trump), if any.
        self.first_lead: int | None = None
        self.nodes = 0
        #: The most positions one search may visit before giving up (see :class:`SearchTooBig`).
        self.limit = LIMIT

    def _bounds(self) -> tuple[int, int, int | None]:
        """Bounds on the points searched for, whatever the play, and the pitcher's Jack if settled.

        The third number is ``None`` while Jack is still open (0 when Jack is not searched for).

        At the start of a trick, the top trumps of one hand are sure to take their own Game, and a
        leader holding them can lead every trump sure to win (see ``_cash_line``).
        """
        jack_low, jack_high = self._jack_range() if self.jack_counts else (0, 0)
        settled = (jack_low if jack_low == jack_high else None) if self.jack_counts else 0
        if not self.game_counts:
            return jack_low, jack_high, settled
        pitcher, counts, left = self.pitcher, self.counts, self.game_left
        holder, sure = self._sure_game() if left and not self.board.trick else (pitcher, 0)
        mine = counts[pitcher]
        best_other = max(c for p, c in enumerate(counts) if p != pitcher)
        if holder == pitcher:
            low = jack_low + (mine + sure > best_other + left - sure)
            high = jack_high + (mine + left > best_other)
        else:
            low = jack_low + (mine > best_other + left)
            high = jack_high + (mine + left - sure > max(best_other, counts[holder] + sure))
        if sure and low < high and holder == self.board.leader:
            jack, gain, rest = self._cash_line(holder)
            jacks = self.jack_counts
            if holder == pitcher:
                line = jacks * (self.jack == pitcher or jack) + (mine + gain > best_other + rest)
                low = max(low, line)
            else:
                most = jacks * (self.jack == pitcher or (self.jack == -1 and not jack)) + (
                    mine + rest > counts[holder] + gain
                )
                high = min(high, most)
        return low, high, settled

    def _cash_line(self, leader: int) -> tuple[bool, int, int]:
        """The leader, on lead with the top trumps, leads every trump sure to win (then his top cards).

        Once his trumps have drawn everyone else's, his top cards in the other suits are sure too.
        Returns whether the jack falls to him on the way, the least Game he takes doing so (the others
        keep their best Game cards, playing trumps only when they must), and the most Game left
        outside his tricks afterwards.
        """
        hands, trump = self.board.hands, self.board.trump
        live = [0, 0, 0, 0]
        for hand in hands:
            for suit in range(4):
                live[suit] |= hand[suit]
        most_other = max(h[trump].bit_count() for p, h in enumerate(hands) if p != leader)
        run = top_run(hands[leader][trump], live[trump])
        if run >= most_other:
            led = [top_run(m, live[s]) if s != trump else m.bit_count() for s, m in enumerate(hands[leader])]
        else:
            led = [run if s == trump else 0 for s in range(4)]
        leads, gain, rest, jack = sum(led), 0, 0, False
        for suit, count in enumerate(led):
            held = hands[leader][suit]
            cashed = held >> BITS[held][-count] << BITS[held][-count] if count else 0
            gain += _game_of(cashed)
            rest += _game_of(held ^ cashed)
            jack = jack or (suit == trump and bool(cashed >> JACK & 1))
        for p, hand in enumerate(hands):
            if p == leader:
                continue
            trumps = hand[trump].bit_count()
            forced = min(leads, trumps)
            if hand[trump] >> JACK & 1 and forced == trumps:
                jack = True
            kept = sorted((GAME[b] for b in BITS[hand[trump]]), reverse=True)[: trumps - forced]
            others = sorted((GAME[b] for s in range(4) if s != trump for b in BITS[hand[s]]), reverse=True)
            kept += others[: len(others) - (leads - forced)]
            total = sum(_game_of(mask) for mask in hand)
            gain += total - sum(kept)
            rest += sum(kept)
        return jack, gain, rest

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

    def _jack_range(self) -> tuple[int, int]:
        """Least and most the pitcher can make of Jack: settled once the jack is taken (or never dealt)."""
        if self.jack == -1:
            return self._jack_bounds()
        return (1, 1) if self.jack == self.pitcher else (0, 0)

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
            keys: list[tuple[int, ...]] = [(t, -GAME[b], b) for t, (_, b) in zip(takes, reps, strict=True)]
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
            low, high, settled = self._bounds()
            if low >= need:
                return True, 0
            if high < need:
                return False, 0
        if board.left == 1 and not board.trick:
            return self._last_trick(need)
        stored = False
        if not board.trick and (self.first_lead is None or board.history):  # a restricted root is not stored
            owners, lengths, live = hands_shape(board.hands)
            asked = need
            rivals: tuple[int, ...] = ()
            if not self.game_counts:
                shape = (board.leader, int(self.jack == self.pitcher), *lengths)
            else:
                # Once Jack is settled the question is Game's alone, shared with a search for Game.
                jack = -1 if settled is None else 2
                asked = need if settled is None else need - settled
                shape = (board.leader, jack, *lengths, *[m & COUNTING for m in live])
                rivals = tuple(self._rivals())
            stored = True
            found = self.table.lookup(shape, owners, live, asked, rivals)
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
                taken = board.completed() or []
                undo = self._take(taken, winner)
                answer, cards = self._search(need)
                cards |= deciding(taken, board.best)
                self._give_back(winner, undo)
            board.unplay()
            if answer == maximising:
                result, decided = maximising, cards
                break
            decided |= cards
        else:
            if decided:
                decided = whole_runs(board, decided)
        if stored:
            self.table.store(shape, owners, live, asked, 2, result, decided | self.fixed, rivals)
        return result, decided

    def value(self, floor: int = -1) -> int:
        """The pitcher's points from Jack and Game under best play (0, 1 or 2).

        When the value is at most ``floor``, any number up to ``floor`` may be returned instead.
        If Jack is already settled, only Game is searched for. Otherwise four questions are raced,
        each within a budget of positions that grows fourfold a round: can he make Jack alone, Game
        alone, both, at least one? He makes both only if he can make each, and one of them alone is
        enough for at least one, so the first answers often settle the rest.
        """
        jack = self._settled_jack()
        if jack is not None:  # only Game is open
            return jack + bool(self._within("game", self.limit))
        known: dict[str, bool] = {}
        budget = FIRST_BUDGET
        while True:
            for question in ("jack", "game", "both", "one"):
                if question in known or (question == "one" and floor >= 1):
                    continue
                answer = self._within(question, budget)
                if answer is not None:
                    known[question] = answer
                    points = _settled(known, floor)
                    if points is not None:
                        return points
            budget *= 4

    def _settled_jack(self) -> int | None:
        """The pitcher's point for Jack if it is settled already, whatever the play."""
        low, high = self._jack_range()
        return low if low == high else None

    def _within(self, question: str, budget: int) -> bool | None:
        """The answer to one of ``value``'s questions, or ``None`` if it needs more than ``budget`` positions.

        The search's own limit still holds: past it, :class:`SearchTooBig` is raised.
        """
        board, limit = self.board, self.limit
        counts, jack, game_left, played = list(self.counts), self.jack, self.game_left, len(board.history)
        self.limit = min(limit, self.nodes + budget)
        self.jack_counts, self.game_counts = question != "game", question != "jack"
        self.fixed = 1 << 13 * board.trump + JACK if question == "jack" else ALL_GAME_CARDS
        try:
            return self.at_least(2 if question == "both" else 1)
        except SearchTooBig:
            if self.limit == limit:
                raise
            while len(board.history) > played:
                board.unplay()
            self.counts, self.jack, self.game_left = counts, jack, game_left
            return None
        finally:
            self.limit, self.jack_counts, self.game_counts, self.fixed = limit, True, True, ALL_GAME_CARDS

    def _take(self, trick: list[Play], winner: int) -> tuple[int, int]:
        """Give ``winner`` the Game (and the jack) in ``trick``; return what ``_give_back`` needs."""
        gained = sum(GAME[b] for _, _, b in trick)
        jack_before = self.jack
        self.counts[winner] += gained
        self.game_left -= gained
        if any(s == self.board.trump and b == JACK for _, s, b in trick):
            self.jack = winner
        return gained, jack_before

    def _give_back(self, winner: int, undo: tuple[int, int]) -> None:
        gained, self.jack = undo
        self.counts[winner] -= gained
        self.game_left += gained

    def _last_trick(self, need: int) -> tuple[bool, int]:
        """Whether the last trick (all forced) leaves the pitcher ``need``, and its deciding card."""
        trick, won = self.board.last_trick()
        undo = self._take(trick, won[0])
        mine = self.counts[self.pitcher]
        points = self.jack_counts * (self.jack == self.pitcher) + self.game_counts * all(
            mine > c for p, c in enumerate(self.counts) if p != self.pitcher
        )
        self._give_back(won[0], undo)
        return points >= need, deciding(trick, won)


def _settled(known: dict[str, bool], floor: int) -> int | None:
    """The value (or, at or below ``floor``, a number up to it) if the answers so far settle it."""
    both, one = known.get("both"), known.get("one")
    if both is None and (known.get("jack") is False or known.get("game") is False):
        both = False
    if one is None and (known.get("jack") or known.get("game")):
        one = True
    if both or floor >= 2:
        return 2
    if both is False and (one is not None or floor >= 1):
        return 1 if floor >= 1 else int(bool(one))
    if one is False:
        return 0
    return None


def _fixed(state: State, pitcher: str, trump: Suit) -> int:
    """High and Low that the pitcher holds with ``trump`` as trumps: settled by the deal."""
    high, low, _, _ = high_and_low(state.deal.hands, trump)
    return int(high == pitcher) + int(low == pitcher)


def _value(
    state: State,
    pitcher: str,
    trump: Suit,
    limit: int,
    first_lead: int | None,
    beat: int,
    effort: Effort,
    solver: Solver,
) -> int:
    """The pitcher's points with ``trump`` as trumps (``first_lead``: the suit his first card must be).

    When they cannot exceed ``beat``, any number up to ``beat`` is returned instead.
    """
    fixed = _fixed(state, pitcher, trump)
    if fixed + 2 <= beat:  # not even Jack and Game would beat it: no search needed
        return fixed
    players = state.deal.players
    captured = state.captured()
    counts = [game_count(captured[p]) for p in players]
    jack = Card(trump, Rank.JACK)
    taker = next((t.winner(trump) for t in state.completed_tricks() if jack in t.cards), None)
    seat = players.index(pitcher)
    search = PitchSearch(
        board_of(state, trump), seat, counts, None if taker is None else players.index(taker)
    )
    search.table = solver.table((Goal.POINTS, trump, seat, len(players)), RivalsTable)
    search.limit, search.first_lead = limit, first_lead
    return fixed + effort.add(search, lambda: search.value(beat - fixed))


def open_hand_value(state: State, contract: Contract, limit: int, effort: Effort, solver: Solver) -> int:
    """The points the pitcher ends this deal with, every hand face up, everyone else against him."""
    pitcher = contract.declarer
    if state.trump is None:  # the pitcher's first card names the trump: one search a suit
        suits = sorted({c.suit for c in legal_cards(state)}, key=lambda s: -_fixed(state, pitcher, s))
        best = -1
        for suit in suits:
            best = max(best, _value(state, pitcher, suit, limit, int(suit), best, effort, solver))
        return best
    return _value(state, pitcher, state.trump, limit, None, -1, effort, solver)


class PitchMinimax(Minimax):
    """Plain exhaustive search with Pitch's objective: the reference :class:`PitchSearch` is checked by."""

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

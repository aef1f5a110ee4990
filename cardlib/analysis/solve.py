"""Open-hand analysis of a position of any game: its value and the value of each card.

``analyse(state)`` looks at every hand face up. The caller's side (the caller, with his partner in
Fontainebleau; the pitcher in Pitch) plays against all the others together, and each side plays
perfectly. The value is counted for the whole deal:

- a trick call: the tricks the caller's side ends with;
- a misère or spread: 1 if the others can force the caller to take a trick, which ends the deal,
  else 0 (0 makes it);
- Piccolissimo: 1 if the caller can end with exactly one trick, else 0;
- Pitch: the points the pitcher ends with (High and Low are settled by the deal);
- a game without contracts: the points a side scores this deal (``State.play_for``), each card
  played through the game's own engine (``EngineSearch``).

Where the rules stop a trick call early (a slam's first lost trick), the count goes on as if the
cards were played out, so a card that ends the deal is valued in the same units as every other:
the verdict is the one the early end gives, and the number says by how much. A misère needs no
such count: the rules end it at the caller's first trick, so he never takes more than one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from cardlib.analysis.board import LIMIT, Board, NotAnalysable, SearchTooBig, board_of
from cardlib.analysis.engine_search import EngineSearch, EngineTable
from cardlib.analysis.ranks_table import RanksTable
from cardlib.analysis.solver import Solver
from cardlib.analysis.tricks import ExactlyOneSearch, TrickSearch
from cardlib.core.cards import Card, Suit, card_or_none
from cardlib.core.contract import Contract, Goal
from cardlib.core.game import State
from cardlib.core.words import and_list, counted, in_units


@dataclass(frozen=True)
class Analysis:
    """A position's value under open-hand play and the value of each legal card, in the same units."""

    player: str
    side: tuple[str, ...]
    goal: str
    unit: str
    target: int
    cards: dict[str, int]
    higher_is_better: bool
    #: For a yes/no objective (a misère, Piccolissimo), what a value of 0 and of 1 say in words.
    words: tuple[str, ...] = ()
    #: What reaching the target is called, and missing it: a contract made or defeated, a side out or not.
    verdicts: tuple[str, str] = ("made", "defeated")
    #: The side's aim in words, and its adversaries' (for a player's reasons).
    aims: tuple[str, str] = ("make the contract", "beat the contract")

    @property
    def value(self) -> int:
        """The position's value: that of the best card for the player to move's side."""
        pick = max if (self.player in self.side) == self.higher_is_better else min
        return pick(self.cards.values())

    @property
    def made(self) -> bool:
        """Whether the caller's side makes its contract with best play from here."""
        return self.makes(self.value)

    def makes(self, value: int) -> bool:
        """Whether ``value`` (in this analysis's units) makes the caller's side's contract."""
        return value >= self.target if self.higher_is_better else value <= self.target

    def best_for_player(self) -> list[str]:
        """The cards that keep the value for the player to move (his side's best)."""
        return [c for c, v in self.cards.items() if v == self.value]

    def __str__(self) -> str:
        verdict = self.verdicts[0] if self.made else self.verdicts[1]
        cards = "  ".join(f"{Card.parse(c).symbol} {v}" for c, v in self.cards.items())
        if self.words:
            return (
                f"{self.goal}: with all cards open, {self.words[self.value]} ({verdict}).\n"
                f"{self.player} to play; each card's value {self.unit}: {cards}"
            )
        return (
            f"{self.goal}: with all cards open, {in_units(self.value, self.unit)} ({verdict}).\n"
            f"{self.player} to play; each card's value: {cards}"
        )


class _Problem:
    """One deal's objective, its board for a position, and the search that values it."""

    def __init__(self, state: State, seat: str | None = None, *, played_on: bool = False) -> None:
        self.state = state
        if not state.play_begun():
            raise NotAnalysable(
                "open-hand analysis starts with the play of the cards, and this deal has not reached it: "
                "the auction is not over, or a step before the first card (a trump, a partner, a discard) "
                f"is still to come ({state.current_player()} is to say "
                f"{' or '.join(state.legal_actions()[:3])})"
            )
        if state.is_over() and not played_on:
            raise NotAnalysable("the deal is over: analyse a position before its last card")
        self.players = state.deal.players
        self.index = {p: i for i, p in enumerate(self.players)}
        contract = state.play_for(seat)
        why = state.not_analysable()
        if why is not None or contract is None:
            raise NotAnalysable(why or "no side plays for anything the analysis counts")
        self.contract = contract
        #: A game without contracts has no board search of its own: its engine plays every card.
        self.by_engine = state.contract() is None
        #: A game whose contracts the trick searches do not count (Pitch's points) searches them itself.
        self.own_search = None if self.by_engine else state.rules.spec.search
        self.side = tuple(p for p in self.players if p in contract.side)
        self.declarer = contract.declarer

    def board(self, trump: Suit | None) -> Board:
        return board_of(self.state, trump)


#: The compiled search visits positions about twenty to fifty times as fast: its limit is this many
#: times larger.
COMPILED = 20
#: Smaller positions are quick in Python, and spare the seconds numba takes to compile the search once.
COMPILED_FROM = 7


def _final(state: State, seat: str | None) -> int:
    """The value of a finished deal (or one ended early)."""
    contract = state.play_for(seat)
    if contract is None:
        raise NotAnalysable("this deal has no contract: open-hand analysis needs one side against the other")
    if state.contract() is None:  # a game without contracts: what the side scored this deal
        return int(state.outcome().returns[contract.declarer])
    if contract.goal is Goal.POINTS:
        return state.side_points()
    taken = state.side_tricks()
    return int(taken == 1) if contract.goal is Goal.EXACTLY_ONE else taken


#: What a search's work gives back: a value, or a yes or no.
T = TypeVar("T")


@dataclass
class Effort:
    """How many positions the searches behind a value visited (``value`` adds to it, even on giving up)."""

    positions: int = 0

    def add(self, search: Any, work: Callable[[], T]) -> T:
        """``work()``, counting the positions ``search`` visits doing it."""
        before = search.nodes
        try:
            return work()
        finally:
            self.positions += search.nodes - before


def _value(
    state: State,
    seat: str | None,
    limit: int,
    effort: Effort,
    solver: Solver,
    *,
    played_on: bool = False,
    guess: int | None = None,
) -> int:
    """The open-hand value of a position whose play is under way (``played_on``: past an early end).

    ``seat`` names the side counted in a game without contracts (see ``State.play_for``). ``guess``:
    a trick call's likely value, where the search starts (the value is the same whatever it is; the
    positions searched, and so whether the search gives up, may differ).
    """
    problem = _Problem(state, seat, played_on=played_on)
    if problem.by_engine:
        search = EngineSearch(problem.side, problem.declarer, limit)
        # a position's key holds the cards still to play and those taken; what else its end depends on
        # (the hands dealt, for High and Low; the deal so far, with any revoke; the record's fields) is
        # the deal's, so each deal keeps a table of its own
        dealt = repr(sorted(state.deal.hands.items()))
        deal = (state.deal.dealer, dealt, repr(state.outcome()), repr(sorted(state.fields.items())))
        search.table = solver.table(("engine", problem.side, *deal), EngineTable)
        return int(effort.add(search, lambda: search.value(state)))
    if problem.own_search:
        own: Callable[[State, Contract, int, Effort, Solver], int] = problem.own_search()
        return own(state, problem.contract, limit, effort, solver)
    goal, taken = problem.contract.goal, state.side_tricks()
    board = problem.board(state.trump)
    side = [problem.index[p] for p in problem.side]
    others = [i for i in range(board.n) if i not in side]
    if goal is Goal.EXACTLY_ONE:
        objective = (goal, state.trump, side[0])
        return int(exactly_one(board, side[0], taken, limit, effort, solver, solver.table(objective, dict)))
    if goal is Goal.NO_TRICKS:  # the deal ends at the caller's first trick: is he forced to take one?
        most = max(0, 1 - taken)
        return taken + trick_value(board, side, others, limit, effort, solver, most)
    rest = None if guess is None else guess - taken
    return taken + trick_value(board, side, side, limit, effort, solver, guess=rest)


def exactly_one(
    board: Board,
    caller: int,
    taken: int,
    limit: int,
    effort: Effort,
    solver: Solver,
    table: dict[Any, bool] | None = None,
) -> bool:
    """Piccolissimo: whether ``caller``, with ``taken`` tricks so far, can end with exactly one.

    Once he has his trick, the rest is a misère's question, asked of :func:`trick_value` (compiled
    where it can be) within what is left of ``limit``; ``table`` keeps the answers for later positions.
    """
    others = [i for i in range(board.n) if i != caller]

    def clear_of_the_rest(rest: Board) -> bool:
        budget = search.limit - search.nodes  # what is left of the limit, shared by every question
        if budget <= 0:
            raise SearchTooBig(limit)
        before = effort.positions
        try:
            return trick_value(rest, [caller], others, budget, effort, solver, most=1) == 0
        except SearchTooBig:
            raise SearchTooBig(limit) from None
        finally:
            used = effort.positions - before
            search.limit -= used // COMPILED if _compiles(rest) else used

    search = ExactlyOneSearch(board, caller, clear_of_the_rest)
    search.limit = limit
    if table is not None:
        search.table = table
    return effort.add(search, lambda: search.possible(taken))


def trick_value(
    board: Board,
    side: list[int],
    maximisers: list[int],
    limit: int = LIMIT,
    effort: Effort | None = None,
    solver: Solver | None = None,
    most: int | None = None,
    *,
    guess: int | None = None,
) -> int:
    """The ``side``'s tricks from ``board`` on, the ``maximisers`` wanting them many, the others few.

    With ``most``, any count above it is given as ``most`` (a misère asks only "at least one?").
    ``guess``: a likely count, where the compiled search starts its questions.
    Searched compiled where it can be (numba installed, four hands, a position of seven tricks or
    more), with ``COMPILED`` times the limit; else by the Python search. Both give the same values
    and keep the same kind of table (the partition search's), each in ``solver``.
    """
    effort = effort or Effort()
    solver = solver or Solver()
    if most == 0:
        return 0
    objective = (board.trump, tuple(side), tuple(maximisers))
    if _compiles(board):
        try:
            compiled_limit = limit * COMPILED
            return _compiled(board, side, maximisers, compiled_limit, objective, effort, solver, most, guess)
        except SearchTooBig:
            raise SearchTooBig(limit) from None  # said in the caller's units, as the limit was given
    search = TrickSearch(board.copy(), side, maximisers)
    search.table, search.limit = solver.table((Goal.TRICKS, *objective), RanksTable), limit
    return effort.add(search, lambda: search.value(most=most))


def _compiles(board: Board) -> bool:
    """Whether :func:`trick_value` searches ``board`` compiled (and counts its positions so)."""
    # numba (and numpy) load with the first search that can use them, not with the kit: the command
    # line and the pages that never search start without them
    from cardlib.analysis import compiled

    return compiled.AVAILABLE and board.n == 4 and not board.pitch and board.left >= COMPILED_FROM


def _compiled(
    board: Board,
    side: list[int],
    maximisers: list[int],
    limit: int,
    objective: tuple[Any, ...],
    effort: Effort,
    solver: Solver,
    most: int | None,
    guess: int | None = None,
) -> int:
    """The compiled search's value (at most ``most``); :class:`SearchTooBig` past ``limit`` positions."""
    from cardlib.analysis import compiled

    table = solver.table(("compiled", *objective), compiled.new_table)
    try:
        found, positions = compiled.compiled_value(
            board, set(side), set(maximisers), limit, table, most, guess
        )
    except SearchTooBig:
        effort.positions += limit
        raise
    effort.positions += positions
    return found


def value_after(
    state: State,
    card: Card,
    limit: int = LIMIT,
    solver: Solver | None = None,
    seat: str | None = None,
    guess: int | None = None,
) -> int:
    """The value of the position after the player to move plays ``card`` (``seat``: see :func:`analyse`).

    ``guess``: its likely value, where the search starts (see :func:`_value`).
    """
    child = state.clone()
    child.apply(card.ascii)
    solver = solver or Solver()
    if not child.is_over():
        return _value(child, seat, limit, Effort(), solver, guess=guess)
    if any(child.hand(p) for p in child.deal.players):
        return _value(child, seat, limit, Effort(), solver, played_on=True, guess=guess)
    return _final(child, seat)


def legal_cards(state: State) -> list[Card]:
    """The cards the player to move may play (his other actions left out)."""
    return [c for c in (card_or_none(a) for a in state.legal_actions()) if c is not None]


def _goal(problem: _Problem) -> tuple[str, str, int, bool, tuple[str, ...]]:
    """What the caller's side is playing for.

    Its words, the unit, the target, whether more is better, and for a yes/no objective what 0 and 1 say.
    """
    contract = problem.contract
    who = and_list(problem.side)
    if problem.by_engine:
        goal = f"{who}: the points of this deal ({counted(contract.target, 'point')} to go out)"
        return goal, f"points for {who}", contract.target, True, ()
    if contract.goal is Goal.POINTS:
        return contract.words(), "points for the pitcher", contract.target, True, ()
    if contract.goal is Goal.EXACTLY_ONE:
        says = (f"{who} cannot end with exactly one trick", f"{who} can end with exactly one trick")
        return f"{who}: {contract.bid} (exactly one trick)", "(1: it can be made)", 1, True, says
    if contract.goal is Goal.NO_TRICKS:
        says = (f"{who} can avoid every trick", f"the others can force {who} to take a trick")
        return f"{who}: {contract.bid} (no trick)", f"(1: {says[1]})", 0, False, says
    return f"{who}: {contract.bid}", "tricks for the caller's side", contract.target, True, ()


def analyse(
    state: State, limit: int = LIMIT, solver: Solver | None = None, seat: str | None = None
) -> Analysis:
    """The open-hand value of ``state`` and of each legal card for the player to move.

    Each search gives up with :class:`SearchTooBig` after ``limit`` positions. Pass a ``solver`` to
    keep its tables for the next analysis; without one, the cards of this position share a new one.
    In a game without contracts the value is what ``seat``'s side scores (the eldest's by default).
    """
    problem = _Problem(state, seat)
    solver = solver or Solver()
    cards: dict[str, int] = {}
    best = max if state.to_act() in problem.side else min
    for card in legal_cards(state):
        # most cards are worth what the best card so far is worth, or nearly: a card's search starts
        # its questions there
        guess = best(cards.values()) if cards else None
        cards[card.ascii] = value_after(state, card, limit, solver, seat, guess)
    goal, unit, target, higher, says = _goal(problem)
    if problem.by_engine:  # no contract: the side's target is the points it needs to go out
        # enough points, not going out itself: the other side may get there first in the order the
        # points are counted (Seven-Up's High, Low, Jack, Game), which a side's own points do not say
        out = ("enough to go out", "short of going out"), ("score enough to go out", "keep them short of it")
        return Analysis(state.to_act(), problem.side, goal, unit, target, cards, higher, says, *out)
    return Analysis(state.to_act(), problem.side, goal, unit, target, cards, higher, says)


def value(
    state: State,
    limit: int = LIMIT,
    effort: Effort | None = None,
    solver: Solver | None = None,
    seat: str | None = None,
) -> int:
    """The open-hand value of ``state`` alone (quicker than :func:`analyse`, which values every card).

    ``effort``, if given, counts the positions searched; ``solver`` keeps its tables for the next search;
    ``seat``: see :func:`analyse`.
    """
    return _value(state, seat, limit, effort or Effort(), solver or Solver())

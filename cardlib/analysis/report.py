"""After the hand: the best line of play from a position, and where a played hand went wrong.

A play *loses value* when, with every card face up, the player's side could have done better with
another card: the caller's side ends with fewer tricks (or points) than it could have, or the
adversaries let it have more than they had to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardlib.analysis.board import NotAnalysable, SearchTooBig
from cardlib.analysis.solve import Analysis, analyse, value, value_after
from cardlib.analysis.solver import Solver
from cardlib.core.cards import Card, card_or_none
from cardlib.core.game import State
from cardlib.core.words import counted, in_units

#: Positions a report searches at most for one position before it skips it.
REPORT_LIMIT = 400_000


@dataclass(frozen=True)
class Slip:
    """One card that lost value."""

    action: int
    trick: int
    player: str
    card: Card
    before: int
    after: int
    better: tuple[Card, ...]
    #: What the values count ("tricks for the caller's side"), or for a yes/no objective what 0 and 1 say.
    unit: str = "value"
    words: tuple[str, ...] = ()

    def __str__(self) -> str:
        better = ", ".join(c.symbol for c in self.better)
        if self.words:  # say what each value means: the value itself is a bare 0 or 1
            change = f"before it {self.words[self.before]}; after it {self.words[self.after]}"
        else:  # whose value it is: a defender's slip makes the caller's count go up
            change = f"{in_units(self.before, self.unit)} before it, {self.after} after"
        return f"trick {self.trick}: {self.player} played {self.card.symbol}: {change} (better: {better})"


@dataclass(frozen=True)
class Report:
    """Every card of a played hand that lost value, and the positions too big to analyse."""

    goal: str
    unit: str
    start: int
    slips: tuple[Slip, ...]
    skipped: tuple[int, ...]
    first: int = 0
    #: The first card analysed, in words, when it is not the first card of the play.
    first_card: str = ""
    #: For a yes/no objective (a misère, Piccolissimo), what a value of 0 and of 1 say in words.
    words: tuple[str, ...] = ()

    def __str__(self) -> str:
        where = f"from {self.first_card}" if self.first_card else "from the first card"
        if self.words:
            lines = [f"{self.goal}: with best play {where}, {self.words[self.start]}."]
        else:
            lines = [f"{self.goal}: {in_units(self.start, self.unit)} with best play {where}."]
        lines += [str(s) for s in self.slips] or ["No card lost value: every play was as good as any."]
        if self.skipped:
            lines.append(
                f"Not analysed (too big a search): the {counted(len(self.skipped), 'card')} before that."
            )
        return "\n".join(lines)


def best_line(
    state: State, limit: int = REPORT_LIMIT, solver: Solver | None = None
) -> list[tuple[str, Card, int]]:
    """The rest of the deal played perfectly: (player, card, value after it), a best card each time."""
    line = []
    state = state.clone()
    solver = solver or Solver()
    while not state.is_over() and state.play_begun():
        found = analyse(state, limit, solver)
        card = Card.parse(found.best_for_player()[0])
        line.append((found.player, card, found.cards[card.ascii]))
        state.apply(card.ascii)
    return line


def _card_play_start(state: State) -> State:
    """The position where the first card of ``state``'s deal was played."""
    replayed = state.rules.new_state(state.deal, **state.fields)
    for player, action in state.history:
        if replayed.play_begun() and card_or_none(action) is not None:
            break
        replayed.apply(f"{player}: {action}")
    return replayed


def where_it_went_wrong(
    state: State,
    limit: int = REPORT_LIMIT,
    progress: Callable[[int, int], object] | None = None,
    *,
    since: int = 0,
    solver: Solver | None = None,
    seat: str | None = None,
) -> Report:
    """Replay the card play of ``state`` (a deal played out, or part-way) and find the costly cards.

    Positions are analysed from the last card back, so that the search tables built for the small
    late positions help with the earlier ones; once a position is too big, so are all before it.
    Each position is valued by one search (the played card's value is the next position's); every
    card is valued only where the played one did worse than the best. ``progress(done, total)``, if
    given, is called after each position. With ``since``, only the cards from that action number on
    are looked at (the last tricks of a deal, say). Every position shares ``solver``'s tables (a new
    solver's if none is given). In a game without contracts every card is valued by what ``seat``'s
    side scores (the eldest's by default): a learner's report counts his own side's points.
    """
    solver = solver or Solver()
    position = _card_play_start(state)
    if not position.play_begun():
        raise NotAnalysable("no card has been played yet: there is nothing to analyse")
    played_from = len(position.history) + 1  # the action number of the play's first card
    cards: list[tuple[int, str, Card, State]] = []
    for number, (player, action) in enumerate(state.history[played_from - 1 :], played_from):
        card = card_or_none(action)
        if (
            number >= since
            and card is not None
            and player == position.current_player()
            and not position.is_over()
        ):
            cards.append((number, player, card, position.clone()))
        position.apply(f"{player}: {action}")
    slips, skipped, goal, start, later = [], [], None, 0, (0, 0)
    for index in range(len(cards) - 1, -1, -1):
        number, player, card, before = cards[index]
        try:
            found: Analysis | None
            if goal is None:  # the last card's position: small, and it names the goal
                found = analyse(before, limit, solver, seat)
                goal, now, after = (found.goal, found.unit, found.words), found.value, found.cards[card.ascii]
            else:
                known = later[1] if later[0] == number + 1 else None
                now, after, found = _values(before, card, limit, known, solver, seat)
            if after != now:  # worse than the best card: find the better ones
                slips.append(
                    _slip(number, player, card, before, found or analyse(before, limit, solver, seat))
                )
        except NotAnalysable as stopped:  # too big (SearchTooBig), or not valued by the game
            if goal is None and not isinstance(stopped, SearchTooBig):
                raise  # the last card's position says why the deal cannot be analysed at all
            # a position too big, or one the game does not value open-handed (too early): so are all before
            skipped = [n for n, _, _, _ in cards[: index + 1]]
            break
        later, start = (number, now), now
        if progress is not None:
            progress(len(cards) - index, len(cards))
    if goal is None or (skipped and len(skipped) == len(cards)):
        raise NotAnalysable("every position was too big to analyse; try a later part of the deal")
    first, player, card, position = cards[len(skipped)]
    first_card = ""  # the report covers the whole play unless it skipped cards or was asked to start later
    if first > played_from:
        first_card = f"{player}'s {card.symbol} in trick {len(position.completed_tricks()) + 1}"
    return Report(goal[0], goal[1], start, tuple(reversed(slips)), tuple(skipped), first, first_card, goal[2])


def _values(
    before: State, card: Card, limit: int, known: int | None, solver: Solver, seat: str | None
) -> tuple[int, int, Analysis | None]:
    """The position's value and the played card's (``known`` if given), and the full analysis if made.

    One search values the position; if it is too big for the limit, each card is searched on its own
    instead, as ``analyse`` does.
    """
    try:
        now = value(before, limit, solver=solver, seat=seat)
    except SearchTooBig:
        found = analyse(before, limit, solver, seat)
        return found.value, found.cards[card.ascii], found
    return now, known if known is not None else value_after(before, card, limit, solver, seat), None


def _slip(number: int, player: str, card: Card, before: State, found: Analysis) -> Slip:
    best = set(found.best_for_player())
    better = tuple(Card.parse(c) for c in found.cards if c in best)
    trick = len(before.completed_tricks()) + 1
    return Slip(
        number, trick, player, card, found.value, found.cards[card.ascii], better, found.unit, found.words
    )

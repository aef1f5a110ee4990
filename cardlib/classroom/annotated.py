"""Deals worth studying: for each lesson, deals chosen to show one point, with a comment on the key moment.

Bridge is taught with prepared boards; these are the kit's. Each game's package names its own
(``GameSpec.boards``: a :class:`~cardlib.core.boards.Board` each). Each deal is dealt from a seed and
played through the engine by the rule-of-thumb players, and was chosen by :func:`find_seed` because
it shows its point: a Boston made with exactly five tricks, a misère beaten at one trick, a Pitch
seller who was right to refuse. The comment is written from the deal itself, so it cannot drift from
the play, and the tests replay every deal and check its point still holds.

A deal draws itself at its key moment, with the comment beside it; :meth:`AnnotatedDeal.fresh` gives
the deal unplayed, to replay at the card table, and :func:`write_deal_set` makes a class deal set of a
game's deals.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from cardlib.classroom.deal_set import DealNote, moment_words, point_html
from cardlib.core.boards import Board
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.plugs import TABLE_WIDGET
from cardlib.core.record import HandRecord
from cardlib.core.words import and_list
from cardlib.games.registry import GAMES, game_spec
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, parse_record, replay
from cardlib.render.svg import fluid


@dataclass(frozen=True)
class AnnotatedDeal:
    """A deal played through the engine, its key moment, and the teacher's comment on it."""

    board: Board
    record: HandRecord
    moment: int
    comment: str

    @property
    def title(self) -> str:
        """The deal's title, such as "A Boston made with exactly five tricks"."""
        return self.board.title

    def at_moment(self) -> State:
        """The deal replayed up to its key moment."""
        state = replay(self.fresh())
        for player, action in self.played().history[: self.moment]:
            state.apply(f"{player}: {action}")
        return state

    def played(self) -> State:
        """The deal played to the end."""
        return replay(self.record)

    def fresh(self) -> HandRecord:
        """The deal before anyone has spoken, to play again at the card table or in a deal set."""
        return _unplayed(self.record)

    def at_table(self, seat: str = "A") -> Any:
        """The card table with this deal dealt afresh, ``seat`` to play it against the computer."""
        table = TABLE_WIDGET()(self.board.game, seat)
        table.play_record(self.fresh(), self.title)
        return table

    def __str__(self) -> str:
        return f"{self.title} (lesson {self.board.lesson}, {self.board.game}, seed {self.board.seed})"

    def __repr__(self) -> str:
        return f"AnnotatedDeal({self.board.name!r})"

    def note(self) -> DealNote:
        """What the deal was dealt to teach, as a class deal set carries it."""
        line = tuple(f"{p}: {a}" for p, a in self.played().history[: self.moment])
        return DealNote(self.title, self.board.point, self.comment, line)

    def _repr_html_(self) -> str:
        picture = fluid(self.at_moment().picture())  # full size, shrunk only to fit the page
        where = (
            f"{self.board.game.capitalize()}, seed {self.board.seed}; the picture shows "
            f"{moment_words(self.moment)}."
        )
        return point_html(self.title, self.board.point, picture, self.comment, where)


def _unplayed(record: HandRecord) -> HandRecord:
    """``record`` with no action taken."""
    return parse_record({**record.to_dict(), "actions": []})


def _played(game: str, seed: int) -> State:
    """A deal of ``game`` from ``seed``, bid and played to the end by the rule-of-thumb players."""
    state = replay(new_record(game, game_spec(game).seats, seed=seed))
    guide = rule_of_thumb(game)
    while not state.is_over():
        state.apply(guide(state))
    return state


def _every_board() -> tuple[Board, ...]:
    """Every game's boards: the lessons' first deals in lesson order, then their further ones."""
    boards: list[Board] = []
    for spec in GAMES.values():
        if spec.boards:
            boards += spec.boards()
    # A stable sort: within a lesson, the games as the registry lists them, each game's in its order.
    return tuple(sorted(boards, key=lambda board: (board.further, board.lesson)))


#: Every game's deals worth studying (``GameSpec.boards``).
BOARDS = _every_board()


def find_seed(board: Board, start: int = 0, tries: int = 2000) -> int:
    """The first seed from ``start`` whose deal, played by the rules of thumb, shows the board's point."""
    for seed in range(start, start + tries):
        if board.moment(_played(board.game, seed)) is not None:
            return seed
    raise CardlibError(f"{board.name}: no deal among seeds {start} to {start + tries - 1} shows it")


@cache
def annotated(name: str) -> AnnotatedDeal:
    """The annotated deal called ``name`` (see :data:`BOARDS`)."""
    board = next((b for b in BOARDS if b.name == name), None)
    if board is None:
        raise CardlibError(f'"{name}": no such deal; choose one of {", ".join(b.name for b in BOARDS)}')
    state = _played(board.game, board.seed)
    moment = board.moment(state)
    if moment is None:
        raise CardlibError(f"{board.name}: seed {board.seed} no longer shows its point")
    return AnnotatedDeal(board, state.to_record(), moment, board.comment(state, moment))


class Deals(tuple[AnnotatedDeal, ...]):
    """Annotated deals that draw themselves one under another."""

    def __repr__(self) -> str:
        return "\n".join(str(deal) for deal in self)

    def _repr_html_(self) -> str:
        return "<hr>".join(deal._repr_html_() for deal in self)


def lesson_deals(lesson: int) -> Deals:
    """The annotated deals of ``lesson`` (a lesson some game's boards are chosen for)."""
    lessons = sorted({b.lesson for b in BOARDS})
    if lesson not in lessons:
        raise CardlibError(
            f"lesson {lesson}: the lessons with deals to study are {and_list([str(n) for n in lessons])}"
        )
    return Deals(annotated(b.name) for b in BOARDS if b.lesson == lesson)


def write_deal_set(game: str, folder: Path) -> list[str]:
    """Write every annotated deal of ``game``, unplayed, as a class deal set in ``folder``."""
    from cardlib.classroom.deal_set import deal_name, write_deal_set_files

    # in the order of the lessons, as a class meets them (the library lists them as they were found)
    deals = [annotated(b.name) for b in sorted((b for b in BOARDS if b.game == game), key=lambda b: b.lesson)]
    if not deals:
        raise CardlibError(f'"{game}": no annotated deals of that game')
    records = {deal_name(number): deal.fresh() for number, deal in enumerate(deals, 1)}
    notes = {deal_name(number): deal.note() for number, deal in enumerate(deals, 1)}
    write_deal_set_files(folder, game, 0, records, [d.title for d in deals], notes)
    return list(records)

"""``GameSpec``: what the core needs to know about a game to deal it and read its records."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from cardlib.core.deal import Deal, DealPattern
from cardlib.core.lazy import Ref
from cardlib.core.options import Option
from cardlib.core.seats import FOSTER_FOUR, default_players
from cardlib.core.tricks import FollowRule

if TYPE_CHECKING:  # the types of what a spec names, for the type checker (they import this module)
    from cardlib.core.boards import Board
    from cardlib.core.game import Rules
    from cardlib.core.match import Match
    from cardlib.core.player import Player

#: Turns a field's JSON value into its parsed value, or raises ``ValueError`` with a reason.
FieldParser = Callable[[Any, Sequence[str]], Any]


@dataclass(frozen=True)
class Field:
    """A record field that only some games have (``turn_up``, ``pools``, ``to_go`` …)."""

    name: str
    required: bool
    parse: FieldParser
    default: Callable[[Sequence[str]], Any]
    doc: str
    to_json: Callable[[Any], Any] = lambda value: value
    #: Whether a freshly dealt record writes the field out with its starting value.
    in_new_records: bool = True
    #: Its value in a freshly dealt record, taken from the deal (a turn-up, the rest of the pack);
    #: without it, ``default``.
    dealt: Callable[[Deal], Any] | None = None
    #: Whether it holds cards of the pack that is dealt (the rest of the pack), which a sampled world
    #: deals again with the other unseen cards; a turn-up from a second pack does not.
    of_the_pack: bool = False


@dataclass(frozen=True)
class PlayerTuning:
    """How a game's searching players are set, measured game by game (docs/strength.md).

    The defaults suit a game nobody has measured yet: the expert then bids on random worlds, as the
    sampling player does (and reads the others' card play, as it does in every game).
    """

    #: Worlds dealt per decision by the sampling player, and by the expert's trials.
    samples: int = 24
    #: The expert's worlds for a decision it solves open-handed.
    solved: int = 16
    #: Cards held from which the expert solves open-handed (fewer: later in the play).
    solve_from: int = 6
    #: Whether the expert fits an auction decision's worlds to the bids so far.
    fits_auction: bool = False


class Lesson(NamedTuple):
    """A lesson of the series, as the tour, the class page, the README and the tests list it.

    The shared lessons are ``cardlib.exercises.lessons``'; a game's own are its spec's
    (``GameSpec.lessons``). ``tools/write_lessons.py`` writes every list of them from here.
    """

    #: Its place in the series (``12``), which its notebook's file name begins with.
    number: int
    #: Its notebook's file stem in ``notebooks/`` (``"12_seven_up"``).
    stem: str
    #: Its title, as an exercise names the lesson it follows (``"Seven-Up"``).
    title: str
    #: Its title in the list of lessons, when longer (``"Seven-Up, the game Auction Pitch grew from"``).
    listed: str = ""

    @property
    def heading(self) -> str:
        """``"12. Seven-Up"``: the lesson's number and title, as an exercise names it."""
        return f"{self.number}. {self.title}"


class Topic(NamedTuple):
    """One of a game's own exercise topics, as its package names it (``GameSpec.topics``)."""

    title: str
    #: The rule it asks about, in a sentence said when an answer is wrong.
    rule: str
    #: The question maker: a function of a ``random.Random`` giving a ``Question`` (of the exercises,
    #: above the core: ``make_questions`` checks each is one).
    make: Callable[[random.Random], object]
    #: The lesson it follows (its file's stem and its title) and what its questions ask, for its
    #: exercise notebook (``tools/write_exercises.py``).
    lesson: str
    lesson_title: str
    asks: str
    #: Its exercise notebook's file stem (``"16_sevenup_points"``): the number orders the exercises.
    exercise: str


class AuctionCalls(NamedTuple):
    """A game's auction as the next-call exercise asks about it (``GameSpec.auction_calls``)."""

    #: Every call a player may say, as he says it (pass left out: it is always open).
    said: tuple[str, ...]
    #: When a call is open, in a sentence, for the answer's working.
    rule: str
    #: The players a deal is dealt to (a number: the usual seats).
    players: int | tuple[str, ...]
    #: The calls that bid nothing (Pitch's seller may also sell): a turn offering one is a turn to bid.
    passes: tuple[str, ...] = ("pass",)


class CallWords(Protocol):
    """What the exercises read a call typed as an answer with: a game's book of calls."""

    #: Calls a learner may type, as a message about an unreadable answer gives them.
    examples: str

    def reads(self, words: str) -> str | None:
        """The call ``words`` names under the usual rules, in the game's words (``None``: not a call)."""


class Moved(NamedTuple):
    """A public name that left its old place, still handed on from there for notebooks written before.

    ``cardlib.forwarding`` hands it on with a ``DeprecationWarning`` naming where it lives now.
    """

    #: Where it was, in full: ``"cardlib.analysis.PitchSearch"``.
    old: str
    #: Where it is (``"module:NAME"``). For a name that is gone rather than moved, a function of no
    #: arguments that makes a stand-in behaving as the old name did.
    new: str
    #: For a name that is gone rather than moved: what to use instead, in words.
    instead: str = ""

    @classmethod
    def each(cls, old: str, new: str, *names: str) -> tuple[Moved, ...]:
        """Each of ``names``, moved from module ``old`` to module ``new`` under the same name."""
        return tuple(cls(f"{old}.{name}", f"{new}:{name}") for name in names)


@dataclass(frozen=True)
class GameSpec:
    """A game as the core sees it: seats, deal, options, record fields, and its engine if written.

    ``seats`` are the names a table of the usual size uses (the Table widget, tournaments);
    ``zero_sum`` says that the seats' returns and what went into the pools add up to nothing.
    """

    name: str
    title: str
    player_counts: tuple[int, ...]
    pattern: DealPattern
    options: tuple[Option, ...]
    fields: tuple[Field, ...] = ()
    turn_up: bool = False
    #: Each part a game has is named by a :class:`~cardlib.core.lazy.Ref` (``"module:NAME"``, imported on
    #: first use: listing the games loads none of their parts), whose type is given here.
    #: Its rules: the engine, which deals states and checks every action.
    engine: Ref[type[Rules]] | None = None
    #: The game's calls for teaching, for games with a ladder of calls (the solo family's ``CallBook``).
    book: Ref[CallWords] | None = None
    #: A whole game of many deals (a class taking ``players``, ``rules`` and ``seed``).
    match: Ref[Callable[..., Match]] | None = None
    #: Its rules on one printable page (a function returning the page's HTML body).
    summary: Ref[Callable[[], str]] | None = None
    #: Its own exercise topics by name (the exercises, worksheets, ``cardlib worksheet`` and the
    #: exercise notebooks take them).
    topics: Ref[Mapping[str, Topic]] | None = None
    #: Its deals worth studying: each a seed whose deal shows a lesson's point (the lessons' annotated
    #: deals take them).
    boards: Ref[tuple[Board, ...]] | None = None
    #: Its auction as the next-call exercise asks about it.
    auction_calls: Ref[AuctionCalls] | None = None
    #: Its own open-hand search, for contracts the trick searches do not count (Pitch's points):
    #: ``function(state, contract, limit, effort, solver)`` gives the side's value (the analysis,
    #: above the core, names the arguments' types).
    search: Ref[Callable[..., int]] | None = None
    #: Its widgets and their controllers (``"module:NAME"`` each), which ``cardlib.widgets`` offers
    #: beside the kit's own, importing each on first use.
    widgets: Ref[tuple[str, ...]] | None = None
    #: Its public names that lived above the games before its package held them (issue 35), which
    #: their old places hand on with a warning.
    moved: Ref[tuple[Moved, ...]] | None = None
    #: Its rule-of-thumb player; without one the random player stands in.
    rule_of_thumb: Ref[Callable[[], Player]] | None = None
    #: Its own lessons, in the series (``tools/write_lessons.py`` lists them with the shared ones).
    lessons: tuple[Lesson, ...] = ()
    #: How its sampling and expert players are set.
    tuning: PlayerTuning = PlayerTuning()
    follow_rule: FollowRule = FollowRule.WHIST
    seats: tuple[str, ...] = FOSTER_FOUR
    zero_sum: bool = False
    #: What the steps before the first card are called where the table shows them (Seven-Up has no
    #: auction: its eldest stands or begs); empty for a game whose play begins with the deal.
    before_play: str = "auction"
    #: What the cards of the pack lying face up (``State.shown()``) are called where the table shows
    #: them; empty: "turn-up" (or "turned up", for several).
    shown_as: str = ""
    #: What a seat's result in a deal counts (its returns), in a word and in a phrase, for tables.
    unit: str = "points"
    result_words: str = "points scored"

    @property
    def has_contracts(self) -> bool:
        """Whether a player wins a contract in an auction (Seven-Up's eldest stands or begs: no contract)."""
        return self.before_play == "auction"

    def table_names(self, count: int) -> tuple[str, ...]:
        """The seats of a table of ``count``: the game's own for its usual table, else Foster's names."""
        return self.seats if count == len(self.seats) else default_players(count)

    def players_text(self) -> str:
        """``"exactly 4"`` or ``"4 to 7"``, for messages."""
        low, high = min(self.player_counts), max(self.player_counts)
        return f"exactly {low}" if low == high else f"{low} to {high}"

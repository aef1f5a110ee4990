"""Seven-Up's deals worth studying, as its spec names them (``GameSpec.boards``).

The eldest begs and is given a point, the dealer runs the cards to a new trump, a jack turned up.

Each board is a seed whose deal, played by the rule-of-thumb players, shows its point; the lessons'
annotated deals (``cardlib.classroom.annotated``) play and draw them. Only they load this module.
"""

from __future__ import annotations

from cardlib.core.boards import Board, action_after
from cardlib.core.cards import Rank
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.games.sevenup.engine import SevenUpState
from cardlib.games.sevenup.spec import AFTER_A_RUN, SPEC


def _seven_up(state: State) -> SevenUpState:
    """The deal as Seven-Up's own state (each comment reads its turn-ups)."""
    if not isinstance(state, SevenUpState):
        raise CardlibError("this comment is about a Seven-Up deal")
    return state


def _said(state: State, word: str) -> int | None:
    """The moment just after ``word`` ("beg", "give", "run") was said."""
    return action_after(state, lambda _, action: action == word)


# Lesson 12: the eldest begs, and the dealer gives him a point.
def _given(state: State) -> int | None:
    return _said(state, "give") if _said(state, "beg") is not None else None


def _given_comment(state: State, moment: int) -> str:
    deal = _seven_up(state).deal
    suit = _seven_up(state).turn_up.suit.name.lower()
    return (
        f"{deal.eldest}, the eldest hand, does not want {suit} as trumps and begs. {deal.dealer}, the "
        f"dealer, looks at his own cards and chooses to give {deal.eldest} a point rather than run the "
        f"cards: {deal.eldest} scores one at once, and {suit} stay trumps."
    )


# Lesson 12: the dealer runs the cards, and a new suit is turned.
def _run_to_new_trump(state: State) -> int | None:
    ran, seven = _said(state, "run"), _seven_up(state)
    # one round run, to a new suit: the usual case, and the one to learn first
    return ran if ran is not None and seven.stage != "redealt" and seven.rounds_run == 1 else None


def _run_comment(state: State, moment: int) -> str:
    seven = _seven_up(state)
    deal = seven.deal
    refused, new = seven.refused, seven.turn_up
    if refused is None:
        raise CardlibError("this comment is about a deal whose cards were run")
    after = (
        "keeps all nine cards (the club rule this table plays)"
        if AFTER_A_RUN.means(seven.rules.options["after_a_run"], "keep nine")
        else "throws out three, down to six (the usual practice Foster gives)"
    )
    return (
        f"{deal.eldest} begs, and {deal.dealer} will not give: he runs the cards. The turn-up is laid aside, "
        f"each player gets three more cards and a new card is turned, the {new.name}: "
        f"{refused.name.lower()} were refused, so {new.suit.name.lower()} are trumps now. Each player then "
        f"{after}."
    )


# Lesson 12: a jack turned up scores the dealer a point before anyone speaks.
def _jack_turned(state: State) -> int | None:
    seven = _seven_up(state)
    return 0 if seven.pack and seven.pack[0].rank == Rank.JACK else None


def _jack_turned_comment(state: State, moment: int) -> str:
    seven = _seven_up(state)
    jack = seven.pack[0]
    suit = jack.suit.name.lower()
    return (
        f"The card turned up for trumps is the {jack.name}: a jack turned up scores a point for the dealer, "
        f"{seven.deal.dealer}, at once (if the cards are then run, Foster does not say what becomes of it; "
        f"this kit keeps it). While {suit} stay trumps, their jack is in nobody's hand, so nobody can win "
        "the point for Jack in the play."
    )


#: The lesson's first deals, each with its name, lesson, game, title, point, tests and seed.
FIRST = (
    (
        "sevenup-beg-give",
        12,
        SPEC.name,
        "The eldest begs, and the dealer gives a point",
        "A dealer who likes the trump may keep it by giving the eldest hand one point, unless that point "
        "would put him out.",
        _given,
        _given_comment,
        1,
    ),
)
#: Further deals, each shown after its lesson's first ones.
FURTHER = (
    (
        "sevenup-run",
        12,
        SPEC.name,
        "The dealer runs the cards",
        "A dealer who will not give runs the cards: three more each and a card turned, again and again "
        "until a new suit turns up for trumps.",
        _run_to_new_trump,
        _run_comment,
        7,
    ),
    (
        "sevenup-jack-turned",
        12,
        SPEC.name,
        "A jack turned up",
        "A jack turned up for trumps scores the dealer a point at once.",
        _jack_turned,
        _jack_turned_comment,
        30,
    ),
)
#: The game's boards, as its spec names them (``GameSpec.boards``).
BOARDS = (*(Board(*fields) for fields in FIRST), *(Board(*fields, further=True) for fields in FURTHER))

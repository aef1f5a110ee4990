"""Boston's deals worth studying, as its spec names them (``GameSpec.boards``).

Trumping, keeping, a misère beaten, a Boston made exactly, a hand worth more than its call, a rare
hand, where a hand went wrong, and more.

Each board is a seed whose deal, played by the rule-of-thumb players, shows its point; the lessons'
annotated deals (``cardlib.classroom.annotated``) play and draw them. Only they load this module.
"""

from __future__ import annotations

from typing import Any

from cardlib.core.boards import Board, action_after, first_trick, trick_ends
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.odds import holding_exactly
from cardlib.core.words import and_list, call_title, counted, per_seat
from cardlib.games.boston.calls import ladder
from cardlib.games.boston.engine import BostonState
from cardlib.games.boston.spec import SPEC
from cardlib.games.solo.state import SoloState

#: The call of five tricks, which gives the game its name.
BOSTON_CALL = "boston"


def _caller(state: State) -> str:
    """Who plays the deal's contract (every annotated deal that asks has one)."""
    contract = state.contract()
    if contract is None:
        raise CardlibError("this deal has no contract to comment on")
    return contract.declarer


def _boston(state: State) -> BostonState:
    """A Boston deal, whose turn-up these comments name."""
    if not isinstance(state, BostonState):
        raise CardlibError("this comment is about a Boston deal")
    return state


# Lesson 1: trumping.
def _ruff(state: State) -> int | None:
    return first_trick(state, lambda k: _ruffed(state, k))


def _ruffed(state: State, k: int) -> bool:
    trick = state.completed_tricks()[k]
    winner = dict(trick.plays)[trick.winner(state.trump)]
    return state.trump is not None and trick.led != state.trump and winner.suit == state.trump


def _ruff_comment(state: State, end: int) -> str:
    k = trick_ends(state).index(end)
    trick = state.completed_tricks()[k]
    who = trick.winner(state.trump)
    card = dict(trick.plays)[who]
    led = trick.led.name.lower()
    return (
        f"Trick {k + 1}: {led} are led and {who}, holding none, trumps with {card.symbol}. A trump beats "
        f"every card of another suit, so the small trump takes the trick over the {led} played to it."
    )


# Lesson 2: keeping.
def _keep(state: State) -> int | None:
    return action_after(state, lambda p, a: a == "keep")


def _keep_comment(state: State, at: int) -> str:
    player, _ = state.history[at - 1]
    bidder, bid = next((p, a) for p, a in reversed(state.history[: at - 1]) if a != "pass")
    colour = _boston(state).first_preference.partner.symbol
    return (
        f"{bidder} has bid {call_title(bid)}, plain. {player} says “I keep”: the same number in colour, with "
        f"{colour} as trumps, which outranks a plain bid of that number. Only “I keep over” (the number "
        f"in first preference, {_boston(state).first_preference.symbol}) or a higher call can beat it now."
    )


# Lesson 3: a misère beaten.
def _misere_beaten(state: State) -> int | None:
    contract = state.contract()
    if contract is None or "misere" not in contract.bid or state.outcome().made:
        return None
    caller = contract.side[0]
    return first_trick(state, lambda k: state.completed_tricks()[k].winner(state.trump) == caller)


def _misere_beaten_comment(state: State, at: int) -> str:
    caller = _caller(state)
    k = trick_ends(state).index(at)
    trick = state.completed_tricks()[k]
    card = dict(trick.plays)[caller]
    paid = -SoloState.of(state).outcome().payments[caller] // 3
    return (
        f"Trick {k + 1}: {caller} takes the trick with {card.symbol}. One trick is enough to beat a "
        f"misère: the hands are thrown up at once, {caller} pays {paid} to each adversary and doubles the "
        "pool (lesson 4). The defenders' aim was to lead the suit "
        "where the caller's cards are highest and keep their own low cards under his."
    )


# Lesson 4: a Boston made exactly, and the pool it takes.
def _boston_exactly(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.bid != BOSTON_CALL or state.side_tricks() != 5:
        return None
    caller = contract.side[0]
    return first_trick(
        state, lambda k: sum(t.winner(state.trump) == caller for t in state.completed_tricks()[: k + 1]) == 5
    )


def _boston_exactly_comment(state: State, at: int) -> str:
    caller = _caller(state)
    outcome = SoloState.of(state).outcome()
    each = outcome.payments[caller] // 3
    return (
        f"{caller}'s fifth trick: his Boston is made, and he takes no more. Each adversary pays him "
        f"{each}, and he also takes the pool ({outcome.pool_flows[caller]:g} white), because the others "
        "made him play the hand out instead of saying “I pay” before the second trick, which would "
        "have saved the pool from a call below Seven."
    )


# Lesson 9: a hand worth more than its call.
def _underbid(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.bid != BOSTON_CALL or state.side_tricks() < 7:
        return None
    return action_after(state, lambda p, a: a == BOSTON_CALL)


def _underbid_comment(state: State, at: int) -> str:
    from cardlib.games.boston.tables import win_value

    caller = _caller(state)
    took = state.side_tricks()
    number = next(c.words() for c in ladder() if c.tricks == took and c.strength == 0)
    return (
        f"{caller} calls only Boston, five tricks, and takes {took}. The classic table pays him "
        f"{win_value(5, took, 'classic')} from each adversary; had he called {call_title(number)} and "
        f"made it, he would have had {win_value(took, took, 'classic')}. Foster's point: it pays to call "
        "as close to what the hand can take as is safe, since the bigger call is paid far better."
    )


# Lesson 10: a rare hand.
def _long_suit(state: State) -> int | None:
    lengths = [sum(c.suit == s for c in h) for h in state.deal.hands.values() for s in {c.suit for c in h}]
    return 0 if max(lengths) >= 7 else None  # seven or more: two suits of one hand cannot both be so long


def _long_suit_comment(state: State, at: int) -> str:
    player, suit, length = max(
        (
            (p, s, sum(c.suit == s for c in h))
            for p, h in state.deal.hands.items()
            for s in {c.suit for c in h}
        ),
        key=lambda t: t[2],
    )
    one = float(holding_exactly(length, 13, 13))
    return (
        f"{player} is dealt {length} {suit.name.lower()}. How rare is that? Exactly {length} cards of one "
        f"given suit comes in {100 * one:.2f}% of hands; two suits cannot both hold {length} of "
        f"thirteen cards, so exactly {length} of some suit comes in 4 × {100 * one:.2f}% = "
        f"{400 * one:.1f}%. Counting such a chance, and checking the count by dealing, is what this "
        "lesson is about."
    )


# Lesson 11: where a played hand went wrong. The open-hand analysis sits above the games, so these
# boards import it when they run; only the annotated deals, above it, load this module.
def _slip(state: State) -> int | None:
    from cardlib.analysis import where_it_went_wrong

    contract = state.contract()
    if contract is None or contract.goal.value != "tricks" or len(state.completed_tricks()) < 13:
        return None
    since = len(state.history) - 4 * 4
    report = where_it_went_wrong(state, since=since + 1)
    return report.slips[0].action if report.slips else None


def _slip_comment(state: State, at: int) -> str:
    from cardlib.analysis import where_it_went_wrong

    report = where_it_went_wrong(state, since=len(state.history) - 16 + 1)
    slip = report.slips[0]
    better = ", ".join(c.symbol for c in slip.better)
    if slip.player in SoloState.of(state).side():
        cost = (
            f"the caller's side could take {counted(slip.before, 'trick')} before this card and only "
            f"{counted(slip.after, 'trick')} after it"
        )
    else:
        cost = (
            f"the defenders could hold the caller's side to {counted(slip.before, 'trick')} before this "
            f"card, and after it the caller's side can make {counted(slip.after, 'trick')}"
        )
    return (
        f"Trick {slip.trick}: {slip.player} plays {slip.card.symbol}. With every card face up, {cost}; "
        f"{better} would have kept it at {slip.before}. The open-hand analysis finds such cards in any "
        "played hand."
    )


def _misere_let_through(state: State) -> int | None:
    """The first card by which a defender let a misère through, in the last five tricks."""
    slip = _defenders_slip(state)
    return slip.action if slip is not None else None


def _defenders_slip(state: State) -> Any:
    from cardlib.analysis import where_it_went_wrong

    contract = state.contract()
    if contract is None or contract.goal.value == "tricks" or not state.outcome().made:
        return None
    report = where_it_went_wrong(state, since=len(state.history) - 5 * 4 + 1)
    return next((s for s in report.slips if s.player not in contract.side and s.after == 0), None)


def _misere_let_through_comment(state: State, at: int) -> str:
    slip = _defenders_slip(state)
    caller = _caller(state)
    better = and_list([c.symbol for c in slip.better], "or")
    return (
        f"Trick {slip.trick}: {slip.player}, a defender, plays {slip.card.symbol}. With every card face "
        f"up, the defenders could still force {caller} to take a trick before "
        f"this card; after it {caller} can lose every trick, and the misère is made. {better} would have "
        "kept the pressure on. Against a misère, keep low cards to play under the caller's, and lead the "
        "suit in which his cards are highest."
    )


# More deals: a passed player's misère, Misère Partout, a call one short.
def _keep_over(state: State) -> int | None:
    return action_after(state, lambda p, a: a == "keep over")


def _keep_over_comment(state: State, at: int) -> str:
    player, _ = state.history[at - 1]
    earlier = [(p, a) for p, a in state.history[: at - 1] if a != "pass"]
    said = "; ".join(
        f"{p} {call_title(a) if a not in ('keep', 'keep over') else '“' + a + '”'}" for p, a in earlier
    )
    return (
        f"So far: {said}. {player} says “I keep over”: the same number with the turn-up's suit, "
        f"{_boston(state).first_preference.symbol}, as trumps, the highest rank at that number. Nobody can "
        "keep over it again: to beat it now takes a higher number, or a misère or spread that outranks it."
    )


def _partout(state: State) -> int | None:
    return len(state.history) if state.contract() is None and state.is_over() else None


def _partout_comment(state: State, at: int) -> str:
    tricks = state.result()["tricks"]
    most = max(tricks.values())
    losers = [p for p, n in tricks.items() if n == most]
    return (
        f"Nobody bid, so the hand was played as Misère Partout: no trumps, every player trying to take as "
        f"few tricks as he can. Tricks: {per_seat(tricks)}. "
        f"{and_list(losers)}, with the most, {'pays' if len(losers) == 1 else 'share paying'} each other "
        "player the difference in red counters (the picture counts them in white, ten to a red). The "
        "record shows every card, so the whole hand can be "
        "read again."
    )


def _one_short(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.goal.value != "tricks" or state.outcome().made:
        return None
    return len(state.history) if state.side_tricks() == contract.target - 1 else None


def _one_short_comment(state: State, at: int) -> str:
    outcome = SoloState.of(state).outcome()
    caller = _caller(state)
    paid = -outcome.payments[caller] // 3
    bid = outcome.contract.bid if outcome.contract else ""
    return (
        f"{caller} called {call_title(bid)} and took "
        f"{counted(state.side_tricks(), 'trick')}, one short: he pays {paid} to each adversary and doubles "
        "the pool, about what the call would have earned. A call should stand on tricks the hand can be "
        "sure of."
    )


#: Each lesson's first deals.
FIRST = (
    (
        "boston-ruff",
        1,
        SPEC.name,
        "A small trump takes the trick",
        "A player who cannot follow suit may trump, and the lowest trump beats any card of another suit.",
        _ruff,
        _ruff_comment,
        0,
    ),
    (
        "boston-keep",
        2,
        SPEC.name,
        "I keep",
        "“I keep” beats a plain bid at the same number by taking Colour as trumps.",
        _keep,
        _keep_comment,
        36,
    ),
    (
        "misere-beaten",
        3,
        SPEC.name,
        "A misère beaten at one trick",
        "A misère fails at the caller's first trick, and the hands are thrown up.",
        _misere_beaten,
        _misere_beaten_comment,
        21,
    ),
    (
        "boston-just-made",
        4,
        SPEC.name,
        "A Boston made with exactly five tricks",
        "A made call below Seven takes the pool only if the adversaries let it be played out.",
        _boston_exactly,
        _boston_exactly_comment,
        9,
    ),
    (
        "boston-underbid",
        9,
        SPEC.name,
        "A hand worth more than its call",
        "When to call more than Boston: the bigger call is paid far better than over-tricks.",
        _underbid,
        _underbid_comment,
        2,
    ),
    (
        "boston-long-suit",
        10,
        SPEC.name,
        "A rare hand",
        "A seven-card suit: how often does the deal give one?",
        _long_suit,
        _long_suit_comment,
        0,
    ),
    (
        "boston-slip",
        11,
        SPEC.name,
        "Where the hand went wrong",
        "With every card face up, the first card that lost a trick.",
        _slip,
        _slip_comment,
        0,
    ),
)
#: Further deals, each shown after its lesson's first ones (of every game).
FURTHER = (
    (
        "boston-keep-over",
        2,
        SPEC.name,
        "I keep over",
        "“I keep over” takes the number into first preference, the highest rank at that number.",
        _keep_over,
        _keep_over_comment,
        0,
    ),
    (
        "boston-partout",
        8,
        SPEC.name,
        "Misère Partout, read from the record",
        "When nobody bids, everyone plays to lose tricks, and the most tricks pay the others.",
        _partout,
        _partout_comment,
        1,
    ),
    (
        "boston-one-short",
        9,
        SPEC.name,
        "A call one trick short",
        "A call should stand on sure tricks: one trick short costs about what the call would earn.",
        _one_short,
        _one_short_comment,
        12,
    ),
    (
        "misere-let-through",
        11,
        SPEC.name,
        "A misère the defence let through",
        "With every card face up, the card by which a defender let a misère be made.",
        _misere_let_through,
        _misere_let_through_comment,
        262,
    ),
)
#: The game's boards, as its spec names them (``GameSpec.boards``).
BOARDS = (*(Board(*fields) for fields in FIRST), *(Board(*fields, further=True) for fields in FURTHER))

"""Auction Pitch's deals worth studying, as its spec names them (``GameSpec.boards``).

Trumping while holding the suit led, Low and Game, the seller's answer, a pitcher set back, the Jack
of trumps not dealt.

Each board is a seed whose deal, played by the rule-of-thumb players, shows its point; the lessons'
annotated deals (``cardlib.classroom.annotated``) play and draw them. Only they load this module.
"""

from __future__ import annotations

from cardlib.core.boards import Board, action_after, first_trick, trick_ends
from cardlib.core.cards import Card, Rank, Suit, card_or_none
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.odds import jack_dealt_exactly
from cardlib.core.words import and_list, counted, per_seat
from cardlib.games.pitch.engine import PitchState
from cardlib.games.pitch.points import Points, game_value
from cardlib.games.pitch.spec import SPEC


def _points(state: State) -> Points:
    """A Pitch deal's four points, once it is played out."""
    points = state.points() if isinstance(state, PitchState) else None
    if points is None:
        raise CardlibError("this comment is about a Pitch deal played out")
    return points


def _trump(state: State) -> Suit:
    """The deal's trump (every deal these comments name one for has one)."""
    if state.trump is None:
        raise CardlibError("this comment is about a deal with trumps")
    return state.trump


# Lesson 1: trumping while holding the suit led.
def _trump_while_holding(state: State) -> int | None:
    return first_trick(state, lambda k: _trumped_holding(state, k) is not None)


def _trumped_holding(state: State, k: int) -> str | None:
    """The player who trumped trick ``k`` while holding the suit led, in Pitch."""
    trick = state.completed_tricks()[k]
    if trick.led == state.trump:
        return None
    later = {c for t in state.completed_tricks()[k + 1 :] for _, c in t.plays}
    for player, card in trick.plays[1:]:
        held = [c for c in state.deal.hands[player] if c in later]
        if card.suit == state.trump and any(c.suit == trick.led for c in held):
            return player
    return None


def _trump_while_holding_comment(state: State, end: int) -> str:
    k = trick_ends(state).index(end)
    player = _trumped_holding(state, k)
    trick = state.completed_tricks()[k]
    if player is None:
        raise CardlibError("this comment is about a trick someone trumped while holding the suit led")
    card = dict(trick.plays)[player]
    led = trick.led.name.lower()
    return (
        f"Trick {k + 1}: {led} are led. {player} still holds one of them, yet plays the trump "
        f"{card.symbol}: in Auction Pitch a player may always trump a plain suit. In Boston he would "
        "have had to follow."
    )


# Lesson 6: Low goes to the player dealt it; a tie for Game.
def _low_captured(state: State) -> int | None:
    points = _points(state)
    low = min((c for h in state.deal.hands.values() for c in h if c.suit == state.trump), default=None)
    if low is None or points.low is None:
        return None
    taker = next(
        (t.winner(state.trump) for t in state.completed_tricks() if low in dict(t.plays).values()), None
    )
    if taker in (None, points.low):
        return None
    return first_trick(state, lambda k: low in dict(state.completed_tricks()[k].plays).values())


def _low_comment(state: State, at: int) -> str:
    points = _points(state)
    low = min(c for h in state.deal.hands.values() for c in h if c.suit == state.trump)
    k = trick_ends(state).index(at)
    taker = state.completed_tricks()[k].winner(state.trump)
    counts = game_value(low)
    pile = f" Its {counts} for Game does go to {taker}'s pile." if counts else ""
    return (
        f"Trick {k + 1}: {taker} captures {low.symbol}, the lowest trump in play. Low still goes to "
        f"{points.low}, who was dealt it: Foster gives Low to its holder, not to whoever wins it.{pile}"
    )


def _game_tie(state: State) -> int | None:
    return len(state.history) if _points(state).game is None else None


def _game_tie_comment(state: State, at: int) -> str:
    points = _points(state)
    counts = points.game_count
    best = max(counts.values())
    tied = [p for p, n in counts.items() if n == best]
    scored = [
        f"{n.capitalize()} to {getattr(points, n)}" for n in ("high", "low", "jack") if getattr(points, n)
    ]
    return (
        f"Game counts: {per_seat(counts)}. {and_list(tied)} tie for "
        f"the most with {best}, so nobody scores Game this deal. The other points go as usual: "
        f"{and_list(scored)}" + ("" if points.jack else " (the jack of trumps was not dealt)") + "."
    )


# Lesson 7: the seller refuses, and is right to.
def _refused_and_right(state: State) -> int | None:
    at = action_after(state, lambda p, a: a == "refuse")
    if at is None:
        return None
    result = state.result()
    seller = state.history[at - 1][0]
    took = sum(p == seller for p in result["points"].values())
    return at if result["made"] and took > result["contract"] else None


def _refused_comment(state: State, at: int) -> str:
    result = state.result()
    seller = state.history[at - 1][0]
    bidder, bid = next((p, a) for p, a in reversed(state.history[: at - 1]) if a.startswith("bid"))
    took = sum(p == seller for p in result["points"].values())
    points = bid.split()[1]
    return (
        f"{bidder} offers {points}; {seller}, the seller, refuses and pitches himself, so he must make "
        f"{points}. Accepting would have scored him {points} at once; refusing, he takes "
        f"{counted(took, 'point')} and scores them all, and {bidder} scores only what he takes in play."
    )


# Lesson 8: a pitcher set back.
def _set_back(state: State) -> int | None:
    result = state.result()
    return len(state.history) if result["contract"] and result["made"] is False else None


def _set_back_comment(state: State, at: int) -> str:
    result = state.result()
    pitcher, contract = result["pitcher"], result["contract"]
    took = sum(p == pitcher for p in result["points"].values())
    before = state.to_record().fields["to_go"][pitcher]
    return (
        f"Read the record: {pitcher} pitched for {contract} and took {counted(took, 'point')}. Short of "
        f"his contract, he scores nothing at all and is set back {contract}: his to-go rises from {before} "
        f"to {result['to_go'][pitcher]}. Everyone else scores what he took."
    )


# Lesson 10: the Jack of trumps not dealt.
def _jack_missing(state: State) -> int | None:
    """The pitch, in a deal where nobody was dealt the Jack of trumps."""
    if state.trump is None or any(
        c.suit == state.trump and c.rank == Rank.JACK for h in state.deal.hands.values() for c in h
    ):
        return None
    return action_after(state, lambda p, a: card_or_none(a) is not None)


def _jack_missing_comment(state: State, at: int) -> str:
    pitcher, card = state.history[at - 1]
    players = len(state.deal.hands)
    dealt = players * len(next(iter(state.deal.hands.values())))
    chance = jack_dealt_exactly(players, dealt // players)
    trump = _trump(state)
    jack = f"J{trump.symbol}"
    return (
        f"{pitcher} pitches {Card.parse(card).symbol}, so {trump.name.lower()} are trumps. Look "
        f"round the {players} hands: nobody holds {jack}. With {players} players, {dealt} of the 52 cards "
        f"are dealt, so any one card named in advance is dealt in {dealt} deals of 52, "
        f"{100 * float(chance):.0f}% of them. This deal nobody can score Jack: High, Low and Game are "
        "all there is to play for."
    )


# More deals: an accepted bid.
def _accepted(state: State) -> int | None:
    return action_after(state, lambda p, a: a == "accept")


def _accepted_comment(state: State, at: int) -> str:
    result = state.result()
    seller = state.history[at - 1][0]
    bidder, bid = next((p, a) for p, a in reversed(state.history[: at - 1]) if a.startswith("bid"))
    points = int(bid.split()[1])
    took = sum(p == bidder for p in result["points"].values())
    fate = (
        f"makes it with {counted(took, 'point')} and scores them all"
        if result["made"]
        else f"takes only {counted(took, 'point')} and is set back {points}"
    )
    return (
        f"{seller}, the seller, accepts {bidder}'s bid of {points}: he scores {points} at once, before a "
        f"card is played, and {bidder} pitches and must make {points}. {bidder} {fate}."
    )


#: Each lesson's first deals.
FIRST = (
    (
        "pitch-trump-holding",
        1,
        SPEC.name,
        "Trumping in Pitch while holding the suit",
        "In Pitch a player may always trump a plain suit, even when he could follow.",
        _trump_while_holding,
        _trump_while_holding_comment,
        1,
    ),
    (
        "pitch-low-holder",
        6,
        SPEC.name,
        "Low goes to the player dealt it",
        "Low goes by the cards dealt, not by the cards captured.",
        _low_captured,
        _low_comment,
        3,
    ),
    (
        "pitch-game-tie",
        6,
        SPEC.name,
        "A tie for Game",
        "When two piles tie for the highest Game count, nobody scores Game.",
        _game_tie,
        _game_tie_comment,
        73,
    ),
    (
        "pitch-refuse",
        7,
        SPEC.name,
        "The seller refuses, and is right to",
        "A seller who can make more than he is offered does better to refuse and pitch himself.",
        _refused_and_right,
        _refused_comment,
        0,
    ),
    (
        "pitch-set-back",
        8,
        SPEC.name,
        "A pitcher set back",
        "A hand record tells the whole story: the bid, the pitch, every card, and the set-back.",
        _set_back,
        _set_back_comment,
        3,
    ),
)
#: Further deals, each shown after its lesson's first ones (of every game).
FURTHER = (
    (
        "pitch-accept",
        7,
        SPEC.name,
        "The seller accepts",
        "A seller who accepts scores the bid at once; the bidder must then make it.",
        _accepted,
        _accepted_comment,
        1,
    ),
    (
        "pitch-jack-missing",
        10,
        SPEC.name,
        "The Jack of trumps stays in the pack",
        "With four players, 24 of the 52 cards are dealt: the Jack of trumps is often not in play.",
        _jack_missing,
        _jack_missing_comment,
        2,
    ),
)
#: The game's boards, as its spec names them (``GameSpec.boards``).
BOARDS = (*(Board(*fields) for fields in FIRST), *(Board(*fields, further=True) for fields in FURTHER))

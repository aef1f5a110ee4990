"""Deals worth studying: for each lesson, deals chosen to show one point, with a comment on the key moment.

Bridge is taught with prepared boards; these are the kit's. Each deal is dealt from a seed and played
through the engine by the rule-of-thumb players, and was chosen by :func:`find_seed` because it shows
its point: a Boston made with exactly five tricks, a misère beaten at one trick, a Pitch seller who
was right to refuse. The comment is written from the deal itself, so it cannot drift from the play,
and the tests replay every deal and check its point still holds.

A deal draws itself at its key moment, with the comment beside it; :meth:`AnnotatedDeal.fresh` gives
the deal unplayed, to replay at the card table, and :func:`write_deal_set` makes a class deal set of a
game's deals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from cardlib.core.cards import Card, Rank, Suit, card_or_none
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.odds import holding_exactly, jack_dealt_exactly
from cardlib.core.record import HandRecord
from cardlib.core.words import and_list, call_title, counted, per_seat
from cardlib.games.boston.calls import ladder as boston_ladder
from cardlib.games.boston.engine import BostonState
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.fontainebleau.engine import FontainebleauState
from cardlib.games.fontainebleau.spec import SPEC as FONTAINEBLEAU
from cardlib.games.pitch.engine import PitchState
from cardlib.games.pitch.points import Points, game_value
from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.games.registry import game_spec
from cardlib.games.solo.state import SoloState
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, parse_record, replay
from cardlib.render.svg import fluid


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


@dataclass(frozen=True)
class Board:
    """What makes a deal worth studying: a test on the played deal, its key moment and the comment."""

    name: str
    lesson: int
    game: str
    title: str
    point: str
    #: The key moment of a played deal, as the number of actions before it, or ``None`` if the deal
    #: does not show the point.
    moment: Callable[[State], int | None]
    #: The comment on the key moment, written from the played deal.
    comment: Callable[[State, int], str]
    seed: int


def _when(moment: int) -> str:
    """The moment a picture shows, in words: the deal before any action, else the table after so many."""
    if moment == 0:
        return "the deal as dealt, before any action"
    return f"the table after {counted(moment, 'action')}"


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
        from cardlib.widgets import Table

        table = Table(self.board.game, seat)
        table.play_record(self.fresh(), self.title)
        return table

    def __str__(self) -> str:
        return f"{self.title} (lesson {self.board.lesson}, {self.board.game}, seed {self.board.seed})"

    def __repr__(self) -> str:
        return f"AnnotatedDeal({self.board.name!r})"

    def _repr_html_(self) -> str:
        picture = fluid(self.at_moment().picture())  # full size, shrunk only to fit the page
        return (
            f"<div class='annotated-deal'><h4>{escape(self.title)}</h4>"
            f"<p><i>{escape(self.board.point)}</i></p>{picture}"
            f"<p>{escape(self.comment)}</p>"
            f"<p><small>{escape(self.board.game.capitalize())}, seed {self.board.seed}; the picture shows "
            f"{_when(self.moment)}.</small></p></div>"
        )


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


def _trick_ends(state: State) -> list[int]:
    """For each completed trick, the number of actions after which it was complete."""
    probe, ends = replay(_unplayed(state.to_record())), list[int]()
    for n, (player, action) in enumerate(state.history, 1):  # the moments count the state's history
        probe.apply(f"{player}: {action}")
        if len(probe.completed_tricks()) > len(ends):
            ends.append(n)
    return ends


def _first(state: State, test: Callable[[int], bool]) -> int | None:
    """The end of the first completed trick (by number) for which ``test`` holds."""
    return next((end for k, end in enumerate(_trick_ends(state)) if test(k)), None)


def _action_after(state: State, wanted: Callable[[str, str], bool]) -> int | None:
    """The number of actions up to and including the first (player, action) ``wanted`` accepts."""
    return next((n for n, (p, a) in enumerate(state.history, 1) if wanted(p, a)), None)


# Lesson 1: trumping.
def _ruff(state: State) -> int | None:
    return _first(state, lambda k: _ruffed(state, k))


def _ruffed(state: State, k: int) -> bool:
    trick = state.completed_tricks()[k]
    winner = dict(trick.plays)[trick.winner(state.trump)]
    return state.trump is not None and trick.led != state.trump and winner.suit == state.trump


def _ruff_comment(state: State, end: int) -> str:
    k = _trick_ends(state).index(end)
    trick = state.completed_tricks()[k]
    who = trick.winner(state.trump)
    card = dict(trick.plays)[who]
    led = trick.led.name.lower()
    return (
        f"Trick {k + 1}: {led} are led and {who}, holding none, trumps with {card.symbol}. A trump beats "
        f"every card of another suit, so the small trump takes the trick over the {led} played to it."
    )


def _trump_while_holding(state: State) -> int | None:
    return _first(state, lambda k: _trumped_holding(state, k) is not None)


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
    k = _trick_ends(state).index(end)
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


# Lesson 2: keeping.
def _keep(state: State) -> int | None:
    return _action_after(state, lambda p, a: a == "keep")


def _keep_comment(state: State, at: int) -> str:
    player, _ = state.history[at - 1]
    bidder, bid = next((p, a) for p, a in reversed(state.history[: at - 1]) if a != "pass")
    colour = _boston(state).first_preference.partner.symbol
    return (
        f"{bidder} has bid {call_title(bid)}, plain. {player} says “I keep”: the same number in colour, with "
        f"{colour} as trumps, which outranks a plain bid of that number. Only “I keep over” (the number "
        f"in first preference, {_boston(state).first_preference.symbol}) or a higher call can beat it now."
    )


# Lesson 3: a Boston made exactly; a misère beaten.
def _boston_exactly(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.bid != BOSTON.name or state.side_tricks() != 5:
        return None
    caller = contract.side[0]
    return _first(
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


def _misere_beaten(state: State) -> int | None:
    contract = state.contract()
    if contract is None or "misere" not in contract.bid or state.outcome().made:
        return None
    caller = contract.side[0]
    return _first(state, lambda k: state.completed_tricks()[k].winner(state.trump) == caller)


def _misere_beaten_comment(state: State, at: int) -> str:
    caller = _caller(state)
    k = _trick_ends(state).index(at)
    trick = state.completed_tricks()[k]
    card = dict(trick.plays)[caller]
    paid = -SoloState.of(state).outcome().payments[caller] // 3
    return (
        f"Trick {k + 1}: {caller} takes the trick with {card.symbol}. One trick is enough to beat a "
        f"misère: the hands are thrown up at once, {caller} pays {paid} to each adversary and doubles the "
        "pool. The defenders' aim was to lead the suit "
        "where the caller's cards are highest and keep their own low cards under his."
    )


# Lesson 4: partners.
def _partners(state: State) -> int | None:
    return _action_after(state, lambda p, a: a == "accept")


def _partners_comment(state: State, at: int) -> str:
    result = state.result()
    contract = result["contract"]
    caller, partner = contract["caller"], contract["partner"]
    valuation = state.valuation() if isinstance(state, FontainebleauState) else None
    if valuation is None:
        raise CardlibError("this comment is about a Fontainebleau call")
    need = valuation.needed
    took = result["tricks"][caller] + result["tricks"][partner]
    fate = "make it" if result["made"] else "fall short"
    return (
        f"{caller} bid {call_title(contract['bid'])} and called for a partner; {partner} accepts and "
        f"stays in his seat. Together they must take three more than the bid, {need}. They take {took} "
        f"and {fate}: each partner settles with one adversary, {abs(result['payments'][caller]):g} "
        "white, at the value of the bid plus three (the kit's reading of Foster's one example)."
    )


# Lesson 5: Low goes to the player dealt it; a tie for Game.
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
    return _first(state, lambda k: low in dict(state.completed_tricks()[k].plays).values())


def _low_comment(state: State, at: int) -> str:
    points = _points(state)
    low = min(c for h in state.deal.hands.values() for c in h if c.suit == state.trump)
    k = _trick_ends(state).index(at)
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


# Lesson 6: the seller refuses, and is right to.
def _refused_and_right(state: State) -> int | None:
    at = _action_after(state, lambda p, a: a == "refuse")
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


# Lesson 7: a pitcher set back.
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


# Lesson 8: a hand worth more than its call.
def _underbid(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.bid != BOSTON.name or state.side_tricks() < 7:
        return None
    return _action_after(state, lambda p, a: a == BOSTON.name)


def _underbid_comment(state: State, at: int) -> str:
    from cardlib.games.boston.tables import win_value

    caller = _caller(state)
    took = state.side_tricks()
    number = next(c.words() for c in boston_ladder() if c.tricks == took and c.strength == 0)
    return (
        f"{caller} calls only Boston, five tricks, and takes {took}. The classic table pays him "
        f"{win_value(5, took, 'classic')} from each adversary; had he called {call_title(number)} and "
        f"made it, he would have had {win_value(took, took, 'classic')}. Foster's point: it pays to call "
        "as close to what the hand can take as is safe, since the bigger call is paid far better."
    )


# Lesson 9: a rare hand.
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


def _jack_missing(state: State) -> int | None:
    """The pitch, in a deal where nobody was dealt the Jack of trumps."""
    if state.trump is None or any(
        c.suit == state.trump and c.rank == Rank.JACK for h in state.deal.hands.values() for c in h
    ):
        return None
    return _action_after(state, lambda p, a: card_or_none(a) is not None)


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


# Lesson 10: where a played hand went wrong.
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


# More deals: a passed player's misère, a Grand call, an accepted bid, Misère Partout, a call one short.
def _keep_over(state: State) -> int | None:
    return _action_after(state, lambda p, a: a == "keep over")


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


def _grand(state: State) -> int | None:
    contract = state.contract()
    if contract is None or contract.trump is not None or contract.goal.value != "tricks":
        return None
    return _action_after(state, lambda p, a: a == contract.bid)


def _grand_comment(state: State, at: int) -> str:
    result = state.result()
    caller, bid = result["contract"]["caller"], result["contract"]["bid"]
    each = abs(result["payments"][caller]) // 3
    fate = "makes it, and each adversary pays him" if result["made"] else "fails, and pays each adversary"
    return (
        f"{caller} calls {call_title(bid)}: no trumps, ranking above the same number in diamonds. Table 1's "
        "no-trump column is blank for trick calls, so Foster does not say what it pays; this kit pays it at "
        f"the diamond value, with 5 a trick over or short and no honours. {caller} takes "
        f"{counted(result['tricks'][caller], 'trick')} and {fate} {each}."
    )


def _accepted(state: State) -> int | None:
    return _action_after(state, lambda p, a: a == "accept")


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


BOARDS = tuple(
    Board(*fields)
    for fields in (
        (
            "boston-ruff",
            1,
            BOSTON.name,
            "A small trump takes the trick",
            "A player who cannot follow suit may trump, and the lowest trump beats any card of another suit.",
            _ruff,
            _ruff_comment,
            0,
        ),
        (
            "pitch-trump-holding",
            1,
            PITCH.name,
            "Trumping in Pitch while holding the suit",
            "In Pitch a player may always trump a plain suit, even when he could follow.",
            _trump_while_holding,
            _trump_while_holding_comment,
            1,
        ),
        (
            "boston-keep",
            2,
            BOSTON.name,
            "I keep",
            "“I keep” beats a plain bid at the same number by taking Colour as trumps.",
            _keep,
            _keep_comment,
            36,
        ),
        (
            "boston-just-made",
            3,
            BOSTON.name,
            "A Boston made with exactly five tricks",
            "A made call below Seven takes the pool only if the adversaries let it be played out.",
            _boston_exactly,
            _boston_exactly_comment,
            9,
        ),
        (
            "misere-beaten",
            3,
            BOSTON.name,
            "A misère beaten at one trick",
            "A misère fails at the caller's first trick, and the hands are thrown up.",
            _misere_beaten,
            _misere_beaten_comment,
            21,
        ),
        (
            "fontainebleau-partners",
            4,
            FONTAINEBLEAU.name,
            "Partners in Fontainebleau",
            "A caller may call for a partner; together they must take three more than the bid.",
            _partners,
            _partners_comment,
            0,
        ),
        (
            "pitch-low-holder",
            5,
            PITCH.name,
            "Low goes to the player dealt it",
            "Low goes by the cards dealt, not by the cards captured.",
            _low_captured,
            _low_comment,
            3,
        ),
        (
            "pitch-game-tie",
            5,
            PITCH.name,
            "A tie for Game",
            "When two piles tie for the highest Game count, nobody scores Game.",
            _game_tie,
            _game_tie_comment,
            73,
        ),
        (
            "pitch-refuse",
            6,
            PITCH.name,
            "The seller refuses, and is right to",
            "A seller who can make more than he is offered does better to refuse and pitch himself.",
            _refused_and_right,
            _refused_comment,
            0,
        ),
        (
            "pitch-set-back",
            7,
            PITCH.name,
            "A pitcher set back",
            "A hand record tells the whole story: the bid, the pitch, every card, and the set-back.",
            _set_back,
            _set_back_comment,
            3,
        ),
        (
            "boston-underbid",
            8,
            BOSTON.name,
            "A hand worth more than its call",
            "When to call more than Boston: the bigger call is paid far better than over-tricks.",
            _underbid,
            _underbid_comment,
            2,
        ),
        (
            "boston-long-suit",
            9,
            BOSTON.name,
            "A rare hand",
            "A seven-card suit: how often does the deal give one?",
            _long_suit,
            _long_suit_comment,
            0,
        ),
        (
            "boston-slip",
            10,
            BOSTON.name,
            "Where the hand went wrong",
            "With every card face up, the first card that lost a trick.",
            _slip,
            _slip_comment,
            0,
        ),
        (
            "boston-keep-over",
            2,
            BOSTON.name,
            "I keep over",
            "“I keep over” takes the number into first preference, the highest rank at that number.",
            _keep_over,
            _keep_over_comment,
            0,
        ),
        (
            "fontainebleau-grand",
            4,
            FONTAINEBLEAU.name,
            "A Grand call",
            "A Grand call has no trumps and outranks diamonds; the kit pays it at the diamond value.",
            _grand,
            _grand_comment,
            6,
        ),
        (
            "pitch-accept",
            6,
            PITCH.name,
            "The seller accepts",
            "A seller who accepts scores the bid at once; the bidder must then make it.",
            _accepted,
            _accepted_comment,
            1,
        ),
        (
            "boston-partout",
            7,
            BOSTON.name,
            "Misère Partout, read from the record",
            "When nobody bids, everyone plays to lose tricks, and the most tricks pay the others.",
            _partout,
            _partout_comment,
            1,
        ),
        (
            "boston-one-short",
            8,
            BOSTON.name,
            "A call one trick short",
            "A call should stand on sure tricks: one trick short costs about what the call would earn.",
            _one_short,
            _one_short_comment,
            12,
        ),
        (
            "pitch-jack-missing",
            9,
            PITCH.name,
            "The Jack of trumps stays in the pack",
            "With four players, 24 of the 52 cards are dealt: the Jack of trumps is often not in play.",
            _jack_missing,
            _jack_missing_comment,
            2,
        ),
        (
            "misere-let-through",
            10,
            BOSTON.name,
            "A misère the defence let through",
            "With every card face up, the card by which a defender let a misère be made.",
            _misere_let_through,
            _misere_let_through_comment,
            262,
        ),
    )
)


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
    """The annotated deals of ``lesson`` (1 to 10)."""
    if not 1 <= lesson <= 10:
        raise CardlibError(f"lesson {lesson}: the lessons are numbered 1 to 10")
    return Deals(annotated(b.name) for b in BOARDS if b.lesson == lesson)


def write_deal_set(game: str, folder: Path) -> list[str]:
    """Write every annotated deal of ``game``, unplayed, as a class deal set in ``folder``."""
    from cardlib.classroom.deal_set import deal_name, write_deal_set_files

    deals = [annotated(b.name) for b in BOARDS if b.game == game]
    if not deals:
        raise CardlibError(f'"{game}": no annotated deals of that game')
    records = {deal_name(number): deal.fresh() for number, deal in enumerate(deals, 1)}
    write_deal_set_files(folder, game, 0, records, [d.title for d in deals])
    return list(records)

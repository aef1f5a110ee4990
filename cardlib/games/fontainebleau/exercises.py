"""Fontainebleau's own exercise topics, and its auction as the shared next-call topic asks about it.

What a call pays from Table 1, and what partners, Grand calls and misères win or lose on a deal
played through the engine.
"""

from __future__ import annotations

import random

from cardlib.core.cards import Rank
from cardlib.core.game import State
from cardlib.core.pack import below, in_turn, pick
from cardlib.core.spec import AuctionCalls, Topic
from cardlib.core.words import call_title, counted
from cardlib.exercises.questions import Question
from cardlib.exercises.situations import as_bid
from cardlib.games.fontainebleau.calls import call_trump, ladder, read_call
from cardlib.games.fontainebleau.settlement import Valuation, settle_call
from cardlib.games.fontainebleau.spec import SPEC as FONTAINEBLEAU
from cardlib.games.solo.state import SoloState
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay

SEATS = ("A", "Y", "B", "Z")


def fontainebleau_question(rng: random.Random) -> Question:
    """A question: what a Fontainebleau call is worth from each adversary."""
    tricks = 5 + below(rng, 8)
    suit = pick(rng, ["spades", "clubs", "hearts", "diamonds"])
    call = read_call(f"{tricks} {suit[0]}")
    if call is None:
        raise TypeError(f"{tricks} {suit} is a call on Fontainebleau's ladder")
    # A slam stops at its first lost trick (FO-5), so it ends with all 13 or one short.
    taken = 12 + below(rng, 2) if tricks == 13 else max(0, tricks - 4) + below(rng, 14 - max(0, tricks - 4))
    honours = pick(rng, [0, 2, 4])
    settled = settle_call(SEATS, ["A"], Valuation(call, call_trump(call)), taken, 0, honours=honours)
    value = settled.payments["A"] // 3
    held = {0: "no honours", 2: "three honours", 4: "all four honours"}[honours]
    made = taken >= tricks
    extra = taken - tricks if made else tricks - taken
    why = (
        f"{call_title(call.words())} taking {taken} is {'made with' if made else 'short by'} "
        f"{counted(extra, 'over-trick' if made else 'trick')}: Table 1 gives the value of {tricks} in "
        f"{suit}, plus 5 for each trick {'over' if made else 'short'}"
    )
    if honours:
        why += (
            f", and {held} count as {honours} more over-tricks"
            if made
            else ", and honours count only when made"
        )

    def why_not(said: int) -> str:
        if said == -value:
            return f"the amount is right but not its sign: {'A is paid' if made else 'A pays'}."
        return f"{why}."

    return Question(
        "fontainebleau-payments",
        f"Boston de Fontainebleau. A bid {call_title(call.words())}, holding {held}, and took "
        f"{counted(taken, 'trick')}. "
        "How much does each adversary pay A? (negative if A pays)",
        value,
        " ".join(settled.reasons),
        kind="amount",
        why_not=why_not,
        subject="A",
        situation={"call": call, "taken": taken, "honours": honours},
    )


#: What a Fontainebleau question is about, each a third of the time.
FONTAINEBLEAU_CASES = ("partners", "grand", "misere")


HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


def _fontainebleau_case(state: State) -> str | None:
    """Which question a Fontainebleau deal bid this far can ask: partners, a Grand call, a misère."""
    contract = state.contract()
    if contract is None:
        return None
    if len(contract.side) == 2:
        return "partners"
    if contract.trump is None:
        return "grand" if contract.goal.value == "tricks" else "misere"  # Grand trick calls have no trump
    return None


def fontainebleau_call_question(rng: random.Random) -> Question:
    """A question: what a Fontainebleau caller wins or loses with partners, a Grand call or a misère."""
    case = in_turn(rng, FONTAINEBLEAU_CASES)
    guide = rule_of_thumb(FONTAINEBLEAU.name)
    while True:
        state = SoloState.of(replay(new_record(FONTAINEBLEAU.name, seed=rng.randrange(2**31))))
        if case == "misere":
            # The rules of thumb call a misère on one deal in thirty: let the lowest hand call it instead,
            # the players before him passing, and bid on as usual from there.
            order = state.deal.order_from_eldest()
            caller = min(order, key=lambda p: sum(c.rank for c in state.hand(p)))
            for player in order[: order.index(caller)]:
                state.apply(f"{player}: pass")
            state.apply(f"{caller}: {pick(rng, ['little misere', 'grand misere', 'piccolissimo'])}")
        while not state.is_over() and not state.play_begun():  # the auction alone says which case it is
            state.apply(guide(state))
        if _fontainebleau_case(state) == case:
            break
    while not state.is_over():
        state.apply(guide(state))
    result = state.result()
    contract = result["contract"]
    caller, partner = contract["caller"], contract.get("partner")
    side = [caller, partner] if partner else [caller]
    taken = sum(result["tricks"][p] for p in side)
    paid = result["payments"][caller]
    answer = paid if partner else paid // 3  # three adversaries pay alike
    trump = contract_now.trump if (contract_now := state.contract()) else None
    held = (
        sum(c.suit == trump and c.rank in HONOURS for p in side for c in state.deal.hands[p]) if trump else 0
    )
    who = f"{caller} and his partner {partner}" if partner else caller
    honours = f", holding {held} of the four honours" if trump and held >= 3 else ""
    asks = (
        "How much does the adversary who settles with him pay him?"
        if partner
        else "How much does each adversary pay him?"
    )
    prompt = (
        f"Boston de Fontainebleau. {caller} called {call_title(contract['bid'])}"
        + (f", asked for a partner and {partner} accepted" if partner else "")
        + f". {who.capitalize() if not partner else who} took {counted(taken, 'trick')}{honours}. "
        + f"{asks} (negative if {caller} pays)"
    )
    settled = state.settlement()
    reasons = " ".join(settled.reasons) if settled else ""

    def why_not(said: float) -> str:
        head = f"{call_title(contract['bid'])}, {counted(taken, 'trick')}: "
        if said == -answer:
            return head + "the amount is right but not its sign."
        rule = {
            "partners": "partners are valued at their bid plus three tricks (this kit's reading of Foster's "
            "one example), 5 a trick over or short, honours as for any caller; each loser pays one winner.",
            "grand": "Table 1's no-trump column is blank for trick calls; this kit pays a Grand call at the "
            "diamond value, plus 5 a trick over or short, and honours never count without a trump.",
            "misere": "a misère, spread or Piccolissimo is won or lost at its flat value, nothing over or "
            "short.",
        }[case]
        return head + rule

    return Question(
        "fontainebleau-calls",
        prompt,
        answer,
        reasons,
        as_bid(state),
        kind="amount",
        why_not=why_not,
        subject=caller,
        situation={"record": state.to_record(), "case": case},
    )


TOPICS = {
    "fontainebleau-payments": Topic(
        "Fontainebleau payments",
        "Table 1 by the trump suit, plus 5 for each trick over or short; honours count "
        "only for a successful caller.",
        fontainebleau_question,
        "05_fontainebleau",
        "5. Boston de Fontainebleau",
        "what a Fontainebleau call pays, with its honours",
        "05_fontainebleau",
    ),
    "fontainebleau-calls": Topic(
        "Fontainebleau partners, Grand calls and misères",
        "partners are valued at bid plus three; a Grand call at the diamond value (the "
        "kit's reading); misères and Piccolissimo at their flat value.",
        fontainebleau_call_question,
        "05_fontainebleau",
        "5. Boston de Fontainebleau",
        "what Fontainebleau partners, Grand calls and misères win or lose",
        "14_fontainebleau_calls",
    ),
}

#: Fontainebleau's auction as the shared next-call topic asks about it.
CALLS = AuctionCalls(
    tuple(call.words() for call in ladder()),
    "a call must outrank the standing bid, by its number or, at one number, its suit "
    "(♠ < ♣ < ♥ < ♦ < Grand); a player who has passed never bids again",
    4,
)

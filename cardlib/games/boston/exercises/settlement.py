"""Boston's settlement question: all a caller wins or loses on a deal, with the pool, "I pay" and revokes.

Each deal is dealt and played through the engine by the rule-of-thumb players; where a question is
about "I pay" or a revoke, the adversaries are made to say it, or one of them to revoke, at the first
chance. The answer and its working are the engine's own settlement.
"""

from __future__ import annotations

import random

from cardlib.core.pack import in_turn, pick
from cardlib.core.words import and_list, call_title, counted
from cardlib.exercises.questions import Question
from cardlib.exercises.situations import as_bid
from cardlib.games.boston.spec import SPEC as BOSTON
from cardlib.games.solo.state import SoloState
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay

#: What happens in a Boston settlement question, the cases taking turns on a sheet.
BOSTON_CASES = ("made", "failed", "i pay", "adversary revokes", "caller revokes")


def _flow(amount: float, where: str) -> str:
    """An amount won from, or lost to, ``where``: "+36 from the adversaries", "-250 to the pool"."""
    return f"{amount:+g} {'from' if amount >= 0 else 'to'} {where}"


def _revoking_card(state: SoloState, by_caller: bool) -> str | None:
    """A card the player to play could revoke with (holding the suit led), or ``None``.

    Only a player of the caller's side revokes if ``by_caller``, else only an adversary.
    """
    player, trick = state.to_act(), state.current_trick()
    if not trick or (player in state.side()) != by_caller:
        return None
    led = trick[0][1].suit
    hand = state.hand(player)
    if not any(c.suit == led for c in hand):
        return None
    return next((c.ascii for c in hand if c.suit != led), None)


def _boston_deal(rng: random.Random, case: str) -> SoloState | None:
    """A Boston deal played out with ``case`` happening in it, or ``None`` if this deal cannot show it."""
    record = new_record(BOSTON.name, seed=rng.randrange(2**31), options={"revokes": "penalise"})
    record.fields["pools"] = pick(rng, [[40], [120], [250, 60]])
    state = SoloState.of(replay(record))
    guide = rule_of_thumb(BOSTON.name)
    while not state.is_over():
        if state.play_begun() and state.contract() is None:
            return None  # Misère Partout: no caller to settle with
        if case == "i pay" and "i pay" in state.legal_actions():
            state.apply(f"{state.current_player()}: i pay")
            continue
        revoking = case.endswith("revokes") and state.revoke_pending is None
        card = _revoking_card(state, case == "caller revokes") if revoking else None
        state.apply(f"{state.current_player()}: {card}" if card else guide(state))
    revoker = state.revoke[0] if state.revoke else None
    happened = {
        "i pay": bool(state.conceded()),
        "adversary revokes": revoker is not None and revoker not in state.side(),
        "caller revokes": revoker is not None and revoker in state.side(),
    }
    if case in ("made", "failed"):
        played = not any(happened.values()) and bool(state.outcome().made) == (case == "made")
        return state if played else None
    return state if happened[case] else None


def boston_settlement_question(rng: random.Random) -> Question:
    """A question: all that a Boston caller wins or loses on a deal, the pool included."""
    case = in_turn(rng, BOSTON_CASES)
    state = None
    while state is None:
        state = _boston_deal(rng, case)
    outcome = state.outcome()
    contract = state.contract()
    if contract is None:
        raise TypeError("a settled call has its contract")
    caller = contract.declarer
    paid, pool = outcome.payments[caller], outcome.pool_flows[caller]
    total = state.returns()[caller]
    pools = state.pools_before
    took = counted(outcome.tricks[caller], "trick")
    revoked = (
        f"{state.revoke[0] if state.revoke else ''} revoked; the revoke was established and the hand "
        f"stopped, {caller} having taken {took}."
    )
    played = f"The hand was played, and {caller} took {took}."
    events = {
        "made": played,
        "failed": played,
        "i pay": "All three adversaries said “I pay” before the second trick.",
        "adversary revokes": revoked,
        "caller revokes": revoked,
    }[case]
    held = (
        f"the pool held {pools[0]:g} white"
        if len(pools) == 1
        else f"there were {len(pools)} pools: " + and_list([f"{p:g} white" for p in pools])
    )
    prompt = (
        f"Boston, classic payments. Before the deal {held}. "
        f"{caller} called {call_title(contract.bid)}. {events} How many white counters does "
        f"{caller} win in all on this deal, from the three adversaries and the pool? (negative if he loses)"
    )
    settled = state.settlement()
    reasons = " ".join(settled.reasons) if settled else ""
    kept = ""
    if pool == 0 and outcome.made and case == "i pay":
        kept = " “I pay” against a Boston or a Six leaves the pool alone (Foster)."
    elif pool == 0 and outcome.made and case == "adversary revokes":
        kept = (
            " A revoke against a Boston or a Six leaves the pool alone, as “I pay” does (this kit's reading)."
        )
    working = (
        f"{reasons}{kept} In all: {_flow(paid, 'the adversaries')}, {_flow(pool, 'the pool')}: {total:+g}."
    )

    def why_not(said: float) -> str:
        happened = "all three said “I pay”" if case == "i pay" else took
        head = f"{caller}, {call_title(contract.bid)}, {happened}, {held} before: "
        if said == paid and pool:
            return head + "that is what the adversaries pay or are paid; the pool moves too."
        if said == paid + pools[0] and pool == 0 and case == "i pay":
            return head + "“I pay” against a call below Seven saves the pool: he is paid his call only."
        if said == -total:
            return head + "the amount is right but not its sign."
        if case == "i pay":  # the pool rule of "I pay", as the revoke cases name theirs
            return head + (
                "“I pay” settles him as if he made his call, with no over-tricks: each of the three "
                "adversaries pays him its value; against a call of Seven or above he takes the pool as "
                "well, against a Boston or a Six the pool is left alone (Foster)."
            )
        if case.endswith("revokes"):
            return head + (
                "a caller's revoke settles him as one trick short and doubles the pool; an "
                "adversary's revoke pays him as made with three over-tricks, and this kit lets a call of "
                "Seven or more take the pool then, a lower one not."
            )
        return head + (
            "read the classic table for his call, times three adversaries, then add the pool he takes "
            "or subtract the pool he doubles."
        )

    return Question(
        "boston-settlement",
        prompt,
        total,
        working,
        as_bid(state),
        kind="amount",
        answer_words=f"{total:+g} white counters",
        why_not=why_not,
        subject=caller,
        situation={"record": state.to_record(), "case": case},
    )

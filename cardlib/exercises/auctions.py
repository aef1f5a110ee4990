"""The next-call question: may the player to speak make this call now, in any game with an auction.

Each game says what its calls are and when one is open (``GameSpec.auction_calls``); every situation
is dealt and bid through its engine by the rule-of-thumb players, and whether a call is allowed, and
why not, is what the engine itself says.
"""

from __future__ import annotations

import random

from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.pack import below, in_turn, pick
from cardlib.core.said import action_words
from cardlib.core.spec import AuctionCalls
from cardlib.core.words import per_seat
from cardlib.exercises.questions import Question
from cardlib.games.registry import GAMES
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay
from cardlib.render.svg import fluid


def _auctions() -> dict[str, AuctionCalls]:
    """The games asked about, in the registry's order, with their calls."""
    return {name: spec.auction_calls() for name, spec in GAMES.items() if spec.auction_calls}


def _mid_auction(rng: random.Random, game: str, calls: AuctionCalls) -> State:
    """A deal of ``game`` bid by the rules of thumb to a random moment before the auction ends."""
    while True:
        record = new_record(
            game,
            calls.players if isinstance(calls.players, int) else list(calls.players),
            seed=rng.randrange(2**31),
        )
        if any(field.name == "to_go" for field in GAMES[game].fields):  # a game played to a score
            # 2 to 7 to go each: near the end a seller's score caps the bids (Pitch's ceiling)
            record.fields["to_go"] = {p: 2 + below(rng, 6) for p in record.players}
        state = replay(record)
        guide, moments = rule_of_thumb(game), []
        probe = state.clone()
        while probe.phase() == "auction" and not probe.is_over():
            if set(calls.passes) & set(probe.legal_actions()):  # a turn to bid, not to answer a partner call
                moments.append(len(probe.history))
            probe.apply(guide(probe))
        if len(moments) > 1:
            stop = pick(rng, moments[1:])
            while len(state.history) < stop:
                state.apply(guide(state))
            return state


def _refusal(state: State, player: str, call: str) -> str | None:
    """The engine's reason why ``player`` may not say ``call`` now, or ``None`` if he may."""
    try:
        state.clone().apply(f"{player}: {call}")
    except CardlibError as error:
        return str(error)
    return None


def next_call_question(rng: random.Random) -> Question:
    """A question: may the player to speak make this call now, in one of the games with an auction."""
    auctions = _auctions()
    open_call = in_turn(rng, (True, False))  # a sheet asks of calls allowed and refused alike
    while True:
        game = pick(rng, list(auctions))
        calls = auctions[game]
        state = _mid_auction(rng, game, calls)
        player = state.to_act()
        legal = [a for a in state.legal_actions() if a in calls.said]
        # Calls the engine refuses; a synonym it reads as a legal call ("boston" again, for "keep") is
        # not asked.
        others = [c for c in calls.said if c not in state.legal_actions() and _refusal(state, player, c)]
        if legal if open_call else others:
            break
    call = pick(rng, legal if open_call else others)
    reason = _refusal(state, player, call)
    spoken = "; ".join(f"{p} {action_words(a)}" for p, a in state.history) or "nothing yet"
    bids = [(p, a) for p, a in state.history if a not in calls.passes]
    standing = f"{bids[-1][0]}'s “{action_words(bids[-1][1])}”" if bids else None
    # a game played to a score (Pitch) says where each stands: the seller's ceiling depends on it
    to_go = state.fields.get("to_go")
    scores = f" To go: {per_seat(to_go)}." if to_go else ""
    prompt = (
        f"{GAMES[game].title}.{scores} The auction so far: {spoken}. It is {player}'s turn. May {player} "
        f"say “{action_words(call)}” now? (yes or no)"
    )
    allowed = (
        f"Yes: {player} may say “{action_words(call)}”: "
        + (f"it outranks the standing bid, {standing}." if standing else "nobody has bid yet, so it is open.")
        + f" The rule: {calls.rule}."
    )

    def why_not(said: bool) -> str:
        if reason is None:
            return f"“{call}” is open to {player}: {calls.rule}."
        return f"that call is not allowed here: {reason}."

    return Question(
        "next-call",
        prompt,
        reason is None,
        allowed if reason is None else f"No: {reason}. The rule: {calls.rule}.",
        fluid(state.picture()),
        kind="yes/no",
        options=(True, False),
        why_not=why_not,
        situation={"record": state.to_record(), "call": call},
    )

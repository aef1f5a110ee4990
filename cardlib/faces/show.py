"""A hand record as text: the deal, then the actions, the card play trick by trick."""

from __future__ import annotations

from cardlib.core.cards import card_or_none
from cardlib.core.game import State
from cardlib.core.record import HandRecord
from cardlib.core.said import action_words
from cardlib.render.results import hand_result_text, result_lines


def describe(record: HandRecord, state: State | None = None) -> str:
    """The deal and every action, with card plays grouped into tricks in the order played.

    Given the replayed ``state``, each trick also names its winner and the result follows.
    """
    title = record.spec.title if record.spec else record.game
    lines = [
        f"{title}: {len(record.players)} players, {record.dealer} deals, {record.to_deal().eldest} is eldest"
    ]
    lines += [f"  {line}" for line in str(record.to_deal()).splitlines()]
    for name, value in record.fields.items():
        if name != "turn_up":
            shown = value
            if isinstance(value, dict):
                shown = ", ".join(f"{k} {v}" for k, v in value.items())
            elif isinstance(value, list):  # the pools, or cards (the rest of the pack), as written
                shown = " ".join(str(v) for v in value)
            lines.append(f"  {name.replace('_', ' ')}: {shown}")
    if record.options:
        lines.append("  options: " + ", ".join(f"{k}={v}" for k, v in record.options.items()))
    bidding: list[str] = []
    tricks: list[list[str]] = []
    # as the engine stored them: a Fontainebleau bid written "7D" is "seven diamonds", not a card
    actions = state.history if state is not None else record.split_actions()
    for number, (player, action) in enumerate(actions, start=1):
        played = card_or_none(action)
        if played is None:
            bidding.append(f"  {number:>3}. {player}: {action_words(action)}")
            continue
        if not tricks or len(tricks[-1]) == len(record.players):
            tricks.append([])
        tricks[-1].append(f"{player} {played.symbol}")
    if bidding:
        lines += ["", "Bids and other actions:", *bidding]
    if tricks:
        won = [t.winner(state.trump) for t in state.completed_tricks()] if state else []
        trump = f" (trumps: {state.trump.symbol})" if state and state.trump is not None else ""
        lines += ["", f"Play{trump}:"]
        for i, plays in enumerate(tricks, start=1):
            winner = f"   won by {won[i - 1]}" if i <= len(won) else ""
            lines.append(f"  trick {i:>2}: " + "  ".join(plays) + winner)
    if not record.actions:
        lines += ["", "No actions yet."]
    if state is not None and state.is_over():
        lines += ["", "Result:", *(f"  {line}" for line in hand_result_text(state))]
    elif state is not None and record.actions:  # before the first action there is nothing so far
        lines += [
            "",
            "So far:",
            *(f"  {line}" for line in result_lines(state.result(), so_far=True, players=state.deal.players)),
        ]
    return "\n".join(lines)

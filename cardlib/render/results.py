"""A deal's result as lines of text, for the terminal and the Table."""

from __future__ import annotations

from cardlib.core.game import State
from cardlib.core.words import and_list


def result_lines(result: dict, skip: tuple[str, ...] = ("game",)) -> list[str]:
    """A hand's result fields as ``name: value`` lines, maps as ``A 3, B 0``, yes/no for true/false."""
    lines = []
    for name, value in result.items():
        if name in skip:
            continue
        if isinstance(value, dict):
            value = ", ".join(f"{k} {'-' if v is None else v}" for k, v in value.items())
        if isinstance(value, bool):
            value = "yes" if value else "no"
        lines.append(f"{name.replace('_', ' ')}: {'-' if value is None else value}")
    return lines


def verdict_lines(state: State) -> list[str]:
    """Who won, in words, once the hand is over: the contract made or not, and the best return."""
    if not state.is_over():
        return []
    outcome, contract = state.outcome(), state.contract()
    lines = []
    if contract is not None and outcome.made is not None:
        side = and_list(list(contract.side))
        lines.append(f"{side} {'made' if outcome.made else 'did not make'} {contract.bid}.")
    returns = state.returns()
    best = max(returns.values())
    if best > 0:
        winners = [p for p, v in returns.items() if v == best]
        lines.append(f"{and_list(winners)} did best this hand: {best:+g}.")
    if outcome.winner:
        lines.append(f"{outcome.winner} has gone out and wins the game.")
    return lines

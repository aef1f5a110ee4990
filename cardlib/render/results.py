"""A deal's result as lines of text, for the terminal and the Table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlib.core.cards import Suit, card_or_none
from cardlib.core.game import State
from cardlib.core.words import and_list, facts_sentence
from cardlib.render.sheet import text_table


def result_lines(
    result: dict[str, Any],
    skip: tuple[str, ...] = ("game",),
    *,
    so_far: bool = False,
    players: Sequence[str] = (),
) -> list[str]:
    """A hand's result fields as ``name: value`` lines, each value in words (maps as ``A 3, B 0``).

    ``so_far``: the hand is not over, so a field with no value yet shows a dash (a contract's trump
    may be none for good, a point not be won yet: "none" would be wrong for one of them). ``players``
    are the deal's, so that a list of them is not read as cards ("JD" may be someone's initials).
    """
    shown = [(name, value) for name, value in result.items() if name not in skip]
    missing = "–" if so_far else "none"
    return [f"{name.replace('_', ' ')}: {_in_words(value, name, missing, players)}" for name, value in shown]


def result_sheet(state: State) -> tuple[list[str], list[list[str]]]:
    """A finished hand's sheet: a row a player with every result kept a player (tricks, payments…)."""
    if not state.is_over():
        return [], []
    result, players = state.result(), list(state.deal.players)
    fields = [k for k, v in result.items() if isinstance(v, dict) and set(v) == set(players)]
    rows = [[p, *[_in_words(result[f][p]) for f in fields]] for p in players]
    return ["player", *[f.replace("_", " ") for f in fields]], rows


def hand_result_text(state: State) -> list[str]:
    """A finished hand for the terminal: its sentences, then its sheet as a table."""
    columns, rows = result_sheet(state)
    return [*hand_result_sentences(state), *text_table(columns, rows).splitlines()]


def verdict_lines(state: State) -> list[str]:
    """Who won, in words, once the hand is over: the contract made or not, and the best return."""
    if not state.is_over():
        return []
    outcome, contract = state.outcome(), state.contract()
    lines = []
    if contract is not None and outcome.made is not None:
        side, bid = and_list(contract.side), str(contract.bid)
        bid = f"the bid of {bid}" if bid.isdigit() else bid  # a Pitch bid is a bare number
        lines.append(f"{side} {'made' if outcome.made else 'did not make'} {bid}.")
    returns = state.returns()
    best = max(returns.values())
    if best > 0:
        winners = [p for p, v in returns.items() if v == best]
        lines.append(f"{and_list(winners)} did best this hand: {best:+g}.")
    if outcome.winner:
        lines.append(f"{outcome.winner} has gone out and wins the game.")
    return lines


#: Result fields the sentences leave out: said already by the verdict, or the game's own name.
_SAID = ("game", "finished", "contract", "made", "winner", "trump")


def hand_result_sentences(state: State) -> list[str]:
    """A finished hand in sentences: who made what, who did best, then what the game says of the deal.

    A game that does not word its deal (``Outcome.sentences``) has its result fields read out, but for
    the numbers kept for each player (tricks, payments, points scored), which go in the hand's table.
    """
    lines = verdict_lines(state)
    said = state.outcome().sentences()
    if said:
        return lines + said
    players, facts = set(state.deal.players), []
    contract = state.contract()
    if state.trump is not None:
        facts.append(f"trumps {state.trump.symbol}")
    elif contract is not None:
        facts.append("no trumps")
    for name, value in state.result().items():
        if name in _SAID or (isinstance(value, dict) and set(value) == players):
            continue
        facts.append(f"{name.replace('_', ' ')} {_in_words(value, name, players=state.deal.players)}")
    return lines + facts_sentence(facts)


#: A suit's sign by the letter the records write it with, for a result's trump.
_SUIT_SIGNS = {suit.letter: suit.symbol for suit in Suit}


def _in_words(value: object, name: str = "", missing: str = "none", players: Sequence[str] = ()) -> str:
    """A result field's value as a learner reads it: suits and cards with their signs, maps as ``A 3``.

    A trump is known by its field's name (in a map too: a contract's). A list is taken for cards
    only when every item is one and none is a player's name.
    """
    if value is None:
        return missing
    if value == [] or value == {}:
        return "nothing"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_in_words(v, str(k), missing, players)}" for k, v in value.items())
    if isinstance(value, list):
        cards = [None if v in players else card_or_none(v) if isinstance(v, str) else None for v in value]
        if all(cards):
            return and_list([card.symbol for card in cards if card is not None])
        return and_list([f"{v:g}" if isinstance(v, float | int) else str(v) for v in value])
    if name == "trump" and isinstance(value, str) and value in _SUIT_SIGNS:
        return _SUIT_SIGNS[value]
    return f"{value:g}" if isinstance(value, float) else str(value)

"""Building Boston deals and playing them to order, for the worked examples."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dealing import fill_hands

from cardlib import cards, full_pack, parse_record, replay

FOUR = ["A", "Y", "B", "Z"]


def boston_deal(hands: Mapping[str, str] | None = None, turn_up: str = "2H", **extra) -> dict:
    """A Boston record (Z deals): the given hands as they are, the rest filled low cards first."""
    deal = fill_hands(FOUR, 13, hands or {}, full_pack())
    data = {"game": "boston", "players": FOUR, "dealer": "Z", "turn_up": turn_up, "deal": deal, "actions": []}
    data.update(extra)
    return data


def lowest(legal: Sequence[str]) -> str:
    """The lowest legal card (never "i pay")."""
    played = [a for a in legal if a != "i pay"]
    return min(played, key=lambda a: (cards(a)[0].rank, a))


def highest(legal: Sequence[str]) -> str:
    """The highest legal card."""
    played = [a for a in legal if a != "i pay"]
    return max(played, key=lambda a: (cards(a)[0].rank, a))


def play_out(data: dict, actions: Sequence[str], caller_policy=highest, others=lowest) -> dict:
    """Apply ``actions``, then play the caller with one policy and the others with another."""
    state = replay(parse_record(dict(data, actions=list(actions))))
    while not state.is_over():
        player = state.current_player()
        policy = caller_policy if player == state.caller else others
        state.apply(f"{player}: {policy(state.legal_actions())}")
    return state.to_record().to_dict()


def result(data: dict) -> dict:
    """The result of replaying a record."""
    return replay(parse_record(data)).result()

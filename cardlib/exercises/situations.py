"""What several games' questions show or say alike: the table as it stood when the bidding ended."""

from __future__ import annotations

from cardlib.core.game import State
from cardlib.records import parse_record, replay
from cardlib.render.svg import fluid


def as_bid(state: State) -> str:
    """The table when the auction is over, before a card is played: the deal and contract, not the result."""
    probe = replay(parse_record({**state.to_record().to_dict(), "actions": []}))
    for player, action in state.history:
        if probe.play_begun():
            break
        probe.apply(f"{player}: {action}")
    return fluid(probe.picture())

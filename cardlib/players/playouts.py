"""How often a contract is made when the cards are played at random: the floor a real player beats.

Standard library only: each deal is dealt, opened with the same actions, and played out by random
legal choices, all from one seeded generator.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.choosers import play_out, random_chooser
from cardlib.core.pack import generator
from cardlib.records import new_record, replay


def made_at_random(game: str, players: Sequence[str], opening: Sequence[str], deals: int, seed: int) -> float:
    """The share of ``deals`` random deals on which the contract the ``opening`` actions reach is made."""
    rng = generator(seed)
    chooser = random_chooser(rng)
    made = 0
    for _ in range(deals):
        state = replay(new_record(game, list(players), seed=rng.randrange(2**31)))
        for action in opening:
            state.apply(action)
        made += bool(play_out(state, None, chooser).outcome().made)
    return made / deals

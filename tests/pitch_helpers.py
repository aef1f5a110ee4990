"""Building Auction Pitch deals and playing them out to order, for the worked examples."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from dealing import fill_hands

from cardlib import cards, full_pack, parse_record, replay
from cardlib.games.pitch.points import game_value


def build_deal(
    players: Sequence[str],
    dealer: str,
    hands: Mapping[str, str],
    *,
    avoid: str = "",
    to_go: Mapping[str, int] | None = None,
    options: Mapping | None = None,
) -> dict:
    """A pitch record: the given hands as they are, the others filled with the lowest cards not given.

    ``avoid`` names suits (letters) that no filled hand may hold.
    """
    spare = sorted(
        (c for c in full_pack() if c.suit.letter not in avoid),
        key=lambda c: (game_value(c) > 0, c.rank, c.suit),
    )
    deal = fill_hands(players, 6, hands, spare)
    record = {"game": "pitch", "players": list(players), "dealer": dealer, "deal": deal, "actions": []}
    if to_go:
        record["to_go"] = {p: to_go.get(p, 7) for p in players}
    if options:
        record["options"] = dict(options)
    return record


def cheapest(legal: Sequence[str]) -> str:
    """The legal card worth least towards Game, lowest first: a player throwing nothing away."""
    return min(legal, key=lambda a: (game_value(cards(a)[0]), cards(a)[0].rank, a))


def play_out(
    record: dict,
    auction: Sequence[str],
    plan: Mapping[str, Sequence[str]] | None = None,
    policy: Callable[[Sequence[str]], str] = cheapest,
) -> dict:
    """Apply the auction, then play: each player's planned cards first (in order), then by ``policy``.

    Returns the finished record (a plain dict), checked by replaying it.
    """
    data = dict(record, actions=list(auction))
    state = replay(parse_record(data))
    queue = {p: list(cs) for p, cs in (plan or {}).items()}
    while not state.is_over():
        player = state.current_player()
        legal = state.legal_actions()
        wanted = queue.get(player)
        choice = wanted.pop(0) if wanted else policy(legal)
        state.apply(f"{player}: {choice}")
    return state.to_record().to_dict()

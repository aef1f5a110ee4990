"""Scoring one deal of Auction Pitch: points scored, set-backs, "to go", and who goes out (digest §4.7).

``settle`` is pure arithmetic on what happened, so a notebook can work Foster's
examples through without dealing a card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from cardlib.games.pitch.points import POINT_ORDER

#: A player with more than this many to go is "in the hole" (digest PI-6).
IN_THE_HOLE_ABOVE = 7
#: What a revoker is set back when nobody had bid (digest §4.8).
REVOKE_WITHOUT_BID = 2


@dataclass(frozen=True)
class Settlement:
    """The outcome of one deal: what each player scored, was set back and still needs, and who won."""

    scored: dict[str, int]
    set_back: dict[str, int]
    to_go: dict[str, int]
    made: bool | None
    winner: str | None
    reasons: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        return "\n".join(self.reasons)


def to_go_words(to_go: int) -> str:
    """A to-go as a learner reads it: "3", or "0, out" once a player has shed all his counters.

    The arithmetic may run below 0 (a player who needed 1 and took 3); at the table he has simply
    gone out, so nothing below 0 is ever shown.
    """
    return str(to_go) if to_go > 0 else "0, out"


def in_the_hole(to_go: int) -> bool:
    """Whether a player with ``to_go`` is in the hole: below zero on points, more than 7 to go (PI-6)."""
    return to_go > IN_THE_HOLE_ABOVE


def settle(
    players: Sequence[str],
    to_go: Mapping[str, int],
    pitcher: str,
    contract: int | None,
    points: Mapping[str, str | None],
    *,
    seller: str | None = None,
    seller_score: int = 0,
    revoker: str | None = None,
    smudge: bool = False,
) -> Settlement:
    """Score one deal.

    ``points`` maps ``"high"``, ``"low"``, ``"jack"`` and ``"game"`` to their
    scorers (or ``None``). ``seller_score`` is what a seller who accepted a bid
    scored at once. ``revoker`` is the player who revoked, if any (§4.8).
    ``smudge`` says that Smudge applies to this pitcher's contract of four (§4.9).
    """
    made_by: dict[str, list[str]] = {p: [] for p in players}
    for name in POINT_ORDER:
        scorer = points.get(name)
        if scorer in made_by:
            made_by[scorer].append(name)
    scored = dict.fromkeys(players, 0)
    set_back = dict.fromkeys(players, 0)
    reasons: list[str] = []
    if seller is not None and seller_score:
        scored[seller] += seller_score
        reasons.append(f"{seller} accepted the bid and scored {seller_score} at once.")
    made = None if contract is None else len(made_by[pitcher]) >= contract and revoker != pitcher
    counting = set(players)
    if revoker is not None:
        counting.discard(revoker)
        set_back[revoker] = contract if contract is not None else REVOKE_WITHOUT_BID
        reasons.append(
            f"{revoker} revoked: he scores nothing for points and is set back {set_back[revoker]}."
        )
        if made is False and pitcher != revoker:
            reasons.append(
                f"{pitcher} fell short of {contract} but is not set back, because {revoker} revoked."
            )
    elif made is False:
        counting.discard(pitcher)
        set_back[pitcher] = contract or 0  # a deal is failed only against a bid
        reasons.append(
            f"{pitcher} made {len(made_by[pitcher])} of the {contract} he had to make: he scores nothing "
            f"and is set back {contract}."
        )
    elif made:
        reasons.append(f"{pitcher} made his contract of {contract} and scores all he made.")
    for player in players:
        if player in counting:
            scored[player] += len(made_by[player])
    after = {p: to_go[p] - scored[p] + set_back[p] for p in players}
    winner = _goes_out(
        players, to_go, pitcher, contract, made, made_by, counting, seller, seller_score, after
    )
    if (
        smudge
        and made
        and len(made_by[pitcher]) == 4
        and not in_the_hole(to_go[pitcher])
        and pitcher in counting
    ):
        winner = pitcher
        reasons.append(
            f"{pitcher} bid four and made all four, not being in the hole: Smudge, he wins at once."
        )
    elif winner is not None:
        reasons.append(_win_reason(winner, pitcher, made, after))
    return Settlement(scored, set_back, after, made, winner, reasons)


def _goes_out(
    players: Sequence[str],
    to_go: Mapping[str, int],
    pitcher: str,
    contract: int | None,
    made: bool | None,
    made_by: Mapping[str, list[str]],
    counting: set[str],
    seller: str | None,
    seller_score: int,
    after: Mapping[str, int],
) -> str | None:
    """The first player to go out: the bidder if he made his bid, else by High, Low, Jack, Game (§4.7)."""
    if not any(after[p] <= 0 for p in players):
        return None
    if contract is not None and made and pitcher in counting and after[pitcher] <= 0:
        return pitcher
    running = dict(to_go)
    if seller is not None and seller_score:
        running[seller] -= seller_score
        if running[seller] <= 0:
            return seller
    for name in POINT_ORDER:
        scorer = next((p for p in players if name in made_by[p]), None)
        if scorer is not None and scorer in counting:
            running[scorer] -= 1
            if running[scorer] <= 0:
                return scorer
    return None


def _win_reason(winner: str, pitcher: str, made: bool | None, after: Mapping[str, int]) -> str:
    rivals = [p for p, n in after.items() if n <= 0 and p != winner]
    if not rivals:
        return f"{winner} goes out and wins the game."
    who = (
        f"{winner} and {rivals[0]} could both"
        if len(rivals) == 1
        else f"{winner}, {', '.join(rivals)} could all"
    )
    if winner == pitcher and made:
        return f"{who} go out: the bidder goes out first, so {winner} wins."
    return f"{who} go out: counting High, Low, Jack, Game in turn, {winner} reaches 0 first and wins."

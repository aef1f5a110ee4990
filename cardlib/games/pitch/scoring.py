"""Scoring one deal of Auction Pitch: points scored, set-backs, "to go", and who goes out (digest §4.7).

``settle`` is pure arithmetic on what happened, so a notebook can work Foster's
examples through without dealing a card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from cardlib.core.quick import built
from cardlib.games.pitch.points import POINT_ORDER

#: A player with more than this many to go is "in the hole" (digest PI-6).
IN_THE_HOLE_ABOVE = 7
#: What a revoker is set back when nobody had bid (digest §4.8).
REVOKE_WITHOUT_BID = 2


@dataclass(frozen=True)
class Settlement:
    """The outcome of one deal: what each player scored, was set back and still needs, and who won.

    ``to_go`` is never below 0: a player who has made all he needed has 0 to go and is out, however
    many points more he took (``scored`` keeps them all).
    """

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

    A player who needed 1 and took 3 has simply gone out at the table, so nothing below 0 is ever shown.
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
    scorers = list(map(points.get, POINT_ORDER))  # in counting order: High, Low, Jack, Game
    scored = dict.fromkeys(players, 0)
    set_back = dict.fromkeys(players, 0)
    reasons: list[str] = []
    if seller is not None and seller_score:
        scored[seller] += seller_score
        reasons.append(f"{seller} accepted the bid and scored {seller_score} at once.")
    pitcher_made = scorers.count(pitcher)
    made = None if contract is None else pitcher_made >= contract and revoker != pitcher
    barred = None  # the one player who scores nothing for points: a revoker, else a pitcher who failed
    if revoker is not None:
        barred = revoker
        set_back[revoker] = contract if contract is not None else REVOKE_WITHOUT_BID
        reasons.append(
            f"{revoker} revoked: he scores nothing for points and is set back {set_back[revoker]}."
        )
        if made is False and pitcher != revoker:
            reasons.append(
                f"{pitcher} fell short of {contract} but is not set back, because {revoker} revoked."
            )
    elif made is False:
        barred = pitcher
        set_back[pitcher] = contract or 0  # a deal is failed only against a bid
        reasons.append(
            f"{pitcher} made {pitcher_made} of the {contract} he had to make: he scores nothing "
            f"and is set back {contract}."
        )
    elif made:
        reasons.append(f"{pitcher} made his contract of {contract} and scores all he made.")
    counted: list[str | None] = []  # the scorer of each point that scores (None for one that does not)
    for scorer in scorers:
        if scorer is not None and scorer != barred and scorer in scored:
            scored[scorer] += 1
            counted.append(scorer)
        else:
            counted.append(None)
    after = {p: to_go[p] - scored[p] + set_back[p] for p in players}
    winner = None
    if min(after.values()) <= 0:  # somebody reached 0 (few deals)
        winner = _goes_out(to_go, pitcher, made and pitcher != barred, counted, seller, seller_score, after)
    if smudge and made and pitcher_made == 4 and not in_the_hole(to_go[pitcher]) and pitcher != barred:
        winner = pitcher
        reasons.append(
            f"{pitcher} bid four and made all four, not being in the hole: Smudge, he wins at once."
        )
    elif winner is not None:
        reasons.append(_win_reason(winner, pitcher, made, after))
    return built(
        Settlement,
        {
            "scored": scored,
            "set_back": set_back,
            "to_go": {p: max(0, need) for p, need in after.items()},  # out is out: 0 to go
            "made": made,
            "winner": winner,
            "reasons": reasons,
        },
    )


def _goes_out(
    to_go: Mapping[str, int],
    pitcher: str,
    made: bool | None,
    counted: Sequence[str | None],
    seller: str | None,
    seller_score: int,
    after: Mapping[str, int],
) -> str | None:
    """The first player to go out: the bidder if he made his bid, else by High, Low, Jack, Game (§4.7).

    ``counted`` holds the scorer of each point that scores, in that order (``None`` for one that
    does not); ``made`` says that the pitcher made his bid and scores.
    """
    if made and after[pitcher] <= 0:
        return pitcher
    running = dict(to_go)
    if seller is not None and seller_score:
        running[seller] -= seller_score
        if running[seller] <= 0:
            return seller
    for scorer in counted:
        if scorer is not None:
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

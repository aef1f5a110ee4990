"""California Jack's points, High, Low, Jack and Game, each to the player who takes it (CJ-6).

Every card of the pack is played, so the highest trump is always the ace, the lowest the two, and
the jack is always in play: each point belongs to the player who wins the trick it falls in, and is
known as soon as that trick is taken. Game is known when the last card is played; a tie for it scores
for nobody, as Foster rules for Seven-Up's games in which no trump is turned (CJ-C3).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.tricks import Trick
from cardlib.games.allfours.points import PlayPoints, game_count

#: The trump that makes each of the first three points: every trump is played, so these always are.
MAKERS = {"high": Rank.ACE, "low": Rank.TWO, "jack": Rank.JACK}


def taken_points(players: Sequence[str], tricks: Sequence[Trick], trump: Suit, over: bool) -> PlayPoints:
    """The points taken in ``tricks`` so far; Game once the deal is ``over`` (a tie: nobody's)."""
    taker = {card: trick.winner(trump) for trick in tricks for card in trick.cards}
    reasons: dict[str, str] = {}
    found: dict[str, str | None] = {}
    for name, rank in MAKERS.items():
        card = Card(trump, rank)
        found[name] = taker.get(card)
        which = {"high": "the highest trump", "low": "the lowest trump", "jack": "the jack of trumps"}[name]
        reasons[name] = (
            f"{found[name]}: took {card.symbol}, {which}"
            if found[name]
            else f"not yet: {card.symbol} is still to be played"
        )
    piles = {p: [c for c, won_by in taker.items() if won_by == p] for p in players}
    counts = {p: game_count(pile) for p, pile in piles.items()}
    best = max(counts.values())
    leaders = [p for p, n in counts.items() if n == best]
    game = leaders[0] if over and len(leaders) == 1 else None
    if over:
        said = " and ".join(f"{p} {n}" for p, n in counts.items())
        why = "a tie, which scores for nobody" if len(leaders) > 1 else "the most Game"
        reasons["game"] = f"{game or 'nobody'}: {why} ({said})"
    else:
        reasons["game"] = "not yet: Game is counted when the last card is played"
    return PlayPoints(found["high"], found["low"], found["jack"], game, counts, reasons)

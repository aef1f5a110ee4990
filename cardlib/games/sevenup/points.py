"""Seven-Up's points of the play, High, Low, Jack and Game, as pure functions (docs/sevenup.md SU-6).

They count as Auction Pitch's do, with three differences: the trumps *in play* are those in the
hands the players play with (after a run's discards, SU-C1), there may be none (then High and Low
go to nobody), and a tie for Game, or no Game out, goes to the non-dealer's side (SU-6, SU-C3,
SU-C4) instead of to nobody. Points go to sides: a player alone, or two partners with four.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.hand import Cards
from cardlib.core.tricks import Trick
from cardlib.games.allfours.points import POINT_ORDER as POINT_ORDER
from cardlib.games.allfours.points import PlayPoints as PlayPoints
from cardlib.games.allfours.points import game_count, game_winner, sides_of


def play_points(
    hands: Mapping[str, Cards],
    tricks: Sequence[Trick],
    trump: Suit,
    dealer: str,
) -> PlayPoints:
    """The points of the play from the hands played with, the tricks and the trump, each with its reason.

    ``hands`` are the hands as the play began; the points go to players, and a side scores those of
    its players (Game by the side's pile).
    """
    players = list(hands)
    sides = sides_of(players)
    trumps = [(card, player) for player, hand in hands.items() for card in hand if card.suit == trump]
    reasons: dict[str, str] = {}
    high: str | None
    low: str | None
    if trumps:
        highest, high = max(trumps, key=lambda pair: pair[0].rank)
        lowest, low = min(trumps, key=lambda pair: pair[0].rank)
        reasons["high"] = f"{high}: held {highest.symbol}, the highest trump in play"
        reasons["low"] = f"{low}: held {lowest.symbol}, the lowest trump in play (whoever captured it)"
    else:
        high = low = None
        reasons["high"] = reasons["low"] = f"nobody: no {trump.symbol} was in play"
    jack_card = Card(trump, Rank.JACK)
    in_play = any(jack_card in hand for hand in hands.values())
    jack = next((t.winner(trump) for t in tricks if jack_card in t.cards), None)
    reasons["jack"] = (
        f"{jack}: won the trick holding J{trump.symbol}"
        if jack
        else f"nobody: J{trump.symbol} was not in play"
        if not in_play
        else f"not yet: J{trump.symbol} has not been captured"
    )
    piles: dict[str, list[Card]] = {p: [] for p in players}
    for trick in tricks:
        piles[trick.winner(trump)].extend(trick.cards)
    counts = {side[0]: 0 for side in sides.values()}
    for player, pile in piles.items():
        counts[sides[player][0]] += game_count(pile)
    game = game_winner(counts, dealer, sides)
    reasons["game"] = _game_reason(counts, game, sides[dealer][0], len(players))
    return PlayPoints(high, low, jack, game, counts, reasons)


#: Said of a tie for Game that Foster does not settle (docs/sevenup.md SU-C3, SU-C4).
KITS_READING = "Foster does not say; this kit's reading"


def _game_reason(counts: Mapping[str, int], game: str | None, dealers: str, players: int) -> str:
    """Why Game goes to ``game`` (a side by its first player, or nobody), saying when that is the kit's.

    Foster settles two ties: with two players the non-dealer scores a tie, or no Game out; with three,
    a tie of the two non-dealers scores for neither. Every other tie is the kit's reading (SU-C3, SU-C4).
    """
    best = max(counts.values())
    tied = [side for side, count in counts.items() if count == best]
    if len(tied) == 1:
        return f"{game}: the highest Game count, {best}"
    what = f"a tie at {best}" if best else "no Game out (a tie at 0)"
    if players == 2:
        return f"{game}: {what}, which goes to the non-dealer"
    if players == 4:
        return f"{game}: {what}, which goes to the non-dealer's side ({KITS_READING})"
    if dealers not in tied:
        return f"nobody: {what} between the two non-dealers, which scores for neither"
    if game is not None:
        return f"{game}: {what} with the dealer, which goes to {game}, the non-dealer ({KITS_READING})"
    return f"nobody: {what} among all three, which scores for nobody ({KITS_READING})"

"""``PitchPointsQuestion``: who scores High, Low, Jack and Game, from hands dealt and cards captured.

The controller of the ``PitchPoints`` widget (``cardlib.games.pitch.widgets``): a plain object the
tests drive, which imports no widget library.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardlib.core.cards import Card, Suit
from cardlib.core.choosers import play_out, random_chooser
from cardlib.core.deal import Deal, deal
from cardlib.core.errors import CardError
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed, generator
from cardlib.core.words import per_seat, shown
from cardlib.games.pitch.engine import PitchRules
from cardlib.games.pitch.points import award_from_piles
from cardlib.games.pitch.spec import SPEC
from cardlib.render.html import PILE_HEIGHT, piles_html


class PitchPointsQuestion:
    """The hands dealt, the cards each player captured, and the trump: enough to award the four points."""

    def __init__(self, players: Sequence[str] = ("A", "B", "C", "D")) -> None:
        self.players = tuple(players)
        self.hands: dict[str, Cards] = {p: Cards() for p in self.players}
        self.captured: dict[str, list[Card]] = {p: [] for p in self.players}
        self.trump: Suit | None = None

    def set_hands(self, hands: dict[str, str | Cards]) -> None:
        """Give each player his dealt cards (six at most); refused whole if a card is given twice."""
        parsed = {p: Cards.parse(h) if isinstance(h, str) else Cards(h) for p, h in hands.items()}
        everything = Cards(c for h in parsed.values() for c in h)
        if everything.duplicates():
            raise CardError(f"{everything.duplicates()[0].symbol} is dealt twice; each card exists once")
        for player, hand in parsed.items():
            if player not in self.players or len(hand) > 6:
                raise CardError(
                    f"{player}: a Pitch hand has six cards at most, and {player} must be a player"
                )
        self.hands = {p: parsed.get(p, Cards()) for p in self.players}
        self.captured = {p: [] for p in self.players}
        self.trump = None

    def deal(self, seed: Seed) -> None:
        """Deal six cards each from ``seed``; nothing is captured yet and no trump chosen."""
        dealt = deal(self.players, self.players[-1], SPEC.pattern, seed)
        self.hands = dict(dealt.hands)
        self.captured = {p: [] for p in self.players}
        self.trump = None

    def play_at_random(self, seed: Seed) -> None:
        """Play the hands out at random: the trump and the captured piles follow from the play."""
        sizes = {len(hand) for hand in self.hands.values()}
        if len(sizes) != 1 or not min(sizes):
            held = ", ".join(f"{p} {len(h)}" for p, h in self.hands.items())
            raise CardError(f"to play the hands out every player needs as many cards as the others ({held})")
        rng = generator(seed)
        state = PitchRules().new_state(Deal(self.players, self.players[-1], self.hands))
        state.apply(f"{state.current_player()}: pitch")
        play_out(state, None, random_chooser(rng))
        self.trump = state.trump
        self.captured = {p: list(cs) for p, cs in state.captured().items()}

    def give(self, card: Card | str, player: str) -> None:
        """Put ``card`` in ``player``'s captured pile (taking it from any other pile)."""
        card = Card.parse(card) if isinstance(card, str) else card
        if player not in self.captured:
            raise CardError(f"{shown(player)} is not one of the players ({', '.join(self.players)})")
        if not any(card in hand for hand in self.hands.values()):
            raise CardError(f"{card.symbol} was not dealt, so nobody can capture it")
        for pile in self.captured.values():
            if card in pile:
                pile.remove(card)
        self.captured[player].append(card)

    def picture(self) -> str:
        """Each player's dealt hand and captured pile, drawn with the kit's faces (HTML)."""
        return piles_html(self.hands, self.captured, PILE_HEIGHT)

    def explain(self) -> list[str]:
        """A line for each point, then each player's Game count."""
        if not any(self.hands.values()):
            return ["Deal the hands first."]
        if self.trump is None:
            return ["Choose the trump: the suit of the pitcher's first card."]
        if not any(c.suit == self.trump for hand in self.hands.values() for c in hand):
            return [f"No {self.trump.symbol} was dealt, so it cannot be trump: the first card led always is."]
        points = award_from_piles(self.hands, {p: Cards(cs) for p, cs in self.captured.items()}, self.trump)
        lines = [f"{name.capitalize()}: {points.reasons[name]}." for name in ("high", "low", "jack", "game")]
        counts = per_seat(points.game_count)
        loose = sum(len(h) for h in self.hands.values()) - sum(len(cs) for cs in self.captured.values())
        lines.append(f"Game counts (A 4, K 3, Q 2, J 1, 10 ten): {counts}.")
        if loose:
            lines.append(f"{loose} dealt cards are not in anyone's pile yet.")
        return lines

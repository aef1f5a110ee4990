"""``TrickQuestion``: who wins a trick, and which cards were illegal, with the rules in words."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from cardlib.core.cards import Card, Suit
from cardlib.core.errors import CardError
from cardlib.core.hand import Cards
from cardlib.core.tricks import FollowRule, Trick, illegal_reason, suit_word
from cardlib.render.svg import cards_svg
from cardlib.render.table import trick_svg


class TrickQuestion:
    """A trick to explain: a card for each seat in playing order, the trump, and (if known) each hand."""

    def __init__(
        self, players: Sequence[str] = ("A", "Y", "B", "Z"), rule: FollowRule = FollowRule.WHIST
    ) -> None:
        self.players = tuple(players)
        self.rule = rule
        self.trump: Suit | None = None
        self.played: dict[str, Card | None] = dict.fromkeys(self.players)
        self.hands: dict[str, Cards] = {}

    def set_card(self, player: str, card: Card | str | None) -> None:
        """The card ``player`` plays (``None`` or ``""`` clears it); a card already played is refused."""
        blank = isinstance(card, str) and not card.strip()
        chosen = None if blank else Card.parse(card) if isinstance(card, str) else card
        for other, played in self.played.items():
            if chosen is not None and other != player and played == chosen:
                raise CardError(f"{chosen.symbol} is already played by {other}; each card exists once")
        self.played[player] = chosen

    def set_hand(self, player: str, cards: Cards | str) -> None:
        """What ``player`` held before the trick, to check that he followed suit."""
        self.hands[player] = Cards.parse(cards) if isinstance(cards, str) else Cards(cards)

    def picture(self) -> str:
        """The trick as played so far, then each hand given to check against, as card pictures (HTML)."""
        plays = [(p, c) for p, c in self.played.items() if c is not None]
        parts = [trick_svg(Trick(tuple(plays)))] if plays else ["<i>No card played yet.</i>"]
        for player, hand in self.hands.items():
            if hand:
                parts.append(f"<div><b>{escape(player)}'s hand</b><br>{cards_svg(hand.sorted())}</div>")
        return "<div class='cardlib-trick'>" + "".join(parts) + "</div>"

    def explain(self) -> list[str]:
        """The winner and why, then any card that broke the following rule."""
        plays = [(p, c) for p, c in self.played.items() if c is not None]
        if not plays:
            return [f"Choose the card that {self.players[0]} leads."]
        trick = Trick(tuple(plays))
        winner = trick.winner(self.trump)
        card = dict(plays)[winner]
        trumps = [c for _, c in plays if c.suit == self.trump]
        if trumps:
            why = f"{card.symbol} is the highest trump played"
        else:
            led = suit_word(trick.led)[2:]
            why = f"{card.symbol} is the highest {led} played, the suit led, and no trump was played"
        lines = [f"{winner} wins the trick: {why}."]
        for position, (player, played) in enumerate(plays):
            if position == 0 or player not in self.hands:
                continue
            hand = self.hands[player] if played in self.hands[player] else self.hands[player] + [played]
            reason = illegal_reason(player, played, hand, trick.led, self.trump, self.rule)
            if reason:
                lines.append(f"{played.symbol} was not allowed: {reason}.")
        return lines

"""California Jack's engine: the play, the draws from the stock after each trick, and the points.

The deal's record keeps the rest of the pack (``stock``), top first, and the trump cut for before
the deal (``trump``): the draws follow from the tricks, so a record holds only the cards played.
"""

from __future__ import annotations

from typing import Any

from cardlib.core.cards import Card, Suit, card_or_none
from cardlib.core.contract import Contract, Goal
from cardlib.core.deal import Deal
from cardlib.core.errors import IllegalAction
from cardlib.core.game import Rules, State
from cardlib.core.hand import Cards
from cardlib.core.play import TrickPlay
from cardlib.core.words import counted
from cardlib.games.allfours.fields import check_stock, check_to_go
from cardlib.games.allfours.match import GAME_POINTS
from cardlib.games.allfours.points import PlayPoints
from cardlib.games.californiajack.outcome import CaliforniaJackOutcome
from cardlib.games.californiajack.points import taken_points
from cardlib.games.californiajack.spec import SPEC, STOCK

#: The cards left in the stock from which the open-hand analysis values a position: eight tricks
#: remain, which the engine's search takes about a second over (measured); earlier, tens of seconds.
SEARCHED_STOCK = 4


class CaliforniaJackRules(Rules):
    """California Jack's rules (or Shasta Sam's, with the stock face down) with its options fixed."""

    spec = SPEC

    def new_state(self, deal: Deal, **fields: Any) -> CaliforniaJackState:
        """The deal just dealt: the non-dealer is to lead (CJ-5)."""
        return CaliforniaJackState(self, deal, fields)


class CaliforniaJackState(State):
    """One deal of California Jack, from the first lead to the twenty-sixth trick."""

    def __init__(self, rules: CaliforniaJackRules, deal: Deal, fields: dict[str, Any]) -> None:
        super().__init__(rules, deal, fields)
        players = deal.players
        trump = fields.get("trump") or "S"
        self.trump_suit: Suit = trump if isinstance(trump, Suit) else Suit.parse(str(trump))
        self.to_go_before: dict[str, int] = dict(fields.get("to_go") or {p: GAME_POINTS for p in players})
        self.pack: tuple[Card, ...] = tuple(fields.get("stock") or ())
        self._check_fields()
        #: The stock's next card to draw (its top), as an index into ``pack``.
        self.next_card = 0
        self.face_up = STOCK.means(self.rules.options["stock"], "face up")
        order = deal.order_from_eldest()
        self.play = TrickPlay(order, dict(deal.hands), deal.eldest, self.follow_rule, self.trump_suit)

    def _check_fields(self) -> None:
        check_stock(self.deal, self.pack)
        check_to_go(self.to_go_before, self.deal.players)

    # -- whose turn, what is legal ------------------------------------------------------------------

    @property
    def trump(self) -> Suit:
        """The suit cut for trumps before the deal (CJ-2)."""
        return self.trump_suit

    def current_player(self) -> str | None:
        """The player to play a card, or ``None`` once all twenty-six tricks are played."""
        play = self.card_play
        return None if play.is_over() else play.to_play

    def _legal_actions(self) -> list[str]:
        return self.card_play.legal_ascii()

    # -- applying actions ---------------------------------------------------------------------------

    def _apply(self, player: str, action: str) -> None:
        card = card_or_none(action)
        if card is None:
            raise IllegalAction(f'{player} must play a card now, as in "10H"')
        self._after(self.card_play.play(player, card) is not None)

    def _apply_listed(self, player: str, action: str) -> None:
        self._after(self.card_play.play_listed(player, action) is not None)

    def _after(self, trick_done: bool) -> None:
        """After a trick, while the stock lasts: its winner draws the top card, the other the next (CJ-4)."""
        if not trick_done or self.next_card >= len(self.pack):
            return
        play = self.card_play
        winner = play.to_play
        other = next(p for p in self.deal.players if p != winner)
        top, below = self.pack[self.next_card], self.pack[self.next_card + 1]
        play.draw({winner: top, other: below})
        self.next_card += 2

    # -- what each seat sees ------------------------------------------------------------------------

    def shown(self) -> Cards:
        """The top card of the stock, face up for both to see (none in Shasta Sam, CJ-C6)."""
        return Cards(self.pack[self.next_card : self.next_card + 1]) if self.face_up else Cards()

    def seen_in_hands(self) -> dict[str, Cards]:
        """The cards each player drew face up and holds still: both saw them drawn (none in Shasta Sam)."""
        if not self.face_up:
            return {}
        drawn = self.card_play.drawn_after
        held = {p: Cards([c for c in self.hand(p) if c in drawn]) for p in self.deal.players}
        return {p: cards for p, cards in held.items() if cards}

    # -- the points ---------------------------------------------------------------------------------

    def taken(self) -> PlayPoints:
        """The points taken so far, each by the player who won it in a trick (CJ-6)."""
        play = self.card_play
        return taken_points(self.deal.players, play.completed, self.trump_suit, play.is_over())

    def _count(self, points: PlayPoints) -> tuple[dict[str, int], str | None]:
        """Each player's points this deal, and who went out: High, Low, Jack, Game in turn (CJ-6)."""
        scored = dict.fromkeys(self.deal.players, 0)
        winner = None
        for taker in points.winners().values():
            if taker is None:
                continue
            scored[taker] += 1
            if winner is None and scored[taker] >= self.to_go_before[taker]:
                winner = taker
        return scored, winner

    def outcome(self) -> CaliforniaJackOutcome:
        """The deal so far: the points taken; once it is over, the scores and who went out."""
        points = self.taken()
        over = self.is_over()
        scored, winner = self._count(points) if over else (dict.fromkeys(self.deal.players, 0), None)
        return CaliforniaJackOutcome(
            finished=over,
            made=None,
            returns=scored,
            trump=self.trump_suit,
            points=points.winners(),
            game_count=dict(points.game_count),
            scored=scored,
            to_go={p: self.to_go_before[p] - scored[p] for p in self.deal.players},
            winner=winner,
            stock_left=len(self.pack) - self.next_card,
        )

    def play_for(self, seat: str | None = None) -> Contract | None:
        """No bid is made: ``seat`` (the non-dealer by default) plays for his points, to go out."""
        player = seat or self.deal.eldest
        return Contract(
            (player,), "the points of the play", Goal.POINTS, self.to_go_before[player], self.trump_suit
        )

    def not_analysable(self) -> str | None:
        """Open-handed, the analysis values the last tricks: in Shasta Sam once the stock is gone."""
        left = len(self.pack) - self.next_card
        if not self.face_up and left:
            return (
                "in Shasta Sam the stock lies face down: an open-hand value would count on the order of "
                f"cards nobody has seen ({counted(left, 'card')} still in the stock); it is given once the "
                "stock is gone"
            )
        if left > SEARCHED_STOCK:
            return (
                "the open-hand analysis values California Jack's last tricks, from "
                f"{counted(SEARCHED_STOCK, 'card')} left in the stock: with {left} left, too many tricks "
                "remain to search in a moment"
            )
        return super().not_analysable()

    def _undo_refusal(self) -> str:
        return "that card cannot be taken back"

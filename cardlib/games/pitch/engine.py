"""The Auction Pitch engine: ``PitchRules`` and ``PitchState`` (digest §4).

A deal goes: the auction (selling or to the board), then six tricks led first
by the pitcher, whose first card fixes the trump (PI-16: it cannot be taken
back), then the four points and the scoring of the deal.
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple

from cardlib.core.cards import Card, Suit
from cardlib.core.contract import Contract, Goal
from cardlib.core.deal import Deal
from cardlib.core.errors import CardError, IllegalAction, RecordError
from cardlib.core.game import Rules, State
from cardlib.core.options import REVOKES
from cardlib.core.play import TrickPlay
from cardlib.core.quick import built
from cardlib.games.pitch.auction import Auction, BoardAuction, SellingAuction, read_bid
from cardlib.games.pitch.outcome import PitchOutcome
from cardlib.games.pitch.points import POINT_ORDER, Points, award_from_piles, award_points
from cardlib.games.pitch.scoring import Settlement, settle
from cardlib.games.pitch.spec import AUCTION, BOARD_ALL_PASS, OVER_CEILING, SPEC


class Settings(NamedTuple):
    """What the options say about every deal, read once for the rules (a run deals thousands)."""

    to_the_board: bool
    redeal_when_all_pass: bool
    forfeit_over_ceiling: bool
    penalise_revokes: bool


class PitchRules(Rules):
    """Auction Pitch with its options: ``PitchRules(auction="board", min_bid=2, …)``."""

    spec = SPEC

    @functools.cached_property
    def settings(self) -> Settings:
        """The options' answers to the questions each deal asks."""
        options = self.options
        return Settings(
            AUCTION.means(options["auction"], "board"),
            BOARD_ALL_PASS.means(options["board_all_pass"], "redeal"),
            OVER_CEILING.means(options["over_ceiling"], "forfeit"),
            REVOKES.means(options["revokes"], "penalise"),
        )

    def new_state(self, deal: Deal, **fields: Any) -> PitchState:
        """The start of a deal; ``to_go`` gives each player's points still needed (7 each by default)."""
        return PitchState(self, deal, fields)


class PitchState(State):
    """One deal of Auction Pitch, from the first bid to the last trick."""

    CHANGING = ("auction",)
    ONLY_CARDS_IN_PLAY = True  # from the pitcher's first card on, every action is a card

    rules: PitchRules

    def __init__(self, rules: PitchRules, deal: Deal, fields: dict[str, Any]) -> None:
        super().__init__(rules, deal, fields)
        given = fields.get("to_go")
        self.to_go_before: dict[str, int] = dict(given) if given else dict.fromkeys(deal.players, 7)
        for player, need in self.to_go_before.items() if given else ():
            if need < 1:
                raise RecordError(
                    f'field "to_go": {player} has {need} to go; a player who has reached 0 has already '
                    "won the game, so no further deal is played"
                )
        options, settings = rules.options, rules.settings
        order = deal.order_from_eldest()
        self.auction: Auction
        if settings.to_the_board:
            self.auction = BoardAuction(order, options["min_bid"], settings.redeal_when_all_pass)
        else:
            self.auction = SellingAuction(
                order,
                self.to_go_before,
                options["min_bid"],
                options["full_value"],
                settings.forfeit_over_ceiling,
            )
        self.penalise_revokes = settings.penalise_revokes
        self.revoke: tuple[str, int] | None = None
        #: The points and the scoring, worked out once the last trick is played (nothing changes after).
        self._points: Points | None = None
        self._settlement: Settlement | None = None

    # -- whose turn, what is legal ------------------------------------------------------------------

    def current_player(self) -> str | None:
        """The seller or bidder to speak, or the player to play a card; ``None`` when the deal is over."""
        if self.play is None:
            return self.auction.current_player()
        return None if self.play.is_over() else self.play.to_play

    def _legal_actions(self) -> list[str]:
        """Bids and answers during the auction; the cards that may be played afterwards."""
        return self._listing()[1]

    def _listing(self) -> tuple[str | None, list[str]]:
        """Who is to act and what he may do: the auction's, or once it is over the card play's."""
        play = self.play
        if play is None:
            return self.auction.current_player(), self.auction.legal_actions()
        return play.listing()

    def is_over(self) -> bool:
        """True when the deal is finished (asked after every card of a playout: the play answers first)."""
        play = self.play
        if play is None:
            return self.auction.current_player() is None
        return play.over

    @property
    def redeal(self) -> bool:
        """True when everyone passed to the board and the hand is thrown in (PI-8)."""
        return self.auction.thrown_in

    @property
    def pitcher(self) -> str | None:
        """Who pitches, once the auction is over."""
        return self.auction.outcome.pitcher if self.auction.outcome else None

    @property
    def trump(self) -> Suit | None:
        """The trump suit, fixed by the pitcher's first card."""
        return self.play.trump if self.play else None

    # -- applying actions ---------------------------------------------------------------------------

    def _out_of_turn(self, named: str, words: str, action: str) -> bool:
        """A first bid made before the seller has spoken means that he chose to sell."""
        auction = self.auction
        if self.play is not None or not isinstance(auction, SellingAuction) or auction.opened:
            return False
        if named != auction.bidders[0]:
            return False
        trial = self.clone()
        trial.apply(f"{auction.seller}: sell")
        trial.apply(action)
        self._become(trial)
        return True

    def _apply_listed(self, player: str, action: str) -> None:
        # a bid or answer just listed: the cards listed go through the card play alone (ONLY_CARDS_IN_PLAY)
        self._bid(player, action, listed=True)

    def _apply(self, player: str, action: str) -> None:
        play = self.play
        if play is None:
            self._bid(player, action, listed=False)
            return
        try:
            card = Card.parse(action)
        except CardError as error:
            raise IllegalAction(f"the auction is over and {player} must play a card: {error}") from None
        if self.penalise_revokes:
            self._note_revoke(player, card)
        play.play(player, card, allow_revoke=self.penalise_revokes)

    def _bid(self, player: str, action: str, *, listed: bool) -> None:
        """A bid, a pass or the seller's answer; the play begins as the auction ends."""
        self.auction.apply(player, action, listed=listed)
        if self.auction.outcome is not None:
            self.play = TrickPlay(  # the pitcher's first card names the trump (PI-16)
                self.deal.players,
                self.deal.hands,
                self.auction.outcome.pitcher,
                self.follow_rule,
                lead_names_trump=True,
            )

    def _note_revoke(self, player: str, card: Card) -> None:
        """Under ``revokes: "penalise"``, remember the (one) revoking player and where he revoked."""
        reason = self.card_play.why_illegal(player, card)
        if reason is None or card not in self.card_play.hands[player]:
            return
        if self.revoke and self.revoke[0] != player:
            raise IllegalAction(
                f"{reason}; {self.revoke[0]} has already revoked in this deal, and the engine models "
                "one revoking player a deal"
            )
        self.revoke = self.revoke or (player, self._record_position())

    def _means(self, words: str, legal: list[str]) -> str | None:
        """A bid or pass said another way: ``"bid two"``, ``"I pass"``."""
        if self.play is not None:
            return None
        try:
            amount = read_bid(words)
        except IllegalAction:
            return None
        said = "pass" if amount is None else f"bid {amount}"
        return said if said in legal else None

    def _not_your_turn(self, named: str, player: str) -> str:
        if self.play is None and named in dict(self.auction.spoken):
            return (
                f"{named} has already spoken in this auction, and there are no second bids ({player} is next)"
            )
        return super()._not_your_turn(named, player)

    def _record_position(self) -> int:
        return len(self._recorded_history()) + 1

    def _recorded_history(self) -> list[tuple[str, str]]:
        """The history as records write it: the seller's "sell" is implied by the first bid after it."""
        return [(p, a) for i, (p, a) in enumerate(self.history) if a != "sell" or i == len(self.history) - 1]

    def can_undo(self) -> bool:
        """Anything may be taken back except the pitcher's first card, which fixed the trump (PI-16)."""
        if not self.history or self.play is None:
            return bool(self.history)
        return not (len(self.play.completed) == 0 and len(self.play.current) == 1)

    def _undo_refusal(self) -> str:
        return "the pitcher's first card fixed the trump, even if led by mistake; it stays"

    # -- results ------------------------------------------------------------------------------------

    def points(self) -> Points | None:
        """Who scores High, Low, Jack and Game, once every trick is played."""
        if self.play is None or not self.play.is_over():
            return None
        if self._points is None:
            trump = self.play.trump
            if trump is None:
                raise TypeError("a deal played out has a trump: the pitcher's first card named it")
            self._points = award_points(self.deal.hands, self.play.completed, trump)
        return self._points

    def settlement(self) -> Settlement | None:
        """The scoring of the deal, once every trick is played."""
        if self._settlement is not None:
            return self._settlement
        points = self.points()
        outcome = self.auction.outcome
        if points is None or outcome is None:
            return None
        options = self.rules.options
        smudge = (
            options["smudge"]
            and outcome.contract == 4
            and (not outcome.seller_pitches or options["smudge_seller"])
        )
        seller = self.auction.seller if isinstance(self.auction, SellingAuction) else None
        self._settlement = settle(
            self.deal.players,
            self.to_go_before,
            outcome.pitcher,
            outcome.contract,
            points.winners(),
            seller=seller,
            seller_score=outcome.seller_score,
            revoker=self.revoke[0] if self.revoke else None,
            smudge=smudge,
        )
        return self._settlement

    def contract(self) -> Contract | None:
        """The pitcher's bid, once the auction is over: he plays alone to make that many points."""
        outcome = self.auction.outcome
        if outcome is None:
            return None
        bid = outcome.contract or 0  # nobody bid: the pitcher plays for what he can get (PI-3, PI-8)
        return Contract((outcome.pitcher,), str(bid) if bid else "no contract", Goal.POINTS, bid, self.trump)

    def side_points(self) -> int:
        """The points the pitcher holds so far: those the cards played have settled (all four at the end)."""
        contract = self.contract()
        if contract is None:
            return 0
        return sum(holder == contract.declarer for holder in self.outcome().points.values())

    def outcome(self) -> PitchOutcome:
        """The deal so far: the points as they stand, and once it is over the scores."""
        players = self.deal.players
        outcome = self.auction.outcome
        trump = self.trump
        settlement = self.settlement()
        if settlement is not None:
            dealt = self.points()
            if dealt is None:
                raise TypeError("a settled deal has its points")
            # copies: the points and the scoring are kept, and an outcome is the caller's to change
            points, counts = dealt.winners(), dict(dealt.game_count)
            scored, set_back, to_go = (
                dict(settlement.scored),
                dict(settlement.set_back),
                dict(settlement.to_go),
            )
            made, winner = settlement.made, settlement.winner
        else:
            points = dict.fromkeys(POINT_ORDER)
            counts = dict.fromkeys(players, 0)
            if trump is not None:
                so_far = award_from_piles(self.deal.hands, self.card_play.captured(), trump)
                points.update(high=so_far.high, low=so_far.low, jack=so_far.jack)
                counts = so_far.game_count
            seller_score = outcome.seller_score if outcome else 0
            scored = dict.fromkeys(players, 0)
            if seller_score and isinstance(self.auction, SellingAuction):
                scored[self.auction.seller] = seller_score
            set_back = dict.fromkeys(players, 0)
            to_go = {p: self.to_go_before[p] - scored[p] for p in players}
            made = winner = None
        return built(
            PitchOutcome,
            {
                "finished": self.is_over(),
                "pitcher": outcome.pitcher if outcome else None,
                "contract": outcome.contract if outcome else None,
                "trump": trump,
                "points": points,
                "game_count": counts,
                "made": made,
                "scored": scored,
                "set_back": set_back,
                "to_go": to_go,
                "winner": winner,
                "revoke": self.revoke,
                "redeal": self.redeal,
            },
        )

"""Seven-Up's engine: the turn-up, begging and running the cards, the play and the points (docs/sevenup.md).

The deal's record keeps the rest of the pack (``stock``), top first: its first card is the turn-up,
and running the cards deals on from it, so a record replays the same runs.
"""

from __future__ import annotations

from typing import Any, ClassVar

from cardlib.core.cards import Card, Rank, Suit, card_or_none
from cardlib.core.contract import Contract, Goal
from cardlib.core.deal import Deal
from cardlib.core.errors import CardError, IllegalAction, RecordError
from cardlib.core.game import Rules, State
from cardlib.core.hand import Cards
from cardlib.core.options import REVOKES
from cardlib.core.play import TrickPlay
from cardlib.core.words import and_list
from cardlib.games.allfours.fields import check_stock, check_to_go
from cardlib.games.allfours.points import sides_of
from cardlib.games.sevenup.outcome import SevenUpOutcome
from cardlib.games.sevenup.points import PlayPoints, play_points
from cardlib.games.sevenup.spec import AFTER_A_RUN, BUNCHING, REVOKE_PENALTY, SPEC

#: The points a side needs to win the game.
GAME_POINTS = 7
#: The cards a hand holds for the play (after a run, the rest are thrown out: SU-4).
HAND = 6
#: The cards given to each player by each round of a run.
ROUND = 3


class SevenUpRules(Rules):
    """Seven-Up's rules with its options fixed."""

    spec = SPEC

    def new_state(self, deal: Deal, **fields: Any) -> SevenUpState:
        """The deal just dealt: the eldest is to stand or beg."""
        return SevenUpState(self, deal, fields)


class SevenUpState(State):
    """One deal of Seven-Up, from the turn-up to the last trick."""

    CHANGING: ClassVar[tuple[str, ...]] = (
        "hands",
        "laid_aside",
        "turned_jacks",
        "gifts",
        "discarded",
        "revokers",
    )

    def __init__(self, rules: SevenUpRules, deal: Deal, fields: dict[str, Any]) -> None:
        super().__init__(rules, deal, fields)
        players = deal.players
        self.sides = sides_of(players)
        self.to_go_before: dict[str, int] = dict(fields.get("to_go") or {p: GAME_POINTS for p in players})
        self.pack: tuple[Card, ...] = tuple(fields.get("stock") or ())
        self._check_fields()
        #: The hands as they stand before the play: six cards each, and three more for each round run.
        self.hands: dict[str, Cards] = dict(deal.hands)
        self.next_card = 1  # the turn-up is the pack's first card
        self.turn_up: Card = self.pack[0]
        self.laid_aside: list[Card] = []
        #: The jacks turned up that scored the dealer a point at once (SU-2, SU-4).
        self.turned_jacks: list[Card] = [self.turn_up] if self.turn_up.rank == Rank.JACK else []
        self.gifts: list[str] = []
        #: The cards each player has thrown out after a run (face down), one action a card.
        self.discarded: dict[str, Cards] = {}
        self.stage = "beg"  # beg, give, bunch, answer, discard, play; or redealt
        self.refused: Suit | None = None
        self.rounds_run = 0
        #: After a run with two players: who has said "play" (and so proposed no bunching), and who proposed.
        self.content: tuple[str, ...] = ()
        self.proposer: str | None = None
        self.revokers: dict[str, int] = {}
        self._scored: tuple[PlayPoints | None, dict[str, int], str | None, dict[str, int]] | None = None
        if self._out_at_once():
            self.stage = "over"

    def _check_fields(self) -> None:
        check_stock(self.deal, self.pack)
        for player, side in self.sides.items():
            if self.to_go_before[player] != self.to_go_before[side[0]]:
                raise RecordError(f'field "to_go": partners have as many to go ({and_list(list(side))})')
        check_to_go(self.to_go_before, self.deal.players)

    # -- whose turn, what is legal ------------------------------------------------------------------

    @property
    def trump(self) -> Suit | None:
        """The suit of the turn-up standing now (it changes only if the cards are run)."""
        return self.turn_up.suit if self.stage != "redealt" else None

    def current_player(self) -> str | None:
        """The eldest to stand or beg, the dealer to give or run, a player to answer, discard or play."""
        stage, deal = self.stage, self.deal
        if stage == "beg":
            return deal.eldest
        if stage == "give":
            return deal.dealer
        if stage == "bunch":
            return deal.eldest if not self.content else deal.dealer
        if stage == "answer":
            return deal.dealer if self.proposer == deal.eldest else deal.eldest
        if stage == "discard":
            return next(p for p in deal.order_from_eldest() if len(self.hands[p]) > HAND)
        if stage == "play" and self.play is not None and not self.play.is_over():
            return self.play.to_play
        return None

    def _legal_actions(self) -> list[str]:
        stage = self.stage
        if stage == "beg":
            return ["stand", "beg"]
        if stage == "give":
            return ["give", "run"] if self._may_give() else ["run"]
        if stage == "bunch":
            return ["play", "bunch"]
        if stage == "answer":
            return ["agree", "refuse"]
        if stage == "discard":
            return [f"discard {card.ascii}" for card in self.hands[self.to_act()]]
        if stage == "play" and self.play is not None and not self.play.is_over():
            return self.play.legal_ascii()
        return []

    def _may_give(self) -> bool:
        """Whether the dealer may give: not if the gift would put any player it goes to out (SU-3)."""
        return all(self._side_to_go(p) > 1 for p in self._gift_to())

    def _gift_to(self) -> list[str]:
        """Who a gift goes to: the eldest's side, or both adversaries of the dealer when three play."""
        if len(self.deal.players) == 3:
            return [p for p in self.deal.players if p != self.deal.dealer]
        return [self.deal.eldest]

    # -- applying actions ---------------------------------------------------------------------------

    def _apply(self, player: str, action: str) -> None:
        stage, text = self.stage, action.lower()
        if stage == "beg":
            if text not in ("stand", "beg"):
                raise IllegalAction(f'{player} is the eldest hand: he says "stand" or "beg"')
            self.stage = "play" if text == "stand" else "give"
            if text == "stand":
                self._start_play()
        elif stage == "give":
            self._give_or_run(player, text)
        elif stage in ("bunch", "answer"):
            self._bunching(player, text)
        elif stage == "discard":
            self._discard(player, action)
        else:
            self._play_card(player, action)

    def _out_of_turn(self, named: str, words: str, action: str) -> bool:
        """Throwing out after a run comes from every player in any order, before the eldest leads."""
        if self.stage == "discard" and words.lower().startswith("discard "):
            words = self.canonical(words)
            self._discard(named, words)
            self.history.append((named, words))
            return True
        return False

    def _give_or_run(self, player: str, text: str) -> None:
        if text == "give":
            if not self._may_give():
                raise IllegalAction(
                    "the dealer may not give a point that would put a player out: he must run the cards"
                )
            self.gifts = self._gift_to()
            if not self._out_at_once():
                self._start_play()
            return
        if text != "run":
            raise IllegalAction(f'{player} is the dealer and the eldest begged: he says "give" or "run"')
        self._run()

    def _run(self) -> None:
        """Lay the turn-up aside, give three more to each and turn again, until a new suit turns (SU-4)."""
        self.refused = self.turn_up.suit
        order = self.deal.order_from_eldest()
        while True:
            self.laid_aside.append(self.turn_up)
            if len(self.pack) - self.next_card < ROUND * len(order) + 1:
                self.stage = "redealt"  # the pack is out: the same dealer deals again (SU-C8)
                return
            for player in order:
                given = self.pack[self.next_card : self.next_card + ROUND]
                self.hands[player] = Cards(list(self.hands[player]) + list(given)).sorted()
                self.next_card += ROUND
            self.rounds_run += 1
            self.turn_up = self.pack[self.next_card]
            self.next_card += 1
            if self.turn_up.suit != self.refused:
                break
        if self.turn_up.rank == Rank.JACK:
            self.turned_jacks.append(self.turn_up)
            if self._out_at_once():
                return
        two = len(self.deal.players) == 2
        if two and BUNCHING.means(self.rules.options["bunching"], "by agreement"):
            self.stage = "bunch"
        else:
            self._to_discards()

    def _bunching(self, player: str, text: str) -> None:
        if self.stage == "bunch":
            if text not in ("play", "bunch"):
                raise IllegalAction(f'{player} may propose to bunch the cards ("bunch") or "play" on')
            if text == "bunch":
                self.proposer, self.stage = player, "answer"
            elif player == self.deal.eldest:
                self.content = (player,)
            else:
                self._to_discards()
            return
        if text not in ("agree", "refuse"):
            raise IllegalAction(
                f'{self.proposer} proposed to bunch the cards: {player} says "agree" or "refuse"'
            )
        if text == "agree":  # the last turn-up goes with the others: the same dealer deals again
            self.laid_aside.append(self.turn_up)
            self.stage = "redealt"
        else:
            self._to_discards()

    def _to_discards(self) -> None:
        keep_nine = AFTER_A_RUN.means(self.rules.options["after_a_run"], "keep nine") and self.rounds_run == 1
        if keep_nine:
            self._start_play()
        else:
            self.stage = "discard"

    def _discard(self, player: str, action: str) -> None:
        """One card thrown out face down, toward six in each hand (SU-4)."""
        held = self.hands[player]
        if len(held) <= HAND:
            raise IllegalAction(f"{player} holds six cards already; the others are still throwing out")
        head, _, rest = action.partition(" ")
        try:
            card = Card.parse(rest)
        except CardError as error:
            raise IllegalAction(
                f'{player} throws out one card at a time, as in "discard 2C": {error}'
            ) from None
        if head.lower() != "discard" or card not in held:
            raise IllegalAction(
                f'{player} can throw out only a card he holds, as in "discard {held[0].ascii}"'
            )
        self.discarded[player] = self.discarded.get(player, Cards()) + [card]
        self.hands[player] = held.without([card])
        if all(len(hand) <= HAND for hand in self.hands.values()):
            self._start_play()

    def _start_play(self) -> None:
        self.stage = "play"
        order = self.deal.order_from_eldest()
        self.play = TrickPlay(order, self.hands, self.deal.eldest, self.follow_rule, self.turn_up.suit)

    def _play_card(self, player: str, action: str) -> None:
        card = card_or_none(action)
        if card is None:
            raise IllegalAction(f'{player} must play a card now, as in "10H"')
        play = self.card_play
        penalise = REVOKES.means(self.rules.options["revokes"], "penalise")
        reason = play.why_illegal(player, card) if penalise else None
        play.play(player, card, allow_revoke=penalise)
        if reason and player not in self.revokers:
            self.revokers[player] = len(self._recorded_history()) + 1

    # -- the points ---------------------------------------------------------------------------------

    def _side_to_go(self, player: str, extra: dict[str, int] | None = None) -> int:
        """What ``player``'s side still needs, after the points scored at once (and ``extra``)."""
        side = self.sides[player]
        scored = sum(1 for p in self.gifts if p in side)
        scored += len(self.turned_jacks) if self.deal.dealer in side else 0
        scored += (extra or {}).get(side[0], 0)
        return self.to_go_before[side[0]] - scored

    def _out_at_once(self) -> bool:
        """Whether a point scored at once (a turned jack, a gift) put a side out: the deal ends (SU-C5)."""
        if any(self._side_to_go(p) <= 0 for p in self.deal.players):
            self.stage = "over"
            return True
        return False

    def _count(self) -> tuple[PlayPoints | None, dict[str, int], str | None, dict[str, int]]:
        """The points of the play, what each side scored in all, who went out, and the penalties.

        Points count in Foster's order (SU-7): the turned jacks and the gift first, then High, Low, Jack
        and Game, then revoke penalties (SU-C10); the first side to reach its number goes out, except
        that a revoker's side stops one short (SU-8).
        """
        if self._scored is not None:
            return self._scored
        side_of = {p: side[0] for p, side in self.sides.items()}
        sides = list(dict.fromkeys(side_of[p] for p in self.deal.players))  # in seating order, not a set's
        dealer_side = side_of[self.deal.dealer]
        events = [dealer_side for _ in self.turned_jacks] + [side_of[p] for p in self.gifts]
        points: PlayPoints | None = None
        penalties: dict[str, int] = {}
        revoking = {side_of[p] for p in self.revokers}
        play = self.play
        if play is not None and play.is_over():
            played = {
                p: Cards([c for t in play.completed for q, c in t.plays if q == p]) for p in self.deal.players
            }
            points = play_points(played, play.completed, self.turn_up.suit, self.deal.dealer)
            for name, holder in points.winners().items():
                if holder is not None and not (name in ("jack", "game") and side_of[holder] in revoking):
                    events.append(side_of[holder])
            penalty = 2 if any(Card(self.turn_up.suit, Rank.JACK) in hand for hand in played.values()) else 1
            for revoker in self.revokers:
                for other in (side for side in sides if side != side_of[revoker]):
                    penalties[other] = penalties.get(other, 0) + penalty
        scored = dict.fromkeys(sides, 0)
        winner: str | None = None
        for side in events:
            scored[side] = self._add(side, scored[side], 1, side in revoking)
            if winner is None and scored[side] >= self.to_go_before[side]:
                winner = side
        if REVOKE_PENALTY.means(self.rules.options["revoke_penalty"], "revoker loses"):
            for revoker in self.revokers:
                side = side_of[revoker]
                won_before = GAME_POINTS - self.to_go_before[side]
                struck = min(max(penalties.values(), default=0), won_before + scored[side])
                scored[side] -= struck
                penalties = {other: due - struck for other, due in penalties.items()}
        for side, due in penalties.items():
            scored[side] = self._add(side, scored[side], due, side in revoking)
            if winner is None and scored[side] >= self.to_go_before[side]:
                winner = side
        self._scored = points, scored, winner, penalties
        return self._scored

    def _add(self, side: str, scored: int, points: int, revoked: bool) -> int:
        """``scored`` and ``points`` more; a revoker's side stops one short of going out (SU-8)."""
        total = scored + points
        return min(total, self.to_go_before[side] - 1) if revoked else total

    def outcome(self) -> SevenUpOutcome:
        """The deal so far: the turn-ups, the beg, the points of the play once it is over, the scores."""
        points, scored, winner, penalties = self._count() if self.is_over() else self._so_far()
        per_player = {p: scored[self.sides[p][0]] for p in self.deal.players}
        return SevenUpOutcome(
            finished=self.is_over(),
            made=None,
            returns=per_player,
            trump=self.trump,
            turned=tuple(self.laid_aside) + (self.turn_up,)
            if self.stage != "redealt"
            else tuple(self.laid_aside),
            begged=any(a == "beg" for _, a in self.history),
            gifts=tuple(self.gifts),
            turned_jacks=len(self.turned_jacks),
            points=points.winners() if points else dict.fromkeys(("high", "low", "jack", "game")),
            game_count=dict(points.game_count) if points else {},
            scored=per_player,
            to_go={p: self.to_go_before[p] - per_player[p] for p in self.deal.players},
            winner=winner,
            redeal=self.stage == "redealt",
            revokes=dict(self.revokers),
            penalties=dict(penalties),
        )

    def _so_far(self) -> tuple[PlayPoints | None, dict[str, int], str | None, dict[str, int]]:
        """Before the end: only the points scored at once (a turned jack, a gift)."""
        scored = {side[0]: 0 for side in self.sides.values()}
        for _ in self.turned_jacks:
            scored[self.sides[self.deal.dealer][0]] += 1
        for player in self.gifts:
            scored[self.sides[player][0]] += 1
        return None, scored, None, {}

    def is_over(self) -> bool:
        """Over after the last trick, a redeal, or a point scored at once that put a side out."""
        return self.current_player() is None

    def play_for(self, seat: str | None = None) -> Contract | None:
        """No bid is made: ``seat``'s side (the eldest's by default) plays for its points, to go out."""
        if self.play is None:
            return None
        side = self.sides[seat or self.deal.eldest]
        # the value counts the points scored at once (a gift, a turned jack), so the target does too
        return Contract(side, "the points of the play", Goal.POINTS, self.to_go_before[side[0]], self.trump)

    def discards(self) -> dict[str, Cards]:
        """The cards each player has thrown out face down after a run, to play with six (SU-4)."""
        return dict(self.discarded)

    def shown(self) -> Cards:
        """The cards turned up, face up for everyone: those a run laid aside, and the trump's."""
        return Cards([*self.laid_aside, self.turn_up]) if self.stage != "redealt" else Cards(self.laid_aside)

    def hand(self, seat: str) -> Cards:
        """The cards ``seat`` holds now: dealt, given by a run, less those thrown out and played."""
        return self.play.hands[seat] if self.play is not None else self.hands[seat]

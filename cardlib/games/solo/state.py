"""The deal of a solo call, as both Bostons play it (digest §2.8, §3.5).

After the auction come the game's own steps (Boston: the trump for a plain
bid; Fontainebleau: the partner call), then the one-card discards of every
player before a Little Misère, Little Spread or Piccolissimo, then the play.
The eldest hand leads first; players follow suit. The play stops early when a
misère caller takes a trick, Piccolissimo's caller takes a second one, a slam
loses one, every adversary has said "I pay" before the second trick, or a
revoke is established under ``revokes: "penalise"``.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from cardlib.core.cards import Card, Suit
from cardlib.core.contract import Contract, Goal
from cardlib.core.deal import Deal
from cardlib.core.errors import CardError, CardlibError, IllegalAction
from cardlib.core.game import Rules, State
from cardlib.core.hand import Cards
from cardlib.core.options import REVOKES
from cardlib.core.play import TrickPlay
from cardlib.games.solo.amounts import number
from cardlib.games.solo.auction import SoloAuction
from cardlib.games.solo.ladder import Call
from cardlib.games.solo.outcome import SoloOutcome
from cardlib.games.solo.settlement import PoolRules, Settlement, Tariff, settle_call, settle_partout

I_PAY_RULE = (
    '"I pay" is said by each adversary of the caller before the first card of the second trick, '
    "and only against a caller"
)
PAY_INSTEAD_RULE = "only the caller may pay instead of playing, before the lead, under the option {option}"


class SoloState(State):
    """One deal of a solo-call game; a game adds its auction, trump, extra steps and settlement."""

    #: What changes as the deal goes on, copied by ``clone()`` (with the history and the play).
    CHANGING: ClassVar[tuple[str, ...]] = ("auction", "discarded", "i_pay")
    #: The contract once the play has begun, with the play it was found for (it cannot change after).
    _contract_memo: tuple[TrickPlay, Contract | None] | None = None
    #: The option under which a caller may pay instead of playing (Fontainebleau's FO-7), if the game
    #: has one; the deal then ends at once and is settled as lost.
    PAY_INSTEAD_OPTION: str | None = None

    @classmethod
    def of(cls, state: State) -> SoloState:
        """``state`` as a deal of the two Bostons, for code written for them that reads their engine."""
        if not isinstance(state, cls):
            raise TypeError(f"this is written for Boston and Fontainebleau, not {state.rules.spec.title}")
        return state

    def __init__(self, rules: Rules, deal: Deal, fields: dict[str, Any], auction: SoloAuction) -> None:
        super().__init__(rules, deal, fields)
        self.auction = auction
        self.discarded: dict[str, Card] = {}
        self.i_pay: set[str] = set()
        self.paid_instead = False
        self.ended_early = False
        self.revoke_pending: tuple[str, int, int] | None = None
        self.revoke: tuple[str, int] | None = None
        #: Once a revoke ends the deal: the tricks completed before the card that established it.
        self.counted_tricks: int | None = None
        self.redeal = False
        #: The pools before the deal (a game with one pool keeps a list of one).
        self.pools_before: list[float] = []

    # -- the game's own parts -----------------------------------------------------------------------

    @property
    @abstractmethod
    def trump(self) -> Suit | None:
        """The trump suit of the call being played (``None``: no trumps, or not known yet)."""

    def _step(self) -> str | None:
        """The name of a game-specific step still to be taken after the auction, if any."""
        return None

    def _step_player(self) -> str:
        """Who acts in that step."""
        raise NotImplementedError

    def _step_actions(self) -> list[str]:
        """What he may say."""
        raise NotImplementedError

    def _apply_step(self, player: str, action: str) -> None:
        """Apply it, after checking it."""
        raise NotImplementedError

    def _nobody_bid(self) -> None:
        """What happens when all pass: Misère Partout unless the game says otherwise."""

    def side(self) -> set[str]:
        """The caller's side: the caller, and his partner if he has one."""
        return {self.caller} if self.caller else set()

    # -- what the auction decided -------------------------------------------------------------------

    @property
    def caller(self) -> str | None:
        """Who won the auction, or ``None`` (auction running, or Misère Partout)."""
        standing = self.auction.standing
        return standing[0] if standing and self.auction.is_over() else None

    @property
    def call(self) -> Call | None:
        """The winning call, once the auction is over."""
        standing = self.auction.standing
        return standing[1] if standing and self.auction.is_over() else None

    @property
    def called(self) -> Call:
        """The winning call, for code that runs only once the auction has one."""
        call = self.call
        if call is None:
            raise IllegalAction("nobody has won the auction with a call")
        return call

    @property
    def called_by(self) -> str:
        """Who won the auction, for code that runs only once someone has."""
        caller = self.caller
        if caller is None:
            raise IllegalAction("nobody has won the auction with a call")
        return caller

    @property
    def partout(self) -> bool:
        """True when nobody bid and Misère Partout is played."""
        return self.auction.is_over() and self.auction.standing is None and not self.redeal

    def exposed(self) -> dict[str, Cards]:
        """The hands lying face up: a spread caller's, once the play begins."""
        if self.play is None or self.call is None or not self.call.is_spread:
            return {}
        return {self.called_by: self.play.hands[self.called_by]}

    def discards(self) -> dict[str, Cards]:
        """The card each player laid aside face down before a Little Misère, Little Spread or Piccolissimo."""
        return {player: Cards.trusted((card,)) for player, card in self.discarded.items()}

    def tricks_won(self) -> dict[str, int]:
        """Tricks taken so far by each player; after an established revoke, those completed before it."""
        return dict(self._won())

    def _won(self) -> Mapping[str, int]:
        """:meth:`tricks_won`, not copied (asked at the end of every trick)."""
        if self.counted_tricks is None:
            return self.play.won if self.play else dict.fromkeys(self.deal.players, 0)
        won = dict.fromkeys(self.deal.players, 0)
        for trick in self.card_play.completed[: self.counted_tricks]:
            won[trick.winner(self.trump)] += 1
        return won

    def tricks(self) -> dict[str, int]:
        """Tricks taken so far by each player."""
        return self.tricks_won()

    def side_tricks(self) -> int:
        """Tricks taken so far by the caller's side."""
        won = self._won()
        return sum(won[p] for p in self.side())

    def conceded(self) -> bool:
        """True when every adversary said "I pay"."""
        return bool(self.i_pay) and len(self.i_pay) == len(self.deal.players) - len(self.side())

    # -- whose turn ---------------------------------------------------------------------------------

    def _phase(self) -> str:
        if self.play is not None:  # the steps and discards all come before the play
            return "over" if self._hand_over() else "play"
        if not self.auction.is_over():
            return "auction"
        if self.redeal or self.paid_instead:
            return "over"
        if self._step():
            return "step"
        call = self.call
        if call and call.discards and len(self.discarded) < len(self.deal.players):
            return "discard"
        if self._hand_over():
            return "over"
        return "play"

    #: True when the deal is played to its last trick whatever happens (Boston's thirteenth hand).
    played_to_the_end = False

    def _hand_over(self) -> bool:
        play = self.play
        if play is None:
            return False
        if play.over:  # every card played
            return True
        if self.played_to_the_end:
            return False
        return (
            self.ended_early
            or (bool(self.i_pay) and self.conceded())
            or self.revoke is not None
            or self.paid_instead
        )

    def is_over(self) -> bool:
        """True when the deal is finished (asked after every card of a playout: the play answers first)."""
        if self.play is not None:
            return self._hand_over()
        return super().is_over()

    def current_player(self) -> str | None:
        """Who is to call, take a step, discard or play; ``None`` when the deal is over."""
        phase = self._phase()
        if phase == "auction":
            return self.auction.current_player()
        if phase == "step":
            return self._step_player()
        if phase == "discard":
            return next(p for p in self.deal.order_from_eldest() if p not in self.discarded)
        if phase == "play":
            return self.card_play.to_play
        return None

    def _i_pay_open(self, player: str) -> bool:
        """Whether ``player`` may still say "I pay": an adversary, before the first card of trick two."""
        play = self.play
        if play is None or len(play.completed) > 1 or (play.completed and play.current):
            return False
        if self.caller is None or player in self.side() or player in self.i_pay:
            return False
        return not self._hand_over()

    def _pay_instead_open(self, player: str) -> bool:
        """Whether ``player`` may pay instead of playing: the caller, before the lead, if the game allows."""
        option = self.PAY_INSTEAD_OPTION
        if option is None or not self.rules.options[option] or player != self.caller:
            return False
        return self.play is None or (not self.play.completed and not self.play.current)

    def _paying(self, player: str) -> list[str]:
        """``["pay instead"]`` when ``player`` may pay instead of playing now, else nothing."""
        return ["pay instead"] if self._pay_instead_open(player) else []

    #: The phase in which the legal actions were last listed (what :meth:`_apply` needs of an action
    #: applied as listed, without working it out again).
    _listed_phase = ""

    def _listing(self) -> tuple[str | None, list[str]]:
        """Who is to act and what he may do: the hot path of every playout, so the phase is found once."""
        play = self.play
        if play is None or self._hand_over():  # before the play, or once it is over
            self._listed_phase = self._phase()
            return self.current_player(), self._legal_actions()
        self._listed_phase = "play"
        player = play.to_play
        actions = play.listing()[1]
        if len(play.completed) < 2 and self.caller is not None:  # "I pay" and paying instead come early
            actions += (["i pay"] if self._i_pay_open(player) else []) + self._paying(player)
        return player, actions

    def _legal_actions(self) -> list[str]:
        """Every action the current player may take."""
        phase = self._phase()
        if phase == "play":
            return self._listing()[1]
        if phase == "auction":
            return self.auction.legal_actions()
        if phase == "step":
            return self._step_actions() + self._paying(self._step_player())
        if phase == "discard":
            player = self.to_act()
            return [f"discard {c.ascii}" for c in self.deal.hands[player]] + self._paying(player)
        return []

    # -- applying actions ---------------------------------------------------------------------------

    def _means(self, words: str, legal: list[str]) -> str | None:
        """A call said another way (``"7D"``, ``"I keep"``): the legal action it makes."""
        if self._phase() != "auction":
            return None
        player = self.to_act()
        try:
            call = self.auction.read(player, words)
        except CardlibError:
            return None
        for action in legal:
            try:
                if self.auction.read(player, action) == call:
                    return action
            except CardlibError:
                continue
        return None

    def _out_of_turn(self, named: str, words: str, action: str) -> bool:
        """Actions anyone may take in time, whoever is to act: discards, "I pay", "pay instead"."""
        text = words.lower()
        phase = self._phase()
        if text == "pay instead" and self.PAY_INSTEAD_OPTION:
            self._apply(named, "pay instead")
            self.history.append((named, "pay instead"))
            return True
        if phase == "discard" and text.startswith("discard "):
            self._discard(named, words)
            self.history.append((named, self.canonical(words)))
            return True
        if phase == "play" and text == "i pay":
            if not self._i_pay_open(named):
                raise IllegalAction(I_PAY_RULE)
            self.i_pay.add(named)
            self.history.append((named, "i pay"))
            return True
        return False

    def _apply_listed(self, player: str, action: str) -> None:
        if self._listed_phase == "play" and action not in ("i pay", "pay instead"):
            self._play_card(player, action, listed=True)  # a card just listed as legal
        else:
            self._apply(player, action)

    def _apply(self, player: str, action: str) -> None:
        phase = self._phase()
        if action.lower() == "pay instead" and self.PAY_INSTEAD_OPTION:
            if phase == "auction" or not self._pay_instead_open(player):
                raise IllegalAction(PAY_INSTEAD_RULE.format(option=self.PAY_INSTEAD_OPTION))
            self.paid_instead = True
        elif phase == "auction":
            self.auction.apply(player, action)
            if self.auction.is_over():
                if self.auction.standing is None:
                    self._nobody_bid()
                self._maybe_start()
        elif phase == "step":
            self._apply_step(player, action)
            self._maybe_start()
        elif phase == "discard":
            self._discard(player, action)
        elif action.lower() == "i pay":
            if not self._i_pay_open(player):
                raise IllegalAction(I_PAY_RULE)
            self.i_pay.add(player)
        else:
            self._play_card(player, action)

    def _maybe_start(self) -> None:
        if self._phase() == "play" and self.play is None:
            hands = {
                p: self.deal.hands[p].without([self.discarded[p]])
                if p in self.discarded
                else self.deal.hands[p]
                for p in self.deal.players
            }
            self.play = TrickPlay(self.deal.players, hands, self.deal.eldest, self.follow_rule, self.trump)

    def _discard(self, player: str, action: str) -> None:
        text = action.lower()
        if not text.startswith("discard "):
            raise IllegalAction(
                f'before a {self.called.name} every player discards one card, as in "discard 2C"'
            )
        if player in self.discarded:
            raise IllegalAction(f"{player} has already discarded; each player discards one card")
        try:
            card = Card.parse(action[len("discard ") :])
        except CardError as error:
            raise IllegalAction(str(error)) from None
        if card not in self.deal.hands[player]:
            raise IllegalAction(f"{player} does not hold {card.ascii}")
        self.discarded[player] = card
        self._maybe_start()

    def _play_card(self, player: str, action: str, *, listed: bool = False) -> None:
        """Play a card; ``listed``: one just listed as legal, so no revoke and nothing to check again."""
        play = self.card_play
        if listed and self.revoke_pending is None:  # and no revoke waits to be established by it
            if play.play_listed(player, action) is not None:  # a trick ended
                self._check_early_end()
            return
        try:
            card = Card.parse(action)
        except CardError as error:
            raise IllegalAction(f"{player} must play a card now: {error}") from None
        penalise = not listed and REVOKES.means(self.rules.options["revokes"], "penalise")
        reason = play.why_illegal(player, card) if penalise else None
        pending = self.revoke_pending
        establishes = (
            pending is not None and self.revoke is None and len(play.completed) > pending[2]
        )  # anyone's card to the next trick establishes it, in both games (Foster: revokes as at Boston)
        counted = len(play.completed)
        if listed:
            play.play_listed(player, action)
        else:
            play.play(player, card, allow_revoke=penalise)
        if reason and pending is None:
            trick = len(self.card_play.completed) - (0 if self.card_play.current else 1)
            self.revoke_pending = (player, len(self._recorded_history()) + 1, trick)
        if establishes and pending is not None:
            self.revoke = pending[:2]
            if self._hand_over():
                self.counted_tricks = counted
        self._check_early_end()
        if self.revoke is None and self.revoke_pending and self._hand_over():
            self.revoke = self.revoke_pending[:2]

    def _check_early_end(self) -> None:
        play = self.card_play
        if play.current or not play.completed:  # only the end of a trick can end the play early
            return
        call = self.call
        if call is None:
            return
        won = self.side_tricks()
        last = play.to_play  # the trick's winner, who leads the next
        if (
            (call.is_misere and won > 0)
            or (call.exactly_one and won > 1)
            or (call.tricks == 13 and last not in self.side())
        ):
            self.ended_early = True

    # -- results ------------------------------------------------------------------------------------

    #: The outcome type: a game with partners and one pool names both in its result.
    outcome_type: type[SoloOutcome] = SoloOutcome

    @abstractmethod
    def tariff(self) -> PoolRules:
        """What the game's tables pay for the call played (a ``Tariff``), or its pool rules alone."""

    def _call_tariff(self) -> Tariff:
        """The tariff of the call played: a call's tables, never the pool rules alone of Misère Partout."""
        tariff = self.tariff()
        if not isinstance(tariff, Tariff):
            raise TypeError("a call is valued by its game's tariff")
        return tariff

    def _stake(self) -> float:
        """What the dealer puts into the pool before the deal (Fontainebleau FO-2)."""
        return 0

    def _honours(self, side: list[str]) -> int:
        """Honours held by the side, counted as over-tricks when the game scores them."""
        return 0

    def _last_deal(self) -> bool:
        """Whether a failing side's payment into the pool is shared by its adversaries (FO-11)."""
        return False

    def settlement(self) -> Settlement | None:
        """The payments and pools, once the deal is over (``None`` before, and after a redeal)."""
        if not self.is_over() or self.redeal:
            return None
        players, tariff, stake = self.deal.players, self.tariff(), self._stake()
        revoker = self.revoke[0] if self.revoke else None
        pools = tariff.add_to_pools(self.pools_before, stake) if stake else list(self.pools_before)
        if self.partout:
            settled = settle_partout(players, self.tricks(), pools, tariff, revoker=revoker)
        else:
            playing = self.side()
            side = [p for p in self.deal.order_from_eldest() if p in playing]
            settled = settle_call(
                players,
                side,
                self.called,
                self.side_tricks(),
                pools,
                self._call_tariff(),
                honours=self._honours(side),
                conceded=self.conceded(),
                revoker=revoker,
                ended_early=self.ended_early,
                paid_instead=self.paid_instead,
                last_deal=self._last_deal(),
            )
        if not stake:
            return settled
        flows = dict(settled.pool_flows)
        flows[self.deal.dealer] = number(flows[self.deal.dealer] - stake)
        return replace(settled, pool_flows=flows)

    def not_analysable(self) -> str | None:
        """Misère Partout cannot be analysed open-handed: it has no two sides."""
        if self.partout:
            return "Misère Partout is every player for himself; open-hand analysis needs two sides"
        return super().not_analysable()

    def contract(self) -> Contract | None:
        """The winning call and who plays it, once the auction is over (``None`` for Misère Partout)."""
        memo = self._contract_memo
        if memo is not None and memo[0] is self.play is not None:  # settled once the play has begun
            return memo[1]
        found = self._contract()
        if self.play is not None:
            self._contract_memo = (self.play, found)
        return found

    def _contract(self) -> Contract | None:
        call = self.call
        if call is None:
            return None
        caller, playing = self.called_by, self.side()
        side = (caller, *(p for p in self.deal.order_from_eldest() if p in playing and p != caller))
        if call.exactly_one:
            goal, target = Goal.EXACTLY_ONE, 1
        elif call.is_misere:
            goal, target = Goal.NO_TRICKS, 0
        else:
            goal, target = Goal.TRICKS, self._call_tariff().tricks_needed(call)
        return Contract(side, call.words(), goal, target, self.trump)

    def outcome(self) -> SoloOutcome:
        """The deal so far: the contract, the tricks, and once it is over the counters moved."""
        settlement = self.settlement()
        zero: dict[str, float] = dict.fromkeys(self.deal.players, 0)
        before = tuple(self.pools_before)
        after = tuple(settlement.pools_after) if settlement else before
        return self.outcome_type(
            game=self.rules.spec.name,
            finished=self.is_over(),
            contract=self.contract(),
            tricks=self.tricks(),
            made=settlement.made if settlement else None,
            payments=settlement.payments if settlement else zero,
            pool_flows=settlement.pool_flows if settlement else zero,
            pools_after=after,
            into_pools=number(sum(after) - sum(before)) if settlement else 0,
            redeal=self.redeal,
            revoke=self.revoke,
            paid_instead=self.paid_instead,
        )

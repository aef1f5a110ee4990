"""The game interface, after OpenSpiel: a ``Rules`` object holding the options, and a ``State``.

A state knows whose turn it is, lists the legal actions as readable strings
(the same strings hand records use), applies one, and can undo, clone and
save itself as a hand record. It also answers, in the same words for every
game, what the layers above need: the hands, the trick, the contract and who
plays it, the trump, each seat's returns and a typed outcome. It prints as a
small text table and draws itself as a picture of the table in Jupyter.

Engines implement the four abstract methods and keep their card play in
``self.play`` (a :class:`TrickPlay`, ``None`` before it begins); everything
else is shared here.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

from cardlib.core.cards import Card, Suit, card_or_none
from cardlib.core.contract import Contract
from cardlib.core.deal import Deal
from cardlib.core.errors import CardlibError, IllegalAction
from cardlib.core.hand import Cards
from cardlib.core.options import check_options
from cardlib.core.outcome import Outcome
from cardlib.core.play import TrickPlay
from cardlib.core.plugs import DRAWING
from cardlib.core.quick import shallow_copy
from cardlib.core.record import HandRecord, split_action
from cardlib.core.said import action_words
from cardlib.core.spec import GameSpec
from cardlib.core.tricks import FollowRule, Trick
from cardlib.core.words import counted, shown

#: The phases every game goes through, as ``State.phase()`` names them.
PHASES = ("auction", "play", "over")


#: The longest action the kit reads: a few words, such as "seven in preference" or "discard 10H".
LONGEST_ACTION = 120


def _check_text(action: str) -> None:
    """Refuse an action too long to be one, or holding line breaks or other control characters."""
    if len(action) > LONGEST_ACTION:
        raise IllegalAction(
            f'an action is a few words, such as "pass" or "A: 10H", not {len(action):,} characters'
        )
    if any(not c.isprintable() for c in action):
        raise IllegalAction(
            f"{shown(action)}: an action is one line of plain words, with no line breaks or controls"
        )


def _listed_words(action: object, player: str, actions: tuple[str, ...]) -> str | None:
    """The listed action that ``action`` names as ``"A: 10H"`` for ``player``, the one to act, if any."""
    if not isinstance(action, str) or ":" not in action:
        return None
    named, _, words = action.partition(":")
    words = words.strip()
    return words if named.strip() == player and words in actions else None


class Rules(ABC):
    """A game with its options fixed. ``Rules(**options)``; unknown options are refused."""

    spec: GameSpec

    def __init__(self, **options: Any) -> None:
        self.given_options = dict(options)
        self.options = check_options(self.spec.name, self.spec.options, options)

    @abstractmethod
    def new_state(self, deal: Deal, **fields: Any) -> State:
        """A state at the start of ``deal``; ``fields`` are the game's record fields."""

    def from_record(self, record: HandRecord) -> State:
        """The state reached by applying every action of ``record``.

        A refused action raises :class:`IllegalAction` naming the action by its
        number and text, with nothing half-applied.
        """
        state = self.new_state(record.to_deal(), **record.fields)
        for number, text in enumerate(record.actions, start=1):
            try:
                state.apply(text)
            except CardlibError as error:
                raise IllegalAction(f"action {number} {shown(text)}: {error}") from None
        return state

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        return self

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v!r}" for k, v in self.given_options.items())
        return f"{type(self).__name__}({shown})"


def _copied(value: Any) -> Any:
    """An independent copy of one of a state's changing fields (see :attr:`State.CHANGING`)."""
    if value is None or isinstance(value, (str, int, float, bool, tuple, frozenset)):
        return value
    if isinstance(value, (list, dict, set)):
        return type(value)(value)  # their items never change in place: cards, seats, pairs
    return value.clone()  # an auction, the card play


#: Any state: a clone is of its original's own kind.
S = TypeVar("S", bound="State")


class State(ABC):
    """A position in one deal. Subclasses keep their own fields and implement the abstract methods."""

    #: The legal actions last listed (for the player :attr:`_legal_for`). Every change of the state
    #: clears them: an action applied (even one whose words were read by listing the actions first), a
    #: trial kept.
    _legal: tuple[str, ...] | None = None
    _legal_for = ""
    #: The fields that change as the deal goes on, which :meth:`clone` copies (everything else, such
    #: as the rules, the deal and the record's fields, never changes and is shared). An engine names
    #: its own; a class's list adds to those of the classes it extends.
    CHANGING: ClassVar[tuple[str, ...]] = ("history", "play")
    #: True for a game whose players, once the card play has begun, do nothing but play the cards it
    #: lists (Pitch): the interface then lists and plays them through the card play alone (with no
    #: call to the engine's :meth:`_listing` or :meth:`_apply_listed`), the path of every card of
    #: every playout.
    ONLY_CARDS_IN_PLAY: ClassVar[bool] = False

    def __init__(self, rules: Rules, deal: Deal, fields: Mapping[str, Any]) -> None:
        self.rules = rules
        self.deal = deal
        self.fields = dict(fields)
        self.history: list[tuple[str, str]] = []
        self.play: TrickPlay | None = None

    @abstractmethod
    def current_player(self) -> str | None:
        """Who is to act, or ``None`` when the hand is over."""

    def legal_actions(self) -> list[str]:
        """Every action the current player may take, as record strings without the player.

        The answer is kept until the next change, so that applying one of those actions (as every
        player and replay does) skips the checks that listing them has made.
        """
        play = self.play
        if play is not None and self.ONLY_CARDS_IN_PLAY:
            player, actions = play.listing()
        else:
            player, actions = self._listing()
        if player is not None:  # a copy: the caller may change the list
            self._legal, self._legal_for = tuple(actions), player
        return actions

    def _listing(self) -> tuple[str | None, list[str]]:
        """Who is to act and what he may do, for :meth:`legal_actions` (an engine may find both at once)."""
        return self.current_player(), self._legal_actions()

    @abstractmethod
    def _legal_actions(self) -> list[str]:
        """The engine's list of the legal actions (see :meth:`legal_actions`)."""

    @abstractmethod
    def _apply(self, player: str, action: str) -> None:
        """Check ``action`` fully, then change the state; raise :class:`IllegalAction` before any change."""

    def _apply_listed(self, player: str, action: str) -> None:
        """Apply ``action``, one :meth:`legal_actions` has just listed for ``player``.

        An engine may skip here the checks that listing it made (a card's legality above all), which
        every playout would otherwise pay twice; by default the action is checked as any other.
        """
        self._apply(player, action)

    @abstractmethod
    def outcome(self) -> Outcome:
        """What the deal has come to so far, typed (its ``to_json()`` is the record's result)."""

    def result(self) -> dict[str, Any]:
        """The result fields of the hand record format, for the hand so far."""
        return self.outcome().to_json()

    def returns(self) -> dict[str, float]:
        """What each seat has won or lost in the deal so far (see :class:`Outcome`)."""
        return dict(self.outcome().returns)

    def to_act(self) -> str:
        """The player whose turn it is, for code that asks only while the hand goes on."""
        player = self.current_player()
        if player is None:
            raise IllegalAction("the hand is over; nobody is to act")
        return player

    def is_over(self) -> bool:
        """True when the hand is finished."""
        return self.current_player() is None

    def phase(self) -> str:
        """``"auction"`` (with any steps before the first card), ``"play"`` or ``"over"``."""
        if self.is_over():
            return "over"
        return "auction" if self.play is None else "play"

    def play_begun(self) -> bool:
        """True once the card play has begun (it stays true when the deal is over)."""
        return self.play is not None

    # -- the cards ----------------------------------------------------------------------------------

    def hand(self, seat: str) -> Cards:
        """The cards ``seat`` holds now: as dealt, less its discards, less the cards played."""
        if self.play is not None:
            return self.play.hands[seat]
        discards = self.discards().get(seat)
        dealt = self.deal.hands[seat]
        return dealt.without(discards) if discards else dealt

    @property
    def card_play(self) -> TrickPlay:
        """The card play, for code that runs only once it has begun (an error before)."""
        if self.play is None:
            raise IllegalAction("the play of the cards has not begun")
        return self.play

    def current_trick(self) -> tuple[tuple[str, Card], ...]:
        """The plays on the table in the trick under way, in order (empty between tricks)."""
        return tuple(self.play.current) if self.play else ()

    def completed_tricks(self) -> list[Trick]:
        """The tricks played so far, in order (none before the play begins)."""
        return list(self.play.completed) if self.play else []

    def leader(self) -> str | None:
        """Who led, or is to lead, the trick under way (``None`` before the play)."""
        if self.play is None:
            return None
        return self.play.current[0][0] if self.play.current else self.play.to_play

    def tricks_won(self) -> dict[str, int]:
        """Tricks taken so far by each player."""
        return self.play.tricks_won() if self.play else dict.fromkeys(self.deal.players, 0)

    def captured(self) -> dict[str, Cards]:
        """The cards each player has taken in his tricks."""
        return self.play.captured() if self.play else {p: Cards() for p in self.deal.players}

    def discards(self) -> dict[str, Cards]:
        """The cards each player has laid aside face down before the play (none in most deals)."""
        return {}

    def shown(self) -> Cards:
        """Cards of the pack lying face up outside the hands, for every seat to see (a turned trump)."""
        return Cards()

    def seen_in_hands(self) -> dict[str, Cards]:
        """Cards in each hand that every seat saw go into it (drawn face up from a stock), by player."""
        return {}

    def exposed(self) -> dict[str, Cards]:
        """The hands lying face up for all to see (a spread caller's, once the play begins)."""
        return {}

    @property
    def follow_rule(self) -> FollowRule:
        """How players must follow suit in this game."""
        return self.rules.spec.follow_rule

    # -- the contract -------------------------------------------------------------------------------

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once it is known (``None`` for no trumps or not yet)."""
        return None

    def contract(self) -> Contract | None:
        """The contract being played, once the auction has fixed it (``None`` before, or without one)."""
        return None

    def play_for(self, seat: str | None = None) -> Contract | None:
        """What a side plays the cards for, as the open-hand analysis counts it: by default the contract.

        A game without contracts says what a side plays for from ``seat``'s side (the eldest hand's
        when no seat is named), with ``Goal.POINTS``: the most it can score this deal, and as its
        target the points it needs to go out.
        """
        return self.contract()

    def not_analysable(self) -> str | None:
        """Why the open-hand analysis cannot value this position, in a sentence (``None``: it can).

        The analysis asks before it searches, so that a game says in its own words what it would not
        count (a deal every player plays for himself) or could not count in time.
        """
        return None if self.play_for() is not None else "no side plays for anything the analysis counts"

    def side_tricks(self) -> int:
        """Tricks taken so far by the side playing the contract."""
        contract = self.contract()
        won = self.tricks_won()
        return sum(won[p] for p in contract.side) if contract else 0

    def side_points(self) -> int:
        """Points taken so far by the side playing the contract, in a game of points (else 0)."""
        return 0

    # -- actions ------------------------------------------------------------------------------------

    def canonical(self, words: str) -> str:
        """``words`` as records write them: ``"7d"`` is ``"7D"``, ``"Pass"`` and ``"I pass"`` are ``"pass"``.

        A card is written plainly; any other action becomes the legal action it means, when there
        is one (an engine says which, through :meth:`_means`); otherwise the words are left as they
        are, for the engine to refuse or to take out of turn.
        """
        card = card_or_none(words)
        if card is not None and self.play_begun():
            return card.ascii
        legal = self.legal_actions()
        if words in legal:
            return words
        folded = words.lower()
        # "trump ♠" and "little misère", as pages show them (action_words), are "trump S", "little misere"
        same = next((a for a in legal if folded in (a.lower(), action_words(a).lower())), None)
        same = same or self._means(words, legal)
        if same is not None:
            return same
        if card is not None:  # "7♡" in an auction is the bid "7H" says, whatever sign wrote the suit
            return self._means(card.ascii, legal) or card.ascii
        head, _, rest = words.rpartition(" ")
        card = card_or_none(rest) if head else None
        return f"{head.lower()} {card.ascii}" if card is not None else words

    def _means(self, words: str, legal: list[str]) -> str | None:
        """The legal action that ``words`` says in other words (``"bid two"`` for ``"bid 2"``), if any."""
        return None

    def _seat(self, named: str) -> str:
        """The player ``named`` names, matching case if need be, or a refusal listing the players."""
        players = self.deal.players
        if named in players:
            return named
        matches = [p for p in players if p.lower() == named.lower()]
        if len(matches) == 1:
            return matches[0]
        raise IllegalAction(f'"{named}" is not one of the players ({", ".join(players)})')

    def apply(self, action: str) -> None:
        """Apply ``"10H"`` for the current player, or ``"A: 10H"`` naming the player."""
        legal = self._legal
        self._legal = None
        if legal is not None:  # listed for this very position: no checks again
            player = self._legal_for
            listed = action if action in legal else _listed_words(action, player, legal)
            if listed is not None:
                play = self.play
                if play is not None and self.ONLY_CARDS_IN_PLAY:
                    play.play_listed(player, listed)
                else:
                    self._apply_listed(player, listed)
                self.history.append((player, listed))
                return
        to_act = self.current_player()
        if not isinstance(action, str):
            raise IllegalAction(f'{shown(action)}: an action is text such as "pass" or "10H"')
        _check_text(action)
        if ":" in action:
            named, words = split_action(action)
            named = self._seat(named)
        elif to_act is not None:
            named, words = to_act, " ".join(action.split())
        if to_act is None:
            raise IllegalAction("the hand is over; no more actions can be taken")
        player = to_act
        if named != player:
            if self._out_of_turn(named, words, f"{named}: {words}"):
                self._legal = None
                return
            raise IllegalAction(self._not_your_turn(named, player))
        words = self.canonical(words)  # which may list the actions, for this position
        self._apply(player, words)
        self._legal = None
        self.history.append((player, words))

    def _out_of_turn(self, named: str, words: str, action: str) -> bool:
        """Let an engine take an action by someone whose turn it is not yet; True if it did."""
        return False

    def _not_your_turn(self, named: str, player: str) -> str:
        """Why ``named`` may not act now, when it is ``player``'s turn."""
        return f"it is {player}'s turn, not {named}'s"

    def can_undo(self) -> bool:
        """Whether the last action may be taken back."""
        return bool(self.history)

    def undo(self) -> None:
        """Take back the last action."""
        if not self.can_undo():
            raise IllegalAction(
                "there is no action to take back" if not self.history else self._undo_refusal()
            )
        replayed = self.rules.new_state(self.deal, **self.fields)
        for player, action in self.history[:-1]:
            replayed.apply(f"{player}: {action}")
        self._become(replayed)

    def _become(self, other: State) -> None:
        """Take on every field of ``other``, a state of the same deal: a trial run on a clone, kept.

        An action that must succeed whole or not at all is tried on a clone first, so that a refusal
        half-way leaves this state as it was.
        """
        self.__dict__.update(other.__dict__)
        self._legal = None

    def _undo_refusal(self) -> str:
        """Why the last action may not be taken back."""
        return "that action cannot be taken back"

    def _recorded_history(self) -> list[tuple[str, str]]:
        """The actions as a hand record writes them (an engine may leave out words the format implies)."""
        return self.history

    def clone(self: S) -> S:
        """An independent copy: its :attr:`CHANGING` fields copied, the rest shared."""
        new = shallow_copy(self)
        for name in self._changing():
            setattr(new, name, _copied(getattr(self, name)))
        return new

    @classmethod
    @functools.cache
    def _changing(cls) -> frozenset[str]:
        """The changing fields this class and every class it extends declare (worked out once a class)."""
        return frozenset(name for klass in cls.__mro__ for name in vars(klass).get("CHANGING", ()))

    def __str__(self) -> str:
        return DRAWING().table_text(self)

    def __repr__(self) -> str:
        actions = counted(len(self.history), "action")
        return f"<{type(self).__name__}: {self.rules.spec.title}, {self.phase()}, {actions}>"

    def _repr_html_(self) -> str:
        # The picture inline as HTML, not as an SVG output: JupyterLab draws an SVG output as an <img>
        # with no text alternative, and the picture's words (its aria-label) would be lost.
        return DRAWING().table(self, None)

    def picture(self, seat: str | None = None) -> str:
        """The table as SVG; with ``seat``, the other hands face down (but any lying face up)."""
        return DRAWING().table(self, seat)

    def to_record(self) -> HandRecord:
        """The hand so far as a :class:`HandRecord`."""
        return HandRecord(
            game=self.rules.spec.name,
            players=self.deal.players,
            dealer=self.deal.dealer,
            deal=dict(self.deal.hands),
            actions=[f"{p}: {a}" for p, a in self._recorded_history()],
            options=dict(self.rules.given_options),
            fields=dict(self.fields),
            spec=self.rules.spec,
        )

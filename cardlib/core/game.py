"""The game interface, after OpenSpiel: a ``Rules`` object holding the options, and a ``State``.

A state knows whose turn it is, lists the legal actions as readable strings
(the same strings hand records use), applies one, and can undo, clone and
save itself as a hand record. Engines implement the four abstract methods;
everything else is shared here.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from cardlib.core.cards import Suit
from cardlib.core.deal import Deal
from cardlib.core.errors import CardlibError, IllegalAction
from cardlib.core.options import check_options
from cardlib.core.record import HandRecord, split_action
from cardlib.core.spec import GameSpec
from cardlib.core.tricks import Trick


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
                raise IllegalAction(f'action {number} "{text}": {error}') from None
        return state

    def __deepcopy__(self, memo: dict) -> Rules:
        return self

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={v!r}" for k, v in self.given_options.items())
        return f"{type(self).__name__}({shown})"


class State(ABC):
    """A position in one deal. Subclasses keep their own fields and implement the abstract methods."""

    def __init__(self, rules: Rules, deal: Deal, fields: Mapping[str, Any]) -> None:
        self.rules = rules
        self.deal = deal
        self.fields = dict(fields)
        self.history: list[tuple[str, str]] = []

    @abstractmethod
    def current_player(self) -> str | None:
        """Who is to act, or ``None`` when the hand is over."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """Every action the current player may take, as record strings without the player."""

    @abstractmethod
    def _apply(self, player: str, action: str) -> None:
        """Check ``action`` fully, then change the state; raise :class:`IllegalAction` before any change."""

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """The result fields of the hand record format, for the hand so far."""

    def is_over(self) -> bool:
        """True when the hand is finished."""
        return self.current_player() is None

    def completed_tricks(self) -> list[Trick]:
        """The tricks played so far, in order (none before the play begins)."""
        return []

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once it is known (``None`` for no trumps or not yet)."""
        return None

    def apply(self, action: str) -> None:
        """Apply ``"10H"`` for the current player, or ``"A: 10H"`` naming the player."""
        if not isinstance(action, str):
            raise IllegalAction(f'{action!r}: an action is text such as "pass" or "10H"')
        player = self.current_player()
        if ":" in action:
            named, words = split_action(action)
            if named not in self.deal.players:
                raise IllegalAction(f'"{named}" is not one of the players ({", ".join(self.deal.players)})')
        else:
            named, words = player, " ".join(action.split())
        if player is None:
            raise IllegalAction("the hand is over; no more actions can be taken")
        if named != player:
            if self._out_of_turn(named, words, action):
                return
            raise IllegalAction(self._not_your_turn(named, player))
        self._apply(player, words)
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
        self.__dict__.update(replayed.__dict__)

    def _undo_refusal(self) -> str:
        return "that action cannot be taken back"

    def _recorded_history(self) -> list[tuple[str, str]]:
        """The actions as a hand record writes them (an engine may leave out words the format implies)."""
        return self.history

    def clone(self) -> State:
        """An independent copy."""
        return copy.deepcopy(self)

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

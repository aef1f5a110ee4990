"""``TableGame``: one hand of any of the three games, you in one seat and computer players in the others."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardlib.analysis import analyse, where_it_went_wrong
from cardlib.analysis.report import REPORT_LIMIT
from cardlib.analysis.solver import Solver
from cardlib.core.cards import Card, Suit, card_or_none
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.levels import level_name
from cardlib.core.pack import generator
from cardlib.core.player import Player
from cardlib.core.record import HandRecord
from cardlib.core.words import and_list, shown
from cardlib.games.registry import GAMES, game_spec
from cardlib.players.roster import player
from cardlib.records import new_record, replay
from cardlib.render.results import hand_result_sentences, result_sheet
from cardlib.render.spoken import plays_words


def is_card(action: str) -> bool:
    """True when the action is a card to play."""
    return card_or_none(action) is not None


class TableGame:
    """A hand in progress: you play ``seat``; the others are computer players of ``level``.

    The levels are ``"random"``, ``"rule of thumb"`` (the default), ``"sampling"`` and ``"expert"``
    (slower: they think for up to a second or two an action). :meth:`why` gives the computer players' reasons.
    """

    def __init__(
        self,
        game: str,
        seat: str = "A",
        seed: int = 1,
        options: dict[str, Any] | None = None,
        level: str = "rule of thumb",
    ):
        if game not in GAMES:
            raise CardlibError(f"game {shown(game)}: choose {' or '.join(GAMES)}")
        seats = game_spec(game).seats
        if seat not in seats:
            raise CardlibError(f'seat "{seat}": the seats are {", ".join(seats)}')
        level = level_name(level)
        self.game, self.seat, self.options, self.level = game, seat, dict(options or {}), level
        self._home = seat  # the seat of a fresh deal, whatever player a given deal sat you as
        #: How many positions the open-hand analysis may search before it gives up.
        self.limit = REPORT_LIMIT
        self.solver = Solver()  # the analyses of this game share their tables, one position to the next
        self.message = ""
        self.reasons: list[str] = []
        self.new_deal(seed)

    def new_deal(self, seed: int) -> None:
        """Deal a fresh hand from ``seed`` and let the computer players act until it is your turn."""
        self.seed = seed
        self.rng = generator(seed)
        self.seat = self._home
        self.computer: Player = player(self.game, self.level, self.rng)
        self.reasons = []
        self.state: State = replay(
            new_record(self.game, game_spec(self.game).seats, seed=self.rng, options=self.options)
        )
        self._computers_act(0, f"New deal (seed {seed}). You are {self.seat}.")

    def play_record(self, record: HandRecord, name: str = "", seat: str | None = None) -> None:
        """Play a given deal (one of a class's deal set, say) instead of a fresh one, from its start.

        You play ``seat``, one of the deal's players. Without it you keep your seat if the deal has it,
        else you take the player in the same place at the table (a deal dealt to the class's own
        names, "Ann" in seat A's place).
        """
        if record.game != self.game:
            raise CardlibError(
                f"{name or 'this record'} is a deal of {record.game}; this table plays {self.game}"
            )
        players = record.players
        if seat is not None and seat not in players:
            raise CardlibError(f"seat {shown(seat)}: the players of this deal are {and_list(players)}")
        if seat is None:
            home, names = self._home, game_spec(self.game).table_names(len(players))
            if home in players:
                seat = home
            elif home in names:  # the player in your seat's place at a table of this deal's size
                seat = players[names.index(home)]
            else:
                seat = players[0]
        self.seat = seat
        self.reasons = []
        self.state = replay(record)
        self._computers_act(len(self.state.history), f"{name or 'The deal'} is dealt. You are {self.seat}.")

    def _computers_act(self, since: int, before: str = "") -> None:
        """The computer players act until it is your turn.

        The message is then ``before`` and, in words, every action from the ``since``-th on ("You play
        the ten of hearts. B plays …. B wins the trick."), as a screen reader reads it out.
        """
        while not self.state.is_over() and self.state.current_player() != self.seat:
            seat = self.state.current_player()
            action = self.computer(self.state)
            self.state.apply(f"{seat}: {action}")
            self.reasons.append(f"{seat}: {self.computer.reason}")
        self.message = f"{before} {plays_words(self.state, since, you=self.seat)}".strip()

    def analysis(self, progress: Callable[[int, int], object] | None = None) -> list[str]:
        """Open-hand analysis: the value of each card now, or where the hand went wrong once it is over.

        ``progress(done, total)`` is told of each position of a finished hand as it is analysed.
        """
        try:
            if self.state.is_over():
                report = where_it_went_wrong(
                    self.state, self.limit, progress=progress, solver=self.solver, seat=self.seat
                )
                return str(report).splitlines()
            return str(analyse(self.state, self.limit, self.solver, self.seat)).splitlines()
        except CardlibError as error:
            return [f"No analysis: {error}."]

    def why(self) -> list[str]:
        """The computer players' reasons for their actions since your last one, in order."""
        return list(self.reasons) or ["The computer players have not acted since your last action."]

    @property
    def your_turn(self) -> bool:
        """True when you are to act."""
        return self.state.current_player() == self.seat

    def your_cards(self) -> list[Card]:
        """The cards you still hold."""
        return list(self.state.hand(self.seat))

    def legal(self) -> list[str]:
        """Your legal actions now (none when it is not your turn)."""
        return self.state.legal_actions() if self.your_turn else []

    def action_groups(self) -> list[tuple[str, list[str]]]:
        """Your actions other than cards, as :func:`action_groups` offers them."""
        return action_groups([a for a in self.legal() if not is_card(a)])

    def card_looks(self) -> list[tuple[Card, tuple[str, str]]]:
        """Your cards, each ``normal`` (you may play it now) or ``disabled`` with the reason in words."""
        return card_looks(self.state, self.seat)

    def why_not(self, action: str) -> str:
        """Why ``action`` is not allowed now (tried on a copy, so nothing changes)."""
        return why_not(self.state, self.seat, action)

    def play(self, card: Card) -> bool:
        """Play ``card`` from your hand, a card clicked; refused with the reason unless you may play it now.

        A card is never read as another action: "10S" clicked in Fontainebleau's auction is not the call
        "ten spades".
        """
        looks = dict(self.card_looks())
        look, reason = looks.get(card, ("disabled", f"the {card.name} is not in your hand"))
        if look != "normal":
            self.message = f"Not allowed: {reason}."
            return False
        return self.act(card.ascii)

    def act(self, action: str) -> bool:
        """Take ``action``; on a refusal the message gives the rule and nothing changes."""
        if self.state.is_over():
            self.message = "The hand is over: deal again."
            return False
        try:
            self.state.apply(f"{self.seat}: {action}")
        except CardlibError as error:
            self.message = f"Not allowed: {error}."
            return False
        self.reasons = []
        self._computers_act(len(self.state.history) - 1)
        return True

    def undo(self) -> bool:
        """Take back your last action and everything the computer players did after it."""
        mine = [i for i, (p, _) in enumerate(self.state.history) if p == self.seat]
        if not mine:
            self.message = "Nothing of yours to take back."
            return False
        trial = self.state.clone()
        try:
            while len(trial.history) > mine[-1]:
                trial.undo()
        except CardlibError as error:
            self.message = f"Cannot take it back: {error}."
            return False
        self.state = trial
        self.reasons = []
        self.message = "Taken back."
        return True

    def history(self) -> list[str]:
        """Every action so far, as a record writes it."""
        return self.state.to_record().actions

    def current_trick(self) -> list[tuple[str, Card]]:
        """The cards on the table in the trick being played."""
        return list(self.state.current_trick())

    def sheet(self) -> tuple[list[str], list[list[str]]]:
        """The end-of-hand sheet: a row a player with every per-player result field."""
        return result_sheet(self.state)

    def last_trick(self) -> tuple[list[tuple[str, Card]], str] | None:
        """The last finished trick and its winner, if any."""
        tricks = self.state.completed_tricks()
        if not tricks:
            return None
        return list(tricks[-1].plays), tricks[-1].winner(self.state.trump)

    def result_lines(self) -> list[str]:
        """The result in sentences, once the hand is over; :meth:`sheet` has the numbers a player."""
        if not self.state.is_over():
            return []
        return hand_result_sentences(self.state)


def card_looks(state: State, seat: str) -> list[tuple[Card, tuple[str, str]]]:
    """``seat``'s cards, each ``normal`` (it may play it now) or ``disabled`` with the reason in words."""
    if state.is_over() or state.current_player() != seat:
        reason = why_not(state, seat, "")  # the same for every card: the hand is over, or another's turn
        return [(card, ("disabled", reason)) for card in state.hand(seat)]
    legal = set(state.legal_actions())
    return [
        (card, ("normal", "") if card.ascii in legal else ("disabled", why_not(state, seat, card.ascii)))
        for card in state.hand(seat)
    ]


def why_not(state: State, seat: str, action: str) -> str:
    """Why ``seat`` may not take ``action`` now ("" if it may), tried on a copy so that nothing changes."""
    if state.is_over():
        return "the hand is over"
    if state.current_player() != seat:
        return f"it is {state.current_player()}'s turn"
    if card_or_none(action) is not None and state.phase() != "play":
        before = state.rules.spec.before_play
        return f"no card is played until the {before} (and any step before the first card) is over"
    trial = state.clone()
    try:
        trial.apply(f"{seat}: {action}")
    except CardlibError as error:
        return str(error)
    if card_or_none(action) is not None and action not in state.legal_actions():
        return "not a card you may play now"
    return ""


#: The most actions offered flat, a button each, before calls are grouped by their trump suit.
FLAT = 16


def action_groups(actions: list[str]) -> list[tuple[str, list[str]]]:
    """Actions as buttons, a long list in two steps: a heading (``"six …"``) opening to its calls.

    Calls that differ only in their trump suit (Fontainebleau's "six spades" … "six grand") go under
    one heading. A call whose kin name no suit stays a button of its own, as ``(action, [action])``;
    the order is the order of the actions (the ladder's). A short list (up to :data:`FLAT` actions:
    a choice of trumps, Boston's fourteen calls) is left flat; the fifty-six actions of
    Fontainebleau's first bid become sixteen buttons.
    """
    if len(actions) <= FLAT:
        return [(action, [action]) for action in actions]
    suits = {s.name.lower() for s in Suit}
    kin: dict[str, list[str]] = {}
    for action in actions:
        kin.setdefault(action.rsplit(" ", 1)[0], []).append(action)
    groups, seen = [], set()
    for action in actions:
        head = action.rsplit(" ", 1)[0]
        if " " in action and any(a.rsplit(" ", 1)[1] in suits for a in kin[head]) and len(kin[head]) > 1:
            if head not in seen:
                seen.add(head)
                groups.append((f"{head} …", kin[head]))
        else:
            groups.append((action, [action]))
    return groups

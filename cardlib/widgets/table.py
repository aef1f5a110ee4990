"""``Table``: play a hand in the notebook against the computer, clicking the cards of your hand.

The table is drawn as the picture of the state (the seats round it, your hand face up and the
others face down, the trick in the middle, the contract, the auction and the scores); your hand
below it is a row of card faces, the legal ones clickable and the others greyed with the reason.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as widgets

from cardlib.core.levels import LEVELS
from cardlib.core.record import HandRecord
from cardlib.core.said import action_words
from cardlib.players.table_game import TableGame
from cardlib.render.sheet import html_table
from cardlib.render.spoken import in_words
from cardlib.render.svg import deck, fluid, use_deck
from cardlib.render.table import trick_svg
from cardlib.widgets.controls import Pictured, board, seed_box
from cardlib.widgets.faces import CardFaces

#: Every table of the notebook: a change of deck redraws them all.
_TABLES: weakref.WeakSet[Table] = weakref.WeakSet()


class Table(Pictured, widgets.VBox):
    """The table as a picture, your hand as clickable faces, the other actions as buttons, undo, new deal.

    "why?" shows the computer players' reasons for what they did since your last action; the
    opponents' level (random, rule of thumb, sampling, expert) takes effect at the next deal.
    """

    def __init__(
        self,
        game: str,
        seat: str = "A",
        seed: int = 1,
        options: dict[str, Any] | None = None,
        level: str = "rule of thumb",
    ):
        self.game = TableGame(game, seat, seed, options, level)
        self.picture = widgets.HTML(layout={"max_width": "100%", "overflow": "auto"})
        self.picture.add_class("table-picture")
        self.hand = CardFaces(size="large", label="your hand")
        self.hand.add_class("table-hand")
        self.hand.on_click(lambda card: self._take(lambda: self.game.play(card)))
        self.actions = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self._pool: list[widgets.Button] = []  # the row of actions' buttons, reused
        self._clicks: dict[int, Callable[[], None]] = {}
        #: The heading whose calls are shown ("six …"), in a long auction offered in two steps.
        self.opened: str | None = None
        # checkboxes, not toggle buttons: a screen reader says whether each is on
        self.open_hands = widgets.Checkbox(
            description="show all hands", indent=False, layout={"width": "auto"}
        )
        self.open_hands.add_class("table-open")
        self.open_hands.observe(lambda _: self.refresh(), "value")
        self.last = widgets.Checkbox(description="last trick", indent=False, layout={"width": "auto"})
        self.last.add_class("table-last")
        self.last.observe(lambda _: self.refresh(), "value")
        self.trick = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("table-message")
        self.result = widgets.HTML()
        self.result.add_class("table-result")
        self.seed = seed_box(seed)
        self.level = widgets.Dropdown(
            options=LEVELS,
            value=level,
            description="opponents",
            style={"description_width": "initial"},
            layout={"width": "auto"},
        )
        self.four_colours = widgets.Checkbox(
            value=deck() == "four",
            description="four-colour deck",
            indent=False,
            tooltip="diamonds blue and clubs green, so that no two suits share a colour",
            layout={"width": "auto"},
        )
        self.four_colours.add_class("table-four-colours")
        self.four_colours.observe(lambda change: self._colours(change["new"]), "value")
        self.why = widgets.Checkbox(description="why?", indent=False, layout={"width": "auto"})
        self.why.add_class("table-why")
        self.why.observe(lambda _: self.refresh(), "value")
        self.reasons = widgets.HTML()
        self.reasons.add_class("table-reasons")
        self.analysis = widgets.HTML()
        self.analysis.add_class("table-analysis")
        #: Shown while a played hand is analysed: how many of its cards are done.
        self.progress = widgets.IntProgress(description="analysing", layout={"display": "none"})
        self.progress.add_class("table-progress")
        analyse = widgets.Button(
            description="analyse this deal", tooltip="open-hand analysis", layout={"width": "auto"}
        )
        analyse.add_class("table-analyse")
        analyse.on_click(lambda _: self._show_analysis())
        deal = widgets.Button(description="new deal", layout={"width": "auto"})
        deal.on_click(lambda _: self._do(self._new_deal))
        self.new_deal, self.analyse = deal, analyse
        #: Controls hidden until the hand is over (a class duplicate hides the other hands so).
        self.hidden_in_play: tuple[widgets.Widget, ...] = ()
        undo = widgets.Button(description="undo", layout={"width": "auto"})
        undo.on_click(lambda _: self._do(self.game.undo))
        for button in (deal, undo):
            button.add_class("table-" + button.description.replace(" ", "-"))
        super().__init__(
            [
                widgets.HBox(
                    [
                        self.seed,
                        self.level,
                        deal,
                        undo,
                        self.why,
                        self.last,
                        self.open_hands,
                        analyse,
                        self.four_colours,
                    ],
                    layout={"flex_flow": "row wrap"},
                ),
                self.message,
                self.reasons,
                self.picture,
                widgets.HTML(f"<b>Your hand ({escape(self.game.seat)})</b>"),
                self.hand,
                self.actions,
                self.trick,
                self.result,
                self.progress,
                self.analysis,
            ]
        )
        self.add_class("cardlib-table")
        _TABLES.add(self)
        self.refresh()

    def __repr__(self) -> str:
        return f"Table(game={self.game.game!r}, seat={self.game.seat!r}, seed={self.game.seed})"

    def _colours(self, four: bool) -> None:
        """Draw every card in four colours, or two: one deck for the notebook, so every table follows."""
        wanted = "four" if four else "two"
        if deck() == wanted:  # another table's box, following the first: all are drawn already
            return
        use_deck(wanted)
        for table in list(_TABLES):
            table.four_colours.value = four
            table.refresh()

    def _show_analysis(self) -> None:
        self.analysis.value = "<i>Analysing with every card face up (a whole deal can take a while)…</i>"
        self.progress.value, self.progress.layout.display = 0, None
        try:
            lines = self.game.analysis(self._advance)
        finally:
            self.progress.layout.display = "none"
        self.analysis.value = "<b>Open-hand analysis</b><br>" + "<br>".join(escape(line) for line in lines)

    def _advance(self, done: int, total: int) -> None:
        self.progress.max, self.progress.value = total, done
        self.progress.description = f"{done} of {total}"

    def play_record(self, record: HandRecord, name: str = "") -> None:
        """Deal ``record`` at this table (a class's deal, say) and show it."""
        self._do(lambda: self.game.play_record(record, name))

    def _new_deal(self) -> None:
        self.game.level = self.level.value
        self.game.new_deal(self.seed.value)

    def _do(self, action: Callable[[], object]) -> None:
        action()
        self.opened = None
        self.analysis.value = ""
        self.refresh()

    def _take(self, action: Callable[[], object]) -> None:
        """Do ``action`` (a call made, or a card played), then put the keyboard's focus where play goes on.

        After a call, on the first call now offered, or on the hand when the play of the cards begins;
        when the hand is over, on "new deal"; after a refusal, where it was. Never back to the top of
        the page.
        """
        calls_before = bool(self.game.action_groups())
        done = len(self.game.state.history)
        self._do(action)
        if len(self.game.state.history) == done:  # refused (a greyed card): the focus stays where it was
            return
        if self.game.state.is_over():
            self.new_deal.focus()
        elif calls_before and self.game.your_turn:
            if self.actions.children:  # the calls offered now, from the first
                self.actions.children[0].focus()
            else:
                self.hand.focus_cards()

    def _button(self, index: int, words: str, kind: str, click: Callable[[], None]) -> widgets.Button:
        """The ``index``-th button in the row of actions, saying ``words`` (``kind``: its class).

        The buttons are kept and relabelled, not made anew: the one a keyboard user pressed keeps the
        focus, and the focus sent to a button reaches one already on the page (a new button's view may
        not be drawn yet when the message comes).
        """
        while len(self._pool) <= index:
            button = widgets.Button(layout=widgets.Layout(width="auto", min_width="46px"))
            button.on_click(functools.partial(self._pressed, len(self._pool)))
            self._pool.append(button)
        button = self._pool[index]
        button.description = words
        button._dom_classes = ("table-action", f"table-{kind}")
        self._clicks[index] = click
        return button

    def _pressed(self, index: int, _button: widgets.Button) -> None:
        self._clicks[index]()

    def _act(self, index: int, action: str) -> widgets.Button:
        """A button that takes ``action``."""
        return self._button(
            # in words ("trump spades"), as a screen reader should say it, not "trump" and a sign
            index,
            in_words(action_words(action)),
            action.replace(" ", "-"),
            functools.partial(self._take, functools.partial(self.game.act, action)),
        )

    def _action_buttons(self) -> list[widgets.Button]:
        """A button an action; a long auction in two steps, a heading ("six …") opening to its calls."""
        groups = dict(self.game.action_groups())
        if self.opened in groups:
            calls = [self._act(i, a) for i, a in enumerate(groups[self.opened])]
            return [*calls, self._button(len(calls), "‹ back", "back", functools.partial(self._open, None))]
        return [
            self._act(i, heading)
            if actions == [heading]
            else self._button(i, heading, "heading", functools.partial(self._open, heading))
            for i, (heading, actions) in enumerate(groups.items())
        ]

    def _open(self, heading: str | None) -> None:
        """Show the calls under ``heading`` (None: the headings again).

        The focus goes to the first of them (back from them, to the heading they were under).
        """
        back_to = self.opened
        self.opened = heading
        self.actions.children = self._action_buttons()
        headings = [h for h, _ in self.game.action_groups()]
        at = headings.index(back_to) if heading is None and back_to in headings else 0
        if self.actions.children:
            self.actions.children[at].focus()

    def static_html(self) -> str:
        """The table's picture and the message."""
        return self.picture.value + f"<p>{self.message.value}</p>"

    def refresh(self) -> None:
        """Redraw everything from the game."""
        game = self.game
        state = game.state
        for control in self.hidden_in_play:
            control.layout.display = None if state.is_over() else "none"
        self.picture.value = board(fluid(state.picture(None if self.open_hands.value else game.seat)))
        # the one live region: each play in words, and at the end the result
        said = " ".join([game.message, *game.result_lines()]) if state.is_over() else game.message
        self.hand.show([("", game.card_looks())], announce=in_words(said))
        self.actions.children = self._action_buttons()
        last = game.last_trick()
        if self.last.value and last is not None:
            winner = last[1]
            trick = state.completed_tricks()[-1]
            self.trick.value = board(f"<b>Last trick</b>, won by {escape(winner)}:<br>{trick_svg(trick)}")
        else:
            self.trick.value = "<i>No trick finished yet.</i>" if self.last.value else ""
        turn = "" if state.is_over() else f" It is {state.current_player()}'s turn."
        self.message.value = escape(game.message + turn)
        self.reasons.value = "<br>".join(escape(line) for line in game.why()) if self.why.value else ""
        columns, rows = game.sheet()
        sheet = html_table(columns, rows, "This hand") if rows else ""
        self.result.value = "<br>".join(escape(line) for line in game.result_lines()) + sheet

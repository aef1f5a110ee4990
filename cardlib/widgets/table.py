"""``Table``: play a hand in the notebook against the computer, with only legal actions enabled."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from cardlib.games.pitch.spec import SPEC as PITCH
from cardlib.players.roster import LEVELS
from cardlib.players.table_game import TableGame, is_card
from cardlib.render.html import cards_html, suit_ink
from cardlib.render.sheet import html_table


class Table(widgets.VBox):
    """Your hand as buttons, the other actions as buttons, the auction and the trick, undo and a new deal.

    "why?" shows the computer players' reasons for what they did since your last action; the
    opponents' level (random, rule of thumb, sampling) takes effect at the next deal.
    """

    def __init__(
        self,
        game: str = PITCH.name,
        seat: str = "A",
        seed: int = 1,
        options: dict[str, Any] | None = None,
        level: str = "rule of thumb",
    ):
        self.game = TableGame(game, seat, seed, options, level)
        self.hand = widgets.HBox()
        self.actions = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.trick = widgets.HTML()
        self.so_far = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("table-message")
        self.result = widgets.HTML()
        self.result.add_class("table-result")
        self.seed = widgets.BoundedIntText(
            value=seed, min=0, max=2**31 - 1, description="seed", layout={"width": "150px"}
        )
        self.level = widgets.Dropdown(
            options=LEVELS, value=level, description="opponents", layout={"width": "230px"}
        )
        self.why = widgets.ToggleButton(description="why?", tooltip="the computer players' reasons")
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
        deal = widgets.Button(description="new deal")
        deal.on_click(lambda _: self._do(self._new_deal))
        undo = widgets.Button(description="undo")
        undo.on_click(lambda _: self._do(self.game.undo))
        for button in (deal, undo):
            button.add_class("table-" + button.description.replace(" ", "-"))
        super().__init__(
            [
                widgets.HBox([self.seed, self.level, deal, undo, self.why, analyse]),
                self.message,
                self.reasons,
                widgets.HTML("<b>Your hand</b>"),
                self.hand,
                self.actions,
                self.trick,
                self.so_far,
                self.result,
                self.progress,
                self.analysis,
            ]
        )
        self.add_class("cardlib-table")
        self.refresh()

    def __repr__(self) -> str:
        return f"Table(game={self.game.game!r}, seat={self.game.seat!r}, seed={self.game.seed})"

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

    def _new_deal(self) -> None:
        self.game.level = self.level.value
        self.game.new_deal(self.seed.value)

    def _do(self, action) -> None:
        action()
        self.analysis.value = ""
        self.refresh()

    def _button(self, action: str, label: str, colour: str | None = None) -> widgets.Button:
        button = widgets.Button(description=label, layout=widgets.Layout(width="auto", min_width="46px"))
        if colour:
            button.style.text_color = colour
            button.style.font_weight = "bold"
        button.add_class("table-action")
        button.add_class("table-" + action.replace(" ", "-"))
        button.on_click(lambda _: self._do(lambda: self.game.act(action)))
        return button

    def refresh(self) -> None:
        """Redraw everything from the game."""
        game = self.game
        legal = game.legal()
        cards = []
        for card in game.your_cards():
            button = self._button(card.ascii, card.symbol, suit_ink(card.suit))
            button.disabled = card.ascii not in legal
            cards.append(button)
        self.hand.children = cards
        self.actions.children = [self._button(a, a) for a in legal if not is_card(a)]
        trick = game.current_trick()
        shown = "<b>Trick:</b> " + (
            "  ".join(f"{escape(p)} {cards_html([c])}" for p, c in trick) if trick else "—"
        )
        last = game.last_trick()
        if last is not None:
            plays, winner = last
            played = "  ".join(f"{escape(p)} {cards_html([c])}" for p, c in plays)
            shown += f"<br><b>Last trick:</b> {played}, won by {escape(winner)}"
        self.trick.value = shown
        self.so_far.value = "<b>So far:</b> " + escape("; ".join(game.history()) or "nothing yet")
        turn = "" if game.state.is_over() else f" It is {game.state.current_player()}'s turn."
        self.message.value = escape(game.message + turn)
        self.reasons.value = "<br>".join(escape(line) for line in game.why()) if self.why.value else ""
        columns, rows = game.sheet()
        sheet = html_table(columns, rows, "This hand") if rows else ""
        self.result.value = "<br>".join(escape(line) for line in game.result_lines()) + sheet

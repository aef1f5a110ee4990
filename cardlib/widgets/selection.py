"""``CardSelection``: the logic of a card picker, as a plain object that pytest can drive.

It knows which cards may be picked, which are already used elsewhere, how many
may be chosen, and why a click is refused; observers hear every change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cardlib.core.cards import Card
from cardlib.core.errors import CardError, CardlibError
from cardlib.core.hand import Cards
from cardlib.core.pack import Seed, full_pack, generator, shuffled
from cardlib.core.words import counted, shown


class CardSelection:
    """A set of chosen cards out of ``available`` cards, at most ``limit`` of them."""

    def __init__(self, available: Iterable[Card] | None = None, limit: int | None = None) -> None:
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 0):
            raise CardlibError(
                f"limit {shown(limit)}: give the most cards that may be chosen, a whole number"
            )
        self.available = Cards(available) if available is not None else full_pack()
        self.limit = limit
        self.used_elsewhere: set[Card] = set()
        self.chosen: list[Card] = []
        self.message = ""
        self._observers: list[Callable[[Cards], None]] = []

    @property
    def cards(self) -> Cards:
        """The chosen cards, sorted for display."""
        return Cards(self.chosen).sorted()

    def observe(self, callback: Callable[[Cards], None]) -> None:
        """Call ``callback(cards)`` after every change of the selection."""
        self._observers.append(callback)

    def _changed(self) -> None:
        for callback in self._observers:
            callback(self.cards)

    def _refusal(self, card: Card) -> str | None:
        if card not in self.available:
            return f"{card.symbol} cannot be picked here"
        if card in self.used_elsewhere:
            return f"{card.symbol} is already used elsewhere; each card exists once"
        if card not in self.chosen and self.limit is not None and len(self.chosen) >= self.limit:
            are = "is" if self.limit == 1 else "are"
            chosen = f"{counted(self.limit, 'card')} {are} chosen already"
            return f"{chosen}, the most allowed here: deselect one first"
        return None

    def look(self, card: Card) -> tuple[str, str]:
        """How ``card`` is shown: ``selected``, ``used`` elsewhere, ``disabled`` (and why) or ``normal``."""
        if card in self.chosen:
            return "selected", ""
        if card in self.used_elsewhere:
            return "used", f"{card.symbol} is already used elsewhere; each card exists once"
        reason = self._refusal(card)
        return ("disabled", reason) if reason else ("normal", "")

    def toggle(self, card: Card | str) -> bool:
        """Select or deselect ``card`` (or its text, "10H"); if refused, False, :attr:`message` saying why."""
        if not isinstance(card, Card):
            try:
                card = Card.parse(card) if isinstance(card, str) else None
            except CardError as error:
                self.message = str(error)
                return False
            if card is None:
                self.message = "click a card, or name one such as 10H"
                return False
        reason = self._refusal(card)
        if reason:
            self.message = reason
            return False
        if card in self.chosen:
            self.chosen.remove(card)
            self.message = f"{card.symbol} put back"
        else:
            self.chosen.append(card)
            self.message = f"{card.symbol} chosen"
        self._changed()
        return True

    def set_cards(self, cards: Iterable[Card] | str) -> None:
        """Replace the selection; refuse it whole, changing nothing, if any card may not be picked."""
        wanted = Cards.parse(cards) if isinstance(cards, str) else Cards(cards)
        if self.limit is not None and len(wanted) > self.limit:
            raise CardError(
                f"{counted(len(wanted), 'card')} given, but at most {self.limit} may be chosen here"
            )
        twice = wanted.duplicates()
        if twice:
            raise CardError(f"{twice[0].symbol} is given twice; each card exists once")
        for card in wanted:
            if card not in self.available or card in self.used_elsewhere:
                raise CardError(self._refusal(card))
        self.chosen = list(wanted)
        self.message = f"{counted(len(wanted), 'card')} chosen"
        self._changed()

    def clear(self) -> None:
        """Deselect everything."""
        self.chosen = []
        self.message = "cleared"
        self._changed()

    def deal_at_random(self, seed: Seed, count: int | None = None) -> None:
        """Choose ``count`` cards (the limit, by default) at random from those free, drawing from ``seed``."""
        count = count if count is not None else self.limit
        free = Cards(c for c in self.available if c not in self.used_elsewhere)
        if count is None:
            raise CardError(
                "this picker has no limit, so it cannot tell how many cards to deal; pick them by hand"
            )
        if count > len(free):
            raise CardError(
                f"cannot deal {counted(count, 'card')}: "
                f"{'1 is' if len(free) == 1 else f'{len(free)} are'} free to pick"
            )
        self.chosen = list(shuffled(free, generator(seed))[:count])
        self.message = f"{counted(count, 'card')} dealt at random"
        self._changed()

    def mark_used(self, cards: Iterable[Card] | str) -> None:
        """Show these cards as taken elsewhere (they cannot be picked, and leave the selection)."""
        self.used_elsewhere = set(Cards.parse(cards) if isinstance(cards, str) else Cards(cards))
        before = len(self.chosen)
        self.chosen = [c for c in self.chosen if c not in self.used_elsewhere]
        if len(self.chosen) != before:
            self._changed()

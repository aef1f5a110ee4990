"""How an action reads to a learner: cards and suits by their signs, misère with its accent.

The engines' actions are plain ASCII so that they can be typed anywhere (``"trump S"``,
``"discard 5S"``, ``"little misere"``); a page, a picture and a button show them as a player reads
them (``"trump ♠"``, ``"discard 5♠"``, ``"little misère"``). The engines take either spelling back.
"""

from __future__ import annotations

import functools

from cardlib.core.cards import Suit, card_or_none

_SUITS = {suit.letter: suit.symbol for suit in Suit}


@functools.lru_cache(maxsize=4096)  # a game has a few hundred actions; a class's pages ask again and again
def action_words(action: str) -> str:
    """``action`` as a learner reads it: ``"trump S"`` → ``"trump ♠"``, ``"misere"`` → ``"misère"``."""
    whole = card_or_none(action)
    if whole is not None:  # a card played
        return whole.symbol
    words = action.split(" ")
    shown = []
    for i, word in enumerate(words):
        # A card inside an action only where one is named (a discard): "as" or "2c" may be other words.
        card = card_or_none(word) if i > 0 and words[i - 1].lower() == "discard" else None
        if card is not None:
            shown.append(card.symbol)
        elif i > 0 and words[i - 1].lower() == "trump" and word.upper() in _SUITS:
            shown.append(_SUITS[word.upper()])
        else:
            shown.append(word.replace("misere", "misère").replace("Misere", "Misère"))
    return " ".join(shown)

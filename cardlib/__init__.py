"""cardlib: a Jupyter teaching kit for Boston, Boston de Fontainebleau, Auction Pitch and Seven-Up.

>>> from cardlib import Card, cards
>>> Card.parse("10h")
Card.parse('10H')
>>> print(cards("AS KS 10H 7♦ 2c"))
A♠ K♠ 10♥ 7♦ 2♣
"""

from typing import TYPE_CHECKING

from cardlib.core.lazy import lazy_names
from cardlib.core.version import VERSION
from cardlib.faces.site_note import install as _install_site_note
from cardlib.plugged import plug_in as _plug_in

# The kit's names, imported on first use (cardlib/core/lazy.py): every command of the command line
# imports this package first, and most need few of them.
if TYPE_CHECKING:
    from cardlib.core.cards import Card, Rank, Suit, card
    from cardlib.core.contract import Contract, Goal
    from cardlib.core.deal import Deal, DealPattern, deal
    from cardlib.core.errors import (
        CardError,
        CardlibError,
        IllegalAction,
        NotImplementedGame,
        OptionError,
        RecordError,
    )
    from cardlib.core.game import Rules, State
    from cardlib.core.hand import Cards, cards
    from cardlib.core.outcome import Outcome
    from cardlib.core.pack import full_pack, generator, shuffled
    from cardlib.core.play import TrickPlay
    from cardlib.core.record import HandRecord
    from cardlib.core.said import action_words
    from cardlib.core.tricks import FollowRule, Trick, illegal_reason, legal_plays, winning_position
    from cardlib.faces.refusals import refusal
    from cardlib.records import known_games, load_record, new_record, parse_record, replay, rules_for
    from cardlib.render.svg import use_deck
else:
    __getattr__, __dir__ = lazy_names(globals())

__version__ = VERSION


_plug_in()  # the hand-offs up the layers (cardlib/plugged.py)

_install_site_note()  # in the browser only: a cell needing numpy says so in one line, not a traceback

__all__ = [
    "Card",
    "CardError",
    "CardlibError",
    "Cards",
    "Contract",
    "Deal",
    "DealPattern",
    "FollowRule",
    "Goal",
    "HandRecord",
    "IllegalAction",
    "NotImplementedGame",
    "OptionError",
    "Outcome",
    "Rank",
    "RecordError",
    "Rules",
    "State",
    "Suit",
    "Trick",
    "TrickPlay",
    "action_words",
    "card",
    "cards",
    "deal",
    "full_pack",
    "generator",
    "illegal_reason",
    "known_games",
    "legal_plays",
    "load_record",
    "new_record",
    "parse_record",
    "refusal",
    "replay",
    "rules_for",
    "shuffled",
    "use_deck",
    "winning_position",
]

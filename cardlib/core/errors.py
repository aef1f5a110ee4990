"""The exceptions a learner may meet, each carrying a message in plain words."""

from __future__ import annotations


class CardlibError(ValueError):
    """Base class: something given to cardlib was wrong; the message says what."""


class CardError(CardlibError):
    """A card or card string could not be read."""


class IllegalAction(CardlibError):
    """An action breaks a rule of the game; the message names the action and the rule."""


class RecordError(CardlibError):
    """A hand record breaks the format; the message names the field or action."""


class OptionError(CardlibError):
    """An unknown rule option, or a value the option does not take."""


class NotImplementedGame(CardlibError):
    """The engine for this game has not been written yet."""

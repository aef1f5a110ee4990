"""The exceptions a learner may meet, each carrying a message in plain words."""

from __future__ import annotations

from cardlib.core.words import unbroken

#: The longest message the kit prints; past it, a value echoed back is what made it long.
LONGEST = 400


def one_line(message: str) -> str:
    """``message`` as one printable line of at most :data:`LONGEST` characters."""
    text = unbroken(message)
    return text if len(text) <= LONGEST else text[: LONGEST - 1] + "…"


class CardlibError(ValueError):
    """Base class: something given to cardlib was wrong; the message says what, in one line.

    Every message is kept to one line of bounded length, whatever a learner's value echoed in it
    holds (a line break in a field name, a name 100,000 characters long, a lone surrogate).
    """

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], str):
            args = (one_line(args[0]),)
        super().__init__(*args)


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

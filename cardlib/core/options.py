"""Named rule options. Each carries the rules-digest ID of the dispute it settles."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from cardlib.core.errors import OptionError
from cardlib.core.fieldtypes import is_number
from cardlib.core.words import shown

T = TypeVar("T")


@dataclass(frozen=True)
class Option:
    """One rule option: its name, the values it takes (Foster's default first), and why it exists.

    ``values`` lists every allowed value; a numeric option with an open range
    instead gives ``minimum`` and a one-element ``values`` holding the default.
    """

    name: str
    values: tuple[Any, ...]
    digest: str
    doc: str
    minimum: float | None = None
    #: The values as (type, value) pairs, so that True is not taken for 1 (set after ``__init__``).
    _allowed: frozenset[tuple[type, Any]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_allowed", frozenset((type(v), v) for v in self.values))

    @property
    def default(self) -> Any:
        """Foster's rule."""
        return self.values[0]

    def _checked(self, value: Any) -> Any:
        """``value`` once checked; one of the option's own values is known at a glance."""
        return value if (type(value), value) in self._allowed else self.check(value)

    def choose(self, value: Any, choices: Mapping[Any, T]) -> T:
        """What ``choices`` gives for ``value``, once the option has checked it.

        ``choices`` must name every value the option takes: one left out is an error, never a default.
        """
        value = self._checked(value)
        if value not in choices:
            raise ValueError(f'option "{self.name}": the choices must name each of {self.values}')
        return choices[value]

    def means(self, value: Any, which: Any) -> bool:
        """Whether ``value`` (checked) is the option's value ``which``, itself one of the option's values."""
        if which not in self.values:
            raise ValueError(f'option "{self.name}" has no value {which!r}; its values are {self.values}')
        return bool(self._checked(value) == which)

    def check(self, value: Any) -> Any:
        """Return ``value`` if the option takes it, else raise :class:`OptionError`."""
        if self.minimum is not None:
            if not is_number(value) or value < self.minimum:
                raise OptionError(
                    f'option "{self.name}": {shown(value)} is not allowed; give a number of at least '
                    f"{shown(self.minimum)} (default {shown(self.default)}). {self.doc}"
                )
            return value
        for allowed in self.values:
            if type(allowed) is type(value) and allowed == value:
                return value
        choices = " or ".join(shown(v) for v in self.values)
        raise OptionError(
            f'option "{self.name}": {shown(value)} is not allowed; choose {choices} '
            f"(default {shown(self.default)}). {self.doc}"
        )


def check_options(game: str, known: Iterable[Option], given: Mapping[str, Any]) -> dict[str, Any]:
    """Validate ``given`` against ``known`` and return every option with its value, defaults filled in."""
    table = {option.name: option for option in known}
    if not isinstance(given, Mapping):
        raise OptionError(
            '"options" must be an object of option names and values, such as {"auction": "board"}'
        )
    for name in given:
        if name not in table:
            names = ", ".join(f'"{n}"' for n in table)
            raise OptionError(f"option {shown(name)}: {game} has no such option; its options are {names}")
    return {
        name: option.check(given[name]) if name in given else option.default for name, option in table.items()
    }


#: The option every game shares (digest §2.10, §3.8, §4.8).
REVOKES = Option(
    "revokes",
    ("refuse", "penalise"),
    "§2.10/§3.8/§4.8",
    "A play that fails to follow suit is refused (default), or accepted and penalised as at a real table.",
)

"""Named rule options. Each carries the rules-digest ID of the dispute it settles."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import KW_ONLY, dataclass, field
from typing import Any, Literal, TypeVar

from cardlib.core.errors import OptionError
from cardlib.core.fieldtypes import is_number
from cardlib.core.words import shown

T = TypeVar("T")

#: How an option's default stands to Foster's text: his rule; the kit's reading where he is silent or
#: unclear (the digest's convention); or the kit's own choice against a rule he gives.
DefaultIs = Literal["Foster", "reading", "departure"]
FOSTER: DefaultIs = "Foster"
READING: DefaultIs = "reading"
DEPARTURE: DefaultIs = "departure"


@dataclass(frozen=True)
class Option:
    """One rule option: its name, the values it takes (the default first), and why it exists.

    ``values`` lists every allowed value; a numeric option with an open range
    instead gives ``minimum`` and a one-element ``values`` holding the default.
    ``default_is`` says whether the default is Foster's rule (``FOSTER``), the kit's reading where
    he is silent or unclear (``READING``), or the kit's choice against his rule (``DEPARTURE``);
    ``why`` says, for the last two, what Foster says and why the kit's default is what it is (for his
    own rule it may add a note).
    """

    name: str
    values: tuple[Any, ...]
    digest: str
    doc: str
    minimum: float | None = None
    _: KW_ONLY
    default_is: DefaultIs
    why: str = ""
    #: The values as (type, value) pairs, so that True is not taken for 1 (set after ``__init__``).
    _allowed: frozenset[tuple[type, Any]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_allowed", frozenset((type(v), v) for v in self.values))
        if self.default_is not in (FOSTER, READING, DEPARTURE):
            raise ValueError(f"option {self.name!r}: default_is is {FOSTER!r}, {READING!r} or {DEPARTURE!r}")
        if self.default_is != FOSTER and not self.why:
            raise ValueError(f"option {self.name!r}: a default that is not Foster's rule says why")

    @property
    def default(self) -> Any:
        """The value taken when none is given: Foster's rule, or the kit's as ``default_is`` says."""
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
    default_is=DEPARTURE,
    why="Foster accepts a revoke and penalises it once it is established; the kit refuses the card and "
    "says the rule, so that a learner's slip teaches instead of costing the deal.",
)

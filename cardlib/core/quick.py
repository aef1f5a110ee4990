"""Making and copying objects quickly, for what every playout does by the thousand."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def built(cls: type[T], fields: dict[str, Any]) -> T:
    """An instance of the frozen dataclass ``cls`` holding ``fields``, which must name every field.

    A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__``, a
    call a field; a random deal of Pitch builds a dozen such values (each trick, the points, the
    scoring, the outcome), so the engines fill the new instance's dictionary at once instead. The
    value is the same as ``cls(**fields)`` (a test checks each class built this way).
    """
    made: T = object.__new__(cls)
    made.__dict__.update(fields)
    return made


def shallow_copy(original: T) -> T:
    """A new object of ``original``'s class sharing its attributes' values, as ``copy.copy`` makes one.

    For the plain classes whose attributes live in their ``__dict__`` (states, card plays, auctions),
    which the sampling players and the analysis clone for every world and playout: ``copy.copy``
    goes through the pickling protocol and takes three times as long.
    """
    new: T = object.__new__(type(original))
    new.__dict__.update(original.__dict__)
    return new

"""A solver: the open-hand searches' tables, kept from one search to the next within a memory budget.

A search's table of bounds holds whole positions (by the ranks that decided them), so its entries
stay true for every later search with the same objective (trump, side, who wants tricks): the next
card's analysis, the next position of a report, the expert's next decision all start from what the
last one learned. Whoever searches again and again holds a :class:`Solver` and passes it on; a call
without one gets a fresh solver, and nothing is kept between calls.

The budget counts bytes: a compiled search's table is an array of known size, and a Python search's
table is counted at :data:`ENTRY_BYTES` a stored pattern (measured; a test keeps it honest). It is
checked each time a search asks for its table: the tables least recently used go first, and a table
that alone has outgrown the budget starts again empty. A search in progress is bounded by its own
limit of positions, not by the budget.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

#: What a stored pattern of a Python search's table costs in memory (its key, its bounds, its share of
#: the dictionaries holding it), measured over real searches of tricks and of Piccolissimo and rounded
#: up; a table class may say its own (``ENTRY_BYTES``), as the Pitch search's does.
ENTRY_BYTES = 800
#: The default budget: a few of the compiled search's 22 MB tables and a few hundred thousand patterns.
BUDGET = 128 * 2**20


def table_bytes(table: Any) -> int:
    """The memory a search's table holds: an array's own size, else its patterns at ENTRY_BYTES each."""
    nbytes = getattr(table, "nbytes", None)
    if nbytes is not None:
        return int(nbytes)
    return len(table) * getattr(table, "ENTRY_BYTES", ENTRY_BYTES)


class Solver:
    """The tables of the open-hand searches, by objective, within ``budget`` bytes.

    >>> solver = Solver(budget=2**20)
    >>> solver.table(("tricks", 0), dict) is solver.table(("tricks", 0), dict)
    True
    """

    def __init__(self, budget: int = BUDGET) -> None:
        if budget <= 0:
            raise ValueError(f"a solver's budget is a number of bytes above 0, not {budget}")
        self.budget = budget
        self._tables: OrderedDict[Hashable, Any] = OrderedDict()

    def table(self, objective: Hashable, kind: Callable[[], Any]) -> Any:
        """The table kept for ``objective`` (a new ``kind()`` if none), the others trimmed to the budget."""
        found = self._tables.pop(objective, None)
        if found is None or table_bytes(found) > self.budget:
            found = kind()
        self._tables[objective] = found  # the most recently used go last, and are dropped last
        while self.nbytes > self.budget and len(self._tables) > 1:
            self._tables.popitem(last=False)
        return found

    @property
    def nbytes(self) -> int:
        """The memory the tables hold, as the budget counts it."""
        return sum(table_bytes(t) for t in self._tables.values())

    def __getstate__(self) -> dict[str, int]:
        """A copy (or a pickle sent to another process) keeps the budget, not the tables: they are a cache."""
        return {"budget": self.budget}

    def __setstate__(self, state: dict[str, int]) -> None:
        self.budget = state["budget"]
        self._tables = OrderedDict()

    def __repr__(self) -> str:
        used, budget = self.nbytes / 2**20, self.budget / 2**20
        return f"Solver({len(self._tables)} tables, {used:.1f} of {budget:.0f} MB)"

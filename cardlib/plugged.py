"""What fills each socket of ``cardlib.core.plugs``: the hand-offs up the layers, plugged in by the package.

This module stands above every layer (the package imports it first), so it alone may name what lies
above the core; each provider imports its part only when the socket is first used.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from cardlib.core import plugs


def _drawing() -> plugs.Drawing:
    from cardlib.render.drawing import DRAWING

    return DRAWING


def _question_widget() -> Callable[[Any, int | None], Any]:
    from cardlib.widgets.exercise import Exercise

    return Exercise


def _table_widget() -> Callable[[str, str], Any]:
    from cardlib.widgets.table import Table

    return Table


def _databases() -> tuple[plugs.DatabaseKind, ...]:
    kinds = []
    # A part of the kit whose packages are not installed (the class server's tornado, the runs' Dask)
    # is not named.
    with contextlib.suppress(ImportError):
        from cardlib.classroom.tables import store

        kinds.append(plugs.DatabaseKind(store.WHAT, store.SCHEMA))
    with contextlib.suppress(ImportError):
        from cardlib.sim import runs

        kinds.append(plugs.DatabaseKind(runs.WHAT, runs.SCHEMA))
    return tuple(kinds)


def plug_in() -> None:
    """Fill every socket of :mod:`cardlib.core.plugs` (the package does so when first imported)."""
    plugs.DRAWING.plug(_drawing)
    plugs.QUESTION_WIDGET.plug(_question_widget)
    plugs.TABLE_WIDGET.plug(_table_widget)
    plugs.DATABASES.plug(_databases)

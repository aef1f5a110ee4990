"""Names that moved keep working from their old place, with a warning that names the new one.

A public name that leaves its package or module (issue 35 moved many into the games' packages) is
still handed on from its old place, so that a teacher's notebook written before runs on: the package
sets ``__getattr__ = forward(__name__)`` (PEP 562), and a module that is gone is a small file setting
``__getattr__, __dir__ = old_module(__name__)``. The names are each game's own (``GameSpec.moved``,
found through the registry) and those a place gives itself for what moved within the shared layers.
Nothing is imported before a notebook asks for the name, and every use warns with a
``DeprecationWarning`` naming where it lives now, said at the notebook's line that asked.
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable, Iterable
from functools import cache
from typing import TYPE_CHECKING, Any

from cardlib.core.errors import CardlibError
from cardlib.core.lazy import Ref

if TYPE_CHECKING:  # a package forwarding its names loads nothing more for it on import
    from cardlib.core.spec import Moved


@cache
def _games_moved() -> dict[str, Moved]:
    """Every game's moved names by their old dotted name."""
    # Imported here, not above: a package forwarding its names must not load the games when imported.
    from cardlib.games.registry import GAMES

    found: dict[str, Moved] = {}
    for spec in GAMES.values():
        every = spec.moved() if spec.moved else ()
        for moved in every:
            # The two Bostons both name what moved into the package they share: the same entry twice.
            if found.setdefault(moved.old, moved) != moved:
                raise CardlibError(
                    f"{spec.title} forwards {moved.old}, which another game forwards elsewhere"
                )
    return found


def moved_from(module: str, here: Iterable[Moved] = ()) -> dict[str, Moved]:
    """The names that left ``module`` (``here`` and each game's), by their name in it."""
    prefix = module + "."
    every = {**_games_moved(), **{moved.old: moved for moved in here}}
    return {
        old.removeprefix(prefix): moved
        for old, moved in every.items()
        if old.startswith(prefix) and "." not in old.removeprefix(prefix)
    }


def handed_on(moved: Moved) -> Any:
    """What an old name stands for now, warning where it lives or what replaces it."""
    if moved.instead:
        value = _stand_in(moved.new)
        message = f"{moved.old} is gone; {moved.instead}"
    else:
        value = _load(moved.new)
        message = f"{moved.old} moved to {moved.new.partition(':')[0]}; import it from there"
    warnings.warn(message, DeprecationWarning, stacklevel=_asker())
    return value


def forward(module: str, here: Iterable[Moved] = ()) -> Callable[[str], Any]:
    """The ``__getattr__`` of ``module``, handing on the names that left it (``here`` and each game's)."""
    given = tuple(here)

    def __getattr__(name: str) -> Any:
        # What Python and IPython probe for (__path__, _repr_html_ …) is never a moved name: answered
        # at once, without loading the games' lists.
        if not name.startswith("_"):
            moved = moved_from(module, given).get(name)
            if moved is not None:
                return handed_on(moved)
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return __getattr__


def old_module(
    module: str, here: Iterable[Moved] = ()
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of a module that is gone: every name it held is handed on."""
    given = tuple(here)
    forwarded = forward(module, given)

    def __getattr__(name: str) -> Any:
        if name == "__all__":  # ``from old import *`` takes every name it held, each with its warning
            return sorted(moved_from(module, given))
        return forwarded(name)

    def __dir__() -> list[str]:
        # What it held, not the helpers that hand it on.
        held = [name for name in vars(sys.modules[module]) if name.startswith("__")]
        return sorted({*held, *moved_from(module, given)})

    return __getattr__, __dir__


def _load(path: str) -> Any:
    """The object at ``"module:NAME"``, imported now (a notebook's old name: any object)."""
    found: Ref[Any] = Ref(path)
    return found()


@cache
def _stand_in(maker: str) -> Any:
    """The stand-in for a name that is gone, made once by the function at ``maker``."""
    return _load(maker)()


def _asker() -> int:
    """The ``stacklevel`` of the code that asked for a name: the first caller outside this module.

    ``warnings.warn`` itself steps over the import system's frames, so ``from package import name``,
    which asks once inside importlib and once at the notebook's line, warns at that line both times.
    """
    level, frame = 1, sys._getframe(1)
    while frame.f_back is not None and frame.f_code.co_filename == __file__:
        frame, level = frame.f_back, level + 1
    return level

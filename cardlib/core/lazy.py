"""A package's names imported on first use, so that importing the package costs nothing.

Every command of the command line imports the registry, which imports each game's spec, and so each
game's package: had the package imported its engine, auction and match at once, ``cardlib --help``
would load all four games. A game package lists what it offers as imports under
``if TYPE_CHECKING:`` (the type checker and the reader see them as usual) and hands
:func:`lazy_names` its globals, which reads that block once and imports a name's module when the
name is first used (PEP 562).
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from typing import Any


def _typing_imports(source: str) -> dict[str, str]:
    """Each name imported under ``if TYPE_CHECKING:`` in ``source``, with the module it comes from."""
    names: dict[str, str] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for line in node.body:
                if isinstance(line, ast.ImportFrom) and line.module and not line.level:
                    names.update({alias.asname or alias.name: line.module for alias in line.names})
    return names


def on_first_use(
    namespace: MutableMapping[str, Any], where: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of the module whose ``globals()`` are ``namespace``.

    ``where`` gives each name offered with the module it comes from. ``__getattr__`` imports that
    module on first use and keeps the name in the package, so the second use is a plain attribute;
    an unknown name is an ``AttributeError``, as for any module.
    """
    package = namespace["__name__"]

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(where[name]), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(where))

    return __getattr__, __dir__


def lazy_names(
    namespace: MutableMapping[str, Any],
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of the package whose ``globals()`` are ``namespace``.

    The names are those its ``__init__.py`` imports under ``if TYPE_CHECKING:`` (see
    :func:`on_first_use`).
    """
    return on_first_use(namespace, _typing_imports(Path(namespace["__file__"]).read_text(encoding="utf-8")))

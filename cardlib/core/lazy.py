"""A package's names imported on first use, and :class:`Ref`, one name imported on first use.

The kit's two ways of importing by a string (``tests/test_layers.py`` allows no other), both so that
importing costs nothing until a name is used.

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
from typing import Any, Generic, TypeVar

T = TypeVar("T")


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


class Ref(Generic[T]):
    """A name in another module, written ``"package.module:NAME"``, imported when first asked for.

    A game's spec names its engine, match, pages and questions so (``GameSpec``): the registry loads
    every spec to list the games, and none of their parts until used. The type the name must have
    is the ``Ref``'s own, declared where it is kept (``engine: Ref[type[Rules]]``), so that code using
    ``spec.engine()`` is checked as if it had imported the class; ``tests/test_game_specs.py`` loads
    every game's and checks it has that type.
    """

    __slots__ = ("_value", "path")

    def __init__(self, path: str) -> None:
        module, colon, name = path.partition(":")
        if not (colon and module and name.isidentifier()):
            raise ValueError(f'{path!r} names no object: write "package.module:NAME"')
        self.path = path
        self._value: T | None = None

    def __call__(self) -> T:
        """The object named, imported on the first call."""
        if self._value is None:
            module, _, name = self.path.partition(":")
            self._value = getattr(importlib.import_module(module), name)
        return self._value

    @property
    def module(self) -> str:
        """The module the name is in."""
        return self.path.partition(":")[0]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ref) and other.path == self.path

    def __hash__(self) -> int:
        return hash(self.path)

    def __repr__(self) -> str:
        return f"Ref({self.path!r})"

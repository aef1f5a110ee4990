"""Which way the kit's imports run: each layer builds on those below it, and no module on itself.

The layers, lowest first (docs/architecture.md, "The layers"): a module may import its own layer and
those below, never one above, whether the import stands at the top of the file, inside a function or
under ``if TYPE_CHECKING:``. Where a lower layer must hand something upward (a card drawing itself,
a question offering its widget), it goes through a socket of ``cardlib.core.plugs``, which the
package fills. No two modules import each other, however far round (imports inside functions
included: they hide a circle, they do not break it). Nothing is imported by a string but through
the two lazy loaders.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import NamedTuple

import pytest

KIT = Path(__file__).parents[1] / "cardlib"

LAYERS = (
    "core",
    "render",
    "games' rules",
    "records",
    "analysis",
    "players",
    "sim",
    "exercises",
    "games' teaching",
    "classroom",
    "widgets",
    "faces",
    "the package",
)
#: A game's teaching half, by its modules' names in the game's package (the rest are its rules):
#: questions and exercise topics, deals worth studying, its one-page summary and score sheets, what
#: notebooks import of it, its own search. A game's ``widgets`` module is in the widgets layer.
TEACHING = {
    "boards",
    "exercises",
    "ladder_question",
    "notebook",
    "points_question",
    "search",
    "setback_question",
    "settlement_question",
    "sheets",
    "summary",
}
#: The only modules that import by a string: the package's names on first use, and the registry.
LOADERS = {"cardlib.core.lazy", "cardlib.games.registry"}


class Import(NamedTuple):
    """One import in the kit: who, of what, where, and whether it runs (not only for the type checker)."""

    importer: str
    imported: str
    line: int
    runs: bool


def module_name(path: Path) -> str:
    """``cardlib/games/pitch/engine.py`` → ``cardlib.games.pitch.engine`` (a package by its folder)."""
    parts = path.relative_to(KIT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, ast.Module]:
    """Every module of the kit, parsed."""
    return {module_name(path): ast.parse(path.read_text(), str(path)) for path in sorted(KIT.rglob("*.py"))}


def layer(module: str) -> str:
    """The layer a module of the kit is in."""
    parts = module.split(".")
    if module in ("cardlib", "cardlib.__main__", "cardlib.plugged"):
        return "the package"
    top = parts[1]
    if top == "games":
        if len(parts) > 3 and parts[3] == "widgets":
            return "widgets"
        return "games' teaching" if len(parts) > 3 and parts[3] in TEACHING else "games' rules"
    named = {"forwarding": "games' rules", "records": "records"}
    return named.get(top, top)


def _owner(name: str) -> str:
    """The module a dotted name imported belongs to (``cardlib.core.cards.Card``: ``cardlib.core.cards``)."""
    while name not in modules() and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


def imports() -> Iterator[Import]:
    """Every import of a kit module by a kit module."""
    for importer, tree in modules().items():
        typing_only = {
            id(node)
            for branch in ast.walk(tree)
            if isinstance(branch, ast.If) and "TYPE_CHECKING" in ast.unparse(branch.test)
            for node in ast.walk(branch)
        }
        package = importer if importer in modules() and _is_package(importer) else importer.rsplit(".", 1)[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    above = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*above, *([node.module] if node.module else [])])
                names = [base] if node.module else []
                names += [f"{base}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                if name.split(".")[0] == "cardlib":
                    yield Import(importer, _owner(name), node.lineno, id(node) not in typing_only)


def _is_package(module: str) -> bool:
    return (KIT.parent / module.replace(".", "/") / "__init__.py").exists()


def test_every_module_has_a_layer():
    """A new top-level part of the kit is given its place in the layers before it is used."""
    unplaced = {module for module in modules() if layer(module) not in LAYERS}
    assert not unplaced, f"not in any layer: {sorted(unplaced)}"


def test_no_module_imports_a_layer_above_its_own():
    upward = sorted(
        f"{i.importer}:{i.line} ({layer(i.importer)}) imports {i.imported} ({layer(i.imported)})"
        for i in imports()
        if LAYERS.index(layer(i.imported)) > LAYERS.index(layer(i.importer))
    )
    assert not upward, "imports up the layers:\n" + "\n".join(upward)


def circles() -> list[list[str]]:
    """The kit's import circles: each set of modules that reach each other (Tarjan's algorithm)."""
    edges: dict[str, set[str]] = {module: set() for module in modules()}
    for i in imports():
        # A module reaches the package it is in by being imported: that is no circle of the kit's.
        if i.runs and i.imported != i.importer and not i.importer.startswith(i.imported + "."):
            edges[i.importer].add(i.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(edges[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            members = []
            while (member := stack.pop()) != module:
                members.append(member)
            if members:
                found.append(sorted([module, *members]))

    for module in sorted(edges):
        if module not in index:
            visit(module)
    return found


def test_no_module_reaches_itself_through_its_imports():
    assert circles() == []


def test_only_the_lazy_loaders_import_by_a_string():
    """``importlib`` and ``__import__`` would hide an import from the layers above: only the two loaders."""
    found = sorted(
        f"{module}:{node.lineno}"
        for module, tree in modules().items()
        if module not in LOADERS
        for node in ast.walk(tree)
        if (isinstance(node, ast.Name) and node.id == "__import__")
        or (isinstance(node, ast.Import | ast.ImportFrom) and "importlib" in ast.unparse(node).split())
    )
    assert not found, f"imports by a string outside the loaders: {found}"


@pytest.mark.parametrize(
    ("source", "upward"),
    [
        ("from cardlib.render.svg import card_svg", True),  # the core drawing its own cards
        ("def f():\n    from cardlib.widgets import Table", True),  # hidden inside a function
        ("if TYPE_CHECKING:\n    from cardlib.exercises import Question", True),  # for the checker only
        ("from cardlib.core.cards import Card", False),
        ("from . import words", False),  # a relative import within the core
    ],
)
def test_the_contract_would_catch_an_import_up_the_layers(source, upward, monkeypatch):
    """The check can fail: a core module given each of these imports is caught, or passed, as it should."""
    parsed = dict(modules())
    parsed["cardlib.core.cards"] = ast.parse(source)
    monkeypatch.setattr(__import__(__name__), "modules", lambda: parsed)
    caught = [
        i
        for i in imports()
        if i.importer == "cardlib.core.cards" and LAYERS.index(layer(i.imported)) > LAYERS.index("core")
    ]
    assert bool(caught) == upward


def test_the_circle_check_would_catch_a_circle(monkeypatch):
    parsed = dict(modules())
    parsed["cardlib.core.words"] = ast.parse("def f():\n    from cardlib.core.cards import Card")
    parsed["cardlib.core.cards"] = ast.parse("from cardlib.core.words import shown")
    monkeypatch.setattr(__import__(__name__), "modules", lambda: parsed)
    assert ["cardlib.core.cards", "cardlib.core.words"] in circles()

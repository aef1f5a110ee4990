"""The command line starts without loading the games it is not asked about (issue 53)."""

import subprocess
import sys

import pytest

ENGINES = [f"cardlib.games.{g}.engine" for g in ("boston", "fontainebleau", "pitch", "sevenup")]


def _loaded(code: str) -> set[str]:
    probe = f"import sys\n{code}\nprint(' '.join(sys.modules))"
    return set(
        subprocess.run(
            [sys.executable, "-c", probe], check=True, capture_output=True, text=True
        ).stdout.split()
    )


def test_importing_the_command_line_loads_no_game_engine():
    loaded = _loaded("import cardlib.faces.cli")
    assert not loaded & set(ENGINES)
    assert "cardlib.games.registry" in loaded  # the games are known by their specs alone


def test_importing_cardlib_loads_almost_nothing():
    assert {m for m in _loaded("import cardlib") if m.startswith("cardlib")} <= {
        "cardlib",
        "cardlib.core",
        "cardlib.core.lazy",
        "cardlib.core.plugs",  # the sockets the package fills, each importing its part on first use
        "cardlib.core.version",
        "cardlib.faces",
        "cardlib.faces.site_note",
        "cardlib.plugged",
    }


@pytest.mark.parametrize(
    "package", ["cardlib", *(f"cardlib.games.{g}" for g in ("boston", "fontainebleau", "pitch", "sevenup"))]
)
def test_a_lazy_package_offers_every_name_it_lists(package):
    import importlib

    module = importlib.import_module(package)
    for name in module.__all__:
        assert getattr(module, name) is not None and name in dir(module)
    with pytest.raises(AttributeError, match="has no attribute 'no_such_name'"):
        module.no_such_name  # noqa: B018


def test_a_game_is_loaded_when_it_is_used():
    assert "cardlib.games.pitch.engine" in _loaded("from cardlib.games.pitch import PitchState")


def test_the_command_line_loads_neither_the_terminal_game_nor_the_drawing_until_asked():
    loaded = _loaded("import cardlib.faces.cli")
    assert not {
        m for m in loaded if m.startswith(("cardlib.render", "cardlib.faces.terminal", "cardlib.faces.show"))
    }

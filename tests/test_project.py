"""The project as a newcomer meets it: README, CI script, environment, docs, style."""

import ast
import doctest
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

import cardlib
from cardlib.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands():
    return re.findall(r"```bash\n(.+?)\n```", (ROOT / "README.md").read_text())[:2]


def test_readme_starts_with_the_lab_and_test_commands_and_ci_runs_the_test_one():
    lab, test = _readme_commands()
    assert (
        "jupyter lab --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks/00_start_here.ipynb"
        in lab
    )
    assert "jupyter trust *.ipynb notebooks/*.ipynb exercises/*.ipynb" in lab
    assert "[test]" not in lab, "JupyterLab needs the kit, not what the tests need (855 MB)"
    assert test.endswith("python -m pytest")
    ci = (ROOT / ".ci" / "run").read_text()
    assert test.replace("pip install -e", "pip install -q -e") in ci


def _names(requirements):
    return {re.split(r"[<>=\[ ]", r, maxsplit=1)[0].lower() for r in requirements}


def test_environment_yml_installs_what_pyproject_asks_for():
    yaml = pytest.importorskip("yaml")
    environment = yaml.safe_load((ROOT / "environment.yml").read_text())
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    conda = [d for d in environment["dependencies"] if isinstance(d, str)]
    pip = next(d["pip"] for d in environment["dependencies"] if isinstance(d, dict))
    assert _names(project["dependencies"]) <= _names(conda)
    assert "-e ." in pip
    assert project["name"] != "cardlib"


def test_the_package_and_readme_examples_run_as_doctests():
    import importlib
    import pkgutil

    tried_all = 0
    for info in pkgutil.walk_packages(cardlib.__path__, "cardlib."):
        if info.name == "cardlib.__main__":
            continue
        failures, tried = doctest.testmod(importlib.import_module(info.name))
        assert not failures, info.name
        tried_all += tried
    assert doctest.testmod(cardlib).attempted and tried_all
    text = (ROOT / "README.md").read_text()
    examples = "\n".join(re.findall(r"```python\n(>>>.+?)\n```", text, re.S))
    test = doctest.DocTestParser().get_doctest(examples, {}, "README", "README.md", 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert runner.summarize(verbose=False).attempted >= 4
    plain = doctest.testfile(str(ROOT / "README.md"), module_relative=False, verbose=False)
    assert plain.failed == 0 and plain.attempted >= 20, "python -m doctest README.md passes too"


def test_docs_pictures_are_current():
    sys.path.insert(0, str(ROOT / "docs"))
    from make_pictures import HERE, pictures

    for name, svg in pictures().items():
        assert (HERE / name).read_text(encoding="utf-8") == svg, f"run python docs/make_pictures.py ({name})"


def test_the_docs_option_table_matches_the_code():
    text = (ROOT / "docs" / "hand-records.md").read_text()
    games = "|".join(["all", *GAMES])
    rows = re.findall(rf"^\| ({games}) \| `(\w+)` \|", text, re.M)
    documented = {(game, name) for game, name in rows}
    actual = set()
    for game, spec in GAMES.items():
        for option in spec.options:
            actual.add(("all" if option.name == "revokes" else game, option.name))
    assert documented == actual


def test_the_docs_option_table_is_written_from_the_options_in_the_code():
    """One source: the table of docs/hand-records.md is what tools/option_table.py writes from the specs."""
    sys.path.insert(0, str(ROOT / "tools"))
    from option_table import page, table

    text = (ROOT / "docs" / "hand-records.md").read_text(encoding="utf-8")
    assert table() in text, "run python tools/option_table.py: the options table is out of date"
    assert page(text) == text


def test_the_readme_names_every_default_that_is_not_fosters_rule():
    """README, Rules: the defaults that are the kit's reading, then the three that go against Foster."""
    from cardlib.core.options import DEPARTURE, READING

    rules = (ROOT / "README.md").read_text(encoding="utf-8").split("## Rules\n")[1].split("\n## ")[0]
    reading_part, departure_part = rules.split("the default is the kit's reading:")[1].split("go against")
    options = {o.name: o for spec in GAMES.values() for o in spec.options}
    named = {
        kind: set(re.findall(r"`(\w+)`", part)) & set(options)
        for kind, part in ((READING, reading_part), (DEPARTURE, departure_part))
    }
    for kind in (READING, DEPARTURE):
        assert named[kind] == {n for n, o in options.items() if o.default_is == kind}, kind
    assert "Foster's rules are the default everywhere" not in rules


def test_every_public_function_has_a_docstring_and_type_hints():
    import inspect

    for name in cardlib.__all__:
        thing = getattr(cardlib, name)
        if inspect.isfunction(thing):
            assert thing.__doc__, name
            hints = thing.__annotations__
            assert "return" in hints, f"{name} needs a return type"


@pytest.mark.parametrize("args", [["check", "."], ["format", "--check", "."]])
def test_ruff_is_clean(args):
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.skip("ruff is not installed")
    run = subprocess.run([ruff, *args], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def _names_of_games_in(source: str, where: str) -> list[str]:
    """String constants in ``source`` that are exactly a game's name (docstrings are longer)."""
    import ast

    from cardlib import known_games

    games = set(known_games())
    return [
        f"{where}:{node.lineno} {node.value!r}"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and node.value in games
    ]


PROBES = ("getattr(state", "hasattr(state", "getattr(self.state", "hasattr(self.state")


def _interface_breaches(source: str, where: str) -> list[str]:
    probes = [f"{where}: {probe}" for probe in PROBES for _ in range(source.count(probe))]
    return probes + _names_of_games_in(source, where)


def test_the_layers_above_the_games_use_only_the_game_interface():
    """No probing of engine attributes, and no game named in code, outside cardlib/games/."""
    found = []
    for path in sorted((ROOT / "cardlib").rglob("*.py")):
        if (ROOT / "cardlib" / "games") not in path.parents:
            found += _interface_breaches(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, "\n".join(found)


#: A game's spec read for its name (``BOSTON.name``).
SPEC_NAME = re.compile(r"\b[A-Z]+\.name\b")


def _is_a_game_module(name: str) -> bool:
    """A game's module or a path to one (``cardlib.games.pitch…``), the registry excepted."""
    return name.startswith("cardlib.games.") and not name.startswith("cardlib.games.registry")


def _naming_games(source: str) -> bool:
    """Whether the code imports a game's module in any form, names one in a string, or reads ``X.name``."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import) and any(_is_a_game_module(a.name) for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module:
            if _is_a_game_module(node.module):
                return True
            if node.module == "cardlib.games" and any(a.name != "registry" for a in node.names):
                return True
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _is_a_game_module(node.value):
            return True  # "cardlib.games.pitch.search:value", loaded by name
    return bool(SPEC_NAME.search(source))


def test_no_module_above_the_games_names_a_game():
    """Players, analysis, widgets, exercises and the rest reach a game through the registry (issue 35)."""
    naming = [
        str(path.relative_to(ROOT / "cardlib"))
        for path in sorted((ROOT / "cardlib").rglob("*.py"))
        if (ROOT / "cardlib" / "games") not in path.parents and _naming_games(path.read_text("utf-8"))
    ]
    assert not naming, f"these name a game: {naming}"


def test_the_game_name_check_finds_imports_and_spec_names():
    assert _naming_games("from cardlib.games.pitch.points import game_value\n")
    assert _naming_games("import cardlib.games.pitch.points\n")
    assert _naming_games("from cardlib.games import pitch\n")
    assert _naming_games('x = load("cardlib.games.pitch.search:open_hand_value")\n')
    assert _naming_games("x = new_record(BOSTON.name)\n")
    assert not _naming_games("from cardlib.games.registry import GAMES\nname = spec.name\n")
    assert not _naming_games("from cardlib.games import registry\n")


def test_the_types_check():
    """mypy, as pyproject.toml sets it: strict on every layer (the widgets nearly so)."""
    mypy = shutil.which("mypy", path=str(Path(sys.executable).parent)) or shutil.which("mypy")
    if mypy is None:
        pytest.skip("mypy is not installed")
    run = subprocess.run([mypy], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_interface_check_finds_probes_and_game_names():
    found = _interface_breaches('play = getattr(state, "play", None)\nif game == "boston": pass\n', "x.py")
    assert found == ["x.py: getattr(state", "x.py:2 'boston'"]


KIT_WIDGET = r"(CardPicker|Table|TrickExplorer|PitchPoints|SetBack|Settlement|BidLadder)\("


def _stored_notebooks():
    return sorted(p for folder in ("notebooks", "exercises") for p in (ROOT / folder).glob("*.ipynb"))


def test_stored_widgets_show_their_pictures_not_a_dangling_model():
    """Issue 17: no output links to a widget model that is not stored; the kit's widgets carry a picture."""
    pictured = 0
    for path in _stored_notebooks():
        book = json.loads(path.read_text(encoding="utf-8"))
        for cell in book["cells"]:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                assert "application/vnd.jupyter.widget-view+json" not in data, path.name
                plain = "".join(data.get("text/plain", []))
                if re.match(KIT_WIDGET, plain):
                    assert "text/html" in data, f"{path.name}: {plain}"
                    pictured += "<svg" in "".join(data["text/html"])
    assert pictured >= 6


def test_an_html_export_shows_the_card_table_not_a_repr(tmp_path):
    """What GitHub, nbviewer or a teacher's HTML export shows of notebook 09: the cards."""
    nbconvert = pytest.importorskip("nbconvert")
    import nbformat

    book = nbformat.read(ROOT / "notebooks" / "09_play_a_hand.ipynb", as_version=4)
    html, _ = nbconvert.HTMLExporter().from_notebook_node(book)
    assert "Table(game=" not in html, "the repr is not what a reader sees"
    assert html.count("<svg") >= 3 and html.count("<title>") > 30, "three tables, their cards drawn"


def test_each_lesson_with_an_exercise_links_to_it():
    """Issue 18: a lesson ends with a link to its exercise, and the link leads to a file that exists."""
    linked = set()
    from cardlib.exercises.lessons import all_lessons

    lessons = [ROOT / "notebooks" / f"{lesson.stem}.ipynb" for lesson in all_lessons()]
    for lesson in lessons:
        text = lesson.read_text(encoding="utf-8")
        found = re.findall(r"\(\.\./exercises/([^)]+\.ipynb)\)", text)
        assert found, f"{lesson.name} links to no exercise"
        for name in found:
            assert (ROOT / "exercises" / name).exists(), name
        linked.update(found)
    assert linked == {p.name for p in (ROOT / "exercises").glob("*.ipynb")}

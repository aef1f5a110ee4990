"""The public API written out: removing or renaming a name is a decision (this file is edited), not a slip.

Each public module (one with ``__all__``) offers exactly the names listed here. Every name that was
public before issue 35 moved it still imports from its old place, warns with a DeprecationWarning
naming its new home and is the same object there (or, for the three that are gone, a stand-in that
behaves as the old name did); nothing in the kit itself imports an old place; and ``cardlib.widgets``
offers every game's widgets, found through the registry and imported on first use, without a warning.
"""

import ast
import importlib
import json
import random
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
import tomllib

from cardlib.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent

#: Each public module and the names it offers: its ``__all__``.
PUBLIC = {
    "cardlib": [
        "Card",
        "CardError",
        "CardlibError",
        "Cards",
        "Contract",
        "Deal",
        "DealPattern",
        "FollowRule",
        "Goal",
        "HandRecord",
        "IllegalAction",
        "NotImplementedGame",
        "OptionError",
        "Outcome",
        "Rank",
        "RecordError",
        "Rules",
        "State",
        "Suit",
        "Trick",
        "TrickPlay",
        "action_words",
        "card",
        "cards",
        "deal",
        "full_pack",
        "generator",
        "illegal_reason",
        "known_games",
        "legal_plays",
        "load_record",
        "new_record",
        "parse_record",
        "refusal",
        "replay",
        "rules_for",
        "shuffled",
        "use_deck",
        "winning_position",
    ],
    "cardlib.analysis": [
        "Analysis",
        "Board",
        "Effort",
        "ExactlyOneSearch",
        "Minimax",
        "NotAnalysable",
        "Report",
        "SearchTooBig",
        "Slip",
        "Solver",
        "TrickSearch",
        "analyse",
        "best_line",
        "value",
        "where_it_went_wrong",
    ],
    "cardlib.classroom": [
        "ClassReport",
        "ClassSeat",
        "DealSet",
        "class_report",
        "load_deal_set",
        "make_deal_set",
    ],
    "cardlib.exercises": [
        "Feedback",
        "Question",
        "all_topics",
        "answer_key_html",
        "make_questions",
        "sheets",
        "worksheet_html",
        "write_worksheet",
    ],
    "cardlib.games.californiajack": [
        "CaliforniaJackMatch",
        "CaliforniaJackOutcome",
        "CaliforniaJackRuleOfThumb",
        "CaliforniaJackRules",
        "CaliforniaJackState",
        "PlayPoints",
        "taken_points",
    ],
    "cardlib.games.boston": [
        "BostonAuction",
        "BostonMatch",
        "BostonRules",
        "BostonState",
        "Call",
        "Settlement",
        "Strength",
        "add_to_pools",
        "call_trump",
        "call_value",
        "describe",
        "double_pool",
        "is_pool_bid",
        "ladder",
        "ladder_lines",
        "loss_value",
        "misere_partout",
        "outranks",
        "read_call",
        "settle_call",
        "settle_partout",
        "take_pool",
        "trick_call",
        "win_value",
    ],
    "cardlib.games.fontainebleau": [
        "FLAT",
        "FontainebleauAuction",
        "FontainebleauMatch",
        "FontainebleauRules",
        "FontainebleauState",
        "LADDERS",
        "TABLE_1",
        "Valuation",
        "call_trump",
        "describe",
        "honour_tricks",
        "ladder",
        "read_call",
        "settle_call",
        "settle_partout",
        "trick_value",
    ],
    "cardlib.games.pitch": [
        "BoardAuction",
        "GAME_VALUES",
        "PitchMatch",
        "PitchRules",
        "PitchState",
        "Points",
        "SellingAuction",
        "Settlement",
        "SheetRow",
        "award_points",
        "game_count",
        "game_value",
        "in_the_hole",
        "settle",
    ],
    "cardlib.games.sevenup": [
        "PlayPoints",
        "SevenUpMatch",
        "SevenUpOutcome",
        "SevenUpRuleOfThumb",
        "SevenUpRules",
        "SevenUpState",
        "game_winner",
        "play_points",
        "sides_of",
    ],
    "cardlib.players": [
        "ExpertPlayer",
        "Player",
        "RandomPlayer",
        "SamplingPlayer",
        "SeatView",
        "expert",
        "own_hand",
        "rule_of_thumb",
        "sample_world",
        "sampling",
        "seat_value",
        "seat_view",
    ],
    "cardlib.records": ["HandRecord", "load_record", "new_record", "parse_record", "replay", "rules_for"],
    "cardlib.sim": [
        "count_in_hands",
        "deal_batch",
        "estimate",
        "hand_of",
        "holders",
        "jack_dealt_exactly",
        "shuffled_packs",
        "suit_lengths",
    ],
    # What lesson 10 and the docs import from here; the records themselves are cardlib.sim.duplicates'.
    "cardlib.sim.tournament": [
        "Duplicate",
        "SeatRecord",
        "beneath",
        "called",
        "deal_state",
        "duplicate",
        "interval",
        "play_seat",
    ],
    # The kit's own widgets, then each game's (GameSpec.widgets), which are as much at home here.
    "cardlib.widgets": [
        "CardPicker",
        "CardSelection",
        "ClassTable",
        "Table",
        "TableGame",
        "TrickExplorer",
        "TrickQuestion",
        "BidLadder",
        "LadderQuestion",
        "PitchPoints",
        "PitchPointsQuestion",
        "SetBack",
        "SetBackQuestion",
        "Settlement",
        "SettlementQuestion",
    ],
}

#: The widgets of each game, which cardlib.widgets offers as its own, with where each is defined.
GAME_WIDGETS = {
    "BidLadder": "cardlib.games.solo.widgets",
    "Settlement": "cardlib.games.solo.widgets",
    "LadderQuestion": "cardlib.games.solo.ladder_question",
    "SettlementQuestion": "cardlib.games.solo.settlement_question",
    "PitchPoints": "cardlib.games.pitch.widgets",
    "SetBack": "cardlib.games.pitch.widgets",
    "PitchPointsQuestion": "cardlib.games.pitch.points_question",
    "SetBackQuestion": "cardlib.games.pitch.setback_question",
}

#: Every name that was public before issue 35 moved it (the packages' ``__all__`` of commit 34f1010, and
#: what each module that is gone defined), with the module it lives in now.
MOVED = {
    "cardlib.analysis": {"PitchSearch": "cardlib.games.pitch.search"},
    "cardlib.players": {
        "BostonRuleOfThumb": "cardlib.games.boston.rule_of_thumb",
        "estimated_tricks": "cardlib.games.boston.rule_of_thumb",
        "FontainebleauRuleOfThumb": "cardlib.games.fontainebleau.rule_of_thumb",
        "PitchRuleOfThumb": "cardlib.games.pitch.rule_of_thumb",
        "best_trump": "cardlib.games.pitch.rule_of_thumb",
        "expected_points": "cardlib.games.pitch.rule_of_thumb",
    },
    # The modules that are gone, each now a small file handing its names on.
    "cardlib.analysis.pitch_search": dict.fromkeys(
        ["PitchSearch", "GAME", "JACK", "COUNTING", "ALL_GAME_CARDS", "FIRST_BUDGET"],
        "cardlib.games.pitch.search",
    ),
    "cardlib.exercises.hands": {
        "CARDS_LEFT": "cardlib.games.boston.exercises.hands",
        "play_question": "cardlib.games.boston.exercises.hands",
        "analysis_question": "cardlib.games.boston.exercises.hands",
        "sample_deal_question": "cardlib.games.pitch.exercises.sample_deals",
    },
    "cardlib.exercises.settling": {
        "BOSTON_CASES": "cardlib.games.boston.exercises.settlement",
        "boston_settlement_question": "cardlib.games.boston.exercises.settlement",
        "FONTAINEBLEAU_CASES": "cardlib.games.fontainebleau.exercises",
        "HONOURS": "cardlib.games.fontainebleau.exercises",
        "fontainebleau_call_question": "cardlib.games.fontainebleau.exercises",
    },
    "cardlib.players.base": dict.fromkeys(
        ["Player", "RandomPlayer", "own_hand", "seat_value"], "cardlib.core.player"
    ),
    "cardlib.players.view": dict.fromkeys(
        ["SeatView", "seat_view", "shown_voids", "STOCK"], "cardlib.core.view"
    ),
    "cardlib.players.boston_rules_of_thumb": dict.fromkeys(
        ["BostonRuleOfThumb", "estimated_tricks", "misere_safe"], "cardlib.games.boston.rule_of_thumb"
    ),
    "cardlib.players.fontainebleau_rules_of_thumb": dict.fromkeys(
        ["FontainebleauRuleOfThumb", "ACCEPT_AT", "PARTNER_HELP"], "cardlib.games.fontainebleau.rule_of_thumb"
    ),
    "cardlib.players.pitch_rules_of_thumb": dict.fromkeys(
        ["PitchRuleOfThumb", "best_trump", "expected_points"], "cardlib.games.pitch.rule_of_thumb"
    ),
    "cardlib.widgets.bid_ladder": {"BidLadder": "cardlib.games.solo.widgets"},
    "cardlib.widgets.ladder_question": {"LadderQuestion": "cardlib.games.solo.ladder_question"},
    "cardlib.widgets.settlement": dict.fromkeys(
        ["Settlement", "PAYMENT_OPTIONS"], "cardlib.games.solo.widgets"
    ),
    "cardlib.widgets.settlement_question": dict.fromkeys(
        ["SettlementQuestion", "taken_from"], "cardlib.games.solo.settlement_question"
    ),
    "cardlib.widgets.pitch_points": {
        "PitchPoints": "cardlib.games.pitch.widgets",
        "PitchPointsQuestion": "cardlib.games.pitch.points_question",
    },
    "cardlib.widgets.set_back": dict.fromkeys(["SetBack", "POINT_NAMES"], "cardlib.games.pitch.widgets"),
    "cardlib.widgets.setback_question": {"SetBackQuestion": "cardlib.games.pitch.setback_question"},
}

#: The modules that are gone: everything they held moved.
GONE_MODULES = [module for module in MOVED if module not in ("cardlib.analysis", "cardlib.players")]

#: The public names that are gone rather than moved, each with words its warning must say: they
#: are handed on as stand-ins that behave as the old names did.
STAND_INS = {
    "cardlib.exercises.TOPICS": "all_topics()",
    "cardlib.sim.game_in_hands": "count_in_hands(hands, game_value)",
    "cardlib.sim.GAME_VALUES": "game_value(card), from cardlib.games.pitch",
}

OLD_NAMES = [(module, name, new) for module, names in MOVED.items() for name, new in names.items()]


def _defining_all(path: Path) -> bool:
    return any(
        isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
        for node in ast.parse(path.read_text(encoding="utf-8")).body
    )


def test_the_public_modules_are_those_listed():
    """A module that gains an ``__all__`` becomes public: list it above."""
    found = set()
    for path in (ROOT / "cardlib").rglob("*.py"):
        if _defining_all(path):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    assert found == set(PUBLIC)


@pytest.mark.parametrize("module", PUBLIC)
def test_each_public_module_offers_exactly_the_names_listed(module):
    package = importlib.import_module(module)
    assert sorted(package.__all__) == sorted(PUBLIC[module]), "a name was added or removed: list it above"
    assert set(package.__all__) <= set(dir(package))
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=r"cardlib\.", category=DeprecationWarning)
        for name in package.__all__:
            assert getattr(package, name) is not None, name


@pytest.mark.parametrize(("module", "name", "new"), OLD_NAMES, ids=[f"{m}.{n}" for m, n, _ in OLD_NAMES])
def test_a_moved_name_imports_from_its_old_place_warning_where_it_lives_now(module, name, new):
    namespace: dict = {}
    cell = compile(f"from {module} import {name}", "<a teacher's notebook>", "exec")
    with pytest.warns(DeprecationWarning) as said:
        exec(cell, namespace)
    assert {str(w.message) for w in said} == {f"{module}.{name} moved to {new}; import it from there"}
    assert {w.filename for w in said} == {"<a teacher's notebook>"}, "said at the line that asked for it"
    assert namespace[name] is getattr(importlib.import_module(new), name)


@pytest.mark.parametrize("module", GONE_MODULES)
def test_a_module_that_is_gone_offers_every_name_it_held(module):
    old = importlib.import_module(module)
    assert {name for name in dir(old) if not name.startswith("_")} == set(MOVED[module])
    namespace: dict = {}
    with pytest.warns(DeprecationWarning, match=re.escape(module)):
        exec(f"from {module} import *", namespace)
    assert set(MOVED[module]) <= set(namespace)
    with pytest.raises(AttributeError):
        old.never_was_here  # noqa: B018


def test_the_names_the_games_hand_on_are_listed_here():
    """Each game's ``GameSpec.moved`` (with what the two Bostons share) and this file's lists agree."""
    handed_on = {moved.old: moved.new for spec in GAMES.values() if spec.moved for moved in spec.moved()}
    listed = {f"{module}.{name}": f"{new}:{name}" for module, name, new in OLD_NAMES}
    assert {old: new for old, new in handed_on.items() if old not in STAND_INS} == {
        old: new for old, new in listed.items() if not new.startswith("cardlib.core.")
    }
    assert set(STAND_INS) - handed_on.keys() == {"cardlib.exercises.TOPICS"}  # the exercises' own


def test_topics_is_handed_on_as_each_topics_question_maker():
    from cardlib.exercises import Question, all_topics

    with pytest.warns(DeprecationWarning, match=re.escape(STAND_INS["cardlib.exercises.TOPICS"])):
        from cardlib.exercises import TOPICS as topics
    assert topics == {name: topic.make for name, topic in all_topics().items()}
    assert isinstance(topics["tricks"](random.Random(1)), Question)


def test_the_simulations_pitch_counts_are_handed_on_as_before():
    np = pytest.importorskip("numpy")
    from cardlib.sim import deal_batch

    # GAME_VALUES and game_in_hands as cardlib.sim defined them before issue 35.
    values = np.array(
        [{10: 10, 11: 1, 12: 2, 13: 3, 14: 4}.get(i % 13 + 2, 0) for i in range(52)], dtype=np.int16
    )
    hands = deal_batch(300, 4, 6, seed=5)
    with pytest.warns(DeprecationWarning, match=re.escape(STAND_INS["cardlib.sim.GAME_VALUES"])):
        from cardlib.sim import GAME_VALUES as game_values
    with pytest.warns(DeprecationWarning, match=re.escape(STAND_INS["cardlib.sim.game_in_hands"])):
        from cardlib.sim import game_in_hands
    assert game_values.dtype == values.dtype and (game_values == values).all()
    counted = game_in_hands(hands)
    assert counted.dtype == np.int64 and (counted == np.take(values, hands).sum(axis=2)).all()


def test_each_games_widgets_are_at_home_in_cardlib_widgets_without_a_warning():
    import cardlib.widgets

    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=r"cardlib\.", category=DeprecationWarning)
        for name, home in GAME_WIDGETS.items():
            namespace: dict = {}
            exec(f"from cardlib.widgets import {name}", namespace)
            assert namespace[name] is getattr(importlib.import_module(home), name)
    assert set(GAME_WIDGETS) <= set(dir(cardlib.widgets))
    # They come from the registry: each game's spec names its own.
    named = {path.rpartition(":")[2] for spec in GAMES.values() if spec.widgets for path in spec.widgets()}
    assert named == set(GAME_WIDGETS)


def test_the_widgets_package_loads_a_games_widgets_on_first_use():
    code = (
        "import json, sys\n"
        "import cardlib.widgets as w\n"
        "def loaded(): return sorted(m for m in sys.modules if m.startswith('cardlib.games')"
        " and m.endswith(('.widgets', '_question')))\n"
        "before = loaded()\n"
        "listed = 'PitchPoints' in dir(w) and 'BidLadder' in w.__all__\n"
        "w.PitchPoints\n"
        "print(json.dumps([before, listed, loaded()]))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    before, listed, after = json.loads(run.stdout)
    assert before == [] and listed
    assert "cardlib.games.pitch.widgets" in after and "cardlib.games.solo.widgets" not in after


def test_a_new_games_widgets_appear_without_editing_cardlib_widgets():
    code = (
        "import dataclasses, json, sys, types\n"
        "from cardlib.core.lazy import Ref\n"
        "from cardlib.games import registry\n"
        "sys.modules['toy'] = types.SimpleNamespace(WIDGETS=('json:JSONDecoder',))\n"
        "registry.GAMES['toy'] = dataclasses.replace(\n"
        "    registry.GAMES['pitch'], name='toy', widgets=Ref('toy:WIDGETS'), moved=None)\n"
        "import cardlib.widgets as w\n"
        "print(w.JSONDecoder is json.JSONDecoder and 'JSONDecoder' in w.__all__)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert run.stdout.strip() == "True"


#: ``from cardlib… import a, b`` (parentheses and line breaks allowed) or ``import cardlib…``, in code,
#: a notebook's JSON or a page.
IMPORTS = re.compile(r"from\s+(cardlib[\w.]*)\s+import\s+(\([^)]*\)|[\w ,]+)|import\s+(cardlib[\w.]*)")


def _kit_files():
    folders = ("cardlib", "notebooks", "exercises", "docs", "tools", "tests", "benchmarks")
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".ipynb", ".md") and path != Path(__file__):
                yield path
    yield from sorted(ROOT.glob("*.ipynb"))
    yield ROOT / "README.md"


def test_nothing_in_the_kit_imports_an_old_place():
    old = {(module, name) for module, name, _ in OLD_NAMES} | {tuple(s.rsplit(".", 1)) for s in STAND_INS}
    found = []
    for path in _kit_files():
        text = path.read_text(encoding="utf-8")
        for module, names, plain in IMPORTS.findall(text):
            where = f"{path.relative_to(ROOT)}: {module or plain}"
            if (module or plain) in GONE_MODULES:
                found.append(where)
            found += [f"{where}.{name}" for name in re.findall(r"\w+", names) if (module, name) in old]
    assert not found, "import these from their new places: " + ", ".join(found)


def test_what_the_docs_import_runs_without_a_warning():
    """The README's and the docs' imports are the kit's documented homes: none of them is deprecated."""
    lines = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for line in page.read_text(encoding="utf-8").splitlines():
            line = line.strip().removeprefix(">>> ")
            if re.match(r"(from cardlib[\w.]* import [\w, ]+|import cardlib[\w.]*)$", line):
                lines.append(line)
    assert any("cardlib.widgets import" in line for line in lines)
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=r"cardlib\.", category=DeprecationWarning)
        for line in lines:
            exec(line, {})


def test_pytest_turns_no_deprecation_warning_into_an_error():
    """The old names warn; the tests (and a notebook nbval runs, whose kernel pytest's filters do not
    reach) must see the warning, not fail on it: no filter makes a DeprecationWarning an error."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]
    filters = options["ini_options"].get("filterwarnings", [])
    errors = [f for f in filters if f.split(":")[0] == "error"]
    assert not [
        f for f in errors if f.count(":") < 2 or f.split(":")[2] in ("", "Warning", "DeprecationWarning")
    ]

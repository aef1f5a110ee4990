"""Issue 32: in the class app the code is hidden, so every output must say what it is.

A learner in Voilà or on the zero-install site sees only the outputs: a bare ``[250, 60]``,
``{'A': -12}`` or ``0.3595`` reads as Python, and a "predict, then run" answer printed right under its
question gives the answer away. Each lesson output is a picture, a table or a sentence; each
prediction's answer is folded behind "Show the answer".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardlib import known_games
from cardlib.core.hand import Cards
from cardlib.games.registry import game_spec
from cardlib.render.answer import Answer

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(ROOT.glob("class*.ipynb"))
#: A printed line that is or holds a Python value: a list, tuple, dict or string repr, a bare number,
#: True, False or None, or a count such as "1 tricks".
PYTHON_VALUE = re.compile(
    r"^\s*([\[\(']|-?\d+(\.\d+)?$)|\[['\"\d]|\{'|\b(True|False|None)\b|\(\d+, \[|\b1 [a-z]+s\b"
)
#: A line of a JSON text shown as such (lesson 00 shows a hand record's file).
JSON_LINE = re.compile(r'^\s*("[a-z_]+": |[{}\]],?$)')


def _code_cells(path: Path) -> list[dict]:
    return [c for c in json.loads(path.read_text("utf-8"))["cells"] if c["cell_type"] == "code"]


@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_no_lesson_output_reads_as_python(lesson):
    bare = []
    for number, cell in enumerate(_code_cells(lesson), 1):
        for output in cell.get("outputs", []):
            if output["output_type"] == "stream":
                bare += [f"cell {number}: {line}" for line in "".join(output["text"]).splitlines()
                         if PYTHON_VALUE.search(line) and not JSON_LINE.match(line)]  # fmt: skip
            elif output["output_type"] == "execute_result" and set(output["data"]) == {"text/plain"}:
                text = "".join(output["data"]["text/plain"])
                if PYTHON_VALUE.search(text) or re.match(r"[A-Za-z_.]+\(", text):  # a value, or a repr
                    bare.append(f"cell {number}: {text}")
    assert not bare, "say what each value is: " + "; ".join(bare)


@pytest.mark.parametrize("lesson", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_prediction_s_answer_is_folded(lesson):
    cells = json.loads(lesson.read_text("utf-8"))["cells"]
    for index, cell in enumerate(cells):
        if cell["cell_type"] == "markdown" and "Predict, then run" in "".join(cell["source"]):
            answer = next(c for c in cells[index + 1 :] if c["cell_type"] == "code")
            html = "".join(
                "".join(o["data"].get("text/html", "")) for o in answer.get("outputs", []) if "data" in o
            )
            assert "cardlib-answer" in html and "Show the answer" in html, "".join(answer["source"])[:80]
            assert not any(o["output_type"] == "stream" for o in answer["outputs"]), "printed, not folded"


def test_an_answer_is_folded_in_html_and_written_out_as_text():
    answer = Answer("A wins the trick", Cards.parse("AS KS"))
    html = answer._repr_html_()
    assert html.count("<details") == 1 and "<summary>Show the answer</summary>" in html
    assert "<svg" in html and "A wins the trick" in html
    assert str(answer) == "A wins the trick\nA♠ K♠" and repr(answer) == str(answer)
    assert "&lt;b&gt;" in Answer("<b>")._repr_html_()


def _played_out(game: str):
    """A card table of ``game`` (seed 7) played to the end by the rule-of-thumb players."""
    from cardlib.players import rule_of_thumb
    from cardlib.players.table_game import TableGame

    table = TableGame(game, seed=7)
    guide = rule_of_thumb(game)
    while not table.state.is_over():
        table.act(guide(table.state))
    return table


@pytest.mark.parametrize("game", known_games())
def test_the_end_of_a_hand_is_said_in_sentences_and_its_numbers_are_in_the_table(game):
    """Issue 32: the table's end of hand was a key: value dump ("trump: S", "pools after: [40]")."""
    table = _played_out(game)
    lines = table.result_lines()
    assert lines and all(line.endswith(".") and line[0].isupper() for line in lines), lines
    text = " ".join(lines)
    assert not re.search(r"\[|\{|'|\b(trump|pools? after|made|pitcher|contract|points|winner): ", text), text
    columns, rows = table.sheet()
    assert len(rows) == len(table.state.deal.players) and ("tricks" in columns or "scored" in columns)


@pytest.mark.parametrize("game", known_games())
def test_cardlib_show_says_a_played_hand_in_words_then_a_table(game):
    """Issue 32: ``cardlib show`` listed the result as Python ("pools after: []", "winner: -")."""
    from cardlib.faces.show import describe

    table = _played_out(game)
    result = describe(table.state.to_record(), table.state).split("Result:")[1]
    assert not re.search(r"\[|\{|\b(None|True|False)\b|: -$", result, re.M), result
    assert "player" in result and ("did best" in result or "made" in result), result


def test_the_site_draws_every_stored_picture_as_an_image_an_untrusted_page_shows():
    """Issue 32: the site has no notebook trust, so an SVG must reach it as an image, not as markup."""
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from build_site import drawn_untrusted

    for path in [*LESSONS, *sorted((ROOT / "exercises").glob("*.ipynb"))]:
        book = drawn_untrusted(json.loads(path.read_text("utf-8")))
        for cell in book["cells"]:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                html = "".join(data.get("text/html", ""))
                assert "image/svg+xml" not in data and "<svg" not in html, path.name
                if "data:image/svg+xml;base64," in html:
                    assert "<img " in html
                # The site shows a text kept as a list of lines joined by commas (",line 2"): one string.
                assert not isinstance(output.get("text"), list), path.name
                assert not any(isinstance(value, list) for value in data.values()), path.name


def test_a_site_page_that_needs_running_says_so_at_its_top(tmp_path):
    """Issue 32: on the site no exercise said to run it; its stored questions looked live."""
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from build_site import NOTICE, RUN_NOTE, contents

    contents(tmp_path / "site")

    def first(path: str) -> str:
        book = json.loads((tmp_path / "site" / path).read_text("utf-8"))
        return "".join(book["cells"][0]["source"])

    assert first("exercises/01_tricks.ipynb") == RUN_NOTE
    assert first("notebooks/09_play_a_hand.ipynb") == RUN_NOTE
    assert first("notebooks/10_experiments.ipynb") == NOTICE  # needs numpy: read it here instead
    # Lesson 0 runs on the site: its one cell of terminal commands is shown as commands and output.
    assert first("notebooks/00_start_here.ipynb") == RUN_NOTE
    tour = json.loads((tmp_path / "site" / "notebooks" / "00_start_here.ipynb").read_text("utf-8"))
    shown = [c for c in tour["cells"] if "this site has none" in "".join(c["source"])]
    assert len(shown) == 1 and shown[0]["cell_type"] == "markdown"
    assert ".venv/bin/cardlib show pitch-seed-3.json" in shown[0]["source"][0]
    assert "A is eldest" in shown[0]["source"][0]
    assert not any("!" in "".join(c["source"])[:1] for c in tour["cells"] if c["cell_type"] == "code")
    assert first("docs/glossary.ipynb").startswith("# ")  # a page to read, nothing to run


def _revoked(game: str):
    """A deal of ``game`` played at random, with penalised revokes, in which somebody revoked."""
    import random

    from cardlib.core.errors import IllegalAction
    from cardlib.records import new_record, replay

    for seed in range(200):
        rng = random.Random(seed)
        state = replay(new_record(game, seed=seed, options={"revokes": "penalise"}))
        while not state.is_over():
            legal = state.legal_actions()
            player = state.current_player()
            outlaws = (
                [c.ascii for c in state.hand(player) if c.ascii not in legal]
                if state.phase() == "play"
                else []
            )
            try:
                card = rng.choice(outlaws) if outlaws and rng.random() < 0.2 else rng.choice(legal)
                state.apply(f"{player}: {card}")
            except IllegalAction:  # a revoke the engine refuses (Pitch models one revoker a deal)
                state.apply(f"{player}: {rng.choice(legal)}")
        result = state.result()
        if result.get("revoke") or result.get("revokes"):
            return state
    raise AssertionError(f"no {game} deal with a revoke in 200")


#: The games that may penalise a revoke rather than refuse it (California Jack refuses it always).
PENALISING = [
    g
    for g in known_games()
    if any(o.name == "revokes" and "penalise" in o.values for o in game_spec(g).options)
]


@pytest.mark.parametrize("game", PENALISING)
def test_a_revoke_is_said_in_words(game):
    """A revoke is told as what happened ("A revoked"), not read out as a field ("revoke player A")."""
    from cardlib.render.results import hand_result_sentences

    state = _revoked(game)
    text = " ".join(hand_result_sentences(state))
    result = state.result()
    who = result["revoke"]["player"] if result.get("revoke") else next(iter(result["revokes"]))
    assert f"{who} revoked" in text, text
    assert not re.search(r"revoke player|\byes\.", text), text


def test_a_deal_dealt_again_is_said_so():
    """Everyone passing under Boston's redeal option: the deal says so, not "redeal yes"."""
    from cardlib.records import new_record, replay
    from cardlib.render.results import hand_result_sentences

    state = replay(new_record("boston", seed=1, options={"nobody_bids": "redeal"}))
    while not state.is_over():
        state.apply(f"{state.current_player()}: pass")
    text = " ".join(hand_result_sentences(state))
    assert "the cards are dealt again" in text and "redeal" not in text, text

"""Fuzzing, bounded in time: mutated records through the command line, random words as actions, and
random clicks and values in every widget. Nothing may end in anything but the kit's own answer."""

from __future__ import annotations

import contextlib
import io
import json
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardlib import CardlibError, known_games, new_record, replay
from cardlib.core.choosers import play_out, random_chooser
from cardlib.faces.cli import main

FUZZ = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _records() -> list[tuple[str, dict]]:
    """A record of each game at the start, part-way through the auction, in the play, and finished."""
    found = []
    for game in known_games():
        state = replay(new_record(game, seed=11))
        rng = random.Random(11)
        choose = random_chooser(rng)
        found.append((game, state.to_record().to_dict()))
        for _ in range(6):
            state.apply(choose(state))
        found.append((game, state.to_record().to_dict()))
        found.append((game, play_out(state, None, choose).to_record().to_dict()))
    return found


RECORDS = _records()
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


@st.composite
def mutated(draw) -> tuple[str, str]:
    """A record as JSON text with one mutation: a field replaced or removed, an action changed, a cut."""
    game, record = draw(st.sampled_from(RECORDS))
    record = json.loads(json.dumps(record))
    how = draw(st.sampled_from(["replace", "remove", "action", "cut", "character"]))
    if how == "replace":
        record[draw(st.sampled_from(sorted(record)))] = draw(JSON_VALUES)
    elif how == "remove":
        del record[draw(st.sampled_from(sorted(record)))]
    elif how == "action" and record["actions"]:
        index = draw(st.integers(0, len(record["actions"]) - 1))
        record["actions"][index] = draw(
            st.text(max_size=30) | st.sampled_from(["A: ²", "Y: bid ²", "A: 7" * 40])
        )
    text = json.dumps(record, ensure_ascii=False)
    if how == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif how == "character":
        at = draw(st.integers(0, len(text) - 1))
        text = text[:at] + draw(st.characters()) + text[at + 1 :]
    return game, text


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def _strict(constant: str) -> float:
    raise AssertionError(f"{constant} is not strict JSON")


@FUZZ
@given(case=mutated())
def test_mutated_records_through_the_command_line_end_cleanly(case, tmp_path_factory):
    game, text = case
    path = tmp_path_factory.mktemp("fuzz") / "hand.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    commands = ["replay", "show"] + (["analyse"] if game == "pitch" else [])
    for command in commands:
        status, out, err = _run([command, str(path)])
        if status == 0:
            assert err == "" or command == "analyse"
            if command == "replay":
                json.loads(out, parse_constant=_strict)
        else:
            assert status in ((2, 3) if command == "analyse" else (2,)), err
            assert out == "" and err.startswith("cardlib: ") and err.count("\n") == 1, err


STATES = [replay(record) for _, record in RECORDS if not replay(record).is_over()]


@settings(max_examples=400, deadline=None)
@given(index=st.integers(0, len(STATES) - 1), words=st.text(max_size=40), seat=st.booleans())
def test_random_words_as_actions_are_refused_and_change_nothing(index, words, seat):
    state = STATES[index].clone()
    text = f"{state.current_player()}: {words}" if seat else words
    before, legal = state.to_record().to_json(), state.legal_actions()
    try:
        state.apply(text)
    except CardlibError as error:
        assert "\n" not in str(error) and str(error)
        assert state.to_record().to_json() == before and state.legal_actions() == legal
    else:
        again = replay(state.to_record().to_json())
        assert again.to_record().to_json() == state.to_record().to_json()


def _controls(widget) -> list:
    """Every control inside ``widget``, depth first."""
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _controls(child)
    return found


def _poke(control, rng: random.Random) -> None:
    """One random click or value, as a learner might give it."""
    import ipywidgets as widgets

    from cardlib.widgets.faces import CardFaces

    if isinstance(control, CardFaces) and control.shown():
        control.click(rng.choice(sorted(control.shown())))
    elif isinstance(control, widgets.Button):
        for handler in control._click_handlers.callbacks:
            handler(control)
    elif isinstance(control, widgets.Dropdown) and control.options:
        control.index = rng.randrange(len(control.options))
    elif isinstance(control, widgets.Text):
        control.value = rng.choice(["", " ", "JS", "10h", "zz", "<b>x</b>", "AS KS", "², ", "QD" * 30])
    elif isinstance(control, widgets.BoundedIntText | widgets.IntSlider):
        control.value = rng.randint(control.min, control.max)
    elif isinstance(control, widgets.Checkbox | widgets.ToggleButton):
        control.value = not control.value


def _widgets():
    from cardlib import widgets
    from cardlib.games.pitch.widgets import PitchPoints, SetBack
    from cardlib.games.solo.widgets import BidLadder, Settlement

    return [
        lambda: widgets.CardPicker(limit=3),
        lambda: widgets.CardPicker(),
        lambda: widgets.TrickExplorer(),
        lambda: PitchPoints(),
        lambda: SetBack(),
        lambda: Settlement(),
        lambda: Settlement("fontainebleau"),
        lambda: BidLadder(),
        lambda: BidLadder("fontainebleau"),
        lambda: widgets.Table("pitch", seed=2),
    ]


@pytest.mark.parametrize("make", range(10))
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_random_clicks_and_values_in_every_widget_raise_nothing(make, seed):
    pytest.importorskip("ipywidgets")
    rng = random.Random(seed)
    widget = _widgets()[make]()
    for _ in range(25):
        controls = [c for c in _controls(widget) if not getattr(c, "disabled", False)]
        _poke(rng.choice(controls), rng)
    shown = [c.value for c in _controls(widget) if type(c).__name__ == "HTML"]
    assert all(isinstance(v, str) and "<script" not in v and "<b>x</b>" not in v for v in shown)
    if hasattr(widget, "update"):
        widget.update()
        assert [c.value for c in _controls(widget) if type(c).__name__ == "HTML"] == shown


def test_the_fuzz_records_cover_every_game_and_phase():
    assert {game for game, _ in RECORDS} == set(known_games())
    assert any(replay(r).is_over() for _, r in RECORDS) and len(STATES) >= 6
    assert math.isfinite(len(RECORDS))

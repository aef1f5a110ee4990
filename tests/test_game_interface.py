"""The shared game interface, proved on a toy trick game built only from core parts."""

import random

import pytest
from toy_game import ToyRules

from cardlib import IllegalAction, OptionError, deal
from cardlib.core.record import record_from_dict


def _state(seed=1, **options):
    rules = ToyRules(**options)
    return rules.new_state(deal("AYBZ", "Z", rules.spec.pattern, seed))


def test_legal_actions_are_readable_strings_and_apply_takes_them():
    state = _state()
    assert state.current_player() == "A"
    legal = state.legal_actions()
    assert all(isinstance(a, str) for a in legal) and len(legal) == 13
    state.apply(legal[0])
    assert state.current_player() == "Y"
    state.apply(f"Y: {state.legal_actions()[0]}")
    assert [p for p, _ in state.history] == ["A", "Y"]


def test_an_illegal_action_is_refused_and_changes_nothing():
    state = _state()
    state.apply(state.legal_actions()[0])
    before = state.to_record().to_dict()
    with pytest.raises(IllegalAction, match="it is Y's turn, not B's"):
        state.apply("B: " + state.legal_actions()[0])
    with pytest.raises(IllegalAction, match="is not a card"):
        state.apply("fish")
    with pytest.raises(IllegalAction, match='"Q" is not one of the players'):
        state.apply("Q: 2C")
    not_held = next(c for c in ["AS", "KS", "QS", "JS", "10S"] if c not in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(not_held)
    assert state.to_record().to_dict() == before


def test_undo_and_clone():
    state = _state()
    state.apply(state.legal_actions()[0])
    copy = state.clone()
    state.apply(state.legal_actions()[0])
    assert len(copy.history) == 1 and len(state.history) == 2
    state.undo()
    assert state.to_record().to_dict() == copy.to_record().to_dict()
    state.undo()
    assert state.history == [] and len(state.legal_actions()) == 13
    with pytest.raises(IllegalAction, match="no action to take back"):
        state.undo()


def test_unknown_options_are_refused():
    with pytest.raises(OptionError, match='option "trumps": toy has no such option'):
        ToyRules(trumps=True)
    with pytest.raises(OptionError, match='choose "refuse" or "penalise"'):
        ToyRules(revokes="forgive")


def _spec_for(name):
    return ToyRules.spec


@pytest.mark.parametrize("seed", range(60))
def test_random_playouts_round_trip_through_records_undo_and_clone(seed):
    rng = random.Random(seed)
    rules = ToyRules()
    state = rules.new_state(deal("AYBZ", "Z", rules.spec.pattern, rng))
    while not state.is_over():
        legal = state.legal_actions()
        snapshot = state.clone()
        state.apply(legal[rng.randrange(len(legal))])
        if rng.random() < 0.1:
            state.undo()
            assert state.to_record().to_dict() == snapshot.to_record().to_dict()
    assert state.current_player() is None and state.legal_actions() == []
    assert sum(state.result()["tricks"].values()) == 13
    record = record_from_dict(state.to_record().to_dict(), _spec_for)
    replayed = rules.from_record(record)
    assert replayed.result() == state.result()
    with pytest.raises(IllegalAction, match="the hand is over"):
        state.apply("2C")


def test_from_record_names_the_bad_action_by_number():
    rules = ToyRules()
    state = rules.new_state(deal("AYBZ", "Z", rules.spec.pattern, 4))
    first = state.legal_actions()[0]
    data = state.to_record().to_dict()
    data["actions"] = [f"A: {first}", f"Y: {first}"]
    record = record_from_dict(data, _spec_for)
    with pytest.raises(IllegalAction, match=f'action 2 "Y: {first}": Y does not hold {first}'):
        rules.from_record(record)


def test_a_game_loads_none_of_its_teaching_nor_the_layers_above():
    """A game's rules, engine and players run alone: its exercises, boards, widgets and search, and the
    analysis, exercises, classroom and widgets above, are loaded only by those who use them (issue 35)."""
    import subprocess
    import sys

    from cardlib.games.registry import GAMES

    above = (
        "cardlib.analysis",
        "cardlib.exercises",
        "cardlib.classroom",
        "cardlib.widgets",
        "ipywidgets",
        "numpy",
    )
    for name, spec in GAMES.items():
        code = (
            "import sys; from cardlib.games.registry import game_spec; "
            f"spec = game_spec({name!r}); spec.engine(); spec.rule_of_thumb(); spec.match(); "
            f"import cardlib.games.{name}; "
            f"print([m for m in sys.modules if m.startswith({above!r}) or '.exercises' in m "
            "or m.endswith(('.boards', '.widgets', '.search'))])"
        )
        loaded = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout
        assert loaded.strip() == "[]", f"{spec.title} loads {loaded}"

"""The OpenSpiel-style check for every game: each step survives save, load and undo."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from cardlib import State, parse_record, replay


def assert_steps_round_trip(steps: Sequence[State]) -> None:
    """Each state of a hand reloads from its saved record, and undoing each action gives the one before."""
    for before, after in itertools.pairwise(steps):
        loaded = replay(parse_record(after.to_record().to_json()))
        assert loaded.result() == after.result()
        assert loaded.legal_actions() == after.legal_actions()
        assert loaded.current_player() == after.current_player()
        if after.can_undo():
            undone = after.clone()
            undone.undo()
            assert undone.to_record().to_dict() == before.to_record().to_dict()
            assert undone.legal_actions() == before.legal_actions()

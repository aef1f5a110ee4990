"""The Solver (issue 33): the searches' tables belong to whoever searches, within a budget in bytes."""

from __future__ import annotations

import copy
import pickle
import random
import sys

import pytest
from test_analysis import random_board

from cardlib.analysis import Solver, analyse, value, where_it_went_wrong
from cardlib.analysis.solve import trick_value
from cardlib.analysis.solver import ENTRY_BYTES, table_bytes
from cardlib.analysis.tricks import ExactlyOneSearch
from cardlib.core.choosers import play_out
from cardlib.players import rule_of_thumb
from cardlib.sim.tournament import deal_state


class Sized(list):
    """A stand-in table whose size the test sets: one pattern per item."""


def test_the_least_recently_used_tables_go_first_when_the_budget_is_passed():
    solver = Solver(budget=10 * ENTRY_BYTES)
    first = solver.table("first", Sized)
    first.extend(range(4))
    second = solver.table("second", Sized)
    second.extend(range(4))
    assert solver.table("first", Sized) is first  # used again: now the most recent
    third = solver.table("third", Sized)
    third.extend(range(4))
    solver.table("third", Sized)  # 12 patterns: over the budget, so the least recent goes
    assert solver.nbytes == 8 * ENTRY_BYTES
    assert solver.table("first", Sized) is first and solver.table("second", Sized) is not second


def test_a_table_that_alone_outgrew_the_budget_starts_again_empty():
    solver = Solver(budget=3 * ENTRY_BYTES)
    table = solver.table("big", Sized)
    table.extend(range(5))
    assert solver.table("big", Sized) == [] and solver.nbytes == 0


def test_a_solver_is_copied_and_pickled_without_its_tables():
    solver = Solver(budget=2**20)
    solver.table("kept", Sized).extend(range(3))
    for other in (copy.deepcopy(solver), pickle.loads(pickle.dumps(solver))):
        assert other.budget == 2**20 and other.nbytes == 0
    assert solver.nbytes == 3 * ENTRY_BYTES


def test_a_budget_must_be_a_positive_number_of_bytes():
    with pytest.raises(ValueError, match="a number of bytes above 0"):
        Solver(budget=0)


def _boards(count, each, seed):
    """Random positions of four hands (some with a trick begun), as the analysis tests deal them."""
    rng = random.Random(seed)
    return [random_board(rng, 4, each) for _ in range(count)]


def _held(thing, seen) -> int:
    """The bytes ``thing`` holds, with everything it refers to (each object counted once)."""
    if id(thing) in seen:
        return 0
    seen.add(id(thing))
    size = sys.getsizeof(thing)
    if isinstance(thing, dict):
        size += sum(_held(k, seen) + _held(v, seen) for k, v in thing.items())
    elif isinstance(thing, (list, tuple)):
        size += sum(_held(item, seen) for item in thing)
    return size


@pytest.mark.parametrize("kind", ["tricks", "exactly one", "pitch"])
def test_a_pattern_costs_no_more_than_the_budget_counts(kind):
    """ENTRY_BYTES must not undercount what the Python searches' real tables hold."""
    solver = Solver()
    if kind == "tricks":
        for board in _boards(30, 6, 5):
            trick_value(board, [1], [1], solver=solver)
    elif kind == "exactly one":  # Piccolissimo's search: a plain dictionary, a position a key
        for board in _boards(30, 5, 6):
            search = ExactlyOneSearch(board, 1)
            search.table = solver.table(("exactly one", board.trump), dict)
            search.possible(0)
    else:
        guide = rule_of_thumb("pitch")
        for number in range(20):
            state = deal_state("pitch", 5, number)
            while not state.is_over() and (
                not state.play_begun() or len(state.hand(state.current_player())) > 5
            ):
                state.apply(guide(state))
            if not state.is_over():
                value(state, solver=solver)
    tables = [t for t in solver._tables.values() if not hasattr(t, "nbytes")]
    patterns = sum(len(t) for t in tables)
    held = sum(_held(getattr(t, "entries", t), set()) for t in tables)
    assert patterns > 100
    counted = sum(table_bytes(t) for t in tables)
    assert held <= counted, f"{held / patterns:.0f} bytes a pattern, counted as {counted / patterns:.0f}"
    assert counted <= 3 * held  # and not so much more that the budget keeps far less than it could


def test_a_solver_kept_between_searches_gives_the_same_values_as_fresh_ones():
    solver = Solver()
    for board in _boards(12, 5, 9):
        assert trick_value(board.copy(), [1], [1], solver=solver) == trick_value(board.copy(), [1], [1])
    assert solver.nbytes > 0


def test_a_report_and_an_analysis_with_a_shared_solver_say_what_fresh_ones_say():
    state = play_out(deal_state("boston", 2, 4), None, rule_of_thumb("boston"))
    solver = Solver()
    shared = where_it_went_wrong(state, since=len(state.history) - 16 + 1, solver=solver)
    assert str(shared) == str(where_it_went_wrong(state, since=len(state.history) - 16 + 1))
    position = deal_state("boston", 2, 4)
    guide = rule_of_thumb("boston")
    while not position.play_begun() or len(position.hand(position.current_player())) > 5:
        position.apply(guide(position))
    if position.contract() is not None:
        assert analyse(position, solver=solver) == analyse(position)
        assert value(position, solver=solver) == analyse(position).value

"""The open-hand search through a game's own engine, for a game without contracts.

A toy partnership game (the toy Whist, each side scoring the tricks it takes, with no contract) is
valued by ``analyse`` through its engine; a plain minimax that tries every card, written here with
no cut-offs and no table, must agree on every position.
"""

import random

import pytest
from toy_game import ToyRules, ToyState

from cardlib import deal
from cardlib.analysis import analyse, value
from cardlib.analysis.board import SearchTooBig
from cardlib.analysis.engine_search import EngineSearch
from cardlib.analysis.solver import Solver
from cardlib.core.contract import Contract, Goal
from cardlib.core.tricks import FollowRule


class SidesOutcome:
    """What the toy's sides scored: each player's side's tricks."""

    def __init__(self, returns):
        self.returns = returns


class SidesState(ToyState):
    """The toy Whist with A and Y playing against B and Z for tricks, and no contract."""

    def side(self, seat):
        return ("A", "Y") if seat in ("A", "Y") else ("B", "Z")

    def play_for(self, seat=None):
        side = self.side(seat or self.deal.eldest)
        return Contract(side, "tricks", Goal.POINTS, 2, None)

    def outcome(self):
        won = self.play.tricks_won()
        return SidesOutcome({p: sum(won[q] for q in self.side(p)) for p in self.deal.players})


def late_position(seed, cards):
    """A toy deal played at random until each player holds ``cards`` cards."""
    rules = ToyRules()
    state = SidesState(rules, deal("AYBZ", "Z", rules.spec.pattern, seed), {})
    rng = random.Random(seed)
    while len(state.hand(state.to_act())) > cards or state.current_trick():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for _ in range(seed % 3):  # part of a trick on the table, sometimes
        state.apply(state.legal_actions()[0])
    return state


def brute_force(state, side):
    """Every card tried at every turn: the side's tricks at the end, its players maximising."""
    if state.is_over():
        return state.outcome().returns[side[0]]
    found = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        found.append(brute_force(child, side))
    return max(found) if state.to_act() in side else min(found)


@pytest.mark.parametrize("seed", range(12))
def test_the_engine_search_agrees_with_trying_every_card(seed):
    state = late_position(seed, 3)
    assert state.follow_rule is FollowRule.WHIST and state.contract() is None
    solver = Solver()  # shared by every seat's analysis, as the expert shares one
    for seat in ("A", "B"):
        found = analyse(state, solver=solver, seat=seat)
        side = state.side(seat)
        assert found.side == side
        for card, worth in found.cards.items():
            child = state.clone()
            child.apply(card)
            assert worth == brute_force(child, side), (seat, card)
        assert found.value == brute_force(state, side)
    assert value(state) == brute_force(state, state.side(state.deal.eldest))


def test_the_engine_search_gives_up_past_its_limit():
    with pytest.raises(SearchTooBig):
        value(late_position(1, 8), limit=50)


@pytest.mark.parametrize("seed", range(8))
def test_a_search_with_a_window_keeps_its_promise_with_its_table_shared(seed):
    """Asked within (alpha, beta), the search gives the value when it lies inside, else a bound on the
    right side; the table it keeps from window to window must never let a bound pass for a value."""
    rng = random.Random(seed)
    state = late_position(seed, 3)
    side = state.side("A")
    search = EngineSearch(side, "A", 10**6)
    positions = [state]
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        positions += [child] if child.is_over() else [child, *_children(child)]
    for _ in range(60):
        position = positions[rng.randrange(len(positions))]
        if position.is_over():
            continue
        true = brute_force(position, side)
        alpha = true + rng.choice([-2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1])  # below, at and above it
        beta = alpha + rng.randrange(1, 3)
        found = search._search(position, alpha, beta)
        if true <= alpha:
            assert found <= alpha
        elif true >= beta:
            assert found >= beta
        else:
            assert found == true


def _children(state):
    found = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        if not child.is_over():
            found.append(child)
    return found

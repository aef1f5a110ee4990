"""The expert player: worlds fitted to the auction, solved open-handed, and its place in the roster."""

import json
import random

import pytest

from cardlib import known_games
from cardlib.core.levels import LEVELS
from cardlib.core.view import seat_view
from cardlib.games.registry import game_spec
from cardlib.players.consistent import Fit, fitted_worlds
from cardlib.players.expert import ExpertPlayer
from cardlib.players.roster import expert, player, rule_of_thumb
from cardlib.players.sampling import Dealt, replay_on, sample_world
from cardlib.players.table_game import TableGame
from cardlib.sim.tournament import Duplicate, beneath, deal_state, duplicate

GAMES = known_games()
#: Draws for each world kept, in the tests of worlds fitted to the auction.
DRAWS = 32


def calls_fitted(world, seat, model):
    """How many of the others' auction calls in ``world`` the ``model`` would have made in a row, and
    whether all fitted."""
    fit = Fit(seat, model, bids_only=True, stop=True)
    whole = replay_on(world, seat, Dealt(world.deal, world.discards(), {}), fit)[1]
    return fit.fitted, whole


def bid_by_rule_of_thumb(game, count, seed, held=13):
    """Positions of deals bid and played by rule-of-thumb players, once the seat to play holds ``held``."""
    found, guide = [], rule_of_thumb(game)
    for number in range(count):
        state = deal_state(game, seed, number)
        while not state.is_over() and not (
            state.play_begun() and len(state.hand(state.current_player())) <= held
        ):
            state.apply(guide(state))
        if not state.is_over():
            found.append(state)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_fitted_worlds_keep_what_the_seat_saw_and_fit_the_bids_more_often(game):
    guide, fitted, plain = rule_of_thumb(game), 0, 0
    rng = random.Random(1)
    for state in bid_by_rule_of_thumb(game, 12, 1):
        seat = state.current_player()
        assert calls_fitted(state, seat, guide)[1], "the real deal fits the bids that were made on it"
        view = seat_view(state, seat)
        for world in fitted_worlds(state, seat, 4, rng, guide, 4 * 12):
            assert seat_view(world, seat) == view
            assert world.legal_actions() == state.legal_actions()
            fitted += calls_fitted(world, seat, guide)[1]
        plain += sum(calls_fitted(sample_world(state, seat, rng), seat, guide)[1] for _ in range(4))
    if game_spec(game).before_play:
        assert fitted > plain
    else:  # nothing is said before the play (California Jack): every world fits, fitted or not
        assert fitted == plain > 0


@pytest.mark.parametrize("game", GAMES)
def test_the_expert_solves_the_late_play_explains_itself_and_repeats_with_its_seed(game):
    states = [s for s in bid_by_rule_of_thumb(game, 12, 2, held=3) if len(s.legal_actions()) > 1]
    solved = 0
    for state in states[:4]:
        first, second = expert(game, samples=4, seed=3), expert(game, samples=4, seed=3)
        choice = first(state)
        assert choice == second(state) and choice in state.legal_actions()
        assert first.reason.startswith("I ")
        solved += "face up" in first.reason
    assert solved


def test_the_expert_is_a_level_of_the_roster():
    assert LEVELS[-1] == "expert"
    assert isinstance(player("boston", "expert", seed=1), ExpertPlayer)


def test_a_field_of_the_weaker_level_is_the_plain_duplicate():
    plain = duplicate("pitch", "rule of thumb", "random", 12, seed=4)
    fielded = duplicate("pitch", "rule of thumb", "random", 12, seed=4, others="random")
    assert fielded.strong.values == plain.strong.values and fielded.weak.values == plain.weak.values
    other = duplicate("pitch", "rule of thumb", "random", 12, seed=4, others="rule of thumb")
    assert other.weak.values != plain.weak.values
    assert other.row()["match"] == "rule of thumb vs random (others: rule of thumb)"


def test_a_match_with_a_field_gives_the_match_beneath_it_from_the_same_plays():
    fielded = duplicate("pitch", "sampling", "rule of thumb", 6, seed=5, others="random")
    direct = duplicate("pitch", "rule of thumb", "random", 6, seed=5)
    below = beneath(fielded, seed=5)
    assert below.strong.values == direct.strong.values and below.weak.values == direct.weak.values
    assert below.numbers == fielded.numbers == list(range(6))
    first = duplicate("pitch", "sampling", "rule of thumb", 3, seed=5, others="random")
    again = beneath(fielded, seed=5, known=beneath(first, seed=5))
    assert again.weak.values == below.weak.values and again.numbers == below.numbers


def test_a_tournament_survives_its_store():
    result = duplicate("pitch", "rule of thumb", "random", 5, seed=6, others="random")
    again = Duplicate.from_json(json.loads(json.dumps(result.to_json())))
    assert again == result and again.row() == result.row()


def test_a_hand_at_the_table_against_experts_is_played_to_the_end_with_their_reasons():
    table, reasons = TableGame("pitch", seed=3, level="expert"), []
    while not table.state.is_over():
        table.act(table.legal()[0])
        reasons += table.reasons
    assert table.result_lines() and any("sampled deals" in reason for reason in reasons)


def test_worlds_fitted_to_the_auction_fit_a_telling_bid_where_plain_draws_seldom_do():
    guide, rng = rule_of_thumb("boston"), random.Random(5)
    pooled = plain = 0
    for state in [s for s in bid_by_rule_of_thumb("boston", 12, 1, held=12) if s.contract()][:3]:
        seat = state.current_player()
        kept = fitted_worlds(state, seat, 4, rng, guide, 4 * DRAWS)
        assert len(kept) == 4 and all(seat_view(w, seat) == seat_view(state, seat) for w in kept)
        pooled += sum(calls_fitted(world, seat, guide)[1] for world in kept)
        plain += sum(calls_fitted(sample_world(state, seat, rng), seat, guide)[1] for _ in range(4))
    assert pooled > plain and pooled >= 9


def test_fitted_worlds_whose_draws_all_miss_keep_those_that_fit_the_longest_stretch():
    guide, rng = rule_of_thumb("boston"), random.Random(6)
    state = next(s for s in bid_by_rule_of_thumb("boston", 12, 1, held=12) if s.contract())
    seat = state.current_player()
    kept = fitted_worlds(state, seat, 3, rng, guide, 3)
    assert len(kept) == 3
    assert all(seat_view(w, seat) == seat_view(state, seat) for w in kept)

"""Worlds that fit the others' card play: chains of swaps, kept from one decision to the next."""

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_expert import GAMES, bid_by_rule_of_thumb

from cardlib.core.view import seat_view
from cardlib.games.registry import game_spec
from cardlib.players.consistent import placing
from cardlib.players.expert import ExpertPlayer
from cardlib.players.posterior import Posterior, actions_fitted, swapped
from cardlib.players.roster import expert, rule_of_thumb
from cardlib.players.sampling import SamplingPlayer, sample_world
from cardlib.sim.tournament import deal_state


@pytest.mark.parametrize("game", GAMES)
def test_the_real_deal_fits_every_action_of_the_model_that_played_it(game):
    guide = rule_of_thumb(game)
    for state in bid_by_rule_of_thumb(game, 6, 7, held=4):
        seat = state.current_player()
        fitted, whole = actions_fitted(state, seat, guide)
        others = sum(1 for player, action in state.history if player != seat and "discard" not in action)
        assert whole and fitted == others


@pytest.mark.parametrize(("game", "held"), [("pitch", 3), ("boston", 6), ("fontainebleau", 6)])
def test_chained_worlds_keep_what_the_seat_saw_and_fit_the_card_play_better_than_plain_draws(game, held):
    """Chains moved on at every decision of a seat, looked at half way through the play."""
    guide, rng = rule_of_thumb(game), random.Random(8)
    chained, plain = [0, 0], [0, 0]
    for number in range(4):
        state = deal_state(game, 14, number)
        seat, posterior = state.deal.players[1], Posterior(guide)
        while not state.is_over():
            if state.current_player() == seat:
                worlds = list(posterior.worlds(state, seat, 6, rng))
                if state.play_begun() and len(state.hand(seat)) == held:
                    view = seat_view(state, seat)
                    for world in worlds:
                        assert seat_view(world, seat) == view
                        assert world.legal_actions() == state.legal_actions()
                        fits = actions_fitted(world, seat, guide)
                        chained = [a + b for a, b in zip(chained, fits, strict=True)]
                    for _ in range(6):
                        fits = actions_fitted(sample_world(state, seat, rng), seat, guide)
                        plain = [a + b for a, b in zip(plain, fits, strict=True)]
            state.apply(guide(state))
    fitted, whole = chained
    assert fitted > plain[0] and whole >= 2 * plain[1] + 2, (chained, plain)


def test_chains_go_on_from_one_decision_to_the_next_and_start_afresh_for_a_new_deal():
    guide, rng = rule_of_thumb("boston"), random.Random(10)
    first, other = bid_by_rule_of_thumb("boston", 6, 11, held=8)[:2]
    posterior, seat = Posterior(guide), first.current_player()
    list(posterior.worlds(first, seat, 4, rng))
    chains = posterior.kept[seat][1]
    list(posterior.worlds(first, seat, 4, rng))
    assert posterior.kept[seat][1] is chains, "the same deal moves the same chains on"
    list(posterior.worlds(other, seat, 4, rng))
    assert posterior.kept[seat][1] is not chains, "another deal starts afresh"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_swap_exchanges_two_unseen_cards_of_two_holders_and_never_breaks_a_shown_void(seed):
    rng = random.Random(seed)
    states = bid_by_rule_of_thumb("boston", 3, seed, held=rng.randint(2, 9))
    assume(states)  # a deal passed out, or over before the seat held so few, shows no play
    state = states[0]
    seat = state.current_player()
    view = seat_view(state, seat)
    where = placing(state, seat)
    moved = swapped(where, view, rng)
    if moved is None:
        return
    changed = [card for card in where if where[card] != moved[card]]
    assert len(changed) == 2 and all(card in view.unseen for card in changed)
    first, second = changed
    assert (moved[first], moved[second]) == (where[second], where[first])
    for card in changed:
        assert card.suit not in view.voids.get(moved[card], frozenset())


def test_the_expert_reads_the_play_and_repeats_with_its_seed():
    state = next(s for s in bid_by_rule_of_thumb("pitch", 10, 12, held=5) if len(s.legal_actions()) > 1)
    player, again = expert("pitch", samples=4, seed=13), expert("pitch", samples=4, seed=13)
    assert player.posterior is not None
    assert player(state) == again(state) and player.reason == again.reason


@pytest.mark.parametrize("game", GAMES)
def test_an_expert_that_does_not_fit_the_auction_bids_as_the_sampling_player_with_its_seed(game):
    """The whole auction of deals from one seat: the same bids (and the same trial values) at every turn."""
    fits = game_spec(game).tuning.fits_auction
    for number in range(3):
        state = deal_state(game, 15, number)
        seat = state.deal.players[number % len(state.deal.players)]
        bidder = ExpertPlayer(rule_of_thumb(game), 4, 16, fit_auction=False)
        alike = SamplingPlayer(rule_of_thumb(game), 4, 16)
        while not state.is_over() and not state.play_begun():
            if state.current_player() == seat:
                assert bidder.evaluate(state) == alike.evaluate(state)
            state.apply(rule_of_thumb(game)(state))
    assert expert(game).fit_auction == fits

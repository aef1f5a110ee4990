"""Seat views, sampled worlds and the sampling player: what a seat sees, and nothing more."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardlib import Card, known_games, new_record, replay
from cardlib.core.cards import Suit
from cardlib.core.equivalence import touching_groups
from cardlib.core.pack import full_pack
from cardlib.games.registry import game_spec
from cardlib.players import expert, rule_of_thumb, sample_world, sampling, seat_view
from cardlib.players.roster import player
from cardlib.players.sampling import _fits
from cardlib.sim.tournament import deal_state

GAMES = known_games()


def positions(game, count, seed):
    """States part-way through deals played by a mix of random and rule-of-thumb players."""
    rng = random.Random(seed)
    found = []
    for number in range(count):
        state = deal_state(game, seed, number)
        levels = {s: ("random" if rng.random() < 0.3 else "rule of thumb") for s in game_spec(game).seats}
        players = {s: player(game, levels[s], rng) for s in game_spec(game).seats}
        stop = rng.randrange(1, 60)
        for _ in range(stop):
            if state.is_over():
                break
            state.apply(f"{state.current_player()}: {players[state.current_player()](state)}")
        if not state.is_over():
            found.append(state)
    return found


def hand_now(state, seat):
    return set(state.hand(seat)) | set(state.discards().get(seat, ()))


@pytest.mark.parametrize("game", GAMES)
def test_a_view_accounts_for_every_card_once(game):
    for state in positions(game, 120, 1):
        seat = state.current_player()
        view = seat_view(state, seat)
        played = [c for cs in view.played.values() for c in cs]
        exposed = [c for cs in view.exposed.values() for c in cs]
        # its cards as dealt and now (a run deals it more), those played, face up, and the unseen
        drawn = [c for cs in state.seen_in_hands().values() for c in cs]  # taken face up from a stock
        seen = {*state.deal.hands[seat], *hand_now(state, seat), *played, *exposed, *state.shown(), *drawn}
        assert not seen & set(view.unseen) and len(set(view.unseen)) == len(view.unseen)
        assert seen | set(view.unseen) == set(full_pack())
        assert sum(view.hidden_counts.values()) == len(view.unseen)
        assert not set(view.unseen) & hand_now(state, seat)


@pytest.mark.parametrize("game", GAMES)
def test_sampled_worlds_agree_with_everything_the_seat_has_seen(game):
    rng = random.Random(2)
    for state in positions(game, 120, 2):
        seat = state.current_player()
        view = seat_view(state, seat)
        world = sample_world(state, seat, rng)
        assert seat_view(world, seat) == view
        assert world.legal_actions() == state.legal_actions()
        dealt = [c for p in world.deal.players for c in world.deal.hands[p]]
        assert len(dealt) == len(set(dealt))
        for other, suits in view.voids.items():
            if other != seat:  # a void holds for the cards hidden: one drawn face up later may break it
                hidden = hand_now(world, other) - set(world.seen_in_hands().get(other, ()))
                assert not {c.suit for c in hidden} & suits


@pytest.mark.parametrize("game", GAMES)
def test_the_rule_of_thumb_player_decides_on_what_its_seat_sees(game):
    """Dealing the hidden cards again never changes its choice: it cannot be peeking."""
    rng = random.Random(3)
    guide = rule_of_thumb(game)
    for state in positions(game, 80, 3):
        seat = state.current_player()
        choice = guide(state)
        for _ in range(3):
            assert guide(sample_world(state, seat, rng)) == choice


def test_the_sampling_player_is_legal_explains_itself_and_repeats_with_its_seed():
    for game in GAMES:
        state = positions(game, 4, 4)[0]
        first, second = sampling(game, samples=4, seed=9), sampling(game, samples=4, seed=9)
        assert first(state) == second(state)
        assert first(state) in state.legal_actions()
        assert first.reason.startswith("I ")


@pytest.mark.parametrize("level", [sampling, expert], ids=["sampling", "expert"])
@pytest.mark.parametrize("game", GAMES)
def test_sampling_and_expert_players_play_whole_hands_legally(game, level):
    rng = random.Random(5)
    for number in range(3):
        state = deal_state(game, 5, number)
        seats = game_spec(game).seats
        tried = seats[number % len(seats)]
        players = {s: level(game, samples=3, seed=rng) if s == tried else rule_of_thumb(game) for s in seats}
        while not state.is_over():
            seat = state.current_player()
            action = players[seat](state)
            assert action in state.legal_actions() and players[seat].reason
            state.apply(action)


def test_the_view_prints_what_a_learner_would_say():
    state = positions("pitch", 30, 6)[-1]
    text = str(seat_view(state, state.current_player()))
    assert "holds" in text and "unseen" in text


cards_strategy = st.lists(st.integers(0, 51), unique=True, min_size=1, max_size=20)


@given(cards_strategy, cards_strategy)
def test_touching_groups_split_a_hand_at_every_live_card_of_another_holder(mine, others):
    hand = [Card.from_index(i) for i in mine]
    live = {*hand, *(Card.from_index(i) for i in others if i not in mine)}
    groups = touching_groups(hand, live)
    assert sorted(c for g in groups for c in g) == sorted(hand)
    for group in groups:
        assert len({c.suit for c in group}) == 1
        low, high = group[0].rank, group[-1].rank
        between = [c for c in live if c.suit == group[0].suit and low < c.rank < high]
        assert all(c in hand for c in between)


def test_worlds_keep_many_voids_at_once():
    """Late in a hand several players have shown out of several suits; every world still fits."""
    rng = random.Random(8)
    checked = 0
    for number in range(12):
        state = deal_state("boston", 8, number)
        guide = player("boston", "rule of thumb", rng)
        while not state.is_over():
            seat = state.current_player()
            view = seat_view(state, seat)
            if sum(len(v) for p, v in view.voids.items() if p != seat) >= 2:
                world = sample_world(state, seat, rng)
                for other, suits in view.voids.items():
                    if other != seat:
                        assert not {c.suit for c in hand_now(world, other)} & suits
                checked += 1
            state.apply(guide(state))
    assert checked > 20


def placeable(left, room, barred):
    """Plain search: can every card be given to a holder with room who is not void in its suit?"""
    suits = [s for s in left if left[s]]

    def give(i, room):
        if i == len(suits):
            return True
        takers = [h for h in room if suits[i] not in barred[h]]

        def spread(j, count, room):
            if count == 0:
                return give(i + 1, room)
            if j == len(takers):
                return False
            h = takers[j]
            return any(
                spread(j + 1, count - k, {**room, h: room[h] - k}) for k in range(min(count, room[h]) + 1)
            )

        return spread(0, left[suits[i]], room)

    return give(0, room)


@given(
    st.lists(st.integers(0, 4), min_size=4, max_size=4),
    st.lists(st.tuples(st.integers(0, 5), st.sets(st.sampled_from(list(Suit)))), min_size=1, max_size=4),
)
def test_the_void_check_agrees_with_a_plain_search(counts, holders):
    left = dict(zip(Suit, counts, strict=True))
    room = {f"h{i}": n for i, (n, _) in enumerate(holders)}
    barred = {f"h{i}": frozenset(v) for i, (_, v) in enumerate(holders)}
    assert _fits(left, room, barred) == placeable(left, room, barred)


def test_a_world_deals_the_rest_of_the_pack_again_but_not_a_card_lying_face_up():
    """A game that keeps the rest of the pack in its record (as Seven-Up will): a world renames the
    unseen cards there too, keeps the face-up one, and the seat cannot tell it from the real deal."""
    from toy_game import ToyState

    from cardlib.core.deal import DealPattern, deal
    from cardlib.core.game import Rules
    from cardlib.core.hand import Cards
    from cardlib.core.options import REVOKES
    from cardlib.core.pack import full_pack
    from cardlib.core.spec import Field, GameSpec
    from cardlib.core.view import STOCK

    stocked = GameSpec(
        "toy stock",
        "Toy Whist with a stock",
        (4,),
        DealPattern((3, 3)),
        (REVOKES,),
        fields=(
            Field(
                "stock",
                True,
                lambda v, p: v,
                lambda p: [],
                "the rest",
                dealt=lambda d: list(d.stock),
                of_the_pack=True,
            ),
        ),
    )

    class StockState(ToyState):
        def shown(self) -> Cards:
            return Cards(self.fields["stock"][:1])

    class StockRules(Rules):
        spec = stocked

        def new_state(self, dealt, **fields):
            return StockState(self, dealt, fields)

    dealt = deal(("A", "B", "C", "D"), "D", stocked.pattern, 7)
    state = StockRules().new_state(dealt, stock=list(dealt.stock))
    rng = random.Random(3)
    for _ in range(9):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    view = seat_view(state, "A")
    assert view.hidden_counts[STOCK] == 52 - 24 - 1, "the face-up card is seen"
    renamed = 0
    for seed in range(5):
        world = sample_world(state, "A", random.Random(seed), view)
        stock = world.fields["stock"]
        assert stock[0] == state.fields["stock"][0]
        assert sorted([*stock, *world.deal.all_cards()]) == sorted(full_pack())
        assert world.history == state.history and seat_view(world, "A") == view
        renamed += stock != state.fields["stock"]
    assert renamed


def test_a_card_every_seat_saw_go_into_a_hand_stays_there_in_every_world(monkeypatch):
    """A game that deals from a face-up stock: a card seen drawn into another's hand is not hidden,
    nor counted among his hidden cards, and every world leaves it in his hand."""
    state = deal_state("pitch", 4, 0)
    while state.phase() != "play":
        state.apply(state.legal_actions()[0])
    seat = state.current_player()
    other = next(p for p in state.deal.players if p != seat)
    seen = state.hand(other)[0]
    before = seat_view(state, seat)
    monkeypatch.setattr(type(state), "seen_in_hands", lambda self: {other: type(state.hand(other))([seen])})
    view = seat_view(state, seat)
    assert seen in before.unseen and seen not in view.unseen
    assert view.hidden_counts[other] == before.hidden_counts[other] - 1
    rng = random.Random(1)
    for _ in range(20):
        assert seen in sample_world(state, seat, rng, view).hand(other)


def test_a_void_shown_before_an_unseen_draw_does_not_bar_the_card_drawn():
    """A face-down stock (Shasta Sam): a player who showed out of a suit and then drew a card nobody saw
    may hold that suit again. Its drawn cards are a holder of their own, barred only by the voids shown
    after the draw, so every world replays legally and keeps what the seat has seen."""
    checked = 0
    for seed in range(12):
        state = replay(new_record("californiajack", seed=seed, options={"stock": "face down"}))
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.current_player()
            view = seat_view(state, seat)
            checked += any(" drawn after " in holder for holder in view.hidden_counts)
            world = sample_world(state, seat, rng, view)
            assert seat_view(world, seat) == view and world.legal_actions() == state.legal_actions()
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 100

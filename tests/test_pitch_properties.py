"""Property tests for the pure Pitch functions: the four points and the scoring of a deal."""

from hypothesis import given
from hypothesis import strategies as st

from cardlib import full_pack
from cardlib.core.tricks import Trick
from cardlib.games.pitch.points import POINT_ORDER, award_points, game_count
from cardlib.games.pitch.scoring import settle

PLAYERS = ["A", "B", "C", "D", "E"]


@st.composite
def dealt_and_played(draw):
    """Five hands of six cards and six tricks made of them, each trick in seat order from a random leader."""
    cards = draw(st.permutations(list(full_pack())))[:30]
    hands = {p: cards[i * 6 : i * 6 + 6] for i, p in enumerate(PLAYERS)}
    tricks = []
    for round_ in range(6):
        leader = draw(st.integers(0, 4))
        order = PLAYERS[leader:] + PLAYERS[:leader]
        tricks.append(Trick(tuple((p, hands[p][round_]) for p in order)))
    trump = draw(st.sampled_from(sorted({c.suit for c in cards})))
    return hands, tricks, trump


@given(dealt_and_played())
def test_points_follow_their_definitions(case):
    hands, tricks, trump = case
    points = award_points(hands, tricks, trump)
    trumps = {c: p for p, h in hands.items() for c in h if c.suit == trump}
    assert points.high == trumps[max(trumps, key=lambda c: c.rank)]
    assert points.low == trumps[min(trumps, key=lambda c: c.rank)]
    jack = [t for t in tricks if any(c.suit == trump and c.rank.text == "J" for c in t.cards)]
    assert points.jack == (jack[0].winner(trump) if jack else None)
    assert sum(points.game_count.values()) == sum(game_count(h) for h in hands.values())
    best = max(points.game_count.values())
    leaders = [p for p, n in points.game_count.items() if n == best]
    assert points.game == (leaders[0] if len(leaders) == 1 else None)


@given(
    st.dictionaries(st.sampled_from(PLAYERS), st.integers(1, 12), min_size=5, max_size=5),
    st.sampled_from(PLAYERS),
    st.one_of(st.none(), st.integers(1, 4)),
    st.fixed_dictionaries({name: st.one_of(st.none(), st.sampled_from(PLAYERS)) for name in POINT_ORDER}),
    st.one_of(st.none(), st.sampled_from(PLAYERS)),
    st.booleans(),
)
def test_settlement_arithmetic(to_go, pitcher, contract, points, revoker, smudge):
    settled = settle(
        PLAYERS, to_go, pitcher, contract, points, revoker=revoker, smudge=smudge and contract == 4
    )
    for p in PLAYERS:
        # never below 0: a player who made all he needed has 0 to go, as the widgets say "0, out" (issue 53)
        assert settled.to_go[p] == max(0, to_go[p] - settled.scored[p] + settled.set_back[p])
        assert settled.scored[p] <= sum(1 for v in points.values() if v == p)
    made = sum(1 for v in points.values() if v == pitcher)
    if contract is None:
        assert settled.made is None
    else:
        assert settled.made == (made >= contract and revoker != pitcher)
    if revoker:
        assert settled.scored[revoker] == 0 and settled.set_back[revoker] == (contract or 2)
        assert sum(settled.set_back.values()) == settled.set_back[revoker]
    elif settled.made is False:
        assert settled.set_back[pitcher] == contract and settled.scored[pitcher] == 0
    else:
        assert sum(settled.set_back.values()) == 0
        assert sum(settled.scored.values()) == sum(1 for v in points.values() if v is not None)
    out = [p for p in PLAYERS if settled.to_go[p] <= 0]
    assert (settled.winner is not None) >= bool(out)
    if settled.winner is not None and settled.winner not in out:
        assert smudge and contract == 4 and settled.winner == pitcher


@given(st.lists(st.sampled_from(list(full_pack())), unique=True, max_size=52))
def test_game_count_is_the_sum_of_card_values(pile):
    values = {"A": 4, "K": 3, "Q": 2, "J": 1, "10": 10}
    assert game_count(pile) == sum(values.get(c.rank.text, 0) for c in pile)
    assert game_count(full_pack()) == 4 * 20

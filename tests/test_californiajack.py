"""California Jack and Shasta Sam (docs/californiajack.md): the examples, the kit's readings, the draws.

The all-games suite plays thousands of random deals and whole matches of it too, with its checks in
``game_checks.py``; here are the rules one at a time.
"""

from __future__ import annotations

import random

import pytest

from cardlib import parse_record, replay
from cardlib.analysis import analyse
from cardlib.core.cards import Card, Rank, Suit
from cardlib.core.deal import Deal
from cardlib.core.errors import CardlibError, IllegalAction, RecordError
from cardlib.core.hand import Cards
from cardlib.core.pack import full_pack
from cardlib.core.tricks import Trick
from cardlib.core.view import seat_view
from cardlib.exercises import make_questions
from cardlib.games.californiajack import (
    CaliforniaJackMatch,
    CaliforniaJackRuleOfThumb,
    CaliforniaJackRules,
    taken_points,
)
from cardlib.games.californiajack.spec import cut_for_trumps
from cardlib.games.registry import game_spec
from cardlib.players.sampling import sample_world
from cardlib.records import new_record


def dealt(a: str, b: str, stock_top: str = "", trump: str = "S", to_go=None, **options):
    """A deal with these hands (A leads, B deals); the stock starts with ``stock_top``, then pack order."""
    hands = {"A": Cards.parse(a), "B": Cards.parse(b)}
    top = list(Cards.parse(stock_top)) if stock_top else []
    used = {*hands["A"], *hands["B"], *top}
    stock = top + [c for c in full_pack() if c not in used]
    return CaliforniaJackRules(**options).new_state(
        Deal(("A", "B"), "B", hands), trump=trump, stock=stock, to_go=to_go or {"A": 7, "B": 7}
    )


def play_out(state, rng=None):
    rng = rng or random.Random(0)
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def test_e1_low_counts_to_the_player_who_takes_it():
    """A leads the two of trumps and B takes it with the three: Low is B's, though A played it."""
    state = dealt("2S 5H 6H 7H 8H 9H", "3S 5D 6D 7D 8D 9D")
    state.apply("A: 2S")
    state.apply("B: 3S")
    assert state.outcome().points["low"] == "B"
    play_out(state)
    assert state.result()["points"]["low"] == "B"


def test_e2_high_is_the_ace_of_trumps_to_whoever_takes_it():
    for seed in range(20):
        state = play_out(replay(new_record("californiajack", seed=seed)), random.Random(seed))
        trump = state.trump
        taker = next(t.winner(trump) for t in state.completed_tricks() if Card(trump, Rank.ACE) in t.cards)
        assert state.result()["points"]["high"] == taker


def test_e3_the_winner_draws_the_top_card_and_the_other_the_next_both_seen():
    state = dealt("AH 5H 6H 7H 8H 9H", "3C 5D 6D 7D 8D 9D", stock_top="QS 4C 10C")
    assert state.shown() == Cards.parse("QS")  # the stock's top card, face up
    state.apply("A: AH")
    state.apply("B: 5D")  # B has no heart: a diamond, and A wins
    assert Card.parse("QS") in state.hand("A") and Card.parse("4C") in state.hand("B")
    assert len(state.hand("A")) == len(state.hand("B")) == 6
    assert state.seen_in_hands() == {"A": Cards.parse("QS"), "B": Cards.parse("4C")}
    assert state.shown() == Cards.parse("10C")
    view = seat_view(state, "A")  # A knows B drew the four of clubs: it is not hidden
    assert Card.parse("4C") not in view.unseen and view.hidden_counts["B"] == 5
    rng = random.Random(1)
    assert all(Card.parse("4C") in sample_world(state, "A", rng, view).hand("B") for _ in range(10))


def test_e4_twenty_six_tricks_twenty_of_them_followed_by_a_draw():
    state = replay(new_record("californiajack", seed=4))
    rng = random.Random(4)
    for trick in range(1, 27):
        for _ in range(2):
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        left = state.outcome().stock_left
        assert left == max(0, 40 - 2 * trick)
        assert len(state.hand("A")) == (6 if trick <= 20 else 26 - trick)
    assert state.is_over() and len(state.completed_tricks()) == 26
    assert sorted(c for t in state.completed_tricks() for c in t.cards) == sorted(full_pack())


def test_e5_a_tie_for_game_scores_for_nobody():
    """Each pile holds 40 of the pack's 80 Game: a tie, and no trump was turned, so nobody scores Game
    (Foster's rule for Seven-Up's games without a turn-up; CJ-C3). A count of 41 to 39 takes it."""
    honours = [Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)]
    a_takes = [c for c in honours if c.suit in (Suit.CLUBS, Suit.DIAMONDS)]
    b_takes = [c for c in honours if c.suit in (Suit.HEARTS, Suit.SPADES)]
    tricks = [Trick((("A", x), ("B", Card(x.suit, Rank.TWO)))) for x in a_takes]
    tricks += [Trick((("A", Card(x.suit, Rank.THREE)), ("B", x))) for x in b_takes]
    points = taken_points(("A", "B"), tricks, Suit.SPADES, over=True)
    assert points.game_count == {"A": 40, "B": 40} and points.game is None
    assert "scores for nobody" in points.reasons["game"]
    jack = next(t for t in tricks if Card(Suit.HEARTS, Rank.JACK) in t.cards)  # B's J♥ goes to A instead
    moved = [
        Trick((("A", Card(Suit.HEARTS, Rank.JACK)), ("B", Card(Suit.HEARTS, Rank.THREE)))) if t is jack else t
        for t in tricks
    ]
    assert taken_points(("A", "B"), moved, Suit.SPADES, over=True).game == "A"


def test_cj_c1_the_play_follows_seven_ups_rule_from_the_first_trick():
    """A plain suit led: trump, or follow suit; not a third suit while holding the suit led."""
    state = dealt("AH 5H 6H 7H 8H 9H", "3H 2S 5D 6D 7D 8D")
    state.apply("A: AH")
    assert state.legal_actions() == ["3H", "2S"]
    before = state.to_record().to_json()
    with pytest.raises(IllegalAction, match="heart"):
        state.apply("B: 5D")
    assert state.to_record().to_json() == before, "a refused card changes nothing"


def test_cj_6_both_could_go_out_high_counts_first():
    """A needs one and takes Low; B needs one and takes High later: High counts first, and B goes out."""
    state = dealt("3S 5H 6H 7H 8H 9H", "AS 2S 5D 6D 7D 8D", to_go={"A": 1, "B": 1})
    state.apply("A: 3S")
    state.apply("B: 2S")  # B must follow trumps with a trump: A's three takes the two, and Low
    assert state.outcome().points["low"] == "A"
    state.apply(f"A: {state.legal_actions()[0]}")  # a heart led: B trumps it with the ace
    state.apply("B: AS")
    assert state.outcome().points["high"] == "B"
    play_out(state)
    result = state.result()
    assert result["points"]["low"] == "A" and result["points"]["high"] == "B" and result["winner"] == "B"


def test_shasta_sam_shows_nothing_of_the_stock_and_the_analysis_says_why():
    state = dealt("AH 5H 6H 7H 8H 9H", "3C 5D 6D 7D 8D 9D", stock_top="QS 4C", stock="face down")
    assert state.shown() == Cards() and state.seen_in_hands() == {}
    state.apply("A: AH")
    state.apply("B: 5D")
    assert state.seen_in_hands() == {}
    view = seat_view(state, "A")
    assert Card.parse("4C") in view.unseen and view.hidden_counts == {
        "B": 5,
        "B drawn after 1": 1,
        "stock": 38,
    }
    with pytest.raises(CardlibError, match="Shasta Sam the stock lies face down"):
        analyse(state)


def test_the_analysis_values_the_last_tricks_and_says_why_not_earlier():
    state = replay(new_record("californiajack", seed=3))
    with pytest.raises(CardlibError, match="too many tricks remain"):
        analyse(state)
    rng = random.Random(3)
    while state.outcome().stock_left > 2:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    found = analyse(state)
    assert found.player == state.current_player() and set(found.cards) == set(state.legal_actions())


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("trump", "X", "not a suit"),
        ("trump", 3, "suit's letter"),
        ("stock", ["AS"], "every other card once"),
        ("to_go", {"A": 0, "B": 7}, "from 1 to 7"),
    ],
)
def test_a_bad_record_field_is_refused_in_one_line(field, value, said):
    data = new_record("californiajack", seed=1).to_dict()
    data[field] = value
    with pytest.raises(RecordError, match=said) as refused:
        replay(parse_record(data))
    assert "\n" not in str(refused.value)


def test_a_record_replays_to_the_same_deal_and_the_trump_is_cut_fairly():
    state = play_out(replay(new_record("californiajack", seed=9)))
    again = replay(parse_record(state.to_record().to_json()))
    assert again.result() == state.result() and again.to_record().to_json() == state.to_record().to_json()
    suits = {cut_for_trumps(replay(new_record("californiajack", seed=s)).deal) for s in range(60)}
    assert suits == set("CDHS")


def test_a_whole_game_to_seven_with_its_score_sheet():
    match = CaliforniaJackMatch(seed=5)
    winner = match.play()
    assert winner in ("A", "B") and match.to_go[winner] <= 0 and match.holdings()["pool"] == 0
    assert "California Jack score sheet" in match._repr_html_() and f"{winner} went out" in str(match)
    with pytest.raises(CardlibError, match="the game is over"):
        match.new_deal()


def test_the_rule_of_thumb_player_plays_legal_cards_and_says_why():
    player = CaliforniaJackRuleOfThumb()
    for seed in range(5):
        state = replay(new_record("californiajack", seed=seed))
        while not state.is_over():
            action = player.choose(state)
            assert action in state.legal_actions() and player.reason
            state.apply(action)


def test_the_rule_of_thumb_player_beats_random_play():
    from cardlib.sim.tournament import duplicate

    result = duplicate("californiajack", "rule of thumb", "random", 200, seed=1)
    assert result.clearly_stronger(), str(result)


def test_the_exercise_asks_who_draws_and_judges_every_answer():
    for question in make_questions("californiajack-draw", 2, 8):
        right = question.answer
        wrong = "A" if right == "B" else "B"
        assert question.check(right).correct and not question.check(wrong).correct
        assert "does not win the trick" in question.check(wrong).message
        assert question.check("the queen").unreadable


def test_the_summary_page_and_the_spec():
    spec = game_spec("californiajack")
    assert spec.player_counts == (2,) and spec.summary is not None
    page = spec.summary()()
    assert "California Jack" in page and "Shasta Sam" in page and "kit's reading" in page

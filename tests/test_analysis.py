"""Open-hand analysis: the searches agree with plain minimax, and the engine-level answers hang together."""

import random

import pytest

from cardlib import Card, Suit, cards
from cardlib.analysis import (
    Board,
    Effort,
    ExactlyOneSearch,
    Minimax,
    SearchTooBig,
    TrickSearch,
    analyse,
    best_line,
    value,
    where_it_went_wrong,
)
from cardlib.analysis.rivals_table import RivalsTable
from cardlib.analysis.solver import Solver
from cardlib.core.cards import card_or_none
from cardlib.core.choosers import play_out
from cardlib.core.errors import CardlibError
from cardlib.core.hand import Cards
from cardlib.core.tricks import FollowRule
from cardlib.games.pitch import search as pitch_search
from cardlib.games.pitch.search import PitchMinimax, PitchSearch
from cardlib.players import rule_of_thumb
from cardlib.records import new_record, replay
from cardlib.sim.tournament import deal_state


def random_board(rng, players, each, rule=FollowRule.WHIST, no_trump_share=0.2):
    """A random position: ``each`` cards a player, a random trump (or none), part of a trick played."""
    dealt = [Card.from_index(int(i)) for i in rng.sample(range(52), 52)[: players * each]]
    hands = [Cards(dealt[i * each : (i + 1) * each]) for i in range(players)]
    trump = None if rng.random() < no_trump_share else Suit(rng.randrange(4))
    if rule is FollowRule.PITCH and trump is None:
        trump = Suit(rng.randrange(4))
    board = Board.from_cards(hands, rng.randrange(players), trump, rule)
    for _ in range(rng.randrange(players)):
        legal = board.legal()
        board.play(*legal[rng.randrange(len(legal))])
    return board


def sides(rng, players):
    side = {rng.randrange(players)}
    if rng.random() < 0.3:
        side.add((min(side) + 2) % players)
    return side, set(range(players)) - side


@pytest.mark.parametrize("seed", range(6))
def test_the_trick_search_agrees_with_minimax_for_trick_calls_and_misères(seed):
    rng = random.Random(seed)
    for _ in range(250):
        board = random_board(rng, 4, rng.randrange(1, 4))
        side, others = sides(rng, 4)
        for maximisers in (side, others):  # a trick call, then a misère
            assert TrickSearch(board.copy(), side, maximisers).value() == Minimax(board.copy()).tricks(
                side, maximisers
            )


def test_the_trick_search_agrees_with_minimax_on_four_card_endgames():
    rng = random.Random(40)
    for _ in range(60):
        board = random_board(rng, 4, 4)
        side, others = sides(rng, 4)
        maximisers = side if rng.random() < 0.6 else others
        search = TrickSearch(board.copy(), side, maximisers)
        plain = Minimax(board.copy())
        assert search.value() == plain.tricks(side, maximisers)
        assert search.nodes < plain.nodes


def two_suit_board(rng, each, trump):
    """A position dealt from two suits only, so that many positions share their suit lengths."""
    dealt = [Card.from_index(int(i)) for i in rng.sample(range(26), 26)[: 4 * each]]
    hands = [Cards(dealt[i * each : (i + 1) * each]) for i in range(4)]
    board = Board.from_cards(hands, rng.randrange(4), trump)
    for _ in range(rng.randrange(4)):
        legal = board.legal()
        board.play(*legal[rng.randrange(len(legal))])
    return board


@pytest.mark.parametrize(("trump", "misère"), [(None, False), (Suit.CLUBS, False), (None, True)])
def test_a_table_shared_by_many_positions_answers_each_as_minimax_does(trump, misère):
    """Entries stand for every position alike in the cards that decided them; none may mislead."""
    rng = random.Random(300 + 2 * (trump is None) + misère)
    table = TrickSearch(Board([[0] * 4] * 4, 0, None), {1}, {1}).table
    reused = 0
    for _ in range(400):
        board = two_suit_board(rng, rng.randrange(2, 5), trump)
        search = TrickSearch(board.copy(), {1}, {0, 2, 3} if misère else {1})
        search.table = table
        before = len(table)
        assert search.value() == Minimax(board.copy()).tricks({1}, {0, 2, 3} if misère else {1})
        reused += len(table) == before
    assert reused > 40


@pytest.mark.parametrize("seed", range(3))
def test_the_piccolissimo_search_agrees_with_minimax(seed):
    rng = random.Random(100 + seed)
    for _ in range(300):
        board = random_board(rng, 4, rng.randrange(1, 4), no_trump_share=1.0)
        caller, taken = rng.randrange(4), rng.randrange(2)
        assert ExactlyOneSearch(board.copy(), caller).possible(taken) == Minimax(board.copy()).exactly_one(
            caller, taken
        )


@pytest.mark.parametrize("seed", range(4))
def test_the_pitch_search_agrees_with_minimax(seed):
    rng = random.Random(200 + seed)
    for _ in range(200):
        players = rng.randrange(4, 8)
        board = random_board(rng, players, rng.randrange(1, 3), FollowRule.PITCH)
        pitcher = rng.randrange(players)
        counts = [rng.randrange(0, 12) for _ in range(players)]
        jack_out = any(h[board.trump] >> 9 & 1 for h in board.hands) or any(
            s == board.trump and b == 9 for _, s, b in board.trick
        )
        jack = None if jack_out or rng.random() < 0.5 else rng.randrange(players)
        expected = PitchMinimax(board.copy()).pitch(pitcher, counts, jack)
        assert PitchSearch(board.copy(), pitcher, counts, jack).value() == expected


@pytest.mark.parametrize("players", [4, 5, 6])
def test_a_pitch_table_shared_by_many_positions_answers_each_as_minimax_does(players):
    """Each deal is valued card by card through its first trick, with one table for all of them
    and with different Game already taken (entries stand for rivals with less Game)."""
    rng = random.Random(400 + players)
    deck = [*cards("2C 3C 4C 5C 6C 7C 8C 9C JC"), *cards("2D 3D 4D 5D 6D 7D 8D 9D 10D 2H 3H 4H")]
    table = PitchSearch(
        Board([[0] * 4] * players, 0, Suit.CLUBS, FollowRule.PITCH), 0, [0] * players, None
    ).table
    reused = 0
    for _ in range(40 if players < 6 else 15):
        counts = [rng.randrange(0, 12) for _ in range(players)] if rng.random() < 0.7 else [0] * players
        dealt = [deck[int(i)] for i in rng.sample(range(len(deck)), len(deck))[: 3 * players]]
        hands = [Cards(dealt[3 * i : 3 * (i + 1)]) for i in range(players)]
        board = Board.from_cards(hands, rng.randrange(players), Suit.CLUBS, FollowRule.PITCH)
        for _ in range(players):
            search, alone = (
                PitchSearch(board.copy(), 0, counts, None),
                PitchSearch(board.copy(), 0, counts, None),
            )
            search.table = table
            assert search.value() == alone.value() == PitchMinimax(board.copy()).pitch(0, counts, None)
            reused += search.nodes < alone.nodes
            legal = board.legal()
            board.play(*legal[rng.randrange(len(legal))])
    assert reused > 10


def test_a_rivals_entry_stands_only_for_rivals_it_dominates():
    """Made at rivals (0, -3): a yes stands where every rival has no more, a no where none has less."""
    table = RivalsTable()
    owners, live = (0, 0, 0, 0), (1, 0, 0, 0)
    table.store((0,), owners, live, 1, 2, True, 0, (0, -3))
    assert table.lookup((0,), owners, live, 1, (-1, -3)) == (True, 0)
    assert table.lookup((0,), owners, live, 1, (0, -2)) is None
    table.store((0,), owners, live, 2, 2, False, 0, (0, -3))
    assert table.lookup((0,), owners, live, 2, (1, -3)) == (False, 0)
    assert table.lookup((0,), owners, live, 2, (-1, -3)) is None
    assert table.lookup((0,), owners, live, 1, (-1, -3)) == (True, 0)


@pytest.mark.parametrize("budget", [3, 10_000])
def test_pitch_values_with_top_trumps_and_game_cards_agree_with_minimax(monkeypatch, budget):
    """Rich in top trumps and Game, so the cashing bound and the Jack-or-Game-alone searches bite;
    a first budget of 3 makes the value's questions give up part-way and start again."""
    monkeypatch.setattr(pitch_search, "FIRST_BUDGET", budget)
    rng = random.Random(500 + budget)
    deck = [*cards("2C 4C 7C 9C 10C JC QC KC AC"), *cards("2D 5D 9D 10D JD AD"), *cards("3H 10H KH AH QH")]
    table = PitchSearch(Board([[0] * 4] * 5, 0, Suit.CLUBS, FollowRule.PITCH), 0, [0] * 5, None).table
    for _ in range(150):
        players = rng.randrange(4, 6)
        each = 3 if players == 4 else 2 + rng.randrange(2)
        dealt = [deck[int(i)] for i in rng.sample(range(len(deck)), len(deck))[: each * players]]
        hands = [Cards(dealt[each * i : each * (i + 1)]) for i in range(players)]
        board = Board.from_cards(hands, rng.randrange(players), Suit.CLUBS, FollowRule.PITCH)
        pitcher, counts = rng.randrange(players), [rng.randrange(0, 12) for _ in range(players)]
        search = PitchSearch(board.copy(), pitcher, counts, None)
        if players == 5:
            search.table = table
        expected = PitchMinimax(board.copy()).pitch(pitcher, counts, None)
        assert search.value() == expected
        assert search.board.hands == board.hands and search.counts == counts  # left as it was
        floor = rng.randrange(3)  # below the value the answer is exact, else anything up to the floor
        assert search.value(floor) == expected if expected > floor else search.value(floor) <= floor


def child_values(board, side, maximisers):
    """Each legal card's value, by the search and by minimax, counting the trick it may complete."""
    found = {}
    for suit, bit in board.legal():
        winner = board.play(suit, bit)
        gained = int(winner is not None and winner in side)
        found[suit, bit] = (
            gained + TrickSearch(board.copy(), side, maximisers).value(),
            gained + Minimax(board.copy()).tricks(side, maximisers),
        )
        board.unplay()
    return found


def test_every_card_is_valued_as_minimax_values_it():
    """So the best card keeps the position's value, and a card rated lower really is worse."""
    rng = random.Random(7)
    for _ in range(200):
        board = random_board(rng, 4, rng.randrange(1, 4))
        side, others = sides(rng, 4)
        maximisers = side if rng.random() < 0.6 else others
        values = child_values(board, side, maximisers)
        assert all(ours == plain for ours, plain in values.values())
        pick = max if board.to_play in maximisers else min
        assert pick(v for v, _ in values.values()) == TrickSearch(board.copy(), side, maximisers).value()


def test_a_simple_endgame_is_valued_by_hand():
    # A holds A♠ K♠, the others lower spades, no trumps: A's side takes both tricks.
    board = Board.from_cards([cards("AS KS"), cards("QS 2S"), cards("JS 3S"), cards("10S 4S")], 0, None)
    assert TrickSearch(board, {0}, {0}).value() == 2
    assert TrickSearch(board, {0}, {1, 2, 3}).value() == 2  # a misère with these cards is lost
    low = Board.from_cards([cards("2S 3S"), cards("QS AS"), cards("JS KS"), cards("10S 4S")], 0, None)
    assert TrickSearch(low, {0}, {1, 2, 3}).value() == 0  # two low spades: a sound misère


def played_to(game, number, cards_left):
    """A deal of ``game`` played by rule-of-thumb players until each hand has ``cards_left`` cards."""
    guide = rule_of_thumb(game)
    state = deal_state(game, 5, number)
    while not state.is_over():
        play = getattr(state, "play", None)
        if play is not None and not play.current and len(play.hands[play.to_play]) <= cards_left:
            break
        state.apply(guide(state))
    return state


@pytest.mark.parametrize(("game", "left"), [("pitch", 6), ("boston", 5), ("fontainebleau", 5)])
def test_a_position_is_worth_its_best_card_and_the_best_card_keeps_it(game, left):
    checked = 0
    for number in range(40):
        state = played_to(game, number, left)
        if state.is_over() or getattr(state, "call", True) is None:
            continue
        found = analyse(state)
        pick = max if (found.player in found.side) == found.higher_is_better else min
        assert found.value == pick(found.cards.values())
        best = found.best_for_player()[0]
        child = state.clone()
        child.apply(best)
        if not child.is_over():
            assert value(child) == found.value
        checked += 1
        if checked == 6:
            break
    assert checked >= 3


def test_the_best_line_plays_to_the_end_without_losing_value():
    state = played_to("boston", 3, 4)
    if state.call is None:
        state = played_to("boston", 4, 4)
    start = value(state)
    line = best_line(state)
    assert line and all(v == start for _, _, v in line)


def test_a_deliberate_mistake_is_reported():
    for number in range(30):
        state = played_to("pitch", number, 6)
        found = analyse(state)
        worse = [c for c, v in found.cards.items() if v != found.value]
        if not worse:
            continue
        state.apply(worse[0])
        play_out(state, None, rule_of_thumb("pitch"))
        report = where_it_went_wrong(state)
        assert any(s.card == Card.parse(worse[0]) for s in report.slips), str(report)
        slip = next(s for s in report.slips if s.card == Card.parse(worse[0]))
        points = "point" if slip.before == 1 else "points"  # whose value, in its units, before and after
        said = f": {slip.before} {points} for the pitcher before it, {slip.after} after (better: "
        assert said in str(slip)
        return
    pytest.fail("no position with a losing card found")


@pytest.mark.parametrize("game", ["pitch", "boston"])
def test_the_report_finds_the_cards_that_analysing_every_position_finds(game):
    """The report values each position with one search; valuing every card everywhere must agree."""
    slips = 0
    for number in range(3):
        state = played_to(game, number, 0 if game == "pitch" else 5)
        if getattr(state, "call", True) is None:
            continue
        play_out(state, None, rule_of_thumb(game))
        # a Boston report from the first card searches for a minute; its last seven tricks show the same
        since = 0 if game == "pitch" else len(state.history) - 4 * 7 + 1
        report = where_it_went_wrong(state, since=since)
        headline = str(report).splitlines()[0]
        assert ("in trick 7." in headline) if since else ("from the first card" in headline), headline
        position = state.rules.new_state(state.deal, **state.fields)
        expected = []
        for action_number, (player, action) in enumerate(state.history, 1):
            wanted = action_number >= max(report.first, since)
            if wanted and card_or_none(action) is not None and not position.is_over():
                found = analyse(position)
                if action not in found.best_for_player():
                    expected.append((action_number, found.value, found.cards[action]))
            position.apply(f"{player}: {action}")
        assert [(s.action, s.before, s.after) for s in report.slips] == expected
        slips += len(expected)
    assert slips, "the deals tried must have cards that lost value, or the test shows nothing"


def test_analysis_refuses_positions_it_cannot_analyse_in_words():
    state = deal_state("pitch", 5, 0)
    with pytest.raises(CardlibError, match="auction is not over"):
        analyse(state)
    guide = rule_of_thumb("boston")
    for number in range(40):
        state = play_out(deal_state("boston", 5, number), None, guide)
        if state.call is None:
            state = deal_state("boston", 5, number)
            while state.play is None:
                state.apply(guide(state))
            with pytest.raises(CardlibError, match="Misère Partout is every player for himself"):
                analyse(state)
            break
    with pytest.raises(CardlibError, match="the deal is over"):
        analyse(play_out(deal_state("pitch", 5, 1), None, rule_of_thumb("pitch")))


def test_a_search_that_grows_too_big_stops_with_a_clear_message():
    state = played_to("boston", 1, 13)
    while state.call is None or state.play is None:
        state = played_to("boston", 2, 13)
    with pytest.raises(SearchTooBig, match="gave up after 2 positions"):
        analyse(state, limit=2)


GAME_FIGHT = {
    p: cards(hand)
    for p, hand in {
        "A": "QS 3S 9H KC QC 7D",
        "B": "AS KS 6S KH 2H QD",
        "C": "4S 2S 4H 3H KD 10D",
        "D": "10S AH QH 8H 3C 2C",
        "E": "10H 5H 10C AD 4D 2D",
        "F": "5S JC 7C JD 8D 5D",
        "G": "8S 7S JH 7H 9C 9D",
    }.items()
}


def test_a_pitch_search_too_big_for_its_limit_stops_even_while_its_questions_race():
    record = new_record("pitch", 7, seed=4)
    record.deal.update(GAME_FIGHT)  # a Game fight of six against the pitcher
    state = replay(record)
    guide = rule_of_thumb("pitch")
    while not state.play_begun():
        state.apply(guide(state))
    effort = Effort()
    with pytest.raises(SearchTooBig, match="gave up after 50,000 positions"):
        value(state, limit=50_000, effort=effort)
    assert effort.positions > 50_000  # counted up to the moment it gave up


def test_an_effort_counts_the_positions_behind_a_value():
    state = played_to("boston", 1, 6)
    while state.call is None or state.play is None:
        state = played_to("boston", 2, 6)
    effort = Effort()
    first = value(state, effort=effort)
    assert effort.positions > 0
    searched = effort.positions
    assert value(state, effort=effort) == first and effort.positions > searched


def test_a_partnership_is_analysed_against_its_three_extra_tricks():
    """Issue 16, item 18: partners must take three tricks more than the bid (FO-4)."""
    state = replay(new_record("fontainebleau", seed=2026))
    for action in ["A: seven diamonds", "Y: pass", "B: pass", "Z: pass", "A: call partner", "Y: accept"]:
        state.apply(action)
    guide = rule_of_thumb("fontainebleau")
    while len(state.hand("A")) > 6 or state.current_trick():
        state.apply(guide(state))
    found = analyse(state)
    assert found.target == state.contract().target == 10
    assert found.made == (found.value >= 10) and "seven diamonds" in found.goal


OBJECTIVES = [
    ("boston", ["A: grand misere", "Y: pass", "B: pass", "Z: pass"]),
    ("boston", ["A: grand spread", "Y: pass", "B: pass", "Z: pass"]),
    ("boston", ["A: grand slam", "Y: pass", "B: pass", "Z: pass", "A: trump S"]),
    ("boston", ["A: seven", "Y: pass", "B: pass", "Z: pass"]),
    ("fontainebleau", ["A: piccolissimo", "Y: pass", "B: pass", "Z: pass"]),
    ("fontainebleau", ["A: little misere", "Y: pass", "B: pass", "Z: pass"]),
    ("fontainebleau", ["A: seven spades", "Y: pass", "B: pass", "Z: pass"]),
    ("pitch", ["A: pitch"]),
]


def _safe_card(state, legal, rng):
    """The caller plays safe (low in a misère, high otherwise); everyone else at random."""
    if state.current_player() not in state.contract().side:
        return legal[rng.randrange(len(legal))]
    low = state.contract().goal.value != "tricks"
    return sorted(legal, key=lambda a: card_or_none(a).rank, reverse=not low)[0]


@pytest.mark.parametrize(("game", "auction"), OBJECTIVES, ids=[a[0].split(": ")[1] for _, a in OBJECTIVES])
def test_a_position_and_its_best_card_agree_even_when_a_card_ends_the_deal_early(game, auction):
    """Issue 16, item 19: analyse(state).value == value(state) for every objective, early ends included."""
    compared = early = 0
    for seed in range(30):
        rng = random.Random(seed)
        strong = {"A": "AS KS QS JS 10S 9S 8S AH KH QH AD KD AC"} if "grand slam" in auction[0] else None
        state = replay(new_record(game, seed=seed, fixed=strong))
        for action in auction:
            state.apply(action)
        while not state.is_over():
            legal = [a for a in state.legal_actions() if a != "i pay"]
            if not state.play_begun():
                state.apply(legal[0])
                continue
            if sum(len(state.hand(p)) for p in state.deal.players) <= 16:
                assert analyse(state).value == value(state)
                compared += 1
                for card in legal:
                    child = state.clone()
                    child.apply(card)
                    early += child.is_over() and any(child.hand(p) for p in child.deal.players)
            state.apply(_safe_card(state, legal, rng))
    assert compared >= 20
    if any(word in auction[0] for word in ("misere", "spread", "piccolissimo")):
        assert early, "some card ends the deal early"


def test_the_search_agrees_with_the_bridge_solver_on_bridge_shaped_deals():
    """Two against two, partners opposite, the first seat leading: DDS's tricks are the search's.

    DDS comes from ``endplay``, a benchmark-only extra; CI installs it, so there this never skips.
    """
    import os
    import sys
    from pathlib import Path

    if not os.environ.get("CI"):
        pytest.importorskip("endplay")
    benchmarks = Path(__file__).resolve().parent.parent / "benchmarks"
    sys.path.insert(0, str(benchmarks))
    try:
        from dds_bridge import dds_tricks
    finally:
        sys.path.remove(str(benchmarks))
    rng = random.Random(21)
    for number in range(40):
        each = 5 + number % 4
        dealt = [Card.from_index(i) for i in rng.sample(range(52), 4 * each)]
        hands = [Cards(dealt[i * each : (i + 1) * each]) for i in range(4)]
        trump = None if number % 5 == 0 else Suit(rng.randrange(4))
        board = Board.from_cards(hands, 0, trump)
        ours = TrickSearch(board.copy(), {0, 2}, {0, 2}).value()
        assert ours == dds_tricks(board), (number, hands, trump)


def test_the_compiled_search_gives_the_pure_python_values_on_the_same_positions():
    """Issue 21: the numba path and the pure-Python path agree on every value, every objective.

    Positions from 2 to 7 cards a hand, some with cards already on the table, each searched for a
    trick call of one seat, of two partners, and a misère (the other three the maximisers), with a
    new table and with one table an objective kept across all the positions (its entries stand for
    positions alike in their deciding cards, so one position's answers are asked by others), its
    questions starting from a different count each time.
    """
    import os

    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        if os.environ.get("CI"):
            pytest.fail("CI installs numba (the test extra)")
        pytest.skip("numba is not installed")
    rng = random.Random(2121)
    compared = 0
    shared: dict = {}  # one table an objective across positions, as a Solver keeps it
    for number in range(120):  # 20 positions of each size, 2 to 7 cards a hand
        each = 2 + number % 6
        dealt = [Card.from_index(i) for i in rng.sample(range(52), 4 * each)]
        hands = [Cards(dealt[i * each : (i + 1) * each]) for i in range(4)]
        trump = None if number % 6 == 0 else Suit(rng.randrange(4))
        leader = rng.randrange(4)
        board = Board.from_cards(hands, leader, trump)
        for _ in range(rng.randrange(4)):  # a trick begun
            board.play(*rng.choice(board.legal()))
        for counted, maximisers in (({1}, {1}), ({0, 2}, {0, 2}), ({1}, {0, 2, 3})):
            pure = TrickSearch(board.copy(), counted, maximisers).value()
            fast, _ = compiled.compiled_value(board, counted, maximisers, 10**7, compiled.new_table())
            objective = (trump, *sorted(counted), -1, *sorted(maximisers))
            if objective not in shared:
                shared[objective] = compiled.new_table()
            guess = number % (each + 2)  # where the questions start changes no value (analyse guesses)
            table = shared[objective]
            kept, _ = compiled.compiled_value(board, counted, maximisers, 10**7, table, guess=guess)
            assert fast == kept == pure, (number, hands, trump, leader, board.trick, counted, guess)
            compared += 1
    assert compared == 360


def test_the_compiled_misère_search_gives_the_pure_python_values_whole_and_capped():
    """The compiled search's own misère bounds and leads (no trumps, one caller) change no value.

    Two callers in three hold the lowest ranks dealt or a suit's lowest cards, so that both of its
    bounds (he can duck every trick; he must take this one) are met often; each position is asked for
    the whole count and for "at least one?" (``most=1``, what ``analyse`` asks of a misère).
    """
    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        pytest.skip("numba is not installed")
    rng = random.Random(3131)
    table, both = compiled.new_table(), 0
    for number in range(90):  # 15 positions of each size (2 to 7 cards), 5 of each kind of caller's hand
        each = 2 + number % 6
        dealt = rng.sample(range(52), 4 * each)  # the caller's: the lowest ranks, or a suit's lowest, or any
        dealt.sort(key=[lambda i: (i % 13, i), lambda i: i, lambda i: 0][number // 6 % 3])
        caller = [Card.from_index(i) for i in dealt[:each]]
        rest = [Card.from_index(i) for i in dealt[each:]]
        rng.shuffle(rest)
        hands = [Cards(rest[:each]), Cards(caller), Cards(rest[each : 2 * each]), Cards(rest[2 * each :])]
        board = Board.from_cards(hands, rng.randrange(4), None)
        for _ in range(rng.randrange(4)):
            board.play(*rng.choice(board.legal()))
        pure = TrickSearch(board.copy(), {1}, {0, 2, 3}).value()
        whole, _ = compiled.compiled_value(board, {1}, {0, 2, 3}, 10**7, table)
        capped, _ = compiled.compiled_value(board, {1}, {0, 2, 3}, 10**7, table, most=1)
        assert whole == pure and capped == min(pure, 1), (number, hands, board.leader, board.trick)
        both += pure == 0
    assert 10 < both < 80  # made and defeated misères both


def test_analysis_gives_the_same_answers_with_and_without_the_compiled_search(monkeypatch):
    """A deal's value and every card's, through ``analyse``, whichever search runs."""
    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        pytest.skip("numba is not installed")
    state = replay(new_record("boston", 4, seed=11))
    guide = rule_of_thumb("boston")
    while not state.play_begun() or len(state.hand(state.current_player())) > 8:
        state.apply(guide(state))
    if state.contract() is None:
        pytest.skip("this deal was not bid")
    fast = analyse(state)
    monkeypatch.setattr(compiled, "AVAILABLE", False)
    assert analyse(state) == fast


def test_piccolissimo_gives_the_same_values_whichever_search_asks_the_misère_after_the_caller_trick(
    monkeypatch,
):
    """Once the Piccolissimo caller has his trick, the rest is asked of the trick search, compiled or not."""
    from cardlib.analysis import compiled, solve

    if not compiled.AVAILABLE:
        pytest.skip("numba is not installed")
    values = []
    for seed in range(6):
        low = {"A": "AS 2S 3S 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C"}  # one sure trick, low cards to duck with
        state = replay(new_record("fontainebleau", seed=seed, fixed=low if seed % 3 else None))
        for action in ["A: piccolissimo", "Y: pass", "B: pass", "Z: pass"]:
            state.apply(action)
        rng = random.Random(seed)
        while not state.is_over() and (
            not state.play_begun() or len(state.hand(state.current_player())) > 8 - seed % 2
        ):
            legal = state.legal_actions()
            if state.play_begun():
                state.apply(_safe_card(state, legal, rng))
            else:  # each discards his lowest card
                state.apply(min(legal, key=lambda a: card_or_none(a.split()[-1]).rank))
        if state.is_over():  # the caller took a second trick
            continue
        monkeypatch.setattr(compiled, "AVAILABLE", True)
        fast = analyse(state)
        monkeypatch.setattr(compiled, "AVAILABLE", False)
        assert analyse(state) == fast, seed
        problem = solve._Problem(state)  # and the search on its own, asking the rest of itself
        alone = ExactlyOneSearch(problem.board(state.trump), problem.index["A"])
        assert fast.value == int(alone.possible(state.side_tricks())), seed
        values += fast.cards.values()
    assert set(values) == {0, 1}  # cards that keep it and cards that lose it, from at least two positions


def test_a_search_that_gives_up_leaves_the_position_as_it_was():
    """A search past its limit says so and leaves the board untouched, so that a later search (with a
    larger limit, by the same solver) values the position itself (a report once showed slips "from
    2 to 2" when a search that gave up left its board part-played)."""
    from cardlib.analysis import solve

    rng = random.Random(7)
    checked = 0
    while checked < 3:
        dealt = [Card.from_index(i) for i in rng.sample(range(52), 36)]
        board = Board.from_cards(
            [Cards(dealt[i * 9 : (i + 1) * 9]) for i in range(4)], 0, Suit(rng.randrange(4))
        )
        before = (board.copy().hands, board.leader, board.left, list(board.trick))
        solver = Solver()
        try:
            solve.trick_value(board, [1], [1], limit=5, solver=solver)
            continue  # small enough to value within the limit
        except SearchTooBig:
            pass
        assert (board.hands, board.leader, board.left, list(board.trick)) == before
        expected = TrickSearch(board.copy(), {1}, {1}).value()
        assert solve.trick_value(board, [1], [1], solver=solver) == expected
        checked += 1


def test_the_compiled_search_is_compiled_once_and_read_from_disk_by_the_next_process():
    """Issue 33: the recursive kernel was compiled again in every process (about six seconds), since
    numba's cache cannot keep a recursive function; the search is now a loop over a stack of frames."""
    import subprocess
    import sys

    from cardlib.analysis import compiled

    if not compiled.AVAILABLE:
        pytest.skip("numba is not installed")
    probe = (
        "from cardlib.analysis import compiled\n"
        "from cardlib.analysis.board import Board\n"
        "from cardlib.core.cards import Card\n"
        "from cardlib.core.hand import Cards\n"
        "board = Board.from_cards([Cards([Card.from_index(i)]) for i in range(4)], 0, None)\n"
        "compiled.compiled_value(board, {0}, {0}, 10**6, compiled.new_table())\n"
        "print(sum(compiled._search.stats.cache_hits.values()))\n"
    )
    runs = [subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True) for _ in range(2)]
    assert all(run.returncode == 0 for run in runs), runs[-1].stderr[-2000:]
    assert int(runs[1].stdout) >= 1, "the second process compiled the search again"


def test_a_piccolissimo_search_and_its_misère_questions_share_one_limit():
    """The questions asked after the caller's trick count against the limit the analysis was given.

    This deal takes some 10,600 positions in all, its own and its misère questions': within a limit of
    10,000 it gives up (it did not while each question had the whole limit to itself).
    """
    from cardlib.analysis.solve import Effort

    state = replay(new_record("fontainebleau", seed=0, fixed={"A": "AS 2S 3S 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C"}))
    for action in ["A: piccolissimo", "Y: pass", "B: pass", "Z: pass"]:
        state.apply(action)
    while not state.play_begun():  # each discards his lowest card
        state.apply(min(state.legal_actions(), key=lambda a: card_or_none(a.split()[-1]).rank))
    effort = Effort()
    assert value(state, limit=30_000, effort=effort) in (0, 1) and 10_000 < effort.positions < 30_000
    with pytest.raises(SearchTooBig):
        value(state, limit=10_000)


def test_the_searchs_memories_of_runs_and_suit_shapes_stay_bounded(monkeypatch):
    """A class server analyses hands for hours: the search's module memories are emptied when full."""
    from cardlib.analysis import ranks_table, tricks

    monkeypatch.setattr(tricks, "MOST_GROUPS", 50)
    monkeypatch.setattr(ranks_table, "MOST_SUITS", 50)
    for mask in range(1, 400):
        assert tricks.groups(mask, 0x1FFF) == tricks.groups(mask, 0x1FFF)
        ranks_table.suit_shape((mask, 0x1FFF & ~mask, 0, 0))
    assert len(tricks._GROUPS) <= 50 and len(ranks_table._SUITS) <= 50
    assert tricks.groups(0b101, 0b111) == (0, 2), "the runs still right after it was emptied"

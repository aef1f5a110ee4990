"""Seven-Up (docs/sevenup.md): Foster's worked examples, the kit's conventions, and random deals.

The game is played here through its own rules object; once it is in the registry the all-games suite
plays it too.
"""

import itertools
import random
from collections import Counter

import pytest

from cardlib.core.cards import Card, Suit
from cardlib.core.deal import Deal, deal
from cardlib.core.errors import IllegalAction, RecordError
from cardlib.core.hand import Cards
from cardlib.core.pack import full_pack
from cardlib.core.seats import default_players
from cardlib.core.tricks import legal_plays
from cardlib.games.sevenup import SevenUpMatch, SevenUpRuleOfThumb, SevenUpRules, game_winner, sides_of
from cardlib.games.sevenup.spec import SPEC


def dealt(hands: dict[str, str], stock_top: str = "", to_go: dict[str, int] | None = None, **options):
    """A state with these hands; the pack's rest starts with ``stock_top`` and goes on in pack order."""
    players = tuple(hands)
    cards = {p: Cards.parse(h) for p, h in hands.items()}
    top = list(Cards.parse(stock_top)) if stock_top else []
    used = {c for h in cards.values() for c in h} | set(top)
    stock = top + [c for c in full_pack() if c not in used]
    state = SevenUpRules(**options).new_state(
        Deal(players, players[-1], cards), stock=stock, to_go=to_go or dict.fromkeys(players, 7)
    )
    return state


def play(state, *actions):
    for action in actions:
        state.apply(action)
    return state


def test_e1_the_higher_game_count_takes_game():
    """Two play: the elder's tricks hold A K K J (11), the dealer's Q 10 (12): the dealer scores Game."""
    assert game_winner({"A": 11, "B": 12}, "B", sides_of(("A", "B"))) == "B"


def test_e2_a_tie_or_no_game_goes_to_the_non_dealer_when_two_play():
    sides = sides_of(("A", "B"))
    assert game_winner({"A": 12, "B": 12}, "B", sides) == "A"
    assert game_winner({"A": 0, "B": 0}, "B", sides) == "A"


def test_e3_three_hand_ties_and_the_kits_conventions():
    sides = sides_of(("A", "B", "C"))  # C deals
    assert game_winner({"A": 10, "B": 10, "C": 3}, "C", sides) is None  # the two non-dealers: nobody
    assert game_winner({"A": 10, "B": 2, "C": 10}, "C", sides) == "A"  # SU-C4: the non-dealer
    assert game_winner({"A": 0, "B": 0, "C": 0}, "C", sides) is None


def test_a_four_hand_tie_goes_to_the_eldests_side():
    sides = sides_of(("A", "Y", "B", "Z"))  # Z deals: A and B are partners, the eldest's side
    assert sides["B"] == ("A", "B") and sides["Z"] == ("Y", "Z")
    assert game_winner({"A": 15, "Y": 15}, "Z", sides) == "A"


@pytest.mark.parametrize(
    ("counts", "dealer", "foster"),
    [
        ({"A": 12, "B": 12}, "B", True),  # two players: the non-dealer (Foster)
        ({"A": 0, "B": 0}, "B", True),  # no Game out, two players (Foster)
        ({"A": 10, "B": 10, "C": 3}, "C", True),  # the two non-dealers: neither (Foster)
        ({"A": 10, "B": 2, "C": 10}, "C", False),  # the dealer and one other (SU-C4)
        ({"A": 4, "B": 4, "C": 4}, "C", False),  # all three (SU-C4)
        ({"A": 15, "Y": 15}, "Z", False),  # four players (SU-C3)
    ],
)
def test_a_tie_for_game_is_said_to_be_the_kits_reading_where_foster_does_not_settle_it(
    counts, dealer, foster
):
    """Issue 53: the worksheet key gave a three-hand tie with the dealer without saying it is the kit's."""
    from cardlib.games.sevenup.points import _game_reason

    players = 4 if dealer == "Z" else len(counts)
    sides = sides_of(("A", "Y", "B", "Z")) if players == 4 else sides_of(tuple(counts))
    said = _game_reason(counts, game_winner(counts, dealer, sides), sides[dealer][0], players)
    assert ("Foster does not say" not in said) == foster, said
    assert said.startswith(f"{game_winner(counts, dealer, sides) or 'nobody'}:")


def test_e4_the_only_trump_in_play_is_high_low_jack_and_game():
    state = dealt({"A": "JS 2H 3H 4H 5H 6H", "B": "2D 3D 4D 5D 6D 7D"}, "2S")
    state.apply("A: stand")
    while not state.is_over():
        state.apply(state.legal_actions()[-1] if state.to_act() == "A" else state.legal_actions()[0])
    outcome = state.outcome()
    assert outcome.points == {"high": "A", "low": "A", "jack": "A", "game": "A"}
    assert outcome.scored == {"A": 4, "B": 0}


def test_the_turn_up_is_not_in_play_and_no_trump_in_play_scores_no_high_or_low():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "JS")
    play(
        state,
        "A: stand",
        *(
            f"{p}: {c}"
            for pair in zip("234567", "234567", strict=True)
            for p, c in (("A", pair[0] + "H"), ("B", pair[1] + "D"))
        ),
    )
    outcome = state.outcome()
    assert outcome.points["high"] is None and outcome.points["low"] is None and outcome.points["jack"] is None
    assert outcome.turned_jacks == 1 and outcome.scored["B"] == 1  # the dealer's turned jack


def test_e5_points_count_out_in_the_order_high_low_jack_game():
    state = dealt({"A": "AS 10H 10D 10C 9H 8H", "B": "2S JS 3D 4D 5C 6C"}, "3S", to_go={"A": 2, "B": 2})
    play(state, "A: stand", "A: AS", "B: 2S", "A: 9H", "B: 3D", "A: 8H", "B: 4D", "A: 10H", "B: JS",
         "B: 5C", "A: 10C", "A: 10D", "B: 6C")  # fmt: skip
    outcome = state.outcome()
    assert outcome.points == {"high": "A", "low": "B", "jack": "B", "game": "A"}
    assert outcome.winner == "B", "B's second point, the Jack, counts before A's Game"


def test_e6_a_player_may_trump_instead_of_following_and_then_must_follow():
    """Two small trumps and the ten of the suit led: he may trump to save the ten; with no trump left
    and the ten his only card of the suit, he must play it."""
    state = dealt({"A": "AH KH QH 2C 3C 4C", "B": "2S 3S 10H 5D 6D 7D"}, "9S")
    play(state, "A: stand", "A: AH")
    assert set(state.legal_actions()) == {"2S", "3S", "10H"}, "trumping is no revoke"
    later = legal_plays(Cards.parse("10H 6D 7D"), Suit.HEARTS, Suit.SPADES, SPEC.follow_rule)
    assert [c.ascii for c in later] == ["10H"]


def test_e7_a_turned_jack_scores_the_dealer_and_a_run_turns_past_the_refused_suit():
    assert dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "JS").outcome().scored["B"] == 1
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S 8C 9C 10C 8D 9D 10D JS "
                  "2C 3C 4C QD KD AD JH")  # fmt: skip
    play(state, "A: beg", "B: run")
    outcome = state.outcome()
    assert [c.ascii for c in outcome.turned] == ["5S", "JS", "JH"] and state.trump == Suit.HEARTS
    assert outcome.turned_jacks == 1 and outcome.scored["B"] == 1, "the refused suit's jack scores nothing"
    assert len(state.hand("A")) == 12 and state.current_player() == "A"  # two rounds run: throw out six


def test_e8_the_dealer_may_not_give_a_point_that_puts_the_eldest_out():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S", to_go={"A": 1, "B": 7})
    state.apply("A: beg")
    assert state.legal_actions() == ["run"]
    with pytest.raises(IllegalAction, match="may not give a point that would put a player out"):
        state.apply("B: give")


def test_a_gift_with_three_players_goes_to_both_adversaries():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D", "C": "2C 3C 4C 5C 6C 7C"}, "5S")
    play(state, "A: beg", "C: give")
    assert state.outcome().scored == {"A": 1, "B": 1, "C": 0} and state.play_begun()


def test_throwing_out_after_a_run_comes_one_card_at_a_time_in_any_order():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S", bunching="never")
    play(state, "A: beg", "B: run")
    assert len(state.hand("A")) == 9 and state.current_player() == "A"
    held_b = list(state.hand("B"))
    play(state, f"B: discard {held_b[0].ascii}")  # the dealer throws out before the eldest: allowed
    with pytest.raises(IllegalAction, match="only a card he holds"):
        state.apply("A: discard 2D")
    while not state.play_begun():
        state.apply(state.legal_actions()[0])
    assert all(len(state.hand(p)) == 6 for p in "AB")


def test_keep_nine_keeps_a_single_rounds_cards():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S", bunching="never",
                  after_a_run="keep nine")  # fmt: skip
    play(state, "A: beg", "B: run")
    assert state.play_begun() and len(state.hand("A")) == 9


def test_two_players_may_agree_to_bunch_the_cards_after_a_run():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S")
    play(state, "A: beg", "B: run", "A: play", "B: bunch", "A: agree")
    assert state.is_over() and state.outcome().redeal


def test_the_pack_running_out_is_a_redeal():
    players = ("A", "Y", "B", "Z")
    hands = {p: [] for p in players}
    spades = [c for c in full_pack() if c.suit == Suit.SPADES]
    others = [c for c in full_pack() if c.suit != Suit.SPADES]
    for i, p in enumerate(players):
        hands[p] = others[6 * i : 6 * i + 6]
    fill = others[24:] + spades[3:]
    # after each of the two rounds the pack has room for, the turn-up is a spade again: it runs out
    stock = [spades[0], *fill[:12], spades[1], *fill[12:24], spades[2], *fill[24:]]
    state = SevenUpRules().new_state(Deal(players, "Z", {p: Cards(h) for p, h in hands.items()}), stock=stock)
    play(state, "A: beg", "Z: run")
    assert state.is_over() and state.outcome().redeal


def test_a_record_whose_stock_is_not_the_rest_of_the_pack_is_refused():
    with pytest.raises(RecordError, match="every other card once"):
        SevenUpRules().new_state(deal(("A", "B"), "B", SPEC.pattern, 1), stock=[Card.parse("2S")])


def test_random_deals_of_every_table_and_option_play_to_the_end_and_clone_alike():
    seen = Counter()
    for seed in range(400):
        rng = random.Random(seed)
        players = default_players(rng.choice(SPEC.player_counts))
        options = {o.name: rng.choice(o.values) for o in SPEC.options}
        fresh = deal(players, players[-1], SPEC.pattern, seed)
        to_go = dict.fromkeys(players, rng.randint(1, 7))
        state = SevenUpRules(**options).new_state(fresh, stock=list(fresh.stock), to_go=to_go)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        outcome = state.outcome()
        seen[state.outcome().redeal, outcome.begged, outcome.winner is not None] += 1
        assert state.clone().outcome() == outcome and outcome.to_json()["game"] == "sevenup"
        sides = sides_of(players)
        assert all(outcome.scored[p] == outcome.scored[sides[p][0]] for p in players), "partners score alike"
        assert sum(outcome.scored.values()) <= 6 * len(players), "no side makes seven in a deal"
    assert len(seen) >= 4


def test_a_whole_match_of_rule_of_thumb_players_ends_with_the_counters_kept():
    for count in SPEC.player_counts:
        match = SevenUpMatch(default_players(count), seed=count)
        winner = match.play(SevenUpRuleOfThumb())
        assert winner in match.players and sum(match.holdings().values()) == 0
        assert len(match.records) == len(match.sheet) >= 1


def test_the_score_sheet_shows_the_points_scored_at_once_and_who_went_out():
    """A learner's look: a gift or a turned jack was missing from the sheet, and to-go ran below 0."""
    seen = set()
    for seed in range(12):
        match = SevenUpMatch(("A", "B"), seed=seed)
        match.play(SevenUpRuleOfThumb())
        for record, row in zip(match.records, match.sheet, strict=True):
            outcome = SevenUpRules(**record.options).from_record(record).outcome()
            at_once = row[3]
            assert all(f"{p}: gift" in at_once for p in outcome.gifts)
            assert at_once.count("jack turned up") == outcome.turned_jacks
            seen |= {"gift" for _ in outcome.gifts} | {"jack" for _ in range(outcome.turned_jacks)}
            to_go = row[-2:]
            assert all(cell == "0, wins" or int(cell) >= 0 for cell in to_go), row
        assert [cell for row in match.sheet for cell in row[-2:] if "wins" in cell] == ["0, wins"]
        assert match.sheet[-1][-2:].count("0, wins") == 1 and str(match).endswith(match.went_out())
        both_out = "reached 0 on that deal too" in match.went_out()
        assert both_out == (
            match.sheet[-1][-2:] == ["0", "0, wins"] or match.sheet[-1][-2:] == ["0, wins", "0"]
        )
        seen |= {"both out"} if both_out else set()
    assert seen == {"gift", "jack", "both out"}


def test_the_rule_of_thumb_player_begs_on_rags_and_says_why():
    state = dealt({"A": "2H 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S")
    player = SevenUpRuleOfThumb()
    assert player(state) == "beg" and "no trump" in player.reason
    state = dealt({"A": "JS 3H 4H 5H 6H 7H", "B": "2D 3D 4D 5D 6D 7D"}, "5S")
    assert player(state) == "stand"


def test_the_terminal_never_tells_the_rest_of_the_pack_and_shows_the_turn_ups():
    """The rest of the pack is a record field; it lies face down, so the terminal game never prints it."""
    from cardlib.faces.terminal import play_in_terminal

    said: list[str] = []
    words = iter(["beg", "help"])

    def read(prompt: str) -> str:
        try:
            return next(words)
        except StopIteration:
            raise EOFError from None

    state = play_in_terminal("sevenup", 1, read, said.append)
    text = "\n".join(said)
    never_dealt = state.pack[state.next_card :]
    assert "stock" not in text and len(never_dealt) > 20
    assert not any(f"{a.symbol} {b.symbol}" in text for a, b in itertools.pairwise(never_dealt))
    assert f"turn-up: {state.pack[0].symbol}" in text or "turned up: " in text


def test_its_exercise_topic_comes_from_its_package():
    from cardlib.exercises import all_topics, make_questions

    assert all_topics()["sevenup-points"].title == "The four points of Seven-Up"
    for question in make_questions("sevenup-points", seed=5, count=6):
        assert question.answer in (*question.choices, None)
        assert question.check(question.answer).correct


def _four_cards_each(seed: int):
    """A four-player deal the eldest stood on, played by the rule-of-thumb players to four cards each."""
    from cardlib import new_record, replay
    from cardlib.players import rule_of_thumb

    state = replay(new_record("sevenup", 4, seed=seed))
    state.apply("stand")
    guide = rule_of_thumb("sevenup")
    while not state.is_over() and (len(state.hand(state.to_act())) > 4 or state.current_trick()):
        state.apply(guide(state))
    return state


def test_the_open_hand_search_keeps_a_table_a_deal():
    """Two deals alike but for two unplayed trumps swapped between two players: one solver analyses
    both, and each agrees with an analysis on a fresh solver (High and Low go by the cards held)."""
    from dataclasses import replace as replaced

    from cardlib import replay
    from cardlib.analysis import analyse
    from cardlib.analysis.solver import Solver

    compared = 0
    for seed in range(12):
        state = _four_cards_each(seed)
        if state.is_over():
            continue
        trump, players = state.trump, state.deal.players
        dealt = state.deal.hands
        held = [(p, c) for p in players for c in state.hand(p) if c.suit == trump and c in dealt[p]]
        pair = next(((a, b) for a in held for b in held if a[0] != b[0] and a[1] != b[1]), None)
        if pair is None:
            continue
        (p, a), (q, b) = pair
        record = state.to_record()
        deal = dict(record.deal)
        deal[p] = type(deal[p])([b if c == a else c for c in deal[p]])
        deal[q] = type(deal[q])([a if c == b else c for c in deal[q]])
        twin = replay(replaced(record, deal=deal))
        shared = Solver()
        for position in (state, twin):
            assert analyse(position, solver=shared).cards == analyse(position, solver=Solver()).cards
        compared += 1
    assert compared >= 3


def test_a_side_plays_for_what_it_needed_before_the_deal():
    """The analysis counts the points scored at once in its value, so its target counts them too."""
    from cardlib import new_record, replay

    state = replay(new_record("sevenup", 2, seed=1))
    state.apply("beg")
    state.apply("give")
    assert state.play_for("A").target == 7 and state.outcome().returns["A"] == 1


def test_its_exercise_module_imports_on_its_own():
    import subprocess
    import sys

    run = subprocess.run(
        [sys.executable, "-c", "import cardlib.games.sevenup.exercises as e; print(list(e.TOPICS))"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0 and "sevenup-points" in run.stdout, run.stderr


def test_a_report_counts_the_points_of_the_seat_it_is_made_for():
    """With three players each plays for himself: a report counts its own seat's points, not the eldest's."""
    from cardlib.analysis import analyse, where_it_went_wrong
    from cardlib.core.choosers import play_out, random_chooser
    from cardlib.records import new_record, replay

    differ = 0
    for seed in range(6):
        state = replay(new_record("sevenup", ["A", "B", "C"], seed=seed))
        play_out(state, None, random_chooser(random.Random(seed)))
        since = len(state.history) - 8  # the last three tricks
        reports = {seat: where_it_went_wrong(state, since=since, seat=seat) for seat in "ABC"}
        for seat, report in reports.items():
            assert str(report).startswith(f"{seat}: the points of this deal"), str(report)
        differ += len({report.start for report in reports.values()}) > 1
    assert differ, "three players' best results never differed in six deals"
    position = replay(new_record("sevenup", ["A", "B", "C"], seed=0))
    play_out(position, None, random_chooser(random.Random(0)))
    assert analyse(_before_last_tricks(position), seat="C").side == ("C",)


def _before_last_tricks(state):
    """The position of ``state``'s deal with three tricks still to play."""
    position = state.rules.new_state(state.deal, **state.fields)
    for player, action in state.history[: len(state.history) - 9]:
        position.apply(f"{player}: {action}")
    return position


def test_the_table_analyses_from_the_learner_s_seat_and_says_enough_to_go_out():
    """The Table judges the learner by his own side's points, in the analysis's words for a game without
    contracts (the side's points are enough to go out, or short of it)."""
    from cardlib.players import rule_of_thumb
    from cardlib.players.table_game import TableGame

    guide = rule_of_thumb("sevenup")
    for seat in ("A", "B"):
        table = TableGame("sevenup", seat=seat, seed=3)
        while (not table.state.is_over() and len(table.state.hand(seat)) > 3) or not table.state.play_begun():
            table.act(guide(table.state))
        lines = table.analysis()
        assert lines[0].startswith(f"{seat}: the points of this deal"), lines
        assert "enough to go out" in lines[0] or "short of going out" in lines[0], lines


REVOKING_HANDS = """
import json, random
from cardlib import new_record, replay

for seed in range(40):
    rng = random.Random(seed)
    state = replay(new_record("sevenup", 3, seed=seed, options={"revokes": "penalise"}))
    while not state.is_over():
        legal = state.legal_actions()
        held = [c.ascii for c in state.hand(state.to_act())] if state.phase() == "play" else []
        outlaws = [c for c in held if c not in legal]
        state.apply(outlaws[0] if outlaws and rng.random() < 0.3 else rng.choice(legal))
    print(json.dumps(state.result()))
"""


def test_results_read_the_same_whatever_the_hash_seed():
    """A revoke's penalties and the scores are listed side by side in seating order, never in a set's
    order (which changes from one Python process to the next): a replayed page prints the same."""
    import os
    import subprocess
    import sys

    printed = [
        subprocess.run(
            [sys.executable, "-c", REVOKING_HANDS],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in (1, 2, 3, 4)
    ]
    assert '"penalties"' in printed[0], "some of these hands have a revoke"
    assert len(set(printed)) == 1

"""The widgets' controllers and views, driven from Python without a browser."""

import pytest

from cardlib import CardError, CardlibError, Suit, card, cards, known_games
from cardlib.core.cards import card_or_none
from cardlib.core.tricks import FollowRule
from cardlib.games.pitch.points_question import PitchPointsQuestion
from cardlib.games.pitch.widgets import PitchPoints
from cardlib.widgets import CardPicker, CardSelection, TrickExplorer, TrickQuestion


def test_selection_refuses_a_card_over_the_limit_with_a_message():
    choice = CardSelection(limit=13)
    heard = []
    choice.observe(heard.append)
    for c in cards("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"):
        assert choice.toggle(c)
    assert not choice.toggle(card("AH"))
    assert choice.message == "13 cards are chosen already, the most allowed here: deselect one first"
    assert len(choice.cards) == 13 and len(heard) == 13
    assert choice.toggle(card("AS")) and choice.toggle(card("AH"))


def test_cards_used_elsewhere_cannot_be_picked():
    choice = CardSelection()
    choice.set_cards("AS KH")
    choice.mark_used(cards("KH QD"))
    assert choice.cards == cards("AS")
    assert not choice.toggle(card("QD")) and "already used elsewhere" in choice.message


def test_set_cards_is_all_or_nothing():
    choice = CardSelection(available=cards("AS KS QS"), limit=2)
    choice.set_cards("AS")
    for bad, words in (("AS KS QS", "at most 2"), ("KS KS", "given twice"), ("AH", "cannot be picked here")):
        with pytest.raises(CardError, match=words):
            choice.set_cards(bad)
        assert choice.cards == cards("AS")


def test_deal_at_random_is_seeded_and_respects_used_cards():
    first, second = CardSelection(limit=6), CardSelection(limit=6)
    first.mark_used(cards("AS AH"))
    second.mark_used(cards("AS AH"))
    first.deal_at_random(7)
    second.deal_at_random(7)
    assert (
        first.cards == second.cards and len(first.cards) == 6 and not set(first.cards) & set(cards("AS AH"))
    )


def test_the_picker_view_follows_clicks_and_refusals():
    picker = CardPicker(limit=2)
    faces = picker.faces
    assert len(faces.shown()) == 52 and set(faces.faces) >= {"AS", "2C"} and "<svg" in faces.faces["AS"]
    faces.click("AS")
    faces.click("KH")
    assert faces.shown()["AS"] == faces.shown()["KH"] == "selected"
    assert faces.shown()["2C"] == "disabled", "a third card is greyed once two are chosen"
    faces.click("2C")
    assert picker.cards == cards("AS KH")
    assert "the most allowed here" in picker.message.value and "the most allowed here" in faces.announce
    two = next(item for group in faces.groups for item in group["cards"] if item["code"] == "2C")
    assert two["label"] == "two of clubs" and "deselect one first" in two["reason"]
    picker.cards = "QD"
    assert [c for c, s in faces.shown().items() if s == "selected"] == ["QD"]
    picker.mark_used(cards("JD"))
    assert faces.shown()["JD"] == "used"
    faces.click("JD")
    assert picker.cards == cards("QD") and "already used elsewhere" in picker.message.value
    assert "<svg" in picker._repr_mimebundle_()["text/html"]
    picker.children[-3].children[0].click()
    assert picker.cards == cards("")


def test_picker_deal_button_uses_the_seed():
    picker = CardPicker(limit=5)
    picker.seed.value = 3
    picker.children[-3].children[2].click()
    other = CardSelection(limit=5)
    other.deal_at_random(3)
    assert picker.cards == other.cards


def test_trick_question_says_who_wins_and_why():
    question = TrickQuestion()
    for player, played in zip("AYBZ", ["10H", "JH", "2S", "AH"], strict=True):
        question.set_card(player, played)
    assert question.explain() == [
        "Z wins the trick: A♥ is the highest heart played, the suit led, and no trump was played."
    ]
    question.trump = Suit.SPADES
    question.set_hand("B", "2S 3H 9C")
    lines = question.explain()
    assert lines[0] == "B wins the trick: 2♠ is the highest trump played."
    assert lines[1] == "2♠ was not allowed: B holds a heart and must follow suit."
    question.rule = FollowRule.PITCH
    assert question.explain() == ["B wins the trick: 2♠ is the highest trump played."], (
        "in Pitch one may trump"
    )
    with pytest.raises(CardError, match="already played by A"):
        question.set_card("Y", "10H")


def test_trick_explorer_view():
    explorer = TrickExplorer()
    explorer.cards["A"].value = "10H"
    explorer.cards["Y"].value = "2S"
    explorer.trump.value = Suit.SPADES
    assert "Y wins the trick" in explorer.answer.value
    explorer.cards["B"].value = "1H"
    assert "&quot;1H&quot;: no such rank" in explorer.answer.value


def test_pitch_points_question_on_foster_p9():
    question = PitchPointsQuestion(("X", "Y", "Z", "W"))
    question.hands = {"X": cards("9S 8H"), "Y": cards("AH"), "Z": cards("2D"), "W": cards("3C")}
    question.trump = Suit.SPADES
    for c, p in (("9S", "X"), ("8H", "X"), ("AH", "Y"), ("2D", "Y"), ("3C", "Y")):
        question.give(c, p)
    lines = question.explain()
    assert lines[0] == "High: X: was dealt 9♠, the highest trump in play."
    assert lines[1].startswith("Low: X: was dealt 9♠")
    assert lines[2] == "Jack: nobody: J♠ was not dealt."
    assert lines[3] == "Game: Y: the highest Game count, 4."
    with pytest.raises(CardError, match="was not dealt"):
        question.give("KS", "X")


def test_pitch_points_view_deals_plays_and_explains():
    widget = PitchPoints(seed=4)
    assert "Choose the trump" in widget.answer.value
    widget.children[0].children[2].click()
    assert widget.question.trump is not None and widget.trump.value == widget.question.trump
    assert "Game counts" in widget.answer.value and "High:" in widget.answer.value
    total = sum(len(pile) for pile in widget.question.captured.values())
    assert total == 24
    widget.card.value = "XX"
    widget.children[2].children[2].click()
    assert "no such rank" in widget.answer.value


def test_ladder_question_marks_the_overcalls_and_compares():
    from cardlib.games.solo.ladder_question import LadderQuestion
    from cardlib.games.solo.widgets import BidLadder

    question = LadderQuestion()
    question.standing = question.read("seven")
    assert question.overcalls()[:3] == ["keep", "keep over", "little misere"]
    assert question.compare("little misere", "seven in preference") == (
        "little misère outranks seven in preference: little misère stands above seven in preference "
        "on the ladder (place 4 against 3)"
    )
    fb = LadderQuestion("fontainebleau")
    fb.standing = fb.read("7D")
    assert fb.overcalls()[:2] == ["seven grand", "piccolissimo"], "Foster: Seven Grand beats Seven Diamonds"
    widget = BidLadder()
    widget.standing.value = "six"
    assert (
        "▶ six: win at least 6 tricks" in widget.ladder.value
        and "Also: keep, keep over" in widget.answer.value
    )
    with pytest.raises(ValueError, match='"boston" or "fontainebleau"'):
        LadderQuestion("pitch")


def test_setback_question_works_fosters_example_p3():
    from cardlib.games.pitch.setback_question import SetBackQuestion
    from cardlib.games.pitch.widgets import SetBack

    question = SetBackQuestion()
    question.to_go = {"A": 2, "B": 2, "C": 7, "D": 7}
    question.bidder, question.bid, question.answer = "B", 3, "refuse"
    question.points = {"high": "A", "low": "A", "jack": "B", "game": "D"}
    assert (
        question.explain()[0] == "Not allowed: the seller has 2 to go, so no bid above 1 is allowed "
        "(the 'full value' custom lifts that limit)."
    )
    question.full_value = True
    assert question.explain()[-1] == "To go after the deal: A 5 (set back 3), B 1, C 7, D 6."
    widget = SetBack()
    widget.bidder.value, widget.bid.value = "B", 2
    widget.points["high"].value = "B"
    widget.points["game"].value = "B"
    assert "B made his contract of 2" in widget.result.value


def test_settlement_question_shows_the_table_cell():
    from cardlib.games.solo.settlement_question import SettlementQuestion
    from cardlib.games.solo.widgets import Settlement

    question = SettlementQuestion()
    question.taken = 10
    lines = question.explain()
    assert lines[0] == "From the classic win table, seven bid, 10 taken: 22."
    assert lines[-2] == "Between the players: A +66, Y -22, B -22, Z -22."
    assert lines[-1] == "The pool: A takes 40 out; pools after: none."
    question.taken, question.options["payments"] = 5, "american"
    assert question.explain()[0] == "From the American table, seven."
    fb = SettlementQuestion("fontainebleau")
    fb.call, fb.taken = "nine hearts", 6
    assert "115 to each adversary" in " ".join(fb.explain()) and "pays 115 into the pool" in " ".join(
        fb.explain()
    )
    widget = Settlement("fontainebleau")
    assert fb.pools == [50] and widget.pool.value == 50, "the first dealer's stake (dealer_stake), not 40"
    widget.call.value = "nine hearts"
    widget.taken.value = 9
    widget.honours.value = 4
    assert "120 from each adversary" in widget.answer.value


@pytest.mark.parametrize("game", known_games())
def test_table_game_plays_a_whole_hand_against_the_computer(game):
    from cardlib.widgets import TableGame

    table = TableGame(game, seed=3)
    assert table.your_turn
    steps = 0
    while not table.state.is_over():
        legal = table.legal()
        assert legal and table.act(legal[-1])
        steps += 1
    assert steps > 0 and table.result_lines() and table.legal() == []
    assert not table.act("pass") and table.message == "The hand is over: deal again."
    again = TableGame(game, seed=3)
    assert again.history()[: len(again.history())] == table.history()[: len(again.history())]


def test_table_game_refuses_in_words_and_undoes():
    from cardlib.widgets import TableGame

    table = TableGame("pitch", seed=5)
    before = table.history()
    assert not table.act("bid 9")
    assert table.message.startswith("Not allowed: ") and table.history() == before
    table.act("sell")
    after_sell = table.history()
    assert len(after_sell) > len(before)
    assert table.undo() and table.history() == before
    assert not table.undo() and table.message == "Nothing of yours to take back."
    with pytest.raises(CardlibError, match='seat "Q"'):
        TableGame("pitch", seat="Q")


def test_table_view_enables_only_legal_cards():
    from cardlib.widgets import Table

    view = Table("boston", seed=2)
    assert [b.description for b in view.actions.children][:3] == ["pass", "boston", "six"]
    assert set(view.hand.shown().values()) == {"disabled"}, "no card may be played during the auction"
    first = view.hand.groups[0]["cards"][0]
    view.hand.click(first["code"])
    assert "Not allowed" in view.message.value, "a greyed card says why when clicked"
    assert "<svg" in view.picture.value and "<svg" in view.hand.faces[first["code"]]
    view.actions.children[0].click()
    assert "You: pass." in view.message.value
    while view.game.legal() and not view.game.state.is_over():
        playable = [code for code, look in view.hand.shown().items() if look == "normal"]
        if playable:
            view.hand.click(playable[0])
        else:
            view.actions.children[0].click()
    view.last.value = True
    assert view.result.value and "<b>Last trick</b>, won by" in view.trick.value
    assert "<svg" in view._repr_mimebundle_()["text/html"]
    deal_button = next(w for w in view.children[0].children if getattr(w, "description", "") == "new deal")
    deal_button.click()
    assert "New deal" in view.message.value


def test_table_says_why_the_computer_acted_and_changes_its_opponents():
    from cardlib.widgets import Table

    view = Table("pitch", seed=4)
    view.why.value = True
    assert "have not acted" in view.reasons.value
    view.game.act("sell")
    view.refresh()
    assert view.reasons.value.startswith("B: I ") and view.reasons.value.count("<br>") == 2
    view.why.value = False
    assert view.reasons.value == ""
    view.level.value = "random"
    next(w for w in view.children[0].children if getattr(w, "description", "") == "new deal").click()
    assert view.game.level == "random" and type(view.game.computer).__name__ == "RandomPlayer"
    with pytest.raises(CardlibError, match='level "genius"'):
        Table("pitch", level="genius")


def test_pitch_points_hands_can_be_given_by_hand():
    widget = PitchPoints(("A", "B", "C", "D"))
    widget.hand_boxes["A"].value = "JS 9S"
    widget.hand_boxes["B"].value = "AH"
    widget.children[1].children[-1].click()
    assert widget.question.hands["A"] == cards("JS 9S") and widget.question.hands["C"] == cards("")
    widget.trump.value = Suit.SPADES
    assert "High: A: was dealt J♠" in widget.answer.value
    widget.hand_boxes["B"].value = "JS"
    widget.children[1].children[-1].click()
    assert "J♠ is dealt twice" in widget.answer.value and widget.question.hands["B"] == cards("AH")


def test_table_shows_a_sheet_at_the_end():
    from cardlib.widgets import TableGame

    game = TableGame("pitch", seed=2)
    while not game.state.is_over():
        game.act(game.legal()[0])
    columns, rows = game.sheet()
    assert columns[0] == "player" and "to go" in columns and len(rows) == 4


def test_table_analyses_the_deal_on_request():
    from cardlib.widgets import Table, TableGame

    game = TableGame("pitch", seed=4)
    assert game.analysis()[0].startswith("No analysis: open-hand analysis starts with the play")
    while game.state.play is None:
        game.act(game.legal()[0])
    lines = game.analysis()
    assert "with all cards open" in lines[0] and "each card's value" in lines[1]
    view = Table("pitch", seed=4)
    button = next(
        w for w in view.children[0].children if getattr(w, "description", "") == "analyse this deal"
    )
    button.click()
    assert view.analysis.value.startswith("<b>Open-hand analysis</b>")


def test_table_shows_progress_while_a_played_hand_is_analysed():
    from cardlib.widgets import Table

    view = Table("pitch", seed=4)
    while not view.game.state.is_over():
        view.game.act(view.game.legal()[0])
    seen = []
    view.progress.observe(lambda change: seen.append((change["new"], view.progress.max)), "value")
    view._show_analysis()
    cards = sum(1 for _, action in view.game.state.history if card_or_none(action) is not None)
    assert [done for done, _ in seen] == list(range(1, cards + 1))
    assert {total for _, total in seen} == {cards}
    assert view.progress.layout.display == "none" and view.progress.description == f"{cards} of {cards}"
    assert "with best play from the first card" in view.analysis.value


@pytest.mark.parametrize("game", ["boston", "fontainebleau"])
def test_settlement_bounds_the_pool_by_the_rules_and_conserves_counters(game):
    """Issue 16, item 22: every reachable setting moves counters without making or losing any."""
    from cardlib.games.solo.settlement_question import SettlementQuestion
    from cardlib.games.solo.widgets import Settlement

    question = SettlementQuestion(game)
    widget = Settlement(game)
    if game == "boston":
        assert question.pool_limit == widget.pool.max == 250
        question.pools = [1000]
        assert question.explain() == [
            "A Boston pool holds from 0 to 250 white counters (25 red); more starts a new pool, "
            "so 1000 cannot be one."
        ]
        widget.pool.value = 100_000
        assert widget.pool.value == 250
    for call in [c.words() for c in question.book.calls(question.options)]:
        for taken in range(14):
            for pool in (0, 40, 250):
                question.call, question.taken, question.pools = call, taken, [pool]
                settled = question.paid().settlement
                assert sum(settled.payments.values()) == 0
                assert sum(settled.pools_after) == pytest.approx(pool - sum(settled.pool_flows.values()))
                assert all(0 <= p <= question.pool_limit for p in settled.pools_after)


def test_fontainebleau_bids_are_offered_in_two_steps_a_number_then_its_suit():
    """Issue 32: Fontainebleau's first bid was fifty-six buttons in seven rows."""
    from cardlib.players.table_game import action_groups
    from cardlib.widgets import Table

    table = Table("fontainebleau", seed=1)
    headings = [b.description for b in table.actions.children]
    assert len(headings) == 16 and headings[:3] == ["pass", "boston …", "six …"]
    assert "little misère" in headings and "grand spread" in headings, "calls with no suit stay whole"
    next(b for b in table.actions.children if b.description == "six …").click()
    calls = [b.description for b in table.actions.children]
    assert calls == ["six spades", "six clubs", "six hearts", "six diamonds", "six grand", "‹ back"]
    table.actions.children[-1].click()
    assert [b.description for b in table.actions.children] == headings
    next(b for b in table.actions.children if b.description == "six …").click()
    next(b for b in table.actions.children if b.description == "six hearts").click()
    assert table.game.history()[0] == "A: six hearts" and table.opened is None
    every = table.game.state.rules.new_state(table.game.state.deal).legal_actions()
    assert sorted(a for _, calls in action_groups(every) for a in calls) == sorted(every), "nothing lost"
    boston = [h for h, _ in Table("boston", seed=1).game.action_groups()]
    assert "grand misere" in boston and "grand slam" in boston and not any("…" in h for h in boston)


def test_a_class_table_without_its_deal_set_says_how_the_teacher_makes_one_where_it_runs(
    tmp_path, monkeypatch
):
    """Issue 32: on the zero-install site there is no terminal to run ``class deals`` in; the site is
    built with the deal set instead, and the page says so."""
    import sys

    from cardlib.widgets import ClassTable

    missing = tmp_path / "deal-set"
    assert "cardlib class deals pitch" in ClassTable(missing, tmp_path / "results").message.value
    monkeypatch.setattr(sys, "platform", "emscripten")
    on_the_site = ClassTable(missing, tmp_path / "results").message.value
    assert "build_site.py --deal-set" in on_the_site and "class deals" not in on_the_site
    assert "lesson 9" in on_the_site


def test_a_table_given_a_deal_of_named_players_sits_you_in_your_seat_s_place_and_back_for_a_fresh_deal():
    from cardlib.players.table_game import TableGame
    from cardlib.records import new_record

    table = TableGame("boston", seat="B", seed=3)
    named = new_record("boston", ("Ann", "Bo", "Cy", "Di"), seed=5)
    table.play_record(named)
    assert table.seat == "Cy" and table.state.current_player() == "Cy"  # B is the third seat: A, Y, B, Z
    with pytest.raises(CardlibError, match='seat "Zed": the players of this deal are Ann, Bo, Cy and Di'):
        table.play_record(named, seat="Zed")
    assert table.seat == "Cy", "nothing changed by a refused seat"
    table.new_deal(4)
    assert table.seat == "B"
    table.play_record(named)
    plain = new_record("boston", 4, seed=6)  # A, Y, B, Z: your own seat again, whatever the last deal
    table.play_record(plain)
    assert table.seat == "B"


def test_the_table_keeps_the_keyboards_focus_where_play_goes_on(monkeypatch):
    """After a call the focus goes to the first call now offered, or to the hand once the play begins,
    or to "new deal" at the end; a heading's calls open on their first, and "back" returns to it."""
    import ipywidgets

    from cardlib.widgets import Table

    focused = []
    monkeypatch.setattr(ipywidgets.Button, "focus", lambda self: focused.append(self.description))
    view = Table("fontainebleau", seed=2)
    monkeypatch.setattr(type(view.hand), "focus_cards", lambda self: focused.append("the hand"))
    greyed = next(code for code, look in view.hand.shown().items() if look == "disabled")
    view.hand.click(greyed)  # refused, in the auction: the focus stays on the card
    assert focused == [] and "Not allowed" in view.message.value
    assert greyed == "10S" and view.game.state.history == [], "a card clicked is never read as a call"
    heading = next(b for b in view.actions.children if b.description.endswith("…"))
    heading.click()
    assert focused[-1] == view.actions.children[0].description != heading.description
    view.actions.children[-1].click()  # back
    assert focused[-1] == heading.description
    while not view.game.state.is_over():
        playable = [code for code, look in view.hand.shown().items() if look == "normal"]
        calls = view.game.action_groups()
        if playable:
            view.hand.click(playable[0])
        else:
            view.actions.children[0].click()  # pass, mostly
            if not view.game.state.is_over() and view.game.your_turn:
                expected = view.actions.children[0].description if view.game.action_groups() else "the hand"
                assert calls and focused[-1] == expected
    assert focused[-1] == "new deal"


def test_the_table_says_each_play_and_the_result_in_words_and_its_deck_is_the_notebooks():
    from cardlib.render.spoken import in_words
    from cardlib.render.svg import deck
    from cardlib.widgets import Table

    first, second = Table("pitch", seed=3), Table("pitch", seed=4)
    while not first.game.state.is_over():
        playable = [code for code, look in first.hand.shown().items() if look == "normal"]
        first.hand.click(playable[0]) if playable else first.actions.children[0].click()
        assert not any(sign in first.hand.announce for sign in "♠♥♦♣"), first.hand.announce
    assert first.hand.announce.endswith(in_words(" ".join(first.game.result_lines()))), "the result said"
    try:
        first.four_colours.value = True
        assert deck() == "four" and second.four_colours.value, "one deck for every table"
        assert 'color="#1f5fbf"' in second.picture.value or 'color="#17753a"' in second.picture.value
    finally:
        second.four_colours.value = False
    assert deck() == "two" and not first.four_colours.value


def test_an_exercise_reads_its_feedback_out_once_each_answer():
    from cardlib.exercises import make_questions

    exercise = make_questions("tricks", 2026, 1)[0].ask(1)
    exercise.answer("nobody")
    exercise.answer("nobody")
    assert exercise.announcer.said == 2, "the same answer twice is said twice"
    assert exercise.announcer.words and not any(s in exercise.announcer.words for s in "♠♥♦♣")

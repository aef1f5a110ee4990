"""Class tables: the room (the engine the authority), its store, the views each seat is sent, the server.

Students are played by seeded random choices among the legal actions; every refusal must leave the
table and the store as they were.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest
from tornado.testing import bind_unused_port

from cardlib.classroom.deal_set import make_deal_set
from cardlib.classroom.report import class_report
from cardlib.classroom.tables.app import application, http_server
from cardlib.classroom.tables.client import Page
from cardlib.classroom.tables.room import ClassRoom, Refusal
from cardlib.classroom.tables.store import Store
from cardlib.classroom.tables.views import seat_view, teacher_view
from cardlib.core.cards import card_or_none
from cardlib.core.errors import CardlibError
from cardlib.games.registry import GAMES, game_spec
from cardlib.records import replay
from cardlib.render.state import state_svg
from cardlib.render.svg import fluid

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from class_server import ClassServer, click, offered, seat_table, settle


def run_apart(work):
    """``asyncio.run(work)`` on a thread of its own: the browser tests' Playwright keeps an event loop
    running on the main thread of the worker that ran them, where ``asyncio.run`` is refused."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, work).result()


def make_room(
    tmp_path: Path, game: str = "boston", tables: int = 2, deals: int = 3, players: int | None = None
) -> ClassRoom:
    deal_set = make_deal_set(game, 7, deals, tmp_path / "set", players)
    return ClassRoom(deal_set, tmp_path / "results", Store(tmp_path / "class.sqlite"), tables, "random")


def seat_everyone(room: ClassRoom, number: int = 1) -> dict[str, str]:
    """A student at every seat of table ``number``: seat -> token."""
    tokens = {}
    for seat in room.seats:
        tokens[seat] = room.join(f"student {number} {seat}")
        room.sit(tokens[seat], number, seat)
    return tokens


def play_out(room: ClassRoom, tokens: dict[str, str], number: int = 1, seed: int = 1) -> list[dict]:
    """Play table ``number``'s hand to the end by random legal clicks; every view each seat was sent."""
    rng, table, views = random.Random(seed), room.tables[number], []
    while not table.state.is_over():
        seat = table.whose_turn()
        for s in tokens:
            views.append((s, seat_view(room, table, s, s)))
        room.act(tokens[seat], rng.choice(table.state.legal_actions()), table.seen)
    views += [(s, seat_view(room, table, s, s)) for s in tokens]
    return views


#: Every game at its usual table, and at every other size it is played at.
TABLES = [(game, None) for game in GAMES] + [
    (game, count)
    for game in GAMES
    for count in game_spec(game).player_counts
    if count != len(game_spec(game).seats)
]


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_whole_deal_is_played_saved_and_counted_by_seat(tmp_path, game, players):
    room = make_room(tmp_path, game, players=players)
    tokens = seat_everyone(room)
    play_out(room, tokens)
    table = room.tables[1]
    assert table.state.is_over()
    room.saved()
    report = class_report(room.deal_set, tmp_path / "results", analyse=False)
    assert not report.refused
    # Each student is scored at the seat he sat, and each compared with those at his seat only.
    returns = table.state.returns()
    for seat in room.seats:
        student = f"student 1 {seat}"
        assert report.results[(student, "deal-01.json")] == returns[seat]
        assert report.seat_of(student, "deal-01.json") == seat
        assert report.duplicate(student, "deal-01.json") == 0
    saved = json.loads((tmp_path / "results" / "student 1 A" / "deal-01.json").read_text())
    assert saved["x_table"] == 1 and saved["x_seats"]["A"] == "student 1 A" and saved["x_seat"] == "A"


def test_a_table_waits_until_full_or_started_and_then_computers_take_the_empty_seats(tmp_path):
    room = make_room(tmp_path)
    assert all(t.seen == 0 for t in room.tables.values())  # nobody sat: nothing played
    token = room.join("Ann")
    room.sit(token, 2, "B")
    table = room.tables[2]
    # The first student to sit does not start the table: a classmate sitting a moment later would
    # find his seat's first call made.
    assert not table.started and table.state.history == [] and room.waiting_for(table) == ["A", "Y", "Z"]
    with pytest.raises(CardlibError, match="starts when seat A, seat Y and seat Z are taken"):
        room.act(token, "pass", table.seen)
    room.start(2)  # the teacher's word: the computers take the empty seats
    assert table.started and room.waiting_for(table) == []
    assert table.whose_turn() == "B" or table.state.is_over()
    assert room.tables[1].seen == 0
    # A table whose every seat is taken starts by itself.
    tokens = seat_everyone(room, 1)
    assert room.tables[1].started and set(tokens) == set(room.seats)


def test_a_computer_s_turn_left_to_the_server_is_played_only_at_the_moment_it_was_thought_of(tmp_path):
    deal_set = make_deal_set("boston", 7, 2, tmp_path / "set")
    store = Store(tmp_path / "class.sqlite")
    room = ClassRoom(deal_set, tmp_path / "results", store, 1, "random", think_apart=True)
    token = room.join("Ann")
    room.sit(token, 1, "Y")
    room.start(1)
    table = room.tables[1]
    turn = room.computer_turn(table)
    assert turn is not None and turn[0] == "A" and table.state.history == []  # A deals the first call
    _, state, moment = turn
    action = room.decide(table, state)
    room.pause(1)
    assert room.computer_turn(table) is None  # paused: nobody thinks
    room.pause(1, False)
    assert room.computer_plays(1, moment - 1, action) is None and table.state.history == []  # stale
    assert room.computer_plays(1, table.moment, "bid nonsense") is None  # not an action: nothing
    assert room.computer_plays(1, table.moment, action) is table
    assert table.state.history == [("A", action)] and store.actions(1, 0) == [f"A: {action}"]


def test_a_student_comes_back_with_his_code_and_a_name_typed_wrong_is_forgotten(tmp_path):
    room = make_room(tmp_path)
    token = room.join("Zoë")
    code = room.students[token].code
    assert len(code) == 6
    with pytest.raises(CardlibError, match="Zoë has joined already: if that is you, write your code"):
        room.join("zoë")
    with pytest.raises(CardlibError, match="not Zoë's code"):
        room.join("Zoë", "AAAAAA")
    back = room.join("zoë", code.lower()[:3] + " " + code.lower()[3:])  # as typed from a screen
    # He has a new token: a page left open elsewhere with the old one says his seat was opened.
    assert back != token and room.students[back].name == "Zoë"
    with pytest.raises(CardlibError, match="Zoë, your seat was opened on another page with your code"):
        room.student(token)
    again = ClassRoom(room.deal_set, tmp_path / "results", room.store, 2, "random")
    assert again.students[back].code == code  # kept with the class
    typo = room.join("Zoe")
    room.sit(typo, 1, "A")
    with pytest.raises(CardlibError, match="give his seat to the computer first"):
        room.forget("Zoe")
    room.seat_by_teacher("Zoe", None, None)
    room.forget("Zoe")
    assert "Zoe" not in room.students_by_name() and "Zoe" not in {s.name for s in room.store.students()}


def test_a_card_clicked_in_the_auction_is_refused_in_words(tmp_path):
    room = make_room(tmp_path)
    tokens = seat_everyone(room)
    table = room.tables[1]
    card = next(iter(table.state.hand("A"))).ascii
    with pytest.raises(CardlibError, match="not time to play a card: make a call"):
        room.act(tokens["A"], card, table.seen)


def test_the_class_has_room_for_two_students_a_seat_and_no_more(tmp_path):
    room = make_room(tmp_path, tables=1)
    for number in range(room.most_students):
        room.join(f"student {number}")
    with pytest.raises(CardlibError, match="the class is full"):
        room.join("one more")


def test_refusals_change_nothing(tmp_path):
    room = make_room(tmp_path)
    tokens = seat_everyone(room)
    table = room.tables[1]
    seat = table.whose_turn()
    other = next(s for s in room.seats if s != seat)
    before = (list(table.state.history), room.store.actions(1, 0))
    tries = [
        (tokens[other], table.state.legal_actions()[0], table.seen, "turn"),  # out of turn
        (tokens[seat], "ZZ", table.seen, "ZZ"),  # not an action of the game
        (tokens[seat], table.state.legal_actions()[0], table.seen - 1, "moved on"),  # a stale click
        (tokens[seat], None, table.seen, "no action"),
        (tokens[seat], "x" * 10_000, table.seen, "no action"),
        ("forged", table.state.legal_actions()[0], table.seen, "join"),
        (None, table.state.legal_actions()[0], table.seen, "join"),
    ]
    for token, action, seen, words in tries:
        with pytest.raises(CardlibError, match=words) as refused:
            room.act(token, action, seen)
        assert "\n" not in str(refused.value)
        assert (list(table.state.history), room.store.actions(1, 0)) == before
    room.pause(1)
    with pytest.raises(Refusal, match="paused"):
        room.act(tokens[seat], table.state.legal_actions()[0], table.seen)
    assert (list(table.state.history), room.store.actions(1, 0)) == before


def test_an_unheld_card_is_refused_by_the_rules(tmp_path):
    room = make_room(tmp_path, "pitch")
    tokens = seat_everyone(room)
    table = room.tables[1]
    rng = random.Random(3)
    while table.state.phase() != "play":
        room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)
    seat = table.whose_turn()
    someone_else = next(s for s in room.seats if s != seat)
    card = table.state.hand(someone_else)[0].ascii
    with pytest.raises(CardlibError):
        room.act(tokens[seat], card, table.seen)


def hidden_cards(room: ClassRoom, table, seat: str) -> set:
    """The cards ``seat`` may not see now: the others' unplayed cards and discards that lie face down.

    The turn-up (Boston's last card dealt) is face up for all until its holder plays it.
    """
    state = table.state
    exposed = {card for cards in state.exposed().values() for card in cards} if state.exposed() else set()
    exposed |= {state.deal.turn_up} if state.deal.turn_up is not None else set()
    held = {c for s in room.seats if s != seat for c in state.hand(s) if c not in exposed}
    return held | {card for s, cards in state.discards().items() if s != seat for card in cards}


def test_a_misere_s_discard_is_named_to_nobody_else(tmp_path):
    """A little misère lays a card face down: the caller's view names it, nobody else's does."""
    room = make_room(tmp_path, "boston")
    tokens = seat_everyone(room)
    table = room.tables[1]
    room.act(tokens[table.whose_turn()], "little misere", table.seen)
    while not table.state.discards():
        legal = table.state.legal_actions()
        room.act(tokens[table.whose_turn()], "pass" if "pass" in legal else legal[0], table.seen)
    (caller, (card,)), *_ = table.state.discards().items()
    for seat in room.seats:
        text = json.dumps(seat_view(room, table, seat, seat), ensure_ascii=False)
        named = f"discard {card.ascii}" in text or f"discard {card.symbol}" in text
        assert named == (seat == caller), seat


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_no_seat_is_ever_sent_a_card_it_may_not_see(tmp_path, game, players):
    checked, seed = 0, 5
    while checked <= 20:  # a short deal (a redeal, two players) leaves room for another
        room = make_room(tmp_path / str(seed), game, players=players)
        tokens = seat_everyone(room)
        rng, table = random.Random(seed), room.tables[1]
        while not table.state.is_over():
            for seat in tokens:
                text = json.dumps(seat_view(room, table, seat, seat), ensure_ascii=False)
                for card in hidden_cards(room, table, seat):
                    assert card.name not in text, (seat, card)
                    assert f'"{card.ascii}"' not in text, (seat, card)
                checked += 1
            room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)
        seed += 1


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_table_draws_each_moment_once_as_each_seat_sees_it(tmp_path, game, players):
    """The pictures a table shares among its pages are, byte for byte, the kit's own picture of each seat."""
    room = make_room(tmp_path, game, players=players)
    tokens = seat_everyone(room)
    rng, table = random.Random(3), room.tables[1]
    while not table.state.is_over():
        for seat in [*room.seats, None]:
            assert table.picture(seat) == fluid(state_svg(table.state, seat)), seat
        assert table.picture(room.seats[0]) is table.picture(room.seats[0])  # drawn once a moment
        room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_view_does_not_change_when_hidden_cards_change_hands(tmp_path, game):
    """Swap two unseen cards of one suit between two other players (with one other, between his hand and
    the rest of the pack): what a seat is sent is the same."""
    room = make_room(tmp_path, game, players=max(game_spec(game).player_counts))  # two others at least
    tokens = seat_everyone(room)
    rng, table = random.Random(11), room.tables[1]
    pack_field = next((f.name for f in game_spec(game).fields if f.of_the_pack), None)
    compared = 0
    while not table.state.is_over():
        seat = room.seats[0]
        others = [s for s in room.seats if s != seat]
        hidden = hidden_cards(room, table, seat)
        record = table.state.to_record()
        dealt = table.state.deal.hands  # a card given later from the rest of the pack is not swapped
        holders = {p: [c for c in table.state.hand(p) if c in hidden and c in dealt[p]] for p in others}
        if len(others) == 1 and pack_field:  # the other's hand and the rest of the pack, still unseen
            holders[pack_field] = [c for c in record.fields[pack_field] if c in hidden]
        pair = next(
            (
                (a, b, p, q)
                for i, p in enumerate(holders)
                for q in list(holders)[i + 1 :]
                for a in holders[p]
                for b in holders[q]
                if a.suit == b.suit
            ),
            None,
        )
        if pair is not None:
            a, b, p, q = pair
            deal, fields = dict(record.deal), dict(record.fields)

            def swap(cards, a=a, b=b):
                return type(cards)([b if c == a else a if c == b else c for c in cards])

            for holder in (p, q):
                if holder in deal:
                    deal[holder] = swap(deal[holder])
                else:
                    fields[holder] = swap(fields[holder])
            twin = replay(replace(record, deal=deal, fields=fields))
            real = seat_view(room, table, seat, seat)
            original = table.state
            table.state = twin
            try:
                assert seat_view(room, table, seat, seat) == real
            finally:
                table.state = original
            compared += 1
        room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)
    assert compared > 3


def test_the_store_brings_every_table_back(tmp_path):
    room = make_room(tmp_path)
    tokens = seat_everyone(room)
    rng, table = random.Random(2), room.tables[1]
    for _ in range(9):
        room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)
    room.store.close()
    again = ClassRoom(room.deal_set, tmp_path / "results", Store(tmp_path / "class.sqlite"), 2, "random")
    assert again.tables[1].state.history == table.state.history
    assert again.tables[1].students == table.students
    assert again.teacher_token == room.teacher_token
    assert again.student(tokens["A"]).seat == "A"


def reach_a_third_trick(tmp_path: Path, game: str) -> tuple[ClassRoom, dict[str, str]]:
    """A room whose table 1 has two tricks played and two cards of the third (the first seed that does)."""
    for seed in range(1, 40):
        room = make_room(tmp_path / str(seed), game)
        tokens = seat_everyone(room)
        rng, table = random.Random(seed), room.tables[1]
        while not table.state.is_over():
            on_the_table = min(2, len(room.seats) - 1)  # part of the third trick, whatever the table
            if len(table.state.completed_tricks()) == 2 and len(table.state.current_trick()) == on_the_table:
                return room, tokens
            room.act(tokens[table.whose_turn()], rng.choice(table.state.legal_actions()), table.seen)
    raise AssertionError("no seed reaches a third trick")


@pytest.mark.parametrize("game", GAMES)
def test_the_teacher_takes_back_replays_and_moves_on(tmp_path, game):
    room, tokens = reach_a_third_trick(tmp_path, game)
    table = room.tables[1]
    done, on_the_table = len(table.state.history), len(table.state.current_trick())
    room.take_back(1)
    assert len(table.state.history) == done - 1 and table.paused
    assert len(table.state.current_trick()) == on_the_table - 1
    assert room.store.actions(1, 0) == [f"{p}: {a}" for p, a in table.state.history]
    if table.state.current_trick():  # (at a table of two, the one card was taken back)
        room.take_back(1, whole_trick=True)  # the trick in play
    assert not table.state.current_trick() and len(table.state.completed_tricks()) == 2
    room.take_back(1, whole_trick=True)  # none begun: the last one
    assert not table.state.current_trick() and len(table.state.completed_tricks()) == 1
    assert room.store.actions(1, 0) == [f"{p}: {a}" for p, a in table.state.history]
    room.pause(1, False)
    room.replay(1)
    assert not table.state.history and room.store.actions(1, 0) == []
    with pytest.raises(Refusal, match="nothing to take back"):
        room.take_back(1)
    room.pause(1, False)
    play_out(room, tokens)
    room.next_deal(1)
    assert room.deal_label(table) == "deal 2 of 3" and any(table.totals.values())
    with pytest.raises(Refusal, match="tables are 1 to 2"):
        room.next_deal(7)


def test_a_click_sent_before_a_take_back_or_a_new_deal_is_refused(tmp_path):
    """A table's moment never comes back: a click replayed (or held up) names a moment that is gone."""
    room = make_room(tmp_path, "pitch")
    tokens = seat_everyone(room)
    table = room.tables[1]
    while table.state.phase() != "play":
        room.act(tokens[table.whose_turn()], table.state.legal_actions()[0], table.seen)
    stale = (tokens[table.whose_turn()], table.state.legal_actions()[0], table.seen)
    room.act(*stale)
    room.take_back(1)  # back to the very moment the click was made, in actions
    room.pause(1, False)
    with pytest.raises(Refusal, match="moved on"):
        room.act(*stale)
    play_out(room, tokens)
    before_next = table.seen
    room.next_deal(1)
    assert table.seen > before_next
    reopened = ClassRoom(room.deal_set, tmp_path / "results", Store(tmp_path / "class.sqlite"), 2, "random")
    assert reopened.tables[1].seen == table.seen  # kept in the store


def test_a_student_chooses_a_seat_once(tmp_path):
    """Moving is the teacher's: a student who could move himself could see the deal from other seats."""
    room = make_room(tmp_path)
    ann, bob = room.join("Ann"), room.join("Bob")
    room.sit(ann, 1, "A")
    room.sit(bob, 1, "B")
    table = room.tables[1]
    with pytest.raises(Refusal, match="ask the teacher"):
        room.sit(ann, 2, "Y")
    # Sitting again where he sits changes nothing (the computer does not play his turn meanwhile).
    seen = table.seen
    room.sit(ann, 1, "A")
    assert table.seen == seen and table.students["A"] == "Ann"
    room.seat_by_teacher("Ann", 2, "Y")  # the teacher may move him
    assert room.tables[2].students == {"Y": "Ann"} and "A" not in table.students


def test_a_hand_over_takes_nobody_new_and_the_teacher_may_seat_everyone(tmp_path):
    room = make_room(tmp_path, "pitch")
    tokens = seat_everyone(room)
    play_out(room, tokens)
    late = room.join("Late")
    with pytest.raises(Refusal, match="hand is over"):
        room.sit(late, 1, "A")
    closed = ClassRoom(
        room.deal_set, tmp_path / "r2", Store(tmp_path / "c2.sqlite"), 1, "random", teacher_seats=True
    )
    token = closed.join("Ann")
    with pytest.raises(Refusal, match="teacher seats everyone"):
        closed.sit(token, 1, "A")
    closed.seat_by_teacher("Ann", 1, "A")
    assert closed.tables[1].students == {"A": "Ann"}


def test_a_table_that_waits_for_its_seats_offers_no_card_and_no_call(tmp_path):
    room = make_room(tmp_path)
    token = room.join("Ann")
    room.sit(token, 1, "A")  # A is to act first: the page must not say it is his turn yet
    view = seat_view(room, room.tables[1], "A", "Ann")
    assert not view["yours"] and view["actions"] == [] and "starts when" in view["message"]
    assert {card["reason"] for card in view["hand"]} == {"the table has not started"}


def _ann_playing_pitch(tmp_path):
    """A Pitch room whose table 1 has started with Ann at A (the computers in the other seats)."""
    room = make_room(tmp_path, "pitch")
    token = room.join("Ann")
    room.sit(token, 1, "A")
    room.start(1)
    return room, token


def test_a_seat_view_says_each_action_in_words_with_its_moment(tmp_path):
    """The latest actions in words, each with the moment it made: the page says those it has not said."""
    room, token = _ann_playing_pitch(tmp_path)
    table, rng = room.tables[1], random.Random(4)
    said: dict[int, str] = {}
    while not table.state.is_over():
        before = table.seen
        room.act(token, rng.choice(table.state.legal_actions()), table.seen)
        view = seat_view(room, table, "A", "Ann")
        new = {moment: words for moment, words in view["said"] if moment > before}
        assert all(before < moment <= table.seen for moment in new) and not set(new) & set(said)
        said |= new
    heard = " ".join(said.values())
    # Each computer's card once, in words; Ann's own card never (she knows it), but who won her tricks.
    cards = [a for p, a in table.state.history if p != "A" and card_or_none(a) is not None]
    assert heard.count(" plays the ") == len(cards) and "A plays" not in heard
    assert heard.count("wins the trick") == len(table.state.completed_tricks())
    assert not set(heard) & set("♠♥♦♣")
    # Taken back, the actions are not said again; nor those of a deal left behind.
    room.take_back(1)
    assert seat_view(room, table, "A", "Ann")["said"] == []


def test_take_back_a_card_takes_back_the_student_s_not_the_computers_reply(tmp_path):
    room, token = _ann_playing_pitch(tmp_path)
    table, rng = room.tables[1], random.Random(3)
    while table.state.phase() != "play" or len(table.state.completed_tricks()) < 1:
        room.act(token, rng.choice(table.state.legal_actions()), table.seen)
    mine = [i for i, (seat, _) in enumerate(table.state.history) if seat == "A"][-1]
    assert len(table.state.history) > mine + 1  # the computers answered after Ann's last action
    room.take_back(1)
    assert len(table.state.history) == mine and table.paused


def test_a_finished_hand_unsaved_at_a_kill_is_saved_on_restart(tmp_path):
    room = make_room(tmp_path, "pitch")
    tokens = seat_everyone(room)
    room._save = lambda table: None  # the server died between the store and the files
    play_out(room, tokens)
    assert not list((tmp_path / "results").glob("*/deal-01.json"))
    room.store.close()
    ClassRoom(room.deal_set, tmp_path / "results", Store(tmp_path / "class.sqlite"), 2, "random").saved()
    assert len(list((tmp_path / "results").glob("*/deal-01.json"))) == len(room.seats)


def test_names_and_seats_are_checked(tmp_path):
    room = make_room(tmp_path)
    ann = room.join("Ann")
    for bad, words in [("", "name"), ("a/b", "letters"), ("ann", "joined already"), (5, "name")]:
        with pytest.raises(Refusal, match=words):
            room.join(bad)
    room.sit(ann, 1, "A")
    bob = room.join("Bob")
    with pytest.raises(Refusal, match="Ann sits"):
        room.sit(bob, 1, "A")
    for number, seat in [(3, "A"), ("1", "A"), (1, "Q")]:
        with pytest.raises(Refusal):
            room.sit(bob, number, seat)
    room.seat_by_teacher("Ann", None, None)
    room.sit(bob, 1, "A")
    assert room.tables[1].students["A"] == "Bob"


def test_a_store_serves_only_the_set_its_tables_played(tmp_path):
    room = make_room(tmp_path)
    seat_everyone(room)
    room.store.close()
    other = make_deal_set("boston", 8, 3, tmp_path / "other-set")
    with pytest.raises(CardlibError, match="another deal set") as refused:
        ClassRoom(other, tmp_path / "results", Store(tmp_path / "class.sqlite"), 2, "random")
    assert "\n" not in str(refused.value)
    again = ClassRoom(room.deal_set, tmp_path / "results", Store(tmp_path / "class.sqlite"), 2, "random")
    assert again.tables[1].students == room.tables[1].students


def test_the_teacher_sees_every_hand(tmp_path):
    room = make_room(tmp_path)
    seat_everyone(room)
    view = teacher_view(room)
    table = room.tables[1]
    text = json.dumps(view, ensure_ascii=False)
    assert len(view["tables"]) == 2 and view["game"] == game_spec("boston").title
    assert table.state.picture(None) in text.replace("\\", "") or view["tables"][0]["picture"]


def test_the_teacher_s_page_counts_in_the_kit_s_words(tmp_path):
    """Issue 53: the teacher's page said "1 students joined" (and "1 tables"): the server counts now."""
    room = make_room(tmp_path, tables=1, deals=1)
    room.join("Ann")
    view = teacher_view(room)
    assert view["joined"] == "1 student joined"
    assert view["status"] == f"{game_spec('boston').title}: 1 table, 1 deal in the set."
    room.join("Bo")
    assert teacher_view(room)["joined"] == "2 students joined"
    page = (Path(__file__).parents[1] / "cardlib/classroom/tables/static/teacher.js").read_text()
    assert "students joined" not in page and "view.joined" in page and "view.status" in page


# -- the server, in this process, spoken to as the pages speak ------------------------------------


def serve(room: ClassRoom, thinkers=None):
    sock, port = bind_unused_port()
    server = http_server(application(room, thinkers))
    server.add_sockets([sock])
    return server, f"http://127.0.0.1:{port}"


async def refusal(page: Page) -> dict:
    """The next refusal the page is sent (views sent before it are kept as the page's view)."""
    while True:
        message = await asyncio.wait_for(page.receive(), 10)
        if message["kind"] == "refusal":
            return message


def test_pages_play_a_deal_over_the_server(tmp_path):
    room = make_room(tmp_path, "pitch")

    async def main():
        server, base = serve(room)
        pages = {}
        for seat in room.seats:
            page = Page(base)
            await page.join(f"P{seat}", f"1 {seat}")
            await page.open()
            pages[seat] = page
        teacher = Page(base)
        await teacher.teacher(room.teacher_token)
        first = await teacher.open("/ws/teacher")
        assert first["kind"] == "teacher"
        # bad messages: each refused in words, nothing changes
        page = pages[room.seats[0]]
        for bad in ["not json", "[1, 2]", json.dumps({"act": "9Z", "seen": -1})]:
            await page.send(bad)
            answer = await refusal(page)
            assert "\n" not in answer["message"]
        rng = random.Random(1)
        while await click(pages, rng) is not None:
            pass
        # The class report reaches the teacher's page (made in a process of its own) with the hand.
        while True:
            message = await asyncio.wait_for(teacher.receive(), 30)
            if message["kind"] == "report" and f"P{room.seats[0]}" in message["report"]:
                break
        # a student's line cannot reach the teacher's controls
        student_teacher = Page(base)
        student_teacher.cookies = dict(pages[room.seats[0]].cookies)
        with pytest.raises(ConnectionError):
            await student_teacher.open("/ws/teacher")
        for p in [*pages.values(), teacher]:
            p.close()
        server.stop()

    run_apart(main())
    assert room.tables[1].state.is_over()
    room.saved()
    assert len(list((tmp_path / "results").glob("*/deal-01.json"))) == len(room.seats)


def test_a_line_without_the_teacher_s_key_changes_nothing(tmp_path):
    """The teacher's line is closed on a page without the key; what it sends meanwhile is not heard."""
    room = make_room(tmp_path)
    seat_everyone(room)

    def frame(text: str) -> bytes:
        """A client's websocket text frame, masked as the protocol asks."""
        data, mask = text.encode(), os.urandom(4)
        return bytes([0x81, 0x80 | len(data)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))

    async def main():
        server, base = serve(room)
        # A raw line that never answers the server's close: tornado hears it for a few seconds more.
        _, writer = await asyncio.open_connection("127.0.0.1", int(base.rsplit(":", 1)[1]))
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            f"GET /ws/teacher HTTP/1.1\r\nHost: {base[7:]}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        for message in [{"do": "pause", "table": 1}, {"do": "next deal", "table": 2}]:
            writer.write(frame(json.dumps(message)))
        await writer.drain()
        await asyncio.sleep(1)
        writer.close()
        server.stop()

    run_apart(main())
    assert not room.tables[1].paused and room.tables[2].deal == 0


def test_odd_messages_are_refused_in_words(tmp_path):
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        page = Page(base)
        await page.join("Ann", "1 A")
        await page.open()
        for bad in ["[" * 1500 + "]" * 1500, '{"act": 5, "seen": "x"}', '{"act": ["9S"], "seen": true}']:
            await page.send(bad)
            assert "\n" not in (await refusal(page))["message"]
        code, text = await page.post("/sit", {"place": "² A"})
        assert code == 200 and "table" in text  # a page saying what is wrong, not a server error
        teacher = Page(base)
        await teacher.teacher(room.teacher_token)
        await teacher.open("/ws/teacher")
        for bad in [{"do": {}}, {"do": "seat", "name": [1], "table": 1}, {"do": "pause", "table": [1]}]:
            await teacher.send(bad)
            assert "\n" not in (await refusal(teacher))["message"]
        page.close()
        teacher.close()
        server.stop()

    run_apart(main())
    assert room.tables[1].seen == room.tables[1].seen and not room.tables[1].paused


def test_a_seat_s_token_is_needed_to_play_it(tmp_path):
    room = make_room(tmp_path)

    async def main():
        server, base = serve(room)
        stranger = Page(base)
        stranger.cookies = {"cardlib_seat": "guess"}
        view = await stranger.open()
        assert view["kind"] == "lost"
        await stranger.act("pass")
        answer = await refusal(stranger)
        assert "join" in answer["message"]
        stranger.close()
        server.stop()

    run_apart(main())
    assert all(t.seen == 0 for t in room.tables.values())


def test_every_action_is_a_legal_action_or_card(tmp_path):
    """The views offer, as buttons and clickable cards, exactly the legal actions of the seat to act."""
    room = make_room(tmp_path, "fontainebleau")
    tokens = seat_everyone(room)
    rng, table = random.Random(8), room.tables[1]
    while not table.state.is_over():
        seat = table.whose_turn()
        view = seat_view(room, table, seat, seat)
        clickable = set(offered(view))
        assert clickable == set(table.state.legal_actions())
        assert all(c["reason"] for c in view["hand"] if c["state"] == "disabled")
        room.act(tokens[seat], rng.choice(sorted(clickable)), table.seen)
        assert all(card_or_none(a) is None for _, calls in view["actions"] for a in calls)


# -- the server as its own process, killed and started again ---------------------------------------


async def gone(pids: list[int], seconds: float = 10) -> bool:
    """Whether every process of ``pids`` has ended within ``seconds``."""
    for _ in range(int(seconds * 20)):
        if not any(Path(f"/proc/{pid}").exists() for pid in pids):
            return True
        await asyncio.sleep(0.05)
    return False


def test_a_server_killed_mid_deal_starts_again_at_the_same_card(tmp_path):
    deal_set = make_deal_set("boston", 3, 2, tmp_path / "set")
    server = ClassServer(tmp_path / "set", tmp_path / "results")
    server.start()
    rng = random.Random(9)

    async def main():
        pages = await seat_table(server.base, 1, deal_set.players)
        for kill in range(3):
            for _ in range(rng.randint(1, 6)):
                if await click(pages, rng) is None:
                    break
            acknowledged = await settle(pages)
            teacher = Page(server.base)  # the teacher's page starts the process the report is made in
            await teacher.teacher(server.key)
            await teacher.open("/ws/teacher")
            children = []
            for _ in range(100):
                children = server.children()
                if children:
                    break
                await asyncio.sleep(0.05)
            server.kill(hard=True)  # kill -9: no chance to write anything more
            for page in [*pages.values(), teacher]:
                page.close()
            if Path("/proc").is_dir():  # Linux: a process's children are found there
                assert children and await gone(children), "a killed server's processes lived on"
            server.start()
            for page in pages.values():
                again = await page.open()  # the same cookie: the same seat
                assert again["kind"] == "seat"
            resumed = await settle(pages)
            assert resumed["seen"] == acknowledged["seen"], kill
            assert resumed["picture"] == acknowledged["picture"]
        for page in pages.values():
            page.close()

    try:
        run_apart(main())
    finally:
        server.kill()


def test_names_that_look_alike_are_one_name_and_a_blank_looking_one_is_none(tmp_path):
    room = make_room(tmp_path)
    room.join("Ann")
    for twin in ("ann", "Ａｎｎ", "An\u200dn", "Ann\ufe0f", "A\u034fnn", "An\u17b4n", "Ann\u180b"):
        with pytest.raises(CardlibError, match="Ann has joined already"):
            room.join(twin)
    for blank in ("\u3164", "\u3164\u3164"):
        with pytest.raises(CardlibError, match="needs a letter or a digit"):
            room.join(blank)
    with pytest.raises(CardlibError, match=r"cannot end in \.zip"):
        room.join("Ann.zip")

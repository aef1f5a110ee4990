"""What each page of a class's tables is sent: a seat's view, and the teacher's view of every table.

A seat's view is made only from what that seat may see: its own hand, the cards played, the auction and
anything the rules lay face up (a spread); the other hands are drawn face down. It is a plain dict of
text and SVG, ready to send as JSON. The computer players' reasons are never sent: they speak of the
cards they hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from cardlib.classroom.tables.pages import free_seats
from cardlib.classroom.tables.room import ClassRoom, ClassTable, starts_when
from cardlib.core.game import State
from cardlib.core.said import action_words
from cardlib.core.words import and_list, counted
from cardlib.players.table_game import action_groups, card_looks, is_card
from cardlib.render.results import hand_result_sentences, result_sheet
from cardlib.render.sheet import html_table
from cardlib.render.spoken import card_said, in_words
from cardlib.render.svg import fluid
from cardlib.render.table import trick_svg


def seat_view(room: ClassRoom, table: ClassTable, seat: str, name: str, code: str = "") -> dict[str, Any]:
    """What the student ``name`` at ``seat`` of ``table`` sees now (``code``: his code to come back with)."""
    state = table.state
    over = state.is_over()
    # Nobody plays at a table that waits for its seats or is paused: no card offered, no call.
    waits = "the table is paused" if table.paused else "" if table.started else "the table has not started"
    looks = card_looks(state, seat) if not waits else [(c, ("disabled", waits)) for c in state.hand(seat)]
    mine = not over and not waits and state.current_player() == seat
    actions = action_groups([a for a in state.legal_actions() if not is_card(a)]) if mine else []
    labels = {a: action_words(a) for _, calls in actions for a in calls}
    return {
        "kind": "seat",
        "table": table.number,
        "seat": seat,
        "name": name,
        "deal": room.deal_label(table),
        "seen": table.seen,
        "paused": table.paused,
        "yours": mine,
        "message": _turn(room, table, seat),
        "picture": table.picture(None if over else seat),
        "hand": [
            {
                "code": c.ascii,
                "label": c.name,
                "state": look,
                "reason": reason,
                "said": card_said(c, look, reason),
            }
            for c, (look, reason) in looks
        ],
        "actions": [[heading, calls] for heading, calls in actions],
        # How each call reads on its button ("trump ♠", "little misère"); the call itself is what is sent.
        "labels": labels,
        # ... and how a screen reader should say it, where a sign would be read out ("trump spades")
        "spoken": {a: words for a, label in labels.items() if (words := in_words(label)) != label},
        # The latest actions in words, each with its moment: the page announces those it has not yet.
        "said": _said(table, seat),
        "last_trick": table.once("last trick", _last_trick),
        "players": _players(room, table, seat),
        "result": _finished(room, table),
        "scores": _scores(table),
        "code": code,
    }


def waiting_view(room: ClassRoom, name: str, code: str) -> dict[str, Any]:
    """What a student who sits nowhere sees: the free seats (unless the teacher seats all), or to wait."""
    free = [] if room.teacher_seats else free_seats(room)
    if free:
        message = f"{name}, choose a free seat below, or wait: the teacher may seat you."
    elif not room.teacher_seats:
        message = f"{name}, every seat is taken: the teacher will seat you."
    else:
        message = f"{name}, you have no seat yet: the teacher will seat you."
    return {
        "kind": "waiting",
        "name": name,
        "message": message,
        "seats": [[f"{n} {s}", words] for n, s, words in free],
        "code": code,
    }


def teacher_view(
    room: ClassRoom,
    numbers: set[int] | None = None,
    here: Mapping[str, str] | None = None,
    since: Mapping[int, str] | None = None,
    students: bool = True,
    computers: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The tables (all, or those ``numbers``) with every hand face up, whose turn it is and the scores.

    With ``students``, also the students, where they sit, their codes and (``here``, by name) whether
    their page is open; ``since`` says, by table, when each last changed (a table waiting long on one
    student shows); ``computers`` names the computer (its address) each student joined from, so that
    names joined from one computer stand out.
    """
    here = here or {}
    since = since or {}
    view = {
        "kind": "teacher",
        "game": room.spec.title,
        "deals": len(room.names),
        "tables": [
            {
                "table": t.number,
                "deal": room.deal_label(t),
                "seen": t.seen,
                "paused": t.paused,
                "over": t.state.is_over(),
                "message": _turn(room, t, None, here) + _since(since.get(t.number)),
                "started": t.started,
                "picture": t.picture(None),
                "players": _players(room, t, None),
                "result": _finished(room, t),
                "scores": _scores(t),
                "last_deal": t.deal + 1 >= len(room.names),
            }
            for t in room.tables.values()
            if numbers is None or t.number in numbers
        ],
        "seats": list(room.seats),
        # The page's counts in words ("1 student joined"), written here with the kit's own plurals.
        "status": f"{room.spec.title}: {counted(len(room.tables), 'table')}, "
        f"{counted(len(room.names), 'deal')} in the set.",
    }
    if students:  # a school's thousand students: sent when they change, not with every table
        view["students"] = [
            {
                "name": s.name,
                "table": s.number,
                "seat": s.seat,
                "code": s.code,
                "here": here.get(s.name, ""),
                "from": (computers or {}).get(s.name, ""),
            }
            for s in room.roster()
        ]
        view["joined"] = f"{counted(len(room.students), 'student')} joined"
    return view


def _said(table: ClassTable, viewer: str) -> list[list[int | str]]:
    """The table's latest actions in words, [moment, words], as ``viewer`` hears them.

    His own card or call he knows: of his own actions only what followed is said ("A wins the trick").
    """
    heard: list[list[int | str]] = []
    for moment, seat, words in table.said:
        if seat == viewer:
            words = words.partition(". ")[2]
        if words:
            heard.append([moment, words])
    return heard


def _since(when: str | None) -> str:
    return f" Last change at {when}." if when else ""


def _who(table: ClassTable, seat: str, viewer: str | None, here: Mapping[str, str] | None = None) -> str:
    if seat == viewer:
        return "you"
    name = table.students.get(seat)
    if name is None:
        return "the computer" if table.started else "empty"
    where = (here or {}).get(name, "")
    return f"{name}, {where}" if where and where != "here" else name


def _players(room: ClassRoom, table: ClassTable, viewer: str | None) -> list[list[str]]:
    """Each seat and who plays it (``you`` for the viewer)."""
    return [[seat, _who(table, seat, viewer)] for seat in room.seats]


def _turn(
    room: ClassRoom, table: ClassTable, viewer: str | None, here: Mapping[str, str] | None = None
) -> str:
    """A line on where the hand stands, for the viewer (``here``: whether each student's page is open)."""
    state = table.state
    empty = room.waiting_for(table)
    if not table.students and viewer is None:
        return "Nobody sits at this table yet."
    if empty:
        return f"The table {starts_when(empty)}" + (
            ", or when you start it (the computer then plays them)."
            if viewer is None
            else ", or when the teacher starts it."
        )
    if state.is_over():
        return (
            "The hand is over: the teacher moves the table on to the next deal."
            if viewer is not None
            else "The hand is over."
        )
    seat = state.to_act()
    if table.paused:
        return f"The teacher has paused the table ({seat} is to act)."
    if seat == viewer:
        return "Your turn: click a card" + (", or a button for a call." if state.phase() != "play" else ".")
    return f"It is {seat}'s turn ({_who(table, seat, viewer, here)})."


def _last_trick(state: State) -> str:
    """The last trick played and who won it, as HTML ("" before the first)."""
    tricks = state.completed_tricks()
    if not tricks:
        return ""
    trick = tricks[-1]
    return f"<b>Last trick</b>, won by {escape(trick.winner(state.trump))}:<br>{fluid(trick_svg(trick))}"


def _result(state: State) -> str:
    """The finished hand in sentences and its table, as HTML ("" while it is played)."""
    if not state.is_over():
        return ""
    columns, rows = result_sheet(state)
    sentences = "".join(f"<p>{escape(line)}</p>" for line in hand_result_sentences(state))
    return sentences + (html_table(columns, rows, "This hand") if rows else "")


def _finished(room: ClassRoom, table: ClassTable) -> str:
    """The finished hand's result, then what its deal was dealt to teach (a set of annotated deals).

    The point is drawn at its key moment, so that the table discusses it; made once a moment, for
    every page at the table and the teacher's.
    """
    name = room.deal_name(table)
    note = room.deal_set.notes.get(name)

    def made(state: State) -> str:
        result = _result(state)
        if not result or note is None:
            return result
        return f"{result}<h3>What this deal was dealt to teach</h3>{note.html(room.deal_set.deals[name])}"

    return table.once("result", made)


def _scores(table: ClassTable) -> str:
    """The table's running score over the deals finished before this one, in words."""
    if not any(table.totals.values()):
        return ""
    parts = [f"{seat} {value:+g}" for seat, value in table.totals.items()]
    return f"Scores at this table so far: {and_list(parts)}."

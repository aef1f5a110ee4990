"""``ClassRoom``: a class's tables, where students play a deal set against each other.

The room is the one authority: a student's click reaches it as an action from a seat, is checked by the
game's own rules, written to the store, and only then applied; the kit's computer players take the seats
nobody sits in. Each finished hand is saved for each student at it, as the class duplicate saves it
(``RESULTS/NAME/deal-NN.json``), so the class report reads it unchanged. Nothing here knows of the web:
the server (``cardlib.classroom.tables.server``) turns messages into these calls and views into pages.
"""

from __future__ import annotations

import hmac
import sys
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cardlib.classroom.deal_set import DealSet, deal_label
from cardlib.classroom.seat import ClassSeat, name_key, write_record
from cardlib.classroom.tables.store import Store, StudentRow, TableRow
from cardlib.classroom.tables.thinking import decide
from cardlib.core.cards import card_or_none
from cardlib.core.database import FileRefused
from cardlib.core.errors import CardlibError
from cardlib.core.game import State
from cardlib.core.levels import level_name
from cardlib.core.record import HandRecord
from cardlib.core.words import and_list, counted, shown
from cardlib.games.registry import game_spec
from cardlib.records import replay
from cardlib.render.spoken import action_sentences
from cardlib.render.state import state_svg
from cardlib.render.svg import fluid

#: The most tables a room holds: a school of a thousand at four-handed tables.
MOST_TABLES = 250
#: The most students a room takes beyond two for each seat (names typed wrong, a second try).
SPARE_STUDENTS = 50
#: The levels of computer player that search before they play (a second or two a card at expert):
#: a server thinks for them apart (``think_apart``), so that no other table waits on them.
SEARCHING = ("sampling", "expert")
#: The longest action a message may carry ("bid seven spades" and the like are far shorter).
LONGEST_ACTION = 40
#: How many of the latest actions a table keeps in words for its pages to announce: more than a round
#: of the largest table's cards with its calls, so that a page that missed a view still says them all.
SAID_KEPT = 16


class Refusal(CardlibError):
    """What a student or the teacher asked for cannot be done; the message says why, in one line."""


@dataclass
class ClassTable:
    """One table: the deal of the set it is at, the hand so far, who sits where, paused or not."""

    number: int
    deal: int
    state: State
    paused: bool = False
    #: The student at each seat; a seat not here is played by the computer.
    students: dict[str, str] = field(default_factory=dict)
    #: What each seat has won or lost over the deals finished at this table before this one.
    totals: dict[str, float] = field(default_factory=dict)
    #: How many changes the table has had, ever (kept in the store): see :attr:`seen`.
    moment: int = 0
    #: Whether play has begun: when every seat is taken, or the teacher says go.
    started: bool = False
    #: The latest actions in words, for the pages to announce each once: (moment, seat, words), the
    #: newest last. Kept only here: after a restart a page announces only what happens from then on.
    said: list[tuple[int, str, str]] = field(default_factory=list, repr=False, compare=False)

    #: The pictures drawn of the state now, by seat (None: face up), and the parts they share.
    _drawn: tuple[State | None, dict[str | None, str], dict[Any, Any]] = field(
        default_factory=lambda: (None, {}, {}), init=False, repr=False, compare=False
    )

    def picture(self, seat: str | None) -> str:
        """The table as ``seat`` sees it (``None``: every hand face up), drawn once a moment.

        A state is never changed once it is the table's (a change makes a new one), so a picture
        drawn of it stays true; the four pages and the teacher's share its hands and trick.
        """
        pictures, parts = self._now()
        if seat not in pictures:
            pictures[seat] = fluid(state_svg(self.state, seat, parts))
        return pictures[seat]

    def once(self, name: str, make: Callable[[State], str]) -> str:
        """``make(state)`` for the state now (the hand's result, its last trick), made once a moment.

        For what every seat is shown alike: the four pages of a table share it.
        """
        _, parts = self._now()
        key = ("once", name)
        if key not in parts:
            parts[key] = make(self.state)
        made: str = parts[key]
        return made

    def _now(self) -> tuple[dict[str | None, str], dict[Any, Any]]:
        """The pictures drawn of the state now, and the parts they share (new ones for a new state)."""
        state, pictures, parts = self._drawn
        if state is not self.state:
            pictures, parts = {}, {}
            self._drawn = (self.state, pictures, parts)
        return pictures, parts

    @property
    def seen(self) -> int:
        """The table's moment, which a click names, so that a stale or replayed click is known.

        It counts every change the table has had, ever: each action, each take-back, each new deal. A
        count of the hand's actions would come back to the same number after a take-back or at the
        next deal, and a click sent before would match it again.
        """
        return self.moment

    def whose_turn(self) -> str | None:
        """The seat to act, or ``None`` when the hand is over."""
        return None if self.state.is_over() else self.state.current_player()


class ClassRoom:
    """The tables of a class, kept in ``store``; finished hands go to ``results``.

    ``tables`` tables are laid when the store is new (more may be added later); ``level`` names the
    computer players who take the empty seats; with ``teacher_seats`` only the teacher seats students.
    A table starts when its every seat is taken, or when the teacher starts it (the computers then take
    the empty seats). With ``think_apart`` the computers' turns are left to the caller
    (:meth:`computer_turn`, :meth:`computer_plays`), who may think for them elsewhere; else they answer
    at once, within the change that gave them the turn.
    """

    def __init__(
        self,
        deal_set: DealSet,
        results: Path | str,
        store: Store,
        tables: int = 1,
        level: str = "rule of thumb",
        teacher_seats: bool = False,
        think_apart: bool = False,
    ) -> None:
        if not 1 <= tables <= MOST_TABLES:
            raise CardlibError(f"{tables} tables: a class plays at 1 to {MOST_TABLES} tables")
        self.deal_set, self.store = deal_set, store
        self.names = list(deal_set.deals)
        self.spec = game_spec(deal_set.game)
        self.seats = deal_set.players
        self.seat_book = ClassSeat(deal_set, results)
        self.writer = ThreadPoolExecutor(1, thread_name_prefix="cardlib-files")
        self.writing: list[Future[Any]] = []
        self.level = level_name(level)
        #: Only the teacher seats students (they join and wait), rather than each choosing a seat.
        self.teacher_seats = teacher_seats
        self.think_apart = think_apart
        #: What to let go when the room closes (a server's locks on its files).
        self.on_close: list[Callable[[], None]] = []
        game, dealt = store.meta("game"), store.meta("deals")
        if game is not None and game != deal_set.game:
            raise CardlibError(
                f"{store.path} holds a class of {game}, not of {deal_set.game}: give another --db"
            )
        if dealt is not None and dealt != deal_set.fingerprint():
            raise CardlibError(
                f"{store.path} holds the tables of another deal set: give the set they played, "
                "or another --db"
            )
        # The tables kept are read (and a damaged file refused) before anything is written to it.
        self.tables: dict[int, ClassTable] = {row.number: self._kept(row) for row in store.tables()}
        store.set_meta("game", deal_set.game)
        store.set_meta("deals", deal_set.fingerprint())
        for number in range(1, tables + 1):
            if number not in self.tables:
                store.add_table(number)
                self.tables[number] = self._kept(TableRow(number))
        self.tables = dict(sorted(self.tables.items()))
        self.teacher_token = store.token("teacher")
        #: The tokens given up by students who came back with their codes, and whose they were.
        self.retired: dict[str, str] = {}
        #: Every student who has joined, by token: read once, then kept with the store (written first).
        self.students: dict[str, StudentRow] = {s.token: s for s in store.students()}
        for student in self.students.values():
            if student.number in self.tables and student.seat is not None:
                self.tables[student.number].students[student.seat] = student.name
        # A server stopped between a student's card and the computers' answers: let them answer now;
        # stopped between a hand's last card and its records: write them (the same bytes again if not).
        for table in self.tables.values():
            self._computers_act(table)
            if table.state.is_over():
                self._save(table)

    # -- what the room holds --------------------------------------------------------------------

    def _kept(self, row: TableRow) -> ClassTable:
        """A table as the store keeps it, replayed; a row the kit would not have written is refused."""
        whole = all(isinstance(n, int) and not isinstance(n, bool) for n in (row.deal, row.moment))
        if not whole:
            wrong = f"kept at deal {shown(row.deal)} and moment {shown(row.moment)}, not whole numbers"
        elif not 0 <= row.deal < len(self.names):
            wrong = f"at deal {row.deal + 1}, but the set has {counted(len(self.names), 'deal')}"
        else:
            wrong = ""
        if wrong:
            raise FileRefused(
                f"{self.store.path}: table {row.number} is {wrong}: the file is damaged or of another set; "
                "give another --db"
            )
        table = ClassTable(
            row.number,
            row.deal,
            self._stored(row.number, row.deal, row.actions),
            row.paused,
            moment=row.moment,
            started=row.started,
        )
        self._count_totals(table)
        return table

    def _stored(self, number: int, deal: int, actions: list[str]) -> State:
        """Deal ``deal`` replayed through the actions the store keeps of it at table ``number``.

        The room writes only actions the rules took; one they refuse was written by something else.
        """
        try:
            if not all(isinstance(action, str) for action in actions):
                raise CardlibError("an action kept there is not text")
            return self._played(deal, actions)
        except CardlibError as error:
            raise FileRefused(
                f"{self.store.path}: table {number}, {deal_label(self.names[deal])}: {error}; the file is "
                "damaged: give another --db"
            ) from None

    def _played(self, deal: int, actions: list[str]) -> State:
        """Deal ``deal`` of the set (its index), replayed through ``actions`` (``"A: 10H"``)."""
        state = replay(self.deal_set.deals[self.names[deal]])
        for action in actions:
            state.apply(action)
        return state

    def deal_name(self, table: ClassTable) -> str:
        """The file name of the deal the table is at (``deal-03.json``)."""
        return self.names[table.deal]

    def deal_label(self, table: ClassTable) -> str:
        """The deal the table is at, as a student reads it ("deal 3 of 8")."""
        return f"{deal_label(self.names[table.deal])} of {len(self.names)}"

    def table(self, number: object) -> ClassTable:
        """Table ``number``, or a refusal naming the tables there are."""
        if isinstance(number, bool) or not isinstance(number, int) or number not in self.tables:
            raise Refusal(f"table {shown(number)}: the tables are 1 to {len(self.tables)}")
        return self.tables[number]

    def student(self, token: object) -> StudentRow:
        """The student holding ``token`` (his page's secret), or a refusal asking him to join."""
        found = self.students.get(token) if isinstance(token, str) else None
        if found is None and isinstance(token, str) and token in self.retired:
            raise Refusal(
                f"{self.retired[token]}, your seat was opened on another page with your code: if that was "
                "not you, tell the teacher"
            )
        if found is None:
            raise Refusal("this page has no seat here: open the class's address and join with your name")
        return found

    def seat_of(self, token: object) -> tuple[ClassTable, str]:
        """The table and seat of the student holding ``token``; a refusal if he is not seated."""
        student = self.student(token)
        if student.number is None or student.seat is None:
            raise Refusal(f"{student.name}, you have no seat yet: choose a free one, or wait for the teacher")
        return self.tables[student.number], student.seat

    def students_by_name(self, folded: bool = False) -> dict[str, StudentRow]:
        """Every student who has joined, by name (``folded``: by :func:`name_key`, as joins compare)."""
        if folded:
            return {name_key(s.name): s for s in self.students.values()}
        return {s.name: s for s in self.students.values()}

    def _named(self, name: object) -> StudentRow:
        """The student the teacher names, or a refusal saying he has not joined."""
        student = self.students_by_name().get(name) if isinstance(name, str) else None
        if student is None:
            raise Refusal(f"{shown(name)} has not joined: students join at the class's address")
        return student

    def roster(self) -> list[StudentRow]:
        """Every student who has joined, in the order of their names."""
        return sorted(self.students.values(), key=lambda s: s.name)

    def free_seats(self) -> list[tuple[int, str]]:
        """Every seat played by the computer, table by table."""
        return [(n, s) for n, t in self.tables.items() for s in self.seats if s not in t.students]

    # -- students -------------------------------------------------------------------------------

    def join(self, name: object, code: object = "") -> str:
        """Student ``name`` joins (or comes back with ``code``); the token his browser keeps holds his place.

        A name already taken is his again only with the code his table's page showed him (the teacher's
        page shows it too): a cookie lost (another browser, a private window closed) loses nothing.
        """
        if not isinstance(name, str):
            raise Refusal("write your name first, so that the teacher can find your hands")
        try:
            name = self.seat_book.folder(name).name
        except CardlibError as error:
            raise Refusal(str(error)) from None
        held = self.students_by_name(folded=True).get(name_key(name))
        given = "".join(code.split()).upper() if isinstance(code, str) else ""
        if held is not None:
            if given and held.code and hmac.compare_digest(given.encode(), held.code.encode()):
                return self._come_back(held)
            if given:
                raise Refusal(
                    f"that is not {held.name}'s code: look again at your table's page, or ask the teacher"
                )
            raise Refusal(
                f"{held.name} has joined already: if that is you, write your code too (your table's page "
                "showed it; the teacher has it); if not, add a letter to your name"
            )
        if len(self.students) >= self.most_students:
            raise Refusal(
                f"the class is full ({counted(len(self.students), 'student')}): ask the teacher to make room"
            )
        student = self.store.add_student(name)
        self.students[student.token] = student
        return student.token

    def _come_back(self, student: StudentRow) -> str:
        """The student who gave his code is given a new token; pages holding the old one lose the seat.

        So a seat opened with a code read over a shoulder shows at once on its owner's page, which the
        owner would tell the teacher.
        """
        token = self.store.new_token(student.token)
        del self.students[student.token]
        self.students[token] = replace(student, token=token)
        self.retired[student.token] = student.name
        return token

    @property
    def most_students(self) -> int:
        """How many students may join: two for each seat, and a few more."""
        return 2 * len(self.tables) * len(self.seats) + SPARE_STUDENTS

    def forget(self, name: object) -> None:
        """The teacher takes student ``name``, who sits nowhere, off the class's list (a name typed wrong)."""
        student = self._named(name)
        if student.seat is not None:
            raise Refusal(
                f"{student.name} sits at table {student.number}: give his seat to the computer first"
            )
        self.store.forget_student(student.token)
        del self.students[student.token]

    def renew_code(self, name: object) -> None:
        """The teacher gives student ``name`` a new code (the old one was seen by another)."""
        student = self._named(name)
        self.students[student.token] = replace(student, code=self.store.renew_code(student.token))

    def start(self, number: object) -> ClassTable:
        """The teacher starts table ``number``: the computers take the seats nobody sits in."""
        table = self.table(number)
        if not table.started:
            self.store.start(table.number)
            table.started, table.moment = True, table.moment + 1
            self._computers_act(table)
        return table

    def waiting_for(self, table: ClassTable) -> list[str]:
        """The seats a table waits to be taken before it starts by itself (none once it has started)."""
        return [] if table.started else [s for s in self.seats if s not in table.students]

    def sit(self, token: object, number: object, seat: object) -> bool:
        """The student holding ``token`` takes ``seat`` at table ``number``; False if he sits there already.

        A student chooses once: moving him is the teacher's (a student who could move himself could
        look at the same deal from the other seats), and a table whose hand is over, every hand face
        up, takes nobody until the teacher moves it on.
        """
        student = self.student(token)
        if (student.number, student.seat) == (number, seat):
            return False  # he sits there already (a form sent twice): nothing changes
        if student.seat is not None:
            raise Refusal(
                f"{student.name}, you sit at table {student.number}, seat {student.seat}: "
                "ask the teacher to move you"
            )
        if self.teacher_seats:
            raise Refusal(f"{student.name}, the teacher seats everyone in this class: wait a moment")
        table = self.table(number)
        if table.state.is_over():
            raise Refusal(
                f"table {table.number}'s hand is over: wait for the teacher to move it on, or choose another"
            )
        self._seat(student, table.number, seat)
        return True

    def seat_by_teacher(self, name: object, number: object, seat: object) -> None:
        """The teacher sits student ``name`` at ``seat`` of table ``number`` (``None``: stands him up)."""
        student = self._named(name)
        if number is None:
            self.store.seat_student(student.token, None, None)
            self.students[student.token] = replace(student, number=None, seat=None)
            self._stand(student)
            return
        self._seat(student, number, seat)

    def _seat(self, student: StudentRow, number: object, seat: object) -> None:
        table = self.table(number)
        if seat not in self.seats:
            raise Refusal(f"seat {shown(seat)}: the seats are {', '.join(self.seats)}")
        assert isinstance(seat, str)
        holder = table.students.get(seat)
        if holder is not None and holder != student.name:
            raise Refusal(f"{holder} sits at table {table.number}, seat {seat}: choose a free seat")
        if (student.number, student.seat) == (table.number, seat):
            return  # there already: standing him up first would let the computer play his turn
        self.store.seat_student(student.token, table.number, seat)
        self.students[student.token] = replace(student, number=table.number, seat=seat)
        self._stand(student)
        table.students[seat] = student.name
        if not self.waiting_for(table):  # the last seat taken: the table starts by itself
            self.start(table.number)
        self._computers_act(table)

    def _stand(self, student: StudentRow) -> None:
        if student.number in self.tables and student.seat is not None:
            table = self.tables[student.number]
            if table.students.get(student.seat) == student.name:
                del table.students[student.seat]
                self._computers_act(table)

    # -- play -----------------------------------------------------------------------------------

    def act(self, token: object, action: object, seen: object) -> ClassTable:
        """The seated student holding ``token`` takes ``action``, having seen the table's moment ``seen``.

        The action is checked by the rules, written, then applied; the computers answer until a student
        is to act. A refusal changes nothing.
        """
        table, seat = self.seat_of(token)
        if not isinstance(action, str) or not action.strip() or len(action) > LONGEST_ACTION:
            raise Refusal("no action: click a card, or a button for a call")
        if isinstance(seen, bool) or seen != table.seen:
            raise Refusal("the table has moved on since that click: look again, then choose")
        if table.paused:
            raise Refusal("the teacher has paused this table: wait a moment")
        if not table.started:
            raise Refusal(_not_started(table, self.waiting_for(table)))
        if table.state.is_over():
            raise Refusal("the hand is over: wait for the teacher to move the table on")
        if table.state.current_player() != seat:
            raise Refusal(f"it is {table.state.current_player()}'s turn, not yours")
        action = action.strip()
        legal = table.state.legal_actions()
        if card_or_none(action) is not None and not any(card_or_none(a) is not None for a in legal):
            # a card clicked before the cards are played: say what is to do, not "QS is not a call"
            raise Refusal("it is not time to play a card: make a call with the buttons below your hand")
        trial = table.state.clone()
        trial.apply(f"{seat}: {action}")  # an IllegalAction names the rule and changes nothing
        self._commit(table, trial)
        return table

    def computer_turn(self, table: ClassTable) -> tuple[str, State, int] | None:
        """The computer's seat to act at ``table``, a copy of the state to think on, and the table's moment.

        ``None`` when no computer is to act (a student's turn, the table paused, not started, over).
        """
        seat = table.state.current_player()
        if seat is None or not _computers_turn(table, table.state):
            return None
        return seat, table.state.clone(), table.moment

    def computer_plays(self, number: int, moment: int, action: str) -> ClassTable | None:
        """The computer's ``action``, thought of at table ``number``'s ``moment``, is played.

        ``None`` (and nothing done) when the table has moved on since (the teacher took back a card,
        paused it, seated a student there), or the action is not the computer's to take.
        """
        table = self.tables.get(number)
        if table is None or table.moment != moment or not _computers_turn(table, table.state):
            return None
        trial = table.state.clone()
        try:
            trial.apply(f"{trial.current_player()}: {action}")
        except CardlibError:
            return None
        self._commit(table, trial)
        return table

    def decide(self, table: ClassTable, state: State) -> str:
        """What the computer to act at ``table`` in ``state`` plays (here; a server may think apart)."""
        return decide(self.deal_set.game, self.level, self.deal_set.seed, table.number, table.deal, state)

    def _commit(self, table: ClassTable, trial: State) -> None:
        """Let the computers answer on ``trial``, write every new action, then make it the table's state."""
        if not self.think_apart:
            self._answer(table, trial)
        done = len(table.state.history)
        new = [f"{p}: {a}" for p, a in trial.history[done:]]
        if new:
            self.store.add_actions(table.number, table.deal, done, new)
        said = [(table.moment + 1 + i, seat, words) for i, (seat, words) in enumerate(each_said(trial, done))]
        table.said = (table.said + said)[-SAID_KEPT:]
        table.state, table.moment = trial, table.moment + len(new)
        if trial.is_over():
            self._save(table)

    def _answer(self, table: ClassTable, state: State) -> None:
        """The computers act on ``state`` while one of their seats is to act (and the table plays on)."""
        while _computers_turn(table, state):
            state.apply(f"{state.current_player()}: {self.decide(table, state)}")

    def _computers_act(self, table: ClassTable) -> None:
        if not self.think_apart and _computers_turn(table, table.state):
            self._commit(table, table.state.clone())

    def _save(self, table: ClassTable) -> None:
        """Save the finished hand for each student at it, with who sat where.

        The records are made here and written on the room's writer thread (:meth:`saved` waits for
        them): making four files takes a few milliseconds, which the next click need not wait for.
        """
        seats = {s: table.students.get(s, f"computer ({self.level})") for s in self.seats}
        self.writing = [w for w in self.writing if not w.done()]
        for seat, name in table.students.items():
            information = {"x_table": table.number, "x_seat": seat, "x_seats": seats}
            path, record = self.seat_book.record(name, self.deal_name(table), table.state, information)
            self.writing.append(self.writer.submit(_write, path, record))

    def saved(self) -> None:
        """Wait until every finished hand is in its student's file."""
        wait(list(self.writing))

    def close(self) -> None:
        """Write what is left to write, then let go what the room held; the store is the caller's."""
        self.writer.shutdown(wait=True)
        for release in self.on_close:
            release()
        self.on_close = []

    # -- the teacher ----------------------------------------------------------------------------

    def pause(self, number: object, paused: bool = True) -> ClassTable:
        """Pause table ``number`` (or, with ``paused=False``, let it play on)."""
        table = self.table(number)
        self.store.set_paused(table.number, paused)
        table.paused = paused
        self._computers_act(table)
        return table

    def take_back(self, number: object, whole_trick: bool = False) -> ClassTable:
        """Take back the last student's action, or with ``whole_trick`` the trick in play (or the last one).

        The table is paused, so that the teacher can explain before it plays on.
        """
        table = self.table(number)
        keep = _trick_start(table.state) if whole_trick else _last_student_action(table)
        if keep is None or keep < 0:
            raise Refusal(f"table {table.number} has nothing to take back")
        return self._rewind(table, keep)

    def replay(self, number: object) -> ClassTable:
        """Deal table ``number``'s deal again from its start (paused until the teacher plays on)."""
        return self._rewind(self.table(number), 0)

    def _rewind(self, table: ClassTable, keep: int) -> ClassTable:
        state = self._played(table.deal, [f"{p}: {a}" for p, a in table.state.history[:keep]])
        self.store.rewind(table.number, table.deal, keep)
        table.state, table.paused, table.moment = state, True, table.moment + 1
        table.said = []  # what was said of the actions taken back is not said again
        return table

    def next_deal(self, number: object) -> ClassTable:
        """Move table ``number`` on to the set's next deal."""
        table = self.table(number)
        if table.deal + 1 >= len(self.names):
            raise Refusal(
                f"table {table.number} has played the set's last deal ({counted(len(self.names), 'deal')})"
            )
        self.store.move_on(table.number, table.deal + 1)
        if table.state.is_over():  # the deal left counts in the table's scores; one left unfinished not
            for seat, value in table.state.returns().items():
                table.totals[seat] += value
        table.deal += 1
        table.state, table.paused, table.moment = self._played(table.deal, []), False, table.moment + 1
        table.said = []
        self._computers_act(table)
        return table

    def _count_totals(self, table: ClassTable) -> None:
        """What each seat won at this table over the deals before its present one (from the store)."""
        totals = dict.fromkeys(self.seats, 0.0)
        for deal in range(table.deal):
            state = self._stored(table.number, deal, self.store.actions(table.number, deal))
            if state.is_over():
                for seat, value in state.returns().items():
                    totals[seat] += value
        table.totals = totals


def _write(path: Path, record: HandRecord) -> None:
    """Write a finished hand's record (on the writer thread); a failure is told on the console."""
    try:
        write_record(path, record)
    except Exception as error:  # on the writer's thread nobody else would hear of it: told on the console
        # the hand itself is in the store, and a restart writes it again
        print(
            f"cardlib: could not save {path.parent.name}'s {path.name} "
            f"({getattr(error, 'strerror', None) or error})",
            file=sys.stderr,
        )


def each_said(state: State, since: int) -> list[tuple[str, str]]:
    """Each action from the ``since``-th on, said apart: (seat, its sentences in one line)."""
    return [(seat, " ".join(f"{s}." for s in said)) for seat, said in action_sentences(state, since)]


def _computers_turn(table: ClassTable, state: State) -> bool:
    """True when a computer's seat is to act in ``state`` and the table plays on.

    A table waits until it starts (every seat taken, or the teacher's word), and while nobody sits at
    it: computers do not play a class's deal among themselves.
    """
    return (
        table.started
        and bool(table.students)
        and not table.paused
        and not state.is_over()
        and state.current_player() not in table.students
    )


def starts_when(empty: list[str]) -> str:
    """When a table waiting for the seats ``empty`` starts by itself: "starts when seat A is taken"."""
    return f"starts when {and_list([f'seat {s}' for s in empty])} {'is' if len(empty) == 1 else 'are'} taken"


def _not_started(table: ClassTable, empty: list[str]) -> str:
    """Why table ``table`` does not play yet, in words."""
    return f"table {table.number} {starts_when(empty)}, or when the teacher starts it"


def _last_student_action(table: ClassTable) -> int:
    """How many actions came before the last one a student took.

    The computers' answers after it go too, so that "take back a card" takes back a student's card,
    not a computer's reply.
    """
    history = table.state.history
    mine = [i for i, (seat, _) in enumerate(history) if seat in table.students]
    return mine[-1] if mine else len(history) - 1


def _trick_start(state: State) -> int | None:
    """How many actions came before the first card of the trick in play (between tricks, the last one).

    ``None`` before the first card.
    """
    cards = [i for i, (_, action) in enumerate(state.history) if card_or_none(action) is not None]
    tricks = state.completed_tricks()
    before = sum(len(t.plays) for t in tricks)
    if not state.current_trick():
        if not tricks:
            return None
        before -= len(tricks[-1].plays)
    return cards[before]

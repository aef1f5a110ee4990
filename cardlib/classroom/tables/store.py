"""Where a class's tables live between clicks: one SQLite file, in WAL mode.

Every action is committed before the server says it was taken, so a server stopped at any moment (even
``kill -9``) starts again with every table at the same card. WAL with ``synchronous=NORMAL`` keeps each
commit through a crash of the process; only a crash of the machine itself may lose the last commits.
"""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from cardlib.core.database import open_database

#: The letters of a student's code: no 0/O, 1/I/L, 5/S or 2/Z, which are misread when said aloud.
CODE_LETTERS = "346789ABCDEFGHJKMNPQRTUVWXY"
CODE_LENGTH = 6

#: What the file is, as a refusal names it (``cardlib.core.database``).
WHAT = "a class's tables database"
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    number INTEGER PRIMARY KEY, deal INTEGER NOT NULL DEFAULT 0, paused INTEGER NOT NULL DEFAULT 0,
    moment INTEGER NOT NULL DEFAULT 0, started INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS students (
    token TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, number INTEGER, seat TEXT, code TEXT
);
CREATE TABLE IF NOT EXISTS actions (
    number INTEGER NOT NULL, deal INTEGER NOT NULL, seq INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (number, deal, seq)
);
"""


def new_code() -> str:
    """A student's code to come back with: six letters, easy to read out (27**6: about 390 million)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


@dataclass
class TableRow:
    """A table as stored: which deal of the set it is at, paused or not, and the actions of that deal."""

    number: int
    deal: int = 0
    paused: bool = False
    #: How many changes the table has had, ever (see ``ClassTable.seen``).
    moment: int = 0
    actions: list[str] = field(default_factory=list)
    #: Whether play has begun (every seat taken, or the teacher said go): computers wait until then.
    started: bool = False


@dataclass(frozen=True)
class StudentRow:
    """A student as stored: the secret token that holds his seat, his name, and where he sits (if he does).

    ``code`` is his short code to come back with, from another browser or after his cookie is gone.
    """

    token: str
    name: str
    number: int | None
    seat: str | None
    code: str = ""


class Store:
    """The class's tables, students and actions in one SQLite file (``:memory:`` for a trial)."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        # One connection, used by the server's one thread; autocommit, with explicit transactions. A
        # file that is not a class's tables is refused before anything is written to it.
        self.db = open_database(
            path,
            SCHEMA,
            WHAT,
            "class.sqlite",
            older={"tables": ["moment", "started"], "students": ["code"]},
            isolation_level=None,
            check_same_thread=False,
        )
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        # A database made by an older kit: tables counted no moments (count from here), every table
        # played from its first student (so it has started), students had no codes (made below).
        for table, column, kind in (
            ("tables", "moment", "INTEGER NOT NULL DEFAULT 0"),
            ("tables", "started", "INTEGER NOT NULL DEFAULT 1"),
            ("students", "code", "TEXT"),
        ):
            if column not in [c for _, c, *_ in self.db.execute(f"PRAGMA table_info({table})")]:
                self.db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
        for (token,) in self.db.execute("SELECT token FROM students WHERE code IS NULL").fetchall():
            self.db.execute("UPDATE students SET code = ? WHERE token = ?", (new_code(), token))

    def close(self) -> None:
        """Close the file (everything is already written)."""
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """All of a change or none of it."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def meta(self, key: str) -> str | None:
        """A setting of the class (its teacher's token, the deal set's folder), or ``None``."""
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        """Keep a setting of the class."""
        with self.transaction() as db:
            db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def token(self, key: str) -> str:
        """The secret kept under ``key``, made the first time it is asked for."""
        value = self.meta(key)
        if value is None:
            value = secrets.token_urlsafe(18)
            self.set_meta(key, value)
        return value

    def tables(self) -> list[TableRow]:
        """Every table, with the actions of the deal it is at, in order."""
        rows = [
            TableRow(n, d, bool(p), m, started=bool(s))
            for n, d, p, m, s in self.db.execute(
                "SELECT number, deal, paused, moment, started FROM tables ORDER BY number"
            )
        ]
        for row in rows:
            row.actions = self.actions(row.number, row.deal)
        return rows

    def actions(self, number: int, deal: int) -> list[str]:
        """The actions written for one deal at one table, in order."""
        return [
            a
            for (a,) in self.db.execute(
                "SELECT action FROM actions WHERE number = ? AND deal = ? ORDER BY seq", (number, deal)
            )
        ]

    def add_table(self, number: int) -> None:
        """A new table at the set's first deal (nothing happens if it is there already)."""
        with self.transaction() as db:
            db.execute("INSERT OR IGNORE INTO tables (number) VALUES (?)", (number,))

    def add_actions(self, number: int, deal: int, first: int, actions: list[str]) -> None:
        """Actions ``first``, ``first + 1``… of a table's deal, written together."""
        with self.transaction() as db:
            db.executemany(
                "INSERT INTO actions (number, deal, seq, action) VALUES (?, ?, ?, ?)",
                [(number, deal, first + i, a) for i, a in enumerate(actions)],
            )
            db.execute("UPDATE tables SET moment = moment + ? WHERE number = ?", (len(actions), number))

    def start(self, number: int) -> None:
        """Let a table's play begin."""
        with self.transaction() as db:
            db.execute("UPDATE tables SET started = 1, moment = moment + 1 WHERE number = ?", (number,))

    def set_paused(self, number: int, paused: bool) -> None:
        """Pause a table, or let it play on."""
        with self.transaction() as db:
            db.execute("UPDATE tables SET paused = ? WHERE number = ?", (int(paused), number))

    def move_on(self, number: int, deal: int) -> None:
        """Move a table to ``deal`` of the set, unpaused, with no actions yet: all of it or none."""
        with self.transaction() as db:
            db.execute("DELETE FROM actions WHERE number = ? AND deal = ?", (number, deal))
            db.execute(
                "UPDATE tables SET deal = ?, paused = 0, moment = moment + 1 WHERE number = ?", (deal, number)
            )

    def rewind(self, number: int, deal: int, keep: int) -> None:
        """Keep a table's first ``keep`` actions and pause it: all of it or none."""
        with self.transaction() as db:
            db.execute("DELETE FROM actions WHERE number = ? AND deal = ? AND seq >= ?", (number, deal, keep))
            db.execute("UPDATE tables SET paused = 1, moment = moment + 1 WHERE number = ?", (number,))

    def students(self) -> list[StudentRow]:
        """Every student who has joined, in the order of their names."""
        return [
            StudentRow(*row)
            for row in self.db.execute("SELECT token, name, number, seat, code FROM students ORDER BY name")
        ]

    def add_student(self, name: str) -> StudentRow:
        """A new student, with his token and code (the name must be free)."""
        student = StudentRow(secrets.token_urlsafe(18), name, None, None, new_code())
        with self.transaction() as db:
            db.execute(
                "INSERT INTO students (token, name, code) VALUES (?, ?, ?)",
                (student.token, name, student.code),
            )
        return student

    def new_token(self, token: str) -> str:
        """Give the student holding ``token`` a new one (he came back with his code); the new token."""
        fresh = secrets.token_urlsafe(18)
        with self.transaction() as db:
            db.execute("UPDATE students SET token = ? WHERE token = ?", (fresh, token))
        return fresh

    def renew_code(self, token: str) -> str:
        """Give the student holding ``token`` a new code; the new code."""
        code = new_code()
        with self.transaction() as db:
            db.execute("UPDATE students SET code = ? WHERE token = ?", (code, token))
        return code

    def forget_student(self, token: str) -> None:
        """Take a student off the class's list (his saved hands stay in his folder)."""
        with self.transaction() as db:
            db.execute("DELETE FROM students WHERE token = ?", (token,))

    def seat_student(self, token: str, number: int | None, seat: str | None) -> None:
        """Sit a student at a table's seat (``None``: stand him up)."""
        with self.transaction() as db:
            db.execute("UPDATE students SET number = ?, seat = ? WHERE token = ?", (number, seat, token))

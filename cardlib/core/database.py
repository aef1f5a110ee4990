"""The kit's SQLite files (a match store, a class's tables): opened only when they are what is asked for.

A file given by mistake is refused in one line before anything is written to it: a folder, a folder
that is not there, a place the kit cannot write to, a file that is not SQLite or is damaged, and a
SQLite file of other tables (a class's tables given as a match store, a teacher's own database), which
would otherwise have the kit's tables silently added to it.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any

from cardlib.core.errors import CardlibError
from cardlib.core.plugs import DATABASES
from cardlib.core.words import and_list


class FileRefused(CardlibError):
    """A file the kit keeps things in is not one it can use; the message names the file and why."""


def open_database(
    path: Path | str,
    schema: str,
    what: str,
    example: str,
    older: Mapping[str, Collection[str]] | None = None,
    **options: Any,
) -> sqlite3.Connection:
    """``path`` opened for ``what`` (such as "a match store"), or :class:`FileRefused` in one line.

    An existing file must hold the tables ``schema`` makes (and may hold more), or no tables at all;
    the caller makes its tables. ``example`` is a file name to suggest; ``older`` names the columns an
    older file of the kit may lack, which the caller adds; ``options`` go to :func:`sqlite3.connect`.
    ``":memory:"`` is opened as it is. Nothing is written before the file is found fit.
    """
    if str(path) == ":memory:":
        memory: sqlite3.Connection = sqlite3.connect(":memory:", **options)
        return memory
    path = Path(path)

    def refused(reason: str) -> FileRefused:
        return FileRefused(f"{path}: {reason}")

    if path.is_dir():
        raise refused(f"that is a folder; give a file name such as {example}")
    folder = path.parent
    if not folder.is_dir():
        raise refused(f"there is no folder {folder}; make it first, or give a file in a folder that is there")
    # SQLite writes its journal beside the file, so the folder must take new files too; said now, as
    # SQLite itself would say it only at the first write (after a match's first deal, say).
    if not os.access(folder, os.W_OK | os.X_OK):
        raise refused(f"the folder {folder} is read-only; give a file in a folder you can write to")
    if path.exists() and not os.access(path, os.W_OK):
        raise refused("the file is read-only; make it writable, or give another file name")
    existed = path.is_file() and path.stat().st_size > 0
    try:
        db: sqlite3.Connection = sqlite3.connect(path, **options)
    except sqlite3.Error as error:
        raise refused(f"cannot open it ({error})") from None
    try:
        if existed:
            _check(db, schema, what, older or {}, refused)
    except BaseException:
        db.close()
        raise
    return db


def _check(
    db: sqlite3.Connection,
    schema: str,
    what: str,
    older: Mapping[str, Collection[str]],
    refused: Callable[[str], FileRefused],
) -> None:
    """Refuse a file that is not SQLite, is damaged, or holds tables other than ``schema``'s."""
    try:
        found = _tables(db)
        verdict = db.execute("PRAGMA quick_check").fetchone()
    except sqlite3.DatabaseError as error:
        if "not a database" in str(error):
            raise refused(f"it is not a SQLite database, so not {what}; give another file name") from None
        raise refused(f"it is damaged ({error}); give another file name") from None
    if verdict != ("ok",):
        raise refused(f"it is damaged ({verdict[0]}); give another file name")
    if not found:
        return  # an empty database: the caller makes its tables
    wanted = _schema_tables(schema)
    missing = [
        name
        for name, columns in wanted.items()
        if name not in found or not set(columns) - set(older.get(name, ())) <= found[name]
    ]
    if not missing:
        return
    if len(missing) < len(wanted):  # some of the kit's tables: one of its files, damaged
        said = and_list([f'"{name}"' for name in missing])
        raise refused(f"it is {what} whose {said} table is missing or changed; give another file name")
    raise refused(f"it is {_kind(found, what)}, not {what}; give another file name (nothing was added to it)")


def _tables(db: sqlite3.Connection) -> dict[str, set[str]]:
    """The tables of ``db``, each with its columns."""
    names = [
        name
        for (name,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    return {
        name: {c for (c,) in db.execute("SELECT name FROM pragma_table_info(?)", (name,))} for name in names
    }


def _schema_tables(schema: str) -> dict[str, set[str]]:
    """The tables ``schema`` makes, each with its columns (made in memory to be read)."""
    scratch = sqlite3.connect(":memory:")
    try:
        scratch.executescript(schema)
        return _tables(scratch)
    finally:
        scratch.close()


def _kind(found: dict[str, set[str]], what: str) -> str:
    """What a SQLite file holding the tables ``found`` (none of ``what``'s) is, in words."""
    for kind in DATABASES():  # the kit's other kinds of file (cardlib.core.plugs)
        if what != kind.what and set(_schema_tables(kind.schema)) <= set(found):
            return kind.what
    names = sorted(found)
    listed = and_list(names) if len(names) <= 4 else f"{', '.join(names[:3])} and {len(names) - 3} more"
    return f"a database of other tables ({listed})"

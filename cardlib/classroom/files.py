"""The class's files: never written or read through a link, and never read whole past a limit.

A results folder may be shared with the whole class (a folder every student can write to, on
JupyterHub): a student could leave a link there to another student's folder, or to a file of the
teacher's, or a file of gigabytes named like a record. The kit neither follows such links nor reads
more of a file than a hand record can be.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

#: The largest file the kit reads as a hand record: a long Boston hand is a few thousand bytes.
LARGEST_RECORD = 1_000_000
#: Why a link is not followed, as a student or teacher reads it.
A_LINK = "a link to somewhere else; hand in the file itself"


def is_link(path: Path) -> bool:
    """Whether ``path`` is a symbolic link (or, on Windows, a junction), whether or not it leads anywhere."""
    try:
        if path.is_symlink():
            return True
    except OSError:
        return False
    junction = getattr(os.path, "isjunction", None)  # Python 3.12 and later
    return bool(junction is not None and junction(path))


class TooLarge(OSError):
    """A file larger than :data:`LARGEST_RECORD`: no hand record is so large."""


def read_bounded(path: Path, limit: int = LARGEST_RECORD) -> bytes:
    """The bytes of the regular file ``path``, read without following a link and never past ``limit``.

    A link, a folder or a device raises :class:`OSError`; a file over ``limit`` raises :class:`TooLarge`.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    if is_link(path):  # O_NOFOLLOW is not everywhere (Windows); the check before it is
        raise OSError(f"{path.name}: a link")
    # O_NONBLOCK: a pipe named like a record must not hold the report up waiting for a writer
    descriptor = os.open(path, flags | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(f"{path.name}: not a file")
        data = _read_up_to(descriptor, limit + 1)
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise TooLarge(f"{path.name}: over {limit:,} bytes")
    return data


def _read_up_to(descriptor: int, count: int) -> bytes:
    """At most ``count`` bytes from an open file, gathered as the system hands them over."""
    parts: list[bytes] = []
    left = count
    while left > 0:
        part = os.read(descriptor, min(left, 1 << 20))
        if not part:
            break
        parts.append(part)
        left -= len(part)
    return b"".join(parts)

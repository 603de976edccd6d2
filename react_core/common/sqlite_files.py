"""Opening the workbench's SQLite files so that a damaged one never stops the app or the CLI.

A file that SQLite cannot read as a database (a half-copied file, a disk error, some other
program's file at that path) is moved aside untouched, with its -wal and -shm companions,
to ``<name>.corrupt-<YYYYmmdd-HHMMSS>``; a fresh, empty database takes its place and the
caller gets a note that names both files and says how to recover what the old one held.
A locked or unwritable file is not damage: that error is raised as it is.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from pathlib import Path

_DAMAGE = {"SQLITE_NOTADB", "SQLITE_CORRUPT"}
log = logging.getLogger(__name__)


def open_database(path: Path, schema: str, *, what: str, timeout: float = 10) -> str | None:
    """Make sure `path` is a usable database with `schema`; a damaged one is set aside.

    Returns None when all was well, else a note for the user (what happened, where the
    old file is, how to recover it). `what` names the file for people: "History database".
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        _create(path, schema, timeout)
        return None
    except sqlite3.DatabaseError as exc:
        if not _is_damage(exc):
            raise
        reason = str(exc)
    moved = set_aside(path)
    _create(path, schema, timeout)
    note = (
        f"The {what} {path} could not be read ({reason}). It was moved aside untouched to {moved} "
        f"and a fresh, empty one was started, so nothing more is lost. To recover what it held, try "
        f"`sqlite3 {moved} .recover | sqlite3 recovered.sqlite3` and copy the rows you need; delete "
        f"{moved.name} once you no longer want it."
    )
    log.warning(note)  # the CLI shows this on stderr; the app shows the returned note on its page
    return note


def set_aside(path: Path) -> Path:
    """Rename `path` (and its -wal/-shm files) to `<path>.corrupt-<stamp>`; returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    count = 1
    while target.exists():
        count += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{count}")
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    return target


def _create(path: Path, schema: str, timeout: float) -> None:
    db = sqlite3.connect(path, timeout=timeout)
    try:
        with db:
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(schema)
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    finally:
        db.close()


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    name = getattr(exc, "sqlite_errorname", "")
    if name:
        return name in _DAMAGE
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text

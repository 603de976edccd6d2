"""Review queues and their annotations in SQLite (<REACT_HOME>/reviews.sqlite3), beside History.

A review is an ordered list of episodes (a trajectory and the branch that failed or was flagged),
made from a batch or a History selection. For each, a person records an annotation: the step
where it went wrong and a category from their own list, or that they skipped it. Annotations
name the trajectory and branch by id, so a fix made later on the Run page (a new branch of the
same trajectory, saved in History) can be found again when the training data is made.
"""

from __future__ import annotations

import json
import sqlite3
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from react_core.common.errors import WorkbenchError
from react_core.common.paths import react_home
from react_core.common.sqlite_files import open_database

DEFAULT_CATEGORIES = ("search failed", "wrong reasoning", "claimed what was not shown", "loop", "format")
MARKED, SKIPPED = "marked", "skipped"
SOURCES = ("batch", "selection")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS reviews (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at REAL NOT NULL,
    position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS review_items (
    review_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    trajectory_id TEXT NOT NULL,
    branch_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    method TEXT NOT NULL,
    model TEXT NOT NULL,
    why TEXT NOT NULL,
    batch_id TEXT,
    PRIMARY KEY (review_id, position)
);
CREATE TABLE IF NOT EXISTS annotations (
    review_id TEXT NOT NULL,
    trajectory_id TEXT NOT NULL,
    branch_id TEXT NOT NULL,
    status TEXT NOT NULL,
    step INTEGER,
    category TEXT,
    note TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (review_id, trajectory_id, branch_id)
);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class ReviewError(WorkbenchError, ValueError):
    """A review or annotation that cannot be made; `cause` says why, `fix` what to do."""


@dataclass(frozen=True)
class ReviewItem:
    """One episode to review: the branch of a trajectory that failed or was flagged, and why."""

    trajectory_id: str
    branch_id: str
    task_id: str
    method: str
    model: str
    why: str  # "scored wrong · loop, empty search": what put it in the queue
    batch_id: str | None = None

    @property
    def key(self) -> tuple[str, str]:
        return (self.trajectory_id, self.branch_id)


@dataclass(frozen=True)
class Annotation:
    review_id: str
    trajectory_id: str
    branch_id: str
    status: str  # MARKED or SKIPPED
    step: int | None  # the index in the branch's step list where it went wrong
    category: str | None
    note: str = ""
    at: float = 0.0

    @property
    def key(self) -> tuple[str, str]:
        return (self.trajectory_id, self.branch_id)


@dataclass(frozen=True)
class Review:
    id: str
    title: str
    source: str  # "batch" or "selection"
    created_at: float
    position: int  # where the person left off
    items: tuple[ReviewItem, ...]


def checked_categories(names: Iterable[str]) -> list[str]:
    """The names trimmed, in order; an empty name or one given twice (in any case) is refused."""
    kept: list[str] = []
    for name in names:
        clean = " ".join(str(name).split())
        if not clean:
            raise ReviewError("A category name is empty.", "Give each category a name, or remove the empty line.")
        if clean.lower() in (k.lower() for k in kept):
            raise ReviewError(f"The category {clean!r} is listed twice.", "Keep one of them.")
        kept.append(clean)
    if not kept:
        raise ReviewError("The category list is empty.", "Name at least one category.")
    return kept


class ReviewStore:
    """Reviews, their episodes, the annotations and the person's categories, in one SQLite file."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path else react_home() / "reviews.sqlite3"
        self.recovered: str | None = open_database(self.path, _SCHEMA, what="review database")

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=10)

    # ----- categories ----------------------------------------------------------------------
    def categories(self) -> list[str]:
        with self._connect() as db:
            found = db.execute("SELECT value FROM settings WHERE name = 'categories'").fetchone()
        return json.loads(found[0]) if found else list(DEFAULT_CATEGORIES)

    def set_categories(self, names: Iterable[str]) -> list[str]:
        """Store the person's list (checked first: a refused list changes nothing). Annotations keep
        the category they were given, also one removed from the list later."""
        kept = checked_categories(names)
        with self._connect() as db:
            db.execute("INSERT OR REPLACE INTO settings VALUES ('categories', ?)", (json.dumps(kept),))
        return kept

    # ----- reviews -------------------------------------------------------------------------
    def create(self, title: str, source: str, items: Sequence[ReviewItem]) -> Review:
        if source not in SOURCES:
            raise ReviewError(f"Unknown review source {source!r}.", f"Use one of: {', '.join(SOURCES)}.")
        if not items:
            raise ReviewError("There is nothing to review.", "Choose episodes that failed or were flagged.")
        review = Review(uuid.uuid4().hex[:12], title, source, time.time(), 0, tuple(items))
        with self._connect() as db:
            db.execute("INSERT INTO reviews VALUES (?,?,?,?,?)", (review.id, title, source, review.created_at, 0))
            db.executemany(
                "INSERT INTO review_items VALUES (?,?,?,?,?,?,?,?,?)",
                [
                    (review.id, i, t.trajectory_id, t.branch_id, t.task_id, t.method, t.model, t.why, t.batch_id)
                    for i, t in enumerate(items)
                ],
            )
        return review

    def load(self, review_id: str) -> Review:
        with self._connect() as db:
            found = db.execute(
                "SELECT id, title, source, created_at, position FROM reviews WHERE id = ?", (review_id,)
            ).fetchone()
            rows = db.execute(
                "SELECT trajectory_id, branch_id, task_id, method, model, why, batch_id FROM review_items "
                "WHERE review_id = ? ORDER BY position",
                (review_id,),
            ).fetchall()
        if not found:
            raise ReviewError(f"No review {review_id!r}.", "It may have been deleted; start a new one.")
        review_id, title, source, created_at, position = found
        return Review(review_id, title, source, created_at, position, tuple(ReviewItem(*row) for row in rows))

    def reviews(self) -> list[Review]:
        """Every review, newest first."""
        with self._connect() as db:
            ids = [row[0] for row in db.execute("SELECT id FROM reviews ORDER BY created_at DESC")]
        return [self.load(i) for i in ids]

    def set_position(self, review_id: str, position: int) -> None:
        with self._connect() as db:
            db.execute("UPDATE reviews SET position = ? WHERE id = ?", (position, review_id))

    def delete(self, review_id: str) -> None:
        """The review and its annotations; the trajectories stay in History."""
        with self._connect() as db:
            for table, column in (("reviews", "id"), ("review_items", "review_id"), ("annotations", "review_id")):
                db.execute(f"DELETE FROM {table} WHERE {column} = ?", (review_id,))

    # ----- annotations ---------------------------------------------------------------------
    def annotate(self, annotation: Annotation) -> Annotation:
        """Insert or replace the annotation of one episode of a review."""
        if annotation.status == MARKED:
            if annotation.step is None or annotation.step < 0:
                raise ReviewError("No step is marked.", "Choose the step where it went wrong.")
            if not (annotation.category or "").strip():
                raise ReviewError("No category is chosen.", "Choose what went wrong.")
        elif annotation.status != SKIPPED:
            raise ReviewError(f"Unknown status {annotation.status!r}.", f"Use {MARKED!r} or {SKIPPED!r}.")
        with self._connect() as db:
            db.execute(
                "INSERT OR REPLACE INTO annotations VALUES (?,?,?,?,?,?,?,?)",
                (
                    annotation.review_id,
                    annotation.trajectory_id,
                    annotation.branch_id,
                    annotation.status,
                    annotation.step,
                    annotation.category,
                    annotation.note,
                    annotation.at or time.time(),
                ),
            )
        return annotation

    def annotations(self, review_id: str) -> dict[tuple[str, str], Annotation]:
        return {a.key: a for a in self._annotations("review_id = ?", [review_id])}

    def annotations_of(self, trajectory_ids: Iterable[str]) -> list[Annotation]:
        """Every annotation of these trajectories, in any review (what the training data reads)."""
        ids = list(dict.fromkeys(trajectory_ids))
        found: list[Annotation] = []
        for start in range(0, len(ids), 500):  # SQLite's limit on parameters
            chunk = ids[start : start + 500]
            found += self._annotations(f"trajectory_id IN ({','.join('?' * len(chunk))})", chunk)
        return found

    def _annotations(self, where: str, args: Sequence[str]) -> list[Annotation]:
        with self._connect() as db:
            rows = db.execute(
                "SELECT review_id, trajectory_id, branch_id, status, step, category, note, at FROM annotations "
                f"WHERE {where} ORDER BY at",
                list(args),
            ).fetchall()
        return [Annotation(*row) for row in rows]

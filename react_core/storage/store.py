"""Saved trajectories in SQLite: the History page's store and the engine's autosave sink.

Each save writes the whole trajectory in one transaction, so a crash or a closed tab
loses at most the step in flight. WAL mode lets two browser tabs read while one writes.
"""

from __future__ import annotations

import builtins
import math
import sqlite3
import uuid
from dataclasses import dataclass, replace
from pathlib import Path

from react_core.common.paths import react_home
from react_core.common.sqlite_files import open_database
from react_core.common.text_hygiene import no_lone_surrogates
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.schema import LATEST_TIME
from react_core.trajectory.trajectory import Trajectory

ORIGINS = ("own", "batch")
# The Compare page names the trajectories it runs together in their model settings.
_COMPARISON = "(CASE WHEN json_valid(body) THEN json_extract(body, '$.model.comparison') END)"


def model_name(trajectory: Trajectory) -> str:
    """The model as its calls name it ("embedded:qwen2.5-coder-1.5b-..."), so a batch label such as
    "embedded:1.5b" or "default" and an app run of the same model show one name; the settings'
    name when no call was made yet."""
    named = [c.model for c in sorted(trajectory.calls.values(), key=lambda c: c.created_at) if c.model]
    return named[0] if named else str(trajectory.model.get("model", ""))


_SCHEMA = """
CREATE TABLE IF NOT EXISTS trajectories (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    family TEXT NOT NULL,
    task_id TEXT NOT NULL,
    method TEXT NOT NULL,
    model TEXT NOT NULL,
    outcome TEXT,
    answer TEXT,
    branches INTEGER NOT NULL,
    steps INTEGER NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS trajectories_updated ON trajectories(updated_at DESC);
"""


@dataclass(frozen=True)
class Saved:
    """One row of the History list."""

    id: str
    title: str
    family: str
    task_id: str
    method: str
    model: str
    outcome: str | None
    answer: str | None
    branches: int
    steps: int
    created_at: float
    updated_at: float
    problem: str | None = None  # why this row cannot be read (then the other fields are placeholders)
    comparison: str | None = None  # the Compare page's id when it was run there beside other methods


class TrajectoryStore:
    """Save, list, search, load and delete trajectories in one SQLite file."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path else react_home() / "history.sqlite3"
        # Set when the file was damaged and moved aside: say it once where the store is used.
        self.recovered: str | None = open_database(self.path, _SCHEMA, what="History database")

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=10)

    def save(self, trajectory: Trajectory, body: str | None = None) -> None:
        """Insert or update the trajectory's row (the engine saves after every step). `body`: its JSON,
        when the caller took it already (the steering endpoint, under its run's lock, writing outside it)."""
        self._write(trajectory, "INSERT OR REPLACE", body)

    def _write(self, trajectory: Trajectory, verb: str, body: str | None = None) -> None:
        branch = trajectory.branch()
        row = (
            trajectory.id,
            trajectory.title or trajectory.task.text[:80],
            trajectory.task.family,
            trajectory.task.id,
            trajectory.method,
            model_name(trajectory),
            branch.outcome.value if branch.outcome else None,
            branch.answer,
            len(trajectory.branches),
            len(branch.step_ids),
            trajectory.created_at,
            trajectory.updated_at,
            trajectory.to_json(indent=None) if body is None else body,
        )
        # Text SQLite cannot encode (half an emoji from a model) would fail this and every later
        # save; stored as U+FFFD instead, the rest of the trajectory is kept.
        clean = tuple(no_lone_surrogates(v) if isinstance(v, str) else v for v in row)
        with self._connect() as db:
            db.execute(f"{verb} INTO trajectories VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", clean)

    def load(self, trajectory_id: str) -> Trajectory:
        with self._connect() as db:
            found = db.execute("SELECT body FROM trajectories WHERE id = ?", (trajectory_id,)).fetchone()
        if not found:
            raise TrajectoryError(f"No saved trajectory {trajectory_id!r}; it may have been deleted.")
        return Trajectory.from_json(found[0])

    def list(
        self, search: str = "", limit: int = 200, family: str | None = None, origin: str | None = None
    ) -> list[Saved]:
        """Newest first; `search` matches the trajectory's id (as the Run page shows it), title, task id,
        method, model or answer.

        `origin` "own": a person's runs; "batch": episodes of an evaluation batch (their
        trajectory's model settings name the batch); None: both."""
        where, args = [], []
        if origin in ORIGINS:
            batch = "(CASE WHEN json_valid(body) THEN json_extract(body, '$.model.batch') END)"
            where.append(f"{batch} IS {'NOT ' if origin == 'batch' else ''}NULL")
        if search.strip():
            like = f"%{search.strip()}%"
            where.append(
                "(id LIKE ? OR title LIKE ? OR task_id LIKE ? OR method LIKE ? OR model LIKE ? OR answer LIKE ?)"
            )
            args += [like] * 6
        if family:
            where.append("family = ?")
            args.append(family)
        sql = (
            "SELECT id,title,family,task_id,method,model,outcome,answer,branches,steps,created_at,updated_at,"
            f"{_COMPARISON} FROM trajectories"
        )
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY updated_at DESC LIMIT ?"
        with self._connect() as db:
            rows = db.execute(sql, (*args, limit)).fetchall()
        return [_saved(row) for row in rows]

    def comparison(self, comparison_id: str) -> builtins.list[Trajectory]:  # `list` here is the method above
        """The trajectories the Compare page ran together under this id, oldest first."""
        with self._connect() as db:
            rows = db.execute(
                f"SELECT body FROM trajectories WHERE {_COMPARISON} = ? ORDER BY created_at", (comparison_id,)
            ).fetchall()
        return [Trajectory.from_json(body) for (body,) in rows]

    def delete(self, trajectory_id: str) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM trajectories WHERE id = ?", (trajectory_id,))

    def import_json(self, text: str) -> Trajectory:
        """Add a trajectory from an exported file; a clash of ids gets a fresh id, never an overwrite.

        The row is written with a plain INSERT, so even a clash that appears between the check
        and the write (another tab importing the same file) fails instead of replacing a row.
        """
        trajectory = Trajectory.from_json(text)
        original = trajectory.id
        for _ in range(20):
            try:
                self._write(trajectory, "INSERT")
                return trajectory
            except sqlite3.IntegrityError:
                trajectory.id = f"{original[:60]}-{uuid.uuid4().hex[:8]}"
        raise TrajectoryError(f"Could not find a free id for trajectory {original!r}; nothing was imported.")

    def exists(self, trajectory_id: str) -> bool:
        with self._connect() as db:
            return db.execute("SELECT 1 FROM trajectories WHERE id = ?", (trajectory_id,)).fetchone() is not None


def _saved(row: tuple) -> Saved:
    """A History row as read, or a placeholder naming the row and what is wrong with it.

    A row written by an older version or edited by hand must not break the whole list:
    the History page shows it flagged, with its id, and can still delete it.
    """
    texts, counts, times = row[1:6], row[8:10], row[10:12]
    problem = None
    if not all(isinstance(v, str) for v in texts):
        problem = "its title, family, task id, method or model is not text"
    elif not all(isinstance(v, (str, type(None))) for v in row[6:8]):
        problem = "its outcome or answer is not text"
    elif not all(isinstance(v, int) and v >= 0 for v in counts):
        problem = "its step or branch count is not a whole number"
    elif not all(isinstance(v, (int, float)) and math.isfinite(v) and 0 <= v <= LATEST_TIME for v in times):
        problem = f"its times ({row[10]!r}, {row[11]!r}) are not dates between 1970 and the year 3000"
    if problem is None:
        return replace(Saved(*row[:12]), comparison=row[12] if isinstance(row[12], str) else None)
    return Saved(
        str(row[0]),
        "(unreadable row)",
        "",
        "",
        "",
        "",
        None,
        None,
        0,
        0,
        0.0,
        0.0,
        problem=f"Saved trajectory {row[0]!r} cannot be listed: {problem}.",
    )

"""Saved trajectories in SQLite: the History page's store and the engine's autosave sink.

Each save writes the whole trajectory in one transaction, so a crash or a closed tab
loses at most the step in flight. WAL mode lets two browser tabs read while one writes.
"""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from react_core.paths import react_home
from react_core.trajectory import Trajectory, TrajectoryError

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


class TrajectoryStore:
    """Save, list, search, load and delete trajectories in one SQLite file."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path else react_home() / "history.sqlite3"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(_SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=10)

    def save(self, trajectory: Trajectory) -> None:
        branch = trajectory.branch()
        row = (
            trajectory.id,
            trajectory.title or trajectory.task.text[:80],
            trajectory.task.family,
            trajectory.task.id,
            trajectory.method,
            str(trajectory.model.get("model", "")),
            branch.outcome.value if branch.outcome else None,
            branch.answer,
            len(trajectory.branches),
            len(branch.step_ids),
            trajectory.created_at,
            trajectory.updated_at,
            trajectory.to_json(indent=None),
        )
        with self._connect() as db:
            db.execute("INSERT OR REPLACE INTO trajectories VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", row)

    def load(self, trajectory_id: str) -> Trajectory:
        with self._connect() as db:
            found = db.execute("SELECT body FROM trajectories WHERE id = ?", (trajectory_id,)).fetchone()
        if not found:
            raise TrajectoryError(f"No saved trajectory {trajectory_id!r}; it may have been deleted.")
        return Trajectory.from_json(found[0])

    def list(self, search: str = "", limit: int = 200, family: str | None = None) -> list[Saved]:
        """Newest first; `search` matches title, task id, method, model or answer."""
        where, args = [], []
        if search.strip():
            like = f"%{search.strip()}%"
            where.append("(title LIKE ? OR task_id LIKE ? OR method LIKE ? OR model LIKE ? OR answer LIKE ?)")
            args += [like] * 5
        if family:
            where.append("family = ?")
            args.append(family)
        sql = "SELECT id,title,family,task_id,method,model,outcome,answer,branches,steps,created_at,updated_at FROM trajectories"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY updated_at DESC LIMIT ?"
        with self._connect() as db:
            rows = db.execute(sql, (*args, limit)).fetchall()
        return [Saved(*row) for row in rows]

    def delete(self, trajectory_id: str) -> None:
        with self._connect() as db:
            db.execute("DELETE FROM trajectories WHERE id = ?", (trajectory_id,))

    def import_json(self, text: str) -> Trajectory:
        """Add a trajectory from an exported file; a clash of ids gets a fresh id, never an overwrite."""
        trajectory = Trajectory.from_json(text)
        if self.exists(trajectory.id):
            trajectory = Trajectory.from_dict({**trajectory.to_dict(), "id": f"{trajectory.id}-{int(time.time())}"})
        self.save(trajectory)
        return trajectory

    def exists(self, trajectory_id: str) -> bool:
        with self._connect() as db:
            return db.execute("SELECT 1 FROM trajectories WHERE id = ?", (trajectory_id,)).fetchone() is not None

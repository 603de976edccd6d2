"""Batch results in SQLite: one row per episode (batch, task, method, model), with its trajectory.

The primary key makes resuming safe: a finished episode is written once, and a resumed
batch asks `finished_keys` which ones to skip. Each write is one short transaction, so
several worker threads can record at once (WAL mode, busy timeout).

Older databases are brought up to date when opened (`_MIGRATIONS`: columns added later are
added to them, empty for the episodes they already hold), so they stay readable.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from react_core.common.paths import react_home
from react_core.common.sqlite_files import open_database
from react_core.engine import catalog
from react_core.prompting.tool_agent import HELD
from react_core.trajectory.trajectory import Trajectory

_SCHEMA = """
CREATE TABLE IF NOT EXISTS batches (
    id TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    spec TEXT NOT NULL,
    status TEXT NOT NULL,
    total INTEGER NOT NULL,
    note TEXT
);
CREATE TABLE IF NOT EXISTS episodes (
    batch_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    method TEXT NOT NULL,
    model TEXT NOT NULL,
    family TEXT NOT NULL,
    task_type TEXT,
    question TEXT NOT NULL,
    gold TEXT,
    answer TEXT,
    outcome TEXT,
    score REAL,
    em REAL,
    f1 REAL,
    success INTEGER,
    actions INTEGER NOT NULL,
    calls INTEGER NOT NULL,
    tokens_in INTEGER NOT NULL,
    tokens_out INTEGER NOT NULL,
    model_seconds REAL NOT NULL,
    seconds REAL NOT NULL,
    backed_off TEXT,
    failures TEXT NOT NULL,
    trajectory_id TEXT NOT NULL,
    trajectory TEXT NOT NULL,
    finished_at REAL NOT NULL,
    progress REAL,
    held_calls INTEGER,
    held_tokens_in INTEGER,
    PRIMARY KEY (batch_id, task_id, method, model)
);
CREATE TABLE IF NOT EXISTS episode_errors (
    batch_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    method TEXT NOT NULL,
    model TEXT NOT NULL,
    message TEXT NOT NULL,
    at REAL NOT NULL
);
"""

COLUMNS = [
    "batch_id",
    "task_id",
    "method",
    "model",
    "family",
    "task_type",
    "question",
    "gold",
    "answer",
    "outcome",
    "score",
    "em",
    "f1",
    "success",
    "actions",
    "calls",
    "tokens_in",
    "tokens_out",
    "model_seconds",
    "seconds",
    "backed_off",
    "failures",
    "trajectory_id",
    "finished_at",
    "progress",
    "held_calls",
    "held_tokens_in",
]
# Columns added after the first release: (table, column, SQL type). Each is added where missing.
_MIGRATIONS = [
    ("episodes", "progress", "REAL"),
    ("episodes", "held_calls", "INTEGER"),
    ("episodes", "held_tokens_in", "INTEGER"),
]


def _migrate(path: Path) -> None:
    """Add the columns an older database lacks (ALTER TABLE ... ADD COLUMN keeps its rows)."""
    with sqlite3.connect(path, timeout=30) as db:
        for table, column, kind in _MIGRATIONS:
            present = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if column not in present:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")


@dataclass
class EpisodeResult:
    """One finished episode. `score` is EM (HotpotQA), label accuracy (FEVER) or success (ALFWorld);
    `progress` is ALFWorld's progress rate at the last step (AgentBoard's), None for other families."""

    batch_id: str
    task_id: str
    method: str
    model: str
    family: str
    task_type: str | None
    question: str
    gold: str | None
    answer: str | None
    outcome: str | None
    score: float | None
    em: float | None
    f1: float | None
    success: bool | None
    actions: int
    calls: int
    tokens_in: int
    tokens_out: int
    model_seconds: float
    seconds: float
    backed_off: str | None
    failures: list[str]
    trajectory_id: str
    trajectory: str  # the whole trajectory as JSON
    finished_at: float = field(default_factory=time.time)
    progress: float | None = None
    # Calls held to a schema (a tool call asked again, `tool_choice="required"`): a local server reads
    # each in a spare slot of its own under the schema's grammar, so the estimate counts them apart.
    held_calls: int = 0
    held_tokens_in: int = 0  # of `tokens_in`

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.task_id, self.method, self.model)


def recount(db: sqlite3.Connection, rowid: int) -> None:
    """Count an episode's calls again from its stored trajectory: every call it holds (an episode has one
    branch), those whose replies a re-ask replaced included, and the held ones apart. Episodes recorded
    before the workbench kept set-aside calls with their steps counted only the calls behind the steps."""
    found = db.execute("SELECT trajectory FROM episodes WHERE rowid = ?", (rowid,)).fetchone()
    try:
        calls = list(json.loads(found[0]).get("calls", {}).values()) if found else []
        tokens_in = sum(int(c.get("tokens_in", 0)) for c in calls)
        tokens_out = sum(int(c.get("tokens_out", 0)) for c in calls)
        seconds = sum(float(c.get("latency_s", 0.0)) for c in calls)
        held = [c for c in calls if c.get("purpose") == HELD]
    except (ValueError, TypeError, AttributeError):
        calls = []
    if not calls:  # nothing to count again (an empty or damaged body): keep its counts, mark it counted
        db.execute("UPDATE episodes SET held_calls = 0, held_tokens_in = 0 WHERE rowid = ?", (rowid,))
        return
    db.execute(
        "UPDATE episodes SET calls = ?, tokens_in = ?, tokens_out = ?, model_seconds = ?, held_calls = ?, "
        "held_tokens_in = ? WHERE rowid = ?",
        (len(calls), tokens_in, tokens_out, seconds, len(held), sum(int(c.get("tokens_in", 0)) for c in held), rowid),
    )


@dataclass(frozen=True)
class EpisodeTokens:
    """What an episode asked of the model: tokens sent and written, calls, and of them those held to a schema."""

    tokens_in: int
    tokens_out: int
    calls: int
    held_calls: int = 0
    held_tokens_in: int = 0


class ResultsStore:
    """Batches and their episodes in one SQLite file (default: <REACT_HOME>/evaluation.sqlite3)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path else react_home() / "evaluation.sqlite3"
        # Set when the file was damaged and moved aside: say it once where the store is used.
        self.recovered: str | None = open_database(self.path, _SCHEMA, what="evaluation database", timeout=30)
        _migrate(self.path)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30)

    # ----- batches ------------------------------------------------------------------------
    def open_batch(self, batch_id: str, spec: dict[str, Any], total: int) -> bool:
        """Register a batch; returns True when it already existed (a resume)."""
        now = time.time()
        with self._connect() as db:
            found = db.execute("SELECT spec FROM batches WHERE id = ?", (batch_id,)).fetchone()
            if found:
                db.execute(
                    "UPDATE batches SET updated_at = ?, status = 'running', total = ? WHERE id = ?",
                    (now, total, batch_id),
                )
                return True
            db.execute(
                "INSERT INTO batches VALUES (?,?,?,?,?,?,?)",
                (batch_id, now, now, json.dumps(spec, sort_keys=True), "running", total, None),
            )
            return False

    def set_status(self, batch_id: str, status: str, note: str | None = None) -> None:
        with self._connect() as db:
            db.execute(
                "UPDATE batches SET status = ?, note = ?, updated_at = ? WHERE id = ?",
                (status, note, time.time(), batch_id),
            )

    def batches(self) -> pd.DataFrame:
        """All batches, newest first, with how many episodes each has finished."""
        with self._connect() as db:
            rows = db.execute(
                "SELECT b.id, b.created_at, b.updated_at, b.status, b.total, b.note, b.spec, "
                "(SELECT COUNT(*) FROM episodes e WHERE e.batch_id = b.id) "
                "FROM batches b ORDER BY b.updated_at DESC"
            ).fetchall()
        frame = pd.DataFrame(
            rows, columns=["batch_id", "created_at", "updated_at", "status", "total", "note", "spec", "finished"]
        )
        return frame

    def spec(self, batch_id: str) -> dict[str, Any] | None:
        with self._connect() as db:
            found = db.execute("SELECT spec FROM batches WHERE id = ?", (batch_id,)).fetchone()
        return json.loads(found[0]) if found else None

    # ----- episodes -----------------------------------------------------------------------
    def record(self, result: EpisodeResult) -> None:
        row = asdict(result)
        row["failures"] = json.dumps(result.failures)
        row["success"] = None if result.success is None else int(result.success)
        names = list(row)
        with self._connect() as db:
            # OR IGNORE: an episode is recorded once; a duplicate run (never expected) cannot overwrite it.
            db.execute(
                f"INSERT OR IGNORE INTO episodes ({','.join(names)}) VALUES ({','.join('?' * len(names))})",
                [row[n] for n in names],
            )

    def finished_keys(self, batch_id: str) -> set[tuple[str, str, str]]:
        with self._connect() as db:
            rows = db.execute("SELECT task_id, method, model FROM episodes WHERE batch_id = ?", (batch_id,)).fetchall()
        return {tuple(r) for r in rows}

    def episode_seconds(self, family: str, method: str, model: str, latest: int = 200) -> list[float]:
        """How long the latest finished episodes of this family, method and model took (wall
        seconds each, in any batch): what an estimate of a new batch's time is made from."""
        with self._connect() as db:
            rows = db.execute(
                "SELECT seconds FROM episodes WHERE family = ? AND method = ? AND model = ? "
                "AND seconds > 0 ORDER BY finished_at DESC LIMIT ?",
                (family, method, model, latest),
            ).fetchall()
        return [row[0] for row in rows]

    def episode_tokens(self, family: str, method: str, model: str, latest: int = 200) -> list[EpisodeTokens]:
        """The tokens and calls of the latest finished episodes of this family, method and model: the
        work an estimate on this machine's own server is made from. An episode recorded before its held
        calls were (held_calls NULL) is counted again from its trajectory first (`recount`)."""
        query = (
            "SELECT rowid, tokens_in, tokens_out, calls, held_calls, held_tokens_in FROM episodes "
            "WHERE family = ? AND method = ? AND model = ? AND tokens_out > 0 ORDER BY finished_at DESC LIMIT ?"
        )
        with self._connect() as db:
            rows = db.execute(query, (family, method, model, latest)).fetchall()
            if any(row[4] is None for row in rows):
                for row in rows:
                    if row[4] is None:
                        recount(db, row[0])
                rows = db.execute(query, (family, method, model, latest)).fetchall()
        return [EpisodeTokens(*(int(v or 0) for v in row[1:])) for row in rows]

    def frame(self, batch_id: str, failed: bool = True) -> pd.DataFrame:
        """The batch's episodes as a DataFrame (no trajectory bodies; see `trajectory`).

        With `failed` (the default), each episode that failed and has not finished since is a
        row too: outcome "error", no answer, score 0 and the "error" failure flag, and an empty
        trajectory_id. An episode that never answered scores 0 and is counted, so every method's
        average is over the same tasks (leaving failures out would average over fewer). Episodes
        recorded before their held calls were are counted again from their trajectories first (`recount`).
        """
        with self._connect() as db:
            stale = db.execute("SELECT rowid FROM episodes WHERE batch_id = ? AND held_calls IS NULL", (batch_id,))
            for (rowid,) in stale.fetchall():
                recount(db, rowid)
            rows = db.execute(
                f"SELECT {','.join(COLUMNS)} FROM episodes WHERE batch_id = ? ORDER BY finished_at", (batch_id,)
            ).fetchall()
        frame = pd.DataFrame(rows, columns=COLUMNS)
        frame["failures"] = frame["failures"].map(json.loads) if len(frame) else frame["failures"]
        frame["success"] = frame["success"].map(lambda v: None if v is None or pd.isna(v) else bool(v))
        if failed:
            extra = self._failed_rows(batch_id, frame)
            if extra:
                frame = (
                    pd.concat([frame, pd.DataFrame(extra, columns=COLUMNS)], ignore_index=True)
                    if len(frame)
                    else pd.DataFrame(extra, columns=COLUMNS)
                )
        return frame

    def _failed_rows(self, batch_id: str, frame: pd.DataFrame) -> list[dict]:
        """Rows for the episodes that failed and have not finished since (see `frame`)."""
        errors = self.errors(batch_id)
        if errors.empty:
            return []
        spec = self.spec(batch_id) or {}
        family = (spec.get("task_set") or "").partition(":")[0].strip().lower() or None
        known = {row.task_id: row for row in frame.itertuples()} if len(frame) else {}
        rows = []
        for (task_id, method, model), part in errors.groupby(["task_id", "method", "model"], sort=False):
            same = known.get(task_id)  # another method's episode of the task says what the task is
            task_family = same.family if same is not None else family
            gold = same.gold if same is not None else None
            unscored = same is not None and (same.score is None or pd.isna(same.score))
            points = None if unscored else 0.0
            knowledge = task_family in catalog.families_in("Table 1")  # scored by answer: em and f1 too
            rows.append(
                dict(
                    batch_id=batch_id,
                    task_id=task_id,
                    method=method,
                    model=model,
                    family=task_family,
                    task_type=same.task_type if same is not None else None,
                    question=same.question if same is not None else "",
                    gold=gold,
                    answer=None,
                    outcome="error",
                    score=points,
                    em=points if knowledge else None,
                    f1=points if knowledge else None,
                    success=None if knowledge else False,
                    actions=0,
                    calls=0,
                    tokens_in=0,
                    tokens_out=0,
                    model_seconds=0.0,
                    seconds=0.0,
                    backed_off=None,
                    failures=["error"],
                    trajectory_id="",
                    finished_at=float(part["at"].max()),
                    progress=None if knowledge else 0.0,
                    held_calls=0,
                    held_tokens_in=0,
                )
            )
        return rows

    def trajectory(self, batch_id: str, task_id: str, method: str, model: str) -> Trajectory:
        with self._connect() as db:
            found = db.execute(
                "SELECT trajectory FROM episodes WHERE batch_id=? AND task_id=? AND method=? AND model=?",
                (batch_id, task_id, method, model),
            ).fetchone()
        if not found:
            raise KeyError(f"No episode {task_id}/{method}/{model} in batch {batch_id}.")
        return Trajectory.from_json(found[0])

    # ----- errors -------------------------------------------------------------------------
    def record_error(self, batch_id: str, key: tuple[str, str, str], message: str) -> None:
        """Note why an episode failed. It stays unfinished, so resuming the batch runs it again;
        the note says what went wrong meanwhile (the latest attempt last)."""
        with self._connect() as db:
            db.execute("INSERT INTO episode_errors VALUES (?,?,?,?,?,?)", (batch_id, *key, message, time.time()))

    def errors(self, batch_id: str) -> pd.DataFrame:
        """Failed attempts of episodes that have not finished since, oldest first."""
        with self._connect() as db:
            rows = db.execute(
                "SELECT r.task_id, r.method, r.model, r.message, r.at FROM episode_errors r WHERE r.batch_id = ? "
                "AND NOT EXISTS (SELECT 1 FROM episodes e WHERE e.batch_id = r.batch_id AND e.task_id = r.task_id "
                "AND e.method = r.method AND e.model = r.model) ORDER BY r.at",
                (batch_id,),
            ).fetchall()
        return pd.DataFrame(rows, columns=["task_id", "method", "model", "message", "at"])

    def trajectories(self, batch_id: str) -> list[Trajectory]:
        """The batch's stored trajectories; a row that no longer reads (an older or damaged body)
        is left out, so one bad row cannot break the tables."""
        with self._connect() as db:
            rows = db.execute("SELECT trajectory FROM episodes WHERE batch_id = ?", (batch_id,)).fetchall()
        readable = []
        for (body,) in rows:
            try:
                readable.append(Trajectory.from_json(body))
            except Exception:
                continue
        return readable

"""The batches this process runs, found again by their id: a batch outlives the page that started it.

The app's Evaluate page starts a batch on a thread; the browser session that asked for it may be gone
a moment later (a reload, another page and back: issue 43 found the batch running with no progress,
no Stop, and Run batch enabled again). The page looks the batch up here instead of keeping it in its
session. `stop_all` ends every batch promptly when the process shuts down (model calls cancelled).
"""

from __future__ import annotations

import atexit
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from react_core.common.errors import describe
from react_core.evaluation.agent_batch import AgentBatch
from react_core.evaluation.runner import BatchRunner

KEEP_ENDED = 20  # ended batches kept (their outcome is shown once to the page that comes back)


@dataclass
class RunningBatch:
    """One batch on its thread; `outcome` gets "report" (a BatchReport) or "error" (words) at its end."""

    runner: BatchRunner | AgentBatch  # a batch of the workbench's methods, or of a person's own agent
    thread: threading.Thread
    outcome: dict[str, Any] = field(default_factory=dict)
    started_at: float = field(default_factory=time.time)

    @property
    def batch_id(self) -> str:
        return self.runner.batch_id

    @property
    def alive(self) -> bool:
        return self.thread.is_alive()


_batches: dict[str, RunningBatch] = {}
_lock = threading.Lock()


def start(runner: BatchRunner | AgentBatch) -> RunningBatch:
    """Run `runner`'s batch on a daemon thread and list it here. Refused (ValueError) while the same
    batch already runs in this process: two runs of one batch would run its episodes twice."""
    with _lock:
        current = _batches.get(runner.batch_id)
        if current is not None and current.alive:
            raise ValueError(f"Batch {runner.batch_id} is already running; stop it first, or wait for it.")
        runner.open()
        outcome: dict[str, Any] = {}
        thread = threading.Thread(target=_run, args=(runner, outcome), name=f"batch-{runner.batch_id}", daemon=True)
        batch = _batches[runner.batch_id] = RunningBatch(runner, thread, outcome)
        _forget_old()
    batch.thread.start()
    return batch


def _run(runner: BatchRunner | AgentBatch, outcome: dict[str, Any]) -> None:
    try:
        outcome["report"] = runner.run()
    except Exception as exc:
        outcome["error"] = describe(exc)


def _forget_old() -> None:
    ended = sorted((b for b in _batches.values() if not b.alive), key=lambda b: b.started_at)
    for batch in ended[: max(0, len(ended) - KEEP_ENDED)]:
        del _batches[batch.batch_id]


def get(batch_id: str) -> RunningBatch | None:
    """The batch of this id that this process runs or ran last, if any."""
    with _lock:
        return _batches.get(batch_id)


def running() -> list[RunningBatch]:
    """The batches running now, the latest started first."""
    with _lock:
        alive = [b for b in _batches.values() if b.alive]
    return sorted(alive, key=lambda b: b.started_at, reverse=True)


def stop_all(timeout_s: float = 5.0) -> list[str]:
    """Stop every running batch now (model calls in flight cancelled) and wait up to `timeout_s` for
    their threads; the ids of those that had not ended by then."""
    batches = running()
    for batch in batches:
        batch.runner.stop(now=True)
    deadline = time.monotonic() + timeout_s
    for batch in batches:
        batch.thread.join(max(0.0, deadline - time.monotonic()))
    return [b.batch_id for b in batches if b.alive]


# Stopped before the interpreter joins its non-daemon threads: the runner's pool workers would
# otherwise finish their episodes first (the app took 30 to 50 s to stop, issue 43). concurrent.futures
# registers its own exit the same way; later registrations run first.
getattr(threading, "_register_atexit", atexit.register)(stop_all)

""" "Try N times" in the background: a thread measures on a copy, the page merges what is done.

A measurement takes 2N whole episodes, minutes on the embedded model, so the page must stay
usable meanwhile. The thread works on its own copy of the trajectory (the page keeps reading
and drawing the live one, and Python dicts must not change size while another thread iterates
them); after each trial it hands over the finished branch with its steps and calls, and the
page's poll (`merge_into`) adds them to the live trajectory. Stop cancels the model call in
flight (`CancelToken`), so the thread ends within a second, keeping the trials already done.
"""

from __future__ import annotations

import copy
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from react_core.assist.effect import (
    DEFAULT_CONFIDENCE,
    DEFAULT_N,
    DEFAULT_TEMPERATURE,
    EffectSummary,
    clear_trials,
    measure_effect,
    start_points,
    summarize,
)
from react_core.common.errors import describe
from react_core.engine.engine import Engine
from react_core.models.cancel import CancelToken
from react_core.models.live import LiveReply, live_scope
from react_core.trajectory.steps import Branch, ModelCall, Step, StepKind
from react_core.trajectory.trajectory import Trajectory

EngineFactory = Callable[[Trajectory], Engine]  # an engine over the copy, without a sink


@dataclass(frozen=True)
class TryNow:
    """The try in flight, for the progress line: "try 3 (edited): 4 actions, 1:12 so far"."""

    number: int  # 1-based, of the job's total
    arm: str  # "edited" or "original"
    actions: int  # taken so far in this try
    elapsed_s: float

    def words(self) -> str:
        minutes, seconds = divmod(round(self.elapsed_s), 60)
        return (
            f"try {self.number} ({self.arm}): {self.actions} action{'' if self.actions == 1 else 's'}, "
            f"{minutes}:{seconds:02d} so far"
        )


class EffectJob:
    """One measurement running in a thread; `merge_into` brings its results to the live trajectory."""

    def __init__(
        self,
        trajectory: Trajectory,
        branch_id: str,
        open_engine: EngineFactory,
        *,
        n: int = DEFAULT_N,
        temperature: float = DEFAULT_TEMPERATURE,
        seed: int = 0,
        confidence: float = DEFAULT_CONFIDENCE,
        stop_when_decided: bool = True,
        max_steps: int | None = None,
        estimate_s: float | None = None,
    ) -> None:
        self.points = start_points(trajectory, branch_id)  # a branch that cannot be measured fails here, in the caller
        self.trajectory_id = trajectory.id
        self.branch_id = branch_id
        self.n, self.temperature, self.seed = n, temperature, seed
        self.confidence, self.stop_when_decided, self.max_steps = confidence, stop_when_decided, max_steps
        self.estimate_s = estimate_s  # said before it started; the ETA uses it until a try has finished
        self.started_at = time.time()
        self._copy = Trajectory.from_dict(trajectory.to_dict())
        self._open_engine = open_engine
        self._token = CancelToken()
        self.live = LiveReply()  # the model call in flight: the page shows what it has read and written
        self._lock = threading.Lock()
        self._pending: list[tuple[Branch, dict[str, Step], dict[str, ModelCall]]] = []
        self._record: dict[str, Any] | None = None
        self._record_merged = True
        self._cleared = False
        self.done = 0
        self.try_since = time.time()  # when the try in flight began (the last one ended, or the start)
        self.error: str | None = None
        self._thread = threading.Thread(target=self._work, name=f"try-n-times-{branch_id}", daemon=True)

    # ----- control ---------------------------------------------------------------------------
    def start(self) -> EffectJob:
        self.started_at = self.try_since = time.time()
        self._thread.start()
        return self

    def stop(self) -> None:
        """End the continuation in flight and stop; the finished trials are kept."""
        self._token.cancel()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    @property
    def stopping(self) -> bool:
        return self._token.cancelled and self.running

    @property
    def total(self) -> int:
        return 2 * self.n

    @property
    def eta_s(self) -> float | None:
        """Seconds left: from the pace of the finished tries, else what was estimated before the start;
        None once the tries have outlasted the estimate with none finished (never "0 s left" with tries to go)."""
        elapsed = time.time() - self.started_at
        if self.done:
            return max(1.0, elapsed / self.done * (self.total - self.done) - (time.time() - self.try_since))
        if self.estimate_s is None or self.estimate_s <= elapsed:
            return None
        return self.estimate_s - elapsed

    def try_now(self) -> TryNow | None:
        """The try in flight: which, on which side, the actions it has taken and for how long; None
        before the first has begun or once the thread has ended. Read from the thread's copy while it
        works: a branch's list of steps is only appended to."""
        if not self.running:
            return None
        branch = self._copy.branches.get(self._copy.active_branch)
        if branch is None or not branch.trial or branch.trial.get("of") != self.branch_id:
            return None
        arm = branch.trial["arm"]
        at = self.points.edited_at if arm == "edited" else self.points.original_at
        steps = [self._copy.steps.get(i) for i in list(branch.step_ids)[at:]]
        actions = sum(1 for s in steps if s is not None and s.kind == StepKind.ACTION)
        return TryNow(self.done + 1, arm, actions, time.time() - self.try_since)

    def outcome(self) -> str:
        """How the measurement ended, in words for the page once the thread has ended: "Stopped: 2 tries
        kept (1 each way). edited 1/1 succeed ..." (a Stop must not leave "Trying 3 times each way…")."""
        summary = self.summary()
        status = summary.status if summary is not None else ("failed" if self.error else "stopped")
        kept = f"{self.done} {'try' if self.done == 1 else 'tries'} kept"
        if status == "stopped":
            if not self.done:
                return "Stopped: 0 tries kept (the first try had not finished; nothing was written)."
            each = f" ({self.done // 2} each way)" if self.done % 2 == 0 else ""
            return f"Stopped: {kept}{each}. {summary.line() if summary else ''}".strip()
        if status == "failed":
            return f"The tries failed: {summary.line() if summary is not None else self.error}; {kept}."
        return f"Measured: {summary.line() if summary else kept}."

    def summary(self) -> EffectSummary | None:
        with self._lock:
            return summarize(copy.deepcopy(self._record)) if self._record else None

    # ----- results ---------------------------------------------------------------------------
    def merge_into(self, trajectory: Trajectory) -> bool:
        """Add the trials finished since the last call (and the latest summary); True if anything changed.

        A trial whose source branch was deleted meanwhile is dropped; so is the summary when the
        edited branch is gone."""
        if trajectory.id != self.trajectory_id:
            return False
        with self._lock:
            pending, self._pending = self._pending, []
            record = None if self._record_merged else copy.deepcopy(self._record)
            self._record_merged = True
        changed = False
        if not self._cleared and (pending or record is not None):
            clear_trials(trajectory, self.branch_id)  # the copy did the same when it started
            self._cleared = changed = True
        for branch, steps, calls in pending:
            if branch.parent_id not in trajectory.branches or branch.id in trajectory.branches:
                continue
            for key, step in steps.items():
                trajectory.steps.setdefault(key, step)
            for key, call in calls.items():
                trajectory.calls.setdefault(key, call)
            trajectory.branches[branch.id] = branch
            changed = True
        edited = trajectory.branches.get(self.branch_id)
        if record is not None and edited is not None:
            record["edited"]["trials"], record["original"]["trials"] = (
                [t for t in record[arm]["trials"] if t in trajectory.branches] for arm in ("edited", "original")
            )
            edited.effect = record
            changed = True
        return changed

    # ----- the thread ------------------------------------------------------------------------
    def _work(self) -> None:
        try:
            engine = self._open_engine(self._copy)
            with live_scope(self.live):
                measure_effect(
                    engine,
                    self.branch_id,
                    n=self.n,
                    temperature=self.temperature,
                    seed=self.seed,
                    cancel=self._token,
                    on_update=self._collect,
                    confidence=self.confidence,
                    stop_when_decided=self.stop_when_decided,
                    max_steps=self.max_steps,
                )
        except Exception as exc:
            self.error = describe(exc)

    def _collect(self, trajectory: Trajectory, trial: Branch | None, record: dict[str, Any]) -> None:
        """Called in the thread after each trial: copy what the page will merge."""
        with self._lock:
            if trial is not None:
                branch = copy.deepcopy(trial)
                steps = {i: trajectory.steps[i] for i in branch.step_ids}
                calls = {
                    s.call_id: trajectory.calls[s.call_id]
                    for s in steps.values()
                    if s.call_id and s.call_id in trajectory.calls
                }
                self._pending.append((branch, steps, calls))
                self.done += 1
                self.try_since = time.time()
            self._record = copy.deepcopy(record)
            self._record_merged = False

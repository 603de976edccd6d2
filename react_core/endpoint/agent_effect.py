"""The measured effect of a change on the person's own agent: "Try N times from call k", with and without it.

One re-run with the change says little: the model may have answered well without it, on another
sample. So the agent is re-run N times with the change (calls before k from the recording, call k the
change, the rest live) and N times without it (call k the model's own fresh reply, the rest live), every
live call sampled at the measurement's temperature with seed `seed + i` for try i (the same seed both
ways, so a measurement run again on a server that honours seeds gives the same numbers). Each try is an
ordinary re-run (`rerun.open_rerun`) of the agent's command (`Attached`), judged by the person's check
(`agent_checks`). The result: each way's successes with a 95% Wilson interval, their difference with
Newcombe's interval (the maths of the workbench's own Try N times, assist/effect.py), and pass^k, the
chance that k tries in a row all succeed (tau-bench's estimate from c successes in n: C(c,k)/C(n,k)).

Tries run one after another, or `parallel` at once (at most the embedded server's slots: more would only
queue there); they alternate (with 1, without 1, with 2, ...) so a Stop leaves both ways nearly even.
`stop()` ends the agents in flight (their tries are dropped: half a try would count as a failure) and
keeps what was done. The tries' branches are not kept: the measurement is, on the recorded run's
trajectory (``task.meta["agent_effects"][branch]``: the latest one per branch, each try's verdict, final
reply, calls and how its agent ended), saved after every try.

    tries = AgentTries(server.runs, TryPlan(trajectory, 2, change, command, config, RegexCheck("Lima"), n=3))
    tries.run().line()  # "with your change 3/3 pass (0.44-1.00), without 0/3 (0.00-0.56); difference +1.00 ..."
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from react_core.common.errors import describe
from react_core.endpoint.agent_checks import Check, TryOutcome, final_reply
from react_core.endpoint.agent_process import AgentCommand, Ending
from react_core.endpoint.attached import Attached
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.runs import AgentRuns
from react_core.endpoint.tape_replay import ReplyChange, Source, Tape
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import ModelConfig
from react_core.scoring.intervals import Interval, difference, mean_interval
from react_core.trajectory.trajectory import Trajectory

ARMS = ("with", "without")
EFFECTS = "agent_effects"  # task.meta[EFFECTS][branch id]: the latest measurement from that branch
MAX_N = 50
MAX_PARALLEL = 8
DEFAULT_N = 3
DEFAULT_TEMPERATURE = 0.7
REPLY_KEPT = 500  # characters of a try's final reply kept in the record
POLL_S = 0.1


def pass_hat_k(successes: int, n: int, k: int) -> float | None:
    """The chance that k tries all succeed, estimated from `successes` of `n` (None when k > n or k < 1)."""
    if not 1 <= k <= n:
        return None
    return math.comb(successes, k) / math.comb(n, k)


@dataclass(frozen=True)
class TryPlan:
    """What to measure: the recorded run and branch, the call k and the change there, the agent's command,
    the model the live calls go to, the check, and how: n tries each way, temperature, seed, at once."""

    trajectory: Trajectory
    from_call: int
    change: ReplyChange
    command: AgentCommand
    config: ModelConfig
    check: Check
    n: int = DEFAULT_N
    temperature: float = DEFAULT_TEMPERATURE
    seed: int = 0
    parallel: int = 1
    branch_id: str | None = None

    def validate(self) -> None:
        """ValueError, in words a person can act on, for a plan that cannot run."""
        if not 1 <= self.n <= MAX_N:
            raise ValueError(f"Try between 1 and {MAX_N} times each way, not {self.n}.")
        if not 0 < self.temperature <= 2:
            raise ValueError("Sample at a temperature above 0 (0.7 is usual): at 0 every try would be the same.")
        if not 1 <= self.parallel <= self.most_at_once:
            raise ValueError(f"Run 1 to {self.most_at_once} tries at once on this model server, not {self.parallel}.")
        calls = recorded_calls(self.trajectory, self.trajectory.branch(self.branch_id).id)
        Tape(calls, self.from_call, self.change)  # a call out of range: its own message
        self.change.check(calls[self.from_call - 1].request)

    @property
    def most_at_once(self) -> int:
        """The embedded server answers as many calls at once as it has slots; another server, up to 8."""
        return max(1, min(MAX_PARALLEL, self.config.slots)) if self.config.is_embedded else MAX_PARALLEL


@dataclass(frozen=True)
class ArmTally:
    """One way's tries: how many passed of how many, the rate's interval, and pass^k."""

    arm: str
    passed: int
    n: int
    interval: Interval

    def pass_k(self, k: int | None = None) -> float | None:
        """pass^k (default k: every try done): the chance that k tries in a row all pass."""
        return pass_hat_k(self.passed, self.n, self.n if k is None else k)


@dataclass(frozen=True)
class AgentEffect:
    """A measurement as the record keeps it, with its intervals worked out."""

    with_change: ArmTally
    without: ArmTally
    difference: Interval | None  # None until both ways have a try
    n: int
    temperature: float
    status: str  # running, complete, stopped, failed
    check: str
    from_call: int
    error: str | None = None
    tries: tuple[dict[str, Any], ...] = ()
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def done(self) -> int:
        return self.with_change.n + self.without.n

    @property
    def left_tape(self) -> int:
        """Tries whose agent left the recording before call k (a divergence): the change was not applied."""
        return sum(1 for t in self.tries if t.get("divergence") and t["divergence"]["call"] <= self.from_call)

    def line(self) -> str:
        """ "with your change 3/3 pass (0.44-1.00), without 0/3 (0.00-0.56); difference +1.00 (...); pass^3 ..."."""
        w, o = self.with_change, self.without
        text = f"with your change {_tally(w, ' pass')}, without {_tally(o)}"
        if self.difference is not None:
            d = self.difference
            text += f"; difference {d.estimate:+.2f} ({d.low:+.2f} to {d.high:+.2f}, 95%)"
        if w.n and o.n:
            text += f"; pass^{w.n} with {_rate(w.pass_k())}, pass^{o.n} without {_rate(o.pass_k())}"
        if self.status == "running":
            text += f" (running: {self.done} of {2 * self.n} done)"
        elif self.status == "stopped":
            text += f" (stopped after {self.done} of {2 * self.n})"
        elif self.status == "failed":
            text += f" (failed after {self.done} of {2 * self.n}: {self.error})"
        return text


def _tally(arm: ArmTally, verb: str = "") -> str:
    if not arm.n:
        return "0 done"
    return f"{arm.passed}/{arm.n}{verb} ({arm.interval.low:.2f}-{arm.interval.high:.2f})"


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def summarize(record: dict[str, Any]) -> AgentEffect:
    tries = [t for t in record.get("tries") or [] if t.get("passed") is not None]
    arms = {}
    for arm in ARMS:
        scores = [1.0 if t["passed"] else 0.0 for t in tries if t["arm"] == arm]
        arms[arm] = ArmTally(arm, int(sum(scores)), len(scores), mean_interval(scores))
    both = arms["with"].n and arms["without"].n
    return AgentEffect(
        arms["with"],
        arms["without"],
        difference(arms["with"].interval, arms["without"].interval) if both else None,
        n=int(record["n"]),
        temperature=float(record["temperature"]),
        status=str(record["status"]),
        check=str(record.get("check") or ""),
        from_call=int(record.get("from_call") or 1),
        error=record.get("error"),
        tries=tuple(tries),
        raw=record,
    )


def effect_of(trajectory: Trajectory, branch_id: str | None = None) -> AgentEffect | None:
    """The latest measurement from the branch (default: the active one), or None."""
    record = (trajectory.task.meta.get(EFFECTS) or {}).get(trajectory.branch(branch_id).id)
    return summarize(record) if record else None


class AgentTries:
    """One measurement: `run()` (blocking) or `start()` (a thread of its own); `stop()` from any thread;
    `summary()` at any time. `on_update(summary)` is called after each try and at the end."""

    def __init__(self, runs: AgentRuns, plan: TryPlan, on_update: Callable[[AgentEffect], None] | None = None) -> None:
        plan.validate()
        self.runs = runs
        self.plan = plan
        self.on_update = on_update
        self.branch_id = plan.trajectory.branch(plan.branch_id).id
        self.record: dict[str, Any] = {
            "from_call": plan.from_call,
            "n": plan.n,
            "temperature": plan.temperature,
            "seed": plan.seed,
            "parallel": plan.parallel,
            "check": plan.check.describe(),
            "command": plan.command.shown,
            "model": plan.config.describe(),
            "change": {"content": plan.change.content, "tool_calls": list(plan.change.tool_calls)},
            "status": "running",
            "error": None,
            "created_at": time.time(),
            "tries": [],
        }
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._agents: list[Attached] = []
        self._queue = [(index, arm) for index in range(1, plan.n + 1) for arm in ARMS]
        self._thread: threading.Thread | None = None

    # ----- driving ---------------------------------------------------------------------------------
    def start(self) -> threading.Thread:
        self._thread = threading.Thread(target=self.run, name="agent-tries", daemon=True)
        self._thread.start()
        return self._thread

    @property
    def running(self) -> bool:
        return self.record["status"] == "running"

    @property
    def stopping(self) -> bool:
        return self._stopping.is_set()

    def wait(self, timeout: float | None = None) -> AgentEffect:
        if self._thread is not None:
            self._thread.join(timeout)
        return self.summary()

    def stop(self) -> None:
        """End the tries: none starts from now on, and the agents in flight are stopped (those tries dropped)."""
        self._stopping.set()
        with self._lock:
            agents = list(self._agents)
        for agent in agents:
            agent.stop()

    def summary(self) -> AgentEffect:
        with self._lock:
            return summarize({**self.record, "tries": list(self.record["tries"])})

    def run(self) -> AgentEffect:
        """Every try, `parallel` at once; the summary (status complete, stopped or failed)."""
        self._save()
        workers = [
            threading.Thread(target=self._work, name=f"agent-try-{i}", daemon=True) for i in range(self.plan.parallel)
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        with self._lock:
            if self.record["status"] == "running":
                self.record["status"] = "stopped" if self._stopping.is_set() else "complete"
            self.record["finished_at"] = time.time()
        self._save()
        summary = self.summary()
        if self.on_update is not None:
            self.on_update(summary)
        return summary

    def _work(self) -> None:
        while not self._stopping.is_set():
            with self._lock:
                if not self._queue:
                    return
                index, arm = self._queue.pop(0)
            try:
                done = self._try(index, arm)
            except Exception as exc:  # the workbench's own fault: said, and the measurement ends
                self._fail(describe(exc))
                return
            if done is None:
                continue  # stopped: the try is dropped
            with self._lock:
                self.record["tries"].append(done)
            self._save()
            if self.on_update is not None:
                self.on_update(self.summary())

    def _fail(self, message: str) -> None:
        with self._lock:
            if self.record["status"] == "running":
                self.record["status"], self.record["error"] = "failed", message
        self.stop()

    # ----- one try ---------------------------------------------------------------------------------
    def _try(self, index: int, arm: str) -> dict[str, Any] | None:
        """One re-run of the agent, judged; None when it was stopped (or the measurement failed)."""
        plan = self.plan
        change = plan.change if arm == "with" else None
        run = open_rerun(self.runs, plan.trajectory, plan.from_call, plan.config, change, self.branch_id, saved=False)
        run.sampling = {"temperature": plan.temperature, "seed": plan.seed + index - 1}
        agent = Attached(self.runs, run, plan.command)
        with self._lock:
            self._agents.append(agent)
        started = time.monotonic()
        try:
            failed = agent.start()
            if failed is None:
                if self._stopping.is_set():
                    agent.stop()
                ended = agent.wait()
            else:
                ended = failed
            finished = agent.finish()
        finally:
            with self._lock:
                self._agents.remove(agent)
        assert ended is not None
        if ended.why == Ending.FAILED_TO_START:
            self._fail(ended.message)
            return None
        if ended.why == Ending.STOPPED or self._stopping.is_set():
            return None
        with run.lock:
            trajectory = run.trajectory
            reply = final_reply(trajectory)
            steps = tuple({"kind": s.kind.value, "text": s.text} for s in trajectory.steps_of())
        tape = run.tape
        answers = list(tape.answers) if tape is not None else []
        outcome = TryOutcome(reply, tuple(agent.lines()), ended.exit_code, len(answers), steps, arm, index)
        verdict = plan.check.judge(outcome)
        divergence = tape.divergence if tape is not None else None
        return {
            "arm": arm,
            "index": index,
            "passed": verdict.passed,
            "problem": verdict.problem or None,
            "final_reply": reply[:REPLY_KEPT],
            "seconds": round(time.monotonic() - started, 3),
            "calls": len(answers),
            "live_calls": sum(1 for a in answers if a.source == Source.LIVE),
            "ending": ended.why.value,
            "exit_code": ended.exit_code,
            "message": finished.messages[0] if finished.messages else "",
            "divergence": None
            if divergence is None
            else {"call": divergence.call, "field": divergence.field, "diff": divergence.diff},
        }

    def _save(self) -> None:
        """The record on the recorded run's trajectory in History (when the endpoint has a store)."""
        store = self.runs.store
        trajectory_id = self.plan.trajectory.id
        with self._lock:
            record = {**self.record, "tries": list(self.record["tries"])}
            if store is None or not store.exists(trajectory_id):
                self.plan.trajectory.task.meta.setdefault(EFFECTS, {})[self.branch_id] = record
                return
            saved = store.load(trajectory_id)
            saved.task.meta.setdefault(EFFECTS, {})[self.branch_id] = record
            store.save(saved)
        # A run still open on that trajectory saves its own copy after each call of its agent: it keeps the
        # record too, or its next save would write over the measurement in History.
        for run in self.runs.all():
            if run.store is not None and run.trajectory.id == trajectory_id:
                with run.lock:
                    run.trajectory.task.meta.setdefault(EFFECTS, {})[self.branch_id] = record

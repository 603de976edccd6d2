"""A batch of a person's own agent: each input of a JSONL file run through their agent's command, the
final answer checked, stored like any batch so the tables and the CI gate (`eval --baseline`) read it.

For each input the batch opens a run on a steering endpoint of its own (react_core.endpoint), starts
the command with ``{input}`` replaced by the input (one argument, never a shell line; the input is also
in the environment as REACT_WORKBENCH_INPUT) and OPENAI_BASE_URL set to the run's, and waits for it to
end (`Attached`, with its time and output limits). The episode's answer is the agent's final answer as
the run recorded it: the model's last reply that made no tool call. Its score is the input's check
(agent_inputs): 1 when met, else 0. An agent that exits with an error, ends at a limit, or never calls
the endpoint scores 0 with the failure "error", and its ending is said; the batch goes on, since a crash
on some input is part of what a gate should catch. A call the model did not answer (its server down, too
slow) is the model's fault, not the agent's: that input is not stored, is said, and runs again on resume;
a model that cannot be reached at all stops the batch before any agent runs. Every episode is stored in the results database
(task = the input's id, method ``agent``, model = the model label), its recorded run as the trajectory,
and in History as a batch episode.

Running the same batch id again resumes it: inputs already stored are not run again. The agent's code is
not part of the settings, so a batch is named by the person (``--batch``): a changed agent is a new batch.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from react_core.common.errors import WorkbenchError, describe
from react_core.endpoint.agent_process import DEFAULT_OUTPUT_LIMIT, AgentCommand, Ending
from react_core.endpoint.attached import Attached
from react_core.endpoint.errors import ApiError
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.upstream import Upstream
from react_core.evaluation.agent_inputs import AgentInput, read_inputs
from react_core.evaluation.progress import BatchReport, Progress
from react_core.evaluation.results import EpisodeResult, ResultsStore
from react_core.evaluation.spec import BatchSpec
from react_core.models.config import ModelConfig
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

METHOD = "agent"  # the method column of every episode: batches of one agent pair by it in the gate
FAMILY = "your agent"  # the family column (no paper table: the tables show its score per method)
PLACEHOLDER = "{input}"
INPUT_ENV = "REACT_WORKBENCH_INPUT"
DEFAULT_TIME_LIMIT_S = 600.0  # one input; a CPU model's many calls take minutes


def model_label(config: ModelConfig) -> str:
    """The model column: "embedded:1.5b", or the model's name at its endpoint."""
    if config.is_embedded:
        return f"embedded:{config.embedded_size}"
    return config.model or "endpoint"


def agent_command(line: str, cwd: Path | None = None, time_limit_s: float = DEFAULT_TIME_LIMIT_S) -> AgentCommand:
    """The agent's command as typed, checked: it must say where the input goes (``{input}``)."""
    command = AgentCommand.parse(line, cwd=cwd, time_limit_s=time_limit_s, output_limit=DEFAULT_OUTPUT_LIMIT)
    if not any(PLACEHOLDER in arg for arg in command.argv):
        raise ValueError(
            f"Put {PLACEHOLDER} in your agent's command where it takes its input, e.g. "
            f"python my_agent.py {PLACEHOLDER}: each input of the file is given there, as one argument."
        )
    return command


def for_input(command: AgentCommand, item: AgentInput) -> AgentCommand:
    """The command for one input: ``{input}`` replaced in each argument, and the input in the environment."""
    argv = tuple(arg.replace(PLACEHOLDER, item.text) for arg in command.argv)
    return replace(command, argv=argv, env={**command.env, INPUT_ENV: item.text})


class AgentBatch:
    """One batch of the person's agent; `run()` (on any thread), `stop()` from another."""

    def __init__(
        self,
        command: str,
        inputs_path: Path | str,
        config: ModelConfig,
        batch_id: str,
        *,
        results: ResultsStore | None = None,
        history: TrajectoryStore | None = None,
        cwd: Path | None = None,
        time_limit_s: float = DEFAULT_TIME_LIMIT_S,
        concurrency: int = 1,
        label: str | None = None,
        on_progress: Callable[[Progress], None] | None = None,
    ) -> None:
        if not batch_id or not batch_id.strip():
            raise ValueError(
                "Name the batch (--batch NAME): your agent's code is not part of its settings, so each version "
                "of the agent is a batch of its own, e.g. named after its commit."
            )
        if concurrency < 1:
            raise ValueError("Concurrency must be at least 1.")
        path = Path(inputs_path).expanduser().resolve()
        self.inputs = read_inputs(path)
        self.command = agent_command(command, cwd, time_limit_s)
        self.config = config
        self.batch_id = batch_id.strip()
        self.results = results or ResultsStore()
        self.history = history
        self.concurrency = concurrency
        self.on_progress = on_progress
        self.spec = BatchSpec(
            task_set=f"agent:{path}", methods=(METHOD,), models=(label or model_label(config),), agent=command
        )
        self.progress = Progress(total=len(self.inputs))
        self.errors: list[str] = []
        self.aborted: str | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._running: set[Attached] = set()

    @property
    def model(self) -> str:
        return self.spec.models[0]

    def pending(self) -> list[AgentInput]:
        done = self.results.finished_keys(self.batch_id)
        return [item for item in self.inputs if (item.id, METHOD, self.model) not in done]

    def open(self) -> None:
        """List the batch in the results store as running (before its thread starts, for a page)."""
        self.results.open_batch(self.batch_id, self.spec.to_dict(), self.progress.total)

    def stop(self, now: bool = False) -> None:
        """Stop: no further input starts; with `now`, the agents running are ended too (their inputs run
        again on resume)."""
        with self._lock:
            self._stop.set()
            running = [a for a in self._running if a.process.running] if now else []
        for attached in running:  # one starting now sees the flag itself once it runs (`_episode`)
            attached.stop()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def run(self) -> BatchReport:
        self.open()
        items = self.pending()
        self.progress = Progress(total=self.progress.total, finished_before=self.progress.total - len(items))
        self._report()
        try:
            Upstream(self.config).target()  # the model found (the embedded one started) before any agent runs
            with EndpointServer(self.history).start() as server:
                with ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="agent-episode") as pool:
                    for _ in pool.map(lambda item: self._episode(server, item), items):
                        pass
        except ApiError as exc:  # the model cannot answer: every input would fail alike
            self.aborted = exc.message
        except Exception as exc:  # the endpoint itself could not start: nothing can run
            self.aborted = describe(exc)
        finally:
            self.progress.end()
            done = self.progress.finished >= self.progress.total
            status = "done" if done else ("aborted" if self.aborted else "stopped")
            self.results.set_status(self.batch_id, status, self.aborted)
        return BatchReport(self.batch_id, self.progress, self._stop.is_set(), self.aborted, list(self.errors))

    def _episode(self, server: EndpointServer, item: AgentInput) -> None:
        if self._stop.is_set():
            return
        self._change(running=+1)
        try:
            run = server.runs.open(self.config, f"{self.batch_id} · {item.id}")
            with run.lock:
                run.trajectory.model["batch"] = self.batch_id  # History lists it among batch episodes
            attached = Attached(server.runs, run, for_input(self.command, item))
            with self._lock:
                self._running.add(attached)
            started = time.perf_counter()
            try:
                if attached.start() is None:
                    if self._stop.is_set():  # stopped while it started: `stop` may not have seen it run
                        attached.stop()
                    attached.wait()
                finished = attached.finish()
            finally:
                with self._lock:
                    self._running.discard(attached)
            if self._stop.is_set() and finished.exit.why == Ending.STOPPED:
                return  # stopped by the person: not an episode, it runs again on resume
            unanswered = run.snapshot().task.meta.get("endpoint", {}).get("failures") or []
            if unanswered and not finished.exit.ok:  # the model's fault, not the agent's: run again on resume
                raise WorkbenchError(
                    f"a call of the agent got no reply from the model: {unanswered[-1]['message']}",
                    "this input is not scored; run the batch again to resume it once the model answers",
                )
            result = episode_result(
                self.batch_id,
                self.model,
                item,
                run.snapshot(),
                finished.exit.ok,
                finished.calls,
                finished.messages,
                time.perf_counter() - started,
            )
            self.results.record(result)
            if self.history is not None and finished.kept:
                self.history.save(Trajectory.from_json(result.trajectory))
            if "error" in result.failures:
                with self._lock:
                    self.errors.append(f"{item.id}: {finished.messages[0]}")
                    self.progress.last_error = self.errors[-1]
            self._change(done_now=+1, errors=+1 if "error" in result.failures else 0)
        except Exception as exc:  # the workbench's own fault on this input: said, run again on resume
            message = f"{item.id}: {describe(exc)}"
            self.results.record_error(self.batch_id, (item.id, METHOD, self.model), describe(exc))
            with self._lock:
                self.errors.append(message)
                self.progress.last_error = message
            self._change(errors=+1)
        finally:
            self._change(running=-1)

    def _change(self, **deltas: int) -> None:
        with self._lock:
            for name, delta in deltas.items():
                setattr(self.progress, name, getattr(self.progress, name) + delta)
        self._report()

    def _report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.progress)


def episode_result(
    batch_id: str,
    model: str,
    item: AgentInput,
    trajectory: Trajectory,
    exited_ok: bool,
    calls: int,
    said: tuple[str, ...],
    seconds: float,
) -> EpisodeResult:
    """One input's episode: the recorded run's final answer checked, with how the agent ended."""
    branch = trajectory.branch()
    answer = branch.answer if branch.answer is not None else None
    failed = not exited_ok or calls == 0
    passed = not failed and item.check(answer)
    em, f1 = item.em_f1(None if failed else answer)
    failures: list[str] = []
    if failed:
        failures.append("error")
    elif not (answer or "").strip():
        failures.append("no_answer")
    elif not passed:
        failures.append("wrong_answer")
    trajectory.task.meta["agent_batch"] = {
        "batch": batch_id,
        "input": item.id,
        "line": item.line,
        "check": item.gold,
        "ended": list(said),
        "passed": passed,
    }
    trajectory.model["batch"] = batch_id
    totals = trajectory.totals()
    return EpisodeResult(
        batch_id=batch_id,
        task_id=item.id,
        method=METHOD,
        model=model,
        family=FAMILY,
        task_type=None,
        question=item.text,
        gold=item.gold,
        answer=answer,
        outcome="error" if failed else (branch.outcome.value if branch.outcome else None),
        score=1.0 if passed else 0.0,
        em=em,
        f1=f1,
        success=passed,
        actions=sum(1 for s in trajectory.steps_of() if s.kind == StepKind.ACTION),
        calls=totals["calls"],
        tokens_in=totals["tokens_in"],
        tokens_out=totals["tokens_out"],
        model_seconds=totals["latency_s"],
        seconds=seconds,
        backed_off=None,
        failures=failures,
        trajectory_id=trajectory.id,
        trajectory=trajectory.to_json(indent=None),
    )

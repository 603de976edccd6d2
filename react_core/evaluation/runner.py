"""Run a batch: every task x method x model, a bounded number at a time, resumable.

Each episode gets its own engine and environment; the model object of a label is shared,
since a model client (or the local server's slots) serves concurrent requests. Results
go to the `ResultsStore` as each episode finishes, and the trajectory also to the History
store, so any episode can be reopened in the Run page. Running the same batch again skips
every episode already recorded: an interrupted batch continues where it stopped.
"""
from __future__ import annotations

import functools
import hashlib
import json
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from typing import Callable, Iterable

import react_core.self_consistency  # noqa: F401  (registers cot_sc, react_cot_sc, cot_sc_react)
from react_core.assemble import EnvChoice, make_env, new_engine
from react_core.environments.base import Environment
from react_core.task import Task
from react_core.evaluation.failures import backed_off, failure_flags
from react_core.evaluation.results import EpisodeResult, ResultsStore
from react_core.evaluation.tasksets import load_set, parse_set
from react_core.methods import Generation, make_method
from react_core.models.base import LanguageModel
from react_core.models.errors import ModelError
from react_core.self_consistency import DEFAULT_SAMPLES
from react_core.trajectory import StepKind, Trajectory

ModelFactory = Callable[[str], LanguageModel]
DEFAULT_MODEL = "default"


@dataclass(frozen=True)
class BatchSpec:
    """What a batch runs. Equal specs give the same batch id, so re-running a command resumes it."""

    task_set: str
    methods: tuple[str, ...]
    models: tuple[str, ...] = (DEFAULT_MODEL,)
    limit: int | None = None
    sample: int | None = None
    seed: int = 0
    max_steps: int | None = None
    samples: int = DEFAULT_SAMPLES  # CoT-SC's n
    temperature: float = 0.0
    wiki_backend: str = "local"
    corpus_path: str | None = None

    def to_dict(self) -> dict:
        data = asdict(self)
        data["methods"], data["models"] = list(self.methods), list(self.models)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "BatchSpec":
        return cls(**{**data, "methods": tuple(data["methods"]), "models": tuple(data["models"])})

    def default_id(self) -> str:
        digest = hashlib.sha1(json.dumps(self.to_dict(), sort_keys=True).encode()).hexdigest()[:8]
        family, _ = parse_set(self.task_set)
        return f"{family}-{digest}"


@dataclass(frozen=True)
class Job:
    task: Task
    method: str
    model: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.task.id, self.method, self.model)


@dataclass
class Progress:
    """Where a batch stands. `eta_s` extrapolates this run's pace to the episodes left."""

    total: int
    finished_before: int = 0
    done_now: int = 0
    errors: int = 0
    running: int = 0
    started_at: float = field(default_factory=time.time)
    last_error: str | None = None

    @property
    def finished(self) -> int:
        return self.finished_before + self.done_now

    @property
    def elapsed_s(self) -> float:
        return time.time() - self.started_at

    @property
    def per_minute(self) -> float:
        return 60.0 * self.done_now / self.elapsed_s if self.done_now and self.elapsed_s > 0 else 0.0

    @property
    def eta_s(self) -> float | None:
        left = self.total - self.finished
        if left <= 0:
            return 0.0
        return left * self.elapsed_s / self.done_now if self.done_now else None

    @property
    def fraction(self) -> float:
        return self.finished / self.total if self.total else 1.0

    def line(self) -> str:
        eta = "?" if self.eta_s is None else _clock(self.eta_s)
        errors = f", {self.errors} errors" if self.errors else ""
        return (f"{self.finished}/{self.total} episodes ({self.fraction:.0%}), {self.running} running{errors}, "
                f"{self.per_minute:.1f}/min, elapsed {_clock(self.elapsed_s)}, ETA {eta}")


@dataclass
class BatchReport:
    batch_id: str
    progress: Progress
    stopped: bool
    aborted: str | None  # why the whole batch stopped early (e.g. the model is unreachable)
    errors: list[str]

    @property
    def complete(self) -> bool:
        return self.progress.finished >= self.progress.total


def open_model_for(label: str, concurrency: int = 4) -> LanguageModel:
    """The model a label names: "default" (the configured model), "embedded:0.5b" / "embedded:1.5b",
    or a model name at the configured OpenAI-compatible endpoint."""
    from react_core.models.config import load_config
    from react_core.models.factory import open_model

    overrides: dict = {}
    if label.startswith("embedded"):
        _, _, size = label.partition(":")
        overrides = {"provider": "embedded", "embedded_size": size or None, "slots": max(concurrency, 1)}
    elif label != DEFAULT_MODEL:
        overrides = {"model": label}
    config = load_config(overrides)
    if config.is_embedded and "slots" not in overrides:
        config = config.with_overrides(slots=max(concurrency, config.slots))
    return open_model(config)


def check_methods(spec: BatchSpec, tasks: list[Task], prefixes: dict[str, str] | None = None) -> None:
    """Fail before any model call when a method does not apply to the set or its exemplars are missing."""
    if not tasks:
        raise ValueError(f"The task set {spec.task_set} has no tasks.")
    family = tasks[0].family
    types = sorted({t.meta.get("task_type") for t in tasks}, key=str)
    for method in spec.methods:
        for task_type in types:
            make_method(method, family, task_type=task_type, max_steps=spec.max_steps,
                        prefix=(prefixes or {}).get(method))


def plan(spec: BatchSpec, tasks: Iterable[Task]) -> list[Job]:
    """Every (task, method, model), models outermost so one model's results come in together."""
    return [Job(task, method, model) for model in spec.models for method in spec.methods for task in tasks]


def run_episode(job: Job, model: LanguageModel, spec: BatchSpec, batch_id: str,
                should_stop: Callable[[], bool] | None = None, *, env: Environment | None = None,
                prefix: str | None = None) -> EpisodeResult | None:
    """Run one episode to its end; None when `should_stop` interrupted it (it will be re-run).

    `env` replaces the task family's environment, `prefix` the method's exemplar file."""
    started = time.perf_counter()
    engine = new_engine(
        job.task, job.method, model, env=env, prefix=prefix,
        env_choice=EnvChoice(spec.wiki_backend, spec.corpus_path),
        generation=Generation(temperature=spec.temperature),
        max_steps=spec.max_steps,
        model_settings={"model": job.model, "batch": batch_id, "cot_sc_samples": spec.samples},
    )
    if hasattr(engine.method, "samples"):
        engine.method.samples = spec.samples
    branch = engine.run(should_stop=should_stop)
    if not branch.finished:
        return None
    return episode_result(engine.trajectory, job, batch_id, time.perf_counter() - started)


# The ALFWorld engine's PDDL parser (textworld, tatsu) is shared process-wide and breaks when two
# threads load or step games at once, so its environments take turns; the model calls, the slow
# part, still overlap. Ray workers are separate processes and need no lock.
_SERIAL_FAMILIES = {"alfworld"}
_serial_lock = threading.Lock()


class TakingTurns:
    """An environment whose calls hold a process-wide lock (for engines that are not thread-safe)."""

    def __init__(self, env: Environment, lock: threading.Lock = _serial_lock) -> None:
        self.env, self.lock = env, lock
        self.name = env.name

    def reset(self, task: Task) -> str:
        with self.lock:
            return self.env.reset(task)

    def step(self, action: str):
        with self.lock:
            return self.env.step(action)

    def replay(self, action: str, recorded: str):
        with self.lock:
            return self.env.replay(action, recorded)


def environment_for(task: Task, spec: BatchSpec) -> Environment:
    return make_env(task, EnvChoice(spec.wiki_backend, spec.corpus_path))


def thread_safe(env: Environment, task: Task) -> Environment:
    return TakingTurns(env) if task.family in _SERIAL_FAMILIES and not isinstance(env, TakingTurns) else env


def episode_result(trajectory: Trajectory, job: Job, batch_id: str, seconds: float) -> EpisodeResult:
    from react_core.metrics import score

    task, branch = trajectory.task, trajectory.branch()
    if task.family == "alfworld":
        success = bool(branch.success)
        points: float | None = float(success)
        em = f1 = None
        correct: bool | None = success
    else:
        scored = score(task, branch.answer)
        success, em, f1, points, correct = None, scored["em"], scored["f1"], scored["em"], scored["correct"]
    totals = trajectory.totals()
    return EpisodeResult(
        batch_id=batch_id, task_id=task.id, method=job.method, model=job.model, family=task.family,
        task_type=task.meta.get("task_type") or task.meta.get("type"), question=task.text, gold=task.gold,
        answer=branch.answer, outcome=branch.outcome.value if branch.outcome else None, score=points, em=em, f1=f1,
        success=success, actions=sum(1 for s in trajectory.steps_of() if s.kind == StepKind.ACTION),
        calls=totals["calls"], tokens_in=totals["tokens_in"], tokens_out=totals["tokens_out"],
        model_seconds=totals["latency_s"], seconds=seconds, backed_off=backed_off(trajectory),
        failures=failure_flags(trajectory, correct), trajectory_id=trajectory.id, trajectory=trajectory.to_json(indent=None),
    )


class BatchRunner:
    """Runs one batch on threads (or on Ray with backend="ray"); `stop()` from any thread."""

    def __init__(self, spec: BatchSpec, *, results: ResultsStore | None = None, history=None,
                 model_factory: ModelFactory | None = None, concurrency: int = 4, batch_id: str | None = None,
                 on_progress: Callable[[Progress], None] | None = None, backend: str = "threads",
                 tasks: list[Task] | None = None, env_factory: Callable[[Task], Environment] | None = None,
                 prefixes: dict[str, str] | None = None, ray_address: str | None = None) -> None:
        if concurrency < 1:
            raise ValueError("Concurrency must be at least 1.")
        if backend not in ("threads", "ray"):
            raise ValueError("The backend is 'threads' (default) or 'ray'.")
        self.spec = spec
        self.results = results or ResultsStore()
        self.history = history  # a TrajectoryStore, so episodes can be reopened from History
        self.concurrency = concurrency
        self.uses_default_models = model_factory is None
        self.model_factory = model_factory or functools.partial(open_model_for, concurrency=concurrency)
        self.batch_id = batch_id or spec.default_id()
        self.on_progress = on_progress
        self.backend = backend
        self.ray_address = ray_address  # None: start (or join) a local Ray instance
        self.tasks = tasks if tasks is not None else load_set(spec.task_set, limit=spec.limit, sample=spec.sample,
                                                               seed=spec.seed)
        self.env_factory = env_factory  # default: the family's environment (assemble.make_env)
        self.prefixes = dict(prefixes or {})  # method -> exemplar text replacing prompts/<family>/<method>.txt
        check_methods(spec, self.tasks, self.prefixes)
        self.progress = Progress(total=len(self.tasks) * len(spec.methods) * len(spec.models))
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._models: dict[str, LanguageModel] = {}
        self._thread_envs = threading.local()
        self.aborted: str | None = None

    # ----- control ------------------------------------------------------------------------
    def stop(self) -> None:
        """Stop after the steps in flight; unfinished episodes are not recorded and run on resume."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def pending(self) -> list[Job]:
        done = self.results.finished_keys(self.batch_id)
        return [job for job in plan(self.spec, self.tasks) if job.key not in done]

    def run(self) -> BatchReport:
        self.results.open_batch(self.batch_id, self.spec.to_dict(), self.progress.total)
        jobs = self.pending()
        self.progress = Progress(total=self.progress.total, finished_before=self.progress.total - len(jobs))
        self._report()
        try:
            if self.backend == "ray":
                from react_core.evaluation.ray_backend import run_on_ray

                run_on_ray(self, jobs)
            else:
                self._run_threads(jobs)
        finally:
            status = "done" if self.progress.finished >= self.progress.total else (
                "aborted" if self.aborted else "stopped")
            self.results.set_status(self.batch_id, status, self.aborted)
        return BatchReport(self.batch_id, self.progress, self._stop.is_set(), self.aborted, list(self.errors))

    # ----- threads ------------------------------------------------------------------------
    def _run_threads(self, jobs: list[Job]) -> None:
        queue = list(reversed(jobs))
        running: set[Future] = set()
        with ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="episode") as pool:
            while queue or running:
                while queue and len(running) < self.concurrency and not self._stop.is_set():
                    running.add(pool.submit(self._thread_episode, queue.pop()))
                if not running:
                    break
                finished, running = wait(running, return_when=FIRST_COMPLETED)
                running = set(running)

    def _thread_episode(self, job: Job) -> None:
        self._change(running=+1)
        try:
            model = self.model(job.model)
            result = run_episode(job, model, self.spec, self.batch_id, should_stop=self._stop.is_set,
                                 env=self.environment(job.task), prefix=self.prefixes.get(job.method))
            if result is not None:
                self.accept(result)
        except ModelError as exc:
            self.abort(f"Model {job.model}: {_describe(exc)}")
        except Exception as exc:  # one episode's environment failure must not end the batch
            self.episode_failed(job, exc)
        finally:
            self._change(running=-1)

    def environment(self, task: Task) -> Environment:
        """This worker thread's environment for the task's family. Episodes on one thread run one
        after another and the engine resets the environment first, so reusing it is safe, and it
        saves opening the corpus for every episode."""
        if self.env_factory is not None:
            return thread_safe(self.env_factory(task), task)
        envs = self._thread_envs.__dict__.setdefault("by_source", {})
        key = (task.family, task.meta.get("source"))  # a question file may bring its own corpus
        if key not in envs:
            envs[key] = thread_safe(environment_for(task, self.spec), task)
        return envs[key]

    def model(self, label: str) -> LanguageModel:
        with self._lock:
            if label not in self._models:
                self._models[label] = self.model_factory(label)
            return self._models[label]

    # ----- shared by both backends -------------------------------------------------------------
    def accept(self, result: EpisodeResult) -> None:
        """Record a finished episode (results store, and History when given)."""
        self.results.record(result)
        if self.history is not None:
            self.history.save(Trajectory.from_json(result.trajectory))
        self._change(done_now=+1)

    def episode_failed(self, job: Job, exc: BaseException) -> None:
        message = f"{job.task.id} / {job.method} / {job.model}: {_describe(exc)}"
        try:
            self.results.record_error(self.batch_id, job.key, _describe(exc))
        except Exception:  # noqa: BLE001 - the note is a courtesy; the batch goes on without it
            pass
        with self._lock:
            self.errors.append(message)
            self.progress.last_error = message
        self._change(errors=+1)

    def abort(self, reason: str) -> None:
        with self._lock:
            if self.aborted is None:
                self.aborted = reason
                self.progress.last_error = reason
        self._stop.set()

    def _change(self, **deltas: int) -> None:
        with self._lock:
            for name, delta in deltas.items():
                setattr(self.progress, name, getattr(self.progress, name) + delta)
        self._report()

    def _report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.progress)


def start_in_background(runner: BatchRunner) -> tuple[threading.Thread, dict]:
    """Run a batch on a daemon thread (the app's Evaluate page); the dict gets "report" or "error"."""
    outcome: dict = {}

    def target() -> None:
        try:
            outcome["report"] = runner.run()
        except Exception as exc:
            outcome["error"] = _describe(exc)

    thread = threading.Thread(target=target, name=f"batch-{runner.batch_id}", daemon=True)
    thread.start()
    return thread, outcome


def _describe(exc: BaseException) -> str:
    from react_core.errors import describe

    return describe(exc)


def _clock(seconds: float) -> str:
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"

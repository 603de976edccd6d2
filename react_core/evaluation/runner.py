"""Run a batch: every task x method x model, a bounded number at a time, resumable.

Each episode (see `episode`) gets its own engine and environment; the model object of a
label is shared, since a model client (or the local server's slots) serves concurrent
requests. Results go to the `ResultsStore` as each episode finishes, and the trajectory
also to the History store, so any episode can be reopened in the Run page. Running the
same batch again skips every episode already recorded: an interrupted batch continues
where it stopped, and episodes that failed run again.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait

from react_core.common.errors import describe
from react_core.engine.warmup import warm_first_prompt
from react_core.environments.base import Environment
from react_core.evaluation.episode import (
    check_methods,
    dooms_the_batch,
    environment_for,
    open_model_for,
    run_episode,
    thread_safe,
)
from react_core.evaluation.estimate import BatchEstimate, calibrate, estimate
from react_core.evaluation.progress import BatchReport, Progress
from react_core.evaluation.results import EpisodeResult, ResultsStore
from react_core.evaluation.spec import BatchSpec, Job, ModelFactory, plan
from react_core.evaluation.tasksets import load_set
from react_core.models import priority
from react_core.models.base import LanguageModel
from react_core.models.cancel import CancelToken
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

__all__ = ["BatchRunner", "BatchSpec", "Job", "plan"]


class BatchRunner:
    """Runs one batch on threads (or on Ray with backend="ray"); `stop()` from any thread."""

    def __init__(
        self,
        spec: BatchSpec,
        *,
        results: ResultsStore | None = None,
        history=None,
        model_factory: ModelFactory | None = None,
        concurrency: int = 4,
        batch_id: str | None = None,
        on_progress: Callable[[Progress], None] | None = None,
        backend: str = "threads",
        tasks: list[Task] | None = None,
        env_factory: Callable[[Task], Environment] | None = None,
        prefixes: dict[str, str] | None = None,
        ray_address: str | None = None,
    ) -> None:
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
        self.tasks = (
            tasks
            if tasks is not None
            else load_set(spec.task_set, limit=spec.limit, sample=spec.sample, seed=spec.seed, skip=spec.skip)
        )
        self.env_factory = env_factory  # default: the family's environment (catalog.make_env)
        self.prefixes = dict(prefixes or {})  # method -> exemplar text replacing prompts/<family>/<method>.txt
        check_methods(spec, self.tasks, self.prefixes)
        self.progress = Progress(total=len(self.tasks) * len(spec.methods) * len(spec.models))
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._cancel = CancelToken()  # ends the model calls in flight too (`stop(now=True)`: the app shuts down)
        self._lock = threading.Lock()
        self._models: dict[str, LanguageModel] = {}
        self._thread_envs = threading.local()
        self._held: dict[int, float] = {}  # thread -> since when its model call holds for a person's step
        self._held_for = 0  # people's steps the held calls wait for
        self._shared: set[int] = set()  # threads whose model call goes on in the batch's share beside people
        self._plan: BatchEstimate | None = None  # the estimate said at the start: the ETA's weights, calibrated after
        self._ran: list[EpisodeResult] = []  # this run's finished episodes
        self.aborted: str | None = None

    # ----- control ------------------------------------------------------------------------
    def stop(self, now: bool = False) -> None:
        """Stop after the steps in flight (`now`: cancel their model calls too, so the threads end within
        about a second); unfinished episodes are not recorded and run on resume."""
        self._stop.set()
        if now:
            self._cancel.cancel()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def pending(self) -> list[Job]:
        done = self.results.finished_keys(self.batch_id)
        return [job for job in plan(self.spec, self.tasks) if job.key not in done]

    def open(self) -> None:
        """List the batch in the results store as running. `run` does it too; the app does it before
        the thread starts, so the page that started the batch can already show it."""
        self.results.open_batch(self.batch_id, self.spec.to_dict(), self.progress.total)

    def run(self) -> BatchReport:
        self.open()
        jobs = self.pending()
        self.progress = Progress(total=self.progress.total, finished_before=self.progress.total - len(jobs))
        self._plan = self._estimate(jobs)
        if self._plan is not None:
            self.progress.estimate_s = self._plan.seconds
            self.progress.work_total = sum(self._work(job.method) for job in jobs)
        self._report()
        try:
            if self.backend == "ray":
                from react_core.evaluation.ray_backend import run_on_ray

                run_on_ray(self, jobs)
            else:
                self._run_threads(jobs)
        finally:
            self.progress.end()  # the banner's elapsed time stops here
            status = (
                "done" if self.progress.finished >= self.progress.total else ("aborted" if self.aborted else "stopped")
            )
            self.results.set_status(self.batch_id, status, self.aborted)
            self._calibrate(status)
        return BatchReport(self.batch_id, self.progress, self._stop.is_set(), self.aborted, list(self.errors))

    def _estimate(self, jobs: list[Job]) -> BatchEstimate | None:
        """The estimate said before the start (estimate.py), so the ETA is never '?' until an episode ends."""
        if not jobs:
            return None
        try:
            left: dict[str, int] = {}
            for job in jobs:
                left[job.method] = left.get(job.method, 0) + 1
            return estimate(self.results, jobs[0].task.family, jobs[0].model, left, self.concurrency)
        except Exception:
            return None  # no estimate: the ETA waits for the first episode

    def _work(self, method: str) -> float:
        """An episode of `method`'s expected seconds, as the estimate weighs it (1 without one)."""
        for planned in self._plan.methods if self._plan is not None else ():
            if planned.method == method:
                return planned.seconds
        return 1.0

    def _calibrate(self, status: str) -> None:
        """A batch that ran to its end on this machine's server tells the next estimate how much longer
        than its work it took (estimate.calibrate); a stopped or failing one says nothing reliable."""
        plan, progress = self._plan, self.progress
        if plan is None or plan.pace is None or status != "done" or progress.errors or self.backend != "threads":
            return
        if len(self.spec.models) != 1 or progress.episodes_from is None or progress.ended_at is None:
            return
        at_once = max(1, min(self.concurrency, len(self._ran)))
        wall = progress.ended_at - progress.episodes_from - progress.paused_total_s
        try:
            calibrate(plan.pace, at_once, self._ran, wall)
        except Exception:
            pass  # an estimate's bookkeeping never fails a finished batch

    def episode_starts(self, job: Job) -> None:
        with self._lock:
            if self.progress.episodes_from is None:
                self.progress.episodes_from = time.time()
            self.progress.running += 1
            self.progress.work_running += self._work(job.method)
        self._report()

    def episode_ends(self, job: Job) -> None:
        """The episode has left its thread: finished (`accept`), failed (`episode_failed`) or stopped."""
        with self._lock:
            self.progress.running -= 1
            self.progress.work_running = max(0.0, self.progress.work_running - self._work(job.method))
        self._report()

    # ----- threads ------------------------------------------------------------------------
    def _run_threads(self, jobs: list[Job]) -> None:
        self._read_prefixes(jobs)
        queue = list(reversed(jobs))
        running: set[Future] = set()
        with ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="episode") as pool:
            try:
                while queue or running:
                    while queue and len(running) < self.concurrency and not self._stop.is_set():
                        running.add(pool.submit(self._thread_episode, queue.pop()))
                    if not running:
                        break
                    _finished, running = wait(running, return_when=FIRST_COMPLETED)
                    running = set(running)
            except BaseException:  # Ctrl+C in the thread running the batch (`eval`'s): the pool would wait
                self.stop(now=True)  # for the episodes in flight, minutes on a slow model; cancel their calls
                raise

    def _thread_episode(self, job: Job) -> None:
        self.episode_starts(job)
        try:
            model = self.model(job.model)
            with priority.reporting_holds(self.held_for_person):
                result = run_episode(
                    job,
                    model,
                    self.spec,
                    self.batch_id,
                    should_stop=self._stop.is_set,
                    env=self.environment(job.task),
                    prefix=self.prefixes.get(job.method),
                    cancel=self._cancel,
                )
            if result is not None:
                self.accept(result)
        except Exception as exc:
            if dooms_the_batch(exc):  # e.g. the server is unreachable: every episode would fail alike
                self.abort(f"Model {job.model}: {describe(exc)}")
            else:  # this episode's own failure (an empty reply, a context overflow): the batch goes on
                self.episode_failed(job, exc)
        finally:
            self.episode_ends(job)

    def _read_prefixes(self, jobs: list[Job]) -> None:
        """Each method's exemplars read once (or restored from the saved file) before the episodes
        start: every episode's slot then starts from that saved prefix instead of reading it again,
        4 at once, on the same cores (issue 37). Only the embedded server has anything to warm."""
        seen: set[tuple[str, str, str | None]] = set()
        for job in jobs:
            key = (job.model, job.method, job.task.meta.get("task_type"))
            if key in seen or job.method in self.prefixes or self._stop.is_set():
                continue
            seen.add(key)
            try:
                with priority.background(priority.BATCH):
                    warm_first_prompt(
                        self.model(job.model),
                        job.task,
                        job.method,
                        prompt_set=self.spec.prompt_set,
                        paper_dir=self.spec.paper_prompts,
                    )
            except Exception:
                pass  # the episodes read the prompt themselves; a model that cannot answer fails there, said

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
        with self._lock:
            self._ran.append(result)
            self.progress.work_ended += self._work(result.method)
        self.change_progress(done_now=+1)

    def episode_failed(self, job: Job, exc: BaseException) -> None:
        message = f"{job.task.id} / {job.method} / {job.model}: {describe(exc)}"
        try:
            self.results.record_error(self.batch_id, job.key, describe(exc))
        except Exception:
            pass
        with self._lock:
            self.errors.append(message)
            self.progress.last_error = message
            self.progress.work_ended += self._work(job.method)
        self.change_progress(errors=+1)

    def abort(self, reason: str) -> None:
        with self._lock:
            if self.aborted is None:
                self.aborted = reason
                self.progress.last_error = reason
        self._stop.set()

    def held_for_person(self, turn: priority.Turn) -> None:
        """Where this thread's model call stands beside people's steps (models/priority.py): held
        (told every tick), going on in the batch's share, or going on. The progress says how long the
        batch has been held and for how many steps; it counts as paused (left out of its pace) only
        while no episode goes on in the share."""
        thread = threading.get_ident()
        now = time.time()
        with self._lock:
            self._held.pop(thread, None)
            self._shared.discard(thread)
            if turn.state == priority.WAITS:
                self._held[thread] = turn.since or now
                self._held_for = turn.steps
            elif turn.state == priority.SHARED:
                self._shared.add(thread)
            progress = self.progress
            progress.held_since = min(self._held.values(), default=None)
            progress.held_for = self._held_for if self._held else 0
            progress.in_share = len(self._shared)
            paused = progress.held_since is not None and not self._shared
            if not paused and progress.paused_since is not None:  # the pause ends
                progress.paused_total_s += now - progress.paused_since
                progress.paused_since = None
            elif paused and progress.paused_since is None:
                progress.paused_since = now
        self._report()

    def change_progress(self, **deltas: int) -> None:
        """Add to the progress counters (running, done_now, errors) from any thread."""
        with self._lock:
            for name, delta in deltas.items():
                setattr(self.progress, name, getattr(self.progress, name) + delta)
        self._report()

    def _report(self) -> None:
        if self.on_progress is not None:
            self.on_progress(self.progress)

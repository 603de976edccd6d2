"""One episode of a batch: open its model, run one task with one method to the end, score it.

The thread back-end (`runner`) and the Ray back-end (`ray_backend`) both run episodes
through this module, so an episode is run and scored the same way on either.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.engine.catalog import EnvChoice, env_choice_for, make_env, make_method
from react_core.environments.base import Environment
from react_core.evaluation.failures import backed_off, failure_flags
from react_core.evaluation.results import EpisodeResult
from react_core.evaluation.spec import DEFAULT_MODEL, BatchSpec, Job
from react_core.models import priority
from react_core.models.base import LanguageModel
from react_core.models.cancel import CancelToken, StepCancelled
from react_core.models.errors import ModelError
from react_core.prompting.method_base import Generation
from react_core.prompting.tool_agent import HELD
from react_core.trajectory.steps import StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory


def open_model_for(label: str, concurrency: int = 4) -> LanguageModel:
    """The model a label names: "default" (the configured model), "embedded:0.5b" / "embedded:1.5b",
    or a model name at the configured OpenAI-compatible endpoint."""
    from react_core.models.factory import open_model

    return open_model(config_for(label, concurrency))


def config_for(label: str, concurrency: int = 4):
    """The model settings a label names (see `open_model_for`)."""
    from react_core.models.config import load_config

    overrides: dict = {}
    if label.startswith("embedded"):
        _, _, size = label.partition(":")
        # One slot beyond the episodes: for the calls held to the tools' schema (see models.slots)
        overrides = {"provider": "embedded", "embedded_size": size or None, "slots": max(concurrency, 1) + 1}
    elif label != DEFAULT_MODEL:
        overrides = {"model": label}
    config = load_config(overrides)
    if config.is_embedded and "slots" not in overrides:
        config = config.with_overrides(slots=max(concurrency, config.slots))
    return config


# Model failures that would fail every episode alike: the batch stops and says why. Any other
# failure (an empty reply, a context overflow, a timeout on one long prompt) is that episode's.
FATAL_MODEL_ERRORS = {
    "unreachable",
    "auth",
    "unknown_model",
    "rate_limit",
    "config",
    "weights",
    "server_binary",
    "port_taken",
    "cache",
    "missing",
}


def dooms_the_batch(exc: BaseException) -> bool:
    return isinstance(exc, ModelError) and exc.kind in FATAL_MODEL_ERRORS


def check_methods(spec: BatchSpec, tasks: list[Task], prefixes: dict[str, str] | None = None) -> None:
    """Fail before any model call when a method does not apply to the set or its exemplars are missing."""
    if not tasks:
        raise ValueError(f"The task set {spec.task_set} has no tasks.")
    family = tasks[0].family
    types = sorted({t.meta.get("task_type") for t in tasks}, key=str)
    for method in spec.methods:
        for task_type in types:
            make_method(
                method,
                family,
                task_type=task_type,
                max_steps=spec.max_steps,
                prefix=(prefixes or {}).get(method),
                prompt_set=spec.prompt_set,
                paper_dir=spec.paper_prompts,
            )


def run_episode(
    job: Job,
    model: LanguageModel,
    spec: BatchSpec,
    batch_id: str,
    should_stop: Callable[[], bool] | None = None,
    *,
    env: Environment | None = None,
    prefix: str | None = None,
    cancel: CancelToken | None = None,
) -> EpisodeResult | None:
    """Run one episode to its end; None when `should_stop` interrupted it, or `cancel` ended its step in
    flight (it will be re-run).

    `env` replaces the task family's environment, `prefix` the method's exemplar file."""
    started = time.perf_counter()
    engine = new_engine(
        job.task,
        job.method,
        model,
        env=env,
        prefix=prefix,
        env_choice=EnvChoice(spec.wiki_backend, spec.corpus_path),
        generation=Generation(temperature=spec.temperature, retry_repeats=spec.retry_repeats),
        max_steps=spec.max_steps,
        model_settings={"model": job.model, "batch": batch_id, "cot_sc_samples": spec.samples},
        prompt_set=spec.prompt_set,
        paper_dir=spec.paper_prompts,
    )
    if hasattr(engine.method, "samples"):
        engine.method.samples = spec.samples
    with priority.background(priority.BATCH):  # a person's step on the same server goes first
        try:
            branch = engine.run(should_stop=should_stop, cancel=cancel)
        except StepCancelled:
            return None
    if not branch.finished:
        return None
    return episode_result(engine.trajectory, job, batch_id, time.perf_counter() - started)


# Families whose engine is not thread-safe (the catalogue says which) take turns in one process;
# the model calls, the slow part, still overlap. Ray workers are separate processes and need no lock.
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
    return make_env(task, env_choice_for(EnvChoice(spec.wiki_backend, spec.corpus_path), task.family, spec.prompt_set))


def thread_safe(env: Environment, task: Task) -> Environment:
    serial = not catalog.family(task.family).thread_safe
    return TakingTurns(env) if serial and not isinstance(env, TakingTurns) else env


def episode_result(trajectory: Trajectory, job: Job, batch_id: str, seconds: float) -> EpisodeResult:
    task, branch = trajectory.task, trajectory.branch()
    scored = catalog.score_branch(trajectory)
    success, em, f1 = scored.success, scored.em, scored.f1
    points, correct = scored.points, scored.correct
    totals = trajectory.totals()
    held = [c for c in trajectory.calls_of() if c.purpose == HELD]
    return EpisodeResult(
        batch_id=batch_id,
        task_id=task.id,
        method=job.method,
        model=job.model,
        family=task.family,
        task_type=task.meta.get("task_type") or task.meta.get("type"),
        question=task.text,
        gold=task.gold,
        answer=branch.answer,
        outcome=branch.outcome.value if branch.outcome else None,
        score=points,
        em=em,
        f1=f1,
        success=success,
        actions=sum(1 for s in trajectory.steps_of() if s.kind == StepKind.ACTION),
        calls=totals["calls"],
        tokens_in=totals["tokens_in"],
        tokens_out=totals["tokens_out"],
        model_seconds=totals["latency_s"],
        seconds=seconds,
        backed_off=backed_off(trajectory),
        failures=failure_flags(trajectory, correct),
        trajectory_id=trajectory.id,
        trajectory=trajectory.to_json(indent=None),
        progress=last_progress(trajectory),
        held_calls=len(held),
        held_tokens_in=sum(c.tokens_in for c in held),
    )


def last_progress(trajectory: Trajectory) -> float | None:
    """The progress rate the environment reported at the episode's last observation (ALFWorld's
    never falls, so the last is the best); 0.0 for an episode of such a game that never acted,
    None for environments that report none."""
    for step in reversed(trajectory.steps_of()):
        if step.kind == StepKind.OBSERVATION and "progress" in step.info:
            return float(step.info["progress"])
    return 0.0 if catalog.family(trajectory.task.family).scoring == "environment" else None

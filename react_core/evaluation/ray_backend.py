"""`--ray`: the same batch on a Ray cluster (local by default), same results, same store.

Episodes run as Ray tasks, at most `concurrency` at a time. Each worker process opens the
models it needs once (through the runner's model factory) and returns the finished
episode; the driver alone writes to the SQLite stores, exactly as the thread backend does,
so a batch can be started on threads and resumed on Ray or the other way round.

Models must be reachable from the workers. An endpoint model is opened by each worker. The
embedded model is started once, by the driver, on 127.0.0.1, and the workers use it as an
endpoint: that serves a local Ray instance (the usual case) but not workers on other hosts.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from react_core.evaluation.results import EpisodeResult
from react_core.evaluation.spec import Job

RAY_VERSION_TESTED = "2.60.0"
_worker_models: dict[str, Any] = {}  # per worker process: label -> model
_worker_envs: dict[str, Any] = {}  # per worker process: family -> environment (reset per episode)


def ray_available() -> str | None:
    """None when Ray can be used, else what to do."""
    try:
        import ray  # noqa: F401
    except ImportError:
        return f"Ray is not installed: `pip install ray=={RAY_VERSION_TESTED}` (or run without --ray)."
    return None


def run_on_ray(runner: Any, jobs: list[Job]) -> None:
    """Run `jobs` for `runner` (the BatchRunner that called: typed loosely because the runner
    imports this module, never the other way) and report each episode back to it."""
    problem = ray_available()
    if problem:
        raise RuntimeError(problem)
    import ray

    if not ray.is_initialized():
        if runner.ray_address:
            ray.init(address=runner.ray_address, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(num_cpus=max(runner.concurrency, 1), include_dashboard=False, log_to_driver=False)
    episode = ray.remote(max_retries=0)(_episode_on_worker)
    factory, env_factory = worker_model_factory(runner), runner.env_factory
    queue = list(reversed(jobs))
    in_flight: dict[Any, Job] = {}
    cancelled = False
    while queue or in_flight:
        while queue and len(in_flight) < runner.concurrency and not runner.stopping:
            job = queue.pop()
            ref = episode.remote(
                job, runner.spec, runner.batch_id, factory, env_factory, runner.prefixes.get(job.method)
            )
            in_flight[ref] = job
            runner.episode_starts(job)
        if not in_flight:
            break
        if runner.stopping and not cancelled:
            for ref in in_flight:
                ray.cancel(ref)  # interrupts the episode; it is not recorded and reruns on resume
            cancelled = True
        ready, _ = ray.wait(list(in_flight), num_returns=1, timeout=0.5)
        for ref in ready:
            job = in_flight.pop(ref)
            runner.episode_ends(job)
            try:
                kind, payload = ray.get(ref)
            except Exception as exc:  # cancelled, or the worker died
                if not runner.stopping:
                    runner.episode_failed(job, exc)
                continue
            if kind == "ok":
                runner.accept(EpisodeResult(**payload))
            elif kind == "model_error":
                runner.abort(f"Model {job.model}: {payload}")
            else:
                runner.episode_failed(job, RuntimeError(payload))
        time.sleep(0)


def worker_model_factory(runner: Any) -> Callable:
    """How workers open models: the runner's own factory, except that the embedded model is
    started once here and shared as an endpoint (rather than one server per worker process)."""
    if not runner.uses_default_models:
        return runner.model_factory
    endpoints = {}
    for label in runner.spec.models:
        if label.startswith("embedded"):
            model = getattr(runner.model(label), "inner", None) or runner.model(label)
            endpoints[label] = (model.base_url, model.model, model.name)
    return functools.partial(_open_for_worker, endpoints, runner.concurrency)


def _open_for_worker(endpoints: dict, concurrency: int, label: str):
    if label in endpoints:
        from react_core.models.openai_model import OpenAIModel

        base_url, name, display = endpoints[label]
        return OpenAIModel(base_url=base_url, model=name, api_style="completion", display_name=display)
    from react_core.evaluation.episode import open_model_for

    return open_model_for(label, concurrency)


def _episode_on_worker(
    job: Job, spec, batch_id: str, model_factory: Callable, env_factory: Callable | None, prefix: str | None
) -> tuple[str, Any]:
    """Runs in a Ray worker: one episode, answered as plain data."""
    from react_core.common.errors import describe
    from react_core.evaluation.episode import dooms_the_batch, environment_for, run_episode

    try:
        if job.model not in _worker_models:
            _worker_models[job.model] = model_factory(job.model)
        if env_factory is not None:
            env = env_factory(job.task)
        else:  # a worker runs one episode at a time, so its environment can be reused
            if job.task.family not in _worker_envs:
                _worker_envs[job.task.family] = environment_for(job.task, spec)
            env = _worker_envs[job.task.family]
        result = run_episode(job, _worker_models[job.model], spec, batch_id, env=env, prefix=prefix)
    except Exception as exc:
        return ("model_error" if dooms_the_batch(exc) else "error"), describe(exc)
    if result is None:
        return "error", "the episode did not finish"
    return "ok", asdict(result)

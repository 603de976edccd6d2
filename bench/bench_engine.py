"""Engine overhead per step (model and environment excluded) and resume cost at step k.

    .venv/bin/python bench/bench_engine.py

Target (issue 2): under 2 ms a step with a zero-latency scripted model.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.prompting.prompts import load_prefix
from react_core.trajectory.steering import EditThought
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task("bench", "hotpotqa", "Which river flows through the capital of Austria?")


def engine(steps: int, env=None) -> Engine:
    try:
        prefix = load_prefix("hotpotqa", "react")  # a realistic prompt size
    except FileNotFoundError:
        prefix = "x" * 6000
    reply = lambda request: f" I should search more.\nAction {request.prompt.count('Action ')}: Search[Vienna]"  # noqa: E731
    model = ScriptedModel(default=None, replies=[reply] * (steps + 5))
    return Engine(
        Trajectory.start(TASK, "react"),
        make_method("react", "hotpotqa", prefix=prefix, max_steps=steps + 10),
        model,
        env or EchoEnv(),
    )


def per_step(n: int) -> list[float]:
    e = engine(n)
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        e.step()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def resume_cost(k: int, env_factory) -> float:
    e = engine(k, env_factory())
    e.run(max_units=k)
    e.steering.apply(EditThought(len(e.trajectory.steps_of()) - 3, "A human hint."))
    t0 = time.perf_counter()
    e.resume(e.trajectory.branch().parent_id)
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    # No options; --help says what the script does instead of doing it.
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    print(f"# bench_engine on {platform.machine()} {platform.processor() or ''} python {platform.python_version()}")
    for n in (7, 50):
        times = per_step(n)
        print(
            f"engine overhead per step, {n}-step trajectory: median {statistics.median(times):.3f} ms, "
            f"max {max(times):.3f} ms (target < 2 ms)"
        )
    envs = {"echo env": EchoEnv}
    try:
        from react_core.environments.wikipedia import make_env

        make_env().reset(TASK)
        envs["local wikipedia"] = make_env
    except Exception as exc:  # the corpus may not be built on this machine
        print(f"(local wikipedia skipped: {exc})")
    for name, factory in envs.items():
        for k in (1, 7, 25, 50):
            print(f"resume cost at step {k:>2} ({name}): {resume_cost(k, factory):.2f} ms")


if __name__ == "__main__":
    main()

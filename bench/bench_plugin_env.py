"""What running an environment plugin in a child process costs: per-step latency in-process vs isolated.

    .venv/bin/python bench/bench_plugin_env.py [--steps 200]

Steps examples/plugins/lamps.py with the same actions twice: its own class in this process, and
through `IsolatedEnvironment` (one child process, JSON lines over pipes), as every page and command
now runs it. Prints p50/p95 of step() and reset(), the child's start (import + make), its memory,
and the load average, since the figure depends on what else the machine is doing.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.plugins.isolated import IsolatedEnvironment
from react_core.plugins.registry import load_file

LAMPS = Path(__file__).resolve().parent.parent / "examples" / "plugins" / "lamps.py"
EPISODE = 10  # steps between resets


def timed(call) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000


def drive(env, task, steps: int) -> tuple[list[float], list[float]]:
    """Step times and reset times (ms) over `steps` steps, a reset every EPISODE steps."""
    step_ms, reset_ms = [], []
    for i in range(steps):
        if i % EPISODE == 0:
            reset_ms.append(timed(lambda: env.reset(task)))
        step_ms.append(timed(lambda i=i: env.step(f"Toggle[{i % 5 + 1}]")))
    return step_ms, reset_ms


def quantiles(ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"p50 {statistics.median(ordered):.3f} ms, p95 {p95:.3f} ms (n={len(ordered)})"


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    args = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    family = load_file(str(LAMPS), set())[0]  # as the registry loads it: environments isolated
    task = family.load("bundled")[3]  # six lamps
    spec = importlib.util.spec_from_file_location("lamps_in_process", LAMPS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    plain = module.Lamps()  # the same class, in this process
    inproc_steps, inproc_resets = drive(plain, task, args.steps)

    starts = []
    for _ in range(5):  # a fresh child each time: import the file, make the environment
        env = family.environment(task)
        starts.append(timed(lambda env=env: env.reset(task)))
        env.close()
    env = family.environment(task)
    assert isinstance(env, IsolatedEnvironment)
    iso_steps, iso_resets = drive(env, task, args.steps)
    memory = rss_mib(env._child.proc.pid) if env._child else float("nan")
    env.close()

    print(f"in-process step:  {quantiles(inproc_steps)}; reset {quantiles(inproc_resets)}")
    print(f"isolated step:    {quantiles(iso_steps)}; reset {quantiles(iso_resets)}")
    print(f"isolated child start (import + make + first reset): {quantiles(starts)}; child memory {memory:.0f} MiB RSS")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

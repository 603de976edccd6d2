"""ALFWorld engine figures: load, reset, step, replay to step k, games generated per second.

Run: .venv/bin/python bench/bench_alfworld.py [--full]   (--full also plays every bundled
walkthrough to a win, the suite-wide check the unit tests only sample).
Prints wall-clock and CPU seconds; on a shared machine the CPU figure is the steadier one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from react_core.environments.alfworld import TASK_TYPES, AlfWorldEnv, list_games
from tools.alfworld.generator import generate_game


class Clock:
    def __enter__(self):
        self.wall, self.cpu = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc):
        self.wall = time.perf_counter() - self.wall
        self.cpu = time.process_time() - self.cpu


def fmt(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:7.1f} ms  max {max(values) * 1000:7.1f} ms"


def walkthrough(task) -> list[str]:
    return json.loads(Path(task.meta["game_file"]).read_text())["walkthrough"]


def largest_game_of_each_type() -> list:
    tasks = list_games("bundled")
    by_type = {}
    for t in tasks:
        size = Path(t.meta["game_file"]).stat().st_size
        if t.meta["task_type"] not in by_type or size > by_type[t.meta["task_type"]][0]:
            by_type[t.meta["task_type"]] = (size, t)
    return [by_type[tt][1] for tt in TASK_TYPES]


def bench_play(tasks) -> None:
    print("\n== load / reset / step (largest bundled game of each type, warm env reused) ==")
    loads, resets, steps, steps_cpu = [], [], [], []
    for task in tasks:
        env = AlfWorldEnv()
        with Clock() as c:
            env.reset(task)  # first reset loads the game (grammar parse, SAS translation)
        loads.append(c.wall)
        for _ in range(3):
            with Clock() as c:
                env.reset(task)
            resets.append(c.wall)
        for action in walkthrough(task) + ["look", "inventory", "jump"]:
            with Clock() as c:
                env.step(action)
            steps.append(c.wall)
            steps_cpu.append(c.cpu)
    print(f"first reset (load): {fmt(loads)}")
    print(f"warm reset:         {fmt(resets)}")
    print(f"step (wall):        {fmt(steps)}   ({len(steps)} steps)")
    print(f"step (cpu):         {fmt(steps_cpu)}")


def bench_replay(task, ks=(5, 10, 20, 40)) -> None:
    print(f"\n== replay to step k (reset + k real steps with checks) on {task.id} ==")
    env = AlfWorldEnv()
    env.reset(task)
    # A long plausible episode: wander, open things, then the walkthrough, padded with looks.
    actions = []
    for cmd in env.admissible_commands:
        if cmd.startswith("go to"):
            actions += [cmd, "think: not here, keep looking."]
    actions = (actions + walkthrough(task) + ["look"] * 50)[: max(ks)]
    recorded = []
    env.reset(task)
    for a in actions:
        recorded.append(env.step(a).observation)
    for k in ks:
        with Clock() as c:
            env.reset(task)
            results = [env.replay(a, o) for a, o in zip(actions[:k], recorded[:k])]
        mismatches = sum("replay_mismatch" in r.info for r in results)
        print(f"replay to k={k:2d}: {c.wall * 1000:7.0f} ms wall, {c.cpu * 1000:7.0f} ms cpu, mismatches {mismatches}")
    cold = AlfWorldEnv()
    with Clock() as c:
        cold.reset(task)
        for a, o in zip(actions[:20], recorded[:20]):
            cold.replay(a, o)
    print(f"replay to k=20 on a cold env (loads the game first): {c.wall * 1000:.0f} ms wall")


def bench_generate(n_per_type: int = 1) -> None:
    print(f"\n== generation ({n_per_type} game(s) per type, planner check included) ==")
    with tempfile.TemporaryDirectory() as tmp:
        with Clock() as c:
            for task_type in TASK_TYPES:
                for seed in range(500, 500 + n_per_type):
                    generate_game(task_type, seed, Path(tmp))
    n = n_per_type * len(TASK_TYPES)
    print(f"{n} games in {c.wall:.1f} s wall ({n / c.wall:.3f} games/s; cpu {c.cpu:.1f} s)")


def check_full_suite() -> None:
    print("\n== every bundled walkthrough wins ==")
    tasks = list_games("bundled")
    env = AlfWorldEnv(warm_games=1)
    failed = []
    with Clock() as c:
        for task in tasks:
            env.reset(task)
            results = [env.step(a) for a in walkthrough(task)]
            if not results[-1].success:
                failed.append(task.id)
    print(f"{len(tasks) - len(failed)}/{len(tasks)} won in {c.wall:.1f} s; failed: {failed or 'none'}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--full", action="store_true", help="also play every bundled walkthrough")
    args = parser.parse_args()
    tasks = largest_game_of_each_type()
    bench_play(tasks)
    bench_replay(tasks[-1])
    bench_generate()
    if args.full:
        check_full_suite()


if __name__ == "__main__":
    main()

"""Measure the Figure 5 edit: N tries each way from the demo's edited branch, and the result line.

    .venv/bin/python -m tools.measure_figure5 --n 3 [--temperature 0.7] [--seed 0]

Uses the configured model (the embedded one by default), the same code as the guide's
"Measure this edit" button, and prints one line per try and the summary for the README.
Each try is a whole ALFWorld episode to the 50-step limit: minutes each on the embedded model.
"""

from __future__ import annotations

import argparse
import time

from react_core.assist.effect import measure_effect
from react_core.engine.assemble import open_engine
from react_core.engine.demos import load_figure5
from react_core.models.factory import open_model, stop_embedded_servers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=3)
    parser.add_argument("--temperature", type=float, default=0.7)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    demo = load_figure5()
    engine = open_engine(demo.trajectory, open_model())
    for edit in demo.edits:
        engine.steering.apply(edit.change)
    started = time.perf_counter()

    def report(trajectory, trial, record) -> None:
        if trial is not None:
            actions = sum(1 for s in trajectory.steps_of(trial.id)[trial.fork_at :] if s.kind.value == "action")
            print(
                f"  {trial.change}: {'won' if trial.success else 'not won'} after {actions} more actions "
                f"({time.perf_counter() - started:.0f} s so far)",
                flush=True,
            )

    try:
        summary = measure_effect(
            engine,
            engine.trajectory.active_branch,
            n=args.n,
            temperature=args.temperature,
            seed=args.seed,
            on_update=report,
        )
    finally:
        stop_embedded_servers()
    print(summary.line())
    print(f"{time.perf_counter() - started:.0f} s in all; model {engine.model.name}")


if __name__ == "__main__":
    main()

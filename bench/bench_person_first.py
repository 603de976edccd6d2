"""A Run-page step alone, and with a 4-episode batch on the same embedded server beside it.

    .venv/bin/python bench/bench_person_first.py [--steps 2] [--no-priority]

A "person's step" is what the Run page does: `engine.step()` on the first bundled HotpotQA question
with ReAct, inside a `live_scope` (a page watching it), its first prompt read ahead as the app does.
First `--steps` steps alone (the quiet time), then a batch of 4 ReAct episodes (the next bundled
questions, 4 at a time, in this process like the Evaluate page's batch) is started, and once its
calls are in flight a new person's run takes `--steps` steps beside it. `--no-priority`: the batch
does not give way (as before issue 37). Printed: each step's seconds, the ratio to the quiet time,
the working line's last words, and the load. The response cache is off.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _home() -> None:
    """A fresh REACT_HOME borrowing the built server and the weights (nothing saved from other runs)."""
    from tools.borrowed_home import borrowed_home

    os.environ["REACT_HOME"] = str(borrowed_home("bench-person-first-"))
    os.environ["REACT_CACHE"] = "0"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=2, help="person's steps alone and beside the batch (default 2)")
    parser.add_argument("--no-priority", action="store_true", help="the batch does not give way to the person")
    parser.add_argument("--settle", type=float, default=20.0, help="seconds the batch runs before the person steps")
    args = parser.parse_args()
    _home()

    from react_core.data.tasks import load_tasks
    from react_core.engine.assemble import new_engine
    from react_core.engine.warmup import warm_first_prompt
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.runner import BatchRunner, BatchSpec
    from react_core.models.config import load_config
    from react_core.models.factory import open_model
    from react_core.models.live import LiveReply, live_scope

    model = open_model(load_config())
    if args.no_priority:
        model.priority_key = None  # type: ignore[attr-defined]
    tasks = load_tasks("hotpotqa", "bundled")
    print(f"load {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores); priority {'off' if args.no_priority else 'on'}")
    warm_first_prompt(model, tasks[0], "react")

    def person_steps(label: str) -> list[float]:
        engine = new_engine(tasks[0], "react", model)
        times = []
        for n in range(1, args.steps + 1):
            live = LiveReply()
            lines: list[str] = []
            started = time.perf_counter()
            worker = threading.Thread(target=_step, args=(engine, live, live_scope), daemon=True)
            worker.start()
            while worker.is_alive():
                lines.append(live.snapshot().describe())
                worker.join(0.5)
            times.append(time.perf_counter() - started)
            said = next(
                (line for line in reversed(lines) if "·" in line and "paused" in line), lines[-1] if lines else ""
            )
            print(f"{label} step {n}: {times[-1]:.1f} s   (load {os.getloadavg()[0]:.2f})   line: {said}", flush=True)
        return times

    quiet = person_steps("alone")
    spec = BatchSpec("hotpotqa:bundled", ("react",), max_steps=7)
    folder = Path(tempfile.mkdtemp(prefix="bench-person-batch-"))
    runner = BatchRunner(
        spec,
        results=ResultsStore(folder / "results.sqlite3"),
        model_factory=lambda label: model,
        concurrency=4,
        tasks=tasks[1:5],
        batch_id="bench-person-first",
    )
    batch = threading.Thread(target=runner.run, daemon=True)
    batch.start()
    time.sleep(args.settle)
    beside = person_steps("beside the batch")
    runner.stop()
    batch.join(600)
    ratio = statistics.median(beside) / statistics.median(quiet)
    print(
        f"median alone {statistics.median(quiet):.1f} s, beside a 4-episode batch {statistics.median(beside):.1f} s: "
        f"{ratio:.2f}x (goal at most 1.5x); batch finished {runner.progress.finished} of 4 meanwhile"
    )


def _step(engine, live, live_scope) -> None:
    with live_scope(live):
        engine.step()


if __name__ == "__main__":
    main()

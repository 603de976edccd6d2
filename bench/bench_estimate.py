"""Evaluate's estimate against the actual time of the batch, on the embedded model.

    .venv/bin/python bench/bench_estimate.py [--episodes 10] [--concurrency 4] [--methods react,act]

The bundled HotpotQA questions, each method in turn (10 episodes: 5 questions x ReAct, Act, as the
Evaluate page's default batch), the response cache off. Before it starts: the estimate (as the
page says it, from this home's stored episodes and the server's measured pace: run it twice and the
second run's estimate has the first's episodes and pace behind it). Then the batch; printed: the
estimate, the actual time, their ratio (goal: within 1.5x either way), the first ETA shown after
an episode ended and when, and the load at the start and end. `--home` keeps stored episodes and
the measured pace between runs (default: a fresh folder borrowing the weights and the server).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _home(folder: str | None) -> Path:
    from tools.borrowed_home import borrowed_home

    home = borrowed_home("bench-estimate-", Path(folder) if folder else None)
    os.environ["REACT_HOME"] = str(home)
    os.environ["REACT_CACHE"] = "0"
    return home


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--episodes", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--methods", default="react,act")
    parser.add_argument("--home", help="a REACT_HOME kept between runs (stored episodes, measured pace)")
    args = parser.parse_args()
    home = _home(args.home)

    from react_core.data.tasks import load_tasks
    from react_core.evaluation.estimate import duration, estimate
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.runner import BatchRunner, BatchSpec
    from react_core.trajectory.task import Task

    methods = tuple(args.methods.split(","))
    questions = -(-args.episodes // len(methods))
    bundled = load_tasks("hotpotqa", "bundled")
    stamp = time.strftime("%H%M%S")
    tasks = [
        Task(f"{t.id}-{stamp}", t.family, t.text, t.gold, t.meta) for t in (bundled * 5)[:questions]
    ]  # new ids each run: nothing is skipped as done
    store = ResultsStore(home / "evaluation.sqlite3")
    left = {m: questions for m in methods}
    before = estimate(store, "hotpotqa", "default", left, args.concurrency)
    print(f"home {home}; load {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
    print(before.line(), flush=True)
    first_eta: list[str] = []

    def seen(progress) -> None:
        if progress.done_now == 1 and not first_eta and progress.eta_s is not None:
            first_eta.append(f"first episode ended at {progress.elapsed_s:.0f} s: ETA {duration(progress.eta_s)}")

    spec = BatchSpec("hotpotqa:bundled", methods)
    runner = BatchRunner(
        spec, results=store, concurrency=args.concurrency, tasks=tasks, batch_id=f"bench-{stamp}", on_progress=seen
    )
    started = time.perf_counter()
    report = runner.run()
    actual = time.perf_counter() - started
    ratio = before.seconds / actual
    print(
        f"estimate {before.seconds:.0f} s ({duration(before.seconds)}), actual {actual:.0f} s ({duration(actual)}): "
        f"{ratio:.2f}x ({'within' if 1 / 1.5 <= ratio <= 1.5 else 'outside'} 1.5x); "
        f"{report.progress.finished} episodes, {len(report.errors)} errors; {first_eta[0] if first_eta else ''}; "
        f"load at the end {os.getloadavg()[0]:.2f}"
    )
    if before.pace is not None and before.pace.key:
        from react_core.models import throughput

        learned = throughput.batch_factor(before.pace.key, min(args.concurrency, before.episodes))
        print(f"the next estimate's factor: {learned[0]:.2f}x (median of {learned[1]} batches)" if learned else "")


if __name__ == "__main__":
    main()

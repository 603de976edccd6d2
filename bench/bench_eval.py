"""Batch throughput: episodes per minute against concurrency, on a model endpoint with fixed latency.

    .venv/bin/python bench/bench_eval.py                         # fake OpenAI-compatible server, 0.2 s a call
    .venv/bin/python bench/bench_eval.py --latency 0.5 --levels 1,4,16
    .venv/bin/python bench/bench_eval.py --model embedded:0.5b --levels 1,2,4 --episodes 8   # the embedded model

Each episode is a real ReAct episode on the bundled HotpotQA tasks and the bundled local
Wikipedia corpus. With the fake server every call answers ``Search[...]`` after the fixed
latency, so each episode takes `--max-steps` model calls and ends at the step limit: the
ideal is linear scaling, episodes/min = concurrency x 60 / (max_steps x latency).
The response cache is off, so every call reaches the server. Prints one row per level.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.data.tasks import load_tasks
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.trajectory.task import Task


def tasks_for(count: int) -> list[Task]:
    bundled = load_tasks("hotpotqa", "bundled")
    return [
        Task(f"{t.id}-r{i // len(bundled)}", t.family, t.text, t.gold, t.meta)
        for i, t in zip(range(count), bundled * (count // len(bundled) + 1))
    ]


def run_level(concurrency: int, tasks: list[Task], model_factory, max_steps: int, folder: Path) -> tuple[float, float]:
    spec = BatchSpec("hotpotqa:bundled", ("react",), models=("bench",), max_steps=max_steps)
    runner = BatchRunner(
        spec,
        results=ResultsStore(folder / f"c{concurrency}.sqlite3"),
        model_factory=model_factory,
        concurrency=concurrency,
        tasks=tasks,
        batch_id=f"bench-c{concurrency}",
    )
    started = time.perf_counter()
    report = runner.run()
    seconds = time.perf_counter() - started
    if report.errors or report.aborted or not report.complete:
        raise SystemExit(f"level {concurrency} failed: {report.aborted or report.errors[:3]}")
    return seconds, 60.0 * len(tasks) / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", default="1,2,4,8,16", help="concurrency levels (default 1,2,4,8,16)")
    parser.add_argument("--latency", type=float, default=0.2, help="fake server seconds per call (default 0.2)")
    parser.add_argument("--max-steps", type=int, default=3, help="ReAct step limit, i.e. calls per episode (default 3)")
    parser.add_argument("--episodes", type=int, default=48, help="episodes per level (default 48)")
    parser.add_argument("--model", help="a real model label instead of the fake server (e.g. embedded:0.5b)")
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    tasks = tasks_for(args.episodes)

    with tempfile.TemporaryDirectory() as folder:
        if args.model:
            from react_core.models.config import load_config
            from react_core.models.factory import open_model

            slots = max(levels)

            def factory(_label: str):
                if args.model.startswith("embedded"):
                    size = args.model.partition(":")[2] or None
                    return open_model(
                        load_config({"provider": "embedded", "embedded_size": size, "slots": slots, "cache": False})
                    )
                return open_model(load_config({"model": args.model, "cache": False}))

            print(f"# model {args.model}; {args.episodes} ReAct episodes per level, step limit {args.max_steps}")
            _table(levels, tasks, factory, args.max_steps, Path(folder), ideal=None)
            return
        from react_core.models.openai_model import OpenAIModel
        from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

        with FakeOpenAIServer(models=("bench-model",)) as server:
            server.default = Scripted(texts=[" I need to search.\nAction 1: Search[Vienna]"], delay_s=args.latency)
            model = OpenAIModel(base_url=server.base_url, model="bench-model", api_style="completion", retries=0)
            print(
                f"# fake OpenAI-compatible server, {args.latency:.2f} s per call, {args.max_steps} calls per episode, "
                f"{args.episodes} ReAct episodes per level, bundled corpus"
            )
            ideal = 60.0 / (args.max_steps * args.latency) if args.latency > 0 else None
            _table(levels, tasks, lambda _label: model, args.max_steps, Path(folder), ideal)


def _table(levels, tasks, factory, max_steps, folder, ideal) -> None:
    print(
        f"{'concurrency':>11} {'seconds':>8} {'episodes/min':>13} {'speed-up':>9}"
        + (f" {'of ideal':>9}" if ideal else "")
    )
    base = None
    for level in levels:
        seconds, per_minute = run_level(level, tasks, factory, max_steps, folder)
        base = base or per_minute
        line = f"{level:>11} {seconds:>8.1f} {per_minute:>13.1f} {per_minute / base:>8.2f}x"
        if ideal:
            line += f" {per_minute / (ideal * level):>8.0%}"
        print(line, flush=True)


if __name__ == "__main__":
    main()

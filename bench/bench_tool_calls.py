"""Text ReAct vs ReAct (tool calls) vs Act on a few HotpotQA questions with one model (default: the embedded 1.5B).

    .venv/bin/python bench/bench_tool_calls.py                                  # 5 questions of the shared 50
    .venv/bin/python bench/bench_tool_calls.py --tasks 3 --methods react_tools
    .venv/bin/python bench/bench_tool_calls.py --questions ../shared/data/hotpotqa/hotpot_dev_distractor_first50.hf.json

Each episode runs sequentially to its end (the family's step limit, 7) on the question file's own pages,
greedy, the repeat aid off, the response cache off. Prints per method: EM with a 95% (Wilson) interval, how
many tool calls were written as text (read from it) + held to the schema (asked again, held by a JSON
Schema of the calls) out of the tool-call steps, bad calls (no usable action even then), and per step the model's tokens in/out and seconds.
A handful of questions says little about a method: read the interval, not the point.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from react_core.data.tasks import load_tasks
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.prompting.tool_agent import HELD, IN_TEXT
from react_core.scoring.intervals import mean_interval
from react_core.trajectory.trajectory import StepKind

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "hotpotqa"
QUESTIONS = SHARED / "hotpot_dev_distractor_first50.hf.json"


def run(method: str, tasks, model, save: Path | None = None) -> dict:
    ems, actions, held, in_text, bad, tokens_in, tokens_out, seconds = [], 0, 0, 0, 0, 0, 0, 0.0
    for task in tasks:
        engine = new_engine(task, method, model)
        started = time.perf_counter()
        engine.run()
        seconds += time.perf_counter() - started
        trajectory = engine.trajectory
        if save is not None:  # to read afterwards how each call came (its notes, info, the raw replies)
            save.mkdir(parents=True, exist_ok=True)
            (save / f"{method}-{task.id}.json").write_text(trajectory.to_json(), encoding="utf-8")
        ems.append(catalog.score_branch(trajectory).em)
        steps = trajectory.steps_of()
        actions += sum(1 for s in steps if s.kind == StepKind.ACTION)
        held += sum(1 for s in steps if s.kind == StepKind.ACTION and HELD in s.info)
        in_text += sum(1 for s in steps if s.kind == StepKind.ACTION and IN_TEXT in s.info)
        bad += trajectory.branch().bad_calls
        calls = list(trajectory.calls.values())
        tokens_in += sum(c.tokens_in for c in calls)
        tokens_out += sum(c.tokens_out for c in calls)
        print(f"  {method:12s} {task.id}: EM {ems[-1]:.0f}, answer {trajectory.branch().answer!r}", flush=True)
    interval = mean_interval(ems)
    per_step = max(actions, 1)
    return {
        "method": method,
        "em": sum(ems) / len(ems),
        "interval": (interval.low, interval.high),
        "held": held,
        "in_text": in_text,
        "actions": actions,
        "bad": bad,
        "in_per_step": tokens_in / per_step,
        "out_per_step": tokens_out / per_step,
        "s_per_step": seconds / per_step,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", default=str(QUESTIONS), help="a HotpotQA question file (default: the shared 50)")
    parser.add_argument("--tasks", type=int, default=5, help="how many questions (default 5)")
    parser.add_argument(
        "--methods", default="react_tools,react,act", help="comma-separated (default react_tools,react,act)"
    )
    parser.add_argument("--model", default="embedded", help="embedded[:SIZE] or a model name (default: embedded)")
    parser.add_argument("--save", help="a folder to write each episode's trajectory (JSON) into")
    args = parser.parse_args()

    from react_core.models.config import load_config
    from react_core.models.factory import open_model

    if args.model.startswith("embedded"):
        size = args.model.partition(":")[2] or None
        model = open_model(load_config({"provider": "embedded", "embedded_size": size, "slots": 2, "cache": False}))
    else:
        model = open_model(load_config({"model": args.model, "cache": False}))
    tasks = load_tasks("hotpotqa", args.questions)[: args.tasks]
    print(f"{len(tasks)} HotpotQA questions from {args.questions}, model {model.name}", flush=True)
    rows = []
    for method in args.methods.split(","):  # the table after each method: a run cut short still says something
        rows.append(run(method, tasks, model, Path(args.save) if args.save else None))
        table(rows)


def table(rows: list[dict]) -> None:
    print()
    print(
        f"{'method':22s} {'EM':>5s} {'95% interval':>14s} {'text+held':>9s} {'bad':>4s} {'in/step':>8s} {'out/step':>9s} {'s/step':>7s}"
    )
    for r in rows:
        held = f"{r['in_text']}+{r['held']}/{r['actions']}" if r["method"] == "react_tools" else "-"
        print(
            f"{catalog.method_label(r['method']):22s} {r['em']:5.2f} {r['interval'][0]:6.2f}–{r['interval'][1]:<6.2f} "
            f"{held:>9s} {r['bad']:4d} {r['in_per_step']:8.0f} {r['out_per_step']:9.1f} {r['s_per_step']:7.1f}"
        )


if __name__ == "__main__":
    main()

"""Text ReAct vs ReAct (tool calls) vs Act on a few HotpotQA questions with one model (default: the embedded 1.5B).

    .venv/bin/python bench/bench_tool_calls.py                                  # 5 questions of the shared 50
    .venv/bin/python bench/bench_tool_calls.py --tasks 3 --methods react_tools
    .venv/bin/python bench/bench_tool_calls.py --questions ../shared/data/hotpotqa/hotpot_dev_distractor_first50.hf.json

Each episode runs sequentially to its end (the family's step limit, 7) on the question file's own pages,
greedy, the repeat aid off (`--aid`: on, as `eval` has it), the response cache off. Prints per method: EM with a 95% (Wilson) interval, how
many tool calls were written as text (read from it) + held to the schema (asked again, held by a JSON
Schema of the calls) out of the tool-call steps, bad calls (no usable action even then), per step the model's
tokens in/out and seconds, model calls an action (the repeat aid's and held asks included), and thoughts with a
call's JSON in them (the call the model meant, written as text before the call it made).
A handful of questions says little about a method: read the interval, not the point.

    .venv/bin/python bench/bench_tool_calls.py --batch cmp-hotpotqa-20          # a stored `eval` batch, any family

    .venv/bin/python bench/bench_tool_calls.py --tasks 1 --timings            # llama.cpp's timings, per call

With `--timings`, each model call prints the embedded server's own `timings`: tokens of the prompt taken from
the slot's cache (`cache_n`) and read (`prompt_n`, `prompt_ms`), tokens written (`predicted_n`, `predicted_ms`),
with the call's tool_choice and temperature (a repeat aid's ask is at 0.7); the table then adds per method
model calls an action and the seconds reading and writing. Where a step's time goes, in the server's words.

With `--batch`, nothing runs: the same figures are read from a batch `python -m react_core eval` stored (its
`--methods react_tools,react,act`), on any family (WebShop: score and success rate). Its seconds per step are
each episode's wall time at the batch's concurrency, over the episodes the response cache did not answer.
`--batch a,b,c` pools several batches (each method over every episode it has in them). Then the first two
methods are paired task by task (in each batch, the tasks both ran): how many both got right (won, on the
games), only one of them, neither; and which tasks went one way in every batch both ran. A batch of several
models is paired model by model.

    .venv/bin/python bench/bench_tool_calls.py --batch t45-hotpot50d,t45-hotpot50e --methods react_tools,react
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
from react_core.prompting.method_base import Generation
from react_core.prompting.tool_agent import HELD, IN_TEXT
from react_core.scoring.intervals import mean_interval
from react_core.trajectory.steps import Outcome, StepKind

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "hotpotqa"
QUESTIONS = SHARED / "hotpot_dev_distractor_first50.hf.json"


class ServerTimings:
    """Every call's llama.cpp `timings` (OpenAIModel.last_server_timings), printed as it comes."""

    def __init__(self) -> None:
        self.rows: list[dict] = []

    def watch(self) -> None:
        from react_core.models.openai_model import OpenAIModel

        complete, rows = OpenAIModel.complete, self.rows

        def timed(model, request, *args, **kwargs):
            reply = complete(model, request, *args, **kwargs)
            t = model.last_server_timings or {}
            row = {
                "choice": request.tool_choice or "text",
                "temperature": request.temperature,
                "cache_n": int(t.get("cache_n", 0)),
                "prompt_n": int(t.get("prompt_n", 0)),
                "prompt_ms": float(t.get("prompt_ms", 0.0)),
                "predicted_n": int(t.get("predicted_n", 0)),
                "predicted_ms": float(t.get("predicted_ms", 0.0)),
                "wall_s": reply.latency_s,
            }
            rows.append(row)
            print(
                f"    call {row['choice']:8s} t={row['temperature']:.1f}  cached {row['cache_n']:5d}  read "
                f"{row['prompt_n']:5d} in {row['prompt_ms'] / 1000:6.1f} s  wrote {row['predicted_n']:4d} in "
                f"{row['predicted_ms'] / 1000:6.1f} s  (wall {row['wall_s']:.1f} s)",
                flush=True,
            )
            return reply

        OpenAIModel.complete = timed  # type: ignore[method-assign,assignment]

    def since(self, start: int) -> dict:
        rows = self.rows[start:]
        return {
            "calls": len(rows),
            "cached": sum(r["cache_n"] for r in rows),
            "read": sum(r["prompt_n"] for r in rows),
            "read_s": sum(r["prompt_ms"] for r in rows) / 1000,
            "wrote": sum(r["predicted_n"] for r in rows),
            "write_s": sum(r["predicted_ms"] for r in rows) / 1000,
        }


def run(
    method: str, tasks, model, save: Path | None = None, timings: ServerTimings | None = None, aid: bool = False
) -> dict:
    episodes = []
    start = len(timings.rows) if timings is not None else 0
    for task in tasks:
        engine = new_engine(task, method, model, generation=Generation(retry_repeats=True) if aid else None)
        started = time.perf_counter()
        engine.run()
        trajectory = engine.trajectory
        if save is not None:  # to read afterwards how each call came (its notes, info, the raw replies)
            save.mkdir(parents=True, exist_ok=True)
            (save / f"{method}-{task.id}.json").write_text(trajectory.to_json(), encoding="utf-8")
        em = catalog.score_branch(trajectory).em
        episodes.append((trajectory, em, None, time.perf_counter() - started))
        print(f"  {method:12s} {task.id}: EM {em:.0f}, answer {trajectory.branch().answer!r}", flush=True)
    figures = measure(method, episodes)
    if timings is not None:
        figures["server"] = timings.since(start)
    return figures


def measure(method: str, episodes: list) -> dict:
    """The figures of `episodes`: (trajectory, score 0-1, success or None, wall seconds or None when the
    response cache answered it)."""
    scores = [score for _, score, _, _ in episodes]
    successes = [float(ok) for _, _, ok, _ in episodes if ok is not None]
    actions = held = in_text = bad = tokens_in = tokens_out = json_thoughts = model_calls = 0
    timed_actions, seconds = 0, 0.0
    for trajectory, _, _, wall in episodes:
        steps = trajectory.steps_of()
        acted = sum(1 for s in steps if s.kind == StepKind.ACTION)
        actions += acted
        held += sum(1 for s in steps if s.kind == StepKind.ACTION and HELD in s.info)
        in_text += sum(1 for s in steps if s.kind == StepKind.ACTION and IN_TEXT in s.info)
        bad += trajectory.branch().bad_calls
        # a thought with a call's JSON in it: the call the model meant, written as text before the one it made
        json_thoughts += sum(1 for s in steps if s.kind == StepKind.THOUGHT and '{"name"' in s.text)
        calls = list(trajectory.calls.values())
        model_calls += len(calls)
        tokens_in += sum(c.tokens_in for c in calls)
        tokens_out += sum(c.tokens_out for c in calls)
        if wall is not None:
            timed_actions, seconds = timed_actions + acted, seconds + wall
    interval = mean_interval(scores)
    per_step = max(actions, 1)
    at_limit = sum(1 for trajectory, *_ in episodes if trajectory.branch().outcome == Outcome.STEP_LIMIT)
    return {
        "method": method,
        "n": len(episodes),
        "em": sum(scores) / max(len(scores), 1),
        "interval": (interval.low, interval.high),
        "success": sum(successes) / len(successes) if successes else None,
        "held": held,
        "in_text": in_text,
        "actions": actions,
        "bad": bad,
        "json_thoughts": json_thoughts,
        "calls_per_action": model_calls / per_step,
        "in_per_step": tokens_in / per_step,
        "out_per_step": tokens_out / per_step,
        "s_per_step": seconds / timed_actions if timed_actions else float("nan"),
        "timed": sum(1 for *_, wall in episodes if wall is not None),
        "at_limit": at_limit,
    }


# (batch, task, model) -> method -> right (won, on the games)
Outcomes = dict[tuple[str, str, str], dict[str, bool]]


def from_batch(batches: list[str], results: str | None, methods: list[str]) -> tuple[list[dict], Outcomes]:
    """The figures of stored `eval` batches, per method, pooled over them (see the module's docstring), and each
    task's outcome per method, for `paired`."""
    from react_core.common.paths import react_home
    from react_core.evaluation.results import ResultsStore

    store = ResultsStore(Path(results) if results else react_home() / "evaluation.sqlite3")
    frames = {batch: store.frame(batch, failed=False) for batch in dict.fromkeys(batches)}  # each once
    empty = [batch for batch, frame in frames.items() if frame.empty]
    if empty:
        raise SystemExit(f"No episodes stored for batch {empty[0]!r}: `python -m react_core eval --list` names them.")
    rows: list[dict] = []
    outcomes: Outcomes = {}
    for method in methods:
        episodes = []
        for batch, frame in frames.items():
            for row in frame[frame["method"] == method].itertuples():
                trajectory = store.trajectory(batch, row.task_id, row.method, row.model)
                success = None if row.success is None else bool(row.success)
                cached = all(c.cache_hit for c in trajectory.calls.values())  # replayed: its wall time is no step's
                score = float(row.score or 0.0)
                episodes.append((trajectory, score, success, None if cached else float(row.seconds)))
                right = success if success is not None else score >= 1.0
                outcomes.setdefault((batch, row.task_id, row.model), {})[method] = right
        if episodes:
            rows.append(measure(method, episodes))
    return rows, outcomes


def paired(outcomes: Outcomes, first: str, second: str) -> None:
    """The two methods task by task, where both ran: both right, only one, neither; the difference of their
    rates with a paired bootstrap interval over the tasks (each task's rate over the batches first, so a
    question asked again in another batch does not count as a new question); with several batches, the tasks
    one method got right and the other wrong in every batch where both ran (a difference no batch-to-batch
    noise undid)."""
    from react_core.evaluation.paired import paired_bootstrap

    both = [(key, out[first], out[second]) for key, out in outcomes.items() if first in out and second in out]
    if not both:
        return
    count = {(a, b): sum(1 for _, x, y in both if (x, y) == (a, b)) for a in (True, False) for b in (True, False)}
    name_a, name_b = catalog.method_label(first), catalog.method_label(second)
    print(
        f"\npaired, {len(both)} episodes of each: both right {count[True, True]}, only {name_a} "
        f"{count[True, False]}, only {name_b} {count[False, True]}, neither {count[False, False]}"
    )
    by_task: dict[tuple[str, str], list[tuple[bool, bool]]] = {}
    for (_, task, model), a, b in both:
        by_task.setdefault((task, model), []).append((a, b))
    rates = [sum(float(a) - float(b) for a, b in ways) / len(ways) for ways in by_task.values()]
    interval = paired_bootstrap(rates)
    low, mid, high = (round(v * 100, 1) + 0.0 for v in (interval.low, interval.estimate, interval.high))  # no -0.0
    print(f"  {name_a} minus {name_b}, over {len(rates)} tasks: {mid:+.1f} points [{low:+.1f}, {high:+.1f}]")
    batches = {batch for (batch, _, _), _, _ in both}  # the batches where both methods ran
    if len(batches) < 2:
        return
    for winner, loser, way in ((name_a, name_b, (True, False)), (name_b, name_a, (False, True))):
        always = sorted(task for (task, _), ways in by_task.items() if len(ways) == len(batches) and set(ways) == {way})
        if always:
            print(
                f"  right for {winner}, wrong for {loser} in all {len(batches)} batches both ran: {len(always)} "
                f"({', '.join(always)})"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", default=str(QUESTIONS), help="a HotpotQA question file (default: the shared 50)")
    parser.add_argument("--tasks", type=int, default=5, help="how many questions (default 5)")
    parser.add_argument(
        "--methods", default="react_tools,react,act", help="comma-separated (default react_tools,react,act)"
    )
    parser.add_argument("--model", default="embedded", help="embedded[:SIZE] or a model name (default: embedded)")
    parser.add_argument("--save", help="a folder to write each episode's trajectory (JSON) into")
    parser.add_argument("--aid", action="store_true", help="the small-model repeat aid on (as `eval` has it)")
    parser.add_argument("--timings", action="store_true", help="print llama.cpp's timings of every call")
    parser.add_argument(
        "--batch", help="read a stored `eval` batch instead of running (any family); a,b,c pools several"
    )
    parser.add_argument("--results", help="with --batch: its results database (default: REACT_HOME's)")
    args = parser.parse_args()
    if args.batch:
        methods = args.methods.split(",")
        rows, outcomes = from_batch(args.batch.split(","), args.results, methods)
        table(rows)
        if len(methods) >= 2:
            paired(outcomes, methods[0], methods[1])
        return

    from react_core.models.config import load_config
    from react_core.models.factory import open_model

    if args.model.startswith("embedded"):
        size = args.model.partition(":")[2] or None
        model = open_model(load_config({"provider": "embedded", "embedded_size": size, "slots": 2, "cache": False}))
    else:
        model = open_model(load_config({"model": args.model, "cache": False}))
    tasks = load_tasks("hotpotqa", args.questions)[: args.tasks]
    print(f"{len(tasks)} HotpotQA questions from {args.questions}, model {model.name}", flush=True)
    timings = ServerTimings() if args.timings else None
    if timings is not None:
        timings.watch()
    rows = []
    for method in args.methods.split(","):  # the table after each method: a run cut short still says something
        rows.append(run(method, tasks, model, Path(args.save) if args.save else None, timings, args.aid))
        table(rows)


def table(rows: list[dict]) -> None:
    """Score (EM on the knowledge tasks, WebShop's score) with its 95% interval, success rate where there is
    one, calls read from text + held to the schema out of the actions, bad calls, tokens and seconds a step."""
    print()
    print(
        f"{'method':22s} {'n':>3s} {'score':>5s} {'95% interval':>14s} {'SR':>5s} {'text+held':>11s} {'bad':>4s} "
        f"{'in/step':>8s} {'out/step':>9s} {'s/step':>7s} {'timed':>5s} {'calls/step':>10s} {'json-thought':>12s} "
        f"{'at limit':>8s}"
    )
    for r in rows:
        held = f"{r['in_text']}+{r['held']}/{r['actions']}" if r["method"] == "react_tools" else "-"
        success = f"{r['success']:5.2f}" if r.get("success") is not None else "    -"
        print(
            f"{catalog.method_label(r['method']):22s} {r['n']:3d} {r['em']:5.2f} "
            f"{r['interval'][0]:6.2f}–{r['interval'][1]:<6.2f} {success} {held:>11s} {r['bad']:4d} "
            f"{r['in_per_step']:8.0f} {r['out_per_step']:9.1f} {r['s_per_step']:7.1f} {r.get('timed', r['n']):5d} "
            f"{r['calls_per_action']:10.2f} {r['json_thoughts']:12d} {r['at_limit']:8d}"
        )
    for r in rows:
        if "server" in r:  # --timings: the server's own account, per action
            s, per = r["server"], max(r["actions"], 1)
            print(
                f"  {r['method']}: per action {s['calls'] / per:.2f} model calls; {s['cached'] / per:.0f} tokens from "
                f"the slot's cache, {s['read'] / per:.0f} read in {s['read_s'] / per:.1f} s, {s['wrote'] / per:.0f} "
                f"written in {s['write_s'] / per:.1f} s"
            )


if __name__ == "__main__":
    main()

"""Re-run from call k against a full re-run: model calls, tokens and seconds, and each taped call's time;
and N tries from call k with and without a change on the embedded model, the estimate said before.

Run: .venv/bin/python bench/bench_rerun.py [--calls 10] [--k 8] [--model-s 0.3] [--repeats 5]
     .venv/bin/python bench/bench_rerun.py --tries 3      # the embedded model (see `measure_tries`)
An agent (the `openai` client in a loop, one tool call a turn, as a person's agent would be) is recorded
through the steering endpoint over `--calls` calls, against the tests' fake model server answering each
call after `--model-s` seconds (a small model's reply; the real one takes longer). Then it is re-run
twice: from call k with an edited reply (calls before k answered from the tape), and from call 1 (every
call live, what a re-run costs without a tape). Goal (issue 47): calls before k cost no model call and
no token, and under 100 ms each.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import openai

from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_replay import ReplyChange, Source
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer

TOOLS = [
    {
        "type": "function",
        "function": {"name": "lookup", "parameters": {"type": "object", "properties": {"page": {"type": "integer"}}}},
    }
]


def agent(base_url: str, took: list[float]) -> int:
    """Look up pages until the model answers; the seconds of each call in `took`; the number of calls."""
    client = openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0)
    messages: list[Any] = [
        {"role": "system", "content": "Read the pages one by one."},
        {"role": "user", "content": "Summarise the report."},
    ]
    for number in range(1, 100):
        started = time.perf_counter()
        reply = client.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        took.append(time.perf_counter() - started)
        message = reply.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            return number
        for call in message.tool_calls:
            messages.append(
                {"role": "tool", "tool_call_id": call.id, "content": f"page text {call.function.arguments}"}
            )
    raise RuntimeError("the agent did not finish")


def script(upstream: FakeOpenAIServer, calls: int, model_s: float) -> None:
    for page in range(1, calls):
        upstream.reply(
            f"Page {page} next.", tool_calls=[{"name": "lookup", "arguments": {"page": page}}], delay_s=model_s
        )
    upstream.reply("The report says the pages agree.", delay_s=model_s)


def measure(args: argparse.Namespace) -> None:
    rows: dict[str, list[tuple[float, int, int]]] = {
        "recorded": [],
        "from call k (tape)": [],
        "from call 1 (all live)": [],
    }
    taped_ms: list[float] = []
    with tempfile.TemporaryDirectory() as folder, FakeOpenAIServer() as upstream:
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(Path(folder) / "history.sqlite3")) as server:
            for _ in range(args.repeats):
                run = server.runs.open(config, "bench agent")
                script(upstream, args.calls, args.model_s)
                rows["recorded"].append(_timed(upstream, run, []))
                run.flush()
                original = Trajectory.from_dict(run.trajectory.to_dict())
                reply = recorded_calls(original)[args.k - 1].reply
                change = ReplyChange.editing(reply, thought="Skip to the summary page.")
                rerun = open_rerun(server.runs, original, args.k, config, change)
                script_tail(upstream, args.calls - args.k, args.model_s)
                took: list[float] = []
                rows["from call k (tape)"].append(_timed(upstream, rerun, took))
                assert rerun.tape is not None
                taped_ms += [t * 1000 for t, a in zip(took, rerun.tape.answers) if a.source == Source.TAPE]
                full = open_rerun(server.runs, original, 1, config)
                script(upstream, args.calls, args.model_s)
                rows["from call 1 (all live)"].append(_timed(upstream, full, []))
    print(
        f"{args.calls} calls a run, re-run from call {args.k}, the model {args.model_s:g} s a call, {args.repeats} repeats"
    )
    print(f"{'run':<24} {'model calls':>11} {'tokens':>8} {'seconds (median)':>17}")
    for name, values in rows.items():
        seconds = statistics.median(v[0] for v in values)
        print(f"{name:<24} {values[0][1]:>11} {values[0][2]:>8} {seconds:>17.2f}")
    ordered = sorted(taped_ms)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    print(
        f"a call from the tape: median {statistics.median(taped_ms):.1f} ms, p95 {p95:.1f} ms, "
        f"max {max(taped_ms):.1f} ms over {len(taped_ms)} calls (goal < 100 ms)"
    )


def script_tail(upstream: FakeOpenAIServer, live: int, model_s: float) -> None:
    """The live calls after k: lookups, then the answer."""
    for page in range(live - 1):
        upstream.reply(
            f"Page {90 + page} next.",
            tool_calls=[{"name": "lookup", "arguments": {"page": 90 + page}}],
            delay_s=model_s,
        )
    upstream.reply("The summary page says the pages agree.", delay_s=model_s)


def _timed(upstream: FakeOpenAIServer, run: Any, took: list[float]) -> tuple[float, int, int]:
    """(seconds, model calls, tokens the model read and wrote) of one run of the agent."""
    before = len(upstream.completion_requests)
    started = time.perf_counter()
    agent(run.base_url, took)
    seconds = time.perf_counter() - started
    run.flush()
    with run.lock:
        totals = run.trajectory.totals()
    return seconds, len(upstream.completion_requests) - before, totals["tokens_in"] + totals["tokens_out"]


AGENT = Path(__file__).resolve().parents[1] / "tests" / "support" / "city_loop_agent.py"
TASK = "How many people live in Paris?"


def measure_tries(args: argparse.Namespace) -> None:
    """On the embedded model: a plain `openai` agent (tests/support/city_loop_agent.py, one tool) recorded
    once, re-run from call 2 (call 1 from the tape) and from call 1 (all live), then N tries each way from
    call 1 with the change "Lima" for the recorded "Paris", judged by /Lima|10,?151,?000/ on the final reply:
    the estimate said before, the time taken, and the result."""
    from react_core.endpoint.agent_checks import RegexCheck
    from react_core.endpoint.agent_effect import AgentTries, TryPlan
    from react_core.endpoint.agent_effect_estimate import estimate_agent_tries
    from react_core.endpoint.agent_process import AgentCommand
    from react_core.endpoint.attached import Attached
    from react_core.evaluation.estimate import call_pace

    config = load_config({}, env={})
    assert config.is_embedded, "the tries run on the embedded model"
    command = AgentCommand((sys.executable, str(AGENT), TASK))
    with tempfile.TemporaryDirectory() as folder:
        with EndpointServer(TrajectoryStore(Path(folder) / "history.sqlite3")) as server:
            run = server.runs.open(config, "city agent")
            run.warm().join()
            recorded_s, _ = _attached(Attached(server.runs, run, command))
            original = Trajectory.from_dict(run.trajectory.to_dict())
            calls = recorded_calls(original)
            totals = original.totals()
            print(
                f"recorded: {len(calls)} model calls, {totals['tokens_in'] + totals['tokens_out']} tokens, "
                f"{recorded_s:.1f} s (the agent's whole run)"
            )
            for k in (2, 1):
                if k > len(calls):
                    continue
                rerun = open_rerun(server.runs, original, k, config, saved=False)
                seconds, _ = _attached(Attached(server.runs, rerun, command))
                assert rerun.tape is not None
                live = [a for a in rerun.tape.answers if a.source == Source.LIVE]
                with rerun.lock:
                    spent = rerun.trajectory.totals()
                print(
                    f"re-run from call {k}: {len(live)} live model calls of {len(rerun.tape.answers)}, "
                    f"{spent['tokens_in'] + spent['tokens_out']} tokens, {seconds:.1f} s"
                )
            change = ReplyChange.editing(calls[0].reply, arguments={0: {"city": "Lima"}})
            estimate = estimate_agent_tries(original, 1, args.tries, pace=call_pace(config))
            print(f"estimate shown before: {estimate.line()}")
            by_seconds = estimate_agent_tries(original, 1, args.tries)  # the recorded seconds alone (before)
            print(f"from the recorded seconds alone it would say {by_seconds.seconds or 0:.0f} s")
            plan = TryPlan(original, 1, change, command, config, RegexCheck(r"Lima|10,?151,?000"), n=args.tries)
            started = time.perf_counter()
            effect = AgentTries(server.runs, plan).run()
            took = time.perf_counter() - started
    print(f"actual: {took:.0f} s for {effect.done} tries (estimate {estimate.seconds or 0:.0f} s)")
    print(f"result: {effect.line()}")
    for done in effect.tries:
        print(
            f"  try {done['index']} {done['arm']}: {done['passed']} in {done['seconds']:.1f} s, {done['final_reply'][:80]!r}"
        )


def _attached(attached: Any) -> tuple[float, Any]:
    started = time.perf_counter()
    assert attached.start() is None
    attached.wait()
    finished = attached.finish()
    return time.perf_counter() - started, finished


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tries", type=int, help="N tries each way on the embedded model (instead of the rest)")
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--k", type=int, default=8)
    parser.add_argument("--model-s", type=float, default=0.3)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if args.tries:
        measure_tries(args)
        return
    if not 1 < args.k <= args.calls:
        parser.error("--k must be 2 to --calls")
    measure(args)


if __name__ == "__main__":
    main()

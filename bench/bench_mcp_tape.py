"""MCP tool calls from the tape: what one costs the MCP proxy, against the same call recorded live.

Run: .venv/bin/python bench/bench_mcp_tape.py [--calls 10] [--server-s 0.2] [--repeats 3]
An agent (the `openai` client in a loop) makes one MCP tool call after each model reply, through the
run's MCP routes as `react-workbench mcp-proxy` makes them (`Workbench.ask`, then `tell` with the server's
answer; the server itself stood in by a wait of `--server-s` seconds, a small tool's time). Recorded over
`--calls` model calls, then re-run from the last call: the MCP calls before it are answered from the tape.
Printed: the proxy's wait per MCP call, recorded (asking the run, the server, telling the run) and from the
tape (asking the run only; the server never called). Goal (issue 47): a taped call under 100 ms.
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
from react_core.endpoint.mcp_workbench import Workbench
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_replay import ReplyChange
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer

TOOLS = [{"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}]


def agent(base_url: str, root: str, calls: int, server_s: float) -> list[tuple[bool, float]]:
    """The agent's run: (from the tape, seconds the proxy waited) for each MCP call."""
    model = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0)
    workbench = Workbench(root)
    messages: list[Any] = [{"role": "user", "content": "Write the pages."}]
    timings = []
    for _ in range(calls + 1):
        reply = model.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        message = reply.choices[0].message
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            return timings
        page = len(timings) + 1
        params = {"name": "write_page", "arguments": {"page": page}}
        body = {"server": "pages", "tool": "write_page", "arguments": params["arguments"], "read_only": False}
        body.update({"call_id": f"mcp_{time.monotonic_ns()}", "params": params, "allowed": True})
        started = time.perf_counter()
        decision = workbench.ask(body)
        if decision.taped is None:
            time.sleep(server_s)  # the server writes the page
            answer = {"result": {"content": [{"type": "text", "text": f"wrote page {page}"}], "isError": False}}
            workbench.tell(body["call_id"], answer["result"]["content"], False, answer)
        timings.append((decision.taped is not None, time.perf_counter() - started))
        messages.append({"role": "tool", "tool_call_id": message.tool_calls[0].id, "content": f"page {page}"})
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--server-s", type=float, default=0.2)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    recorded: list[float] = []
    taped: list[float] = []
    with tempfile.TemporaryDirectory() as folder, FakeOpenAIServer() as upstream:
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(Path(folder) / "history.sqlite3")) as server:
            for _ in range(args.repeats):
                for n in range(args.calls):
                    upstream.reply(f"Page {n + 1}.", tool_calls=[{"name": "lookup", "arguments": {"page": n + 1}}])
                upstream.reply("All pages written.")
                run = server.runs.open(config, "pages")
                recorded += [s for _, s in agent(run.base_url, run.root_url, args.calls, args.server_s)]
                original = Trajectory.from_dict(run.trajectory.to_dict())
                rerun = open_rerun(server.runs, original, args.calls + 1, config, ReplyChange("Done."))
                taped += [
                    s for from_tape, s in agent(rerun.base_url, rerun.root_url, args.calls, args.server_s) if from_tape
                ]

    def line(name: str, seconds: list[float]) -> str:
        ms = sorted(s * 1000 for s in seconds)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        return (
            f"{name}: {len(ms)} MCP calls, median {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, max {ms[-1]:.0f} ms"
        )

    print(line("recorded (ask the run, the server, tell the run)", recorded))
    print(line("from the tape (ask the run; the server not called)", taped))


if __name__ == "__main__":
    main()

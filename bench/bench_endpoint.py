"""The steering endpoint's cost: overhead per call against calling the model server directly, the delay
it adds to a streamed reply's first token, and 8 agents at once on one endpoint with nothing lost.

Run: .venv/bin/python bench/bench_endpoint.py [--calls 200] [--agents 8] [--turns 5]
The model server is the tests' fast fake (tests/support/fake_openai_server.py): what is measured is the
endpoint (HTTP, forwarding, recording, saving to History after every call), not a model. Each client is
the `openai` package, as an agent's would be. Goals (issue 46): < 10 ms a call, first token < 20 ms later.
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import openai

from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

TOOLS = [
    {
        "type": "function",
        "function": {"name": "lookup", "parameters": {"type": "object", "properties": {"topic": {"type": "string"}}}},
    }
]
QUESTION = [{"role": "user", "content": "What is the capital of Zubrowka? Look it up."}]


def ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(values) * 1000:6.2f} ms, p95 {p95 * 1000:6.2f} ms"


def timed_calls(client: openai.OpenAI, calls: int) -> list[float]:
    took = []
    for _ in range(calls):
        started = time.perf_counter()
        client.chat.completions.create(model="fake-model", messages=QUESTION, tools=TOOLS)  # type: ignore[arg-type]
        took.append(time.perf_counter() - started)
    return took


def first_tokens(client: openai.OpenAI, calls: int) -> list[float]:
    took = []
    for _ in range(calls):
        started = time.perf_counter()
        stream = client.chat.completions.create(model="fake-model", messages=QUESTION, stream=True)
        for chunk in stream:
            if chunk.choices and chunk.choices[0].delta.content:
                took.append(time.perf_counter() - started)
                break
        stream.close()
    return took


def agent_loop(base_url: str, turns: int, failures: list[str]) -> None:
    """An agent: `turns` tool calls, each answered, then its answer."""
    client = openai.OpenAI(base_url=base_url, api_key="unused", max_retries=0)
    messages: list[dict[str, Any]] = list(QUESTION)
    try:
        for _ in range(turns + 1):
            reply = client.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
            message = reply.choices[0].message
            messages.append(message.model_dump(exclude_none=True))
            for call in message.tool_calls or []:
                messages.append({"role": "tool", "tool_call_id": call.id, "content": "Zubrowka: capital Lutz."})
            if not message.tool_calls:
                return
    except openai.OpenAIError as exc:
        failures.append(str(exc))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=200, help="calls per measurement (default 200)")
    parser.add_argument("--agents", type=int, default=8, help="agents at once (default 8)")
    parser.add_argument("--turns", type=int, default=5, help="tool calls per agent before its answer (default 5)")
    parser.add_argument("--run-calls", type=int, default=20, help="calls per run in the overhead figure (default 20)")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="bench-endpoint-")
    os.environ["REACT_HOME"] = home
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}  cores: {os.cpu_count()}")
    with FakeOpenAIServer() as upstream:
        # The fake writes headers and body apart; with Nagle on, a client's delayed ACK adds 40 ms to every direct
        # call, which would flatter the endpoint (it turns Nagle off). Off here too, for a fair baseline.
        upstream._httpd.RequestHandlerClass.disable_nagle_algorithm = True  # type: ignore[attr-defined]
        upstream.default = Scripted(
            texts=["Looking it up."], tool_calls=[{"name": "lookup", "arguments": {"topic": "Zubrowka"}}]
        )
        config = load_config(
            {"base_url": upstream.base_url, "model": "fake-model", "api_key": "sk-x", "retries": 0}, env={}
        )
        store = TrajectoryStore(Path(home) / "history.sqlite3")
        with EndpointServer(store) as server:
            run = server.runs.open(config, "bench")
            direct = openai.OpenAI(base_url=upstream.base_url, api_key="sk-x", max_retries=0)
            through = openai.OpenAI(base_url=run.base_url, api_key="unused", max_retries=0)
            timed_calls(direct, 10), timed_calls(through, 10)  # warm both paths
            plain, proxied = [], []
            for start in range(0, args.calls, args.run_calls):  # in turns, so a change in the load hits both alike
                fresh_run = server.runs.open(config, "bench")
                agent = openai.OpenAI(base_url=fresh_run.base_url, api_key="unused", max_retries=0)
                for _ in range(min(args.run_calls, args.calls - start)):
                    plain += timed_calls(direct, 1)
                    proxied += timed_calls(agent, 1)
            overhead = statistics.median(proxied) - statistics.median(plain)
            print(f"call, model server directly: {ms(plain)}")
            print(f"call, through the endpoint:  {ms(proxied)}  (a new run every {args.run_calls} calls)")
            print(f"overhead per call: {overhead * 1000:.2f} ms (median against median; goal < 10 ms)")
            long = timed_calls(through, args.calls)
            print(f"call, one run growing to {len(run.trajectory.calls)} calls: {ms(long)}")
            upstream.default = Scripted(texts=["Lutz is the capital of Zubrowka, as the page says."])
            fresh = server.runs.open(config, "bench stream")
            streamed = openai.OpenAI(base_url=fresh.base_url, api_key="unused", max_retries=0)
            plain_first, proxied_first = [], []
            for _ in range(args.calls):  # in turns, as above
                plain_first += first_tokens(direct, 1)
                proxied_first += first_tokens(streamed, 1)
            later = statistics.median(proxied_first) - statistics.median(plain_first)
            print(f"first token, directly:        {ms(plain_first)}")
            print(f"first token, through it:      {ms(proxied_first)}")
            print(f"first token later by: {later * 1000:.2f} ms (goal < 20 ms)")
            upstream.default = Scripted(
                texts=["Looking it up."], tool_calls=[{"name": "lookup", "arguments": {"topic": "Zubrowka"}}]
            )
            upstream.rules.append((f"turn {args.turns + 1}", Scripted(texts=["Lutz."])))
            runs = [server.runs.open(config, f"agent {i}") for i in range(args.agents)]
            failures: list[str] = []
            started = time.perf_counter()
            threads = [threading.Thread(target=agent_loop, args=(r.base_url, args.turns, failures)) for r in runs]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            took = time.perf_counter() - started
            expected_calls = args.turns + 1
            lost = []
            for r in runs:
                r.flush()  # History is written on the run's own thread; wait for it before reading it back
                saved = store.load(r.trajectory.id)
                steps = saved.steps_of()
                actions = [s for s in steps if s.kind.value == "action"]
                observations = [s for s in steps if s.kind.value == "observation"]
                if (
                    len(saved.calls) != expected_calls
                    or len(actions) != expected_calls
                    or len(observations) != expected_calls - 1
                ):
                    lost.append(
                        f"{r.name}: {len(saved.calls)} calls, {len(actions)} actions, {len(observations)} observations"
                    )
            print(
                f"{args.agents} agents at once, {expected_calls} calls each (the last reply a tool call too, so no answer): "
                f"{took:.2f} s wall, {args.agents * expected_calls / took:.0f} calls/s; failures: {len(failures)}; "
                f"runs with anything lost: {len(lost)}"
            )
            for line in failures + lost:
                print(f"  {line}")
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    return 1 if failures or lost else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""For the MCP proxy's tests: a run of the steering endpoint (the real `EndpointServer` on 127.0.0.1, one run opened
on it; its model is never called: the agent here only calls MCP tools), the person at the run, and the agent
(the `mcp` SDK's client in a process of its own, starting the proxy as its stdio server)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import Hold
from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Step
from tests.support.mcp_servers import ROOT

UNUSED_MODEL = {"base_url": "http://127.0.0.1:9/v1", "model": "unused", "api_key": "unused", "retries": 0}


@contextmanager
def mcp_run(folder: Path, rules: HoldRules | None = None) -> Iterator[AgentRun]:
    """An endpoint with one run; its `root_url` is the proxy's $REACT_WORKBENCH_RUN_URL."""
    with EndpointServer(TrajectoryStore(folder / "history.db")) as server:
        yield server.runs.open(load_config(UNUSED_MODEL), "agent with MCP tools", rules)


def steps(run: AgentRun) -> list[Step]:
    with run.lock:
        return run.trajectory.steps_of()


def first_hold(run: AgentRun) -> Hold:
    """The hold the proxy's call waits on (the call runs in another process)."""
    for _ in range(6000):  # up to a minute
        pending = run.pending()
        if pending:
            return pending[0]
        time.sleep(0.01)
    raise AssertionError("no MCP call was held")


def edit_arguments(hold: Hold, arguments: dict[str, Any]) -> None:
    """A person's edit of a held MCP call: the same tool, other arguments (checked against its schema)."""
    call = hold.proposal.tool_calls[0]
    hold.edit(tool_calls=[{"id": call["id"], "name": call["function"]["name"], "arguments": arguments}])


PROXY = [sys.executable, "-m", "react_core.cli.mcp_proxy"]
BAD_SERVER = [sys.executable, str(ROOT / "tests" / "support" / "mcp_bad_server.py")]


def git_server(repository: Path) -> list[str]:
    return [sys.executable, "-m", "mcp_server_git", "--repository", str(repository)]


def proxied(server: list[str], root: str | None, *options: str) -> dict[str, Any]:
    """The proxy as the agent's stdio server, in front of `server`, recording on the run at `root`."""
    env = {k: v for k, v in os.environ.items() if k != "REACT_WORKBENCH_RUN_URL"}
    env["PYTHONPATH"] = str(ROOT)
    if root is not None:
        env["REACT_WORKBENCH_RUN_URL"] = root
    return {"command": PROXY[0], "args": [*PROXY[1:], *options, "--", *server], "env": env}


@dataclass(frozen=True)
class Result:
    """A tool call's result as the agent's client read it."""

    is_error: bool
    text: str


class AgentError(Exception):
    """A JSON-RPC error the agent's client raised (the SDK's MCPError): its code and message."""

    def __init__(self, code: int, message: str, results: list[Result]) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.results = code, message, results


def agent(server: dict[str, Any] | str, calls: list[tuple[str, dict[str, Any]]], listed: bool = True) -> list[Result]:
    """The agent's side, in a process of its own (tests/support/mcp_agent.py): connect to `server` (the proxied
    command, or a URL), list the tools, make the calls; their results, or AgentError."""
    request = {"server": {"url": server} if isinstance(server, str) else server, "calls": calls, "listed": listed}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "support" / "mcp_agent.py")],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    if done.returncode != 0 or not done.stdout.strip():
        raise AssertionError(f"the agent failed: {done.stderr[-3000:]}")
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    results = [Result(r["is_error"], r["text"]) for r in answer["results"]]
    if "error" in answer:
        raise AgentError(answer["error"]["code"], answer["error"]["message"], results)
    return results


def person(run: AgentRun, answer: Callable[[Hold], None]) -> threading.Thread:
    """A person at the run: answers the next hold when it comes."""
    thread = threading.Thread(target=lambda: answer(first_hold(run)), daemon=True)
    thread.start()
    return thread


def text(result: Result) -> str:
    return result.text

"""A run of the steering endpoint for the MCP proxy's tests: the real `EndpointServer` on 127.0.0.1, one run opened
on it (its model is never called: the agent here only calls MCP tools), and what a person does at the run."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import Hold
from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Step

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


Answer = Callable[[Hold], None]

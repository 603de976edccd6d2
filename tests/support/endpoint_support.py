"""Shared by the steering endpoint's tests: an endpoint in front of a FakeOpenAIServer, and the agent's client."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import openai

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from tests.support.fake_openai_server import FakeOpenAIServer

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "The weather in a city.",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
                "additionalProperties": False,
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "add",
            "description": "Add two numbers.",
            "parameters": {
                "type": "object",
                "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
                "required": ["a", "b"],
            },
        },
    },
]


@contextmanager
def endpoint(
    tmp_path: Path, rules: HoldRules | None = None, key: str | None = None
) -> Iterator[tuple[FakeOpenAIServer, EndpointServer, AgentRun]]:
    """A fake model server, the endpoint in front of it, and one run opened on it."""
    with FakeOpenAIServer(require_key=key) as upstream:
        config = load_config(
            {
                "base_url": upstream.base_url,
                "model": "fake-model",
                "api_key": key or "sk-upstream-secret",
                "retries": 0,
                "timeout_s": 10,
            },
            env={},
        )
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            run = server.runs.open(config, "weather agent", rules)
            yield upstream, server, run


def client(run: AgentRun, **options: object) -> openai.OpenAI:
    """The agent's own OpenAI client, pointed at the run (any key: the run's token is in its URL)."""
    return openai.OpenAI(base_url=run.base_url, api_key="anything", max_retries=0, **options)  # type: ignore[arg-type]

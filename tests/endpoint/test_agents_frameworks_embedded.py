"""Real agents of three frameworks on the embedded model (Qwen2.5-Coder-1.5B, llama.cpp) through the
steering endpoint: each example agent (examples/agents/) calls its own tool, a breakpoint holds the call,
a person edits its argument and the tool receives the edit.

The model writes its calls as text ("```json {"name": ..., "arguments": ...}```"); straight from the
llama.cpp server, each framework's agent takes that text as its final answer and ends after its first
turn, its tool never called (measured: LangGraph in 18 s, the Agents SDK in 18 s over chat completions
and 36 s over the Responses API; smolagents, which asks with tool_choice "required" and no max_tokens,
was still writing blank lines after 300 s). The endpoint reads the calls from the text and hands the
agent native `tool_calls` (contract A, react_core/models/native_tools.py).

Slow (each call reads a prompt of 300 to 1,500 tokens on CPU). Like tests/models/test_models_embedded.py it keeps
REACT_HOME (the model's server and weights live there) and skips without the model or `.venv-agents`,
unless REACT_REQUIRE_EMBEDDED / REACT_REQUIRE_AGENTS (make test) or CI make their absence a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import stop_embedded_servers
from react_core.models.server_build import find_server_binary
from react_core.models.weights import check_weights, spec_for
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, StepKind
from tests.support.framework_agents import (
    AGENTS_SDK,
    LANGGRAPH,
    SMOLAGENTS,
    AgentProcess,
    require_agents_venv,
    wait_for,
)

pytestmark = pytest.mark.embedded  # `make quick` leaves these out


@pytest.fixture(scope="module")
def embedded_endpoint(tmp_path_factory):
    """One endpoint for the module, its runs on the embedded model (started once, on the first call)."""
    require_agents_venv()
    config = load_config({"provider": "embedded", "cache": False, "timeout_s": 900.0, "temperature": 0.0}, env={})
    try:
        find_server_binary()
        check_weights(spec_for(config.embedded_size))
    except ModelError as missing:
        if os.environ.get("REACT_REQUIRE_EMBEDDED"):
            pytest.fail(f"REACT_REQUIRE_EMBEDDED is set but the embedded model is not ready: {missing}")
        pytest.skip(f"embedded model not set up ({missing.cause}); run `make model` to include this test")
    store = TrajectoryStore(tmp_path_factory.mktemp("embedded") / "history.sqlite3")
    with EndpointServer(store) as server:
        yield server, config
    stop_embedded_servers()


@pytest.mark.parametrize("framework", [pytest.param(f, id=f.id) for f in (SMOLAGENTS, LANGGRAPH, AGENTS_SDK)])
def test_on_the_embedded_model_the_agent_calls_its_tool_and_a_held_call_is_edited(
    embedded_endpoint, tmp_path: Path, framework
) -> None:
    """The model's first reply is a native call of the agent's tool, held; the person changes its city;
    the agent's own tool runs it. The next reply is held too and sent as the model wrote it when it
    answers, else the person answers (two model calls at most: each reads 300 to 1,500 tokens on CPU)."""
    server, config = embedded_endpoint
    rules = HoldRules(every_call=True, timeout_s=900.0)
    run = server.runs.open(config, framework.id, rules)
    agent = AgentProcess(framework, run.base_url, "Look up how many people live in Paris.", tmp_path)
    try:
        first = wait_for(lambda: run.pending(), agent, limit_s=900.0)[0]
        called = [c for c in first.proposal.tool_calls if c["function"]["name"] == "lookup_population"]
        assert called, f"the model's first reply calls no tool: {first.proposal.content!r}"
        first.edit(tool_calls=[{"id": called[0]["id"], "name": "lookup_population", "arguments": {"city": "Tokyo"}}])
        second = wait_for(lambda: [h for h in run.pending() if h is not first], agent, limit_s=900.0)[0]
        names = [c["function"]["name"] for c in second.proposal.tool_calls]
        if names == ["final_answer"] or (not names and not framework.answers_with_a_tool):
            second.send()
        else:
            final = framework.final("Tokyo has 13,960,000 inhabitants.")
            second.reply_with(final["texts"][0], final.get("tool_calls"))
        printed = agent.finish(limit_s=300.0)
    finally:
        agent.stop()
    assert agent.tool_calls() == [{"tool": "lookup_population", "arguments": {"city": "Tokyo"}}]
    assert printed  # the agent answered, in the model's words or the person's
    steps = run.trajectory.steps_of()
    action = next(s for s in steps if s.kind == StepKind.ACTION)
    assert action.text == 'lookup_population[{"city": "Tokyo"}]' and action.author == Author.HUMAN_EDIT
    assert any(s.kind == StepKind.OBSERVATION and "13,960,000" in s.text for s in steps)  # its own tool's answer
    assert len(run.trajectory.calls) == 2

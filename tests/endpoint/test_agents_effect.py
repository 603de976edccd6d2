"""Try N times from call 1 on real framework agents (issue 47, item 4's real parts): LangGraph (chat
completions) and the OpenAI Agents SDK (the Responses API), the example agents of examples/agents/ run as
a person runs them, as commands. The scripted model answers with the city whose population it read, so
the change (Lima for the recorded Paris at call 1) decides the answer: with it 2/2 tries pass the check,
without it 0/2, pass^2 1 and 0. Needs `.venv-agents` (`make agents`), as tests/endpoint/test_agents_rerun.py does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_checks import RegexCheck, final_reply
from react_core.endpoint.agent_effect import AgentTries, TryPlan
from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.attached import Attached
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.tape_replay import ReplyChange
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from tests.support.fake_openai_server import FakeOpenAIServer

frameworks = pytest.importorskip("tests.support.framework_agents", reason="the framework agents (examples/agents)")
pytestmark = pytest.mark.usefixtures("app_home")

TASK = "How many people live in the city?"
CASES = [frameworks.LANGGRAPH, frameworks.AGENTS_SDK]


def script(upstream: FakeOpenAIServer, framework: Any) -> None:
    """Deterministic: the model looks up Paris, then answers with the figure of whichever city it read."""
    for city, figure in (("Lima", "10,151,000"), ("Paris", "2,102,650")):
        final = framework.final(f"{figure} people live in {city}.")
        upstream.when(f"{city} has", *final["texts"], tool_calls=final.get("tool_calls"))
    upstream.when(
        TASK, "I look up the city.", tool_calls=[{"name": "lookup_population", "arguments": {"city": "Paris"}}]
    )


def command(framework: Any, folder: Path) -> AgentCommand:
    env = {**framework.env, "AGENT_TOOL_LOG": str(folder / "tools.jsonl"), "OPENAI_MODEL": "gpt-4o-mini"}
    return AgentCommand(
        (str(frameworks.AGENTS_PYTHON), framework.script, TASK),
        frameworks.AGENTS,
        env,
        time_limit_s=frameworks.RUN_LIMIT_S,
    )


@pytest.mark.parametrize("framework", CASES, ids=[f.id for f in CASES])
def test_two_tries_each_way_show_the_change_decides_the_answer(framework: Any, tmp_path: Path) -> None:
    frameworks.require_agents_venv()
    with FakeOpenAIServer() as upstream:
        script(upstream, framework)
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            run = server.runs.open(config, framework.id)
            agent = Attached(server.runs, run, command(framework, tmp_path))
            assert agent.start() is None
            agent.wait()
            assert agent.finish().exit.ok, agent.lines()[-20:]
            recorded = server.runs.store.load(run.trajectory.id)  # type: ignore[union-attr]
            assert final_reply(recorded) == "2,102,650 people live in Paris."
            change = ReplyChange.editing(recorded_calls(recorded)[0].reply, arguments={0: {"city": "Lima"}})
            before = len(upstream.completion_requests)
            plan = TryPlan(recorded, 1, change, command(framework, tmp_path), config, RegexCheck("Lima"), n=2)
            effect = AgentTries(server.runs, plan).run()
    assert effect.status == "complete", effect.error
    assert (effect.with_change.passed, effect.with_change.n) == (2, 2)
    assert (effect.without.passed, effect.without.n) == (0, 2)
    assert (effect.with_change.pass_k(), effect.without.pass_k()) == (1.0, 0.0)
    assert effect.left_tape == 0  # the framework's requests matched the recording: the change was applied
    assert {t["final_reply"] for t in effect.tries if t["arm"] == "with"} == {"10,151,000 people live in Lima."}
    assert len(upstream.completion_requests) - before == 2 * 1 + 2 * 2  # with: call 2 live; without: both

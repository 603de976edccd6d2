"""Re-run from call 2 with real framework agents (issue 47's real parts): smolagents, LangGraph and the
OpenAI Agents SDK (Responses API and chat completions), each the example agent of examples/agents/ run as
a person runs it (`Attached`: its command, the run's URL in its environment). Recorded over three calls,
then re-run from call 2 with an edited tool-call argument: call 1 is answered from the tape and call 2
changed with no model call (the model server's own request count shows one new request, call 3's), and the
agent's own tool receives the edited argument. A different task is a divergence at call 1, and the re-run
goes live. Needs `.venv-agents` (`make agents`), as tests/endpoint/test_agents_frameworks.py does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.attached import Attached
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_replay import ReplyChange, Source
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer

frameworks = pytest.importorskip("tests.support.framework_agents", reason="the framework agents (examples/agents)")
pytestmark = pytest.mark.usefixtures("app_home")

TASK = "How many people live in Paris and in Tokyo?"
CASES = [frameworks.SMOLAGENTS, frameworks.LANGGRAPH, frameworks.AGENTS_SDK, frameworks.AGENTS_SDK_CHAT]


def script(upstream: FakeOpenAIServer, framework: Any) -> None:
    """The model's three replies: Paris's population, Tokyo's, the answer."""
    for number, city in enumerate(("Paris", "Tokyo"), 1):
        upstream.reply(
            f"I look up {city}.",
            tool_calls=[{"name": "lookup_population", "arguments": {"city": city}, "id": f"call_{number}"}],
        )
    answer(upstream, framework, "Paris 2.1 million, Tokyo 14 million.")


def answer(upstream: FakeOpenAIServer, framework: Any, text: str) -> None:
    final = framework.final(text)
    upstream.reply(*final["texts"], tool_calls=final.get("tool_calls"))


def run_agent(server: EndpointServer, run: Any, framework: Any, folder: Path, task: str) -> list[dict[str, Any]]:
    """The example agent run to its end on `run`; what its own tools received."""
    log = folder / f"{framework.id}-{run.id}.jsonl"
    env = {**framework.env, "AGENT_TOOL_LOG": str(log), "HF_HUB_OFFLINE": "1", "OPENAI_MODEL": "gpt-4o-mini"}
    command = AgentCommand(
        (str(frameworks.AGENTS_PYTHON), framework.script, task),
        frameworks.AGENTS,
        env,
        time_limit_s=frameworks.RUN_LIMIT_S,
    )
    attached = Attached(server.runs, run, command)
    assert attached.start() is None
    attached.wait()
    finished = attached.finish()
    assert finished.exit.ok, "\n".join([finished.exit.message, *attached.lines()[-20:]])
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


@pytest.mark.parametrize("framework", CASES, ids=[f.id for f in CASES])
def test_a_rerun_from_call_2_with_an_edited_argument_makes_no_model_call_before_call_3(
    framework: Any, tmp_path: Path
) -> None:
    frameworks.require_agents_venv()
    with FakeOpenAIServer() as upstream:
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            script(upstream, framework)
            run = server.runs.open(config, framework.id)
            tools = run_agent(server, run, framework, tmp_path, TASK)
            assert [t["arguments"] for t in tools] == [{"city": "Paris"}, {"city": "Tokyo"}]
            original = Trajectory.from_dict(run.trajectory.to_dict())
            change = _edited(recorded_calls(original)[1].reply, {"city": "Lima"})
            rerun = open_rerun(server.runs, original, 2, config, change)
            before = len(upstream.completion_requests)
            answer(upstream, framework, "Paris 2.1 million, Lima 10 million.")
            tools = run_agent(server, rerun, framework, tmp_path, TASK)
            assert len(upstream.completion_requests) == before + 1  # call 3 only
            assert rerun.tape is not None and rerun.tape.divergence is None
            assert [a.source for a in rerun.tape.answers] == [Source.TAPE, Source.CHANGED, Source.LIVE]
            assert [t["arguments"] for t in tools] == [{"city": "Paris"}, {"city": "Lima"}]  # the agent's own tool


@pytest.mark.parametrize("framework", CASES, ids=[f.id for f in CASES])
def test_another_task_is_a_divergence_at_call_1_and_the_rerun_goes_live(framework: Any, tmp_path: Path) -> None:
    frameworks.require_agents_venv()
    with FakeOpenAIServer() as upstream:
        config = load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
            script(upstream, framework)
            run = server.runs.open(config, framework.id)
            run_agent(server, run, framework, tmp_path, TASK)
            original = Trajectory.from_dict(run.trajectory.to_dict())
            change = _edited(recorded_calls(original)[1].reply, {"city": "Lima"})
            rerun = open_rerun(server.runs, original, 2, config, change)
            script(upstream, framework)
            tools = run_agent(server, rerun, framework, tmp_path, "How many people live in Paris and in Lagos?")
            assert len(upstream.completion_requests) == 6  # every call of the re-run went to the model
            assert rerun.tape is not None and rerun.tape.divergence is not None
            assert rerun.tape.divergence.call == 1 and "Lagos" in rerun.tape.divergence.diff
            assert [t["arguments"] for t in tools][1] == {"city": "Tokyo"}  # never the change made for another request


def _edited(reply: dict[str, Any], arguments: dict[str, Any]) -> ReplyChange:
    """The recorded reply (a chat.completion, or a Responses API response) with its call's arguments edited."""
    return ReplyChange.editing(reply, arguments={0: arguments})

"""Where two recorded runs of a person's agent first part (issue 47, item 5, Compare): which call, and
whether its request, a tool result, the reply's thought or a tool call differs, with the tape's diff.

The agent is an `openai` client loop with a tool of its own, recorded through the endpoint in front of a
FakeOpenAIServer; each test records two runs that differ in one thing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import openai
import pytest

from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.rerun import close_rerun, open_rerun
from react_core.endpoint.run_divergence import CALLS, REQUEST, THOUGHT, TOOL_CALL, TOOL_RESULT, first_divergence
from react_core.endpoint.tape_replay import ReplyChange
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.endpoint_support import TOOLS
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")


def agent(base_url: str, system: str = "Use the tools.", weather: str = "9 C", calls: int = 5) -> None:
    """The person's agent: asks, runs get_weather itself (answering `weather`), until a reply has no call."""
    client = openai.OpenAI(base_url=base_url, api_key="anything", max_retries=0)
    messages: list[Any] = [{"role": "system", "content": system}, {"role": "user", "content": "Warm in Oslo?"}]
    for _ in range(calls):
        reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        message = reply.choices[0].message.model_dump(exclude_none=True)
        messages.append(message)
        if not message.get("tool_calls"):
            return
        for call in message["tool_calls"]:
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": weather})


def weather_then_answer(upstream: FakeOpenAIServer, city: str = "Oslo", thought: str = "Weather first.") -> None:
    upstream.reply(thought, tool_calls=[{"name": "get_weather", "arguments": {"city": city}}])
    upstream.reply("No, it is cold.")


class Recorder:
    """Records runs of the agent through one endpoint in front of one fake model server."""

    def __init__(self, tmp_path: Path, upstream: FakeOpenAIServer) -> None:
        self.store = TrajectoryStore(tmp_path / "history.sqlite3")
        self.server = EndpointServer(self.store).start()
        self.config = load_config({"base_url": upstream.base_url, "model": "fake-model", "retries": 0}, env={})

    def record(self, **options: Any) -> Trajectory:
        run = self.server.runs.open(self.config, "weather agent")
        agent(run.base_url, **options)
        self.server.runs.close(run.id)
        return self.store.load(run.trajectory.id)


@pytest.fixture
def recorder(tmp_path: Path):
    with FakeOpenAIServer() as upstream:
        made = Recorder(tmp_path, upstream)
        yield made, upstream
        made.server.stop()


def test_the_same_calls_with_fresh_tool_call_ids_do_not_part(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream)
    first = runs.record()
    weather_then_answer(upstream)
    second = runs.record()
    assert first_divergence(first, second) is None


def test_a_changed_tool_call_argument_is_the_divergence_at_its_call(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream, "Oslo")
    first = runs.record()
    weather_then_answer(upstream, "Rome")
    second = runs.record()
    found = first_divergence(first, second)
    assert found is not None and (found.call, found.what) == (1, TOOL_CALL)
    assert found.diff == 'call 1: get_weather({"city": "Oslo"}) -> get_weather({"city": "Rome"})'
    assert str(found).startswith("First divergence at call 1: the reply's tool call differs (call 1: get_weather")
    assert found.left_call == recorded_and_ids(first)[0] and found.right_call == recorded_and_ids(second)[0]


def test_a_tool_result_that_differs_is_said_at_the_call_that_reads_it(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream)
    first = runs.record(weather="9 C")
    weather_then_answer(upstream)
    second = runs.record(weather="25 C")
    found = first_divergence(first, second)
    assert found is not None and (found.call, found.what) == (2, TOOL_RESULT)
    assert found.diff == "message 4 (tool): '9 C' -> '25 C'"


def test_a_changed_prompt_is_a_request_divergence_and_a_changed_thought_a_thought_one(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream)
    first = runs.record()
    weather_then_answer(upstream)
    prompted = runs.record(system="Use the tools. Be brief.")
    weather_then_answer(upstream, thought="Let me check the weather.")
    thought = runs.record()
    found = first_divergence(first, prompted)
    assert found is not None and (found.call, found.what) == (1, REQUEST)
    assert found.diff == "message 1 (system): 'Use the tools.' -> 'Use the tools. Be brief.'"
    found = first_divergence(first, thought)
    assert found is not None and (found.call, found.what) == (1, THOUGHT)
    assert found.diff == "'Weather first.' -> 'Let me check the weather.'"


def test_a_run_with_more_calls_parts_at_the_first_call_the_other_did_not_make(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream)
    whole = runs.record()
    upstream.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
    cut = runs.record(calls=1)  # the agent stopped after its first call (it crashed, or was stopped)
    found = first_divergence(whole, cut)
    assert found is not None and (found.call, found.what) == (2, CALLS)
    assert found.diff == "2 calls -> 1 calls; the left run's call 2: 'No, it is cold.'"
    assert found.right_call is None and found.left_call == recorded_and_ids(whole)[1]


def test_a_rerun_branch_against_its_original(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream)
    recorded = runs.record()
    upstream.reply("No, it is warm in Rome.")
    change = ReplyChange.editing(recorded_calls(recorded)[0].reply, arguments={0: {"city": "Rome"}})
    run = open_rerun(runs.server.runs, recorded, 1, runs.config, change)
    agent(run.base_url)
    assert not close_rerun(runs.server.runs, run)
    both = runs.store.load(recorded.id)
    original, rerun = list(both.branches)
    found = first_divergence(both, both, original, rerun)
    assert found is not None and (found.call, found.what) == (1, TOOL_CALL)
    assert "Oslo" in found.diff and "Rome" in found.diff


def test_a_run_not_recorded_through_the_endpoint_is_refused_with_a_reason(recorder) -> None:
    runs, upstream = recorder
    weather_then_answer(upstream)
    recorded = runs.record()
    plain = Trajectory.from_dict({**recorded.to_dict(), "calls": {}})
    with pytest.raises(ValueError, match="not recorded through the steering endpoint"):
        first_divergence(recorded, plain)


def recorded_and_ids(trajectory: Trajectory) -> list[str]:
    from react_core.endpoint.tape_source import branch_calls

    return [c.id for c in branch_calls(trajectory)]

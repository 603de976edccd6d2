"""Real agents of three frameworks steered through the endpoint: a smolagents ToolCallingAgent, a
LangGraph `create_react_agent` and an OpenAI Agents SDK agent (over the Responses API, its default, and
over chat completions), each the example a person copies (examples/agents/), run in its own process
from `.venv-agents` with its base URL a run's. Each model call is a step; a breakpoint holds a call, a
person edits its argument and the agent's OWN tool receives the edit; a rejected call's message is
what the agent reads. The model is a FakeOpenAIServer behind the endpoint, so each reply is known.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.trajectory.steps import Author, StepKind
from tests.support.endpoint_support import endpoint
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.framework_agents import (
    FRAMEWORKS,
    AgentProcess,
    Framework,
    require_agents_venv,
    wait_for,
)

pytestmark = pytest.mark.usefixtures("app_home")
TASK = "How many people live in Paris?"
PARIS = {"name": "lookup_population", "arguments": {"city": "Paris"}, "id": "call_paris"}


@pytest.fixture(autouse=True)
def agents_venv() -> None:
    require_agents_venv()


def frameworks() -> list:
    return [pytest.param(f, id=f.id) for f in FRAMEWORKS]


def answer(upstream: FakeOpenAIServer, framework: Framework, text: str) -> None:
    final = framework.final(text)
    upstream.reply(*final["texts"], tool_calls=final.get("tool_calls"))


def steps(run: AgentRun) -> list[tuple[StepKind, str]]:
    return [(s.kind, s.text) for s in run.trajectory.steps_of()]


def finish_text(framework: Framework, text: str) -> str:
    """The action the endpoint records for the agent's answer."""
    return f'final_answer[{{"answer": "{text}"}}]' if framework.answers_with_a_tool else f"Finish[{text}]"


@pytest.mark.parametrize("framework", frameworks())
def test_each_model_call_of_the_agent_is_a_step_and_its_own_tool_runs_the_call(tmp_path: Path, framework) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("I look Paris up.", tool_calls=[PARIS])
        answer(upstream, framework, "About 2.1 million people.")
        agent = AgentProcess(framework, run.base_url, TASK, tmp_path)
        assert agent.finish() == "About 2.1 million people."
    assert agent.tool_calls() == [{"tool": "lookup_population", "arguments": {"city": "Paris"}}]
    thought, action, observation, final = run.trajectory.steps_of()[:4]
    assert (thought.kind, thought.text, thought.author) == (StepKind.THOUGHT, "I look Paris up.", Author.MODEL)
    assert (action.kind, action.text) == (StepKind.ACTION, 'lookup_population[{"city": "Paris"}]')
    assert observation.kind == StepKind.OBSERVATION and "2,102,650" in observation.text  # what its tool answered
    assert (final.kind, final.text) == (StepKind.ACTION, finish_text(framework, "About 2.1 million people."))
    assert TASK in run.trajectory.task.text  # smolagents writes "New task:\n" before it
    assert len(run.trajectory.calls) == 2 and len(upstream.completion_requests) == 2


@pytest.mark.parametrize("framework", frameworks())
def test_a_held_call_edited_by_a_person_reaches_the_agents_own_tool(tmp_path: Path, framework) -> None:
    with endpoint(tmp_path, HoldRules(tools=frozenset({"lookup_population"}))) as (upstream, _server, run):
        upstream.reply("I look Paris up.", tool_calls=[PARIS])
        answer(upstream, framework, "Tokyo has about 14 million people.")
        agent = AgentProcess(framework, run.base_url, TASK, tmp_path)
        try:
            hold = wait_for(lambda: run.pending(), agent)[0]
            assert hold.reason == "held: the model calls lookup_population"
            assert agent.tool_calls() == []  # held: the agent has not seen the call yet
            hold.edit(tool_calls=[{**PARIS, "arguments": {"city": "Tokyo"}}])
            assert agent.finish() == "Tokyo has about 14 million people."
        finally:
            agent.stop()
    assert agent.tool_calls() == [{"tool": "lookup_population", "arguments": {"city": "Tokyo"}}]
    _thought, action, observation = run.trajectory.steps_of()[:3]
    assert action.text == 'lookup_population[{"city": "Tokyo"}]' and action.author == Author.HUMAN_EDIT
    assert "13,960,000" in observation.text  # Tokyo's figure, from the agent's own tool
    assert "Paris" in run.trajectory.calls[action.call_id or ""].raw_output  # what the model wrote stays


@pytest.mark.parametrize("framework", frameworks())
def test_a_rejected_call_gives_the_agent_the_persons_message(tmp_path: Path, framework) -> None:
    message = "Do not look anything up: say you need the city's name."
    with endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run):
        upstream.reply("I look Paris up.", tool_calls=[PARIS])
        answer(upstream, framework, "I need the city's name.")
        agent = AgentProcess(framework, run.base_url, TASK, tmp_path)
        try:
            wait_for(lambda: run.pending(), agent)[0].reject(message)
            if framework.answers_with_a_tool:  # smolagents asks again, the rejection in its memory
                wait_for(lambda: run.pending(), agent)[0].send()
            printed = agent.finish()
        finally:
            agent.stop()
    assert agent.tool_calls() == []  # the rejected call never ran
    if framework.answers_with_a_tool:
        assert printed == "I need the city's name."
        assert message in str(upstream.completion_requests[-1].body["messages"])  # it read the message
    else:
        assert printed == message  # a reply with no call is the agent's answer
    rejected = run.trajectory.steps_of()[0]
    assert rejected.author == Author.HUMAN_PLAY and "rejected by a person" in " ".join(rejected.notes)

"""Traces and tool-call agents meet both ways: a ReAct (tool calls) run exports each call as the call
itself (its tool, JSON arguments and id on the execute_tool span, and as the reply's tool call on the
chat span, with the declared tools when the messages are opted in), and comes back with its calls."""

from __future__ import annotations

import json

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.models.openai_model import OpenAIModel
from react_core.plugins import registry
from react_core.traces import names as n
from react_core.traces.otlp_file import trajectory_to_otlp
from react_core.traces.trace_import import read_trace_text
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.traces.test_traces_export import attrs, spans_of

FREDDIE = '{"entity": "Freddie Mercury"}'
OUT = n.LLM_OUTPUT_MESSAGES + ".0.message.tool_calls.0.tool_call"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("REACT_CACHE", "0")
    registry.reset_for_tests()
    yield tmp_path / "home"
    registry.reset_for_tests()


def _tool_call_run() -> Trajectory:
    """HotpotQA stepped by ReAct (tool calls) through the chat API's tools (the scripted server answers with tool_calls)."""
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply(
            "Queen recorded it; I need its lead singer.",
            tool_calls=[{"name": "search", "arguments": {"entity": "Freddie Mercury"}, "id": "c1"}],
        )
        server.reply(
            "Mercury was born in Zanzibar.",
            tool_calls=[{"name": "finish", "arguments": {"answer": "Zanzibar"}, "id": "c2"}],
        )
        model = OpenAIModel(base_url=server.base_url, model="fake-model", api_style="completion", retries=0)
        engine = new_engine(task, "react_tools", model)
        engine.run()
    return engine.trajectory


def _by_name(data: dict) -> dict[str, dict]:
    return {span["name"]: attrs(span) for span in spans_of(data)}


def test_a_tool_call_is_exported_as_the_call_itself_on_its_tool_span_and_on_the_chat_span(home):
    trajectory = _tool_call_run()
    spans = spans_of(trajectory_to_otlp(trajectory))
    search = next(attrs(s) for s in spans if s["name"] == "execute_tool search")
    assert search[n.TOOL_NAME] == "search" and search[n.TOOL_CALL_ID] == "c1" == search[n.OI_TOOL_CALL_ID]
    assert search[n.TOOL_CALL_ARGUMENTS] == FREDDIE == search[n.INPUT_VALUE]  # not {"input": "Freddie Mercury"}
    assert search[n.INPUT_MIME] == "application/json"
    assert search[n.WB_ACTION] == "Search[Freddie Mercury]"  # the family's action text stays beside it
    chats = [attrs(s) for s in spans if s["name"].startswith("chat ")]
    first = chats[0]
    assert (first[f"{OUT}.function.name"], first[f"{OUT}.function.arguments"], first[f"{OUT}.id"]) == (
        "search",
        FREDDIE,
        "c1",
    )
    assert first[n.LLM_OUTPUT_MESSAGES + ".0.message.role"] == "assistant"
    assert chats[1][f"{OUT}.function.name"] == "finish"
    # Prompts are opt-in: without them no prompt and no tool list goes; the reply is the thought the
    # step shows (what Phoenix's Info view shows beside the call), not the raw text.
    assert n.TOOL_DEFINITIONS not in first and not any(k.startswith(n.LLM_TOOLS + ".") for k in first)
    assert not any(k.startswith(n.LLM_INPUT_MESSAGES + ".") for k in first) and n.INPUT_VALUE not in first
    assert first[n.LLM_OUTPUT_MESSAGES + ".0.message.content"] == "Queen recorded it; I need its lead singer."


def test_with_the_messages_the_declared_tools_and_the_reply_s_call_go_in_both_vocabularies(home):
    trajectory = _tool_call_run()
    chat = next(
        attrs(s) for s in spans_of(trajectory_to_otlp(trajectory, include_messages=True)) if "chat" in s["name"]
    )
    declared = [json.loads(chat[f"{n.LLM_TOOLS}.{i}.{n.OI_LLM_TOOL_JSON_SCHEMA}"]) for i in range(3)]
    assert [t["function"]["name"] for t in declared] == ["search", "lookup", "finish"]
    assert declared[0]["function"]["parameters"]["required"] == ["entity"]
    assert json.loads(chat[n.TOOL_DEFINITIONS]) == declared
    (reply,) = json.loads(chat[n.OUTPUT_MESSAGES])
    assert reply["parts"][-1] == {
        "type": "tool_call",
        "id": "c1",
        "name": "search",
        "arguments": {"entity": "Freddie Mercury"},
    }
    assert chat[f"{OUT}.function.arguments"] == FREDDIE


def test_a_tool_call_run_exported_then_imported_gives_the_same_steps_calls_included(home):
    trajectory = _tool_call_run()
    for messages in (False, True):
        (back,) = read_trace_text(
            json.dumps(trajectory_to_otlp(trajectory, include_messages=messages)), "x"
        ).trajectories
        assert back.method == "react_tools"
        assert [(s.kind, s.text, s.tool_call) for s in back.steps_of()] == [
            (s.kind, s.text, s.tool_call) for s in trajectory.steps_of()
        ]


@pytest.mark.parametrize("messages", [False, True])
def test_read_from_its_spans_alone_a_tool_call_run_keeps_its_thoughts_calls_and_results(home, messages):
    """Without the trajectory JSON (another tool dropped it) the run is read like anyone's: a tool-calling
    agent, so ReAct (tool calls), each call with its own name, arguments and id, results matched by id."""
    trajectory = _tool_call_run()
    data = trajectory_to_otlp(trajectory, include_messages=messages)
    for span in spans_of(data):
        span["attributes"] = [a for a in span["attributes"] if a["key"] != n.WB_TRAJECTORY_JSON]
    (back,) = read_trace_text(json.dumps(data), "x").trajectories
    assert back.method == "react_tools" and back.branch().answer == "Zanzibar"
    original = trajectory.steps_of()
    steps = back.steps_of()
    assert [s.kind for s in steps] == [s.kind for s in original]
    thoughts = [s.text for s in steps if s.kind == StepKind.THOUGHT]
    assert thoughts == [s.text for s in original if s.kind == StepKind.THOUGHT]
    assert steps[1].tool_call == original[1].tool_call  # {"name": "search", "arguments": FREDDIE, "id": "c1"}
    assert steps[1].text == f"search[{FREDDIE}]"  # the trace's tools' action text
    assert steps[2].text == original[2].text  # the recorded result, matched by the call id
    assert steps[4].tool_call is not None and json.loads(steps[4].tool_call["arguments"]) == {"answer": "Zanzibar"}


def test_with_the_messages_each_chat_span_holds_the_messages_as_sent_with_their_calls_and_results(home):
    """What Phoenix's Info view reads as Input Messages (llm.input_messages.{i}.message.*): every message
    sent, the assistant's earlier call as a tool call and the tool's result tied to it by its id."""
    trajectory = _tool_call_run()
    chats = [attrs(s) for s in spans_of(trajectory_to_otlp(trajectory, include_messages=True)) if "chat" in s["name"]]
    second = chats[1]
    at = n.LLM_INPUT_MESSAGES
    count = max(int(k.split(".")[2]) for k in second if k.startswith(at + ".")) + 1
    assistant, tool = f"{at}.{count - 2}.message", f"{at}.{count - 1}.message"
    assert second[f"{assistant}.role"] == "assistant" and second[f"{tool}.role"] == "tool"
    assert second[f"{assistant}.tool_calls.0.tool_call.function.name"] == "search"
    assert json.loads(second[f"{assistant}.tool_calls.0.tool_call.function.arguments"]) == json.loads(FREDDIE)
    assert second[f"{assistant}.tool_calls.0.tool_call.id"] == "c1" == second[f"{tool}.tool_call_id"]
    observation = next(s.text for s in trajectory.steps_of() if s.kind.value == "observation")
    assert observation in second[f"{tool}.content"]
    assert second[n.INPUT_VALUE] and second[n.INPUT_MIME] == "text/plain"
    assert second[f"{n.LLM_OUTPUT_MESSAGES}.0.message.content"].startswith("Mercury was born in Zanzibar.")

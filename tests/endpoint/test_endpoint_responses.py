"""The Responses API (the OpenAI Agents SDK's default) served through chat: the agent's client parses
the endpoint's responses and their streamed events with its own types, held to them strictly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from openai.types.responses import Response

from react_core.trajectory.steps import StepKind
from tests.support.endpoint_support import TOOLS, client, endpoint

pytestmark = pytest.mark.usefixtures("app_home")
FUNCTION_TOOLS = [{"type": "function", **t["function"]} for t in TOOLS]  # the Responses API's flat form


def test_input_items_become_chat_messages_and_the_reply_a_valid_response(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        agent = client(run)
        upstream.reply(
            "Let me look.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Lima"}, "id": "call_7"}]
        )
        first = agent.responses.create(
            model="gpt-4.1", instructions="Be brief.", input="Weather in Lima?", tools=FUNCTION_TOOLS
        )  # type: ignore[arg-type]
        Response.model_validate(first.model_dump())  # strictly: every field the type requires is there
        call = next(item for item in first.output if item.type == "function_call")
        assert (call.name, json.loads(call.arguments), call.call_id) == ("get_weather", {"city": "Lima"}, "call_7")
        assert first.output_text == "Let me look."
        sent = upstream.completion_requests[-1].body
        assert sent["messages"] == [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "Weather in Lima?"},
        ]
        assert sent["tools"][0] == TOOLS[0]
        upstream.reply("Sunny, 24 °C.")
        history = [
            {"role": "user", "content": "Weather in Lima?"},
            {"type": "function_call", "call_id": "call_7", "name": "get_weather", "arguments": '{"city": "Lima"}'},
            {"type": "function_call_output", "call_id": "call_7", "output": "sunny 24"},
        ]
        second = agent.responses.create(model="gpt-4.1", input=history, tools=FUNCTION_TOOLS)  # type: ignore[arg-type]
        assert second.output_text == "Sunny, 24 °C." and second.usage is not None and second.usage.input_tokens == 11
        assert upstream.completion_requests[-1].body["messages"][1:] == [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_7",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": '{"city": "Lima"}'},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "call_7", "content": "sunny 24"},
        ]
    kinds = [(s.kind, s.text) for s in run.trajectory.steps_of()]
    assert kinds == [
        (StepKind.THOUGHT, "Let me look."),
        (StepKind.ACTION, 'get_weather[{"city": "Lima"}]'),
        (StepKind.OBSERVATION, "sunny 24"),
        (StepKind.ACTION, "Finish[Sunny, 24 °C.]"),
        (StepKind.OBSERVATION, "Episode finished."),
    ]
    exchange = next(iter(run.trajectory.calls.values())).request["agent"]  # type: ignore[index]
    assert exchange["api"] == "responses" and exchange["reply"]["object"] == "response"


def test_a_streamed_response_is_a_valid_sequence_of_events_ending_in_the_whole_response(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("Adding.", tool_calls=[{"name": "add", "arguments": {"a": 1, "b": 2}, "id": "call_3"}])
        stream = client(run).responses.create(model="m", input="1+2?", tools=FUNCTION_TOOLS, stream=True)  # type: ignore[arg-type]
        seen = list(stream)
    assert [e.sequence_number for e in seen] == list(range(len(seen)))
    assert seen[0].type == "response.created" and seen[-1].type == "response.completed"
    deltas = "".join(e.delta for e in seen if e.type == "response.output_text.delta")
    assert deltas == "Adding."
    done = Response.model_validate(seen[-1].response.model_dump())  # type: ignore[union-attr]
    assert [item.type for item in done.output] == ["message", "function_call"]


def test_previous_response_id_continues_the_conversation_and_an_unknown_one_is_a_400(tmp_path: Path) -> None:
    import openai

    with endpoint(tmp_path) as (upstream, _server, run):
        agent = client(run)
        upstream.reply("Hello!")
        first = agent.responses.create(model="m", input="Hi")
        upstream.reply("You said hi.")
        agent.responses.create(model="m", input="What did I say?", previous_response_id=first.id)
        assert [m["content"] for m in upstream.completion_requests[-1].body["messages"]] == [
            "Hi",
            "Hello!",
            "What did I say?",
        ]
        with pytest.raises(openai.BadRequestError, match="send the whole input"):
            agent.responses.create(model="m", input="again", previous_response_id="resp_nope")


def test_a_hosted_tool_is_refused_with_a_message_saying_which(tmp_path: Path) -> None:
    import openai

    with endpoint(tmp_path) as (_upstream, _server, run):
        with pytest.raises(openai.BadRequestError, match="web_search"):
            client(run).responses.create(model="m", input="news?", tools=[{"type": "web_search"}])  # type: ignore[list-item]


def test_a_held_responses_call_is_edited_before_the_agent_sees_it(tmp_path: Path) -> None:
    import threading
    import time

    from react_core.endpoint.hold_rules import HoldRules

    with endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run):
        upstream.reply("", tool_calls=[{"name": "get_weather", "arguments": {"city": "Lima"}, "id": "call_1"}])
        out: dict[str, Response] = {}
        asking = threading.Thread(
            target=lambda: out.update(
                reply=client(run).responses.create(model="m", input="Weather?", tools=FUNCTION_TOOLS)
            )  # type: ignore[arg-type]
        )
        asking.start()
        for _ in range(1000):  # the request is held on the endpoint's thread
            if run.pending():
                break
            time.sleep(0.01)
        run.pending()[0].edit(tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": {"city": "Cusco"}}])
        asking.join(10)
    (call,) = [item for item in out["reply"].output if item.type == "function_call"]
    assert json.loads(call.arguments) == {"city": "Cusco"} and call.call_id == "call_1"

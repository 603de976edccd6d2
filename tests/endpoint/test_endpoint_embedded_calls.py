"""On the embedded model, an agent that offers tools gets the model's calls as the API's `tool_calls`: the
request goes as `native_tools` writes it (no `tools`, a grammar), and the calls the model writes as text
(in <tool_call> tags, or as a bare JSON object) come back as calls. A fake server stands in for llama.cpp."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.endpoint.chat_reply import ChatReply
from react_core.endpoint.embedded_calls import AT_ONCE, BARE, IN_TAGS, read
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.upstream import Target, Upstream
from react_core.models.config import load_config
from tests.support.endpoint_support import TOOLS, client, endpoint

pytestmark = pytest.mark.usefixtures("app_home")
TAGGED = 'The weather first.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>'
QUESTION = [{"role": "user", "content": "Umbrella in Oslo?"}]


def as_embedded(run: object, base_url: str) -> None:
    """The run's model is the embedded one, its server the fake (as if llama.cpp were running there)."""
    upstream = Upstream(load_config({"provider": "embedded"}, env={}))
    upstream._target = Target(base_url, "fake-model")
    run.upstream = upstream  # type: ignore[attr-defined]


def test_a_call_in_tool_call_tags_is_a_tool_call_and_the_thought_its_content() -> None:
    reply, note = read(ChatReply(TAGGED), TOOLS)
    assert reply.content == "The weather first." and note == IN_TAGS
    assert json.loads(reply.tool_calls[0]["function"]["arguments"]) == {"city": "Oslo"}
    assert reply.finish_reason == "tool_calls"


@pytest.mark.parametrize(
    "text",
    ['{"name": "add", "arguments": {"a": 1, "b": 2}}', '```json\n{"name": "add", "arguments": {"a": 1, "b": 2}}\n```'],
)
def test_a_reply_that_is_only_a_calls_json_is_that_call(text: str) -> None:
    reply, note = read(ChatReply(text), TOOLS)
    assert note == BARE and reply.content is None
    assert reply.tool_calls[0]["function"]["name"] == "add"


@pytest.mark.parametrize(
    "text", ["Paris.", '{"name": "delete_all", "arguments": {}}', 'Here: {"name": "add", "arguments": {"a": 1}}']
)
def test_prose_or_a_tool_not_offered_stays_text(text: str) -> None:
    reply, note = read(ChatReply(text), TOOLS)
    assert (reply.content, reply.tool_calls, note) == (text, (), None)


def test_the_agent_gets_tool_calls_whole_and_streamed_and_the_server_gets_the_grammar(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        as_embedded(run, upstream.base_url)
        upstream.reply(TAGGED)
        whole = client(run).chat.completions.create(model="m", messages=QUESTION, tools=TOOLS)  # type: ignore[arg-type]
        sent = upstream.completion_requests[-1].body
        assert "tools" not in sent and "\ncall ::= " in sent["grammar"] and "# Tools" in sent["messages"][0]["content"]
        upstream.reply(TAGGED)
        chunks = list(client(run).chat.completions.create(model="m", messages=QUESTION, tools=TOOLS, stream=True))  # type: ignore[arg-type]
    call = whole.choices[0].message.tool_calls[0]  # type: ignore[index]
    assert (call.function.name, whole.choices[0].message.content) == ("get_weather", "The weather first.")
    pieces = [t for c in chunks if c.choices for t in c.choices[0].delta.tool_calls or []]
    assert pieces[0].function.name == "get_weather"  # type: ignore[union-attr]
    thought, action = run.trajectory.steps_of()[:2]
    assert IN_TAGS in thought.notes and action.tool_call["name"] == "get_weather"  # type: ignore[index]
    model_reply = next(iter(run.trajectory.calls.values())).request["agent"]["model_reply"]  # type: ignore[index]
    assert "<tool_call>" in model_reply["choices"][0]["message"]["content"]  # the model's own reply, as sent


def test_a_required_call_the_model_ends_at_once_is_asked_alone_and_given_to_the_agent(tmp_path: Path) -> None:
    """Held to "a thought, then a call", the 1.5B model that wanted to end its turn wrote filler before its
    call. A call the agent requires may be a turn ended at once; the call is then asked alone."""
    with endpoint(tmp_path) as (upstream, _server, run):
        as_embedded(run, upstream.base_url)
        upstream.reply("")
        upstream.reply('{"name": "get_weather", "arguments": {"city": "Oslo"}}')
        whole = client(run).chat.completions.create(
            model="m",
            messages=QUESTION,
            tools=TOOLS,  # type: ignore[arg-type]
            tool_choice="required",
        )
        silent, alone = [r.body for r in upstream.completion_requests]
        upstream.reply("It rains.")
        client(run).chat.completions.create(model="m", messages=QUESTION, tools=TOOLS)  # type: ignore[arg-type]
        auto = upstream.completion_requests[-1].body
    assert silent["grammar"].startswith("root ::= ( thought? call )?\n") and alone["grammar"].startswith(
        "root ::= call"
    )
    assert alone["messages"] == silent["messages"]
    assert auto["grammar"].startswith("root ::= thought | ")  # "auto": the reply may be words; never silent
    call = whole.choices[0].message.tool_calls[0]  # type: ignore[index]
    assert call.function.name == "get_weather" and json.loads(call.function.arguments) == {"city": "Oslo"}
    action = next(s for s in run.trajectory.steps_of() if s.tool_call)
    assert AT_ONCE in action.notes


def test_a_read_call_is_held_and_edited_like_any_other(tmp_path: Path) -> None:
    import threading
    import time

    with endpoint(tmp_path, HoldRules(tools=frozenset({"get_weather"}))) as (upstream, _server, run):
        as_embedded(run, upstream.base_url)
        upstream.reply(TAGGED)
        out: dict[str, object] = {}
        thread = threading.Thread(
            target=lambda: out.update(r=client(run).chat.completions.create(model="m", messages=QUESTION, tools=TOOLS))
        )  # type: ignore[arg-type]
        thread.start()
        for _ in range(1000):
            if run.pending():
                break
            time.sleep(0.01)
        hold = run.pending()[0]
        call = hold.proposal.tool_calls[0]
        hold.edit(tool_calls=[{"id": call["id"], "name": "get_weather", "arguments": {"city": "Bergen"}}])
        thread.join(10)
    arguments = out["r"].choices[0].message.tool_calls[0].function.arguments  # type: ignore[attr-defined]
    assert json.loads(arguments) == {"city": "Bergen"}


def test_a_thought_then_the_calls_json_bare_is_that_call_with_the_thought_its_content() -> None:
    reply, note = read(ChatReply('Add them first.\n\n{"name": "add", "arguments": {"a": 1, "b": 2}}'), TOOLS)
    assert note == BARE and reply.content == "Add them first."
    assert json.loads(reply.tool_calls[0]["function"]["arguments"]) == {"a": 1, "b": 2}

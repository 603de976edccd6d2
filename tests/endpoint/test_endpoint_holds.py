"""Held, edited, answered: a breakpoint holds the model's reply before the agent sees it, and what a
person does with the hold is what the agent gets, recorded with who wrote it."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import Hold, HoldError
from react_core.models.config import load_config
from react_core.trajectory.steps import Author
from tests.support.endpoint_support import TOOLS, client, endpoint

pytestmark = pytest.mark.usefixtures("app_home")
QUESTION = [{"role": "user", "content": "Weather in Oslo?"}]


def held(run: AgentRun) -> Hold:
    """The hold the agent's request is waiting on (the request runs in another thread)."""
    for _ in range(500):
        pending = run.pending()
        if pending:
            return pending[0]
        time.sleep(0.01)
    raise AssertionError("no reply was held")


def ask_in_background(call: Callable[[], Any]) -> tuple[threading.Thread, dict[str, Any]]:
    out: dict[str, Any] = {}

    def go() -> None:
        try:
            out["reply"] = call()
        except Exception as exc:  # the test reads it
            out["error"] = exc

    thread = threading.Thread(target=go)
    thread.start()
    return thread, out


def weather_call(run: AgentRun, stream: bool = False) -> Callable[[], Any]:
    agent = client(run)

    def call() -> Any:
        if stream:
            return list(agent.chat.completions.create(model="m", messages=QUESTION, tools=TOOLS, stream=True))  # type: ignore[arg-type]
        return agent.chat.completions.create(model="m", messages=QUESTION, tools=TOOLS)  # type: ignore[arg-type]

    return call


def test_an_edited_tool_call_argument_reaches_the_agent_and_is_recorded_as_a_persons(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(tools=frozenset({"get_weather"}))) as (upstream, _server, run):
        upstream.reply("Checking.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "call_1"}])
        thread, out = ask_in_background(weather_call(run))
        hold = held(run)
        assert hold.reason == "held: the model calls get_weather"
        assert hold.proposal.tool_calls[0]["function"]["arguments"] == '{"city": "Oslo"}'
        with pytest.raises(HoldError, match="field 'city'"):
            hold.edit(tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": {"city": 3}}])
        with pytest.raises(HoldError, match="no tool 'delete_all'"):
            hold.edit(tool_calls=[{"name": "delete_all", "arguments": {}}])
        hold.edit(tool_calls=[{"id": "call_1", "name": "get_weather", "arguments": {"city": "Bergen"}}])
        thread.join(10)
    call = out["reply"].choices[0].message.tool_calls[0]
    assert json.loads(call.function.arguments) == {"city": "Bergen"} and call.id == "call_1"
    thought, action = run.trajectory.steps_of()
    assert (thought.author, action.author) == (Author.MODEL, Author.HUMAN_EDIT)
    assert action.tool_call == {"name": "get_weather", "arguments": '{"city": "Bergen"}', "id": "call_1"}
    assert "held: the model calls get_weather" in thought.notes
    model_call = run.trajectory.calls[action.call_id or ""]
    assert "Oslo" in model_call.raw_output  # what the model wrote stays on the call
    assert not run.pending()


def test_a_rejected_reply_gives_the_agent_the_message_and_no_call(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run):
        upstream.reply("", tool_calls=[{"name": "add", "arguments": {"a": 1, "b": 1}}])
        thread, out = ask_in_background(weather_call(run))
        held(run).reject("Do not add; look up the weather.")
        thread.join(10)
    message = out["reply"].choices[0].message
    assert message.content == "Do not add; look up the weather." and not message.tool_calls
    step, _end = run.trajectory.steps_of()
    assert step.author == Author.HUMAN_PLAY and "rejected by a person" in " ".join(step.notes)


def test_a_reply_written_whole_by_a_person_is_streamed_to_a_streaming_agent(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run):
        upstream.reply("It is probably cold.")
        thread, out = ask_in_background(weather_call(run, stream=True))
        held(run).reply_with("Let me check.", [{"name": "get_weather", "arguments": {"city": "Oslo"}}])
        thread.join(10)
    chunks = out["reply"]
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    calls = [t for c in chunks if c.choices for t in c.choices[0].delta.tool_calls or []]
    assert text == "Let me check." and calls[0].function.name == "get_weather"
    thought, action = run.trajectory.steps_of()
    assert (thought.author, action.author) == (Author.HUMAN_PLAY, Author.HUMAN_PLAY)


def test_calls_added_and_removed_and_the_thought_edited(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run):
        upstream.reply("Adding.", tool_calls=[{"name": "add", "arguments": {"a": 1, "b": 1}, "id": "call_a"}])
        thread, out = ask_in_background(weather_call(run))
        held(run).edit(thought="Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
        thread.join(10)
    assert [c.function.name for c in out["reply"].choices[0].message.tool_calls] == ["get_weather"]
    thought, action = run.trajectory.steps_of()
    assert (thought.text, thought.author, action.author) == ("Weather first.", Author.HUMAN_EDIT, Author.HUMAN_INSERT)
    assert any(n.startswith("calls removed: add(") for n in thought.notes)


def test_ask_again_with_another_temperature_holds_the_new_reply_and_keeps_the_first_set_aside(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run):
        upstream.reply("First try.")
        upstream.reply("Second try.")
        thread, out = ask_in_background(weather_call(run))
        hold = held(run)
        hold.ask_again(temperature=0.9)
        for _ in range(500):
            if hold.pending and hold.proposal.content == "Second try.":
                break
            time.sleep(0.01)
        assert upstream.completion_requests[-1].body["temperature"] == 0.9
        hold.send()
        thread.join(10)
    assert out["reply"].choices[0].message.content == "Second try."
    step, _end = run.trajectory.steps_of()
    assert step.text == "Finish[Second try.]"
    assert run.trajectory.totals()["calls"] == 2  # the set-aside reply is counted: the model wrote it


def test_ask_again_with_another_model(tmp_path: Path) -> None:
    from tests.support.fake_openai_server import FakeOpenAIServer

    with (
        endpoint(tmp_path, HoldRules(every_call=True)) as (upstream, _server, run),
        FakeOpenAIServer(("big-model",)) as other,
    ):
        upstream.reply("Small model says hi.")
        other.reply("Big model says hi.")
        thread, out = ask_in_background(weather_call(run))
        hold = held(run)
        hold.ask_again(model=load_config({"base_url": other.base_url, "model": "big-model", "retries": 0}, env={}))
        for _ in range(500):
            if hold.proposal.content == "Big model says hi." and hold.pending:
                break
            time.sleep(0.01)
        hold.send()
        thread.join(10)
    assert out["reply"].choices[0].message.content == "Big model says hi."
    assert out["reply"].model == "big-model"


def test_a_hold_no_one_answers_goes_as_the_model_wrote_it_with_a_note(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(every_call=True, timeout_s=0.2)) as (upstream, _server, run):
        upstream.reply("As written.")
        reply = weather_call(run)()
    assert reply.choices[0].message.content == "As written."
    step, _end = run.trajectory.steps_of()
    assert "held with no answer until the time limit; sent as the model wrote it" in step.notes


def test_run_until_conditions_hold_too(tmp_path: Path) -> None:
    rules = HoldRules.parse(["action:Finish[", "observation~rain"])
    assert rules.describe() == "the action matches Finish[ or the observation matches /rain/"
    with endpoint(tmp_path, rules) as (upstream, _server, run):
        upstream.reply("", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "c1"}])
        first = weather_call(run)()  # no condition holds: a call, not an answer
        messages = [
            *QUESTION,
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": "c1", "content": "light rain"},
        ]
        upstream.reply("Take an umbrella.")
        thread, out = ask_in_background(
            lambda: client(run).chat.completions.create(model="m", messages=messages, tools=TOOLS)
        )  # type: ignore[arg-type]
        hold = held(run)
        assert "the action matches Finish[" in hold.reason
        hold.send()
        thread.join(10)
    assert out["reply"].choices[0].message.content == "Take an umbrella."
    assert run.trajectory.steps_of()[-2].text == "Finish[Take an umbrella.]"


def test_a_flag_holds_the_reply_it_fires_on(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules.parse(["flag:loop"])) as (upstream, _server, run):
        same = {"name": "get_weather", "arguments": {"city": "Oslo"}}
        upstream.reply("", tool_calls=[{**same, "id": "c1"}])
        first = weather_call(run)()
        messages = [
            *QUESTION,
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": "c1", "content": "rain"},
        ]
        upstream.reply("", tool_calls=[{**same, "id": "c2"}])
        thread, out = ask_in_background(
            lambda: client(run).chat.completions.create(model="m", messages=messages, tools=TOOLS)
        )  # type: ignore[arg-type]
        hold = held(run)
        assert hold.reason.startswith("held: a flag fires: loop")
        hold.send()
        thread.join(10)
    assert out["reply"].choices[0].message.tool_calls[0].id == "c2"

"""Re-run from here through the endpoint (issue 47, item 3 of the foundations): the person's agent (here an
`openai` client loop with two tools of its own) runs again on a branch of its recorded run; calls before k
are answered from the tape with no model call (the model server's request count shows it), call k with the
person's change, the rest live; a prompt change is a divergence said on the branch, and everything goes live."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import openai
import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.rerun import close_rerun, open_rerun
from react_core.endpoint.tape_replay import ReplyChange, Source
from react_core.endpoint.tape_route import RERUNS, source_of
from react_core.endpoint.tape_source import call_number, recorded_calls
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.endpoint_support import TOOLS, endpoint
from tests.support.fake_openai_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("app_home")

SYSTEM = "You are a weather assistant. Use the tools."
QUESTION = "Is it warm in Oslo, and what is 20 + 1?"


class WeatherAgent:
    """The person's own agent: its prompt, its loop, its tools (which record what they were called with)."""

    def __init__(self, system: str = SYSTEM, stream: bool = False) -> None:
        self.system = system
        self.stream = stream
        self.tool_calls: list[tuple[str, dict[str, Any]]] = []

    def run(self, base_url: str) -> str:
        client = openai.OpenAI(base_url=base_url, api_key="anything", max_retries=0)
        messages: list[Any] = [{"role": "system", "content": self.system}, {"role": "user", "content": QUESTION}]
        for _ in range(6):
            message = self._ask(client, messages)
            messages.append(message)
            if not message.get("tool_calls"):
                return str(message.get("content"))
            for call in message["tool_calls"]:
                arguments = json.loads(call["function"]["arguments"])
                self.tool_calls.append((call["function"]["name"], arguments))
                result = (
                    "9 C, rain" if call["function"]["name"] == "get_weather" else str(arguments["a"] + arguments["b"])
                )
                messages.append({"role": "tool", "tool_call_id": call["id"], "content": result})
        raise AssertionError("the agent did not finish")

    def _ask(self, client: openai.OpenAI, messages: list[Any]) -> dict[str, Any]:
        if not self.stream:
            reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
            return reply.choices[0].message.model_dump(exclude_none=True)
        text, calls = "", {}
        with client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=TOOLS, stream=True) as events:  # type: ignore[arg-type]
            for event in events:
                delta = event.choices[0].delta if event.choices else None
                text += (delta.content or "") if delta else ""
                for piece in (delta.tool_calls or []) if delta else []:
                    call = calls.setdefault(
                        piece.index, {"id": "", "type": "function", "function": {"name": "", "arguments": ""}}
                    )
                    call["id"] = piece.id or call["id"]
                    call["function"]["name"] += (piece.function.name or "") if piece.function else ""
                    call["function"]["arguments"] += (piece.function.arguments or "") if piece.function else ""
        message: dict[str, Any] = {"role": "assistant", "content": text or None}
        if calls:
            message["tool_calls"] = [calls[i] for i in sorted(calls)]
        return message


def script_model(upstream: FakeOpenAIServer, add: tuple[int, int] = (20, 1)) -> None:
    """What the model says, call by call: the weather, the sum, the answer."""
    upstream.reply(
        "First the weather.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "call_w"}]
    )
    upstream.reply(
        "Now the sum.", tool_calls=[{"name": "add", "arguments": {"a": add[0], "b": add[1]}, "id": "call_s"}]
    )
    upstream.reply(f"It is 9 C and rainy in Oslo; {add[0]} + {add[1]} = {sum(add)}.")


def recorded(upstream: FakeOpenAIServer, run: AgentRun, agent: WeatherAgent | None = None) -> Trajectory:
    script_model(upstream)
    (agent or WeatherAgent()).run(run.base_url)
    return Trajectory.from_dict(run.trajectory.to_dict())


def test_a_rerun_from_call_2_with_an_edited_argument_asks_the_model_only_for_call_3(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        original = recorded(upstream, run)
        before = len(upstream.completion_requests)
        assert before == 3
        change = ReplyChange.editing(recorded_calls(original)[1].reply, arguments={0: {"a": 20, "b": 22}})
        rerun = open_rerun(server.runs, original, 2, run.config, change)
        upstream.reply("It is 9 C and rainy in Oslo; 20 + 22 = 42.")
        agent = WeatherAgent()
        answer = agent.run(rerun.base_url)
        assert len(upstream.completion_requests) == before + 1  # call 1 from the tape, call 2 changed: no model call
        assert agent.tool_calls == [("get_weather", {"city": "Oslo"}), ("add", {"a": 20, "b": 22})]
        assert answer == "It is 9 C and rainy in Oslo; 20 + 22 = 42."
        rerun.flush()
        saved = TrajectoryStore(tmp_path / "history.sqlite3").load(original.id)
    branch = saved.branch()
    assert branch.parent_id == original.active_branch and branch.change.startswith("re-run from call 2")
    thoughts = [s for s in saved.steps_of() if s.kind == StepKind.THOUGHT]
    assert [source_of(saved, s) for s in thoughts] == [Source.TAPE, Source.CHANGED]
    final = next(s for s in saved.steps_of() if s.text.startswith("Finish["))
    assert final.text == "Finish[It is 9 C and rainy in Oslo; 20 + 22 = 42.]" and source_of(saved, final) == Source.LIVE
    edited = next(s for s in saved.steps_of() if s.tool_call and s.tool_call["name"] == "add")
    assert edited.author == Author.HUMAN_EDIT and json.loads(edited.tool_call["arguments"]) == {"a": 20, "b": 22}
    taped = saved.calls[thoughts[0].call_id or ""]
    assert (taped.tokens_in, taped.tokens_out, taped.cache_hit) == (0, 0, True)
    assert "from the tape: the recorded reply to call 1, no model call" in thoughts[0].notes
    assert saved.task.meta[RERUNS][branch.id]["divergence"] is None
    # The recorded branch is as it was.
    assert [s.text for s in saved.steps_of(original.active_branch)] == [s.text for s in original.steps_of()]


def test_a_changed_system_prompt_diverges_at_call_1_and_the_whole_rerun_goes_live(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        original = recorded(upstream, run)
        change = ReplyChange.editing(recorded_calls(original)[1].reply, arguments={0: {"a": 1, "b": 1}})
        rerun = open_rerun(server.runs, original, 2, run.config, change)
        script_model(upstream)
        agent = WeatherAgent(system="You are a terse weather assistant. Use the tools.")
        agent.run(rerun.base_url)
        assert len(upstream.completion_requests) == 6  # every call of the re-run went to the model
        assert agent.tool_calls[1] == ("add", {"a": 20, "b": 1})  # never the change made for another request
        assert rerun.messages == [
            "The re-run left the tape. Call 1 differs from the recording (message 1 (system): "
            "'You are a weather assistant. Use the tools.' -> 'You are a terse weather assistant. Use the tools.'): "
            "from there on the model answers, live."
        ]
        rerun.flush()
        saved = TrajectoryStore(tmp_path / "history.sqlite3").load(original.id)
    divergence = saved.task.meta[RERUNS][saved.active_branch]["divergence"]
    assert (divergence["call"], divergence["field"]) == (1, "messages")
    first = saved.steps_of()[0]
    assert source_of(saved, first) == Source.LIVE and any(n.startswith("divergence: Call 1") for n in first.notes)


def test_a_streaming_agent_is_answered_from_the_tape_too(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        original = recorded(upstream, run, WeatherAgent(stream=True))
        rerun = open_rerun(server.runs, original, 3, run.config, ReplyChange("Oslo: 9 C and rain; 20 + 1 = 21."))
        agent = WeatherAgent(stream=True)
        assert agent.run(rerun.base_url) == "Oslo: 9 C and rain; 20 + 1 = 21."
        assert len(upstream.completion_requests) == 3  # the recording's only: the re-run asked nothing
        assert agent.tool_calls == [("get_weather", {"city": "Oslo"}), ("add", {"a": 20, "b": 1})]


def test_a_rerun_without_a_change_goes_live_at_call_k(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        original = recorded(upstream, run)
        rerun = open_rerun(server.runs, original, 3, run.config)
        upstream.reply("Rainy, 9 C; and 21.")
        assert WeatherAgent().run(rerun.base_url) == "Rainy, 9 C; and 21."
        assert len(upstream.completion_requests) == 4
        assert rerun.tape is not None and [a.source for a in rerun.tape.answers] == [
            Source.TAPE,
            Source.TAPE,
            Source.LIVE,
        ]


def test_step_k_is_named_by_the_call_it_came_from(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        original = recorded(upstream, run)
    steps = original.steps_of()
    kinds = [s.kind for s in steps]
    assert kinds == [StepKind.THOUGHT, StepKind.ACTION, StepKind.OBSERVATION] * 2 + [
        StepKind.ACTION,
        StepKind.OBSERVATION,
    ]
    assert steps[-2].text.startswith("Finish[") and steps[-1].text == "Episode finished."
    numbers = [call_number(original, s.id) for s in steps[:-1]]
    assert numbers == [1, 1, 2, 2, 2, 3, 3]  # a tool's result: the call that reads it
    with pytest.raises(ValueError, match="No call of the agent follows that step"):
        call_number(original, steps[-1].id)


def test_a_rerun_that_records_nothing_is_taken_off_and_leaves_the_trajectory_as_it_was(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        original = recorded(upstream, run)
        rerun = open_rerun(server.runs, original, 1, run.config)
        assert len(rerun.trajectory.branches) == 2
        assert close_rerun(server.runs, rerun) is True
        rerun.flush()
        saved = TrajectoryStore(tmp_path / "history.sqlite3").load(original.id)
    assert {**saved.to_dict(), "updated_at": 0} == {**original.to_dict(), "updated_at": 0}


def test_a_run_not_recorded_through_the_endpoint_or_a_call_out_of_range_is_refused(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        original = recorded(upstream, run)
        with pytest.raises(ValueError, match="can change call 1 to 3"):
            open_rerun(server.runs, original, 9, run.config, ReplyChange("x"))
        wrong = ReplyChange.editing(recorded_calls(original)[1].reply, arguments={0: {"a": "twenty"}})
        with pytest.raises(ValueError, match=r"Tool call 1 \(add\): "):
            open_rerun(server.runs, original, 2, run.config, wrong)
        unknown = ReplyChange(None, ({"id": "c", "type": "function", "function": {"name": "rm", "arguments": "{}"}},))
        with pytest.raises(ValueError, match="offers no tool 'rm'; offered: add, get_weather"):
            open_rerun(server.runs, original, 2, run.config, unknown)
        plain = Trajectory.from_dict(original.to_dict())
        for call in plain.calls.values():
            call.request = {"temperature": 0}
        with pytest.raises(ValueError, match="not recorded through the steering endpoint"):
            open_rerun(server.runs, plain, 1, run.config)
        assert len(server.runs.all()) == 1  # nothing opened


def test_the_openai_responses_api_is_answered_from_the_tape(tmp_path: Path) -> None:
    def ask(base_url: str, instructions: str) -> list[str]:
        client = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0)
        items: list[Any] = [{"role": "user", "content": QUESTION}]
        first = client.responses.create(
            model="gpt-4o", instructions=instructions, input=items, tools=[_responses_tool()]
        )
        call = next(o for o in first.output if o.type == "function_call")
        items += [
            {"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments},
            {"type": "function_call_output", "call_id": call.call_id, "output": "9 C, rain"},
        ]
        second = client.responses.create(
            model="gpt-4o", instructions=instructions, input=items, tools=[_responses_tool()]
        )
        return [call.arguments, second.output_text]

    with endpoint(tmp_path) as (upstream, server, run):
        upstream.reply(
            "Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "call_w"}]
        )
        upstream.reply("9 C and rain.")
        assert ask(run.base_url, SYSTEM) == ['{"city": "Oslo"}', "9 C and rain."]
        original = Trajectory.from_dict(run.trajectory.to_dict())
        rerun = open_rerun(server.runs, original, 2, run.config, ReplyChange("Cold and wet: 9 C."))
        assert ask(rerun.base_url, SYSTEM) == ['{"city": "Oslo"}', "Cold and wet: 9 C."]
        assert len(upstream.completion_requests) == 2


def _responses_tool() -> dict[str, Any]:
    function = TOOLS[0]["function"]
    return {"type": "function", "name": function["name"], "parameters": function["parameters"], "strict": False}


def test_the_server_is_left_alone_by_a_rerun_of_another_servers_run(tmp_path: Path) -> None:
    """A tape read from History works on any endpoint: the recording, not the server, holds it."""
    with endpoint(tmp_path) as (upstream, _server, run):
        original = recorded(upstream, run)
        with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as other:
            rerun = open_rerun(other.runs, original, 3, run.config, ReplyChange("Done: 9 C, rain, 21."))
            assert WeatherAgent().run(rerun.base_url) == "Done: 9 C, rain, 21."
        assert len(upstream.completion_requests) == 3


def test_a_responses_agent_chaining_previous_response_id_is_answered_from_the_tape(tmp_path: Path) -> None:
    """Each response gets a fresh id; a request naming a taped response is compared as naming the recorded one."""

    def ask(base_url: str) -> str:
        client = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0)
        first = client.responses.create(model="gpt-4o", instructions=SYSTEM, input=QUESTION, tools=[_responses_tool()])
        call = next(o for o in first.output if o.type == "function_call")
        output = {"type": "function_call_output", "call_id": call.call_id, "output": "9 C, rain"}
        second = client.responses.create(
            model="gpt-4o",
            previous_response_id=first.id,
            input=[output],
            tools=[_responses_tool()],  # type: ignore[list-item]
        )
        return second.output_text

    with endpoint(tmp_path) as (upstream, server, run):
        upstream.reply(
            "Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "call_w"}]
        )
        upstream.reply("9 C and rain.")
        assert ask(run.base_url) == "9 C and rain."
        original = Trajectory.from_dict(run.trajectory.to_dict())
        rerun = open_rerun(server.runs, original, 2, run.config, ReplyChange("Cold and wet."))
        assert ask(rerun.base_url) == "Cold and wet."
        assert len(upstream.completion_requests) == 2
        assert rerun.tape is not None and rerun.tape.divergence is None

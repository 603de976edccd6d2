"""What a step's model call keeps of its request, and what the Prompt panel reads from it: the exact
prompt and settings the model received, the body a backend sent, context use and what was cut."""

from __future__ import annotations

import json

import pytest

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.models.base import ModelRequest
from react_core.models.openai_model import OpenAIModel
from react_core.models.slots import SlotMap
from react_core.prompting.method_base import Generation
from react_core.trajectory import call_record
from react_core.trajectory.steps import ModelCall
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through the capital of Austria?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"
PROMPT = "Question: What is the capital of France?\nThought 1:"


def stepped(replies, generation: Generation | None = None) -> tuple[Trajectory, ScriptedModel]:
    trajectory = Trajectory.start(TASK, "react")
    model = ScriptedModel(replies)
    Engine(trajectory, make_method("react", "hotpotqa", prefix=PREFIX), model, EchoEnv(), generation=generation).step()
    return trajectory, model


@pytest.fixture
def server():
    with FakeOpenAIServer(models=("fake-model", "gpt-4o-mini")) as fake:
        yield fake


def test_a_step_records_the_prompt_stops_and_sampling_the_model_received():
    trajectory, model = stepped(
        [" I should look up Austria.\nAction 1: Search[Austria]"], Generation(temperature=0.3, max_tokens=150, seed=9)
    )
    (call,) = trajectory.calls.values()
    (received,) = model.requests
    assert call.prompt == received.prompt
    assert call.request == {
        "stop": list(received.stop),
        "max_tokens": received.max_tokens,
        "temperature": received.temperature,
        "n": received.n,
        "seed": received.seed,
        "end_after_line": received.end_after_line,
        "choices": list(received.choices),
    }
    assert call.request["stop"] == ["\nObservation", "\nQuestion:"]
    assert (call.request["max_tokens"], call.request["temperature"], call.request["seed"]) == (150, 0.3, 9)
    assert call.raw_output == " I should look up Austria.\nAction 1: Search[Austria]"


def test_the_recorded_call_survives_a_json_round_trip_and_an_old_file_without_it_loads():
    trajectory, _ = stepped([" a\nAction 1: Search[Austria]"])
    (call,) = trajectory.calls.values()
    call.sent, call.finish_reason, call.context_tokens = {"route": "completions", "prompt": None}, "length", 8192
    again = Trajectory.from_json(trajectory.to_json())
    assert again.calls[call.id] == call

    old = trajectory.to_dict()
    for name in ("request", "sent", "finish_reason", "context_tokens"):
        del old["calls"][call.id][name]
    loaded = Trajectory.from_dict(old).calls[call.id]
    assert (loaded.request, loaded.sent, loaded.finish_reason, loaded.context_tokens) == (None, None, None, None)
    assert loaded.prompt == call.prompt and not call_record.recorded(loaded)


def test_unknown_parts_are_left_out_of_the_file_so_older_readers_still_read_it():
    call = ModelCall(prompt="p", raw_output="r", model="m")
    trajectory, _ = stepped([" a\nAction 1: Search[Austria]"])
    trajectory.add_call(call)
    written = trajectory.to_dict()["calls"][call.id]
    assert not {"request", "sent", "finish_reason", "context_tokens"} & set(written)


def test_a_malformed_record_is_refused_naming_the_field():
    trajectory, _ = stepped([" a\nAction 1: Search[Austria]"])
    data = trajectory.to_dict()
    (key,) = data["calls"]
    data["calls"][key]["context_tokens"] = "lots"
    with pytest.raises(ValueError, match=rf"calls\[{key}\]\.context_tokens: expected a whole number"):
        Trajectory.from_dict(data)


def test_the_body_an_endpoint_got_is_recorded_without_a_second_copy_of_the_prompt(server):
    server.reply(" Paris.", prompt_tokens=40, completion_tokens=3)
    model = OpenAIModel(base_url=server.base_url, model="fake-model", context_tokens=4096)
    reply = model.complete(ModelRequest(PROMPT, stop=("\nObservation", "\nQuestion:"), max_tokens=64, seed=7))
    posted = server.completion_requests[-1].body
    assert reply.sent is not None and reply.sent["prompt"] is None and reply.sent["route"] == "completions"
    assert {k: v for k, v in reply.sent.items() if k not in ("route", "prompt")} == {
        k: v for k, v in posted.items() if k != "prompt"
    }
    assert reply.context_tokens == 4096


def test_a_chat_call_shows_the_messages_exactly_as_sent(server):
    server.reply("Thought 1: Paris.")
    reply = OpenAIModel(base_url=server.base_url, model="gpt-4o-mini").complete(ModelRequest(PROMPT))
    call = ModelCall(prompt=PROMPT, raw_output=reply.text, model=reply.model, sent=reply.sent)
    assert call_record.api_of(call) == "chat"
    assert call_record.messages(call) == server.completion_requests[-1].body["messages"]
    assert call_record.sent_request(call)["request"]["messages"][-1]["content"] == PROMPT


def test_the_download_is_the_request_as_posted_with_the_reply(server):
    server.reply(" Paris.", prompt_tokens=40, completion_tokens=3)
    slots = SlotMap(2)
    reply = OpenAIModel(base_url=server.base_url, model="fake-model", slots=slots).complete(
        ModelRequest(PROMPT, stop=("\n",), session="s1")
    )
    call = ModelCall(
        prompt=PROMPT, raw_output=reply.text, model=reply.model, tokens_in=40, tokens_out=3, sent=reply.sent
    )
    data = json.loads(call_record.request_json(call))
    posted = server.completion_requests[-1].body
    assert {k: v for k, v in data["request"].items() if k != "route"} == posted
    assert data["reply"] == {"text": " Paris.", "tokens_in": 40, "tokens_out": 3}


def test_context_use_is_the_share_of_the_window_and_unknown_windows_say_so():
    call = ModelCall(prompt="p", raw_output="r", model="m", tokens_in=3000, tokens_out=96, context_tokens=8192)
    assert call_record.context_line(call) == (
        "3,000 prompt + 96 reply tokens = 3,096 of the context window's 8,192 (38%)."
    )
    call.context_tokens = None
    assert "does not say how large its context window is" in call_record.context_line(call)


def test_a_reply_cut_at_max_tokens_and_a_full_window_are_reported():
    call = ModelCall(
        prompt="p",
        raw_output="r",
        model="m",
        tokens_in=4000,
        tokens_out=200,
        context_tokens=4096,
        finish_reason="length",
        request={"stop": ["\n"], "max_tokens": 200, "temperature": 0.0, "n": 1, "seed": None},
    )
    said = call_record.cuts(call)
    assert said[0] == "Nothing was cut from the prompt: the workbench always sends the whole trajectory."
    assert "The reply was cut off at max tokens (200): the model had not finished." in said
    assert "The prompt left room for only 96 reply tokens in the context window." in said


def test_stop_strings_the_server_did_not_take_are_reported():
    asked = ["\nObservation", "\nQuestion:", "\nThought", "\nAction", "\nClaim:"]
    call = ModelCall(
        prompt="p", raw_output="r", model="m", request={"stop": asked, "max_tokens": 9}, sent={"stop": asked[:4]}
    )
    assert "The server took only the first 4 stop strings; the reply was cut at the others here." in (
        call_record.cuts(call)
    )
    call.sent = {"stop": asked}
    assert len(call_record.cuts(call)) == 1  # only the sentence about the prompt


def test_the_settings_line_shows_newlines_in_stop_strings_as_escapes():
    trajectory, _ = stepped([" a\nAction 1: Search[Austria]"])
    (call,) = trajectory.calls.values()
    line = call_record.settings_line(call)
    assert line.startswith('stop ["\\nObservation", "\\nQuestion:"] · max tokens 200 · temperature 0.0')
    assert "\n" not in line


def test_the_task_begins_after_the_exemplars_at_the_line_that_holds_it():
    _, model = stepped([" a\nAction 1: Search[Austria]"])
    prompt = model.requests[0].prompt
    start = call_record.task_start(prompt, ["", TASK.text])
    assert start is not None and prompt[:start].rstrip().endswith("Action 1: Finish[y]")
    assert prompt[start:] == f"Question: {TASK.text}\nThought 1:"
    assert call_record.task_start(prompt, ["not in the prompt"]) is None

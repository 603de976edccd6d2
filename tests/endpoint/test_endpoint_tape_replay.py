"""The tape (issue 47, item 2): a re-run from call k answers calls 1..k-1 from the recording only while the
agent's requests are the recorded ones, gives call k the person's change, and leaves the rest to the model.
A request that differs is a divergence: which call, which field, a readable diff, and live from there on."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from react_core.endpoint.tape_match import difference
from react_core.endpoint.tape_replay import Divergence, ReplyChange, Source, Tape, TapedCall, first_message

SYSTEM = "You are a helpful assistant. Use the tools."
QUESTION = "What is the weather in Paris, and what is 1 + 2?"


def reply(content: str | None, *calls: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    """A chat.completion as the model server sent it."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(a)}} for i, n, a in calls
        ]
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1,
        "model": "fake-model",
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}],
        "usage": {"prompt_tokens": 50, "completion_tokens": 10, "total_tokens": 60},
    }


def run_of_the_agent(
    system: str = SYSTEM, question: str = QUESTION, ids: tuple[str, str] = ("call_a1", "call_b1"), **settings: Any
) -> list[TapedCall]:
    """A weather agent's three calls: weather, then add, then the answer. Each request carries the replies
    before it back, as an agent does; `ids` are the tool-call ids its replies had."""
    replies = [
        reply("I will look up the weather.", (ids[0], "get_weather", {"city": "Paris"})),
        reply("Now the sum.", (ids[1], "add", {"a": 1, "b": 2})),
        reply("It is sunny in Paris, and 1 + 2 = 3."),
    ]
    results = ["sunny, 21 C", "3"]
    messages: list[dict[str, Any]] = [{"role": "system", "content": system}, {"role": "user", "content": question}]
    calls = []
    for index, answer in enumerate(replies):
        body = {
            "model": "gpt-4o-mini",
            "messages": copy.deepcopy(messages),
            "tools": TOOLS,
            "temperature": 0,
            **settings,
        }
        calls.append(TapedCall(body, answer))
        message = first_message(answer)
        messages.append(message)
        if index < len(results):
            messages.append({"role": "tool", "tool_call_id": message["tool_calls"][0]["id"], "content": results[index]})
    return calls


TOOLS = [
    {"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}},
    {"type": "function", "function": {"name": "add", "parameters": {"type": "object", "properties": {"a": {}, "b": {}}}}},
]  # fmt: skip


def test_an_identical_request_is_answered_from_the_tape_with_the_recorded_reply() -> None:
    recording = run_of_the_agent()
    tape = Tape(recording, change_at=3)
    first = tape.answer(recording[0].request)
    assert first.source == Source.TAPE and first.reply == recording[0].reply and first.divergence is None
    second = tape.answer(recording[1].request)
    assert (second.call, second.source, second.reply) == (2, Source.TAPE, recording[1].reply)


def test_a_changed_system_prompt_diverges_at_call_1_and_everything_after_goes_live() -> None:
    recording = run_of_the_agent()
    rerun = run_of_the_agent(system="You are terse. Use the tools.")
    tape = Tape(recording, change_at=3, change=ReplyChange("Edited."))
    first = tape.answer(rerun[0].request)
    assert (first.source, first.reply) == (Source.LIVE, None)
    assert first.divergence == Divergence(
        1,
        "messages",
        "message 1 (system): 'You are a helpful assistant. Use the tools.' -> 'You are terse. Use the tools.'",
    )
    assert all(tape.answer(call.request).source == Source.LIVE for call in rerun[1:])
    assert tape.divergence == first.divergence
    assert str(first.divergence).startswith("Call 1 differs from the recording (message 1 (system): ")


def test_a_changed_question_is_named_by_message_and_role() -> None:
    recording = run_of_the_agent(question="What is the capital of France?")
    found = difference(recording[0].request, run_of_the_agent(question="What is the capital of Spain?")[0].request)
    assert found is not None
    assert (found.field, found.diff) == (
        "messages",
        "message 2 (user): 'What is the capital of France?' -> 'What is the capital of Spain?'",
    )


def test_fresh_tool_call_ids_still_match() -> None:
    recording = run_of_the_agent(ids=("call_a1", "call_b1"))
    rerun = run_of_the_agent(ids=("call_ZZ9", "call_QQ7"))  # the framework made new ids this time
    tape = Tape(recording, change_at=3)
    assert [tape.answer(call.request).source for call in rerun[:2]] == [Source.TAPE, Source.TAPE]
    assert tape.divergence is None


def test_a_tool_result_sent_for_another_call_than_recorded_diverges() -> None:
    recording = run_of_the_agent()
    body = copy.deepcopy(recording[1].request)
    body["messages"][3]["tool_call_id"] = "call_unknown"  # answers a call the reply did not make
    found = difference(recording[1].request, body)
    assert (
        found is not None
        and found.field == "messages"
        and found.diff.startswith("message 4 (tool) answers another call: call#1 -> call#2")
    )


def test_bookkeeping_fields_and_the_agents_model_name_do_not_count() -> None:
    recording = run_of_the_agent()
    body = {
        **recording[0].request,
        "model": "gpt-4.1",
        "user": "session-8f2c",
        "metadata": {"trace": "abc"},
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    body["messages"] = [{**m, "refusal": None} for m in body["messages"]]
    body["messages"][1] = {"role": "user", "content": [{"type": "text", "text": QUESTION}]}
    assert difference(recording[0].request, body) is None


def test_a_sampling_setting_that_changes_the_answer_diverges() -> None:
    recording = run_of_the_agent()
    tape = Tape(recording, change_at=3)
    first = tape.answer({**recording[0].request, "temperature": 0.7})
    assert first.divergence is not None
    assert (first.divergence.field, first.divergence.diff) == ("temperature", "temperature: 0 -> 0.7")
    seeded = difference(recording[0].request, {**recording[0].request, "seed": 7})
    assert seeded is not None and seeded.diff == "seed: (not set) -> 7"


def test_a_changed_tool_diverges_and_says_which() -> None:
    recording = run_of_the_agent()
    fewer = difference(recording[0].request, {**recording[0].request, "tools": TOOLS[:1]})
    assert fewer is not None and (fewer.field, fewer.diff) == ("tools", "tool add removed")
    choice = difference(recording[0].request, {**recording[0].request, "tool_choice": "required"})
    assert choice is not None and choice.diff == "tool_choice: (not set) -> 'required'"


def test_the_edited_call_k_is_what_the_agent_gets() -> None:
    recording = run_of_the_agent()
    change = ReplyChange.editing(recording[1].reply, thought="Add 2 and 2 instead.", arguments={0: {"a": 2, "b": 2}})
    tape = Tape(recording, change_at=2, change=change)
    assert tape.answer(recording[0].request).source == Source.TAPE
    edited = tape.answer(recording[1].request)
    assert edited.source == Source.CHANGED and edited.reply is not None
    message = first_message(edited.reply)
    assert message["content"] == "Add 2 and 2 instead."
    assert message["tool_calls"][0]["function"] == {"name": "add", "arguments": '{"a": 2, "b": 2}'}
    assert message["tool_calls"][0]["id"] == "call_b1"
    assert edited.reply["choices"][0]["finish_reason"] == "tool_calls" and edited.reply["id"] == "chatcmpl-1"
    assert first_message(recording[1].reply)["content"] == "Now the sum."  # the recording is untouched


def test_calls_after_k_go_live_even_when_they_match_the_recording() -> None:
    recording = run_of_the_agent()
    tape = Tape(recording, change_at=2, change=ReplyChange("The answer is 3."))
    answers = [tape.answer(call.request) for call in recording]
    assert [a.source for a in answers] == [Source.TAPE, Source.CHANGED, Source.LIVE]
    assert answers[2].reply is None and tape.divergence is None


def test_after_a_divergence_a_later_matching_request_is_still_live_never_a_stale_reply() -> None:
    recording = run_of_the_agent()
    tape = Tape(recording, change_at=3)
    assert tape.answer({**recording[0].request, "temperature": 0.2}).divergence is not None
    assert tape.answer(recording[1].request).source == Source.LIVE


def test_a_request_that_differs_at_call_k_drops_the_change_and_says_so() -> None:
    recording = run_of_the_agent()
    tape = Tape(recording, change_at=1, change=ReplyChange("Edited."))
    answer = tape.answer(run_of_the_agent(question="Another question?")[0].request)
    assert answer.source == Source.LIVE and answer.divergence is not None and answer.divergence.change_dropped
    assert str(answer.divergence).endswith("the change was not applied.")


def test_without_a_change_call_k_goes_live_and_k_may_follow_the_whole_recording() -> None:
    recording = run_of_the_agent()
    tape = Tape(recording, change_at=4)
    assert [tape.answer(call.request).source for call in recording] == [Source.TAPE] * 3
    assert tape.answer(recording[2].request).source == Source.LIVE


def test_another_api_than_recorded_diverges() -> None:
    recording = run_of_the_agent()
    answer = Tape(recording, change_at=2).answer({"input": QUESTION}, api="responses")
    assert answer.divergence is not None and answer.divergence.field == "api"


def test_a_responses_api_request_matches_with_fresh_item_and_call_ids() -> None:
    def body(call_id: str, item_id: str) -> dict[str, Any]:
        return {
            "model": "gpt-4o",
            "instructions": SYSTEM,
            "input": [
                {"role": "user", "content": QUESTION},
                {"type": "function_call", "id": item_id, "call_id": call_id, "name": "add", "arguments": "{}"},
                {"type": "function_call_output", "call_id": call_id, "output": "3"},
            ],
        }

    assert difference(body("call_1", "fc_1"), body("call_9", "fc_9")) is None
    changed = difference(body("call_1", "fc_1"), {**body("call_1", "fc_1"), "instructions": "Be terse."})
    assert changed is not None and changed.field == "instructions"


def test_long_texts_are_cut_to_a_window_around_the_first_difference() -> None:
    long = "The observation says " + "x" * 200 + " and then Paris."
    found = difference(
        {"messages": [{"role": "tool", "tool_call_id": "a", "content": long}]},
        {"messages": [{"role": "tool", "tool_call_id": "a", "content": long.replace("Paris", "Rome")}]},
    )
    assert found is not None and "…" in found.diff and "Paris" in found.diff and "Rome" in found.diff
    assert len(found.diff) < 220


def test_a_change_out_of_the_recordings_range_or_with_bad_arguments_is_refused() -> None:
    recording = run_of_the_agent()
    with pytest.raises(ValueError, match="can change call 1 to 3"):
        Tape(recording, change_at=4, change=ReplyChange("x"))
    with pytest.raises(ValueError, match="not valid JSON"):
        ReplyChange.editing(recording[0].reply, arguments={0: "{city: Paris"})
    with pytest.raises(ValueError, match="no call 2 to edit"):
        ReplyChange.editing(recording[0].reply, arguments={1: {"city": "Rome"}})


def test_a_responses_api_reply_is_edited_the_same_way() -> None:
    response = {
        "object": "response",
        "id": "resp_1",
        "output": [
            {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Weather first."}]},
            {"type": "function_call", "id": "fc_1", "call_id": "call_w", "name": "get_weather", "arguments": "{}"},
        ],
    }
    change = ReplyChange.editing(response, thought="Rome's weather.", arguments={0: {"city": "Rome"}})
    assert change.content == "Rome's weather."
    assert change.tool_calls == (
        {"id": "call_w", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}},
    )

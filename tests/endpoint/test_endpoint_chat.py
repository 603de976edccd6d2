"""The steering endpoint's chat completions: an agent's OpenAI client gets replies its own types accept,
and each call is a step of the run's trajectory in History (react_core/endpoint)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, Outcome, StepKind
from tests.support.endpoint_support import TOOLS, client, endpoint

pytestmark = pytest.mark.usefixtures("app_home")


def test_a_reply_reaches_the_agent_as_the_model_wrote_it_and_is_recorded_as_the_answer(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("Paris is the capital of France.")
        reply = client(run).chat.completions.create(
            model="gpt-4o", messages=[{"role": "user", "content": "What is the capital of France?"}]
        )
        assert reply.choices[0].message.content == "Paris is the capital of France."
        assert reply.usage is not None and reply.usage.prompt_tokens == 11
        sent = upstream.completion_requests[-1].body
        assert sent["model"] == "fake-model"  # the run's model, not the one the agent named
        assert upstream.completion_requests[-1].headers["Authorization"] == "Bearer sk-upstream-secret"
        run.flush()  # saved on the run's own thread; a reply does not wait for History
        saved = TrajectoryStore(tmp_path / "history.sqlite3").load(run.trajectory.id)
    assert saved.task.text == "What is the capital of France?"
    step, end = saved.steps_of()
    assert (end.kind, end.text) == (StepKind.OBSERVATION, "Episode finished.")
    assert (step.kind, step.text, step.author) == (
        StepKind.ACTION,
        "Finish[Paris is the capital of France.]",
        Author.MODEL,
    )
    assert saved.branch().outcome == Outcome.ANSWERED
    call = saved.calls[step.call_id or ""]
    assert (call.tokens_in, call.tokens_out) == (11, 7)
    exchange = (call.request or {})["agent"]
    assert exchange["request"]["model"] == "gpt-4o"  # the agent's own request, exactly
    assert exchange["reply"]["choices"][0]["message"]["content"] == "Paris is the capital of France."


def test_tool_calls_are_actions_and_the_tool_results_sent_next_are_their_observations(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        agent = client(run)
        upstream.reply(
            "I need the weather first.",
            tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}, "id": "call_1"}],
        )
        messages: list[dict[str, object]] = [{"role": "user", "content": "Should I take an umbrella in Oslo?"}]
        first = agent.chat.completions.create(model="m", messages=messages, tools=TOOLS, tool_choice="auto")  # type: ignore[arg-type]
        call = first.choices[0].message.tool_calls[0]  # type: ignore[index]
        assert call.function.name == "get_weather" and json.loads(call.function.arguments) == {"city": "Oslo"}
        assert first.choices[0].finish_reason == "tool_calls"
        messages += [
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": call.id, "content": "Rain, 9 °C"},
        ]
        upstream.reply("Yes, take one: it rains.")
        agent.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        assert upstream.completion_requests[0].body["tool_choice"] == "auto"
        assert upstream.completion_requests[0].body["tools"] == TOOLS
    steps = run.trajectory.steps_of()
    assert [(s.kind, s.text) for s in steps] == [
        (StepKind.THOUGHT, "I need the weather first."),
        (StepKind.ACTION, 'get_weather[{"city": "Oslo"}]'),
        (StepKind.OBSERVATION, "Rain, 9 °C"),
        (StepKind.ACTION, "Finish[Yes, take one: it rains.]"),
        (StepKind.OBSERVATION, "Episode finished."),
    ]
    assert steps[1].tool_call == {"name": "get_weather", "arguments": '{"city": "Oslo"}', "id": "call_1"}
    assert run.trajectory.task.meta["recorded"] == [["get_weather", '{"city": "Oslo"}', "Rain, 9 °C"]]
    copy = run.snapshot()  # what a page draws: the run as it stands, apart from the live one
    assert [s.id for s in copy.steps_of()] == [s.id for s in steps] and copy is not run.trajectory


def test_a_streamed_reply_is_relayed_and_parsed_by_the_client_with_its_tool_calls(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("Checking.", tool_calls=[{"name": "add", "arguments": {"a": 2, "b": 3}, "id": "call_9"}])
        stream = client(run).chat.completions.create(
            model="m",
            messages=[{"role": "user", "content": "2+3?"}],
            tools=TOOLS,
            stream=True,  # type: ignore[arg-type]
        )
        chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    pieces = [t for c in chunks if c.choices for t in c.choices[0].delta.tool_calls or []]
    assert text == "Checking."
    assert "".join(p.function.arguments or "" for p in pieces if p.function) == '{"a": 2, "b": 3}'
    assert not any(c.usage for c in chunks)  # the agent did not ask for the usage; the endpoint did
    action = run.trajectory.steps_of()[1]
    assert action.tool_call == {"name": "add", "arguments": '{"a": 2, "b": 3}', "id": "call_9"}
    assert run.trajectory.calls[action.call_id or ""].tokens_in == 11


def test_models_lists_the_runs_model(tmp_path: Path) -> None:
    import openai

    with endpoint(tmp_path) as (_upstream, _server, run):
        models = client(run).models.list()
        assert client(run).models.retrieve("fake-model").id == "fake-model"
        with pytest.raises(openai.NotFoundError, match="the run chooses the model"):
            client(run).models.retrieve("gpt-4o")
    assert [m.id for m in models.data] == ["fake-model"]


def test_a_body_sent_in_chunks_is_read(tmp_path: Path) -> None:
    import http.client

    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("chunked ok")
        host, rest = run.base_url.removeprefix("http://").split("/", 1)
        connection = http.client.HTTPConnection(host, timeout=10)
        body = json.dumps({"model": "m", "messages": [{"role": "user", "content": "hi"}]}).encode()
        connection.request(
            "POST",
            f"/{rest}/chat/completions",
            iter([body[:20], body[20:]]),
            {"Content-Type": "application/json"},
            encode_chunked=True,
        )
        reply = json.loads(connection.getresponse().read())
    assert reply["choices"][0]["message"]["content"] == "chunked ok"


def test_each_calls_exact_request_is_kept_with_only_its_new_messages_and_put_back_whole(tmp_path: Path) -> None:
    from react_core.endpoint.tape import agent_request, exchanges

    with endpoint(tmp_path) as (upstream, _server, run):
        agent = client(run)
        messages: list[dict[str, object]] = [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "Add 1 and 2."},
        ]
        sent = []
        for answer in ("", "", "3"):
            if answer:
                upstream.reply(answer)
            else:
                upstream.reply("", tool_calls=[{"name": "add", "arguments": {"a": 1, "b": 2}, "id": f"c{len(sent)}"}])
            body = {"model": "m", "messages": [dict(m) for m in messages], "tools": TOOLS}
            reply = agent.chat.completions.create(**body)  # type: ignore[arg-type]
            sent.append(body)
            message = reply.choices[0].message
            messages.append(message.model_dump(exclude_none=True))
            for call in message.tool_calls or []:
                messages.append({"role": "tool", "tool_call_id": call.id, "content": "3"})
    calls = sorted(run.trajectory.calls.values(), key=lambda c: c.created_at)
    assert [agent_request(run.trajectory, c)["messages"] for c in calls] == [b["messages"] for b in sent]
    kept = [len(c.request["agent"]["request"]["messages"]) for c in calls]  # type: ignore[index]
    assert kept == [2, 2, 2]  # the first call's two, then each call's assistant reply and tool result
    tape = exchanges(run.trajectory)
    assert [e.request["messages"] for e in tape] == [b["messages"] for b in sent]
    assert tape[-1].reply["choices"][0]["message"]["content"] == "3" and tape[0].api == "chat/completions"


def test_the_embedded_model_gets_a_reply_limit_where_the_agent_set_none() -> None:
    from react_core.endpoint.chat_request import read_chat
    from react_core.endpoint.upstream import EMBEDDED_REPLY_CAP, Upstream
    from react_core.models.config import load_config

    request = read_chat({"model": "m", "messages": [{"role": "user", "content": "hi"}]})
    embedded = Upstream(load_config({"provider": "embedded"}, env={}))
    elsewhere = Upstream(load_config({"base_url": "http://127.0.0.1:9/v1", "model": "x"}, env={}))
    assert request.upstream_body("m", reply_cap=embedded.reply_cap)["max_tokens"] == EMBEDDED_REPLY_CAP
    assert "max_tokens" not in request.upstream_body("x", reply_cap=elsewhere.reply_cap)
    limited = read_chat({"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_completion_tokens": 50})
    assert "max_tokens" not in limited.upstream_body("m", reply_cap=embedded.reply_cap)  # the agent's own limit stands

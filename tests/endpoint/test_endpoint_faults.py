"""What an agent gets when something is wrong: an OpenAI-style error its client raises as its own
exception, or the documented fallback; and the run keeps every step it recorded."""

from __future__ import annotations

import json
import socket
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import openai
import pytest

from react_core.endpoint.chat_request import MAX_BODY_BYTES
from react_core.endpoint.http_server import EndpointServer
from react_core.models.config import load_config
from react_core.trajectory.steps import StepKind
from tests.support.endpoint_support import TOOLS, client, endpoint

pytestmark = pytest.mark.usefixtures("app_home")
HELLO = [{"role": "user", "content": "hello"}]


def post(url: str, data: bytes) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_malformed_json_is_a_400_in_openais_shape(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (_upstream, _server, run):
        status, body = post(f"{run.base_url}/chat/completions", b'{"messages": [')
    assert status == 400
    assert body["error"]["code"] == "invalid_json" and "not valid JSON" in body["error"]["message"]
    assert set(body["error"]) >= {"message", "type", "code"}


def test_a_request_without_messages_names_the_field(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (_upstream, _server, run):
        with pytest.raises(openai.BadRequestError, match="'messages' must be a non-empty array"):
            client(run).chat.completions.create(model="m", messages=[])


def test_unknown_fields_go_on_to_the_model_server_and_are_named_on_the_step(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("ok")
        client(run).chat.completions.create(model="m", messages=HELLO, extra_body={"cache_prompt": True})  # type: ignore[arg-type]
        assert upstream.completion_requests[-1].body["cache_prompt"] is True
    step, _end = run.trajectory.steps_of()
    assert "fields the endpoint does not know, passed on to the model server: cache_prompt" in step.notes


def test_a_body_over_the_limit_is_a_413(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (_upstream, _server, run):
        big = json.dumps(
            {"model": "m", "messages": [{"role": "user", "content": "x" * (MAX_BODY_BYTES + 10)}]}
        ).encode()
        status, body = post(f"{run.base_url}/chat/completions", big)
    assert status == 413 and body["error"]["code"] == "request_too_large"


def test_an_unknown_run_is_a_404_and_a_wrong_token_a_401(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (_upstream, server, run):
        lost = openai.OpenAI(base_url=f"{server.url}/s/nope/{run.token}/v1", api_key="x", max_retries=0)
        with pytest.raises(openai.NotFoundError, match="No run 'nope'"):
            lost.chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
        wrong = openai.OpenAI(base_url=f"{server.url}/s/{run.id}/not-the-token/v1", api_key="x", max_retries=0)
        with pytest.raises(openai.AuthenticationError, match="token in this run's URL is wrong"):
            wrong.chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
        bare = openai.OpenAI(base_url=f"{server.url}/v1", api_key="x", max_retries=0)
        with pytest.raises(openai.NotFoundError, match="use a run's base URL"):
            bare.models.list()


def test_a_model_server_that_is_down_is_a_502_said_on_the_run_and_no_step_is_lost(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("first")
        client(run).chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
        upstream.fail(503, "loading model")
        with pytest.raises(openai.InternalServerError, match="The model server said: loading model"):
            client(run).chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        dead = spare.getsockname()[1]
    config = load_config({"base_url": f"http://127.0.0.1:{dead}/v1", "model": "m", "retries": 0}, env={})
    with EndpointServer() as server:
        gone = server.runs.open(config, "nobody home")
        with pytest.raises(openai.InternalServerError, match="is not answering"):
            client(gone).chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
        assert "is not answering" in gone.messages[0]
        assert gone.trajectory.task.meta["endpoint"]["failures"]
    assert [s.text for s in run.trajectory.steps_of()] == ["Finish[first]", "Episode finished."]  # kept


def test_a_slow_model_is_a_504_after_the_runs_timeout(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        run.upstream.config = run.config = run.config.with_overrides(timeout_s=0.3)
        run.upstream._target = None  # found again with the new timeout
        upstream.reply("late", delay_s=2.0)
        with pytest.raises(openai.APIStatusError, match=r"did not answer within 0\.3 s") as raised:
            client(run).chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
    assert raised.value.status_code == 504


def test_the_upstream_key_never_reaches_the_agent(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.fail(401, "Incorrect API key provided: sk-upstream-secret.", code="invalid_api_key")
        with pytest.raises(openai.AuthenticationError) as raised:
            client(run).chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]
    assert "sk-upstream-secret" not in str(raised.value) and "***" in str(raised.value)
    assert "sk-upstream-secret" not in run.trajectory.to_json()


def test_an_agent_that_hangs_up_mid_stream_still_gets_its_reply_recorded_whole(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply(
            "A long thought that streams in pieces.",
            tool_calls=[{"name": "add", "arguments": {"a": 1, "b": 2}, "id": "c1"}],
            call_piece_s=0.3,
        )
        body = json.dumps({"model": "m", "messages": HELLO, "tools": TOOLS, "stream": True}).encode()
        path = run.base_url.split("127.0.0.1", 1)[1].split("/", 1)[1]
        port = int(run.base_url.split(":")[2].split("/")[0])
        with socket.create_connection(("127.0.0.1", port), timeout=5) as agent:
            agent.sendall(
                f"POST /{path}/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode()
                + body
            )
            seen = b""
            while b"data:" not in seen:  # the first events came; then the agent hangs up
                seen += agent.recv(4096)
        for _ in range(300):
            if run.trajectory.calls:
                break
            threading.Event().wait(0.02)
    thought, action = run.trajectory.steps_of()
    assert thought.text == "A long thought that streams in pieces."
    assert action.tool_call is not None and action.tool_call["arguments"] == '{"a": 1, "b": 2}'
    assert "the agent hung up mid-stream; the reply is recorded whole, as the model wrote it" in thought.notes


def test_two_agents_on_one_run_are_both_recorded_and_the_run_says_so(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.when("first agent", "reply to the first", delay_s=0.3)
        upstream.when("second agent", "reply to the second", delay_s=0.3)
        replies: list[str] = []

        def ask(text: str) -> None:
            reply = client(run).chat.completions.create(model="m", messages=[{"role": "user", "content": text}])
            replies.append(reply.choices[0].message.content or "")

        threads = [threading.Thread(target=ask, args=(t,)) for t in ("first agent", "second agent")]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(10)
    assert sorted(replies) == ["reply to the first", "reply to the second"]
    assert sorted(s.text for s in run.trajectory.steps_of() if s.kind == StepKind.ACTION) == [
        "Finish[reply to the first]",
        "Finish[reply to the second]",
    ]
    assert any("two agents on one run?" in n for s in run.trajectory.steps_of() for n in s.notes)


def test_a_model_server_that_hangs_up_mid_stream_ends_the_agents_stream_with_an_error(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("A reply that will be cut in half.", fault="cut")
        stream = client(run).chat.completions.create(model="m", messages=HELLO, stream=True)  # type: ignore[arg-type]
        with pytest.raises(openai.APIError, match="hung up in the middle of its reply"):
            list(stream)
    assert run.trajectory.steps_of() == []  # half a reply is no step; the run says what happened
    assert "hung up in the middle" in run.messages[0]


def test_an_embedded_model_that_is_not_set_up_is_said_when_the_run_warms_and_at_the_call() -> None:
    config = load_config({"provider": "embedded"}, env={})  # this test's home has no model built
    with EndpointServer() as server:
        run = server.runs.open(config, "no model here")
        run.warm().join(30)
        assert "The embedded model could not start" in run.messages[0] and "make model" in run.messages[0]
        with pytest.raises(openai.InternalServerError, match="could not start"):
            client(run).chat.completions.create(model="m", messages=HELLO)  # type: ignore[arg-type]

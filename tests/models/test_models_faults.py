"""Fault injection: every way a server can fail becomes one ModelError with a cause and a fix.

Each case scripts the fake server to fail one way, calls the model, and checks the error's
kind, that it says what happened and what to do (no "Unexpected ...", no stack trace), and
how many requests the retry policy made: rate limits and server errors are retried, a
request the server refused for what it is (auth, model, context, route) is not.
"""

from __future__ import annotations

import socket
import time

import pytest

from react_core.common.errors import describe
from react_core.models.base import ModelRequest
from react_core.models.errors import ModelError
from react_core.models.openai_model import OpenAIModel
from tests.support.fake_openai_server import FakeOpenAIServer

PROMPT = "Question: Where was Freddie Mercury born?\nThought 1:"
RETRIES = 2


@pytest.fixture
def server():
    with FakeOpenAIServer(models=("fake-model",)) as fake:
        yield fake


def model_for(base_url: str, **options) -> OpenAIModel:
    options.setdefault("model", "fake-model")
    options.setdefault("retries", RETRIES)
    return OpenAIModel(base_url=base_url, backoff_s=0.01, **options)


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}/v1"


# (name, how to script the server, expected kind, requests made: 1 = not retried)
FAULTS = [
    ("401 bad key", lambda s: s.fail(401, "Incorrect API key provided."), "auth", 1),
    ("404 unknown model", lambda s: s.fail(404, "The model `fake-model` does not exist."), "unknown_model", 1),
    ("429 rate limit", lambda s: [s.fail(429, "Slow down.") for _ in range(RETRIES + 1)], "rate_limit", RETRIES + 1),
    ("500 server error", lambda s: [s.fail(500, "Boom.") for _ in range(RETRIES + 1)], "server", RETRIES + 1),
    (
        "400 context overflow",
        lambda s: s.fail(400, "This model's maximum context length is 4096 tokens."),
        "context_overflow",
        1,
    ),
    ("404 wrong route", lambda s: s.fail(404, "no route /v1/completions"), "server", 1),
    ("400 bad request", lambda s: s.fail(400, "n must be 1"), "server", 1),
    ("timeout", lambda s: s.reply("late", delay_s=3), "timeout", 1),
    ("connection dropped", lambda s: [s.reply("x", fault="refuse") for _ in range(RETRIES + 1)], "unreachable", None),
    ("truncated body", lambda s: [s.reply("x" * 200, fault="truncated") for _ in range(RETRIES + 1)], None, None),
    ("HTML body", lambda s: s.reply("x", fault="html"), "server", 1),
    ("malformed JSON", lambda s: s.reply("x", raw_body="{not json"), "server", None),
]


@pytest.mark.parametrize("name, script, kind, requests", FAULTS, ids=[f[0] for f in FAULTS])
def test_each_fault_is_a_model_error_with_a_cause_and_a_fix(server, name, script, kind, requests):
    script(server)
    with pytest.raises(ModelError) as caught:
        model_for(server.base_url, timeout_s=1).complete(ModelRequest(PROMPT))
    error = caught.value
    assert kind is None or error.kind == kind, (error.kind, str(error))
    assert_clear(error)
    if requests is not None:
        assert len(server.completion_requests) == requests


def test_a_refused_connection_is_unreachable_with_a_fix():
    with pytest.raises(ModelError) as caught:
        model_for(closed_port_url()).complete(ModelRequest(PROMPT))
    assert caught.value.kind == "unreachable"
    assert_clear(caught.value)


@pytest.mark.parametrize("status", [429, 500, 502, 503])
def test_transient_failures_are_retried_and_a_later_success_is_returned(server, status):
    server.fail(status, "try later").reply(" Zanzibar.\nAction 1: Finish[Zanzibar]")
    reply = model_for(server.base_url).complete(ModelRequest(PROMPT))
    assert "Zanzibar" in reply.text and len(server.completion_requests) == 2


def test_a_stream_cut_midway_is_an_error_not_half_a_reply(server):
    server.reply(" Freddie Mercury was born in Zanzibar.\nAction 1: Finish[Zanzibar]", fault="cut")
    pieces: list[str] = []
    with pytest.raises(ModelError) as caught:
        model_for(server.base_url).complete(ModelRequest(PROMPT), on_text=pieces.append)
    assert pieces  # some text did arrive before the cut
    assert_clear(caught.value)
    assert "ended before" in caught.value.cause
    assert len(server.completion_requests) == 1  # text already shown is never asked for twice


@pytest.mark.parametrize("streamed", [False, True])
def test_the_timeout_bounds_the_whole_call_not_each_read(server, streamed):
    server.reply("x" * 400, fault="trickle", trickle_s=0.1)  # about 6 s in all, each piece in 0.1 s
    started = time.monotonic()
    with pytest.raises(ModelError) as caught:
        model_for(server.base_url, timeout_s=1).complete(
            ModelRequest(PROMPT), on_text=(lambda _: None) if streamed else None
        )
    assert caught.value.kind == "timeout"
    assert time.monotonic() - started < 2.5
    assert_clear(caught.value)


def test_half_an_emoji_from_the_server_becomes_a_replacement_character(server):
    server.reply(" smile \ud83d\nAction 1: Finish[ok]")
    reply = model_for(server.base_url).complete(ModelRequest(PROMPT))
    assert reply.text == " smile \ufffd\nAction 1: Finish[ok]"
    reply.text.encode("utf-8")  # what every save does


def test_a_poisoned_prompt_fails_every_time_while_others_succeed(server):
    """For batch tests: `when(marker, ...)` fails only the requests whose prompt holds the marker."""
    server.when("POISON", status=500, message="Boom.")
    model = model_for(server.base_url, retries=0)
    with pytest.raises(ModelError, match="Boom"):
        model.complete(ModelRequest(PROMPT + " POISON"))
    assert model.complete(ModelRequest(PROMPT)).text
    with pytest.raises(ModelError, match="Boom"):
        model.complete(ModelRequest("POISON again"))


def assert_clear(error: ModelError) -> None:
    assert error.cause and error.fix, error
    message = describe(error)
    assert "Unexpected" not in message and "Traceback" not in message and "Error:" not in error.cause, message


def test_a_refusal_about_a_setting_points_at_the_settings(server):
    server.fail(400, "'stop' must be a list of at most 4 strings")
    with pytest.raises(ModelError) as caught:
        model_for(server.base_url).complete(ModelRequest(PROMPT))
    assert "Check the model settings" in caught.value.fix


def test_a_refusal_about_how_the_request_was_built_does_not_blame_the_persons_settings(server):
    """Issue 43: llama.cpp's answer to a grammar it could not start read "Check the model settings", which
    the person had never touched."""
    server.fail(400, "Failed to initialize samplers: std::exception")
    with pytest.raises(ModelError) as caught:
        model_for(server.base_url).complete(ModelRequest(PROMPT))
    error = caught.value
    assert "could not handle the request (HTTP 400: Failed to initialize samplers" in error.cause
    assert "settings" not in error.fix.replace("not to your settings", "")
    assert "check the server's log" in error.fix and len(server.completion_requests) == 1
    assert_clear(error)

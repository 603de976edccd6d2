"""The OpenAI-compatible model, against a fake server on loopback: calls, faults, retries, streaming."""

from __future__ import annotations

import socket

import pytest

from react_core.models.base import ModelRequest
from react_core.models.errors import ModelError
from react_core.models.openai_model import OpenAIModel
from react_core.models.pricing import DEFAULT_PRICES
from react_core.models.slots import SlotMap
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

PROMPT = "Question: What is the capital of France?\nThought 1:"
STOPS = ("\nObservation 1:", "\nQuestion:")


@pytest.fixture
def server():
    with FakeOpenAIServer(models=("fake-model", "gpt-4o-mini", "gpt-3.5-turbo-instruct")) as fake:
        yield fake


def model_for(server: FakeOpenAIServer, **options) -> OpenAIModel:
    options.setdefault("model", "fake-model")
    options.setdefault("backoff_s", 0.01)
    return OpenAIModel(base_url=server.base_url, **options)


def expect_error(kind: str, call) -> ModelError:
    with pytest.raises(ModelError) as caught:
        call()
    assert caught.value.kind == kind, caught.value
    assert caught.value.cause and caught.value.fix
    return caught.value


def test_completion_sends_the_request_settings_and_reads_usage(server):
    server.reply(" I need to search France.\nAction 1: Search[France]", prompt_tokens=40, completion_tokens=12)
    reply = model_for(server).complete(ModelRequest(PROMPT, stop=STOPS, max_tokens=64, seed=7))

    assert reply.text == " I need to search France.\nAction 1: Search[France]"
    assert (reply.tokens_in, reply.tokens_out) == (40, 12)
    assert reply.latency_s > 0 and reply.cache_hit is False
    assert reply.finish_reasons == ["stop"]
    sent = server.completion_requests[-1]
    assert sent.path == "/v1/completions"
    assert sent.body["prompt"] == PROMPT
    assert sent.body["stop"] == list(STOPS)
    assert (sent.body["max_tokens"], sent.body["temperature"], sent.body["seed"]) == (64, 0.0, 7)


def test_n_samples_come_back_in_order(server):
    server.reply("a", "b", "c")
    reply = model_for(server).complete(ModelRequest(PROMPT, n=3, temperature=0.7))
    assert reply.texts == ["a", "b", "c"]
    assert server.completion_requests[-1].body["n"] == 3


def test_more_samples_than_a_request_may_hold_are_asked_in_chunks_with_fresh_seeds(server):
    # llama.cpp takes at most its slot count per request and gives a request's samples
    # seed, seed+1, ...; each chunk must start where the last one's seeds ended.
    server.reply("a", "b", "c", "d", prompt_tokens=100, completion_tokens=40)
    server.reply("e", "f", "g", "h", prompt_tokens=100, completion_tokens=40)
    server.reply("i", "j", prompt_tokens=100, completion_tokens=20)
    reply = model_for(server, max_n=4).complete(ModelRequest(PROMPT, n=10, temperature=0.7, seed=7, session="s"))

    assert reply.texts == list("abcdefghij")
    assert (reply.tokens_in, reply.tokens_out) == (300, 100)
    sent = [(r.body["n"], r.body["seed"]) for r in server.completion_requests]
    assert sent == [(4, 7), (4, 11), (2, 15)]


def test_a_request_within_the_sample_limit_is_sent_whole(server):
    server.reply("a", "b", "c")
    model_for(server, max_n=4).complete(ModelRequest(PROMPT, n=3, temperature=0.7))
    assert [r.body["n"] for r in server.completion_requests] == [3]


RAMBLING_COT = (
    " Let's think step by step. Mercury was born in Zanzibar. So the answer is Zanzibar.\n"
    "Answer: Zanzibar\nTo solve this question answering task, I followed these steps: ..."
)


def test_the_embedded_server_stops_at_the_end_of_the_answer_line_with_exact_token_counts(server):
    server.reply(RAMBLING_COT, prompt_tokens=900)
    model = model_for(server, slots=SlotMap(2))
    reply = model.complete(
        ModelRequest(PROMPT, stop=("\nQuestion:",), temperature=0.7, session="s", end_after_line="Answer:")
    )
    assert reply.text.endswith("So the answer is Zanzibar.\nAnswer: Zanzibar")
    assert reply.finish_reasons == ["stop"]
    sent = server.completion_requests[-1].body
    assert sent["stream"] is True and sent["timings_per_token"] is True
    # Counts from llama.cpp's running timings at the moment we hung up, not the whole ramble.
    assert reply.tokens_in == 900 and reply.tokens_out == len(reply.text) // 4 + 1


def test_an_answer_line_still_being_written_is_not_cut(server):
    server.reply(" So the answer is Zanzi", prompt_tokens=50)
    model = model_for(server, slots=SlotMap(2))
    reply = model.complete(ModelRequest(PROMPT, session="s", end_after_line="Answer:"))
    assert reply.text == " So the answer is Zanzi"  # no Answer line: read to the end as usual


def test_other_servers_get_a_plain_request_and_the_parser_drops_the_ramble(server):
    server.reply(RAMBLING_COT)
    reply = model_for(server).complete(ModelRequest(PROMPT, end_after_line="Answer:"))
    assert reply.text == RAMBLING_COT
    sent = server.completion_requests[-1].body
    assert "stream" not in sent and "timings_per_token" not in sent


def test_stop_strings_are_also_applied_on_our_side(server):
    server.reply(" Search it.\nAction 1: Search[X]\nObservation 1: made up")
    reply = model_for(server).complete(ModelRequest(PROMPT, stop=STOPS))
    assert reply.text == " Search it.\nAction 1: Search[X]"


def test_more_than_four_stops_reach_a_non_openai_server(server):
    stops = ("\nA", "\nB", "\nC", "\nD", "\nE")
    model_for(server).complete(ModelRequest(PROMPT, stop=stops))
    assert server.completion_requests[-1].body["stop"] == list(stops)


def test_each_session_keeps_its_own_slot_on_the_embedded_server(server):
    model = model_for(server, slots=SlotMap(2))
    for session in ("react", "act", "react"):
        model.complete(ModelRequest(PROMPT, session=session))
    slots = [r.body["id_slot"] for r in server.completion_requests]
    assert slots[0] == slots[2] != slots[1]
    assert all(r.body["cache_prompt"] is True for r in server.completion_requests)


def test_no_llama_cpp_fields_go_to_other_endpoints(server):
    model_for(server).complete(ModelRequest(PROMPT, session="react", choices=(" click[B0A]",)))
    assert "id_slot" not in server.completion_requests[-1].body
    assert "grammar" not in server.completion_requests[-1].body  # a choice is asked freely there


def test_a_reply_constrained_to_choices_goes_to_the_embedded_server_as_a_grammar(server):
    model_for(server, slots=SlotMap(2)).complete(ModelRequest(PROMPT, choices=(" click[B0A]", ' click[28" x 28"]')))
    assert server.completion_requests[-1].body["grammar"] == 'root ::= " click[B0A]" | " click[28\\" x 28\\"]"'


def test_slot_map_gives_the_least_recently_used_slot_away():
    slots = SlotMap(2)
    a, b = slots.slot_for("a"), slots.slot_for("b")
    slots.slot_for("a")  # b is now least recently used
    assert slots.slot_for("c") == b
    assert slots.slot_for("a") == a


def test_model_name_defaults_to_the_first_the_server_lists(server):
    model = OpenAIModel(base_url=server.base_url, backoff_s=0.01)
    assert model.name == "fake-model"


def test_priced_model_reports_cost_and_local_model_none(server):
    server.reply("x", prompt_tokens=1_000_000, completion_tokens=0)
    priced = model_for(server, model="gpt-3.5-turbo-instruct", prices=DEFAULT_PRICES)
    assert priced.complete(ModelRequest(PROMPT)).cost_usd == pytest.approx(1.50)
    assert model_for(server).complete(ModelRequest(PROMPT)).cost_usd is None


# -- chat-only models ---------------------------------------------------------------------


def test_chat_only_model_gets_the_transcript_through_the_chat_api(server):
    server.reply(" I should search.\nAction 1: Search[Paris]\nObservation 1: invented")
    reply = model_for(server, model="gpt-4o-mini").complete(ModelRequest(PROMPT, stop=STOPS))
    sent = server.completion_requests[-1]
    assert sent.path == "/v1/chat/completions"
    assert sent.body["messages"][-1] == {"role": "user", "content": PROMPT}
    assert reply.text == " I should search.\nAction 1: Search[Paris]"


def test_prefill_layout_puts_the_transcript_in_the_assistant_turn(server):
    model_for(server, api_style="chat", chat_layout="prefill").complete(ModelRequest(PROMPT))
    assert server.completion_requests[-1].body["messages"][-1] == {"role": "assistant", "content": PROMPT}


def test_a_chat_reply_that_restarts_the_cued_line_is_aligned_to_it(server):
    # Measured on Qwen2.5-Coder-1.5B: asked to continue "Thought 1:", it writes "Thought 2: ...".
    server.reply("Thought 2: I should search Paris.\nAction 2: Search[Paris]")
    reply = model_for(server, api_style="chat").complete(ModelRequest(PROMPT, stop=STOPS))
    assert reply.text == " I should search Paris.\nAction 1: Search[Paris]"


def test_a_prefill_reply_that_echoes_the_transcript_keeps_only_the_continuation(server):
    server.reply(PROMPT + " I should search Paris.\nAction 1: Search[Paris]\nObservation 1: x")
    reply = model_for(server, api_style="chat", chat_layout="prefill").complete(ModelRequest(PROMPT, stop=STOPS))
    assert reply.text == " I should search Paris.\nAction 1: Search[Paris]"


def test_completion_replies_are_left_as_the_server_wrote_them(server):
    server.reply("Thought 2: odd but verbatim")
    assert model_for(server).complete(ModelRequest(PROMPT)).text == "Thought 2: odd but verbatim"


def test_auto_style_switches_to_chat_when_the_server_says_chat_only(server):
    server.fail(404, "This is a chat model and not supported in the v1/completions endpoint.")
    server.reply("chat answer")
    model = model_for(server)
    assert model.complete(ModelRequest(PROMPT)).text == "chat answer"
    assert [r.path for r in server.completion_requests] == ["/v1/completions", "/v1/chat/completions"]
    model.complete(ModelRequest(PROMPT))
    assert server.completion_requests[-1].path == "/v1/chat/completions"


# -- streaming ------------------------------------------------------------------------------


@pytest.mark.parametrize("style", ["completion", "chat"])
def test_streaming_passes_pieces_as_they_come_and_returns_the_whole(server, style):
    server.reply(" Let me search.\nAction 1: Search[France]", prompt_tokens=30, completion_tokens=9)
    pieces: list[str] = []
    reply = model_for(server, api_style=style).complete(ModelRequest(PROMPT), on_text=pieces.append)
    assert len(pieces) > 1
    assert "".join(pieces) == reply.text == " Let me search.\nAction 1: Search[France]"
    assert (reply.tokens_in, reply.tokens_out) == (30, 9)
    assert server.completion_requests[-1].body["stream"] is True


# -- faults ---------------------------------------------------------------------------------


def test_endpoint_down_is_unreachable():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    model = OpenAIModel(base_url=f"http://127.0.0.1:{port}/v1", model="m", timeout_s=5)
    error = expect_error("unreachable", lambda: model.complete(ModelRequest(PROMPT)))
    assert "OPENAI_BASE_URL" in error.fix


def test_wrong_key_is_auth_and_the_key_never_appears(server):
    secret = "sk-wrongwrongwrong1234567890"
    guarded = FakeOpenAIServer(models=("fake-model",), require_key="sk-right")
    with guarded:
        model = OpenAIModel(base_url=guarded.base_url, model="fake-model", api_key=secret)
        error = expect_error("auth", lambda: model.complete(ModelRequest(PROMPT)))
    assert secret not in str(error) and secret not in repr(model)


def test_a_key_echoed_by_the_server_is_hidden(server):
    secret = "sk-echoedkey-abcdefgh12345"
    server.fail(401, f"Incorrect API key provided: {secret}.")
    error = expect_error("auth", lambda: model_for(server, api_key=secret).complete(ModelRequest(PROMPT)))
    assert secret not in str(error) and secret not in error.cause


def test_unknown_model(server):
    error = expect_error(
        "unknown_model", lambda: model_for(server, model="no-such-model").complete(ModelRequest(PROMPT))
    )
    assert "no-such-model" in error.cause


def test_timeout(server):
    server.reply("late", delay_s=1.5)
    error = expect_error("timeout", lambda: model_for(server, timeout_s=0.3).complete(ModelRequest(PROMPT)))
    assert "REACT_TIMEOUT" in error.fix


def test_rate_limit_is_retried_with_backoff_then_succeeds(server):
    server.fail(429, "Rate limit reached", headers={"Retry-After": "0"}).fail(429, "Rate limit reached")
    server.reply("finally")
    assert model_for(server, retries=3).complete(ModelRequest(PROMPT)).text == "finally"
    assert len(server.completion_requests) == 3


def test_rate_limit_that_persists_is_reported_after_the_retries(server):
    for _ in range(3):
        server.fail(429, "Rate limit reached")
    expect_error("rate_limit", lambda: model_for(server, retries=2).complete(ModelRequest(PROMPT)))
    assert len(server.completion_requests) == 3


def test_out_of_quota_is_not_retried(server):
    server.fail(429, "You exceeded your current quota, please check your plan and billing details.")
    error = expect_error("rate_limit", lambda: model_for(server, retries=3).complete(ModelRequest(PROMPT)))
    assert len(server.completion_requests) == 1 and "credit" in error.fix


def test_server_errors_are_retried_then_reported(server):
    server.fail(503, "Loading model").reply("ok")
    assert model_for(server).complete(ModelRequest(PROMPT)).text == "ok"
    for _ in range(2):
        server.fail(500, "boom")
    expect_error("server", lambda: model_for(server, retries=1).complete(ModelRequest(PROMPT)))


@pytest.mark.parametrize(
    "message",
    [
        "the request exceeds the available context size, try increasing it",  # llama.cpp
        "This model's maximum context length is 4097 tokens. However, your messages resulted in 5000 tokens.",  # OpenAI, vLLM
    ],
)
def test_context_overflow(server, message):
    server.fail(400, message, code="context_length_exceeded")
    error = expect_error("context_overflow", lambda: model_for(server).complete(ModelRequest(PROMPT)))
    assert len(server.completion_requests) == 1 and "shorter" in error.fix


@pytest.mark.parametrize("texts", [[""], ["  \n"], []])
def test_empty_reply(server, texts):
    server.script.append(Scripted(texts=texts))
    expect_error("empty_reply", lambda: model_for(server).complete(ModelRequest(PROMPT)))


def test_malformed_reply_is_a_server_error(server):
    server.reply(raw_body="<html>gateway</html>")
    expect_error("server", lambda: model_for(server).complete(ModelRequest(PROMPT)))


def test_wrong_route_says_check_the_base_url(server):
    model = OpenAIModel(base_url=server.base_url.removesuffix("/v1") + "/nope", model="fake-model")
    error = expect_error("server", lambda: model.complete(ModelRequest(PROMPT)))
    assert "/v1" in error.fix


def test_the_key_never_reaches_the_logs_even_at_debug_level(server, caplog):
    secret = "sk-logtest-abcdefghijklmnop"
    caplog.set_level("DEBUG")
    server.reply("ok").fail(401, f"Incorrect API key provided: {secret}")
    model = model_for(server, api_key=secret)
    model.complete(ModelRequest(PROMPT))
    with pytest.raises(ModelError):
        model.complete(ModelRequest(PROMPT))
    assert caplog.records and secret not in caplog.text


def test_the_embedded_server_stops_once_the_action_is_closed_on_the_action_line(server):
    server.reply(
        " He was born in Zanzibar.\nAction 3: Finish[Zanzibar] Thought 4: He was born in Zanzibar. Thought 5:",
        prompt_tokens=900,
    )
    model = model_for(server, slots=SlotMap(2))
    reply = model.complete(ModelRequest(PROMPT, session="s", end_after_line="Action 3:"))
    assert reply.text == " He was born in Zanzibar.\nAction 3: Finish[Zanzibar]"
    assert reply.finish_reasons == ["stop"]
    # An argument that holds a bracket is read to the end of its line, as before.
    server.reply(" Odd title.\nAction 1: Search[The [Bracketed] Thing]\nThought 2: more", prompt_tokens=50)
    reply = model.complete(ModelRequest(PROMPT, session="s", end_after_line="Action 1:"))
    assert reply.text == " Odd title.\nAction 1: Search[The [Bracketed] Thing]"


def test_a_reply_that_numbers_its_action_wrongly_still_ends_at_that_action(server):
    # Seen with the embedded 1.5B model: "Action 2" in step 1, then on and on to max_tokens.
    ramble = (
        " I should search Foo.\nAction 2: Search[Foo]\nThought 2: Foo is a band.\nAction 3: Lookup[band]" + " x" * 200
    )
    server.reply(ramble, prompt_tokens=900)
    model = model_for(server, slots=SlotMap(2))
    reply = model.complete(ModelRequest(PROMPT, session="s", end_after_line="Action 1:"))
    assert reply.text == " I should search Foo.\nAction 2: Search[Foo]"
    assert reply.finish_reasons == ["stop"]


def test_a_watched_call_reports_the_prompt_read_and_the_reply_written_as_they_come(server):
    from react_core.models.live import LiveReply, live_scope

    server.reply(" I need to search France.\nAction 1: Search[France]", prompt_tokens=1919, delay_s=0.6)
    model = model_for(server, slots=SlotMap(2))
    live = LiveReply()
    seen = []

    import threading

    done = threading.Event()

    def watch():
        while not done.is_set():
            seen.append(live.snapshot())
            done.wait(0.05)

    watcher = threading.Thread(target=watch)
    watcher.start()
    with live_scope(live):
        reply = model.complete(ModelRequest(PROMPT, session="s", end_after_line="Action 1:"))
    done.set()
    watcher.join()
    live.end()

    sent = server.completion_requests[-1].body
    assert sent["stream"] is True and sent["return_progress"] is True
    reading = [s for s in seen if s.phase == "reading"]
    assert reading and reading[0].prompt_total == 1919
    assert "Reading the prompt: " in reading[0].describe() and "of 1,919 tokens" in reading[0].describe()
    final = live.snapshot()
    assert final.phase == "writing" and final.text == reply.text and final.tokens_out > 0
    assert final.describe().startswith("Writing the reply: ")
    frozen = final.seconds
    import time

    time.sleep(0.1)
    assert live.snapshot().seconds == frozen  # ended: the clock stops


def test_a_watched_call_to_another_server_streams_but_asks_no_llama_cpp_extras(server):
    from react_core.models.live import LiveReply, live_scope

    server.reply(" Paris.", prompt_tokens=30)
    live = LiveReply()
    with live_scope(live):
        model_for(server).complete(ModelRequest(PROMPT))
    sent = server.completion_requests[-1].body
    assert sent["stream"] is True and "return_progress" not in sent
    assert live.snapshot().text == " Paris." and live.snapshot().calls == 1

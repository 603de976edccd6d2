"""The response cache: identical deterministic requests are answered from disk, keys never stored."""

from __future__ import annotations

import pytest

from react_core.models.base import ModelRequest
from react_core.models.cache import CachedModel, ResponseStore
from react_core.models.errors import ModelError
from react_core.models.openai_model import OpenAIModel
from react_core.models.pricing import DEFAULT_PRICES
from tests.support.fake_openai_server import FakeOpenAIServer

SECRET = "sk-cachetest-secret-0123456789"
PROMPT = "Question: Who wrote Hamlet?\nThought 1:"


@pytest.fixture
def server():
    with FakeOpenAIServer(models=("fake-model", "gpt-3.5-turbo-instruct")) as fake:
        yield fake


def cached(server, tmp_path, model="fake-model", **options):
    inner = OpenAIModel(base_url=server.base_url, model=model, api_key=SECRET, backoff_s=0.01, **options)
    return CachedModel(inner, ResponseStore(tmp_path / "cache.sqlite3"), endpoint=server.base_url)


def test_second_identical_call_is_a_hit_and_skips_the_server(server, tmp_path):
    server.reply(" Search Hamlet.\nAction 1: Search[Hamlet]", prompt_tokens=20, completion_tokens=8)
    model = cached(server, tmp_path)
    first = model.complete(ModelRequest(PROMPT, stop=("\nObservation 1:",)))
    second = model.complete(ModelRequest(PROMPT, stop=("\nObservation 1:",)))
    assert first.cache_hit is False and second.cache_hit is True
    assert second.texts == first.texts and (second.tokens_in, second.tokens_out) == (20, 8)
    assert second.latency_s > 0
    assert len(server.completion_requests) == 1


def test_the_cache_survives_a_restart(server, tmp_path):
    cached(server, tmp_path).complete(ModelRequest(PROMPT))
    again = cached(server, tmp_path).complete(ModelRequest(PROMPT))
    assert again.cache_hit is True and len(server.completion_requests) == 1


@pytest.mark.parametrize(
    "changed",
    [
        dict(prompt=PROMPT + " "),
        dict(stop=("\nQuestion:",)),
        dict(max_tokens=99),
        dict(seed=3),
        dict(n=2, temperature=0.0),
        dict(call_alone=True),
    ],
)
def test_any_parameter_change_is_a_miss(server, tmp_path, changed):
    model = cached(server, tmp_path)
    model.complete(ModelRequest(PROMPT))
    server.reply("a", "b")
    options = dict(prompt=PROMPT) | changed
    assert model.complete(ModelRequest(**options)).cache_hit is False
    assert len(server.completion_requests) == 2


def test_session_is_not_part_of_the_key(server, tmp_path):
    model = cached(server, tmp_path)
    model.complete(ModelRequest(PROMPT, session="react"))
    assert model.complete(ModelRequest(PROMPT, session="act")).cache_hit is True


def test_a_different_endpoint_or_model_is_a_miss(server, tmp_path):
    cached(server, tmp_path).complete(ModelRequest(PROMPT))
    other = cached(server, tmp_path, model="gpt-3.5-turbo-instruct")
    assert other.complete(ModelRequest(PROMPT)).cache_hit is False


def test_sampling_without_a_seed_is_never_cached(server, tmp_path):
    model = cached(server, tmp_path)
    for _ in range(2):
        assert model.complete(ModelRequest(PROMPT, temperature=0.8)).cache_hit is False
    assert model.complete(ModelRequest(PROMPT, temperature=0.8, seed=1)).cache_hit is False
    assert model.complete(ModelRequest(PROMPT, temperature=0.8, seed=1)).cache_hit is True


def test_a_hit_costs_nothing(server, tmp_path):
    server.reply("x", prompt_tokens=1000, completion_tokens=10)
    model = cached(server, tmp_path, model="gpt-3.5-turbo-instruct", prices=DEFAULT_PRICES)
    assert model.complete(ModelRequest(PROMPT)).cost_usd > 0
    assert model.complete(ModelRequest(PROMPT)).cost_usd == 0.0


def test_failures_are_not_cached(server, tmp_path):
    server.fail(400, "bad request")
    model = cached(server, tmp_path)
    with pytest.raises(ModelError):
        model.complete(ModelRequest(PROMPT))
    assert model.complete(ModelRequest(PROMPT)).cache_hit is False


def test_streaming_a_hit_still_delivers_the_text(server, tmp_path):
    model = cached(server, tmp_path)
    first = model.complete(ModelRequest(PROMPT))
    pieces: list[str] = []
    assert model.complete(ModelRequest(PROMPT), on_text=pieces.append).cache_hit is True
    assert "".join(pieces) == first.text


def test_the_key_is_never_written_to_the_cache_file(server, tmp_path):
    model = cached(server, tmp_path)
    model.complete(ModelRequest(PROMPT))
    model.complete(ModelRequest(PROMPT))
    model.store.close()
    for path in tmp_path.iterdir():
        assert SECRET.encode() not in path.read_bytes(), path


def test_a_corrupt_cache_file_gives_a_clear_error(tmp_path):
    bad = tmp_path / "cache.sqlite3"
    bad.write_bytes(b"this is not sqlite" * 100)
    from react_core.models.errors import ModelError

    with pytest.raises(ModelError) as caught:
        ResponseStore(bad).count()
    assert caught.value.kind == "cache" and "REACT_CACHE=0" in caught.value.fix


def test_a_password_in_the_base_url_never_reaches_the_cache_file(server, tmp_path):
    url = server.base_url.replace("http://", "http://ann:hunter2@")
    model = CachedModel(
        OpenAIModel(base_url=url, model="fake-model"), ResponseStore(tmp_path / "c.sqlite3"), endpoint=url
    )
    model.complete(ModelRequest("Q: 1+1?\nA:"))
    model.store.close()
    written = b"".join(f.read_bytes() for f in tmp_path.glob("c.sqlite3*"))  # the file and its WAL
    assert b"hunter2" not in written and b"***@127.0.0.1" in written
    assert "hunter2" not in repr(model.inner)


def test_a_password_in_the_base_url_never_reaches_an_error_message():
    import pytest as _pytest

    from react_core.models.errors import ModelError

    model = OpenAIModel(base_url="http://ann:hunter2@127.0.0.1:9/v1", model="m", retries=0)
    with _pytest.raises(ModelError) as caught:
        model.complete(ModelRequest("Q"))
    assert "hunter2" not in str(caught.value) and "***@127.0.0.1:9" in str(caught.value)


def test_a_hit_keeps_the_time_the_call_took_when_it_was_first_made(server, tmp_path):
    server.reply(" Search Hamlet.\nAction 1: Search[Hamlet]")
    model = cached(server, tmp_path)
    first = model.complete(ModelRequest(PROMPT))
    second = model.complete(ModelRequest(PROMPT))
    assert first.original_latency_s is None
    assert second.original_latency_s == pytest.approx(first.latency_s)

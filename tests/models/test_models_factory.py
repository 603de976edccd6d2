"""open_model and the CLI: the configured endpoint is used, the embedded one only when none is set."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from react_core.models.base import ModelRequest
from react_core.models.cache import CachedModel
from react_core.models.config import load_config
from react_core.models.errors import ModelError
from react_core.models.factory import open_model
from tests.support.fake_openai_server import FakeOpenAIServer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("REACT_LLAMA_SERVER", raising=False)
    return tmp_path / "home"


def test_with_a_base_url_set_the_run_goes_to_that_endpoint(home):
    with FakeOpenAIServer() as server:
        server.reply(" Search it.\nAction 1: Search[X]")
        config = load_config(env={"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "sk-test-0000000000"})
        model = open_model(config)
        reply = model.complete(ModelRequest("Question: q\nThought 1:"))
        assert isinstance(model, CachedModel) and reply.text == " Search it.\nAction 1: Search[X]"
        assert {k.lower(): v for k, v in server.completion_requests[-1].headers.items()}[
            "authorization"
        ] == "Bearer sk-test-0000000000"
        assert model.complete(ModelRequest("Question: q\nThought 1:")).cache_hit is True
    assert (home / "responses.sqlite3").exists()


def test_cache_can_be_switched_off(home):
    with FakeOpenAIServer() as server:
        model = open_model(load_config({"cache": False}, env={"OPENAI_BASE_URL": server.base_url}))
        assert not isinstance(model, CachedModel)


def test_embedded_without_setup_says_run_setup(home):
    with pytest.raises(ModelError) as caught:
        open_model(load_config(env={"REACT_HOME": str(home)}))
    assert "make model" in caught.value.fix


def test_check_reports_what_is_missing_and_fails(home):
    result = subprocess.run(
        [sys.executable, "-m", "react_core", "models", "check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"REACT_HOME": str(home), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 1
    assert "llama-server: missing" in result.stdout and "make model" in result.stdout


def test_the_embedded_server_gets_every_core_that_other_work_leaves_free():
    from react_core.models.threads import server_threads, threads_for_load

    assert server_threads(busy=0.1, cores=2) == 2
    assert server_threads(busy=0.7, cores=2) == 2  # sharing one core a little costs less than giving it up
    assert server_threads(busy=1.0, cores=2) == 1  # another job takes a core
    assert server_threads(busy=2.0, cores=2) == 1  # another batch's server: one thread wrote ~8x faster than two
    assert server_threads(busy=3.0, cores=16) == 13
    assert server_threads(busy=30.0, cores=1) == 1
    assert threads_for_load(0.6, cores=2) == 2 and threads_for_load(2.8, cores=2) == 1


def test_how_busy_the_cores_are_is_measured_now_not_averaged_over_the_last_minute():
    from react_core.models.threads import busy_cores

    busy = busy_cores(0.2)
    assert busy is not None and 0.0 <= busy <= __import__("os").cpu_count()


def test_a_later_load_never_starts_a_second_embedded_server_beside_the_first(home, monkeypatch):
    from react_core.models import factory

    started = []

    class Server:  # stands in for llama-server: starting one costs a gigabyte and minutes
        def __init__(self, settings):
            self.settings = settings

        def start(self):
            started.append(self.settings.threads)
            return self

        def is_running(self):
            return True

        def stop(self):
            pass

    monkeypatch.setattr(factory, "LlamaServer", Server)
    monkeypatch.setattr(factory, "find_server_binary", lambda: Path("/bin/true"))
    monkeypatch.setattr(factory, "check_weights", lambda spec: Path("/dev/null"))
    monkeypatch.setattr(factory, "_servers", {})
    config = load_config(env={"REACT_HOME": str(home)})
    monkeypatch.setattr(factory, "server_threads", lambda busy=None, cores=None: 2)
    first, _ = factory.embedded_server(config)
    monkeypatch.setattr(factory, "server_threads", lambda busy=None, cores=None: 1)  # the machine got busy
    again, _ = factory.embedded_server(config)
    assert again is first and started == [2]
    pinned = load_config({"threads": 1}, env={"REACT_HOME": str(home)})  # a thread count the person set
    assert factory.embedded_server(pinned)[0] is not first and started == [2, 1]


def test_an_estimate_reads_the_load_of_now_not_of_the_last_minute(monkeypatch):
    import time

    from react_core.models import threads

    monkeypatch.setattr(threads.os, "getloadavg", lambda: (3.9, 3.0, 2.0))  # a batch that has just ended
    monkeypatch.setattr(threads, "_last", (time.monotonic(), 0.1))  # measured a moment ago: the cores are idle
    assert threads.load_now() == pytest.approx(0.6)
    monkeypatch.setattr(threads, "_last", (time.monotonic() - 60, 0.1))  # too old: measured again
    monkeypatch.setattr(threads, "busy_cores", lambda window_s=0.5: 1.5)
    assert threads.load_now() == pytest.approx(2.0)
    monkeypatch.setattr(threads, "busy_cores", lambda window_s=0.5: None)  # no /proc/stat: the average
    assert threads.load_now() == pytest.approx(3.9)

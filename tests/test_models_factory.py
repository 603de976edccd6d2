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

ROOT = Path(__file__).resolve().parents[1]


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
        [sys.executable, "-m", "react_core.models", "check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"REACT_HOME": str(home), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 1
    assert "llama-server: missing" in result.stdout and "make model" in result.stdout


def test_the_embedded_server_uses_every_core_unless_other_work_keeps_them_well_busy():
    from react_core.models.factory import server_threads

    assert server_threads(load=0.4, cores=2) == 2
    assert server_threads(load=2.5, cores=2) == 2  # just after a build, say: still every core
    assert server_threads(load=8.0, cores=2) == 1  # other jobs: one thread writes ~10x faster than two
    assert server_threads(load=30.0, cores=1) == 1

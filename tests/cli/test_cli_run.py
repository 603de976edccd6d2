"""`python -m react_core run` against a fake endpoint: what the terminal is sent is text only."""

from __future__ import annotations

import json

import pytest

from react_core.cli import main as cli
from tests.support.fake_openai_server import FakeOpenAIServer

# Set the window title, write the clipboard (OSC 52), colour text, clear the screen, 8-bit CSI.
HOSTILE = " \x1b]0;pwned\x07\x1b]52;c;ZXZpbA==\x07\x1b[31mred\x1b[0m thought\x9b2J\nAction 1: Finish[ok\x1b[2J]"


@pytest.fixture
def endpoint(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name in ("OPENAI_API_KEY", "REACT_PROVIDER", "REACT_CONFIG", "REACT_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default.texts = [HOSTILE]
        yield server


def test_model_output_reaches_the_terminal_without_control_characters(endpoint, capsys, tmp_path):
    url = endpoint.base_url.replace("http://", "http://ann:hunter2@")
    code = cli.main(
        [
            "run",
            "--question",
            "Is it ok?",
            "--base-url",
            url,
            "--model",
            "fake-model",
            "--max-steps",
            "2",
            "--json",
            str(tmp_path / "t.json"),
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "red thought" in out and "Finish[ok" in out
    assert not any(ch in out for ch in "\x1b\x07\x9b"), repr(out)
    assert "hunter2" not in out + err and "***@127.0.0.1" in err  # the model line hides the password
    saved = json.loads((tmp_path / "t.json").read_text())
    assert any("\x1b[31m" in s["text"] for s in saved["steps"].values())  # the file keeps the exact text

"""`react-workbench`: `app` prepares the embedded model and then becomes `streamlit run app.py` on
127.0.0.1; every other subcommand is `python -m react_core`'s own code."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from react_workbench import command

ROOT = Path(__file__).resolve().parents[2]


class Calls:
    """What app() asked for, instead of doing it: react_core's CLI and the exec of streamlit."""

    def __init__(self, setup_code: int = 0) -> None:
        self.setup_code = setup_code
        self.cli: list[list[str]] = []
        self.exec: list[str] | None = None


@pytest.fixture
def calls(monkeypatch):
    recorded = Calls()

    def fake_cli(argv, prog="python -m react_core", listed=None):
        recorded.cli.append(list(argv))
        return recorded.setup_code

    def fake_exec(path, argv):
        recorded.exec = list(argv)

    monkeypatch.setattr(command.cli, "main", fake_cli)
    monkeypatch.setattr(command.os, "execv", fake_exec)
    return recorded


def test_app_prepares_the_embedded_model_then_serves_app_py_on_localhost(calls):
    command.main(["app", "--server.port", "8502"])
    assert calls.cli == [["models", "setup"]]
    assert calls.exec[:5] == [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py")]
    options = calls.exec[5:]
    assert options[options.index("--server.address") + 1] == "127.0.0.1"
    assert options[-2:] == ["--server.port", "8502"]  # the user's options come last, so they win


def test_a_model_that_cannot_be_prepared_stops_before_the_app_unless_skipped(calls, capsys):
    calls.setup_code = 1
    assert command.main(["app"]) == 1
    assert calls.exec is None and "--skip-model-setup" in capsys.readouterr().err
    command.main(["app", "--skip-model-setup"])
    assert calls.cli == [["models", "setup"]] and calls.exec is not None


def test_the_other_subcommands_are_react_cores(capsys):
    with pytest.raises(SystemExit):
        command.main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: react-workbench")
    for name in ("app", "run", "tasks", "eval", "corpus", "models", "prompts"):
        assert f"    {name} " in out
    assert command.main(["tasks", "--task", "fever"]) == 0
    assert "fever-bundled-01" in capsys.readouterr().out


def test_in_a_checkout_the_app_is_the_one_at_the_root():
    assert command.app_script() == ROOT / "app.py"

"""Traces from the command line: `trace export` writes a trajectory's OTLP JSON file, and `run` /
`eval` with `--otlp URL` send spans live, with one note when the endpoint is not there."""

from __future__ import annotations

import json

import pytest

from react_core.cli import eval as eval_cli
from react_core.cli import main as cli
from react_core.traces import names as n
from react_core.traces.otlp_file import trajectory_to_otlp
from tests.cli.test_eval_cli import parse
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
from tests.support.family_runs import steered_hotpotqa
from tests.support.otlp_endpoints import closed_port, receiving_endpoint


@pytest.fixture
def model(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name in ("OPENAI_API_KEY", "REACT_PROVIDER", "REACT_CONFIG", "REACT_MODEL", "OTEL_EXPORTER_OTLP_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.default = Scripted(texts=[" I know this.\nAction 1: Finish[Zanzibar]"])
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        yield server


def test_trace_export_writes_the_trajectorys_otlp_json(tmp_path, capsys):
    engine, _, _ = steered_hotpotqa()
    source = tmp_path / "t.json"
    source.write_text(engine.trajectory.to_json(), encoding="utf-8")
    out = tmp_path / "out.json"
    assert cli.main(["trace", "export", str(source), "-o", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == trajectory_to_otlp(engine.trajectory)
    assert capsys.readouterr().out.strip() == f"Wrote {out}: 11 spans in 2 traces (one per branch)."
    assert cli.main(["trace", "export", str(source), "-o", str(out), "--messages"]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == trajectory_to_otlp(engine.trajectory, include_messages=True)
    assert "llm.input_messages.0.message.content" in out.read_text(encoding="utf-8")


def test_trace_export_of_a_file_that_is_not_there_is_one_line(tmp_path, capsys):
    assert cli.main(["trace", "export", str(tmp_path / "nope.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: No file") and "Traceback" not in err


def _set_aside(spans: list) -> list:
    """The chat spans of calls whose replies a re-ask replaced."""
    return [s for s in spans if any(a.key == n.WB_SET_ASIDE and a.value.bool_value for a in s.attributes)]


def test_run_with_otlp_sends_the_run_as_it_steps(model, capsys):
    with receiving_endpoint() as (url, spans):
        code = cli.main(["run", "--question", "Where?", "--model", "fake-model", "--otlp", url, "--max-steps", "2"])
    err = capsys.readouterr().err
    assert code == 0, err
    # The reply answers before reading anything, so the repeat aid asks again: each ask a chat span, set aside.
    aside = _set_aside(spans)
    assert sorted(s.name for s in spans if s not in aside) == [
        "chat fake-model",
        "execute_tool finish",
        "invoke_agent react",
    ]
    assert aside and {s.name for s in aside} == {"chat fake-model"}
    assert f"# traces: {len(spans)} spans sent to {url}/v1/traces" in err


def test_run_with_an_endpoint_that_is_down_finishes_with_one_note(model, capsys):
    url = f"http://127.0.0.1:{closed_port()}"
    code = cli.main(["run", "--question", "Where?", "--model", "fake-model", "--otlp", url])
    out, err = capsys.readouterr()
    assert code == 0 and "answer: 'Zanzibar'" in out
    assert err.count("# note: Traces were not sent") == 1 and "Traceback" not in err


def test_the_environment_variable_turns_it_on_without_the_option(model, capsys, monkeypatch):
    with receiving_endpoint() as (url, spans):
        monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", url)
        assert cli.main(["run", "--question", "Where?", "--model", "fake-model"]) == 0
    assert len(spans) - len(_set_aside(spans)) == 3 and f"# traces: {len(spans)} spans sent" in capsys.readouterr().err


def test_eval_with_otlp_sends_each_episode_as_it_finishes(model, tmp_path, capsys):
    with receiving_endpoint() as (url, spans):
        args = parse(
            "--set", "hotpotqa:bundled", "--methods", "react", "--models", "fake-model", "--limit", "2",
            "--results", str(tmp_path / "eval.sqlite3"), "--concurrency", "1", "--otlp", url, "--otlp-messages",
        )  # fmt: skip
        assert eval_cli.main(args) == 0, capsys.readouterr().err
    roots = [s for s in spans if s.name == "invoke_agent react"]
    assert len(roots) == 2 and len({s.trace_id for s in spans}) == 2
    chat = next(s for s in spans if s.name == "chat fake-model")
    assert any(a.key == "llm.input_messages.0.message.content" for a in chat.attributes)

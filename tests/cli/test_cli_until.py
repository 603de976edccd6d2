"""`python -m react_core run --until ...`: the run stops where a condition holds and says which."""

from __future__ import annotations

import json

import pytest

from react_core.cli import main as cli
from tests.support.fake_openai_server import FakeOpenAIServer

QUESTION = "Where was Queen formed?"
SEARCH = " I should search Queen.\nAction 1: Search[Queen (band)]"
FINISH = " Queen formed in London.\nAction 2: Finish[London]"


@pytest.fixture
def endpoint(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name in ("OPENAI_API_KEY", "REACT_PROVIDER", "REACT_CONFIG", "REACT_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    with FakeOpenAIServer(models=("fake-model",)) as server:
        yield server


def run(endpoint, *until: str, json_path=None) -> int:
    argv = ["run", "--question", QUESTION, "--base-url", endpoint.base_url, "--model", "fake-model"]
    for condition in until:
        argv += ["--until", condition]
    if json_path is not None:
        argv += ["--json", str(json_path)]
    return cli.main(argv)


def test_run_until_an_action_stops_before_it_runs_and_says_why(endpoint, capsys, tmp_path):
    endpoint.reply(SEARCH).reply(FINISH)
    code = run(endpoint, "step:9", "action:Finish[", json_path=tmp_path / "t.json")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "# Stopped before step 2's action ran: the action matches Finish[ (“Finish[London]”)." in out
    assert "# outcome: stopped" in out and "Observation 2" not in out
    saved = json.loads((tmp_path / "t.json").read_text())
    last = saved["steps"][saved["branches"][saved["active_branch"]]["step_ids"][-1]]
    assert last["kind"] == "action" and last["text"] == "Finish[London]"  # held, for a later Step


def test_run_until_a_condition_that_never_holds_runs_to_the_end_and_says_so(endpoint, capsys):
    endpoint.reply(SEARCH).reply(FINISH)
    code = run(endpoint, "observation~never seen")
    out, _ = capsys.readouterr()
    assert code == 0 and "# Ran to the end; no condition held." in out and "# outcome: answered" in out


def test_run_until_a_malformed_regular_expression_runs_nothing(endpoint, capsys):
    code = run(endpoint, "action~Search[(")
    out, err = capsys.readouterr()
    assert code == 1 and "'Search[(' is not a valid regular expression" in err
    assert endpoint.completion_requests == [] and out == ""

"""An MCP server as a task family: its tools are the actions of text ReAct and Act, each action one
tools/call. Real servers, started by the tests: the example notes server (stdio and Streamable HTTP)
and mcp-server-time from PyPI."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time

import pytest

from react_core.common.paths import imports_dir
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.base import EnvChoice
from react_core.trajectory.steering import EditThought
from tests.support.mcp_servers import BAD, NOTES, ROOT, TIME
from tests.support.scripted_model import ScriptedModel


def _observations(engine) -> list[str]:
    return [s.text for s in engine.trajectory.steps_of() if s.kind.value == "observation"]


def test_a_server_s_tools_list_becomes_a_family_and_its_prompt(mcp_servers):
    mcp_servers(NOTES)
    assert catalog.family_names(available_only=True)[-1] == "mcp_notes"
    fam = catalog.family("mcp_notes")
    assert (
        fam.label == "notes (MCP server)"
        and fam.methods == ("react", "act", "react_tools")
        and fam.tools
        and fam.own_tasks
    )
    prefix = catalog.make_method("react", "mcp_notes").prefix
    assert '(1) search_notes[{"query": string}], find the notes whose title or text contains' in prefix
    assert '(3) add_note[{"title": string, "text": string}], add (or replace) a note. Arguments: title' in prefix
    assert "(4) Finish[answer], which returns the answer and finishes the task." in prefix


def test_text_react_calls_the_server_s_tools_and_answers_the_user_s_question(mcp_servers):
    mcp_servers(NOTES)
    task = catalog.Task("own", "mcp_notes", "Which star did the Ulysses probe study?", gold="the Sun")
    model = ScriptedModel(
        [
            " I should search my notes.\nAction 1: search_notes[Ulysses]",
            ' A note is titled Ulysses probe.\nAction 2: read_note[{"title": "Ulysses probe"}]',
            " It studied the Sun.\nAction 3: Finish[the Sun]",
        ]
    )
    engine = new_engine(task, "react", model)
    branch = engine.run()
    found, text = _observations(engine)[:2]
    assert found == "Found: Ulysses probe"
    assert text.startswith("Ulysses was a space probe that studied the Sun at all latitudes")
    assert branch.answer == "the Sun" and catalog.score_branch(engine.trajectory).em == 1.0
    assert "Observation 2: Ulysses was a space probe" in model.last_prompt


def test_act_with_mcp_server_time_from_pypi_and_its_error_result_as_the_observation(mcp_servers):
    mcp_servers(TIME)
    assert "mcp_time" in catalog.family_names()
    task = catalog.Task("own", "mcp_time", "What day of the week is it in Tokyo?")
    model = ScriptedModel(
        [
            'Action 1: get_current_time[{"timezone": "Mars/Olympus"}]',
            "Action 2: get_current_time[Asia/Tokyo]",  # one argument: its value alone will do
            "Action 3: Finish[Thursday]",
        ]
    )
    engine = new_engine(task, "act", model)
    engine.run()
    failed, tokyo = _observations(engine)[:2]
    assert failed.startswith("Tool get_current_time failed: ") and "Invalid timezone" in failed
    assert json.loads(tokyo)["timezone"] == "Asia/Tokyo" and "day_of_week" in json.loads(tokyo)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def notes_over_http():
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "examples" / "mcp" / "notes_server.py"), "--http", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.2)
    yield f"http://127.0.0.1:{port}/mcp"
    proc.kill()
    proc.wait()


def test_a_server_at_a_url_keeps_its_state_between_calls(mcp_servers, notes_over_http):
    mcp_servers(notes_over_http)
    allowed = EnvChoice(allow_tools=("add_note",))  # it changes things: without a person, allowed by name
    env = catalog.make_env(catalog.Task("own", "mcp_notes", "Where is the party?"), allowed)
    saved = env.step('add_note[{"title": "Party", "text": "The party is at the boathouse."}]')
    assert saved.observation == "Saved the note 'Party'."
    assert env.step("read_note[Party]").observation == "The party is at the boathouse."


def _resumed_calls(tmp_path, monkeypatch, rerun: bool) -> int:
    calls = tmp_path / "calls.txt"
    monkeypatch.setenv("MCP_TEST_CALLS", str(calls))
    task = catalog.Task("own", "mcp_bad", "Count twice, then edit.")
    model = ScriptedModel([" Count.\nAction 1: count[a]", " Again.\nAction 2: count[b]", "count[c]"])
    engine = new_engine(task, "react", model, env_choice=EnvChoice(rerun_tools=rerun))
    engine.step()
    engine.step()
    assert calls.read_text().split() == ["a", "b"]
    engine.steering.apply(EditThought(3, "Count once more."))  # Thought 2: a new branch forks there
    engine.step()  # replays Action 1 to reach the fork, then takes the new Action 2
    return len(calls.read_text().split())


def test_resume_replays_the_recorded_results_instead_of_calling_the_server_again(mcp_servers, tmp_path, monkeypatch):
    mcp_servers(BAD)
    assert _resumed_calls(tmp_path, monkeypatch, rerun=False) == 3


def test_re_run_tools_on_resume_calls_the_server_again(mcp_servers, tmp_path, monkeypatch):
    mcp_servers(BAD)
    assert _resumed_calls(tmp_path, monkeypatch, rerun=True) == 4


def test_questions_come_from_a_question_file_as_for_a_tools_file(mcp_servers):
    mcp_servers(NOTES)
    folder = imports_dir("mcp_notes")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mine.jsonl").write_text('{"question": "When is the team lunch?", "gold": "Thursday"}\n')
    source = catalog.family("mcp_notes").sources()[-1]
    (task,) = catalog.family("mcp_notes").load(source)
    assert task.text == "When is the team lunch?" and task.gold == "Thursday" and task.family == "mcp_notes"


def test_the_command_line_runs_a_server_given_with_mcp(tmp_path, monkeypatch, capsys):
    from react_core.cli import main as cli
    from react_core.plugins import registry
    from tests.support.fake_openai_server import FakeOpenAIServer

    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(registry.MCP_ENV, raising=False)
    monkeypatch.setenv("REACT_CACHE", "0")
    registry.reset_for_tests()
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.reply(" Search.\nAction 1: search_notes[lunch]").reply(" Thursday.\nAction 2: Finish[Thursday]")
        code = cli.main(
            ["run", "--mcp", NOTES, "--question", "When is the team lunch?", "--gold", "Thursday"]
            + ["--base-url", server.base_url, "--model", "fake-model", "--json", str(tmp_path / "t.json")]
        )
    out, err = capsys.readouterr()
    registry.reset_for_tests()
    assert code == 0, err
    assert "Observation 1: Found: Team lunch" in out and "'em': 1.0" in out, out
    assert json.loads((tmp_path / "t.json").read_text())["task"]["family"] == "mcp_notes"

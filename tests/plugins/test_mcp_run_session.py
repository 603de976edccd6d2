"""A run on a real MCP server with tools that change things: mcp-server-git from PyPI, on a repository
each test makes. One server for the whole run (its pid the same across calls, started again after
a crash, ended with the run); the person chooses the tools the model is offered; a tool not marked
read-only waits for the person's yes (approve, or reject with a message that the model reads); with
no person (the command line) it runs only when allowed; the server's own words reach the prompt."""

from __future__ import annotations

import gc
import json
import os
import signal

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine, open_engine
from react_core.environments.base import EnvChoice
from tests.support.mcp_servers import NOTES, alive, commits, git_repository, git_server
from tests.support.scripted_model import ScriptedModel


@pytest.fixture
def repo(tmp_path, mcp_servers):
    folder = git_repository(tmp_path / "repo")
    mcp_servers(git_server(folder))
    assert "mcp_git" in catalog.family_names(), catalog.plugin_problems()
    return folder


def _commit(repo, message: str = "Add the probe notes") -> str:
    return "git_commit[" + json.dumps({"repo_path": str(repo), "message": message}) + "]"


def _status(repo) -> str:
    return "git_status[" + json.dumps({"repo_path": str(repo)}) + "]"


def _observations(engine) -> list[str]:
    return [s.text for s in engine.trajectory.steps_of() if s.kind.value == "observation"]


def _engine(repo, replies, **choice):
    task = catalog.Task("own", "mcp_git", "Commit the staged notes.")
    return new_engine(task, "act", ScriptedModel(replies), env_choice=EnvChoice(**choice))


def test_a_commit_waits_for_the_person_and_happens_only_once_approved(repo):
    action = _commit(repo)
    engine = _engine(repo, [f"Action 1: {action}"], ask_approval=True)
    report = engine.step()
    assert report.held and "git_commit is not marked read-only by its server" in report.waiting
    assert engine.trajectory.steps_of()[-1].text == action and commits(repo) == ["First notes"]
    again = engine.step()  # Step again without a yes: nothing runs
    assert again.waiting and again.steps == [] and commits(repo) == ["First notes"]
    engine.env.approve(action)
    assert engine.waiting() is None
    engine.step()
    assert _observations(engine)[-1].startswith("Changes committed successfully")
    assert commits(repo) == ["Add the probe notes", "First notes"]
    engine.env.close()


def test_a_rejected_commit_is_the_person_s_message_and_the_repository_is_unchanged(repo):
    action = _commit(repo)
    engine = _engine(repo, [f"Action 1: {action}", "Action 2: Finish[not committed]"], ask_approval=True)
    engine.step()
    engine.env.reject(action, "Not yet: run the tests first.")
    engine.step()
    assert _observations(engine)[-1] == "The person did not let git_commit run: Not yet: run the tests first."
    assert commits(repo) == ["First notes"]
    engine.step()  # the model reads the message and goes on
    assert "Observation 1: The person did not let git_commit run: Not yet" in engine.model.requests[-1].prompt
    engine.env.close()


def test_allowed_for_the_run_a_tool_asks_no_more(repo):
    first, second = _commit(repo), _commit(repo, "Again")
    engine = _engine(repo, [f"Action 1: {first}", f"Action 2: {second}"], ask_approval=True)
    engine.step()
    engine.env.approve(first, for_run=True)
    engine.step()
    report = engine.step()  # the server ran it, unasked: nothing was left to commit
    assert not report.waiting and "No changes staged for commit" in _observations(engine)[-1]
    engine.env.close()


def test_read_only_tools_run_without_asking(repo):
    engine = _engine(repo, [f"Action 1: {_status(repo)}"], ask_approval=True)
    report = engine.step()
    assert not report.waiting and "Changes to be committed" in _observations(engine)[-1]
    engine.env.close()


def test_without_a_person_a_tool_that_changes_things_runs_only_when_allowed(repo):
    refused = _engine(repo, [f"Action 1: {_commit(repo)}"])
    refused.step()
    assert _observations(refused)[-1] == (
        "Tool git_commit was not run: it is not marked read-only (changes things), and no person is here to "
        "approve it. To let a run call it, allow it by name: run --allow-tool git_commit (a batch does not run it)."
    )
    assert commits(repo) == ["First notes"]
    allowed = _engine(repo, [f"Action 1: {_commit(repo)}"], allow_tools=("git_commit",))
    allowed.step()
    assert commits(repo) == ["Add the probe notes", "First notes"]
    for engine in (refused, allowed):
        engine.env.close()


def test_a_tool_the_person_turned_off_is_not_offered_to_the_model(repo):
    offered = ("git_status", "git_log", "git_diff_staged")
    engine = _engine(repo, [f"Action 1: {_commit(repo)}"], tools=offered)
    prompt_tools = catalog.make_method("react_tools", "mcp_git", tools=offered).tools.names()
    assert prompt_tools == "git_status, git_diff_staged, git_log, finish"  # in the server's order
    engine.step()
    prompt = engine.model.requests[0].prompt
    assert "git_status[" in prompt and "git_log[" in prompt and "git_commit" not in prompt
    assert _observations(engine)[-1].startswith("Invalid action: there is no tool 'git_commit'")
    assert commits(repo) == ["First notes"]
    assert engine.trajectory.model["tools"] == list(offered)  # kept with the run
    reopened = open_engine(engine.trajectory, ScriptedModel([]))
    assert "git_commit" not in reopened.method.prefix and reopened.env.mcp.find("git_commit") is None
    engine.env.close()


def test_one_server_serves_the_whole_run_and_ends_with_it(repo):
    engine = _engine(repo, [f"Action 1: {_status(repo)}", f"Action 2: {_status(repo)}"])
    engine.step()
    session = engine.env.session
    pids = session.pids
    assert len(pids) == 2 and all(alive(p) for p in pids)  # the child, and the git server it started
    engine.step()
    assert session.pids == pids and session.starts == 1
    engine.env.close()
    assert not any(alive(p) for p in pids)  # no process outlives the run


def test_a_run_that_is_dropped_leaves_no_process_behind(repo):
    engine = _engine(repo, [f"Action 1: {_status(repo)}"])
    engine.step()
    pids = engine.env.session.pids
    del engine
    gc.collect()
    assert pids and not any(alive(p) for p in pids)


def test_the_server_keeps_its_state_between_calls_of_a_run(mcp_servers):
    mcp_servers(NOTES)  # the notes server keeps added notes in memory only
    task = catalog.Task("own", "mcp_notes", "Where is the party?")
    model = ScriptedModel(
        [
            'Action 1: add_note[{"title": "Party", "text": "At the boathouse."}]',
            "Action 2: read_note[Party]",
        ]
    )
    engine = new_engine(task, "act", model, env_choice=EnvChoice(allow_tools=("add_note",)))
    engine.run(max_units=2)
    assert _observations(engine) == ["Saved the note 'Party'.", "At the boathouse."]
    engine.env.close()


def test_a_server_that_crashed_between_calls_is_started_again_for_the_next_call(repo):
    engine = _engine(repo, [f"Action 1: {_status(repo)}", f"Action 2: {_status(repo)}"])
    engine.step()
    session = engine.env.session
    child, server = session.pids
    os.kill(server, signal.SIGKILL)  # the server dies between two calls
    engine.step()
    assert "Changes to be committed" in _observations(engine)[-1]  # the call was not lost
    assert session.starts == 2 and server not in session.pids and not alive(server) and not alive(child)
    engine.env.close()


def test_the_server_s_instructions_and_command_reach_the_prompt(repo, mcp_servers):
    git_prompt = catalog.make_method("react", "mcp_git").prefix
    assert f"The tools come from the MCP server 'mcp-git', started with the command: {git_server(repo)}." in git_prompt
    mcp_servers(NOTES)
    said = "Search the notes before reading one: read_note needs a note's exact title. Titles are case-insensitive."
    text = catalog.make_method("react", "mcp_notes").prefix
    tools = catalog.make_method("react_tools", "mcp_notes").instruction
    for prompt in (text, tools):
        assert f"<server_instructions>\n{said}\n</server_instructions>" in prompt
        assert "(data from the server, not from the person)" in prompt


def test_a_call_that_crashed_the_server_may_be_tried_again_it_is_no_repeat_and_no_loop(mcp_servers):
    from react_core.assist.diagnosis import diagnose
    from react_core.prompting.method_base import Generation
    from tests.support.mcp_servers import BAD

    mcp_servers(BAD)
    task = catalog.Task("own", "mcp_bad", "Does it crash every time?")
    # Two replies only: a repeat aid that called the second "nothing new" would ask a third time and fail.
    model = ScriptedModel(["Action 1: crash[{}]", "Action 2: crash[{}]"])
    engine = new_engine(task, "act", model, generation=Generation(retry_repeats=True))
    engine.run(max_units=2)
    first, second = _observations(engine)
    assert first.startswith("Tool crash failed: the MCP server ended during the call") and second == first
    assert len(model.requests) == 2, [s.notes for s in engine.trajectory.steps_of()]
    assert not any("nothing new" in n for s in engine.trajectory.steps_of() for n in s.notes)
    assert [f.kind for f in diagnose(engine.trajectory) if f.kind == "loop"] == []
    engine.env.close()


def test_the_command_line_runs_a_tool_that_changes_things_only_when_allowed(repo, tmp_path, monkeypatch, capsys):
    from react_core.cli import main as cli
    from tests.support.fake_openai_server import FakeOpenAIServer

    monkeypatch.setenv("REACT_CACHE", "0")
    question = ["--question", "Commit the staged notes.", "--method", "act", "--model", "fake-model"]
    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.reply(f"Action 1: {_commit(repo)}").reply("Action 2: Finish[done]")
        assert cli.main(["run", "--task", "mcp_git", *question, "--base-url", server.base_url]) == 0
        refused = capsys.readouterr()
        assert commits(repo) == ["First notes"]
        assert "Observation 1: Tool git_commit was not run: it is not marked read-only" in refused.out
        assert "# not run: git_commit (not marked read-only: they may change things); to let a run call them, " in (
            refused.err
        )
        assert "run again with --allow-tool git_commit" in refused.err
        server.reply(f"Action 1: {_commit(repo)}").reply("Action 2: Finish[done]")
        allowed = ["run", "--task", "mcp_git", *question, "--base-url", server.base_url, "--allow-tool", "git_commit"]
        assert cli.main(allowed) == 0
    assert "Observation 1: Changes committed successfully" in capsys.readouterr().out
    assert commits(repo) == ["Add the probe notes", "First notes"]
    assert cli.main(["run", "--task", "mcp_git", *question, "--allow-tool", "git_push"]) != 0
    assert "mcp-git has no tool 'git_push'; its tools are git_status, " in capsys.readouterr().err

"""`react-workbench mcp-proxy`: an agent's MCP server (mcp-server-git from PyPI) behind the proxy, each tool call
recorded on the run and a call that changes things held for the person (approve, edit, reject).

The agent is the `mcp` SDK's own client, starting the proxy as its stdio server; the run is the steering
endpoint's (tests/support/mcp_run.py); the person answers holds from another thread, as the Run page does.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import Hold, HoldError
from react_core.trajectory.steps import Author, StepKind
from tests.cli.test_endpoint_cli import read_until, start
from tests.support.endpoint_support import client, endpoint
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_run import PROXY, agent, edit_arguments, git_server, mcp_run, person, proxied, steps, text
from tests.support.mcp_servers import ROOT, commits, git_repository


@pytest.fixture
def run(tmp_path: Path) -> Iterator[AgentRun]:
    with mcp_run(tmp_path) as opened:
        yield opened


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    return git_repository(tmp_path / "repo")


def test_a_read_only_call_goes_at_once_and_is_recorded_as_action_and_observation(run, repository):
    [status] = agent(proxied(git_server(repository), run.root_url), [("git_status", {"repo_path": str(repository)})])

    assert not status.is_error and "probe.md" in text(status)
    action, observation = steps(run)
    assert (action.kind, action.author, action.tool_call["name"]) == (StepKind.ACTION, Author.MODEL, "git_status")
    assert action.text == f'git_status[{{"repo_path": "{repository}"}}]'
    assert action.info["mcp"]["server"] == "mcp-git" and action.info["mcp"]["read_only"] is True
    assert action.notes == []  # not held
    assert (observation.kind, observation.author) == (StepKind.OBSERVATION, Author.ENVIRONMENT)
    assert "probe.md" in observation.text and observation.info["tool_call_id"] == action.tool_call["id"]


def test_a_write_is_held_and_rejected_so_nothing_is_committed_and_the_agent_reads_the_message(run, repository):
    seen: list[Hold] = []

    def reject(hold: Hold) -> None:
        seen.append(hold)
        hold.reject("Not yet: the notes need a review first.")

    person(run, reject)
    [result] = agent(
        proxied(git_server(repository), run.root_url),
        [("git_commit", {"repo_path": str(repository), "message": "Add probe notes"})],
    )

    assert result.is_error
    assert text(result) == "The person did not let git_commit run: Not yet: the notes need a review first."
    assert commits(repository) == ["First notes"]
    assert seen[0].kind == "mcp" and "may change things" in seen[0].reason
    action, observation = steps(run)
    assert action.text.startswith("git_commit[") and "rejected by a person" in action.notes[-1]
    assert (observation.author, observation.info["rejected"]) == (Author.HUMAN_OVERRIDE, True)
    assert observation.text == text(result)


def test_a_write_approved_with_edited_arguments_runs_with_them_and_the_edit_is_checked_first(run, repository):
    problems: list[str] = []

    def edit(hold: Hold) -> None:
        try:
            edit_arguments(hold, {"repo_path": str(repository)})  # no message: the tool's schema requires one
        except HoldError as exc:
            problems.append(str(exc))
        edit_arguments(hold, {"repo_path": str(repository), "message": "Add the Ulysses probe notes"})

    person(run, edit)
    [result] = agent(
        proxied(git_server(repository), run.root_url),
        [("git_commit", {"repo_path": str(repository), "message": "wip"})],
    )

    assert not result.is_error and "Changes committed" in text(result)
    assert commits(repository) == ["Add the Ulysses probe notes", "First notes"]
    assert problems and "git_commit" in problems[0] and "message" in problems[0]
    action, observation = steps(run)
    assert action.author == Author.HUMAN_EDIT and "Add the Ulysses probe notes" in action.text
    assert "arguments edited by a person before the tool ran" in action.notes
    assert "Changes committed" in observation.text


def test_a_write_allowed_on_the_proxy_goes_unasked_and_is_still_recorded(run, repository):
    (repository / "more.md").write_text("More notes.\n")
    [added] = agent(
        proxied(git_server(repository), run.root_url, "--allow-tool", "git_add"),
        [("git_add", {"repo_path": str(repository), "files": ["more.md"]})],
    )

    assert not added.is_error
    staged = subprocess.run(
        ["git", "-C", str(repository), "diff", "--cached", "--name-only"], capture_output=True, text=True
    )
    assert "more.md" in staged.stdout
    assert [(s.kind, s.notes) for s in steps(run)] == [(StepKind.ACTION, []), (StepKind.OBSERVATION, [])]


def test_a_breakpoint_on_a_tool_holds_even_a_read_only_call(tmp_path, repository):
    seen: list[Hold] = []
    with mcp_run(tmp_path, HoldRules(tools=frozenset({"git_log"}))) as run:
        person(run, lambda hold: (seen.append(hold), hold.send()))
        [log] = agent(proxied(git_server(repository), run.root_url), [("git_log", {"repo_path": str(repository)})])
        recorded = steps(run)
    assert "First notes" in text(log)
    assert seen[0].reason == "held: the agent calls git_log"
    assert recorded[0].notes == ["held: the agent calls git_log", "approved by a person"]


def test_the_proxy_learns_what_a_tool_does_when_the_agent_never_listed_the_tools(run, repository):
    person(run, lambda hold: hold.reject("no"))
    [status, commit] = agent(
        proxied(git_server(repository), run.root_url),
        [
            ("git_status", {"repo_path": str(repository)}),
            ("git_commit", {"repo_path": str(repository), "message": "x"}),
        ],
        listed=False,
    )
    assert not status.is_error and commit.is_error
    assert commits(repository) == ["First notes"]
    assert [s.info["mcp"]["read_only"] for s in steps(run) if s.kind == StepKind.ACTION] == [True, False]


def test_a_held_write_no_one_answers_is_not_run(tmp_path, repository):
    with mcp_run(tmp_path, HoldRules(timeout_s=0.5)) as run:
        [result] = agent(
            proxied(git_server(repository), run.root_url),
            [("git_commit", {"repo_path": str(repository), "message": "unattended"})],
        )
        recorded = steps(run)
    assert result.is_error
    assert (
        text(result)
        == "git_commit was not run: it may change things, and no one answered on the workbench within 0.5 s."
    )
    assert commits(repository) == ["First notes"]
    assert recorded[1].author == Author.ENGINE and recorded[1].text == text(result)


def test_with_the_workbench_down_a_read_goes_unrecorded_and_a_write_is_refused(repository, tmp_path):
    with mcp_run(tmp_path) as gone:
        root = gone.root_url
    log = tmp_path / "stderr.txt"
    params = proxied(git_server(repository), root)
    words = [params["command"], *params["args"]]
    params = {**params, "command": "sh", "args": ["-c", f"exec {shlex.join(words)} 2>{shlex.quote(str(log))}"]}
    status, commit = agent(
        params,
        [
            ("git_status", {"repo_path": str(repository)}),
            ("git_commit", {"repo_path": str(repository), "message": "x"}),
        ],
    )

    assert not status.is_error and "probe.md" in text(status)
    assert commit.is_error and text(commit).startswith("git_commit was not run: it may change things")
    assert "--allow-tool git_commit" in text(commit)
    assert commits(repository) == ["First notes"]
    said = log.read_text()
    assert f"react-workbench mcp-proxy: the workbench at {root} could not be reached" in said
    assert "git_status (read-only) runs without being recorded" in said
    assert "git_commit was refused: it may change things and no one could approve it" in said


def test_without_a_run_url_the_proxy_says_so_and_exits(repository):
    env = {k: v for k, v in os.environ.items() if k != "REACT_WORKBENCH_RUN_URL"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([*PROXY, "--", *git_server(repository)], env=env, capture_output=True, text=True, input="")
    assert done.returncode == 2
    assert "$REACT_WORKBENCH_RUN_URL is not set" in done.stderr and done.stdout == ""


def test_a_call_the_agents_model_proposed_through_the_endpoint_is_recorded_once(tmp_path, repository):
    """The whole loop: the model (through the endpoint) proposes git_commit, the agent makes the call through the
    proxy (held, edited by the person), then sends the result back in its next request."""
    arguments = {"repo_path": str(repository), "message": "wip"}
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply(
            "I will commit the notes.", tool_calls=[{"name": "git_commit", "arguments": arguments, "id": "call_1"}]
        )
        upstream.reply("Committed.")
        model = client(run)
        tools = [{"type": "function", "function": {"name": "git_commit", "parameters": {"type": "object"}}}]
        asked = [{"role": "user", "content": "Commit the staged notes."}]
        first = model.chat.completions.create(model="m", messages=asked, tools=tools)  # type: ignore[arg-type]
        call = first.choices[0].message.tool_calls[0]
        person(run, lambda hold: edit_arguments(hold, {**arguments, "message": "Add probe notes"}))
        [result] = agent(
            proxied(git_server(repository), run.root_url), [(call.function.name, json.loads(call.function.arguments))]
        )
        answered = [
            *asked,
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": call.id, "content": text(result)},
        ]
        model.chat.completions.create(model="m", messages=answered, tools=tools)  # type: ignore[arg-type]
        recorded = steps(run)

    assert commits(repository) == ["Add probe notes", "First notes"]
    actions = [s for s in recorded if s.kind == StepKind.ACTION and s.tool_call and s.tool_call["name"] == "git_commit"]
    assert len(actions) == 1 and actions[0].tool_call["id"] == "call_1"
    assert sum("Changes committed" in s.text for s in recorded if s.kind == StepKind.OBSERVATION) == 1


def test_serve_holds_an_mcp_write_on_the_terminal_and_a_rejection_reaches_the_agent(tmp_path, repository):
    with FakeOpenAIServer() as upstream:
        serving = start(upstream, tmp_path, "--allow-mcp-tool", "git_add")
        try:
            printed = read_until(serving, "Recording until Ctrl-C.")
            assert any("MCP tool calls that may change things" in line for line in printed)
            root = next(line.split("=", 1)[1].split()[0] for line in printed if "REACT_WORKBENCH_RUN_URL=" in line)
            out: dict[str, Any] = {}
            calls = [
                ("git_add", {"repo_path": str(repository), "files": ["README.md"]}),
                ("git_commit", {"repo_path": str(repository), "message": "x"}),
            ]
            thread = threading.Thread(
                target=lambda: out.update(results=agent(proxied(git_server(repository), root), calls))
            )
            thread.start()
            held = read_until(serving, "approve | args JSON | reject MESSAGE")
            assert any(line.strip().startswith("git_commit {") for line in held)
            assert not any("git_add {" in line for line in held)  # allowed for the run: not held
            assert serving.stdin is not None
            serving.stdin.write("reject Review it first.\n")
            serving.stdin.flush()
            thread.join(60)
        finally:
            serving.kill()
            serving.wait(10)
    added, commit = out["results"]
    assert not added.is_error
    assert text(commit) == "The person did not let git_commit run: Review it first."
    assert commits(repository) == ["First notes"]

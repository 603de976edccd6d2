"""Tools from the tape (issue 47, item 3), with real parts: a person's agent (its own loop, the `openai` client
for its model, the `mcp` SDK's client for its tools) started by the workbench (`Attached`), its tools on
mcp-server-git from PyPI behind `react-workbench mcp-proxy` (stdio), or on the notes server over Streamable
HTTP behind the proxy's --http form. Recorded, then re-run from call 2 with an edited tool-call argument:
the MCP call made before call 2 is answered from the recording and never reaches the server (its side
effect, a commit or a saved note, does not happen again), the call after call 2 goes to the server, live.
An agent whose own code now makes another MCP call diverges there, and from there every call is live."""

from __future__ import annotations

import io
import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_process import AgentCommand
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.attached import Attached
from react_core.endpoint.http_server import EndpointServer
from react_core.endpoint.mcp_http_proxy import McpHttpProxy
from react_core.endpoint.mcp_workbench import Workbench
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_mcp import recorded_mcp_calls
from react_core.endpoint.tape_replay import ReplyChange, Source
from react_core.endpoint.tape_route import RERUNS, source_of
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import ModelConfig, load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Step, StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_servers import ROOT, commits, git_repository

pytestmark = pytest.mark.usefixtures("app_home")

AGENT = str(ROOT / "tests" / "support" / "mcp_tool_agent.py")
TASK = "Commit the probe notes, then open a branch for their review."


def git_agent(repository: Path, **env: str) -> AgentCommand:
    """The agent, its MCP server mcp-server-git behind the proxy (commits allowed ahead of time: not held)."""
    server = [sys.executable, "-m", "mcp_server_git", "--repository", str(repository)]
    own = {"PYTHONPATH": str(ROOT), "PROXY_OPTIONS": "--allow-tool git_commit --allow-tool git_create_branch", **env}
    return AgentCommand((sys.executable, AGENT, TASK, "--", *server), env=own, time_limit_s=240)


def script_git(upstream: FakeOpenAIServer, repository: Path, branch: str = "probe-review", first: bool = True) -> None:
    """The model: commit, then a branch for the review, then the answer (`first`: from call 1, else from call 2)."""
    repo = str(repository)
    if first:
        upstream.reply(
            "I commit the notes first.",
            tool_calls=[{"name": "git_commit", "arguments": {"repo_path": repo, "message": "Add probe notes"}}],
        )
    upstream.reply(
        "Now the review branch.",
        tool_calls=[{"name": "git_create_branch", "arguments": {"repo_path": repo, "branch_name": branch}}],
    )
    upstream.reply("Committed, and the review branch is open.")


def run_agent(server: EndpointServer, run: AgentRun, command: AgentCommand) -> list[str]:
    attached = Attached(server.runs, run, command)
    assert attached.start() is None
    attached.wait()
    finished = attached.finish()
    assert finished.exit.ok, "\n".join([*finished.messages, *attached.lines()[-30:]])
    return attached.lines()


def branches(repository: Path) -> list[str]:
    done = subprocess.run(
        ["git", "-C", str(repository), "branch", "--format=%(refname:short)"], capture_output=True, text=True
    )
    return sorted(done.stdout.split())


def mcp_results(trajectory: Trajectory) -> list[Step]:
    return [s for s in trajectory.steps_of() if s.kind == StepKind.OBSERVATION and s.info.get("mcp_result")]


@pytest.fixture
def model() -> Iterator[tuple[FakeOpenAIServer, ModelConfig]]:
    with FakeOpenAIServer() as upstream:
        yield upstream, load_config({"base_url": upstream.base_url, "model": "fake-model", "api_key": "x"}, env={})


def test_a_rerun_from_call_2_gives_the_earlier_mcp_call_from_the_tape_and_only_the_live_one_reaches_the_server(
    model: tuple[FakeOpenAIServer, ModelConfig], tmp_path: Path
) -> None:
    upstream, config = model
    repository = git_repository(tmp_path / "repo")
    with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
        script_git(upstream, repository)
        run = server.runs.open(config, "notes keeper")
        run_agent(server, run, git_agent(repository))
        assert commits(repository) == ["Add probe notes", "First notes"]
        assert branches(repository) == ["main", "probe-review"]
        original = Trajectory.from_dict(run.trajectory.to_dict())
        recorded = recorded_mcp_calls(original)
        assert [(c.tool, c.after_calls) for c in recorded] == [("git_commit", 1), ("git_create_branch", 2)]
        assert "Changes committed successfully" in str(recorded[0].reply)

        # More notes staged since: were the taped commit run again, it would commit them.
        (repository / "later.md").write_text("Later notes.\n")
        subprocess.run(["git", "-C", str(repository), "add", "later.md"], check=True)
        change = ReplyChange.editing(
            recorded_calls(original)[1].reply,
            arguments={0: {"repo_path": str(repository), "branch_name": "probe-review-2"}},
        )
        rerun = open_rerun(server.runs, original, 2, config, change)
        before = len(upstream.completion_requests)
        upstream.reply("Committed, and the second review branch is open.")
        output = run_agent(server, rerun, git_agent(repository))

        assert len(upstream.completion_requests) == before + 1  # call 3 only
        assert commits(repository) == ["Add probe notes", "First notes"]  # the taped commit did not run again
        assert branches(repository) == ["main", "probe-review", "probe-review-2"]  # the live call did
        assert "ANSWER: Committed, and the second review branch is open." in output
        assert rerun.tape is not None and rerun.tape.divergence is None
        assert rerun.mcp_tape is not None
        assert [a.source for a in rerun.mcp_tape.answers] == [Source.TAPE, Source.LIVE]
        rerun.flush()
        saved = TrajectoryStore(tmp_path / "history.sqlite3").load(original.id)

    taped, live = mcp_results(saved)
    assert source_of(saved, taped) == Source.TAPE and source_of(saved, live) == Source.LIVE
    assert taped.text == mcp_results(original)[0].text  # the recorded result, word for word (its commit hash)
    assert "from the tape: the recorded result of MCP call 1; the MCP server was not called" in taped.notes
    assert "probe-review-2" in live.text
    # The recorded branch is as it was.
    assert [s.text for s in saved.steps_of(original.active_branch)] == [s.text for s in original.steps_of()]


def test_an_mcp_call_the_agents_code_now_makes_differently_diverges_there_and_everything_goes_live(
    model: tuple[FakeOpenAIServer, ModelConfig], tmp_path: Path
) -> None:
    upstream, config = model
    repository = git_repository(tmp_path / "repo")
    with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
        script_git(upstream, repository)
        run = server.runs.open(config, "notes keeper")
        run_agent(server, run, git_agent(repository))
        original = Trajectory.from_dict(run.trajectory.to_dict())
        (repository / "later.md").write_text("Later notes.\n")
        subprocess.run(["git", "-C", str(repository), "add", "later.md"], check=True)
        rerun = open_rerun(server.runs, original, 3, config, ReplyChange("Done."))
        script_git(upstream, repository, "signed-review", first=False)  # calls 2 and 3 of the re-run: the model
        run_agent(server, rerun, git_agent(repository, COMMIT_SIGN=" (signed)"))

        assert commits(repository) == ["Add probe notes (signed)", "Add probe notes", "First notes"]  # live
        assert "signed-review" in branches(repository)
        assert len(upstream.completion_requests) == 3 + 2  # calls 2 and 3 of the re-run: live, not from the tape
        assert rerun.messages[0] == (
            "The re-run left the tape. MCP call 1 (git_commit) differs from the recording "
            '(arguments.message: "Add probe notes" -> "Add probe notes (signed)"): from there on every call is '
            "live, the model's and the MCP servers'; the change was not applied."
        )
        rerun.flush()
        saved = TrajectoryStore(tmp_path / "history.sqlite3").load(original.id)
    divergence = saved.task.meta[RERUNS][saved.active_branch]["divergence"]
    assert (divergence["mcp_call"], divergence["call"], divergence["tool"]) == (1, 2, "git_commit")
    diverged, later = mcp_results(saved)
    assert [source_of(saved, s) for s in (diverged, later)] == [Source.LIVE, Source.LIVE]
    assert diverged.notes[0].startswith("divergence: MCP call 1 (git_commit) differs from the recording")


@pytest.fixture
def notes_url(tmp_path: Path) -> Iterator[str]:
    """The notes server (the `mcp` package's FastMCP) over Streamable HTTP, its added notes kept in a file."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    notes = ROOT / "examples" / "mcp" / "notes_server.py"
    command = [sys.executable, str(notes), "--http", str(port), "--notes", str(tmp_path / "notes.json")]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(300):  # up to a minute to start
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.2)
    yield f"http://127.0.0.1:{port}/mcp"
    server.kill()
    server.wait()


def test_over_http_the_earlier_call_comes_from_the_tape_and_the_later_one_reaches_the_server(
    model: tuple[FakeOpenAIServer, ModelConfig], tmp_path: Path, notes_url: str
) -> None:
    upstream, config = model
    notes = tmp_path / "notes.json"

    def script(second: str) -> None:
        upstream.reply(
            "I save the first note.",
            tool_calls=[{"name": "add_note", "arguments": {"title": "Ulysses", "text": "Studied the Sun."}}],
        )
        upstream.reply(
            "And the second.", tool_calls=[{"name": "add_note", "arguments": {"title": "Cassini", "text": second}}]
        )
        upstream.reply("Both notes are saved.")

    def through_proxy(run: AgentRun) -> list[str]:
        proxy = McpHttpProxy(notes_url, Workbench(run.root_url), io.StringIO(), allow_tools=frozenset({"add_note"}))
        proxy.start()
        try:
            command = AgentCommand(
                (sys.executable, AGENT, "Save two notes."), env={"MCP_URL": proxy.url}, time_limit_s=240
            )
            return run_agent(server, run, command)
        finally:
            proxy.stop()

    with EndpointServer(TrajectoryStore(tmp_path / "history.sqlite3")) as server:
        script("Orbited Saturn.")
        run = server.runs.open(config, "notes over http")
        through_proxy(run)
        assert '"Ulysses"' in notes.read_text() and '"Cassini"' in notes.read_text()
        original = Trajectory.from_dict(run.trajectory.to_dict())
        notes.write_text("{}")  # the server's notes back to its built-in ones: a note saved again would show
        change = ReplyChange.editing(
            recorded_calls(original)[1].reply, arguments={0: {"title": "Cassini", "text": "Orbited Saturn, 2004-2017."}}
        )
        rerun = open_rerun(server.runs, original, 2, config, change)
        upstream.reply("Both notes are saved.")
        through_proxy(rerun)
        saved_notes: dict[str, Any] = json.loads(notes.read_text())
        assert saved_notes == {"Cassini": "Orbited Saturn, 2004-2017."}  # Ulysses from the tape: not saved again
        assert rerun.mcp_tape is not None
        assert [a.source for a in rerun.mcp_tape.answers] == [Source.TAPE, Source.LIVE]

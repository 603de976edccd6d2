"""`react-workbench mcp-proxy` when things go wrong: a server that crashes, hangs or writes noise on the protocol's
channel, and an agent that sends a line that is not JSON or a batch. The agent always gets an answer, never
a hang, and the run records what happened."""

from __future__ import annotations

import json
import queue
import subprocess
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.trajectory.steps import StepKind
from tests.support.mcp_run import BAD_SERVER, AgentError, agent, git_server, mcp_run, proxied, steps, text
from tests.support.mcp_servers import commits, git_repository

MODERN = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}, "io.modelcontextprotocol/clientCapabilities": {}}  # fmt: skip


@pytest.fixture
def run(tmp_path) -> Iterator[AgentRun]:
    with mcp_run(tmp_path) as opened:
        yield opened


def test_a_server_that_crashes_mid_call_gives_the_agent_an_error_and_the_run_records_it(run):
    with pytest.raises(AgentError) as raised:
        agent(proxied(BAD_SERVER, run.root_url), [("crash", {})])
    error = raised.value
    assert error.code == -32000 and "the MCP server ended (exit code 3)" in error.message
    action, observation = steps(run)
    assert action.tool_call["name"] == "crash" and observation.notes == ["the tool reported an error"]
    assert "the MCP server ended" in observation.text


def test_a_server_that_hangs_gives_the_agent_a_timeout_error_at_the_proxys_limit(run):
    with pytest.raises(AgentError) as raised:
        agent(proxied(BAD_SERVER, run.root_url, "--time-limit", "1"), [("hang", {"seconds": 30})])
    error = raised.value
    assert error.code == -32001 and error.message == "the MCP server did not answer tools/call within 1 s"
    observation = steps(run)[-1]
    assert observation.text == "the MCP server did not answer tools/call within 1 s"
    assert observation.notes == ["the tool reported an error"]


def test_a_line_of_noise_from_the_server_never_reaches_the_agent(run, tmp_path):
    [result] = agent(proxied(BAD_SERVER, run.root_url), [("noise", {})])
    assert text(result) == "answered after the noise"


class RawAgent:
    """An agent writing JSON-RPC lines itself, to send what a client library never would."""

    def __init__(self, root: str, server: list[str], *options: str) -> None:
        params = proxied(server, root, *options)
        self.process = subprocess.Popen(
            [params["command"], *params["args"]],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=params["env"],
        )
        self.lines: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in iter(self.process.stdout.readline, b""):
            self.lines.put(json.loads(line))

    def send(self, raw: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(raw.encode() + b"\n")
        self.process.stdin.flush()

    def answer(self) -> dict[str, Any]:
        return self.lines.get(timeout=60)

    def close(self) -> str:
        """End the connection as an agent does (its input closed); what the proxy said on stderr."""
        assert self.process.stdin is not None and self.process.stderr is not None
        self.process.stdin.close()
        assert self.process.wait(30) == 0
        return self.process.stderr.read().decode()


def test_a_line_that_is_not_json_gets_a_parse_error_and_the_connection_goes_on(run, tmp_path):
    repository = git_repository(tmp_path / "repo")
    raw = RawAgent(run.root_url, git_server(repository))
    raw.send("this is not JSON")
    parse_error = raw.answer()
    assert (parse_error["id"], parse_error["error"]["code"]) == (None, -32700)
    assert parse_error["error"]["message"].startswith("Parse error: ")
    call = {"name": "git_status", "arguments": {"repo_path": str(repository)}, "_meta": MODERN}
    raw.send(json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": call}))
    answer = raw.answer()
    assert answer["id"] == 7 and "probe.md" in answer["result"]["content"][0]["text"]
    assert "the agent sent a line that is not JSON" in raw.close()


def test_a_write_inside_a_batch_is_still_held(tmp_path):
    repository = git_repository(tmp_path / "repo")
    with mcp_run(tmp_path, HoldRules(timeout_s=0.2)) as run:
        raw = RawAgent(run.root_url, git_server(repository))
        call = {
            "name": "git_commit",
            "arguments": {"repo_path": str(repository), "message": "batched"},
            "_meta": MODERN,
        }
        raw.send(json.dumps([{"jsonrpc": "2.0", "id": "b1", "method": "tools/call", "params": call}]))
        answer = raw.answer()
        raw.close()
        recorded = steps(run)
    assert answer["id"] == "b1" and answer["result"]["isError"] is True
    assert "no one answered on the workbench within 0.2 s" in answer["result"]["content"][0]["text"]
    assert commits(repository) == ["First notes"]
    assert [s.kind for s in recorded] == [StepKind.ACTION, StepKind.OBSERVATION]


def test_a_handshake_era_connection_is_relayed_and_a_write_held_without_the_agent_listing_the_tools(tmp_path):
    """An agent on the 2025 protocol (initialize first, no _meta on its requests), which never lists the tools:
    the proxy learns the write tool from its own tools/list, and the run holds it."""
    repository = git_repository(tmp_path / "repo")
    with mcp_run(tmp_path, HoldRules(timeout_s=0.2)) as run:
        raw = RawAgent(run.root_url, git_server(repository))
        hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "old", "version": "1"}}
        raw.send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}))
        initialized = raw.answer()
        raw.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        call = {"name": "git_commit", "arguments": {"repo_path": str(repository), "message": "old client"}}
        raw.send(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": call}))
        answer = raw.answer()
        status = {"name": "git_status", "arguments": {"repo_path": str(repository)}}
        raw.send(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": status}))
        read = raw.answer()
        raw.close()
        recorded = steps(run)
    assert initialized["id"] == 1 and initialized["result"]["serverInfo"]["name"] == "mcp-git"
    assert answer["id"] == 2 and answer["result"]["isError"] is True and "resultType" not in answer["result"]
    assert commits(repository) == ["First notes"]
    assert recorded[0].info["mcp"]["read_only"] is False and "may change things" in recorded[0].notes[0]
    assert read["id"] == 3 and "probe.md" in read["result"]["content"][0]["text"]
    assert recorded[2].info["mcp"]["read_only"] is True  # learnt from the list the proxy asked for itself

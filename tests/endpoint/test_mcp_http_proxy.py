"""`react-workbench mcp-proxy --http URL`: a remote MCP server (the example notes server over Streamable HTTP)
behind the proxy on 127.0.0.1; the agent is the `mcp` SDK's client pointed at the proxy's URL."""

from __future__ import annotations

import io
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from react_core.endpoint.holds import Hold
from react_core.endpoint.mcp_http_proxy import McpHttpProxy
from react_core.endpoint.mcp_workbench import Workbench
from react_core.trajectory.steps import Author, StepKind
from tests.support.mcp_run import AgentError, agent, edit_arguments, mcp_run, person, steps, text
from tests.support.mcp_servers import ROOT


@pytest.fixture
def notes_url(tmp_path: Path) -> Iterator[str]:
    """The notes server over Streamable HTTP, keeping added notes in a file."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "examples" / "mcp" / "notes_server.py"),
            "--http",
            str(port),
            "--notes",
            str(tmp_path / "notes.json"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(300):  # up to a minute to start
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.2)
    yield f"http://127.0.0.1:{port}/mcp"
    server.kill()
    server.wait()


def test_over_http_a_read_is_recorded_and_a_write_edited_by_the_person_runs_with_the_edit(tmp_path, notes_url):
    def edit(hold: Hold) -> None:
        edit_arguments(hold, {"title": "Probe", "text": "Ulysses flew past Jupiter in 1992."})

    with mcp_run(tmp_path) as run:
        proxy = McpHttpProxy(notes_url, Workbench(run.root_url), io.StringIO()).start()
        try:
            person(run, edit)
            found, added, read = agent(
                proxy.url,
                [
                    ("search_notes", {"query": "Ulysses"}),
                    ("add_note", {"title": "Probe", "text": "draft"}),
                    ("read_note", {"title": "Probe"}),
                ],
            )
        finally:
            proxy.stop()
        recorded = steps(run)

    assert "Ulysses probe" in text(found) and not added.is_error
    assert "Ulysses flew past Jupiter in 1992." in text(read)
    actions = [s for s in recorded if s.kind == StepKind.ACTION]
    assert [a.tool_call["name"] for a in actions] == ["search_notes", "add_note", "read_note"]
    assert [a.author for a in actions] == [Author.MODEL, Author.HUMAN_EDIT, Author.MODEL]
    assert actions[0].info["mcp"] == {"server": "notes", "read_only": True, "call_id": actions[0].tool_call["id"]}


def test_over_http_a_rejected_write_never_reaches_the_server(tmp_path, notes_url):
    with mcp_run(tmp_path) as run:
        proxy = McpHttpProxy(notes_url, Workbench(run.root_url), io.StringIO()).start()
        try:
            person(run, lambda hold: hold.reject("Keep the notes as they are."))
            added, read = agent(
                proxy.url, [("add_note", {"title": "Probe", "text": "draft"}), ("read_note", {"title": "Probe"})]
            )
        finally:
            proxy.stop()

    assert added.is_error and text(added) == "The person did not let add_note run: Keep the notes as they are."
    assert "draft" not in text(read) and not (tmp_path / "notes.json").exists()


def test_over_http_a_server_that_is_gone_gives_the_agent_an_error_not_a_hang(tmp_path):
    with mcp_run(tmp_path) as run:
        proxy = McpHttpProxy("http://127.0.0.1:9/mcp", Workbench(run.root_url), io.StringIO()).start()
        try:
            with pytest.raises(AgentError) as raised:
                agent(proxy.url, [])
        finally:
            proxy.stop()
    error = raised.value
    assert error.code == -32000 and error.message.startswith(
        "the MCP server at http://127.0.0.1:9/mcp could not be reached"
    )


def test_over_http_a_request_from_a_web_page_elsewhere_is_refused(tmp_path):
    import urllib.error
    import urllib.request

    with mcp_run(tmp_path) as run:
        proxy = McpHttpProxy("http://127.0.0.1:9/mcp", Workbench(run.root_url), io.StringIO()).start()
        try:
            request = urllib.request.Request(
                proxy.url, b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}', {"Origin": "http://evil.example"}
            )
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(request, timeout=10)
        finally:
            proxy.stop()
    assert refused.value.code == 403 and b"not served" in refused.value.read()

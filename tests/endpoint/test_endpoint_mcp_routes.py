"""The MCP proxy's routes (contract B): a tool call the proxy is about to make, held for approval where a
breakpoint says so, and its result, both recorded on the run."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.trajectory.steps import Author, StepKind
from tests.support.endpoint_support import TOOLS, client, endpoint

pytestmark = pytest.mark.usefixtures("app_home")


def post(run: AgentRun, route: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        f"{run.root_url}/mcp/{route}", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def test_a_call_the_model_proposed_gets_its_result_as_the_observation_once(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, _server, run):
        upstream.reply("", tool_calls=[{"name": "get_weather", "arguments": {"city": "Rome"}, "id": "call_w"}])
        messages: list[dict[str, Any]] = [{"role": "user", "content": "Rome?"}]
        first = client(run).chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        asked = {
            "server": "weather",
            "tool": "get_weather",
            "arguments": {"city": "Rome"},
            "read_only": True,
            "call_id": "mcp-1",
        }
        assert post(run, "call", asked) == {"decision": "approve", "arguments": {"city": "Rome"}, "message": ""}
        assert post(
            run, "result", {"call_id": "mcp-1", "content": [{"type": "text", "text": "hot"}], "is_error": False}
        ) == {"ok": True}
        messages += [
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": "call_w", "content": "hot"},
        ]
        upstream.reply("It is hot.")
        client(run).chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
    assert [(s.kind, s.text) for s in run.trajectory.steps_of()] == [
        (StepKind.ACTION, 'get_weather[{"city": "Rome"}]'),
        (StepKind.OBSERVATION, "hot"),
        (StepKind.ACTION, "Finish[It is hot.]"),
        (StepKind.OBSERVATION, "Episode finished."),
    ]


def test_a_write_call_is_held_and_its_arguments_edited_or_it_is_rejected(tmp_path: Path) -> None:
    with endpoint(tmp_path, HoldRules(mcp_writes=True)) as (_upstream, _server, run):
        out: dict[str, Any] = {}
        asked = {
            "server": "files",
            "tool": "write_file",
            "arguments": {"path": "/etc/x"},
            "read_only": False,
            "call_id": "m1",
        }
        thread = threading.Thread(target=lambda: out.update(post(run, "call", asked)))
        thread.start()
        for _ in range(500):
            if run.pending():
                break
            time.sleep(0.01)
        hold = run.pending()[0]
        assert hold.kind == "mcp" and "may change things" in hold.reason
        hold.edit(tool_calls=[{"id": "m1", "name": "write_file", "arguments": {"path": "/tmp/x"}}])
        thread.join(10)
        assert out == {"decision": "approve", "arguments": {"path": "/tmp/x"}, "message": ""}
        post(run, "result", {"call_id": "m1", "content": [{"type": "text", "text": "written"}], "is_error": False})
        reading = {
            "server": "files",
            "tool": "read_file",
            "arguments": {"path": "/tmp/x"},
            "read_only": True,
            "call_id": "m2",
        }
        assert post(run, "call", reading)["decision"] == "approve"  # read-only: not held
        second = {**asked, "call_id": "m3"}
        thread = threading.Thread(target=lambda: out.update(post(run, "call", second)))
        thread.start()
        for _ in range(500):
            if run.pending():
                break
            time.sleep(0.01)
        run.pending()[0].reject("Not in /etc.")
        thread.join(10)
    said = "The person did not let write_file run: Not in /etc."  # what the agent reads, as the workbench's own runs say it
    assert out == {"decision": "reject", "arguments": {"path": "/etc/x"}, "message": said}
    steps = run.trajectory.steps_of()
    assert steps[0].author == Author.HUMAN_EDIT and steps[0].tool_call["arguments"] == '{"path": "/tmp/x"}'  # type: ignore[index]
    assert steps[1].text == "written"
    assert steps[-1].text == said and steps[-1].kind == StepKind.OBSERVATION

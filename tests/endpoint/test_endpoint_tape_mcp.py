"""MCP calls from the tape (react_core.endpoint.tape_mcp): which of a re-run's MCP tool calls the recording answers,
compared as the server would see them, in order and in their place between the model calls; and the run's
MCP route answering them (the proxy's side played by `Workbench`, as `react-workbench mcp-proxy` asks)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from react_core.endpoint.mcp_workbench import Workbench
from react_core.endpoint.rerun import open_rerun
from react_core.endpoint.tape_mcp import McpTape, RecordedMcpCall, recorded_mcp_calls
from react_core.endpoint.tape_replay import ReplyChange, Source, Tape, TapedCall
from react_core.endpoint.tape_route import source_of
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.endpoint_support import TOOLS, endpoint

pytestmark = pytest.mark.usefixtures("app_home")

COMMIT = {"name": "git_commit", "arguments": {"repo_path": "/repo", "message": "Add notes"}}
BRANCH = {"name": "git_create_branch", "arguments": {"repo_path": "/repo", "branch_name": "review"}}
OK = {"result": {"content": [{"type": "text", "text": "Committed a1b2c3"}], "isError": False}}


def tape(change_at: int, calls: list[RecordedMcpCall], change: ReplyChange | None = None) -> McpTape:
    """Three recorded model calls (their bodies do not matter here) and the recording's MCP calls."""
    model_calls = [TapedCall({"messages": [{"role": "user", "content": str(n)}]}, {}) for n in range(3)]
    return McpTape(calls, Tape(model_calls, change_at, change))


def model_call(mcp: McpTape, n: int) -> None:
    """The re-run's model call n, as the model route asks the tape (after the MCP check)."""
    mcp.tape.answer({"messages": [{"role": "user", "content": str(n - 1)}]}, left=mcp.missed())


def test_a_call_the_server_would_see_the_same_is_answered_from_the_tape_fresh_ids_aside() -> None:
    mcp = tape(3, [RecordedMcpCall("git", {**COMMIT, "_meta": {"progressToken": 4}}, OK, None, 1)])
    model_call(mcp, 1)
    fresh = {**COMMIT, "_meta": {"progressToken": 9, "traceparent": "00-ab-cd-01"}}
    found = mcp.answer("git", fresh)
    assert (found.source, found.recorded and found.recorded.reply) == (Source.TAPE, OK)


def test_a_changed_argument_diverges_naming_it_and_everything_after_goes_live() -> None:
    mcp = tape(3, [RecordedMcpCall("git", COMMIT, OK, None, 1), RecordedMcpCall("git", BRANCH, OK, None, 2)])
    model_call(mcp, 1)
    signed = {**COMMIT, "arguments": {**COMMIT["arguments"], "message": "Add notes (signed)"}}
    found = mcp.answer("git", signed)
    assert found.source == Source.LIVE and found.divergence is not None
    assert str(found.divergence) == (
        'MCP call 1 (git_commit) differs from the recording (arguments.message: "Add notes" -> "Add notes (signed)"): '
        "from there on every call is live, the model's and the MCP servers'."
    )
    model_call(mcp, 2)
    assert mcp.tape.answers[-1].source == Source.LIVE  # the model too, though its request is the recorded one
    assert mcp.answer("git", BRANCH).source == Source.LIVE


def test_another_server_or_tool_diverges() -> None:
    mcp = tape(3, [RecordedMcpCall("git", COMMIT, OK, None, 0)])
    found = mcp.answer("other-git", COMMIT)
    assert found.divergence is not None and found.divergence.diff == "server: 'git' -> 'other-git'"
    mcp = tape(3, [RecordedMcpCall("git", COMMIT, OK, None, 0)])
    assert mcp.answer("git", BRANCH).divergence.diff == "tool: 'git_commit' -> 'git_create_branch'"  # type: ignore[union-attr]


def test_a_call_made_earlier_than_recorded_diverges() -> None:
    mcp = tape(3, [RecordedMcpCall("git", COMMIT, OK, None, 1)])
    found = mcp.answer("git", COMMIT)  # before the first model call; recorded after it
    assert found.divergence is not None
    assert found.divergence.diff == "made after model call 0, in the recording after model call 1"


def test_a_call_not_in_the_recording_diverges() -> None:
    mcp = tape(3, [])
    model_call(mcp, 1)
    found = mcp.answer("git", COMMIT)
    assert found.divergence is not None
    assert found.divergence.diff == "not in the recording, which made 0 MCP call(s) before call 3"


def test_a_recorded_call_the_rerun_skips_is_a_divergence_at_the_next_model_call() -> None:
    mcp = tape(3, [RecordedMcpCall("git", COMMIT, OK, None, 1)])
    model_call(mcp, 1)
    model_call(mcp, 2)  # the agent went on without the commit
    answer = mcp.tape.answers[-1]
    assert answer.source == Source.LIVE and answer.divergence is not None
    assert str(answer.divergence) == (
        "Call 2 differs from the recording (the recording made MCP call 1 (git_commit on git) before it; "
        "the re-run did not): from there on the model answers, live."
    )


def test_calls_after_call_ks_reply_go_live_and_are_not_on_the_tape() -> None:
    mcp = tape(2, [RecordedMcpCall("git", COMMIT, OK, None, 1), RecordedMcpCall("git", BRANCH, OK, None, 2)])
    assert [c.tool for c in mcp.calls] == ["git_commit"]  # the branch was made after call 2: not on the tape
    model_call(mcp, 1)
    assert mcp.answer("git", COMMIT).source == Source.TAPE
    model_call(mcp, 2)
    found = mcp.answer("git", BRANCH)
    assert (found.source, found.divergence) == (Source.LIVE, None)


def test_a_call_recorded_without_its_whole_answer_is_not_served() -> None:
    mcp = tape(3, [RecordedMcpCall("", {"name": "git_commit"}, None, None, 0)])
    found = mcp.answer("git", COMMIT)
    assert found.source == Source.LIVE and "kept no exact result" in str(found.divergence)


# ----- through the run's MCP route ------------------------------------------------------------------------


def agent_with_mcp(base_url: str, root: str, message: str = "Add notes") -> list[Any]:
    """An agent whose tool is an MCP call through the run (the proxy's part done here: ask, then tell)."""
    workbench = Workbench(root)
    model = client_for(base_url)
    messages: list[Any] = [{"role": "user", "content": "Commit the notes."}]
    results = []
    for _ in range(4):
        reply = model.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
        message_ = reply.choices[0].message
        messages.append(message_.model_dump(exclude_none=True))
        if not message_.tool_calls:
            return results
        for call in message_.tool_calls:
            params = {"name": "git_commit", "arguments": {"repo_path": "/repo", "message": message}}
            body = {"server": "git", "tool": "git_commit", "arguments": params["arguments"], "read_only": False}
            body.update({"call_id": f"mcp_{len(results)}_{id(messages)}", "params": params, "allowed": True})
            decision = workbench.ask(body)
            if decision.taped is not None:
                answer = decision.taped
            elif decision.approve:  # the server's answer (here made up), told to the run
                answer = {"result": {"content": [{"type": "text", "text": f"Committed {message}"}], "isError": False}}
                workbench.tell(body["call_id"], answer["result"]["content"], False, answer)
            else:
                answer = {"result": {"content": [{"type": "text", "text": decision.message}], "isError": True}}
            results.append((decision.taped is not None, answer))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": str(answer)})
    raise AssertionError("no answer")


def client_for(base_url: str) -> Any:
    import openai

    return openai.OpenAI(base_url=base_url, api_key="x", max_retries=0)


def script(upstream: Any) -> None:
    upstream.reply("Commit.", tool_calls=[{"name": "add", "arguments": {"a": 1, "b": 2}, "id": "call_1"}])
    upstream.reply("Done.")


def test_the_route_answers_a_taped_call_with_the_recorded_answer_and_marks_it_on_the_branch(tmp_path: Path) -> None:
    with endpoint(tmp_path) as (upstream, server, run):
        script(upstream)
        [(taped, recorded)] = agent_with_mcp(run.base_url, run.root_url)
        assert not taped
        original = Trajectory.from_dict(run.trajectory.to_dict())
        [kept] = recorded_mcp_calls(original)
        assert (kept.server, kept.params["arguments"]["message"], kept.reply) == ("git", "Add notes", recorded)
        rerun = open_rerun(server.runs, original, 2, run.config, ReplyChange("All done."))
        [(taped, answer)] = agent_with_mcp(rerun.base_url, rerun.root_url)
        assert taped and answer == recorded
        assert len(upstream.completion_requests) == 2  # the recording's only
        steps = rerun.snapshot().steps_of()
    result = next(s for s in steps if s.info.get("mcp_result"))
    assert source_of(rerun.trajectory, result) == Source.TAPE and result.text == "Committed Add notes"


def test_a_call_the_person_rejected_in_the_recording_is_rejected_again_with_the_same_message(tmp_path: Path) -> None:
    from tests.support.mcp_run import person

    with endpoint(tmp_path) as (upstream, server, run):
        script(upstream)
        person(run, lambda hold: hold.reject("Not on main."))
        [(_, refused)] = _unallowed(run)
        original = Trajectory.from_dict(run.trajectory.to_dict())
        rerun = open_rerun(server.runs, original, 2, run.config, ReplyChange("All done."))
        [(_, again)] = _unallowed(rerun)
        assert again == refused and "Not on main." in str(again)
        assert rerun.pending() == []  # not held again: the recording answers
        rejected = [s for s in rerun.snapshot().steps_of() if s.kind == StepKind.OBSERVATION and s.info.get("rejected")]
    assert [source_of(rerun.trajectory, s) for s in rejected] == [Source.TAPE]


def _unallowed(run: Any) -> list[Any]:
    """One MCP call of a tool that may change things, not allowed ahead of time: held for the person."""
    workbench = Workbench(run.root_url)
    model = client_for(run.base_url)
    messages: list[Any] = [{"role": "user", "content": "Commit the notes."}]
    reply = model.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
    messages.append(reply.choices[0].message.model_dump(exclude_none=True))
    params = {"name": "git_commit", "arguments": {"repo_path": "/repo", "message": "Add notes"}}
    body = {"server": "git", "tool": "git_commit", "arguments": params["arguments"], "read_only": False}
    decision = workbench.ask({**body, "call_id": f"mcp_{run.id}", "params": params})
    answer = decision.taped or {"result": {"content": [{"type": "text", "text": decision.message}], "isError": True}}
    messages.append({"role": "tool", "tool_call_id": reply.choices[0].message.tool_calls[0].id, "content": str(answer)})  # type: ignore[index]
    model.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
    return [(decision.taped is not None, answer)]

"""The MCP proxy's two routes (`react-workbench mcp-proxy`, contract B): a tool call it is about to make,
held for a person's approval where a breakpoint says so, and the tool's result, both on the run.

``POST <root>/mcp/call`` ``{"server", "tool", "arguments", "read_only", "call_id"}`` answers, after any
hold, ``{"decision": "approve" | "reject", "arguments": {...} (maybe edited), "message": str}``;
``POST <root>/mcp/result`` ``{"call_id", "content": [MCP content], "is_error"}`` answers ``{"ok": true}``.

A call the agent's model just proposed (same tool and arguments, not yet answered) is that action
step: the result is its observation, and the agent's later tool message for it is not written twice.
Any other call is an action step of its own (marked ``info["mcp"]``), its result the observation.

The result's step keeps the exchange whole (`tape_mcp`: the server, the agent's params, the answer it got),
and on a re-run a call before step k is answered from the recording: decision ``taped`` with the recorded
``reply`` (or the recorded rejection), written on the re-run's branch, with no hold and no server call.
"""

from __future__ import annotations

import json
from typing import Any

from react_core.endpoint import tape_route
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.chat_reply import ChatReply
from react_core.endpoint.errors import bad_request
from react_core.endpoint.holds import EDIT, REJECT, REPLY, SEND, TIMED_OUT, Hold
from react_core.endpoint.mcp_gate import outcome
from react_core.endpoint.tape_mcp import EXCHANGE, TAPE, McpAnswer
from react_core.endpoint.tape_replay import Source
from react_core.trajectory.steps import Author, Step, StepKind

PENDING = "mcp_pending"  # task.meta["endpoint"][PENDING][call_id]: an approved call's exchange, until its result


def call(run: AgentRun, body: dict[str, Any]) -> dict[str, Any]:
    server, tool, call_id = _text(body, "server"), _text(body, "tool"), _text(body, "call_id")
    arguments = body.get("arguments") or {}
    if not isinstance(arguments, dict):
        raise bad_request("'arguments' must be a JSON object.", "invalid_arguments")
    params = body.get("params")
    if not isinstance(params, dict):  # a proxy that sends no params: what it forwards is the tool and arguments
        params = {"name": tool, "arguments": arguments}
    read_only = bool(body.get("read_only", False))
    taped = _consult(run, server, params)
    if taped is not None and taped.source == Source.TAPE:
        return _from_tape(run, server, tool, call_id, arguments, read_only, params, taped)
    schema = body.get("input_schema")  # the tool's, from its server's tools/list: a person's edit is checked on it
    decision, given, message, notes, timed_out = SEND, arguments, "", [], False
    reason = run.rules.why_mcp(tool, read_only, allowed=body.get("allowed") is True)
    if reason is not None:
        proposal = ChatReply(
            None, ({"id": call_id, "type": "function", "function": {"name": tool, "arguments": json.dumps(arguments)}},)
        )
        parameters = schema if isinstance(schema, dict) else {"type": "object"}
        tools = [{"type": "function", "function": {"name": tool, "parameters": parameters}}]
        hold = Hold(reason, proposal, tools, run.rules.timeout_s, kind="mcp")
        with run.lock:
            run.holds.append(hold)
        try:
            made = hold.wait()
        finally:
            with run.lock:
                run.holds.remove(hold)
        notes.append(reason)
        timed_out = made.kind == TIMED_OUT
        calls = made.tool_calls if made.kind in (EDIT, REPLY) else None
        if made.kind == REJECT or (made.kind == REPLY and not calls):
            said = made.message or made.content or "no reason given"
            decision, message = REJECT, f"The person did not let {tool} run: {said}"
            notes.append(f"rejected by a person: {said}")
        elif timed_out and not read_only:
            # A write never happens unapproved: with no one there, the call is not run.
            decision = REJECT
            message = (
                f"{tool} was not run: it may change things, and no one answered on the workbench within "
                f"{run.rules.timeout_s:g} s."
            )
            notes.append("held with no answer until the time limit; not run, as it may change things")
        elif calls is not None and not calls:  # the person removed the call
            decision, message = REJECT, f"The person did not let {tool} run: they removed the call."
            notes.append("removed by a person")
        elif calls:
            given = json.loads(calls[0]["function"]["arguments"])
            notes.append("arguments edited by a person before the tool ran")
        elif timed_out:
            notes.append("held with no answer until the time limit; the read-only call went ahead as the agent made it")
        else:
            notes.append("approved by a person")
    exchange: dict[str, Any] = {"server": server, "params": params}
    marks = _marks(taped)
    left = [f"divergence: {taped.divergence}"] if taped is not None and taped.divergence is not None else []
    with run.lock:
        if decision == REJECT:
            kept = {EXCHANGE: {**exchange, "rejected": message}, **marks}
            _record_call(
                run, server, tool, call_id, arguments, given, read_only, notes, True, message, timed_out, kept, left
            )
        else:
            _record_call(run, server, tool, call_id, arguments, given, read_only, notes, False, message, timed_out)
            pending = run.trajectory.task.meta.setdefault("endpoint", {}).setdefault(PENDING, {})
            pending[call_id] = {"exchange": exchange, "notes": left, **marks}
        run.save()
    return {"decision": "reject" if decision == REJECT else "approve", "arguments": given, "message": message}


def result(run: AgentRun, body: dict[str, Any]) -> dict[str, Any]:
    call_id = _text(body, "call_id")
    content = body.get("content") or []
    if not isinstance(content, list):
        raise bad_request("'content' must be an array of MCP content items.", "invalid_content")
    reply = body.get("reply")
    with run.lock:
        endpoint = run.trajectory.task.meta.setdefault("endpoint", {})
        links = endpoint.setdefault("mcp_calls", {})
        answers = links.get(call_id)
        if answers is None:
            run.say(f"The MCP proxy sent a result for a call it never announced ({call_id}); recorded as is.")
        pending = (endpoint.get(PENDING) or {}).pop(call_id, None) or {}
        info: dict[str, Any] = {k: v for k, v in pending.items() if k == TAPE}
        if pending.get("exchange"):
            whole = isinstance(reply, dict) and ("result" in reply or "error" in reply)
            info[EXCHANGE] = {**pending["exchange"], **({"reply": reply} if whole else {})}
        _observe(run, answers or call_id, content, bool(body.get("is_error")), info, list(pending.get("notes") or []))
        run.save()
    return {"ok": True}


def _consult(run: AgentRun, server: str, params: dict[str, Any]) -> McpAnswer | None:
    """A re-run's MCP call asked of its tape (None: the run is no re-run); a divergence said on the run."""
    if run.mcp_tape is None:
        return None
    found = run.mcp_tape.answer(server, params)
    if found.divergence is not None:
        tape_route.left_tape(run, found.divergence)
    return found


def _marks(found: McpAnswer | None) -> dict[str, Any]:
    """Where a re-run's MCP result came from, for its step (nothing on a run that is no re-run)."""
    if found is None:
        return {}
    tape: dict[str, Any] = {"source": found.source.value, "mcp_call": found.number}
    if found.divergence is not None:
        tape["divergence"] = str(found.divergence)
    return {TAPE: tape}


def _from_tape(
    run: AgentRun,
    server: str,
    tool: str,
    call_id: str,
    arguments: dict[str, Any],
    read_only: bool,
    params: dict[str, Any],
    found: McpAnswer,
) -> dict[str, Any]:
    """A re-run's call before step k: what the agent got in the recording, written on the branch, the server
    never asked; a call the person rejected then is rejected again with the same message."""
    recorded = found.recorded
    assert recorded is not None
    note = f"from the tape: the recorded result of MCP call {found.number}; the MCP server was not called"
    kept: dict[str, Any] = {"server": server, "params": params}
    kept.update({"reply": recorded.reply} if recorded.reply is not None else {"rejected": recorded.rejected})
    info = {EXCHANGE: kept, **_marks(found)}
    with run.lock:
        if recorded.reply is None:
            message = recorded.rejected or ""
            _record_call(
                run, server, tool, call_id, arguments, arguments, read_only, [], True, message, False, info, [note]
            )
        else:
            _record_call(run, server, tool, call_id, arguments, arguments, read_only, [], False, "")
            links = run.trajectory.task.meta["endpoint"]["mcp_calls"]
            content, is_error = outcome(recorded.reply)
            _observe(run, links[call_id], content, is_error, info, [note])
        run.save()
    if recorded.reply is None:
        return {"decision": "reject", "arguments": arguments, "message": recorded.rejected or ""}
    return {"decision": "taped", "arguments": arguments, "message": "", "reply": recorded.reply}


def _observe(
    run: AgentRun, answers: str, content: list[Any], is_error: bool, info: dict[str, Any], notes: list[str]
) -> None:
    """An MCP call's result as the observation of the call it answers (under the run's lock)."""
    text = "\n".join(str(c.get("text", json.dumps(c))) if isinstance(c, dict) else str(c) for c in content)
    said = [*notes, *(["the tool reported an error"] if is_error else [])]
    observed = {"tool_call_id": answers, "mcp_result": True, **info}
    run.trajectory.append(Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, notes=said, info=observed))


def _record_call(
    run: AgentRun,
    server: str,
    tool: str,
    call_id: str,
    asked: dict[str, Any],
    given: dict[str, Any],
    read_only: bool,
    notes: list[str],
    rejected: bool,
    message: str,
    timed_out: bool = False,
    result_info: dict[str, Any] | None = None,
    result_notes: list[str] | None = None,
) -> None:
    trajectory = run.trajectory
    links = trajectory.task.meta.setdefault("endpoint", {}).setdefault("mcp_calls", {})
    steps = trajectory.steps_of()
    answered = {s.info.get("tool_call_id") for s in steps if s.kind == StepKind.OBSERVATION} | set(links.values())
    wanted = json.dumps(asked, sort_keys=True)
    proposed = next(
        (
            s
            for s in reversed(steps)
            if s.kind == StepKind.ACTION
            and s.tool_call
            and s.tool_call["name"] == tool
            and s.tool_call["id"] not in answered
            and _same(s.tool_call["arguments"], wanted)
        ),
        None,
    )
    mcp = {"server": server, "read_only": read_only, "call_id": call_id}
    if proposed is not None and proposed.tool_call is not None:
        links[call_id] = proposed.tool_call["id"]
        if notes or given != asked:
            text = (
                f"{tool} on {server}: "
                + "; ".join(notes)
                + (f" (ran with {json.dumps(given)})" if given != asked else "")
            )
            trajectory.append(Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, info={"mcp_hold": True, **mcp}))
    else:
        links[call_id] = call_id
        author = Author.HUMAN_EDIT if given != asked else Author.MODEL
        arguments = json.dumps(given, ensure_ascii=False)
        made = {"name": tool, "arguments": arguments, "id": call_id}
        step = Step(StepKind.ACTION, f"{tool}[{arguments}]", author, notes=notes, info={"mcp": mcp}, tool_call=made)
        trajectory.append(step)
    if rejected:
        info = {"tool_call_id": call_id, "mcp_result": True, "rejected": True, **(result_info or {})}
        author = Author.ENGINE if timed_out else Author.HUMAN_OVERRIDE
        trajectory.append(Step(StepKind.OBSERVATION, message, author, notes=list(result_notes or []), info=info))


def _same(arguments: str, wanted: str) -> bool:
    try:
        return json.dumps(json.loads(arguments), sort_keys=True) == wanted
    except ValueError:
        return False


def _text(body: dict[str, Any], name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value.strip():
        raise bad_request(f"'{name}' must be a non-empty string.", f"invalid_{name}")
    return value

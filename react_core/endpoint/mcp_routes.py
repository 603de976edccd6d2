"""The MCP proxy's two routes (`react-workbench mcp-proxy`, contract B): a tool call it is about to make,
held for a person's approval where a breakpoint says so, and the tool's result, both on the run.

``POST <root>/mcp/call`` ``{"server", "tool", "arguments", "read_only", "call_id"}`` answers, after any
hold, ``{"decision": "approve" | "reject", "arguments": {...} (maybe edited), "message": str}``;
``POST <root>/mcp/result`` ``{"call_id", "content": [MCP content], "is_error"}`` answers ``{"ok": true}``.

A call the agent's model just proposed (same tool and arguments, not yet answered) is that action
step: the result is its observation, and the agent's later tool message for it is not written twice.
Any other call is an action step of its own (marked ``info["mcp"]``), its result the observation.
"""

from __future__ import annotations

import json
from typing import Any

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.chat_reply import ChatReply
from react_core.endpoint.errors import bad_request
from react_core.endpoint.holds import EDIT, REJECT, REPLY, SEND, TIMED_OUT, Hold
from react_core.trajectory.trajectory import Author, Step, StepKind


def call(run: AgentRun, body: dict[str, Any]) -> dict[str, Any]:
    server, tool, call_id = _text(body, "server"), _text(body, "tool"), _text(body, "call_id")
    arguments = body.get("arguments") or {}
    if not isinstance(arguments, dict):
        raise bad_request("'arguments' must be a JSON object.", "invalid_arguments")
    read_only = bool(body.get("read_only", False))
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
    with run.lock:
        _record_call(
            run, server, tool, call_id, arguments, given, read_only, notes, decision == REJECT, message, timed_out
        )
        run.save()
    return {"decision": "reject" if decision == REJECT else "approve", "arguments": given, "message": message}


def result(run: AgentRun, body: dict[str, Any]) -> dict[str, Any]:
    call_id = _text(body, "call_id")
    content = body.get("content") or []
    if not isinstance(content, list):
        raise bad_request("'content' must be an array of MCP content items.", "invalid_content")
    text = "\n".join(str(c.get("text", json.dumps(c))) if isinstance(c, dict) else str(c) for c in content)
    with run.lock:
        links = run.trajectory.task.meta.setdefault("endpoint", {}).setdefault("mcp_calls", {})
        answers = links.get(call_id)
        if answers is None:
            run.say(f"The MCP proxy sent a result for a call it never announced ({call_id}); recorded as is.")
        notes = ["the tool reported an error"] if body.get("is_error") else []
        info = {"tool_call_id": answers or call_id, "mcp_result": True}
        run.trajectory.append(Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, notes=notes, info=info))
        run.save()
    return {"ok": True}


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
        info = {"tool_call_id": call_id, "mcp_result": True, "rejected": True}
        trajectory.append(
            Step(StepKind.OBSERVATION, message, Author.ENGINE if timed_out else Author.HUMAN_OVERRIDE, info=info)
        )


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

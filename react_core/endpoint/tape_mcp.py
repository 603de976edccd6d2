"""MCP tool calls from the tape: on a re-run from call k, each tool call the agent makes through the
workbench's MCP proxy before call k is answered with what the agent got in the recording, and the MCP
server never sees it, so no side effect happens twice (issue 47, item 3).

A call is the recorded one when the server would see the same thing: the same server, and the same
`tools/call` params (the tool's name, its arguments, their `_meta`), compared exactly, except what is made
afresh on every run: the JSON-RPC id (never part of the params), and in `_meta` the progress token (the
SDKs make it from the request id) and trace context (``traceparent``, ``tracestate``, ``baggage``).

Calls are matched in order and in their place between the model calls: MCP call i of the re-run must be
the recording's MCP call i, made after as many model calls as it was. The first call that differs, comes
early, is not in the recording, or is missing (a model call arrives while the recording made an MCP call
before it) is a divergence, said like a model call's: from there on every call is live, model and MCP
alike (`Tape.leave`). Calls made after call k's reply are live. A call the person rejected in the
recording is rejected again with the same message (the server did not see it then either).

The handshake and `tools/list` always go to the server: they change nothing, and a server whose tools
changed shows in the agent's next model request (a divergence there), never as a stale list.

Each MCP call's exchange is kept on its result's step, ``Step.info["mcp_call"]``: ``server``, ``params``
(as the agent sent them) and ``reply`` (the JSON-RPC answer the agent got: ``{"result": ...}`` or
``{"error": ...}``) or ``rejected`` (the message it got instead). A re-run's result step says where it came
from in ``Step.info["tape"]``: ``{"source": "tape" | "live", "mcp_call": i}``.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from react_core.endpoint.tape_replay import Divergence, Source, Tape
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory

EXCHANGE = "mcp_call"  # Step.info key of an MCP result's exchange
TAPE = "tape"  # Step.info key of a re-run's MCP result: where it came from
FRESH_META = frozenset({"progressToken", "traceparent", "tracestate", "baggage"})
CLIP = 60


@dataclass(frozen=True)
class RecordedMcpCall:
    """One MCP tool call of a recorded branch: the server, the agent's params, what the agent got (`reply`,
    or the message of a `rejected` call), and how many of the branch's model calls came before it."""

    server: str
    params: dict[str, Any]
    reply: dict[str, Any] | None
    rejected: str | None
    after_calls: int

    @property
    def tool(self) -> str:
        return str(self.params.get("name") or "?")

    @property
    def exact(self) -> bool:
        """Whether the recording kept what the agent got (a run recorded before this was kept did not)."""
        return self.reply is not None or self.rejected is not None


@dataclass(frozen=True)
class McpAnswer:
    """Who answers MCP call `number` of the re-run: the recording (`recorded`), or the server, live; and the
    divergence found at this call, if the re-run left the tape here."""

    number: int
    source: Source
    recorded: RecordedMcpCall | None = None
    divergence: Divergence | None = None


def recorded_mcp_calls(trajectory: Trajectory, branch_id: str | None = None) -> list[RecordedMcpCall]:
    """The MCP tool calls of a branch, in order, each with the number of the branch's model calls before it."""
    found: list[RecordedMcpCall] = []
    model_calls: set[str] = set()
    names: dict[str, str] = {}  # a tool call's id -> its tool, for a result recorded without its exchange
    for step in trajectory.steps_of(branch_id):
        call = trajectory.calls.get(step.call_id or "")
        if call is not None and not call.set_aside_for and (call.request or {}).get("agent"):
            model_calls.add(call.id)
        if step.tool_call:
            names[step.tool_call["id"]] = step.tool_call["name"]
        if step.kind != StepKind.OBSERVATION or not step.info.get("mcp_result"):
            continue
        kept = step.info.get(EXCHANGE)
        if isinstance(kept, dict) and isinstance(kept.get("params"), dict):
            reply = kept.get("reply") if isinstance(kept.get("reply"), dict) else None
            rejected = kept.get("rejected") if isinstance(kept.get("rejected"), str) else None
            found.append(
                RecordedMcpCall(str(kept.get("server") or ""), kept["params"], reply, rejected, len(model_calls))
            )
        else:
            tool = names.get(str(step.info.get("tool_call_id")), "?")
            found.append(RecordedMcpCall("", {"name": tool}, None, None, len(model_calls)))
    return found


class McpTape:
    """The MCP calls of a recording answering a re-run's MCP calls, beside its model calls' `tape`."""

    def __init__(self, calls: Sequence[RecordedMcpCall], tape: Tape) -> None:
        self.tape = tape
        self.calls = tuple(c for c in calls if c.after_calls < tape.change_at)  # those before call k
        self.answers: list[McpAnswer] = []
        self._lock = threading.Lock()

    def answer(self, server: str, params: dict[str, Any]) -> McpAnswer:
        """Who answers the re-run's next MCP call, to `server` with the agent's `params`."""
        with self._lock:
            found = self._answer(len(self.answers) + 1, server, params)
            self.answers.append(found)
        if found.divergence is not None:
            self.tape.leave(found.divergence)
        return found

    def missed(self) -> Divergence | None:
        """Before the re-run's next model call: the divergence, if the recording made an MCP call before it
        that the re-run did not make (the agent skipped a tool, or made it later)."""
        tape = self.tape
        number = len(tape.answers) + 1
        if tape.divergence is not None or number > tape.change_at:
            return None
        with self._lock:
            made = len(self.answers)
        due = [c for c in self.calls if c.after_calls < number]
        if made >= len(due):
            return None
        skipped = due[made]
        diff = f"the recording made MCP call {made + 1} ({_named(skipped)}) before it; the re-run did not"
        return Divergence(number, "mcp", diff, number == tape.change_at and tape.change is not None)

    def _answer(self, number: int, server: str, params: dict[str, Any]) -> McpAnswer:
        tape = self.tape
        made = len(tape.answers)  # model calls of the re-run so far
        if tape.divergence is not None or made >= tape.change_at:
            return McpAnswer(number, Source.LIVE)
        tool = str(params.get("name") or "?")
        if number > len(self.calls):
            diff = f"not in the recording, which made {len(self.calls)} MCP call(s) before call {tape.change_at}"
        else:
            recorded = self.calls[number - 1]
            differs = _differs(recorded, server, params, made)
            if differs is None:
                return McpAnswer(number, Source.TAPE, recorded)
            diff = differs
        dropped = tape.change is not None
        return McpAnswer(number, Source.LIVE, divergence=Divergence(made + 1, "mcp", diff, dropped, number, tool))


def comparable(params: dict[str, Any]) -> dict[str, Any]:
    """The params as the server would see them, what every run makes afresh left out (see the docstring)."""
    out = dict(params)
    meta = out.pop("_meta", None)
    if isinstance(meta, dict):
        kept = {k: v for k, v in meta.items() if k not in FRESH_META}
        if kept:
            out["_meta"] = kept
    if out.get("arguments") in (None, {}):
        out.pop("arguments", None)
    return out


def _differs(recorded: RecordedMcpCall, server: str, params: dict[str, Any], made: int) -> str | None:
    """How MCP call i of the re-run differs from the recording's call i (None: the server would see the same)."""
    if recorded.after_calls != made:
        return f"made after model call {made}, in the recording after model call {recorded.after_calls}"
    if not recorded.exact:
        return "the recording kept no exact result of this call (it was recorded before results were kept whole)"
    if recorded.server and server != recorded.server:
        return f"server: {recorded.server!r} -> {server!r}"
    old, new = comparable(recorded.params), comparable(params)
    if old == new:
        return None
    if old.get("name") != new.get("name"):
        return f"tool: {old.get('name')!r} -> {new.get('name')!r}"
    for field in ("arguments", *sorted((set(old) | set(new)) - {"name", "arguments"})):
        before, after = old.get(field), new.get(field)
        if before == after:
            continue
        if isinstance(before, dict) and isinstance(after, dict):
            key = next(k for k in [*before, *[k for k in after if k not in before]] if before.get(k) != after.get(k))
            return f"{field}.{key}: {_shown(before, key)} -> {_shown(after, key)}"
        return f"{field}: {_clip(_json(before))} -> {_clip(_json(after))}"
    return "params differ"


def _named(call: RecordedMcpCall) -> str:
    return f"{call.tool} on {call.server}" if call.server else call.tool


def _shown(values: dict[str, Any], key: str) -> str:
    return _clip(_json(values[key])) if key in values else "(not set)"


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _clip(text: str) -> str:
    return text if len(text) <= CLIP else text[:CLIP] + "…"

"""The person's agent's MCP tool calls on its run: each recorded, and held for a yes where it may change things.

`react-workbench mcp-proxy` (react_core.endpoint.mcp_proxy) sits between the agent and its MCP server and
posts each `tools/call` here before it runs (contract B, the run's root + ``/mcp/call``):

    {"server": "git", "tool": "git_commit", "arguments": {...}, "read_only": false, "call_id": "..."}
    (+ optional "allowed": true, the proxy's --allow-tool; "input_schema": the tool's, to check edits)

and gets, after any hold, ``{"decision": "approve" | "reject", "arguments": {...}, "message": "..."}``;
then the call's result (``/mcp/result``: ``{"call_id", "content": [...], "is_error"}``) -> ``{"ok": true}``.

Which calls wait for the person (`McpRules`): a tool its server does not mark read-only, unless the run
or the proxy allows it by name; any tool named by a breakpoint "when it calls tool X", read-only or not.
A `McpHold` is approved (once, or the tool for the run), approved with edited arguments (checked against
the tool's input schema) or rejected with a message, which the agent receives as the tool's error result.
A hold no one answers within the limit: a tool that may change things is NOT run (a write never happens
unapproved), a read-only one held by a breakpoint goes as called; either way with a note on the step.

Recorded on the run (a `StepSink`, the run's trajectory): the call as an action step (the tool and its
arguments as the model API had them, the server in ``info["mcp"]``; a person's edit as a person's step),
and its result, or the person's rejection, as the observation.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from react_core.common.json_schema import problems
from react_core.trajectory.trajectory import Author, Step, StepKind

HOLD_LIMIT_S = 600.0  # a held call no one answers: a person's default, changed per run
MESSAGE_LIMIT = 2000  # characters of a person's rejection message
RESULT_TEXT_LIMIT = 20_000  # characters of a result kept as the observation's text
REJECTED = "The person did not let {tool} run"  # how a rejection's observation begins (as plugins.mcp_env's)
_CALL_FIELDS = {"server", "tool", "arguments", "read_only", "call_id", "allowed", "input_schema"}
_RESULT_FIELDS = {"call_id", "content", "is_error"}


class McpCallError(ValueError):
    """A body that is not a call or a result, or an edit that does not fit the tool: the message says what."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class McpCall:
    """One `tools/call` as the proxy posted it."""

    server: str
    tool: str
    arguments: dict[str, Any]
    read_only: bool
    call_id: str
    allowed: bool = False  # the proxy was started with --allow-tool for it
    input_schema: dict[str, Any] | None = None

    @classmethod
    def from_body(cls, body: Any) -> McpCall:
        if not isinstance(body, dict):
            raise McpCallError("An MCP call is a JSON object: server, tool, arguments, read_only, call_id.")
        unknown = sorted(set(body) - _CALL_FIELDS)
        if unknown:
            raise McpCallError(f"Unknown field(s) in the MCP call: {', '.join(unknown)}.")
        for name in ("tool", "call_id"):
            if not isinstance(body.get(name), str) or not body[name].strip():
                raise McpCallError(f"The MCP call's {name!r} must be a non-empty string.")
        if not isinstance(body.get("server", ""), str):
            raise McpCallError("The MCP call's 'server' must be a string.")
        arguments = body.get("arguments", {})
        if not isinstance(arguments, dict):
            raise McpCallError("The MCP call's 'arguments' must be a JSON object.")
        for name in ("read_only", "allowed"):
            if not isinstance(body.get(name, False), bool):
                raise McpCallError(f"The MCP call's {name!r} must be true or false.")
        schema = body.get("input_schema")
        if schema is not None and not isinstance(schema, dict):
            raise McpCallError("The MCP call's 'input_schema' must be a JSON object.")
        return cls(
            str(body.get("server") or "mcp"),
            body["tool"],
            arguments,
            bool(body.get("read_only", False)),
            body["call_id"],
            bool(body.get("allowed", False)),
            schema,
        )


@dataclass(frozen=True)
class McpDecision:
    """What the proxy is told: run the call (with these arguments) or not (the message goes to the agent)."""

    approve: bool
    arguments: dict[str, Any]
    message: str = ""
    by: str = "rules"  # "rules" (not held), "person", "time limit"
    edited: bool = False
    note: str = ""  # said on the step: why it was held, what happened to the hold

    def to_json(self) -> dict[str, Any]:
        return {
            "decision": "approve" if self.approve else "reject",
            "arguments": self.arguments,
            "message": self.message,
        }


@dataclass
class McpRules:
    """Which MCP calls wait for a person on a run."""

    allow_tools: set[str] = field(default_factory=set)  # tools that change things, allowed for the run
    hold_tools: set[str] = field(default_factory=set)  # breakpoints "when it calls tool X" ("*": every tool)
    hold_limit_s: float = HOLD_LIMIT_S

    def hold_reason(self, call: McpCall) -> str | None:
        """Why this call waits for the person, or None (it goes at once)."""
        if call.tool in self.hold_tools or "*" in self.hold_tools:
            return f"a breakpoint holds calls of {call.tool}"
        if call.read_only or call.allowed or call.tool in self.allow_tools:
            return None
        return f"{call.tool} is not marked read-only by its server, so it runs only once you approve it"


class McpHold:
    """A call waiting for the person: `approve`, `edit` its arguments, or `reject` it with a message."""

    def __init__(self, call: McpCall, reason: str, limit_s: float, rules: McpRules) -> None:
        self.call = call
        self.reason = reason
        self.limit_s = limit_s
        self.since = time.time()
        self._rules = rules
        self._answer: McpDecision | None = None
        self._answered = threading.Event()

    @property
    def answered(self) -> bool:
        return self._answered.is_set()

    def approve(self, for_run: bool = False) -> None:
        """Let the call run as the agent asked; `for_run`: let every later call of its tool go unasked."""
        if for_run:
            self._rules.allow_tools.add(self.call.tool)
        self._give(McpDecision(True, self.call.arguments, by="person", note=f"held ({self.reason}); approved"))

    def edit(self, arguments: dict[str, Any] | str) -> None:
        """Run the call with these arguments instead (a JSON object, or its text); McpCallError if they do
        not fit the tool's input schema, and the hold stays."""
        value = _json_object(arguments)
        found = problems(self.call.input_schema or {}, value)
        if found:
            raise McpCallError(f"Invalid arguments for {self.call.tool}: {'; '.join(found)}.")
        note = f"held ({self.reason}); approved with arguments the person edited"
        self._give(McpDecision(True, value, by="person", edited=value != self.call.arguments, note=note))

    def reject(self, message: str) -> None:
        """Do not run the call; the agent gets the message as the tool's error result."""
        said = " ".join(message.split())[:MESSAGE_LIMIT] or "no reason given"
        text = f"{REJECTED.format(tool=self.call.tool)}: {said}"
        self._give(McpDecision(False, self.call.arguments, text, by="person", note=f"held ({self.reason}); rejected"))

    def wait(self) -> McpDecision:
        """The person's answer, or at the limit: a read-only call goes as called, any other is not run."""
        if self._answered.wait(self.limit_s) and self._answer is not None:
            return self._answer
        limit = f"no one answered within {self.limit_s:g} s"
        if self.call.read_only:
            decision = McpDecision(
                True, self.call.arguments, by="time limit", note=f"held ({self.reason}); {limit}: sent as called"
            )
        else:
            message = (
                f"{self.call.tool} was not run: it may change things and {limit} on the workbench, "
                "so it was not approved."
            )
            decision = McpDecision(
                False, self.call.arguments, message, by="time limit", note=f"held ({self.reason}); {limit}: not run"
            )
        self._give(decision)
        return self._answer or decision

    def _give(self, decision: McpDecision) -> None:
        if self._answered.is_set():
            raise McpCallError(f"The call of {self.call.tool} was already answered.", 409)
        self._answer = decision
        self._answered.set()


class StepSink(Protocol):
    """Where a run's steps go: appended to its trajectory, in order, and saved (the endpoint's run)."""

    def record(self, steps: Sequence[Step]) -> None: ...


class McpCalls:
    """A run's MCP calls: the two routes' handling, the holds waiting, the rules deciding which wait."""

    def __init__(self, sink: StepSink, rules: McpRules | None = None) -> None:
        self.sink = sink
        self.rules = rules or McpRules()
        self._lock = threading.Lock()
        self._holds: dict[str, McpHold] = {}
        self._running: dict[str, McpCall] = {}  # approved calls whose result has not come yet

    @property
    def holds(self) -> list[McpHold]:
        """The calls waiting for the person, oldest first."""
        with self._lock:
            return sorted(self._holds.values(), key=lambda h: h.since)

    def route(self, name: str, body: bytes) -> tuple[int, dict[str, Any]]:
        """The HTTP answer for ``POST <root>/mcp/<name>``: (status, JSON body; an OpenAI-style error body
        when the request is wrong)."""
        try:
            try:
                value = json.loads(body or b"null")
            except ValueError as exc:
                raise McpCallError(f"The body is not JSON: {exc}.") from None
            if name == "call":
                return 200, self.call(value)
            if name == "result":
                return 200, self.result(value)
            raise McpCallError(f"There is no MCP route {name!r}: use mcp/call or mcp/result.", 404)
        except McpCallError as exc:
            return exc.status, {"error": {"message": str(exc), "type": "invalid_request_error", "code": exc.status}}

    def call(self, body: Any) -> dict[str, Any]:
        """A call the proxy is about to make: held if the rules say so (this waits), recorded, answered."""
        call = McpCall.from_body(body)
        reason = self.rules.hold_reason(call)
        with self._lock:
            if call.call_id in self._holds or call.call_id in self._running:
                raise McpCallError(f"The MCP call {call.call_id!r} was already posted.", 409)
            hold = McpHold(call, reason, self.rules.hold_limit_s, self.rules) if reason else None
            if hold is not None:
                self._holds[call.call_id] = hold
        if hold is None:
            decision = McpDecision(True, call.arguments)
        else:
            try:
                decision = hold.wait()
            finally:
                with self._lock:
                    self._holds.pop(call.call_id, None)
        self._record_call(call, decision)
        return decision.to_json()

    def result(self, body: Any) -> dict[str, Any]:
        """A call's result: recorded as the observation of its action."""
        if not isinstance(body, dict):
            raise McpCallError("An MCP result is a JSON object: call_id, content, is_error.")
        unknown = sorted(set(body) - _RESULT_FIELDS)
        if unknown:
            raise McpCallError(f"Unknown field(s) in the MCP result: {', '.join(unknown)}.")
        content, is_error = body.get("content", []), body.get("is_error", False)
        if not isinstance(content, list) or not isinstance(is_error, bool):
            raise McpCallError("An MCP result's 'content' is a list and its 'is_error' true or false.")
        with self._lock:
            call = self._running.pop(str(body.get("call_id")), None)
        if call is None:
            raise McpCallError(f"No MCP call {body.get('call_id')!r} is waiting for its result on this run.", 404)
        text = content_text(content)
        notes = []
        if len(text) > RESULT_TEXT_LIMIT:
            notes.append(f"cut: the tool returned {len(text):,} characters")
            text = text[:RESULT_TEXT_LIMIT] + " …"
        info = {"tool": call.tool, "mcp": {"call_id": call.call_id, "is_error": is_error, "content": content}}
        if is_error:
            text = f"Tool {call.tool} failed: {text}"
        self.sink.record([Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, notes=notes, info=info)])
        return {"ok": True}

    def _record_call(self, call: McpCall, decision: McpDecision) -> None:
        arguments = decision.arguments if decision.approve else call.arguments
        text = json.dumps(arguments, ensure_ascii=False)
        mcp: dict[str, Any] = {"server": call.server, "call_id": call.call_id, "read_only": call.read_only}
        if decision.by != "rules":
            mcp["decision"] = {"approve": decision.approve, "by": decision.by}
        if decision.edited:
            mcp["proposed"] = call.arguments
        action = Step(
            StepKind.ACTION,
            f"{call.tool}[{text}]",
            Author.HUMAN_EDIT if decision.edited else Author.MODEL,
            notes=[decision.note] if decision.note else [],
            info={"tool": call.tool, "mcp": mcp},
            tool_call={"name": call.tool, "arguments": text, "id": call.call_id},
        )
        steps = [action]
        if decision.approve:
            with self._lock:
                self._running[call.call_id] = replace(call, arguments=arguments)
        else:
            author = Author.HUMAN_OVERRIDE if decision.by == "person" else Author.ENGINE
            info = {"tool": call.tool, "rejected": True, "mcp": {"call_id": call.call_id}}
            steps.append(Step(StepKind.OBSERVATION, decision.message, author, info=info))
        self.sink.record(steps)


def content_text(content: list[Any]) -> str:
    """An MCP result's content as one text: text as is, other content named (plugins.mcp_child's way)."""
    parts = []
    for item in content:
        kind = item.get("type", "") if isinstance(item, dict) else ""
        if kind == "text":
            parts.append(str(item.get("text", "")))
        elif kind == "resource":
            resource = item.get("resource") or {}
            parts.append(str(resource.get("text") or f"[resource {resource.get('uri', '')}]"))
        elif kind == "resource_link":
            parts.append(f"[resource link {item.get('uri', '')}]")
        else:
            parts.append(f"[{kind or 'unknown'} content: {item.get('mimeType', '') if isinstance(item, dict) else ''}]")
    return "\n".join(parts)


def _json_object(arguments: dict[str, Any] | str) -> dict[str, Any]:
    if isinstance(arguments, dict):
        return arguments
    try:
        value = json.loads(arguments)
    except ValueError as exc:
        raise McpCallError(f"The arguments are not JSON ({exc}).") from None
    if not isinstance(value, dict):
        raise McpCallError("The arguments must be a JSON object.")
    return value

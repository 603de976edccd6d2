"""What both forms of `react-workbench mcp-proxy` (stdio: `mcp_proxy`, Streamable HTTP: `mcp_http_proxy`) do with
a `tools/call`: ask the run, refuse or forward it, and tell the run its result.

The gate knows what the server said about its tools (learnt from its `tools/list` replies: whether a
tool is marked read-only, its input schema) and the proxy's own say (--allow-tool). When the run cannot
be asked, a read-only or allowed tool goes on unrecorded and any other is refused: a tool that may
change things never runs without a person's yes.
"""

from __future__ import annotations

import json
import sys
import uuid
from dataclasses import dataclass, field
from typing import IO, Any

from react_core.endpoint.mcp_workbench import Decision, Workbench, WorkbenchUnreachable

MODERN_META = "io.modelcontextprotocol/protocolVersion"  # a 2026-07-28 request carries its version in _meta


@dataclass(frozen=True)
class ToolFacts:
    """What the server's `tools/list` said about a tool."""

    read_only: bool = False  # marked readOnlyHint: true; anything else may change things
    schema: dict[str, Any] | None = None


@dataclass(frozen=True)
class GatedCall:
    """A call the run was asked about: its id on the run (None: the run could not be asked) and the decision."""

    call_id: str | None
    decision: Decision


@dataclass
class Gate:
    workbench: Workbench
    name: str = ""
    allow_tools: frozenset[str] = frozenset()
    err: IO[str] = field(default_factory=lambda: sys.stderr)
    tools: dict[str, ToolFacts] = field(default_factory=dict)
    modern: bool = False  # the server's results carry "resultType" (a 2026-07-28 connection)

    def say(self, text: str) -> None:
        """One line for the person on stderr (stdout may be the protocol's)."""
        print(f"react-workbench mcp-proxy: {text}", file=self.err, flush=True)

    def learn(self, method: str, reply: Any) -> None:
        """What a server's reply to `method` says: its name, its tools' hints and schemas."""
        result = reply.get("result") if isinstance(reply, dict) else None
        if not isinstance(result, dict):
            return
        self.modern = self.modern or "resultType" in result
        if method in ("initialize", "server/discover"):  # handshake-era and 2026-07-28 connections
            info = result.get("serverInfo") or (result.get("_meta") or {}).get("io.modelcontextprotocol/serverInfo")
            self.name = self.name or str((info if isinstance(info, dict) else {}).get("name") or "")
        elif method == "tools/list":
            for tool in result.get("tools") or []:
                if isinstance(tool, dict) and isinstance(tool.get("name"), str):
                    hints, schema = tool.get("annotations"), tool.get("inputSchema")
                    read_only = isinstance(hints, dict) and hints.get("readOnlyHint") is True
                    self.tools[tool["name"]] = ToolFacts(read_only, schema if isinstance(schema, dict) else None)

    def ask(self, server: str, tool: str, arguments: dict[str, Any], params: dict[str, Any] | None = None) -> GatedCall:
        """The run's decision on a call (it may wait for a person), or the proxy's own when it cannot be asked.
        `params`: the agent's `tools/call` params as the server would get them (a re-run compares them)."""
        facts = self.tools.get(tool, ToolFacts())
        call_id = f"mcp_{uuid.uuid4().hex[:16]}"
        body: dict[str, Any] = {
            "server": self.name or server,
            "tool": tool,
            "arguments": arguments,
            "read_only": facts.read_only,
            "call_id": call_id,
            "params": params if params is not None else {"name": tool, "arguments": arguments},
        }
        if tool in self.allow_tools:
            body["allowed"] = True
        if facts.schema is not None:
            body["input_schema"] = facts.schema
        try:
            return GatedCall(call_id, self.workbench.ask(body))
        except WorkbenchUnreachable as exc:
            return GatedCall(None, self._unasked(tool, arguments, facts, str(exc)))

    def tell(self, call: GatedCall, tool: str, reply: dict[str, Any]) -> None:
        """Record the server's reply to an approved call on the run (when the run was asked about it)."""
        if call.call_id is None:
            return
        content, is_error = outcome(reply)
        try:
            self.workbench.tell(call.call_id, content, is_error, reply)
        except WorkbenchUnreachable as exc:
            self.say(f"{exc}; the result of {tool} was not recorded")

    def from_tape(self, request_id: Any, decision: Decision) -> dict[str, Any]:
        """The agent's answer to a call a re-run answers from its recording: the answer it got then, its id now."""
        assert decision.taped is not None
        return {"jsonrpc": "2.0", "id": request_id, **decision.taped}

    def refusal(self, request_id: Any, tool: str, decision: Decision, meta: Any) -> dict[str, Any]:
        """The agent's answer to a call that is not run: an MCP error result with the message."""
        text = decision.message or f"The person did not let {tool} run."
        result: dict[str, Any] = {"content": [{"type": "text", "text": text}], "isError": True}
        if self.modern or (isinstance(meta, dict) and MODERN_META in meta):
            result["resultType"] = "complete"  # a 2026-07-28 connection's results say they are whole
        return {"jsonrpc": "2.0", "id": request_id, "result": result}

    def _unasked(self, tool: str, arguments: dict[str, Any], facts: ToolFacts, why: str) -> Decision:
        """The run could not be asked: read-only and allowed tools go on unrecorded, others are refused."""
        if facts.read_only or tool in self.allow_tools:
            kind = "read-only" if facts.read_only else "allowed with --allow-tool"
            self.say(f"{why}; {tool} ({kind}) runs without being recorded")
            return Decision(True, arguments, "")
        self.say(f"{why}; {tool} was refused: it may change things and no one could approve it")
        return Decision(
            False,
            arguments,
            f"{tool} was not run: it may change things, and the workbench that approves such calls could not be "
            f"asked ({why}). Start the workbench's run again, or start the proxy with --allow-tool {tool}.",
        )


def outcome(reply: dict[str, Any]) -> tuple[list[Any], bool]:
    """A tools/call reply as the run records it: its content, and whether it is an error."""
    result = reply.get("result")
    if isinstance(result, dict):
        found = result.get("content")
        content: list[Any] = found if isinstance(found, list) else []
        if not content and result.get("structuredContent") is not None:
            content = [{"type": "text", "text": json.dumps(result["structuredContent"], ensure_ascii=False)}]
        return content, bool(result.get("isError"))
    error = reply.get("error")
    said = error.get("message") if isinstance(error, dict) else None
    return [{"type": "text", "text": str(said or "the MCP server gave no result")}], True

"""A run's environment on an MCP server: one server for the whole run, and the person's say over its tools.

The environment holds the run's connection (`mcp_session.McpSession`): the server starts on the
first call, keeps its state for every later one, and ends with `close()` (the run's end; a dropped
environment or this process's exit ends it too).

A tool that is not marked read-only (the MCP `readOnlyHint`) may change things: it runs only with
a person's yes. With a person there (`EnvChoice.ask_approval`, the app), `needs_approval(action)`
says why such a call waits, and the engine holds it before it runs; the person then `approve`s it
(once, or `allow`s the tool for the run), edits its arguments (a new action, approved as it is
run), or `reject`s it with a message, which becomes the call's observation. With no one there (the
CLI, a batch) such a tool runs only when the run allows it (`EnvChoice.allow_tools`, --allow-tool);
otherwise its observation says it was not run and how to allow it.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

from react_core.environments.base import EnvChoice, StepResult
from react_core.plugins.mcp_arguments import parse_arguments
from react_core.plugins.mcp_session import McpSession
from react_core.plugins.tools import ToolEnvironment

# The box is an mcp_tools.McpBox and a tool its McpTool (mcp_tools makes this environment: typed loosely here).
McpBox = Any
McpTool = Any


_CALL = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_.\-]*)\s*\[(.*)\]\s*$", re.DOTALL)
REJECTED = "The person did not let {tool} run"  # how a rejected call's observation begins


class McpEnvironment(ToolEnvironment):
    """`Name[arguments]` calls a tool on the run's server; a tool that changes things waits for a yes."""

    name = "mcp"

    def __init__(self, box: McpBox, choice: EnvChoice = EnvChoice()) -> None:
        super().__init__(box, rerun_on_replay=choice.rerun_tools)
        self.mcp = box
        self.ask = choice.ask_approval
        self.allowed: set[str] = set(choice.allow_tools)  # tools that change things, allowed for the run
        self._approved: set[str] = set()  # calls approved once (by their action), taken when they run
        self._rejected: dict[str, str] = {}  # calls rejected, by their action: the person's message
        self._session: McpSession | None = None

    @property
    def session(self) -> McpSession:
        """The run's connection, made on the first call."""
        if self._session is None:
            self._session = self.mcp.session()
        return self._session

    def close(self) -> None:
        """End the run's server now."""
        if self._session is not None:
            self._session.close()

    # ----- the person's say ------------------------------------------------------------------------------
    def tool_of(self, action: str) -> McpTool | None:
        match = _CALL.match(action)
        return self.mcp.find(match.group(1)) if match else None

    def gated(self, tool: McpTool) -> bool:
        """Whether a call of this tool needs a yes: not marked read-only, and not allowed for the run."""
        return not tool.read_only and tool.name not in self.allowed

    def needs_approval(self, action: str) -> str | None:
        """Why this action waits for a person before it runs, or None (it may run, or no one is asked)."""
        tool = self.tool_of(action)
        if not self.ask or tool is None or not self.gated(tool) or self._problem(tool, action):
            return None  # a call its tool could not take is answered so at once: nothing to approve
        key = _key(action)
        if key in self._approved or key in self._rejected:
            return None
        return (
            f"{tool.name} is not marked read-only by its server ({tool.kind()}), so it runs only once you "
            "approve it: approve, edit its arguments, or reject it with a message for the model."
        )

    def approve(self, action: str, for_run: bool = False) -> None:
        """Let this call run (once); `for_run`: let every call of its tool run without asking."""
        self._approved.add(_key(action))
        tool = self.tool_of(action)
        if for_run and tool is not None:
            self.allowed.add(tool.name)

    def reject(self, action: str, message: str) -> None:
        """Do not run this call: its observation is the person's message."""
        self._rejected[_key(action)] = " ".join(message.split()) or "no reason given"

    def _problem(self, tool: McpTool, action: str) -> str:
        match = _CALL.match(action)
        return parse_arguments(tool, match.group(2).strip())[1] if match else ""

    # ----- calls ------------------------------------------------------------------------------------------
    def _call(self, tool: Any, argument: str) -> StepResult:
        action = f"{tool.name}[{argument}]"
        key = _key(action)
        if parse_arguments(tool, argument)[1]:  # the server is not asked: the message says what to write
            observation, _ = self.mcp.call_in(self.session, tool, argument)
            return StepResult(observation, info={"tool": tool.name})
        if key in self._rejected:
            message = self._rejected.pop(key)
            text = f"{REJECTED.format(tool=tool.name)}: {message}"
            return StepResult(text, info={"tool": tool.name, "rejected": True})
        if self.gated(tool) and key not in self._approved:
            return StepResult(self._not_allowed(tool), info={"tool": tool.name, "not_allowed": True})
        self._approved.discard(key)
        started = time.perf_counter()
        observation, failed = self.mcp.call_in(self.session, tool, argument)
        if failed == "ended" and tool.read_only:
            # The server ended (a crash, or it was gone before the call): a read-only call is safe to make
            # again once, on a fresh server. A call that may change things is never repeated unasked.
            observation, failed = self.mcp.call_in(self.session, tool, argument)
        info: dict[str, Any] = {"tool": tool.name, "tool_seconds": round(time.perf_counter() - started, 3)}
        if failed:
            info["failed"] = True  # the server failed to answer: an error, not a result (a retry is no repeat)
        return StepResult(observation, info=info)

    def _not_allowed(self, tool: McpTool) -> str:
        if self.ask:
            return f"Tool {tool.name} was not run: it is not marked read-only ({tool.kind()}) and was not approved."
        return (
            f"Tool {tool.name} was not run: it is not marked read-only ({tool.kind()}), and no person is here to "
            f"approve it. To let a run call it, allow it by name: run --allow-tool {tool.name} (a batch does not run it)."
        )


def _key(action: str) -> str:
    """An action as approvals know it: the tool's name and its arguments, spacing and key order aside."""
    match = _CALL.match(action)
    if not match:
        return " ".join(action.split())
    argument = match.group(2).strip()
    try:
        argument = json.dumps(json.loads(argument), sort_keys=True)
    except ValueError:
        argument = " ".join(argument.split())
    return f"{match.group(1).lower()}[{argument}]"

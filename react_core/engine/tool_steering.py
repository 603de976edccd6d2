"""Steer a tool call: another tool, or the same tool with other arguments, checked against its schema.

A person edits a tool-call agent's call as JSON (the Run page's editor, a script). `call_change` reads
the tool and the arguments, checks them against the tool's JSON Schema (`Family.tool_calls`), and
gives the `ReplaceAction` that writes the call as the family's action text with the call on the
step; a call that does not fit raises TrajectoryError naming the field, so nothing is forked.

    steering.apply(call_change("hotpotqa", 4, "search", '{"entity": "Freddie Mercury"}'))
"""

from __future__ import annotations

import json
import uuid

from react_core.engine import catalog
from react_core.prompting.tool_calls import ToolCallError, action_text
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import ReplaceAction


def call_change(family: str, position: int, tool: str, arguments: str) -> ReplaceAction:
    """The change that replaces the action at `position` with a call of `tool` with `arguments` (JSON text)."""
    try:
        tools = catalog.family(family).tool_calls
    except ValueError as exc:
        raise TrajectoryError(str(exc)) from None
    if tools is None:
        raise TrajectoryError(f"{family} has no tools to call; replace the action as text instead.")
    try:
        spec, value = tools.parse(tool, arguments)
    except ToolCallError as exc:
        raise TrajectoryError(str(exc)) from None
    call = {
        "name": spec.api_name(),
        "arguments": json.dumps(value, ensure_ascii=False),
        "id": f"call_{uuid.uuid4().hex[:12]}",
    }
    return ReplaceAction(position, action_text(spec, value), call)

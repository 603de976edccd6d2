"""Where two recorded runs of a person's agent first part: which call, and what differs there.

Two runs (two recordings, or a run and its re-run branch) are read as tapes (`tape_source`): each call's
exact request and the reply the agent got. They are walked call by call, and at each call compared in
the order the agent lived it: first its request, as the model would read it (`tape_match.difference`,
the same comparison a re-run's tape uses, so fresh tool-call ids and bookkeeping fields are no
difference), then the reply: its thought, then each tool call (name and arguments). A request that
differs first in a tool message is a **tool result** that differs (the tools answered the same calls
otherwise); in any other message, the **request** (a prompt, a user message, the tools, a setting).
When every call both made is the same, the longer run's next call is where they part; with the same
calls throughout, they do not part.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from react_core.endpoint.tape_match import CLIP, comparable, difference
from react_core.endpoint.tape_replay import TapedCall, first_message
from react_core.endpoint.tape_source import branch_calls, recorded_calls
from react_core.trajectory.trajectory import Trajectory

REQUEST = "request"
TOOL_RESULT = "tool result"
THOUGHT = "thought"
TOOL_CALL = "tool call"
CALLS = "calls"  # one run made more calls than the other


@dataclass(frozen=True)
class RunDivergence:
    """The first call (1 is the first) where two runs differ; what differs (`REQUEST`, `TOOL_RESULT`,
    `THOUGHT`, `TOOL_CALL`, `CALLS`) and a short readable diff (left -> right); the two calls' ids
    (None on the side that made no such call)."""

    call: int
    what: str
    diff: str
    left_call: str | None
    right_call: str | None

    def __str__(self) -> str:
        said = {
            REQUEST: "the request differs",
            TOOL_RESULT: "a tool result differs",
            THOUGHT: "the reply's thought differs",
            TOOL_CALL: "the reply's tool call differs",
            CALLS: "only one run made this call",
        }[self.what]
        return f"First divergence at call {self.call}: {said} ({self.diff})."


def first_divergence(
    left: Trajectory, right: Trajectory, left_branch: str | None = None, right_branch: str | None = None
) -> RunDivergence | None:
    """Where the two runs' branches (default: each one's active branch) first differ; None: the same calls
    with the same replies. ValueError when either was not recorded through the steering endpoint."""
    left_calls, right_calls = recorded_calls(left, left_branch), recorded_calls(right, right_branch)
    left_ids = [c.id for c in branch_calls(left, left_branch)]
    right_ids = [c.id for c in branch_calls(right, right_branch)]
    for index in range(min(len(left_calls), len(right_calls))):
        found = _call_difference(left_calls[index], right_calls[index])
        if found is not None:
            what, diff = found
            return RunDivergence(index + 1, what, diff, left_ids[index], right_ids[index])
    if len(left_calls) == len(right_calls):
        return None
    index = min(len(left_calls), len(right_calls))
    longer, side = (left_calls, "left") if len(left_calls) > len(right_calls) else (right_calls, "right")
    what = _reply_text(longer[index].reply)
    return RunDivergence(
        index + 1,
        CALLS,
        f"{len(left_calls)} calls -> {len(right_calls)} calls; the {side} run's call {index + 1}: {_quote(what)}",
        left_ids[index] if index < len(left_ids) else None,
        right_ids[index] if index < len(right_ids) else None,
    )


def _call_difference(left: TapedCall, right: TapedCall) -> tuple[str, str] | None:
    if left.api != right.api:
        return REQUEST, f"the agent called {left.api} -> {right.api}"
    found = difference(left.request, right.request)
    if found is not None:
        return (TOOL_RESULT if _first_changed_role(left.request, right.request) == "tool" else REQUEST), found.diff
    return _reply_difference(first_message(left.reply), first_message(right.reply))


def _first_changed_role(left: dict[str, Any], right: dict[str, Any]) -> str | None:
    """The role of the first message that differs (as the model reads them), if the messages differ."""
    old = comparable(left).get("messages") or comparable(left).get("input") or []
    new = comparable(right).get("messages") or comparable(right).get("input") or []
    for before, after in zip(old, new):
        if before != after:
            role = after.get("role") or after.get("type") if isinstance(after, dict) else None
            return "tool" if role in ("tool", "function_call_output") else str(role)
    return None


def _reply_difference(left: dict[str, Any], right: dict[str, Any]) -> tuple[str, str] | None:
    before, after = (left.get("content") or "").strip(), (right.get("content") or "").strip()
    if before != after:
        return THOUGHT, f"{_quote(before)} -> {_quote(after)}"
    old, new = left.get("tool_calls") or [], right.get("tool_calls") or []
    for index in range(max(len(old), len(new))):
        was = _call_text(old[index]) if index < len(old) else "(no call)"
        now = _call_text(new[index]) if index < len(new) else "(no call)"
        if was != now:
            return TOOL_CALL, f"call {index + 1}: {_clip(was)} -> {_clip(now)}"
    return None


def _call_text(call: Any) -> str:
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict):
        return json.dumps(call, sort_keys=True)
    arguments = function.get("arguments")
    try:
        parsed = json.loads(arguments) if isinstance(arguments, str) else arguments
        arguments = json.dumps(parsed, ensure_ascii=False, sort_keys=True)
    except ValueError:
        pass  # shown as the model wrote it
    return f"{function.get('name')}({arguments})"


def _reply_text(reply: dict[str, Any]) -> str:
    message = first_message(reply)
    calls = ", ".join(_call_text(c) for c in message.get("tool_calls") or [])
    return calls or str(message.get("content") or "")


def _clip(text: str) -> str:
    return text if len(text) <= CLIP else text[: CLIP - 1] + "…"


def _quote(text: str) -> str:
    return repr(_clip(text))

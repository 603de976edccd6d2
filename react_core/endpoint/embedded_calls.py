"""Tool calls on the embedded model, for an agent that offers tools: the request sent as
`models.native_tools` writes it (the tools in the system prompt, a grammar holding the reply to a thought
and one call), and the reply's calls, which the model writes as text, given back as the API's `tool_calls`.

With ``tool_choice`` "auto" (LangGraph's and the Agents SDK's) the grammar lets the reply be text alone,
and the 1.5B model then often writes its call as a bare JSON object (``{"name": ..., "arguments": ...}``,
maybe in a code fence, maybe after its thought on lines of its own, which the grammar allows): such an
object naming an offered tool is read as that call too. Either way the step says the call was read from the text, and the model's own reply is kept as sent.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import replace
from typing import Any

from react_core.endpoint.chat_reply import ChatReply
from react_core.endpoint.upstream import Upstream
from react_core.models.native_tools import SILENT, embedded_tool_body, read_tool_reply

IN_TAGS = "the embedded model wrote its call as text (<tool_call>); given to the agent as a tool call"
BARE = "the embedded model wrote its call as bare JSON text; given to the agent as a tool call"
AT_ONCE = "the embedded model ended its turn before writing anything; its call was asked alone"
_FENCE = re.compile(r"\A```[a-zA-Z]*\s*(.*?)\s*```\Z", re.DOTALL)


def applies(upstream: Upstream, tools: list[dict[str, Any]]) -> bool:
    """The request goes to the embedded model with tools: sent and read here."""
    return upstream.config.is_embedded and bool(tools)


def body_for(body: dict[str, Any], call_alone: bool = False) -> dict[str, Any]:
    """The body the embedded server is sent. A call the agent requires (tool_choice "required" or a named
    function) may be a turn ended at once (`native_tools.SILENT`), after which it is asked alone (`call_alone`)."""
    return embedded_tool_body(body, thought="none" if call_alone else SILENT if _required(body) else "optional")


def ended_at_once(reply: ChatReply, body: dict[str, Any]) -> bool:
    """The model ended a turn the agent requires a call of before writing anything: its call is asked alone."""
    return _required(body) and not (reply.content or "").strip() and not reply.tool_calls


def _required(body: dict[str, Any]) -> bool:
    choice = body.get("tool_choice")
    return choice == "required" or isinstance(choice, dict)


def read(reply: ChatReply, tools: list[dict[str, Any]]) -> tuple[ChatReply, str | None]:
    """The reply with its calls as `tool_calls` (None: none found, the reply as it was), and the step's note."""
    text = reply.content or ""
    content, calls = read_tool_reply(text, tools)  # in its tags, or bare after the thought
    note = IN_TAGS if "<tool_call>" in text else BARE
    if not calls:
        bare = _bare_call(text, tools)
        if bare is None:
            return reply, None
        content, calls, note = None, [bare], BARE
    return replace(reply, content=content, tool_calls=tuple(calls), finish_reason="tool_calls", changed=True), note


def _bare_call(text: str, tools: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A reply that is one JSON object naming an offered tool, as a call in the API's shape; else None."""
    stripped = text.strip()
    fenced = _FENCE.match(stripped)
    try:
        data = json.loads(fenced.group(1) if fenced else stripped)
    except ValueError:
        return None
    offered = {str((t.get("function") or {}).get("name")) for t in tools}
    if not isinstance(data, dict) or data.get("name") not in offered:
        return None
    arguments = data.get("arguments", data.get("parameters", {}))
    if not isinstance(arguments, dict):
        return None
    call_id = "call_" + hashlib.sha256(stripped.encode()).hexdigest()[:24]  # the same reply, the same id (a replay)
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": data["name"], "arguments": json.dumps(arguments, ensure_ascii=False)},
    }

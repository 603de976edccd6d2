"""Whether a re-run's agent is the agent that recorded the tape, read from its first request as a person
tells agents apart: its system prompt (or the Responses API's instructions), its task (the first user
message) and the names of its tools.

The same agent with one of these changed (a new prompt, another question, a tool added) is a re-run that
diverges at call 1 and goes on live, on a branch of the recording (tape_replay). A first request that
shares none of the three with the recording's is another agent's: its run is no branch of this one, so
the call is refused with a message saying so, and nothing is recorded (`tape_route.refuse_another_agent`).
A part both requests lack (no system prompt, no tools) counts as shared.
"""

from __future__ import annotations

from typing import Any

CLIP = 50


def another_agent(recorded: dict[str, Any], new: dict[str, Any]) -> str | None:
    """How the new first request differs from the recorded one when it shares nothing with it (None: it
    shares its system prompt, its task or its tools, so it may be the same agent changed)."""
    before, after = _face(recorded), _face(new)
    if any(old == now for old, now in zip(before, after, strict=True)):
        return None
    tools = ", ".join(sorted(after[2])) or "none"
    recorded_tools = ", ".join(sorted(before[2])) or "none"
    return (
        f"another system prompt, another task ({_clip(after[1])!r}, recorded {_clip(before[1])!r}) and other tools "
        f"({tools}; recorded {recorded_tools})"
    )


def _face(body: dict[str, Any]) -> tuple[str, str, frozenset[str]]:
    """(system prompt, first user message, tool names) of a chat-completions or Responses API request."""
    system = str(body.get("instructions") or "")
    user = ""
    items = body.get("messages") if isinstance(body.get("messages"), list) else body.get("input")
    if isinstance(items, str):
        user = items
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        role = item.get("role")
        if role in ("system", "developer") and not system:
            system = _text(item.get("content"))
        elif role == "user" and not user:
            user = _text(item.get("content"))
    names = set()
    for tool in body.get("tools") or []:
        if isinstance(tool, dict):
            inner = tool.get("function")
            names.add(str((inner if isinstance(inner, dict) else tool).get("name") or "?"))
    return system, user, frozenset(names)


def _text(content: Any) -> str:
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return "" if content is None else str(content)


def _clip(text: str) -> str:
    return text if len(text) <= CLIP else text[:CLIP] + "…"

"""Whether a re-run's request is the recorded one: what the model would see, compared field by field.

A recorded reply may answer a new request only if the model, asked again, would have read the same
thing. So every field of the body is compared, except those that cannot change the model's answer and
that frameworks make afresh on each run:

- ``model``: the run, not the agent's code, chooses the model (the endpoint replaces the agent's name);
- ``stream``, ``stream_options``: how the reply travels, not what it says (a taped reply is streamed if asked);
- ``user``, ``metadata``, ``store``, ``service_tier``, ``prompt_cache_key``, ``safety_identifier``:
  bookkeeping for the provider (often a fresh session or trace id), never shown to the model;
- tool-call ids (an assistant message's ``tool_calls[].id``, a tool message's ``tool_call_id``; the
  Responses API's ``call_id`` and item ``id``): made fresh by many frameworks. They are not dropped but
  renamed by order of first appearance (the first call is ``call#1``), so which result answers which call
  is still compared (a Responses ``previous_response_id`` naming a response the tape served under a new
  id is read as the recorded id by the `Tape`, so a chained conversation matches too);
- in a message, a field whose value is null or an empty list (``"refusal": null``, ``"tool_calls": []``):
  the same message to the model as one without it; a content given as a list of text parts is its text.

Everything else is compared as it is: the messages (or the Responses API's ``input`` and
``instructions``), ``tools``, ``tool_choice``, ``parallel_tool_calls``, ``response_format``, and every
setting that changes the answer (temperature, top_p, max_tokens, stop, seed, penalties, logit_bias,
reasoning_effort, ...) and any field the endpoint does not know (a server's own option may change the
answer; when in doubt, the tape does not serve). The first difference found is the `Difference`, in the
order a person would look: the conversation first, then the tools, then the settings.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

IGNORED = frozenset(
    {
        "model",
        "stream",
        "stream_options",
        "user",
        "metadata",
        "store",
        "service_tier",
        "prompt_cache_key",
        "safety_identifier",
    }
)
CONVERSATION = ("messages", "input", "instructions")
FIRST = (*CONVERSATION, "tools", "tool_choice", "parallel_tool_calls", "response_format", "text")
CLIP = 70  # characters of each side shown around the first difference


@dataclass(frozen=True)
class Difference:
    """Where a request differs from the recorded one: the body's field and a short readable diff."""

    field: str
    diff: str


def difference(recorded: dict[str, Any], new: dict[str, Any]) -> Difference | None:
    """The first difference between a recorded request body and a new one (None: the same to the model)."""
    old, now = comparable(recorded), comparable(new)
    fields = [f for f in FIRST if f in old or f in now]
    fields += sorted((set(old) | set(now)) - set(FIRST))
    for name in fields:
        if old.get(name) == now.get(name):
            continue
        if name == "messages":
            return Difference(name, _messages_diff(old.get(name) or [], now.get(name) or [], "message"))
        if name == "input" and isinstance(old.get(name), list) and isinstance(now.get(name), list):
            return Difference(name, _messages_diff(old[name], now[name], "input item"))
        if name == "tools":
            return Difference(name, _tools_diff(old.get(name) or [], now.get(name) or []))
        return Difference(name, f"{name}: {_shown(old.get(name), name in old)} -> {_shown(now.get(name), name in now)}")
    return None


def comparable(body: dict[str, Any]) -> dict[str, Any]:
    """The body as the model would see it: ignored fields dropped, tool-call ids renamed in order."""
    aliases: dict[str, str] = {}
    out = {k: v for k, v in body.items() if k not in IGNORED}
    if isinstance(out.get("messages"), list):
        out["messages"] = [_message(m, aliases) for m in out["messages"]]
    if isinstance(out.get("input"), list):
        out["input"] = [_item(m, aliases) for m in out["input"]]
    return out


def _alias(aliases: dict[str, str], call_id: Any) -> str:
    key = str(call_id)
    if key not in aliases:
        aliases[key] = f"call#{len(aliases) + 1}"
    return aliases[key]


def _message(message: Any, aliases: dict[str, str]) -> Any:
    if not isinstance(message, dict):
        return message
    out = {k: v for k, v in message.items() if v is not None and v != []}
    if isinstance(out.get("content"), list) and all(_is_text_part(p) for p in out["content"]):
        out["content"] = "".join(str(p.get("text", "")) for p in out["content"])
    if isinstance(out.get("tool_calls"), list):
        out["tool_calls"] = [_call(c, aliases) for c in out["tool_calls"]]
    if "tool_call_id" in out:
        out["tool_call_id"] = _alias(aliases, out["tool_call_id"])
    return out


def _call(call: Any, aliases: dict[str, str]) -> Any:
    if not isinstance(call, dict):
        return call
    return {**call, "id": _alias(aliases, call.get("id"))}


def _item(item: Any, aliases: dict[str, str]) -> Any:
    """A Responses API input item: its own `id` dropped (fresh per run), its `call_id` renamed."""
    if not isinstance(item, dict):
        return item
    out = _message({k: v for k, v in item.items() if k != "id"}, aliases)
    if "call_id" in out:
        out["call_id"] = _alias(aliases, out["call_id"])
    return out


def _is_text_part(part: Any) -> bool:
    return isinstance(part, dict) and part.get("type") in ("text", "input_text", "output_text")


def _messages_diff(old: list[Any], new: list[Any], noun: str) -> str:
    for index in range(max(len(old), len(new))):
        number = index + 1
        if index >= len(old):
            return f"{noun} {number} ({_role(new[index])}) added: {_quote(_text(new[index]))}"
        if index >= len(new):
            return f"{noun} {number} ({_role(old[index])}) missing: {_quote(_text(old[index]))}"
        before, after = old[index], new[index]
        if before == after:
            continue
        if _role(before) != _role(after):
            return f"{noun} {number}: role {_role(before)} -> {_role(after)}"
        where = f"{noun} {number} ({_role(after)})"
        if not isinstance(before, dict) or not isinstance(after, dict):
            return f"{where}: {_clipped(_text(before), _text(after))}"
        for key in ("content", "tool_calls", *sorted((set(before) | set(after)) - {"content", "tool_calls"})):
            if before.get(key) == after.get(key):
                continue
            if key == "content":
                return f"{where}: {_clipped(_text(before), _text(after))}"
            if key == "tool_calls":
                return f"{where} {_calls_diff(before.get(key) or [], after.get(key) or [])}"
            if key in ("tool_call_id", "call_id"):  # ids renamed call#1, call#2... in order of appearance
                return f"{where} answers another call: {before.get(key)} -> {after.get(key)} (calls numbered in order)"
            return f"{where} {key}: {_shown(before.get(key), key in before)} -> {_shown(after.get(key), key in after)}"
    return f"{noun}s differ"


def _calls_diff(old: list[Any], new: list[Any]) -> str:
    for index in range(max(len(old), len(new))):
        before = _call_text(old[index]) if index < len(old) else "(none)"
        after = _call_text(new[index]) if index < len(new) else "(none)"
        if before != after:
            return f"tool call {index + 1}: {_clipped(before, after, quote=False)}"
        if index < len(old) and index < len(new) and old[index] != new[index]:
            return f"tool call {index + 1}: {_clipped(_json(old[index]), _json(new[index]), quote=False)}"
    return "tool calls differ"


def _call_text(call: Any) -> str:
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict):
        return _json(call)
    arguments = function.get("arguments")
    try:
        arguments = _json(json.loads(arguments)) if isinstance(arguments, str) else _json(arguments)
    except ValueError:
        pass
    return f"{function.get('name')}({arguments})"


def _tools_diff(old: list[Any], new: list[Any]) -> str:
    before = {_tool_name(t): t for t in old}
    after = {_tool_name(t): t for t in new}
    if added := [n for n in after if n not in before]:
        return f"tool {added[0]} added"
    if removed := [n for n in before if n not in after]:
        return f"tool {removed[0]} removed"
    for name, tool in after.items():
        if tool != before[name]:
            return f"tool {name}: {_clipped(_json(before[name]), _json(tool), quote=False)}"
    return "tools: the same tools in another order"


def _tool_name(tool: Any) -> str:
    if isinstance(tool, dict):
        function = tool.get("function")
        return str((function if isinstance(function, dict) else tool).get("name", "?"))
    return "?"


def _role(message: Any) -> str:
    if isinstance(message, dict):
        return str(message.get("role") or message.get("type") or "?")
    return "?"


def _text(message: Any) -> str:
    """A message's text as the diff shows it: its content, else its calls, else the whole message."""
    if not isinstance(message, dict):
        return _json(message)
    content = message.get("content")
    if isinstance(content, str):
        return content
    if message.get("tool_calls"):
        return ", ".join(_call_text(c) for c in message["tool_calls"])
    return _json(content if content is not None else message)


def _clipped(before: str, after: str, quote: bool = True) -> str:
    """Both sides, cut to a window around their first difference when long."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    show = _quote if quote else (lambda s: s)
    if len(before) <= CLIP and len(after) <= CLIP:
        return f"{show(before)} -> {show(after)}"
    begin = max(0, start - 20)
    return f"{show(_window(before, begin))} -> {show(_window(after, begin))}"


def _window(text: str, begin: int) -> str:
    piece = text[begin : begin + CLIP]
    return ("…" if begin else "") + piece + ("…" if begin + CLIP < len(text) else "")


def _quote(text: str) -> str:
    return repr(text if len(text) <= CLIP else text[:CLIP] + "…")


def _shown(value: Any, present: bool) -> str:
    if not present:
        return "(not set)"
    return _json(value) if not isinstance(value, str) else repr(value)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)

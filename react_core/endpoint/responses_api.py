"""The OpenAI Responses API (``POST v1/responses``, the OpenAI Agents SDK's default), served through chat.

A request's ``instructions`` and ``input`` items become chat messages (a message item as its role's
message, ``function_call`` items as the assistant's tool calls, ``function_call_output`` as tool messages),
its function tools and settings their chat forms; the chat reply comes back as a ``response`` object
(a ``message`` item with ``output_text``, a ``function_call`` item per call, the usage in its words), or,
streamed, as its events (`responses_stream`). ``previous_response_id`` is served from the responses this
run gave (its conversation kept in memory while the endpoint runs). Tools other than functions (web
search, file search...) exist only on OpenAI's own servers: asked for here, they are a 400 saying so.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from typing import Any, Protocol

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.chat_reply import ChatReply
from react_core.endpoint.chat_request import read_chat
from react_core.endpoint.chat_route import answer
from react_core.endpoint.errors import bad_request
from react_core.endpoint.responses_stream import events

_conversations: dict[tuple[str, str], list[dict[str, Any]]] = {}  # (run, response id) -> the messages it ended with
_lock = threading.Lock()
KEPT = 1000  # responses kept for previous_response_id, newest first


class Channel(Protocol):
    def send_json(self, status: int, payload: dict[str, Any]) -> None: ...
    def start_stream(self) -> None: ...
    def send_event(self, payload: dict[str, Any], name: str | None = None) -> bool: ...
    def end_stream(self, done: bool = True) -> None: ...


def serve(run: AgentRun, body: dict[str, Any], channel: Channel) -> None:
    messages = to_messages(body, run.id)
    chat = to_chat_body(body, messages)
    request = read_chat(chat)
    response_id = f"resp_{uuid.uuid4().hex}"
    created = time.time()

    def shape(reply: ChatReply) -> dict[str, Any]:
        return to_response(reply, body, response_id, created)

    reply = answer(run, request, api="responses", agent_body=body, shape=shape)
    whole = shape(reply)
    with _lock:
        _conversations[(run.id, response_id)] = [*messages, reply.message()]
        while len(_conversations) > KEPT:
            _conversations.pop(next(iter(_conversations)))
    if not body.get("stream"):
        channel.send_json(200, whole)
        return
    channel.start_stream()
    for name, event in events(whole):
        if not channel.send_event(event, name):
            return
    channel.end_stream(done=False)  # the Responses stream ends with response.completed, no [DONE]


def to_messages(body: dict[str, Any], run_id: str = "") -> list[dict[str, Any]]:
    """The chat messages a Responses request stands for."""
    messages: list[dict[str, Any]] = []
    previous = body.get("previous_response_id")
    if previous:
        with _lock:
            earlier = _conversations.get((run_id, str(previous)))
        if earlier is None:
            raise bad_request(
                f"No response {previous!r} on this endpoint (responses are kept while it runs); send the whole input instead.",
                "previous_response_not_found",
            )
        messages.extend(m for m in earlier if m.get("role") != "system")
    instructions = body.get("instructions")
    if isinstance(instructions, str) and instructions.strip():
        messages.insert(0, {"role": "system", "content": instructions})
    given = body.get("input")
    if isinstance(given, str):
        messages.append({"role": "user", "content": given})
        return messages
    if not isinstance(given, list):
        raise bad_request("'input' must be a string or an array of input items.", "invalid_input")
    for index, item in enumerate(given):
        if not isinstance(item, dict):
            raise bad_request(f"input[{index}] must be an object.", "invalid_input")
        _add_item(messages, item, index)
    return messages


def _add_item(messages: list[dict[str, Any]], item: dict[str, Any], index: int) -> None:
    kind = item.get("type", "message" if "role" in item else None)
    if kind == "message":
        role = item.get("role")
        if role not in ("user", "system", "developer", "assistant"):
            raise bad_request(
                f"input[{index}]: a message's role is user, system, developer or assistant.", "invalid_input"
            )
        messages.append({"role": role, "content": _text(item.get("content"))})
    elif kind == "function_call":
        call = {
            "id": str(item.get("call_id") or item.get("id") or f"call_{index}"),
            "type": "function",
            "function": {"name": str(item.get("name") or ""), "arguments": str(item.get("arguments") or "{}")},
        }
        last = messages[-1] if messages else None
        if last is not None and last.get("role") == "assistant" and "tool_calls" in last:
            last["tool_calls"].append(call)
        elif last is not None and last.get("role") == "assistant":
            last["tool_calls"] = [call]
        else:
            messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
    elif kind == "function_call_output":
        output = item.get("output")
        messages.append(
            {
                "role": "tool",
                "tool_call_id": str(item.get("call_id") or ""),
                "content": _text(output) if not isinstance(output, str) else output,
            }
        )
    elif kind in ("reasoning", "item_reference"):
        return  # a reasoning model's summary, a stored item: nothing a chat model reads
    else:
        raise bad_request(
            f"input[{index}]: items of type {kind!r} are not served here (messages and function calls are).",
            "unsupported_item",
        )


def to_chat_body(body: dict[str, Any], messages: list[dict[str, Any]]) -> dict[str, Any]:
    """The chat-completions body of a Responses request: its messages, function tools and settings."""
    chat: dict[str, Any] = {"model": body.get("model") or "", "messages": messages}
    tools = []
    for index, tool in enumerate(body.get("tools") or []):
        if not isinstance(tool, dict) or tool.get("type") != "function":
            kind = tool.get("type") if isinstance(tool, dict) else tool
            raise bad_request(
                f"tools[{index}] is a {kind!r} tool, which only OpenAI's own servers run; give the agent function tools.",
                "unsupported_tool",
            )
        function = {k: tool[k] for k in ("name", "description", "parameters", "strict") if tool.get(k) is not None}
        tools.append({"type": "function", "function": function})
    if tools:
        chat["tools"] = tools
    choice = body.get("tool_choice")
    if isinstance(choice, dict) and choice.get("type") == "function":
        chat["tool_choice"] = {"type": "function", "function": {"name": choice.get("name")}}
    elif isinstance(choice, str) and tools:
        chat["tool_choice"] = choice
    for name in ("parallel_tool_calls", "temperature", "top_p", "seed"):
        if body.get(name) is not None and (name != "parallel_tool_calls" or tools):
            chat[name] = body[name]
    if body.get("max_output_tokens") is not None:
        chat["max_tokens"] = body["max_output_tokens"]
    form = ((body.get("text") or {}).get("format") or {}) if isinstance(body.get("text"), dict) else {}
    if form.get("type") == "json_schema":
        schema = {k: form[k] for k in ("name", "schema", "strict", "description") if form.get(k) is not None}
        chat["response_format"] = {"type": "json_schema", "json_schema": schema}
    elif form.get("type") == "json_object":
        chat["response_format"] = {"type": "json_object"}
    return chat


def to_response(reply: ChatReply, body: dict[str, Any], response_id: str, created: float) -> dict[str, Any]:
    """A chat reply as a Responses ``response`` object."""
    output: list[dict[str, Any]] = []
    if reply.content:
        text = {"type": "output_text", "text": reply.content, "annotations": [], "logprobs": []}
        output.append(
            {
                "id": f"msg_{uuid.uuid4().hex[:24]}",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [text],
            }
        )
    for call in reply.tool_calls:
        function = call.get("function") or {}
        output.append(
            {
                "id": f"fc_{uuid.uuid4().hex[:24]}",
                "type": "function_call",
                "call_id": str(call.get("id") or ""),
                "name": str(function.get("name") or ""),
                "arguments": str(function.get("arguments") or "{}"),
                "status": "completed",
            }
        )
    cut = reply.finish_reason == "length"
    return {
        "id": response_id,
        "object": "response",
        "created_at": created,
        "completed_at": time.time(),
        "status": "incomplete" if cut else "completed",
        "error": None,
        "incomplete_details": {"reason": "max_output_tokens"} if cut else None,
        "instructions": body.get("instructions"),
        "max_output_tokens": body.get("max_output_tokens"),
        "model": reply.model or str(body.get("model") or ""),
        "output": output,
        "parallel_tool_calls": bool(body.get("parallel_tool_calls", True)),
        "previous_response_id": body.get("previous_response_id"),
        "temperature": body.get("temperature"),
        "top_p": body.get("top_p"),
        "tool_choice": body.get("tool_choice") or "auto",
        "tools": list(body.get("tools") or []),
        "text": body.get("text") or {"format": {"type": "text"}},
        "truncation": body.get("truncation") or "disabled",
        "metadata": body.get("metadata") or {},
        "usage": {
            "input_tokens": reply.tokens_in,
            "input_tokens_details": {"cached_tokens": 0, "cache_write_tokens": 0},
            "output_tokens": reply.tokens_out,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": reply.tokens_in + reply.tokens_out,
        },
    }


def _text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return json.dumps(content, ensure_ascii=False)

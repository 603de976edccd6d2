"""A chat completion's reply as plain data: read whole or put together from its stream, and written
back to the agent either way, as the model wrote it or as a person changed it.

A reply nobody changed goes back as the model server sent it (its JSON, or its stream's events as they
came); a changed one is the model server's reply with its first choice's message replaced, so the id,
the model's name, the usage and any other field stay what the server said.
"""

from __future__ import annotations

import copy
import json
import time
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass(frozen=True)
class ChatReply:
    """The first choice's message (its text and tool calls), how it finished, and the usage."""

    content: str | None
    tool_calls: tuple[dict[str, Any], ...] = ()
    finish_reason: str | None = "stop"
    usage: dict[str, Any] | None = None
    id: str = ""
    model: str = ""
    created: int = 0
    raw: dict[str, Any] = field(default_factory=dict)  # the whole reply as the model server sent (or streamed) it
    changed: bool = False  # a person changed the message: write it from the fields, not from `raw`

    @property
    def tokens_in(self) -> int:
        return int((self.usage or {}).get("prompt_tokens") or 0)

    @property
    def tokens_out(self) -> int:
        return int((self.usage or {}).get("completion_tokens") or 0)

    def with_message(self, content: str | None, tool_calls: list[dict[str, Any]]) -> ChatReply:
        """This reply with another message (a person's edit); the finish reason follows the calls."""
        finish = "tool_calls" if tool_calls else "stop"
        return replace(self, content=content, tool_calls=tuple(tool_calls), finish_reason=finish, changed=True)

    def message(self) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [copy.deepcopy(c) for c in self.tool_calls]
        return message

    def whole(self) -> dict[str, Any]:
        """The reply as a chat.completion object."""
        if not self.changed and self.raw.get("object") == "chat.completion":
            return self.raw
        body = copy.deepcopy(self.raw) if self.raw.get("object") == "chat.completion" else {}
        body.setdefault("id", self.id or f"chatcmpl-{int(time.time() * 1000)}")
        body["object"] = "chat.completion"
        body.setdefault("created", self.created or int(time.time()))
        body.setdefault("model", self.model)
        choices = body.get("choices") or [{"index": 0}]
        first = dict(choices[0])
        first.update({"index": 0, "message": self.message(), "finish_reason": self.finish_reason or "stop"})
        first.setdefault("logprobs", None)
        body["choices"] = [first, *choices[1:]]
        if self.usage is not None:
            body["usage"] = self.usage
        return body

    def chunks(self, include_usage: bool) -> list[dict[str, Any]]:
        """The reply as chat.completion.chunk events: the role, the text, each call whole, the finish,
        and the usage when the agent asked for it (stream_options.include_usage)."""
        head = {
            "id": self.id or f"chatcmpl-{int(time.time() * 1000)}",
            "object": "chat.completion.chunk",
            "created": self.created or int(time.time()),
            "model": self.model,
        }

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {**head, "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}]}

        events = [chunk({"role": "assistant", "content": ""})]
        if self.content:
            events.append(chunk({"content": self.content}))
        for index, call in enumerate(self.tool_calls):
            piece = {
                "index": index,
                "id": call.get("id"),
                "type": "function",
                "function": dict(call.get("function", {})),
            }
            events.append(chunk({"tool_calls": [piece]}))
        events.append(chunk({}, self.finish_reason or "stop"))
        if include_usage:
            events.append({**head, "choices": [], "usage": self.usage or _no_usage()})
        return events


def read_whole(body: dict[str, Any]) -> ChatReply:
    """A chat.completion object as the model server sent it."""
    choices = body.get("choices") or [{}]
    first = choices[0] if isinstance(choices[0], dict) else {}
    message = first.get("message") or {}
    calls = tuple(c for c in message.get("tool_calls") or [] if isinstance(c, dict))
    return ChatReply(
        content=_text(message.get("content")),
        tool_calls=calls,
        finish_reason=first.get("finish_reason"),
        usage=body.get("usage") if isinstance(body.get("usage"), dict) else None,
        id=str(body.get("id") or ""),
        model=str(body.get("model") or ""),
        created=int(body.get("created") or 0),
        raw=body,
    )


class StreamReader:
    """Puts a streamed reply together from its chunks, as they pass on to the agent."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self._text: list[str] = []
        self._calls: dict[int, dict[str, Any]] = {}
        self._finish: str | None = None
        self._usage: dict[str, Any] | None = None
        self._head: dict[str, Any] = {}

    def add(self, event: dict[str, Any]) -> None:
        self.events.append(event)
        if not self._head and event.get("id"):
            self._head = {k: event.get(k) for k in ("id", "model", "created", "system_fingerprint")}
        if isinstance(event.get("usage"), dict):
            self._usage = event["usage"]
        for choice in event.get("choices") or []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            if isinstance(delta.get("content"), str):
                self._text.append(delta["content"])
            for piece in delta.get("tool_calls") or []:
                self._add_call_piece(piece)
            if choice.get("finish_reason"):
                self._finish = choice["finish_reason"]

    def _add_call_piece(self, piece: dict[str, Any]) -> None:
        call = self._calls.setdefault(
            int(piece.get("index", len(self._calls))),
            {"id": "", "type": "function", "function": {"name": "", "arguments": ""}},
        )
        if piece.get("id"):
            call["id"] = piece["id"]
        function = piece.get("function") or {}
        call["function"]["name"] += function.get("name") or ""
        call["function"]["arguments"] += function.get("arguments") or ""

    def reply(self) -> ChatReply:
        """What the stream said so far, as one reply; `raw` is the whole it adds up to."""
        calls = tuple(self._calls[i] for i in sorted(self._calls))
        text = "".join(self._text)
        reply = ChatReply(
            content=text or None,
            tool_calls=calls,
            finish_reason=self._finish,
            usage=self._usage,
            id=str(self._head.get("id") or ""),
            model=str(self._head.get("model") or ""),
            created=int(self._head.get("created") or 0),
        )
        whole = replace(reply, changed=True).whole()
        if self._head.get("system_fingerprint"):
            whole["system_fingerprint"] = self._head["system_fingerprint"]
        return replace(reply, raw=whole)


def _text(content: Any) -> str | None:
    """A message's content as text: a string, or the text of its parts."""
    if content is None or isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return json.dumps(content)


def _no_usage() -> dict[str, int]:
    return {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}

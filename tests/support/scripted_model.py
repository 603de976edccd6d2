"""A test double for `LanguageModel`: replies are given in advance, requests are recorded."""

from __future__ import annotations

import json
from collections.abc import Callable

from react_core.models.base import ModelReply, ModelRequest
from react_core.models.errors import ModelError


class ScriptedModel:
    """Answers each request with the next scripted reply (a string, a list of n strings,
    a callable of the request, a whole ModelReply (e.g. with tool calls), or a ModelError to raise). Every request is kept in
    `requests` so tests can assert on the exact prompt the model saw."""

    name = "scripted"

    def __init__(
        self,
        replies: list[str | list[str] | ModelReply | ModelError | Callable[[ModelRequest], str | ModelReply]]
        | None = None,
        default: str | None = None,
    ) -> None:
        self.replies = list(replies or [])
        self.default = default
        self.requests: list[ModelRequest] = []

    def complete(self, request: ModelRequest) -> ModelReply:
        self.requests.append(request)
        if self.replies:
            reply = self.replies.pop(0)
        elif self.default is not None:
            reply = self.default
        else:
            raise AssertionError(f"ScriptedModel ran out of replies; prompt ended with {request.prompt[-80:]!r}")
        if isinstance(reply, ModelError):
            raise reply
        if isinstance(reply, ModelReply):
            return reply
        if callable(reply):
            reply = reply(request)
            if isinstance(reply, ModelReply):
                return reply
        texts = reply if isinstance(reply, list) else [reply] * request.n
        return ModelReply(
            texts=list(texts),
            model=self.name,
            tokens_in=len(request.prompt) // 4,
            tokens_out=sum(len(t) // 4 for t in texts),
            latency_s=0.0,
        )

    @property
    def last_prompt(self) -> str:
        return self.requests[-1].prompt


def tool_call_reply(thought: str, name: str, arguments: dict | str) -> ModelReply:
    """A scripted reply as a tool-call API gives it: the thought as text, then one call of `name` with
    `arguments` (a dict, written as JSON, or the exact text the model wrote)."""
    text = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return ModelReply(texts=[thought], model="scripted", tool_calls=[{"id": "", "name": name, "arguments": text}])

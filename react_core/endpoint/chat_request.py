"""A chat-completions request as the agent sent it: checked, and the body that goes to the model server.

What an agent may get wrong is answered as OpenAI answers it (a 400 naming the field); fields the
endpoint does not know are passed on to the model server as they are (a server's own options, a newer
API's) and named in the step's notes, since the server, not the endpoint, decides what it accepts.
The model the agent names is replaced by the run's: the run, not the agent's code, chooses the model.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from react_core.endpoint.errors import ApiError, bad_request

MAX_BODY_BYTES = 8 * 1024 * 1024  # a long conversation with pages of tool results fits; a runaway loop does not

KNOWN = frozenset(
    {
        "messages", "model", "stream", "stream_options", "tools", "tool_choice", "parallel_tool_calls",
        "response_format", "temperature", "top_p", "max_tokens", "max_completion_tokens", "stop", "seed", "n",
        "presence_penalty", "frequency_penalty", "logit_bias", "logprobs", "top_logprobs", "user", "metadata",
        "store", "service_tier", "reasoning_effort", "modalities", "prediction", "audio", "functions",
        "function_call", "web_search_options", "verbosity", "prompt_cache_key", "safety_identifier",
    }
)  # fmt: skip
ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})


@dataclass(frozen=True)
class ChatRequest:
    """A checked request: its body as sent, whether it streams, its tools and what was not known."""

    body: dict[str, Any]
    stream: bool
    include_usage: bool
    tools: list[dict[str, Any]] = field(default_factory=list)
    unknown: tuple[str, ...] = ()

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body["messages"])

    def upstream_body(
        self, model: str, overrides: dict[str, Any] | None = None, reply_cap: int | None = None
    ) -> dict[str, Any]:
        """The body for the model server: the agent's, with the run's model (and a person's asked-again
        settings); a streamed one asks for the usage, which the recording needs. `reply_cap`: max_tokens
        where the agent set no limit (the embedded model: with none, llama.cpp writes until its context is full)."""
        body = {**self.body, "model": model, **(overrides or {})}
        if reply_cap is not None and body.get("max_tokens") is None and body.get("max_completion_tokens") is None:
            body["max_tokens"] = reply_cap
        if self.stream:
            body["stream_options"] = {**(self.body.get("stream_options") or {}), "include_usage": True}
        return body


def parse_json(data: bytes) -> dict[str, Any]:
    """The body as a JSON object, or the 400 an agent gets for anything else."""
    if len(data) > MAX_BODY_BYTES:
        raise too_large(len(data))
    try:
        body = json.loads(data or b"null")
    except ValueError as exc:
        raise bad_request(f"The request body is not valid JSON ({exc}).", "invalid_json") from None
    if not isinstance(body, dict):
        raise bad_request("The request body must be a JSON object.", "invalid_json")
    return body


def too_large(size: int) -> ApiError:
    return ApiError(
        413,
        f"The request body is {size:,} bytes, over the endpoint's limit of {MAX_BODY_BYTES:,}; "
        "shorten the conversation (drop or cut long tool results).",
        "invalid_request_error",
        "request_too_large",
    )


def read_chat(body: dict[str, Any]) -> ChatRequest:
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise bad_request("'messages' must be a non-empty array of messages.", "invalid_messages")
    for index, message in enumerate(messages):
        if not isinstance(message, dict) or message.get("role") not in ROLES:
            raise bad_request(
                f"messages[{index}] must be an object with a 'role' of {', '.join(sorted(ROLES))}.", "invalid_messages"
            )
    tools = body.get("tools")
    if tools is not None and (not isinstance(tools, list) or not all(_is_tool(t) for t in tools)):
        raise bad_request(
            '\'tools\' must be an array of {"type": "function", "function": {"name": ...}} objects.', "invalid_tools"
        )
    stream = body.get("stream", False)
    if not isinstance(stream, bool):
        raise bad_request("'stream' must be true or false.", "invalid_stream")
    options = body.get("stream_options") or {}
    if not isinstance(options, dict):
        raise bad_request("'stream_options' must be an object.", "invalid_stream")
    unknown = tuple(sorted(set(body) - KNOWN))
    return ChatRequest(body, stream, bool(options.get("include_usage")), list(tools or []), unknown)


def _is_tool(tool: Any) -> bool:
    return isinstance(tool, dict) and isinstance(tool.get("function"), dict) and bool(tool["function"].get("name"))

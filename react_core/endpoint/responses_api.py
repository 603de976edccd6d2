"""The OpenAI Responses API (POST v1/responses), translated to a chat completion and back."""

from __future__ import annotations

from typing import Any, Protocol

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.errors import ApiError


class Channel(Protocol):
    def send_json(self, status: int, payload: dict[str, Any]) -> None: ...
    def start_stream(self) -> None: ...
    def send_event(self, payload: dict[str, Any], name: str | None = None) -> bool: ...
    def end_stream(self, done: bool = True) -> None: ...


def serve(run: AgentRun, body: dict[str, Any], channel: Channel) -> None:
    raise ApiError(501, "The Responses API is not served yet.", "invalid_request_error", "not_implemented")

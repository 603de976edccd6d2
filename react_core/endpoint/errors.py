"""An error as the OpenAI API writes it: the agent's client raises its own exception class from it.

``{"error": {"message": ..., "type": ..., "code": ...}}`` with the HTTP status OpenAI uses for the case
(400 a bad request, 401 a wrong token, 404 an unknown run, 413 too large, 502/504 the model server).
"""

from __future__ import annotations

import json
from typing import Any


class ApiError(Exception):
    """A request the endpoint answers with an error; `message` is the sentence the agent's person reads."""

    def __init__(self, status: int, message: str, kind: str = "invalid_request_error", code: str | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.kind = kind
        self.code = code

    def body(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "type": self.kind, "code": self.code, "param": None}}

    def data(self) -> bytes:
        return json.dumps(self.body()).encode()


def bad_request(message: str, code: str = "invalid_request") -> ApiError:
    return ApiError(400, message, "invalid_request_error", code)


def model_error(status: int, message: str, code: str) -> ApiError:
    """The model server failed (502: down or broken, 504: too slow)."""
    return ApiError(status, message, "upstream_error", code)

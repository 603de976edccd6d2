"""Model failures as one exception type that says what went wrong and what to do."""

from __future__ import annotations

from react_core.common.errors import WorkbenchError


class ModelError(WorkbenchError):
    """A model call failed. `cause` is what happened, `fix` what the user can do.

    `kind` is a short machine-readable tag (e.g. "unreachable", "auth", "timeout",
    "rate_limit", "context_overflow", "empty_reply", "unknown_model", "weights",
    "port_taken", "server") so the UI and tests can branch on it without parsing text.
    The message never contains an API key.
    """

    def __init__(self, kind: str, cause: str, fix: str, *, retryable: bool = False) -> None:
        self.kind = kind
        self.retryable = retryable
        super().__init__(cause, fix)

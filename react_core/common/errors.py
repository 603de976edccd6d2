"""The workbench's one error base class, and one sentence for any error a user can meet.

Every error this package raises on purpose is a `WorkbenchError` carrying `cause` (what
happened) and `fix` (what the user can do). The rooms subclass it (ModelError, DataError,
EnvironmentFailure) to add what their callers branch on, such as a `kind` tag.
EnvironmentFailure lives here because both the environments and the corpus they read raise it.
"""

from __future__ import annotations


class WorkbenchError(Exception):
    """An error with a cause and a fix; its message is "cause — fix"."""

    def __init__(self, cause: str, fix: str) -> None:
        self.cause = cause
        self.fix = fix
        super().__init__(f"{cause} — {fix}")


class EnvironmentFailure(WorkbenchError):
    """An environment could not answer. `cause` is what happened, `fix` what the user can do.

    `kind` is a short tag the engine and UI can branch on: "offline", "timeout", "server",
    "corpus_missing", "corpus_malformed".
    """

    def __init__(self, kind: str, cause: str, fix: str) -> None:
        self.kind = kind
        super().__init__(cause, fix)


def describe(exc: BaseException) -> str:
    """What went wrong and what to do, without a stack trace.

    Errors of this package carry `cause` and `fix` or a complete message (TrajectoryError,
    EngineError); anything else is unexpected and named by its type so it can be reported.
    """
    cause, fix = getattr(exc, "cause", None), getattr(exc, "fix", None)
    if cause and fix:
        return f"{cause} {fix}"
    own = type(exc).__module__.startswith("react_core")
    if own or isinstance(exc, (ValueError, FileNotFoundError, PermissionError)):
        return str(exc)
    return f"Unexpected {type(exc).__name__}: {exc}. Please report it with the steps that led here."

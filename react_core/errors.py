"""One sentence for any error a user can meet, for the CLI and the app alike."""
from __future__ import annotations


def describe(exc: BaseException) -> str:
    """What went wrong and what to do, without a stack trace.

    Errors of this package carry `cause` and `fix` (ModelError, environment errors) or
    a complete message (TrajectoryError, EngineError, data errors); anything else is
    unexpected and named by its type so it can be reported.
    """
    cause, fix = getattr(exc, "cause", None), getattr(exc, "fix", None)
    if cause and fix:
        return f"{cause} {fix}"
    own = type(exc).__module__.startswith("react_core")
    if own or isinstance(exc, (ValueError, FileNotFoundError, PermissionError)):
        return str(exc)
    return f"Unexpected {type(exc).__name__}: {exc}. Please report it with the steps that led here."

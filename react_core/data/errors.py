"""Bad data files and unknown task ids as one exception type with cause and fix."""
from __future__ import annotations


class DataError(ValueError):
    """A data file or task id could not be used. The message says what and how to fix it."""

    def __init__(self, cause: str, fix: str) -> None:
        self.cause = cause
        self.fix = fix
        super().__init__(f"{cause} — {fix}")

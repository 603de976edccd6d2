"""Environment failures as one exception type that says what went wrong and what to do.

Malformed *actions* never raise (they become ``Invalid action: ...`` observations); this is
for the environment itself failing: no network for live Wikipedia, a request that timed
out, a missing or broken corpus file.
"""
from __future__ import annotations

from react_core.errors import WorkbenchError


class EnvironmentFailure(WorkbenchError):
    """An environment could not answer. `cause` is what happened, `fix` what the user can do.

    `kind` is a short tag the engine and UI can branch on: "offline", "timeout", "server",
    "corpus_missing", "corpus_malformed".
    """

    def __init__(self, kind: str, cause: str, fix: str) -> None:
        self.kind = kind
        super().__init__(cause, fix)

"""The one error of the datasets room: what went wrong, and what to do."""

from __future__ import annotations

from react_core.common.errors import WorkbenchError


class DatasetError(WorkbenchError, ValueError):
    """A dataset that cannot be made or recorded; `cause` says why, `fix` what to do."""

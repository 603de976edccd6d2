"""Bad data files and unknown task ids as one exception type with cause and fix."""

from __future__ import annotations

from react_core.common.errors import WorkbenchError


class DataError(WorkbenchError, ValueError):
    """A data file or task id could not be used. The message says what and how to fix it."""

"""The error of a user's plugin that cannot be used or failed; its message names the file and what to do."""

from __future__ import annotations

from react_core.common.errors import WorkbenchError


class PluginError(WorkbenchError):
    """A plugin that cannot be used; the message names its file and what to do."""

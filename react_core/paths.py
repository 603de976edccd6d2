"""The one folder where the workbench keeps what it writes: history, caches, corpora, weights.

`~/.cache/react-workbench/` unless `REACT_HOME` says otherwise, so a user can see, move or
delete everything the workbench put on the machine.
"""
from __future__ import annotations

import os
from pathlib import Path


def react_home() -> Path:
    """The workbench's folder (created on first use)."""
    configured = os.environ.get("REACT_HOME")
    home = Path(configured).expanduser() if configured else Path.home() / ".cache" / "react-workbench"
    home.mkdir(parents=True, exist_ok=True)
    return home


def subdir(name: str) -> Path:
    folder = react_home() / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder

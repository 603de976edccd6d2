"""Where the models layer keeps what it builds and downloads (server binary, weights, cache).

One folder, `~/.cache/react-workbench/` unless `REACT_HOME` says otherwise, so a user can
see, move or delete everything the workbench put on the machine.
"""
from __future__ import annotations

import os
from pathlib import Path


def react_home() -> Path:
    """The workbench's cache folder (created on first use)."""
    configured = os.environ.get("REACT_HOME")
    home = Path(configured).expanduser() if configured else Path.home() / ".cache" / "react-workbench"
    home.mkdir(parents=True, exist_ok=True)
    return home


def weights_dir() -> Path:
    return _sub("weights")


def bin_dir() -> Path:
    return _sub("bin")


def cache_db_path() -> Path:
    return react_home() / "responses.sqlite3"


def _sub(name: str) -> Path:
    folder = react_home() / name
    folder.mkdir(parents=True, exist_ok=True)
    return folder

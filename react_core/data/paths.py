"""Where the workbench keeps files it builds (corpora, downloads): $REACT_HOME or ~/.cache."""
from __future__ import annotations

import os
from pathlib import Path


def home_dir() -> Path:
    """The cache root: $REACT_HOME when set, else ~/.cache/react-workbench."""
    root = os.environ.get("REACT_HOME")
    return Path(root).expanduser() if root else Path.home() / ".cache" / "react-workbench"


def corpus_dir() -> Path:
    path = home_dir() / "corpus"
    path.mkdir(parents=True, exist_ok=True)
    return path


def download_dir() -> Path:
    path = home_dir() / "downloads"
    path.mkdir(parents=True, exist_ok=True)
    return path

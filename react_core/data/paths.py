"""Where the data room keeps the files it builds: corpora and downloads, under the workbench folder."""
from __future__ import annotations

from pathlib import Path

from react_core.paths import subdir


def corpus_dir() -> Path:
    return subdir("corpus")


def download_dir() -> Path:
    return subdir("downloads")

"""Find the few-shot prefix for a task family and method in `prompts/`.

Exemplars are plain files a person can read and edit: ``prompts/<family>/<method>.txt``;
ALFWorld has one pair per task type: ``prompts/alfworld/<method>_<task_type>.txt``.
"""
from __future__ import annotations

from pathlib import Path

PROMPTS_DIR = Path(__file__).resolve().parent.parent / "prompts"


class PromptNotFound(FileNotFoundError):
    """No exemplar file for this family and method; the message names the file expected."""


def prompt_path(family: str, method: str, task_type: str | None = None, root: Path = PROMPTS_DIR) -> Path:
    name = f"{method}_{task_type}.txt" if task_type else f"{method}.txt"
    return root / family / name


def load_prefix(family: str, method: str, task_type: str | None = None, root: Path = PROMPTS_DIR) -> str:
    path = prompt_path(family, method, task_type, root)
    if not path.is_file():
        raise PromptNotFound(f"No {method} exemplars for {family}: expected the file {path}.")
    return path.read_text(encoding="utf-8")

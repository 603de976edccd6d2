"""Find the few-shot prefix for a task family and method in `prompts/`.

Exemplars are plain files a person can read and edit: ``prompts/<family>/<method>.txt``;
ALFWorld has one pair per task type: ``prompts/alfworld/<method>_<task_type>.txt``.
"""

from __future__ import annotations

import re
from pathlib import Path


def _project_prompts() -> Path:
    """prompts/ at the checkout's root; an installed package carries it as react_core/prompt_files
    (pyproject.toml maps it there), since nothing beside the package is installed."""
    package = Path(__file__).resolve().parents[1]  # react_core/
    installed = package / "prompt_files"
    return installed if installed.is_dir() else package.parent / "prompts"


PROMPTS_DIR = _project_prompts()
_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


class PromptNotFound(FileNotFoundError):
    """No exemplar file for this family and method; the message names the file expected."""


class BadPromptName(ValueError):
    """A family, method or task type that is not a plain name (it would be used as a path)."""


def prompt_path(family: str, method: str, task_type: str | None = None, root: Path = PROMPTS_DIR) -> Path:
    # These come from task files and imported trajectories: "../../x" would pick a file outside prompts/.
    for what, value in (("task family", family), ("method", method), ("task type", task_type)):
        if value is not None and (not isinstance(value, str) or not _PLAIN.fullmatch(value)):
            raise BadPromptName(
                f"The {what} {str(value)[:40]!r} is not a plain name (letters, digits, _ and - "
                f"only), so no prompt file is looked up for it. Use one of the names the "
                f"workbench lists."
            )
    name = f"{method}_{task_type}.txt" if task_type else f"{method}.txt"
    return root / family / name


def load_prefix(family: str, method: str, task_type: str | None = None, root: Path = PROMPTS_DIR) -> str:
    path = prompt_path(family, method, task_type, root)
    if not path.is_file():
        raise PromptNotFound(f"No {method} exemplars for {family}: expected the file {path}.")
    return path.read_text(encoding="utf-8")

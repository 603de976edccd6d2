"""Prompt sets: where a run's few-shot exemplars come from.

Three kinds, named by one string that travels with a run (trajectory settings, batch spec, CLI):

- ``project`` (default): the project's own files in ``prompts/``, whose observations are what
  the local corpus and the bundled games really return;
- ``paper``: the ReAct paper's original prompts, read from the ReAct repository's ``prompts``
  folder (``prompts_naive.json``, ``fever.json``, ``alfworld_3prompts.json``) through the
  importers. The folder is given by the caller (``--paper-prompts``, the app) or by
  ``$REACT_PAPER_PROMPTS``; the paper's files are never copied into the project;
- ``user:<name>``: a user's own exemplars under ``<REACT_HOME>/prompts/<name>/``, laid out like
  ``prompts/`` (``<family>/<method>.txt``, ``<family>/<method>_<task_type>.txt``), so a user's
  exemplars never land in the repository.

    prefix("paper", "hotpotqa", "react", paper_dir="../shared/data/react-repo/prompts")
    available()                     # ["project", "paper", "user:mine"]
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from react_core.common.paths import react_home
from react_core.data.errors import DataError
from react_core.prompting.prompts import PROMPTS_DIR, PromptNotFound, load_prefix, prompt_path

PROJECT = "project"
PAPER = "paper"
USER = "user:"
PAPER_ENV = "REACT_PAPER_PROMPTS"
ALFWORLD_FILE = "alfworld_3prompts.json"  # the paper's per-task-type file (two exemplars per type)
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


class PromptSetError(DataError):
    """A prompt set that cannot be used: unknown name, no paper folder, a missing file or key."""


def parse(prompt_set: str | None) -> tuple[str, str]:
    """(kind, user set name or "") of a set's name; None and "" mean the project's set."""
    name = (prompt_set or PROJECT).strip()
    if name in (PROJECT, PAPER):
        return name, ""
    if name.startswith(USER):
        user = name[len(USER) :]
        if not _NAME.fullmatch(user):
            raise PromptSetError(
                f"The prompt set name {user[:40]!r} is not a plain name.",
                "Use letters, digits, _ and - only, e.g. user:mine.",
            )
        return "user", user
    raise PromptSetError(
        f"Unknown prompt set {name[:60]!r}.",
        f"Choose {PROJECT}, {PAPER} or {USER}NAME (one of: {', '.join(available())}).",
    )


def is_paper(prompt_set: str | None) -> bool:
    """True for the paper's prompts, whose environments must read as the paper's code made them."""
    return parse(prompt_set)[0] == PAPER


def label(prompt_set: str | None) -> str:
    """The set in a few words, for tables, headers and pickers."""
    kind, user = parse(prompt_set)
    return {PROJECT: "project prompts", PAPER: "paper prompts"}.get(kind, f"user set {user}")


# ----- where each kind lives ------------------------------------------------------------------
def user_root() -> Path:
    """The folder holding every user set (one sub-folder per set)."""
    return react_home() / "prompts"


def user_prompt_path(name: str, family: str, method: str, task_type: str | None = None) -> Path:
    """The file of a user set that holds `family`/`method` exemplars (it may not exist yet)."""
    parse(USER + name)  # a plain name, so it cannot point outside user_root()
    return prompt_path(family, method, task_type, root=user_root() / name)


def user_sets() -> list[str]:
    """Every user set on this machine, as ``user:<name>``."""
    root = user_root()
    if not root.is_dir():
        return []
    return [USER + p.name for p in sorted(root.iterdir()) if p.is_dir() and _NAME.fullmatch(p.name)]


def paper_folder(paper_dir: str | Path | None = None) -> Path | None:
    """The paper's prompts folder: `paper_dir` when it exists, else ``$REACT_PAPER_PROMPTS``, else None.

    A recorded folder that is gone (a trajectory from another machine) falls back to the variable."""
    for candidate in (paper_dir, os.environ.get(PAPER_ENV)):
        if candidate and Path(candidate).expanduser().is_dir():
            return Path(candidate).expanduser().resolve()
    return None


def require_paper_folder(paper_dir: str | Path | None = None) -> Path:
    """`paper_folder`, or the error that says how to give it."""
    folder = paper_folder(paper_dir)
    if folder is None:
        given = f" ({paper_dir} is not a folder)" if paper_dir else ""
        raise PromptSetError(
            f"The paper's prompts need the ReAct repository's prompts folder{given}.",
            f"Pass --paper-prompts DIR, set {PAPER_ENV}, or type the folder in the app "
            f"(e.g. ../shared/data/react-repo/prompts).",
        )
    return folder


def available(paper_dir: str | Path | None = None) -> list[str]:
    """The sets a run can use here: project, paper when its folder is configured, every user set."""
    sets = [PROJECT]
    if paper_folder(paper_dir) is not None:
        sets.append(PAPER)
    return sets + user_sets()


# ----- the prefix -----------------------------------------------------------------------------
def prefix(
    prompt_set: str | None,
    family: str,
    method: str,
    task_type: str | None = None,
    *,
    paper_dir: str | Path | None = None,
) -> str:
    """The few-shot prefix for `family`/`method` (and an ALFWorld-style `task_type`) from a set.

    Raises PromptSetError naming the file or key that is missing and what to do about it."""
    kind, user = parse(prompt_set)
    if kind == PROJECT:
        return load_prefix(family, method, task_type, PROMPTS_DIR)
    if kind == PAPER:
        return _paper_prefix(paper_dir, family, method, task_type)
    path = user_prompt_path(user, family, method, task_type)
    if not path.is_file():
        raise PromptSetError(
            f"Your prompt set {user!r} has no {method} exemplars for {family}: expected the file {path}.",
            f'Add one with "Use as exemplar" on a finished branch in the Run page, write that file '
            f"(same layout as {prompt_path(family, method, task_type)}), or choose the {PROJECT} set.",
        )
    return path.read_text(encoding="utf-8")


def _paper_prefix(paper_dir: str | Path | None, family: str, method: str, task_type: str | None) -> str:
    from react_core.prompting.prompt_import import load_original_prompt
    from react_core.prompting.prompt_import.alfworld import original_prefix

    folder = require_paper_folder(paper_dir)
    if task_type is None:  # one prefix per method, in prompts_naive.json / fever.json
        try:
            return load_original_prompt(folder, family, method)
        except DataError as exc:
            raise PromptSetError(exc.cause, exc.fix) from exc
    # Families with exemplars per task type: the paper's alfworld_3prompts.json, pair (1, 0).
    path = folder / ALFWORLD_FILE
    if not path.is_file():
        raise PromptSetError(
            f"No {ALFWORLD_FILE} in {folder}.", "Point to the ReAct repository's prompts folder, which holds it."
        )
    try:
        return original_prefix(path, method, task_type)
    except ValueError as exc:
        raise PromptSetError(
            f"The paper has no {method} prompt for {family} {task_type}: {exc}",
            f"The paper's {ALFWORLD_FILE} has ReAct and Act prompts only; choose one of those or the {PROJECT} set.",
        ) from exc


__all__ = [
    "PAPER",
    "PAPER_ENV",
    "PROJECT",
    "USER",
    "PromptNotFound",
    "PromptSetError",
    "available",
    "is_paper",
    "label",
    "paper_folder",
    "parse",
    "prefix",
    "require_paper_folder",
    "user_prompt_path",
    "user_root",
    "user_sets",
]

"""Tasks for the knowledge families: the bundled ones, or imported from a question/claim file.

load_tasks("hotpotqa")                          # the 20 bundled questions
load_tasks("fever", "paper_dev.jsonl")          # FEVER claims from a file
get_task("hotpotqa-bundled-03")                 # one task by id
"""

from __future__ import annotations

from pathlib import Path

from react_core.data import fever, hotpotqa
from react_core.data.bundled import FEVER_FILE, HOTPOTQA_FILE
from react_core.data.errors import DataError
from react_core.data.readers import read_records
from react_core.trajectory.task import Task

FAMILIES = ("hotpotqa", "fever")
BUNDLED = "bundled"
_cache: dict[tuple[str, str, float], list[Task]] = {}


def load_tasks(family: str, source: str | Path = BUNDLED) -> list[Task]:
    """All tasks of `family` from `source` ("bundled" or a file path), in file order."""
    if family not in FAMILIES:
        raise DataError(f"Unknown task family {family!r}.", f"Use one of: {', '.join(FAMILIES)}.")
    path = _source_path(family, source)
    key = (family, str(path), path.stat().st_mtime)
    if key not in _cache:
        if source == BUNDLED:
            _cache[key] = _bundled(family)
        else:
            _cache[key] = hotpotqa.read_tasks(path) if family == "hotpotqa" else fever.read_tasks(path)
    return list(_cache[key])


def get_task(task_id: str, source: str | Path = BUNDLED) -> Task:
    """The task with this id, or a DataError that says which ids exist."""
    families = [f for f in FAMILIES if task_id.startswith(f + "-")] or list(FAMILIES)
    known: list[str] = []
    for family in families:
        tasks = load_tasks(family, source)
        for task in tasks:
            if task.id == task_id:
                return task
        known += [t.id for t in tasks]
    sample = ", ".join(known[:3]) + (f", … ({len(known)} in all)" if len(known) > 3 else "")
    raise DataError(
        f"No task with id {task_id!r} in {source}.",
        f"Known ids look like: {sample or 'none'}. List them with `python -m react_core corpus tasks {families[0]}`.",
    )


def _source_path(family: str, source: str | Path) -> Path:
    if source == BUNDLED:
        return HOTPOTQA_FILE if family == "hotpotqa" else FEVER_FILE
    path = Path(source)
    if not path.is_file():
        raise DataError(f"No question file at {path}.", "Give an existing file, or use the bundled tasks.")
    return path


def _bundled(family: str) -> list[Task]:
    tasks = []
    if family == "hotpotqa":
        for _, r in read_records(HOTPOTQA_FILE):
            tasks.append(
                Task(
                    r["id"],
                    "hotpotqa",
                    r["question"],
                    r["answer"],
                    {"type": r["type"], "supporting_pages": r["supporting_pages"], "source": BUNDLED},
                )
            )
    else:
        for _, r in read_records(FEVER_FILE):
            tasks.append(
                Task(
                    r["id"], "fever", r["claim"], r["label"], {"evidence_pages": r["evidence_pages"], "source": BUNDLED}
                )
            )
    return tasks

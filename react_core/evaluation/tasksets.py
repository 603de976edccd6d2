"""Which tasks a batch runs: a named set, optionally cut to the first N or a seeded random N.

A set is written ``family:source``:
- ``hotpotqa:bundled``, ``fever:bundled``: the bundled tasks;
- ``hotpotqa:/path/questions.json``, ``fever:/path/paper_dev.jsonl``: an imported file;
- ``alfworld:bundled``, ``alfworld:official``: an ALFWorld suite.
"""
from __future__ import annotations

import random

from react_core.task import Task

FAMILIES = ("hotpotqa", "fever", "alfworld")


class TaskSetError(ValueError):
    """A task set that cannot be read; the message says what to write instead."""


def parse_set(spec: str) -> tuple[str, str]:
    family, _, source = spec.partition(":")
    family, source = family.strip().lower(), (source.strip() or "bundled")
    if family not in FAMILIES:
        raise TaskSetError(f"Unknown task set {spec!r}: write family:source, e.g. hotpotqa:bundled, "
                           f"fever:/path/paper_dev.jsonl or alfworld:bundled (families: {', '.join(FAMILIES)}).")
    return family, source


def load_set(spec: str, *, limit: int | None = None, sample: int | None = None, seed: int = 0) -> list[Task]:
    """The tasks of `spec`; `sample` draws that many at random (reproducibly by `seed`),
    `limit` keeps the first N (after sampling)."""
    family, source = parse_set(spec)
    if family == "alfworld":
        from react_core.environments.alfworld import list_games

        try:
            tasks = list_games(source)
        except ValueError as exc:
            raise TaskSetError(str(exc)) from exc
        if not tasks:
            raise TaskSetError(f"The ALFWorld suite {source!r} has no games here. Use alfworld:bundled, or download "
                               "the official games (alfworld-download) and set ALFWORLD_DATA.")
    else:
        from react_core.data.tasks import load_tasks

        tasks = load_tasks(family, source)
    if sample is not None:
        if sample <= 0:
            raise TaskSetError("A sample needs at least one task.")
        tasks = random.Random(seed).sample(tasks, min(sample, len(tasks)))
    if limit is not None:
        if limit <= 0:
            raise TaskSetError("--limit must be at least 1.")
        tasks = tasks[:limit]
    return tasks

"""Which tasks a batch runs: a named set, optionally cut to the first N or a seeded random N.

A set is written ``family:source``:
- ``hotpotqa:bundled``, ``fever:bundled``: the bundled tasks;
- ``hotpotqa:/path/questions.json``, ``fever:/path/paper_dev.jsonl``: an imported file;
- ``alfworld:bundled``, ``alfworld:official``: an ALFWorld suite.
"""
from __future__ import annotations

import random

from react_core import catalog
from react_core.task import Task


class TaskSetError(ValueError):
    """A task set that cannot be read; the message says what to write instead."""


def parse_set(spec: str) -> tuple[str, str]:
    family, _, source = spec.partition(":")
    family, source = family.strip().lower(), (source.strip() or "bundled")
    if family not in catalog.family_names():
        raise TaskSetError(f"Unknown task set {spec!r}: write family:source, e.g. hotpotqa:bundled, "
                           f"fever:/path/paper_dev.jsonl or alfworld:bundled "
                           f"(families: {', '.join(catalog.family_names())}).")
    return family, source


def load_set(spec: str, *, limit: int | None = None, sample: int | None = None, seed: int = 0) -> list[Task]:
    """The tasks of `spec`; `sample` draws that many at random (reproducibly by `seed`),
    `limit` keeps the first N (after sampling)."""
    family, source = parse_set(spec)
    fam = catalog.family(family)
    if fam.own_tasks:  # question files: a bad file says so itself (DataError)
        tasks = fam.load(source)
    else:
        try:
            tasks = fam.load(source)
        except ValueError as exc:
            raise TaskSetError(str(exc)) from exc
        if not tasks:
            raise TaskSetError(f"The {fam.short} suite {source!r} has no games here. Use {family}:bundled, or "
                               "download the official games (alfworld-download) and set ALFWORLD_DATA.")
    if sample is not None:
        if sample <= 0:
            raise TaskSetError("A sample needs at least one task.")
        tasks = random.Random(seed).sample(tasks, min(sample, len(tasks)))
    if limit is not None:
        if limit <= 0:
            raise TaskSetError("--limit must be at least 1.")
        tasks = tasks[:limit]
    return tasks

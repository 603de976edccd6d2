"""Which tasks a batch runs: a named set, optionally cut to the first N or a seeded random N.

A set is written ``family:source``:
- ``hotpotqa:bundled``, ``fever:bundled``: the bundled tasks;
- ``hotpotqa:/path/questions.json``, ``fever:/path/paper_dev.jsonl``: an imported file;
- ``alfworld:bundled``, ``alfworld:official``: an ALFWorld suite.

A HotpotQA or FEVER set ending in ``@paper-sample`` (``--paper-sample`` on the command line) is
the paper's own 500-question draw from that dev file (see `paper_sample`).

A set ending in ``@per-type-N`` (``--per-type N``) keeps the first N tasks of each task type
(ALFWorld's six, HotpotQA's bridge/comparison): a stratified choice, so a small ALFWorld run
still fills every column of Table 3. Being part of the set's name, it gives its own batch id.
"""

from __future__ import annotations

import random
import re

from react_core.engine import catalog
from react_core.trajectory.task import Task

# The paper's draw, as hotpotqa.ipynb and FEVER.ipynb write it:
#     idxs = list(range(7405)); random.Random(233).shuffle(idxs); for i in idxs[:500]: ...
# FEVER.ipynb shuffles range(7405) as well, although paper_dev.jsonl holds 9,999 claims: its
# sample is drawn from the first 7,405 claims only, and we draw exactly that.
PAPER_SEED = 233
PAPER_POOL = 7405
PAPER_SAMPLE_SIZE = 500
PAPER_SUFFIX = "@paper-sample"


class TaskSetError(ValueError):
    """A task set that cannot be read; the message says what to write instead."""


def paper_indices(count: int = PAPER_SAMPLE_SIZE) -> list[int]:
    """The first `count` dev-file indices of the paper's shuffle (the order its notebooks ran them)."""
    indices = list(range(PAPER_POOL))
    random.Random(PAPER_SEED).shuffle(indices)
    return indices[:count]


def paper_sample(tasks: list[Task], count: int = PAPER_SAMPLE_SIZE) -> list[Task]:
    """The paper's questions, in the paper's order: `tasks` must be the whole dev file as read
    (hotpot_dev_v1_simplified.json, 7,405 questions; or paper_dev.jsonl, 9,999 claims)."""
    family = tasks[0].family if tasks else None
    # The dev files the paper's indices point into (`Family.paper_dev_file`, its `paper_tasks`).
    sized = {f.name: f for f in catalog.FAMILIES if f.paper_dev_file}
    expected = sized[family].paper_tasks if family in sized else None
    if expected is None or len(tasks) != expected:
        files = " or ".join(f"{f.short}'s {f.paper_dev_file} ({f.paper_tasks} {f.noun}s)" for f in sized.values())
        raise TaskSetError(
            f"The paper's sample indexes the whole dev file: {files}; "
            f"this set has {len(tasks)} {family or ''} tasks. Point --set at one of those files."
        )
    for position, task in enumerate(tasks):
        index = task.meta.get("index")
        if index is not None and index != position:
            raise TaskSetError(
                f"Task {task.id} is read as entry {index} but sits at {position}; the paper's "
                "indices need the file's own order."
            )
    return [tasks[i] for i in paper_indices(count)]


PER_TYPE = re.compile(r"@per-type-(\d+)$")
TASK_TYPE = re.compile(r"@type-([A-Za-z0-9_]+)")  # one task type only, e.g. @type-pick_two_obj_and_place


def task_type_suffix(task_type: str) -> str:
    if not re.fullmatch(r"[A-Za-z0-9_]+", task_type or ""):
        raise TaskSetError(f"--task-type takes a task type's name, e.g. pick_two_obj_and_place, not {task_type!r}.")
    return f"@type-{task_type}"


def task_type_of(spec: str) -> str | None:
    match = TASK_TYPE.search(spec)
    return match.group(1) if match else None


def is_paper_sample(spec: str) -> bool:
    return spec.strip().endswith(PAPER_SUFFIX)


def per_type_suffix(count: int) -> str:
    if count <= 0:
        raise TaskSetError("--per-type needs at least one task of each type.")
    return f"@per-type-{count}"


def per_type_of(spec: str) -> int | None:
    """N of a set ending in @per-type-N, else None."""
    match = PER_TYPE.search(spec.strip())
    return int(match.group(1)) if match else None


def first_of_each_type(tasks: list[Task], count: int) -> list[Task]:
    """The first `count` tasks of each task type, in the set's own order."""
    if count <= 0:
        raise TaskSetError("--per-type needs at least one task of each type.")
    seen: dict[str, int] = {}
    kept = []
    for task in tasks:
        kind = str(task.meta.get("task_type") or task.meta.get("type") or "")
        seen[kind] = seen.get(kind, 0) + 1
        if seen[kind] <= count:
            kept.append(task)
    return kept


def parse_set(spec: str) -> tuple[str, str]:
    spec = TASK_TYPE.sub("", PER_TYPE.sub("", spec.strip()))
    if is_paper_sample(spec):
        spec = spec.strip()[: -len(PAPER_SUFFIX)]
    family, _, source = spec.partition(":")
    family, source = family.strip().lower(), (source.strip() or "bundled")
    if family not in catalog.family_names():
        raise TaskSetError(
            f"Unknown task set {spec!r}: write family:source, e.g. hotpotqa:bundled, "
            f"fever:/path/paper_dev.jsonl or alfworld:bundled "
            f"(families: {', '.join(catalog.family_names())})."
        )
    return family, source


def load_set(
    spec: str, *, limit: int | None = None, sample: int | None = None, seed: int = 0, skip: int = 0
) -> list[Task]:
    """The tasks of `spec`; `sample` draws that many at random (reproducibly by `seed`; this is
    not the paper's sample, which a set ending in ``@paper-sample`` gives), `skip` leaves out the
    first N (after sampling), `limit` keeps the first N of the rest."""
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
            raise TaskSetError(
                f"The {fam.short} suite {source!r} has no games here. Use {family}:bundled, or "
                "download the official games (alfworld-download) and set ALFWORLD_DATA."
            )
    per_type = per_type_of(spec)
    only_type = task_type_of(spec)
    if only_type is not None:
        known = sorted({str(t.meta.get("task_type") or "") for t in tasks} - {""})
        if only_type not in known:
            raise TaskSetError(
                f"No {only_type!r} tasks in {family}:{source}; its task types: "
                f"{', '.join(known) or 'none (this family has no task types)'}."
            )
        tasks = [t for t in tasks if t.meta.get("task_type") == only_type]
    if is_paper_sample(TASK_TYPE.sub("", PER_TYPE.sub("", spec.strip()))):
        if sample is not None or per_type is not None:
            raise TaskSetError("The paper's sample is a fixed draw; leave out --sample (and --seed) and --per-type.")
        tasks = paper_sample(tasks)
    if per_type is not None:
        tasks = first_of_each_type(tasks, per_type)
    if sample is not None:
        if sample <= 0:
            raise TaskSetError("A sample needs at least one task.")
        tasks = random.Random(seed).sample(tasks, min(sample, len(tasks)))
    if skip:
        if skip < 0 or skip >= len(tasks):
            raise TaskSetError(
                f"--skip {skip} leaves no task: the set has {len(tasks)}; skip fewer (0 to {len(tasks) - 1})."
            )
        tasks = tasks[skip:]
    if limit is not None:
        if limit <= 0:
            raise TaskSetError("--limit must be at least 1.")
        tasks = tasks[:limit]
    return tasks

"""The datasets written so far, kept in ``<REACT_HOME>/datasets.json`` with the task ids they hold.

So nobody measures a model on its own training data by accident: a dataset names the models it
trains (given when it is written, or later with `mark_trained`), and `training_overlap` tells
`eval` which of a batch's tasks are in a dataset recorded as that model's training data.

A damaged file is never overwritten: reading it raises a DatasetError naming it, so the record
of what was trained on is not lost by writing a new one over it.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from react_core.common.paths import react_home
from react_core.datasets.errors import DatasetError


@dataclass
class Recorded:
    name: str
    kind: str  # sft | dpo
    format: str
    files: list[str]
    task_ids: list[str]
    source_models: list[str]
    trains: list[str] = field(default_factory=list)  # the models trained (or to be trained) on it
    examples: int = 0
    created_at: float = field(default_factory=time.time)


def registry_path() -> Path:
    return react_home() / "datasets.json"


def load(path: Path | None = None) -> list[Recorded]:
    path = path or registry_path()
    if not path.is_file():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [Recorded(**item) for item in data["datasets"]]
    except (ValueError, KeyError, TypeError) as exc:
        raise DatasetError(
            f"The dataset record {path} cannot be read ({exc}).",
            "Repair it by hand or move it aside; it is left as it is.",
        ) from None


def _save(datasets: list[Recorded], path: Path) -> None:
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(json.dumps({"datasets": [asdict(d) for d in datasets]}, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)


def record(entry: Recorded, path: Path | None = None) -> Recorded:
    """Add a dataset, or replace the one of the same name (written again)."""
    path = path or registry_path()
    datasets = [d for d in load(path) if d.name != entry.name] + [entry]
    _save(datasets, path)
    return entry


def mark_trained(name: str, model: str, path: Path | None = None) -> Recorded:
    """Record that `model` was trained on dataset `name` (its name as `eval --models` will give it)."""
    path = path or registry_path()
    datasets = load(path)
    found = next((d for d in datasets if d.name == name), None)
    if found is None:
        known = ", ".join(d.name for d in datasets) or "none yet"
        raise DatasetError(f"No dataset named {name!r} is recorded.", f"Recorded datasets: {known}.")
    if model not in found.trains:
        found.trains.append(model)
    _save(datasets, path)
    return found


def training_overlap(model: str, task_ids: list[str], path: Path | None = None) -> dict[str, int]:
    """{dataset name: how many of `task_ids` it holds} for the datasets recorded as `model`'s training data."""
    wanted = set(task_ids)
    return {d.name: len(wanted & set(d.task_ids)) for d in load(path) if model in d.trains and wanted & set(d.task_ids)}


def overlap_warnings(models: list[str], task_ids: list[str], path: Path | None = None) -> list[str]:
    """One sentence per model evaluated on tasks it was trained on."""
    lines = []
    for model in models:
        for name, count in training_overlap(model, task_ids, path).items():
            lines.append(
                f"{count} of the {len(set(task_ids))} tasks are in dataset {name!r}, recorded as training "
                f"data of {model!r}: its score on them measures memory, not skill. Evaluate it on "
                f"held-out tasks (another --sample seed, or the tasks the dataset does not list)."
            )
    return lines

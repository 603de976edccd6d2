"""WebShop tasks: the bundled instructions, or goals read from the official files.

    load_webshop_tasks()                               # the project's bundled instructions
    load_webshop_tasks("~/webshop/data")               # official items_shuffle_1000 + human goals
    load_webshop_tasks("~/webshop/data", subset="full", goals="synthetic")
    # in a task set: webshop:~/webshop/data#synthetic

Official goals come in WebShop's own order (shuffled with seed 233; its test split is the first 500).

A task's `text` is the instruction, `gold` the target product's asin (any product that
scores 1.0 is a success, so the asin is for reading, not for scoring), and `meta["goal"]` what
the reward needs. `meta["source"]` says which shop the task belongs to; `catalogue_for(task)`
opens that shop for the environment.
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path

from react_core.data.errors import DataError
from react_core.data.webshop import official
from react_core.data.webshop.bundled import CATALOGUE_NAME, EXEMPLAR_SPLIT, bundled_catalogue, bundled_instructions
from react_core.data.webshop.model import Catalogue, Goal
from react_core.trajectory.task import Task

FAMILY = "webshop"
BUNDLED = "bundled"
BUNDLED_NOTE = "the workbench's own bundled catalogue, written for this project (not the official WebShop data)"
OFFICIAL = "official"


def load_webshop_tasks(source: str | Path = BUNDLED, *, subset: str = "1000", goals: str = "human") -> list[Task]:
    """All WebShop tasks from `source`: "bundled", or a folder holding the official files.

    For a folder, `subset` picks the 1000-product files ("1000") or the full catalogue
    ("full"), and `goals` the human instructions ("human", as the ReAct paper) or the
    generated ones ("synthetic").
    """
    if source == BUNDLED:
        return [
            _task(task_id, goal, {"source": BUNDLED, "catalogue": CATALOGUE_NAME, "data": BUNDLED_NOTE})
            for task_id, split, goal in bundled_instructions()
            if split != EXEMPLAR_SPLIT
        ]
    files = official_files(Path(source).expanduser(), subset)
    products = _official_catalogue(str(files["products"]), str(files["attributes"]), _mtime(files)).products
    if goals == "human":
        if "human" not in files:
            raise DataError(f"No {official.HUMAN_FILE} in {source}.", "Download it, or use goals='synthetic'.")
        found = official.human_goals(products, files["human"])
    elif goals == "synthetic":
        found = official.synthetic_goals(products, files["attributes"])
    else:
        raise DataError(f"Unknown goals {goals!r}.", "Use 'human' or 'synthetic'.")
    # WebShop's own order: its server shuffles the goals with random.seed(233) and takes the first
    # 500 as the test split, so `--limit N` runs the first N goals of that split.
    found = list(found)
    official.shuffle_as_webshop(found)
    meta = {
        "source": OFFICIAL,
        "products_file": str(files["products"]),
        "attributes_file": str(files["attributes"]),
        "goals": goals,
        "data": f"the official WebShop files ({subset} products, {goals} goals)",
    }
    width = max(4, len(str(len(found))))
    return [_task(f"webshop-{OFFICIAL}-{goals}-{i:0{width}d}", goal, meta) for i, goal in enumerate(found, 1)]


def bundled_exemplar_task() -> Task:
    """The bundled instruction the prompts' exemplar plays (kept out of `load_webshop_tasks`)."""
    for task_id, split, goal in bundled_instructions():
        if split == EXEMPLAR_SPLIT:
            return _task(task_id, goal, {"source": BUNDLED, "catalogue": CATALOGUE_NAME, "data": BUNDLED_NOTE})
    raise DataError("The bundled instructions have no exemplar.", "Regenerate them: python -m tools.webshop.generate")


def official_files(folder: Path, subset: str = "1000") -> dict[str, Path]:
    """The official files in `folder` for `subset` ("1000" or "full"); the human goals if present."""
    if subset not in official.PRODUCT_FILES:
        raise DataError(f"Unknown subset {subset!r}.", "Use '1000' or 'full'.")
    if not folder.is_dir():
        raise DataError(f"No folder at {folder}.", "Give the folder holding the WebShop data files.")
    files = {
        "products": folder / official.PRODUCT_FILES[subset],
        "attributes": folder / official.ATTRIBUTE_FILES[subset],
    }
    for path in files.values():
        if not path.is_file():
            raise DataError(
                f"No {path.name} in {folder}.",
                "Download the WebShop data with its setup.sh (or give subset='full'/'1000').",
            )
    if (folder / official.HUMAN_FILE).is_file():
        files["human"] = folder / official.HUMAN_FILE
    return files


def catalogue_for(task: Task) -> Catalogue:
    """The shop a task is played in, loaded once per process."""
    source = task.meta.get("source")
    if source == BUNDLED:
        return bundled_catalogue()
    if source == OFFICIAL:
        paths = [Path(task.meta["products_file"]), Path(task.meta["attributes_file"])]
        return _official_catalogue(str(paths[0]), str(paths[1]), _mtime({"p": paths[0], "a": paths[1]}))
    raise DataError(
        f"Task {task.id} names no WebShop catalogue (meta source {source!r}).",
        "Load WebShop tasks with load_webshop_tasks().",
    )


def goal_of(task: Task) -> Goal:
    return Goal.from_dict(task.meta["goal"])


def _task(task_id: str, goal: Goal, meta: dict) -> Task:
    return Task(task_id, FAMILY, goal.instruction, goal.asin, {**meta, "goal": goal.to_dict()})


def _mtime(files: dict[str, Path]) -> tuple[float, ...]:
    return tuple(os.stat(p).st_mtime for p in files.values())


@lru_cache(maxsize=2)
def _official_catalogue(products: str, attributes: str, mtimes: tuple[float, ...]) -> Catalogue:
    digest = hashlib.sha256(f"{products}|{attributes}|{mtimes}".encode()).hexdigest()[:12]
    return Catalogue(official.read_products(products, attributes), OFFICIAL, cache_key=f"official-{digest}")

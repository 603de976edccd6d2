"""Where ALFWorld games live and how they become Tasks.

- "bundled": the project's own generated suite (react_core/data/alfworld_games/bundled),
  66 games, 11 of each of the six task types, written by generator.py and committed.
- "official": the ALFWorld evaluation games when the user has them: `$ALFWORLD_DATA`, else the
  folder saved on the app's Data page, else ~/.cache/alfworld (where `alfworld-download` puts
  them); split valid_unseen (json_2.1.1/valid_unseen/<task>/<trial>/, AlfredTWEnv's eval_out_of_distribution) —
  the 134 games the ReAct paper evaluates on.

Games are chosen as alfworld's own loader chooses them (AlfredTWEnv.collect_game_files in
alfworld/agents/environment/alfred_tw_env.py): every folder with a traj_data.json, except
movable and sliced variants ("movable" or "Sliced" in the path), task types outside the six,
folders without game.tw-pddl, and games whose "solvable" is missing or false.
One difference, on purpose: the movable/Sliced test reads the path below the suite's folder,
where alfworld reads the whole path, so a data folder named e.g. ~/Sliced-data hides nothing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from react_core.data import data_folders
from react_core.environments.alfworld.task_types import TASK_TYPES
from react_core.trajectory.task import Task

BUNDLED_DIR = Path(__file__).resolve().parents[2] / "data" / "alfworld_games" / "bundled"
OFFICIAL_SPLIT = Path("json_2.1.1") / "valid_unseen"
_TASK_LINE = re.compile(r"Your task is to: (.+?)\"")


def official_dir() -> Path:
    """$ALFWORLD_DATA, else the Data page's folder, else ~/.cache/alfworld; its valid_unseen split."""
    return data_folders.alfworld_root() / OFFICIAL_SPLIT


def list_games(suite: str = "bundled", root: Path | None = None) -> list[Task]:
    """Tasks for every playable game of the suite, sorted by id; [] when the folder is absent."""
    if suite not in ("bundled", "official"):
        raise ValueError(f"Unknown ALFWorld suite {suite!r}: use 'bundled' or 'official'.")
    base = root or (BUNDLED_DIR if suite == "bundled" else official_dir())
    if not base.is_dir():
        return []
    tasks = []
    for traj_path in sorted(base.rglob("traj_data.json")):
        folder = traj_path.parent
        game_file = folder / "game.tw-pddl"
        rel = folder.relative_to(base).as_posix()
        if not game_file.is_file() or "movable" in rel or "Sliced" in rel:
            continue
        task = _task_from(folder, game_file, suite, rel)
        if task is not None:
            tasks.append(task)
    return tasks


def _task_from(folder: Path, game_file: Path, suite: str, rel: str) -> Task | None:
    traj = json.loads((folder / "traj_data.json").read_text())
    if traj.get("task_type") not in TASK_TYPES:
        return None
    data = json.loads(game_file.read_text())
    if not data.get("solvable"):
        return None
    match = _TASK_LINE.search(data["grammar"])
    goal = match.group(1).rstrip(".") if match else traj["task_type"]
    meta = {
        "task_type": traj["task_type"],
        "game_file": str(game_file),
        "suite": suite,
        "pddl_params": traj.get("pddl_params", {}),
        "walkthrough_length": len(data.get("walkthrough") or []),
    }
    if "scene" in traj:
        meta["room"] = traj["scene"].get("room")
    return Task(id=f"{suite}/{rel}", family="alfworld", text=goal, meta=meta)

"""Official ALFWorld games: chosen exactly as alfworld's own loader chooses them, offered by the
catalogue (so by every page and the CLI) once ALFWORLD_DATA is set, and played to a win through
the project's environment; and the largest room the generator makes loads and plays too."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("alfworld", reason="the ALFWorld engine (alfworld==0.4.2) is not installed")

from react_core.engine import catalog
from react_core.environments.alfworld import AlfWorldEnv, list_games
from react_core.environments.alfworld.games import BUNDLED_DIR, OFFICIAL_SPLIT

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT.parent / "shared" / "data" / "alfworld-sample"
# The smallest AlfredTWEnv config (as in shared/data/alfworld-sample/config.yaml).
CONFIG = {
    "dataset": {
        "data_path": "$ALFWORLD_DATA/json_2.1.1/train",
        "eval_id_data_path": "$ALFWORLD_DATA/json_2.1.1/valid_seen",
        "eval_ood_data_path": "$ALFWORLD_DATA/json_2.1.1/valid_unseen",
        "num_train_games": -1,
        "num_eval_games": -1,
    },
    "env": {
        "type": "AlfredTWEnv",
        "domain_randomization": False,
        "task_types": [1, 2, 3, 4, 5, 6],
        "expert_type": "handcoded",
        "goal_desc_human_anns_prob": 0.0,
    },
    "general": {"training_method": "dagger"},
    "dagger": {"training": {"max_nb_steps_per_episode": 50}},
}


def alfworlds_own_choice(root: Path) -> list[str]:
    """The game files AlfredTWEnv picks for eval_out_of_distribution under ALFWORLD_DATA=root."""
    from alfworld.agents.environment.alfred_tw_env import AlfredTWEnv

    old = os.environ.get("ALFWORLD_DATA")
    os.environ["ALFWORLD_DATA"] = str(root)
    try:
        return sorted(AlfredTWEnv(CONFIG, train_eval="eval_out_of_distribution").game_files)
    finally:
        if old is None:
            del os.environ["ALFWORLD_DATA"]
        else:
            os.environ["ALFWORLD_DATA"] = old


def walkthrough(game_file: str) -> list[str]:
    """The game's own walkthrough; the engine's planner writes one when the file has none
    (the official files may leave it empty)."""
    data = json.loads(Path(game_file).read_text())
    if data.get("walkthrough"):
        return data["walkthrough"]
    from tools.alfworld.generator import plan_and_check

    plan = plan_and_check(data)
    assert plan, f"the planner found no winning plan for {game_file}"
    return plan


def play(task) -> list:
    env = AlfWorldEnv(warm_games=1)
    opening = env.reset(task)
    assert opening.startswith("You are in the middle of a room.") and task.text in opening
    return [env.step(action) for action in walkthrough(task.meta["game_file"])]


@pytest.fixture
def official_tree(tmp_path: Path) -> Path:
    """An official-layout data folder built from bundled games, with every case the loader skips."""
    split = tmp_path / OFFICIAL_SPLIT
    games = sorted(p.parent for p in BUNDLED_DIR.rglob("game.tw-pddl"))

    def place(source: Path, task_folder: str, trial: str = "trial_T1", split_dir: Path = split) -> Path:
        target = split_dir / task_folder / trial
        shutil.copytree(source, target)
        return target

    place(games[0], games[0].parent.name)
    place(games[1], games[1].parent.name)
    place(games[2], "pick_and_place_with_movable_recep-Apple-Pan-Fridge-1")
    place(games[3], "pick_heat_then_place_in_recep-AppleSliced-None-Fridge-2")
    unsolvable = place(games[4], "pick_and_place_simple-Book-None-Shelf-3")
    data = json.loads((unsolvable / "game.tw-pddl").read_text())
    (unsolvable / "game.tw-pddl").write_text(json.dumps(data | {"solvable": False}))
    unmarked = place(games[5], "pick_and_place_simple-Book-None-Shelf-4")
    data.pop("solvable")
    (unmarked / "game.tw-pddl").write_text(json.dumps(data))
    (place(games[6], "pick_and_place_simple-Book-None-Shelf-5") / "game.tw-pddl").unlink()
    other_type = place(games[7], "pick_and_place_simple-Book-None-Shelf-6")
    traj = json.loads((other_type / "traj_data.json").read_text())
    (other_type / "traj_data.json").write_text(json.dumps(traj | {"task_type": "put_it_somewhere"}))
    place(games[8], games[8].parent.name, split_dir=tmp_path / "json_2.1.1" / "valid_seen")
    return tmp_path


def test_the_unseen_split_is_chosen_exactly_as_alfworld_chooses_it(official_tree, monkeypatch):
    monkeypatch.setenv("ALFWORLD_DATA", str(official_tree))
    ours = sorted(t.meta["game_file"] for t in list_games("official"))
    assert ours == alfworlds_own_choice(official_tree)
    assert len(ours) == 2  # of nine folders: the seen split, movable, sliced, unsolvable, unmarked, ... are left out


def test_official_games_are_offered_wherever_the_catalogue_is_read(official_tree, monkeypatch):
    monkeypatch.setenv("ALFWORLD_DATA", str(official_tree))
    family = catalog.family("alfworld")
    assert family.sources() == ["bundled", "official"]
    tasks = catalog.load_tasks("alfworld", "official")
    assert [t.id.split("/")[0] for t in tasks] == ["official", "official"]
    assert catalog.find_task("alfworld", tasks[0].id).meta["suite"] == "official"


def test_without_the_data_there_is_no_official_source(tmp_path, monkeypatch):
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path / "absent"))
    assert list_games("official") == [] and catalog.family("alfworld").sources() == ["bundled"]


needs_sample = pytest.mark.skipif(not SAMPLE.is_dir(), reason=f"no shared ALFWorld sample at {SAMPLE}")


@needs_sample
def test_the_shared_sample_is_listed_by_the_cli():
    env = dict(os.environ, ALFWORLD_DATA=str(SAMPLE))
    done = subprocess.run(
        [sys.executable, "-m", "react_core", "tasks", "--task", "alfworld", "--source", "official"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        "official/pick_clean_then_place_in_recep-Apple-None-Fridge-1/trial_local_kitchen_1"
        "\tclean some apple and put it in fridge"
    )


@needs_sample
def test_the_shared_sample_is_chosen_as_alfworld_chooses_it_and_plays_to_a_win(monkeypatch):
    monkeypatch.setenv("ALFWORLD_DATA", str(SAMPLE))
    tasks = list_games("official")
    assert [t.meta["game_file"] for t in tasks] == alfworlds_own_choice(SAMPLE)
    results = play(tasks[0])
    assert results[-1].success and results[-1].done
    assert [r.info["progress"] for r in results][-1] == 1.0
    assert results[-1].info["subgoals_reached"] == ["find an apple", "pick up an apple", "clean the apple"]


def test_the_largest_room_the_generator_makes_loads_and_plays():
    from tools.alfworld.generator import MAX_RECEPTACLES

    def size(task) -> int:
        traj = json.loads((Path(task.meta["game_file"]).parent / "traj_data.json").read_text())
        return traj["scene"]["receptacles"]

    largest = max(list_games("bundled"), key=size)
    assert size(largest) == MAX_RECEPTACLES and largest.meta["room"] == "kitchen"
    env = AlfWorldEnv(warm_games=1)
    opening = env.reset(largest)
    assert opening.count(", a ") + 1 >= MAX_RECEPTACLES - 1  # the room lists every receptacle
    results = [env.step(action) for action in walkthrough(largest.meta["game_file"])]
    assert results[-1].success and results[-1].info["progress"] == 1.0

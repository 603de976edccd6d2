"""The bundled ALFWorld suite and its generator: real games, every task type, all winnable."""

import json
from collections import Counter

import pytest

from react_core.environments.alfworld import TASK_TYPES, list_games


def test_the_bundled_suite_has_at_least_ten_games_of_each_type():
    tasks = list_games("bundled")
    counts = Counter(t.meta["task_type"] for t in tasks)
    assert set(counts) == set(TASK_TYPES)
    assert all(n >= 10 for n in counts.values()), counts
    assert len(tasks) >= 60


def test_bundled_games_are_in_the_engine_format_with_realistic_rooms():
    for task in list_games("bundled"):
        data = json.loads(open(task.meta["game_file"]).read())
        assert set(data) >= {"pddl_domain", "grammar", "pddl_problem", "solvable", "walkthrough"}
        assert data["solvable"] is True and data["walkthrough"]
        assert task.family == "alfworld" and task.text
        receptacles = data["pddl_problem"].count(" - receptacle\n")
        assert 15 <= receptacles <= 40, (task.id, receptacles)
        assert "_bar_" in data["pddl_problem"]


def test_an_unknown_suite_is_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="bundled"):
        list_games("nonsense")


def test_the_official_suite_is_empty_when_the_data_is_absent(tmp_path, monkeypatch):
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    assert list_games("official") == []


def test_the_official_layout_is_read_when_present(tmp_path, monkeypatch):
    # Same code path as the real 134 games: json_2.1.1/valid_unseen/<task>/<trial>/.
    bundled = list_games("bundled")[0]
    split = tmp_path / "json_2.1.1" / "valid_unseen" / "some-task-1" / "trial_1"
    split.mkdir(parents=True)
    game_dir = json.loads(open(bundled.meta["game_file"]).read())
    (split / "game.tw-pddl").write_text(json.dumps(game_dir))
    traj = open(bundled.meta["game_file"].replace("game.tw-pddl", "traj_data.json")).read()
    (split / "traj_data.json").write_text(traj)
    sliced = tmp_path / "json_2.1.1" / "valid_unseen" / "x-Sliced-1" / "trial_1"
    sliced.mkdir(parents=True)
    (sliced / "game.tw-pddl").write_text(json.dumps(game_dir))
    (sliced / "traj_data.json").write_text(traj)
    monkeypatch.setenv("ALFWORLD_DATA", str(tmp_path))
    tasks = list_games("official")
    assert [t.id for t in tasks] == ["official/some-task-1/trial_1"]


def needs_engine():
    pytest.importorskip("textworld", reason="the ALFWorld engine (alfworld==0.4.2) is not installed")


def _one_per_type():
    tasks = list_games("bundled")
    return [next(t for t in tasks if t.meta["task_type"] == tt) for tt in TASK_TYPES]


@pytest.mark.parametrize("task", _one_per_type(), ids=lambda t: t.meta["task_type"])
def test_a_game_of_each_type_loads_and_its_walkthrough_wins(task):
    needs_engine()
    from react_core.environments.alfworld import AlfWorldEnv

    env = AlfWorldEnv()
    env.reset(task)
    walkthrough = json.loads(open(task.meta["game_file"]).read())["walkthrough"]
    results = [env.step(a) for a in walkthrough]
    assert all(r.observation != "Nothing happens." for r in results)
    assert results[-1].success and not any(r.success for r in results[:-1])


def test_the_generator_is_seeded_and_its_games_are_planner_checked(tmp_path):
    needs_engine()
    from tools.alfworld.generator import generate_game

    first = generate_game("pick_and_place_simple", 7, tmp_path / "a")
    again = generate_game("pick_and_place_simple", 7, tmp_path / "b")
    a = json.loads((first / "game.tw-pddl").read_text())
    b = json.loads((again / "game.tw-pddl").read_text())
    assert a == b
    assert a["solvable"] and a["walkthrough"][-1].startswith("move ")
    traj = json.loads((first / "traj_data.json").read_text())
    assert traj["task_type"] == "pick_and_place_simple"
    assert set(traj["pddl_params"]) >= {"object_target", "parent_target"}

"""AlfWorldEnv plays the real ALFWorld engine as the ReAct paper sets it up."""

import json

import pytest

pytest.importorskip("textworld", reason="the ALFWorld engine (alfworld==0.4.2) is not installed")

from react_core.environments.alfworld import AlfWorldEnv, list_games
from react_core.environments.base import Environment


@pytest.fixture(scope="module")
def env():
    return AlfWorldEnv()


@pytest.fixture(scope="module")
def task():
    tasks = [t for t in list_games("bundled") if t.meta["task_type"] == "pick_and_place_simple"]
    assert tasks, "the bundled suite has pick_and_place_simple games"
    return tasks[0]


def walkthrough(task):
    return json.loads(open(task.meta["game_file"]).read())["walkthrough"]


def test_it_is_an_environment(env):
    assert isinstance(env, Environment)
    assert env.name == "alfworld"


def test_reset_returns_the_opening_text_without_the_banner(env, task):
    intro = env.reset(task)
    assert intro.startswith("You are in the middle of a room. Looking quickly around you, you see ")
    assert intro.endswith(f"Your task is to: {task.text}.")
    assert "Welcome to TextWorld" not in intro


def test_a_scripted_episode_wins(env, task):
    env.reset(task)
    result = None
    for action in walkthrough(task):
        assert action in env.admissible_commands
        result = env.step(action)
    assert result.done and result.success
    assert result.info["won"] is True


def test_thinking_answers_ok_and_leaves_the_game_alone(env, task):
    env.reset(task)
    first = walkthrough(task)[0]
    before = env.admissible_commands
    thought = env.step("think: To solve the task, I need to find a thing first.")
    assert thought.observation == "OK."
    assert not thought.done and thought.success is False
    assert env.admissible_commands == before
    assert env.step(first).observation.startswith("You arrive at ")


def test_invalid_actions_get_the_games_nothing_happens(env, task):
    env.reset(task)
    for action in ["jump around", "take moon 1 from sky 1", "go to nowhere 9"]:
        result = env.step(action)
        assert result.observation == "Nothing happens."
        assert not result.done


def test_info_carries_admissible_commands_location_and_inventory(env, task):
    env.reset(task)
    go, take = walkthrough(task)[:2]
    arrived = env.step(go)
    assert go in arrived.info["admissible_commands"] or "look" in arrived.info["admissible_commands"]
    assert arrived.info["location"] == go.removeprefix("go to ")
    taken = env.step(take)
    obj = take.removeprefix("take ").split(" from ")[0]
    assert taken.info["inventory"] == [obj]


def test_the_papers_put_wording_is_translated_and_says_so(env, task):
    env.reset(task)
    actions = walkthrough(task)
    for action in actions[:-1]:
        env.step(action)
    move = actions[-1]  # "move X to Y"
    obj, recep = move.removeprefix("move ").split(" to ")
    result = env.step(f"put {obj} in/on {recep}")
    assert result.info["translated_to"] == move
    assert result.success


def test_replay_is_deterministic(env, task):
    actions = ["think: let me look around.", "look"] + walkthrough(task)
    env.reset(task)
    recorded = [env.step(a).observation for a in actions]
    env.reset(task)
    replayed = [env.replay(a, o) for a, o in zip(actions, recorded)]
    assert [r.observation for r in replayed] == recorded
    assert not any("replay_mismatch" in r.info for r in replayed)
    assert replayed[-1].success


def test_replay_reports_a_mismatch_instead_of_hiding_it(env, task):
    env.reset(task)
    go = walkthrough(task)[0]
    result = env.replay(go, "On the shelf 1, you see a golden apple 1.")
    assert "replay_mismatch" in result.info
    assert "golden apple" in result.info["replay_mismatch"]
    assert result.observation.startswith("You arrive at ")  # the real observation is kept


def test_stepping_before_reset_is_an_invalid_action_not_a_crash():
    result = AlfWorldEnv().step("go to fridge 1")
    assert result.observation.startswith("Invalid action")

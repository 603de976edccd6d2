"""ALFWorld's progress rate follows AgentBoard: subgoals per task type, reached / (subgoals + 1),
1.0 once won, never falling; read from the game's PDDL facts."""

from __future__ import annotations

import json

import pytest

from react_core.environments.alfworld.progress import ProgressTracker, progress, subgoals
from react_core.environments.alfworld.task_types import TASK_TYPES

PARAMS = {"object_target": "Apple", "parent_target": "Fridge", "toggle_target": "DeskLamp", "mrecep_target": ""}
ROOM = [  # a counter with an apple, a closed fridge, the agent at the start
    ("atlocation", "agent1", "loc_start"),
    ("receptacleatlocation", "countertop_1", "loc_1"),
    ("receptacletype", "countertop_1", "countertoptype"),
    ("receptacleatlocation", "fridge_1", "loc_2"),
    ("receptacletype", "fridge_1", "fridgetype"),
    ("openable", "fridge_1"),
    ("objecttype", "apple_1", "appletype"),
    ("inreceptacle", "apple_1", "countertop_1"),
]


def moved(facts, **changes):
    """The room with the agent somewhere else, holding something, or with extra facts."""
    out = [f for f in facts if f[0] != "atlocation"] + [("atlocation", "agent1", changes.get("at", "loc_start"))]
    if changes.get("holding"):
        out = [f for f in out if f != ("inreceptacle", changes["holding"], "countertop_1")]
        out.append(("holds", "agent1", changes["holding"]))
    return out + list(changes.get("plus", []))


def test_each_task_type_has_agentboards_subgoals():
    names = {t: [g.name for g in subgoals(t, PARAMS)] for t in TASK_TYPES}
    assert names["pick_and_place_simple"] == ["find an apple", "pick up an apple"]
    assert names["pick_clean_then_place_in_recep"] == ["find an apple", "pick up an apple", "clean the apple"]
    assert names["pick_heat_then_place_in_recep"][-1] == "heat the apple"
    assert names["pick_cool_then_place_in_recep"][-1] == "cool the apple"
    assert names["look_at_obj_in_light"][-1] == "find a desklamp"
    assert names["pick_two_obj_and_place"][-1] == "put an apple in a fridge"


def test_an_unknown_task_type_or_missing_params_has_no_subgoals():
    assert subgoals("pick_and_place_with_movable_recep", PARAMS) == []
    assert subgoals("pick_and_place_simple", {}) == []


def test_the_rate_leaves_one_slot_for_winning():
    assert progress(0, 2, won=False) == 0.0
    assert progress(2, 2, won=False) == pytest.approx(2 / 3)
    assert progress(1, 3, won=True) == 1.0  # a win is 1.0 whatever was matched on the way


def test_subgoals_are_read_from_the_state_and_never_cleared():
    tracker = ProgressTracker.begin("pick_cool_then_place_in_recep", PARAMS, ROOM)
    assert tracker.update(ROOM, won=False) == 0.0
    assert tracker.update(moved(ROOM, at="loc_1"), won=False) == 0.25  # the apple is in sight
    holding = moved(ROOM, at="loc_1", holding="apple_1")
    assert tracker.update(holding, won=False) == 0.5
    assert tracker.update(moved(ROOM, at="loc_2"), won=False) == 0.5  # put back down: still reached
    assert tracker.update(holding + [("iscool", "apple_1")], won=False) == 0.75
    assert tracker.reached == ["find an apple", "pick up an apple", "cool the apple"]
    assert tracker.update(ROOM, won=True) == 1.0


def test_a_closed_receptacle_hides_what_is_inside_until_opened():
    inside = [f for f in ROOM if f[0] != "inreceptacle"] + [("inreceptacle", "apple_1", "fridge_1")]
    tracker = ProgressTracker.begin("pick_and_place_simple", PARAMS, inside)
    assert tracker.update(moved(inside, at="loc_2"), won=False) == 0.0
    assert tracker.update(moved(inside, at="loc_2", plus=[("opened", "fridge_1")]), won=False) == pytest.approx(1 / 3)


def test_a_fact_already_true_at_the_start_is_not_progress():
    placed = ROOM + [("objecttype", "apple_2", "appletype"), ("inreceptacle", "apple_2", "fridge_1")]
    tracker = ProgressTracker.begin("pick_two_obj_and_place", PARAMS, placed)
    tracker.update(moved(placed, at="loc_3"), won=False)
    assert "put an apple in a fridge" not in tracker.reached
    tracker.update(placed + [("inreceptacle", "apple_1", "fridge_1")], won=False)
    assert "put an apple in a fridge" in tracker.reached


# ----- on the real engine -----------------------------------------------------------------------
engine = pytest.importorskip("textworld", reason="the ALFWorld engine (alfworld==0.4.2) is not installed")

from react_core.environments.alfworld import AlfWorldEnv, list_games


def two_of_each_type():
    games = list_games("bundled")
    return [g for t in TASK_TYPES for g in [g for g in games if g.meta["task_type"] == t][:2]]


def walkthrough(task):
    return json.loads(open(task.meta["game_file"]).read())["walkthrough"]


@pytest.fixture(scope="module")
def env():
    return AlfWorldEnv(warm_games=1)


@pytest.mark.parametrize("task", two_of_each_type(), ids=lambda t: t.id.split("/")[1])
def test_a_walkthrough_climbs_to_one_subgoal_by_subgoal(env, task):
    env.reset(task)
    results = [env.step(action) for action in walkthrough(task)]
    rates = [r.info["progress"] for r in results]
    total = len(results[-1].info["subgoals"])
    assert rates == sorted(rates), "progress never falls"
    assert rates[-1] == 1.0 and results[-1].success
    assert all(rate < 1.0 for rate in rates[:-1]), "only the winning step reaches 1.0"
    for result in results[:-1]:
        reached = len(result.info["subgoals_reached"])
        assert result.info["progress"] == round(reached / (total + 1), 4)
    assert results[-1].info["subgoals_reached"] == results[-1].info["subgoals"], "the walkthrough passes every subgoal"
    assert len(set(rates)) >= 3, "it climbs in steps, not in one jump"


def test_doing_nothing_stays_at_zero(env):
    task = two_of_each_type()[0]
    env.reset(task)
    for action in ["look", "inventory", "think: where could it be?", "jump", "examine nothing 1"]:
        result = env.step(action)
        assert result.info["progress"] == 0.0 and result.info["subgoals_reached"] == []
    assert env.progress == 0.0

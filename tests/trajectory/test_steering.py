"""Steering: every human change is a typed record handed to `Steering.apply`, saved at once."""

from __future__ import annotations

import pytest

from react_core.engine.engine import Engine
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import (
    OPERATIONS,
    DeleteBranch,
    DeleteThought,
    EditThought,
    HandOver,
    InsertThought,
    ReplaceAction,
    Steering,
    SwitchBranch,
    TakeBack,
    change_at,
)
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory


class CountingSink:
    def __init__(self) -> None:
        self.saved: list[int] = []

    def save(self, trajectory: Trajectory) -> None:
        self.saved.append(len(trajectory.branches))


def two_steps() -> Trajectory:
    trajectory = Trajectory.start(Task("t", "hotpotqa", "Where?", gold="here"), "react")
    for kind, text in [("thought", "Look."), ("action", "Search[x]"), ("observation", "x is here.")]:
        author = Author.ENVIRONMENT if kind == "observation" else Author.MODEL
        trajectory.append(Step(StepKind(kind), text, author))
    return trajectory


@pytest.mark.parametrize(
    ("operation", "change"),
    [
        ("edit", EditThought(2, "text")),
        ("delete", DeleteThought(2)),
        ("insert_before", InsertThought(2, "text", "before")),
        ("insert_after", InsertThought(2, "text", "after")),
        ("replace", ReplaceAction(2, "text")),
    ],
)
def test_each_operation_of_the_step_editor_names_the_change_it_makes(operation, change):
    assert operation in OPERATIONS
    assert change_at(operation, 2, "text") == change


def test_an_unknown_operation_is_refused_with_the_choices():
    with pytest.raises(TrajectoryError, match="Unknown change 'rewrite'; choose one of: edit, delete"):
        change_at("rewrite", 0, "x")


def test_every_change_is_saved_at_once_and_a_refused_one_saves_nothing():
    sink = CountingSink()
    trajectory = two_steps()
    steering = Steering(trajectory, sink)
    root = trajectory.active_branch
    edited = steering.apply(EditThought(0, "Look closer."))
    assert sink.saved == [2] and trajectory.active_branch == edited.id
    with pytest.raises(TrajectoryError, match="same as the original"):
        steering.apply(EditThought(0, "Look closer."))
    assert sink.saved == [2] and len(trajectory.branches) == 2
    assert steering.apply(SwitchBranch(root)).id == root
    assert steering.apply(DeleteBranch(edited.id)) == "main.1"  # its name, for the notice
    assert sink.saved == [2, 2, 1] and set(trajectory.branches) == {root}


def test_switching_to_a_deleted_branch_is_a_clear_error():
    steering = Steering(two_steps())
    with pytest.raises(TrajectoryError, match="does not exist"):
        steering.apply(SwitchBranch("gone"))


def test_handing_over_a_branch_the_model_wrote_last_changes_nothing_and_saves_nothing():
    sink = CountingSink()
    trajectory = two_steps()
    assert Steering(trajectory, sink).apply(HandOver()) is trajectory.branch()
    assert sink.saved == [] and len(trajectory.branches) == 1


def test_taking_back_needs_a_step_the_person_played():
    with pytest.raises(TrajectoryError, match="not one you played"):
        Steering(two_steps()).apply(TakeBack())


def test_steering_has_one_public_path_and_the_engine_none_of_its_own():
    public = {name for name in vars(Steering) if not name.startswith("_")}
    assert public == {"apply", "save"}
    named = {"edit_thought", "delete_thought", "insert_thought", "replace_action", "switch_branch", "delete_branch"}
    assert not named & set(vars(Engine))

"""The branch diff: against the branch the shown one was forked from by default, the first difference marked,
each branch's outcome in its header, long observations cut."""

from __future__ import annotations

import pytest

from react_core.session.controller import RunController
from react_core.trajectory.steering import EditThought, Steering
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.ui.test_app_common import open_page
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def three_generations() -> Trajectory:
    trajectory = Trajectory.start(Task("q", "hotpotqa", "Where was Freddie Mercury born?"), "react")
    for kind, text in [
        ("thought", "Search him."),
        ("action", "Search[Freddie Mercury]"),
        ("observation", "Freddie Mercury was born in Zanzibar. " + "x" * 400),
        ("thought", "He was born in Zanzibar."),
        ("action", "Finish[Zanzibar]"),
    ]:
        author = Author.ENVIRONMENT if kind == "observation" else Author.MODEL
        trajectory.append(Step(StepKind(kind), text, author))
    root = trajectory.active_branch
    steering = Steering(trajectory)
    steering.apply(EditThought(3, "Check the page once more."))  # the child, now active
    steering.apply(EditThought(0, "Look him up."))  # the grandchild, now active
    trajectory.branches[root].name = "main"
    return trajectory


def test_the_diff_compares_with_the_parent_branch_marks_the_first_difference_and_cuts_long_text():
    """It opened against the root, so the grandchild's one change read as every change since (issue 43)."""
    trajectory = three_generations()
    at = open_page("app.py")
    at.session_state["_run:run"] = RunSession("run", RunController(trajectory=trajectory))
    at.run()
    at.segmented_control(key="run:view").set_value("Branches").run()
    parent = trajectory.branch().parent_id
    assert parent != vm.root_of(trajectory, trajectory.active_branch)
    assert at.selectbox(key="run:diff:left").value == parent
    diff = next(h.proto.body for h in at.get("html") if "rx-diff" in h.proto.body)
    rows = diff.split("<tr")[2:]
    assert "rx-first-diff" in rows[0]  # the grandchild changed the very first thought
    assert "x" * 150 in diff and "x" * 170 not in diff and "x…" in diff  # cut at 200 characters
    assert "Not finished yet." in diff
    assert any("First difference at row 1 (Thought 1 / Thought 1)" in c.value for c in at.caption)


def test_first_divergence_and_root_of_on_their_own():
    trajectory = three_generations()
    active = trajectory.active_branch
    root = vm.root_of(trajectory, active)
    assert trajectory.branch(root).parent_id is None and root != trajectory.branch(active).parent_id
    assert vm.first_divergence(vm.align_branches(trajectory, root, root)) is None
    assert vm.first_divergence(vm.align_branches(trajectory, trajectory.branch(active).parent_id, root)) == 3

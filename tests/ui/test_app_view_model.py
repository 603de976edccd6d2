"""The pure helpers behind the pages: grouping by paper step, escaping, branch descriptions, diffs."""

from __future__ import annotations

from react_core.trajectory.steering import EditThought, InsertThought, Steering, SwitchBranch
from react_core.trajectory.steps import Author, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from ui.run_view import view_model as vm


def trajectory_with_two_steps() -> Trajectory:
    trajectory = Trajectory.start(Task("t1", "hotpotqa", "Where?", "Zanzibar"), "react")
    for kind, text in [
        (StepKind.THOUGHT, "think 1"),
        (StepKind.ACTION, "Search[A]"),
        (StepKind.OBSERVATION, "obs 1"),
        (StepKind.THOUGHT, "think 2"),
        (StepKind.ACTION, "Search[B]"),
        (StepKind.OBSERVATION, "obs 2"),
    ]:
        trajectory.append(Step(kind, text, Author.MODEL))
    return trajectory


def test_steps_are_grouped_by_the_papers_step_number():
    groups = vm.group_steps(trajectory_with_two_steps())
    assert [g.number for g in groups] == [1, 2]
    assert [(g.first_position, g.last_position) for g in groups] == [(0, 2), (3, 5)]


def test_text_is_escaped_and_long_observations_fold():
    trajectory = trajectory_with_two_steps()
    trajectory.append(Step(StepKind.THOUGHT, "<img src=x onerror=alert(1)>", Author.HUMAN_INSERT))
    trajectory.append(Step(StepKind.ACTION, "Search[C]", Author.MODEL))
    trajectory.append(Step(StepKind.OBSERVATION, "word " * 200, Author.ENVIRONMENT))
    html = vm.group_html(vm.group_steps(trajectory)[-1], "hotpotqa")
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "<details" in html and "show all 1,000 characters" in html
    assert "inserted by you" in html


def test_branch_changes_use_the_pages_step_names():
    trajectory = trajectory_with_two_steps()
    steering = Steering(trajectory)
    branch = steering.apply(EditThought(3, "better"))
    assert vm.describe_change(trajectory, branch) == "edited Thought 2"
    steering.apply(SwitchBranch(branch.parent_id))
    other = steering.apply(InsertThought(2, "hint", "after"))
    assert vm.describe_change(trajectory, other) == "inserted thought after Observation 1"


def test_branches_align_by_position_and_shared_steps_compare_equal():
    trajectory = trajectory_with_two_steps()
    root = trajectory.active_branch
    fork = Steering(trajectory).apply(EditThought(3, "better"))
    rows = vm.align_branches(trajectory, root, fork.id)
    assert [r.same for r in rows] == [True, True, True, False, False, False]
    assert rows[4].right is None


def test_verdict_scores_against_gold_and_tree_lists_children_under_parents():
    trajectory = trajectory_with_two_steps()
    root = trajectory.active_branch
    fork = Steering(trajectory).apply(EditThought(3, "better"))
    branch = trajectory.branch(fork.id)
    trajectory.append(Step(StepKind.ACTION, "Finish[zanzibar]", Author.MODEL), fork.id)
    branch.outcome, branch.answer = Outcome.ANSWERED, "zanzibar"
    assert vm.verdict(trajectory, fork.id).correct is True
    assert vm.verdict(trajectory, root).state == "running"
    assert [(d, b.id) for d, b in vm.branch_tree(trajectory)] == [(0, root), (1, fork.id)]


def test_a_cached_call_counts_the_time_it_first_took_and_says_it_was_cached():
    from react_core.trajectory.steps import Author, ModelCall, Step, StepKind
    from react_core.trajectory.task import Task
    from react_core.trajectory.trajectory import Trajectory

    trajectory = Trajectory.start(Task("q", "hotpotqa", "Q?"), "react")
    call = trajectory.add_call(ModelCall("p", "out", "m", latency_s=0.001, cache_hit=True, original_latency_s=2.5))
    trajectory.append(Step(StepKind.THOUGHT, "t", Author.MODEL, call_id=call.id))
    row = vm.summary_row(trajectory)
    assert row["seconds"] == 2.5 and row["cached"] == 1
    meta = vm.call_meta([call])
    assert "2.50 s when first asked" in meta and "cached" in meta
    assert Trajectory.from_dict(trajectory.to_dict()).calls[call.id].original_latency_s == 2.5

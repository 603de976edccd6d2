"""What a change keeps and drops, said before it is applied; a deleted thought marked where it stood;
the branch diff lined up on a deletion (issue 37)."""

from __future__ import annotations

from react_core.trajectory.branch_diff import align_branches, first_divergence
from react_core.trajectory.steering import (
    DeleteThought,
    EditThought,
    Steering,
    SwitchBranch,
    deleted_thoughts,
    fork_effect,
)
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

# Thought 1 (0), Action 1 (1), Observation 1 (2), Thought 2 (3), Action 2 (4), Observation 2 (5)
STEPS = [
    ("thought", "Look for x."),
    ("action", "Search[x]"),
    ("observation", "x is here."),
    ("thought", "So it is here."),
    ("action", "Finish[here]"),
    ("observation", "Episode finished."),
]


def two_rounds() -> Trajectory:
    trajectory = Trajectory.start(Task("t", "hotpotqa", "Where?", gold="here"), "react")
    for kind, text in STEPS:
        author = Author.ENVIRONMENT if kind == "observation" else Author.MODEL
        trajectory.append(Step(StepKind(kind), text, author))
    return trajectory


def test_deleting_a_thought_before_a_later_edit_says_the_edit_is_dropped_before_it_is_applied():
    trajectory = two_rounds()
    Steering(trajectory).apply(EditThought(3, "I edited this."))  # the person's edit of Thought 2
    effect = fork_effect(trajectory, "delete", 0)
    assert effect.kept_after == [1, 2]  # Action 1 and Observation 1 stay
    assert effect.dropped == [3]  # the edited branch ends at its edit (the later steps stay its parent's)
    assert effect.dropped_by_person == [3], "the edit of Thought 2 is named as lost on the new branch"


def test_each_change_drops_the_steps_after_it_and_the_original_keeps_them():
    trajectory = two_rounds()
    assert fork_effect(trajectory, "edit", 3).dropped == [4, 5]
    assert fork_effect(trajectory, "insert_before", 3).dropped == [3, 4, 5]
    assert fork_effect(trajectory, "insert_after", 5).dropped == []
    assert fork_effect(trajectory, "replace", 1).dropped == [2, 3, 4, 5]
    assert fork_effect(trajectory, "delete", 3).kept_after == [4, 5]
    assert fork_effect(trajectory, "delete", 3).dropped == []


def test_a_deleted_thought_is_found_where_it_stood_on_the_branch_and_on_branches_forked_from_it():
    trajectory = two_rounds()
    steering = Steering(trajectory)
    root = trajectory.active_branch
    deleted = steering.apply(DeleteThought(3))
    marks = deleted_thoughts(trajectory)
    assert list(marks) == [3] and marks[3].step.text == "So it is here." and marks[3].parent_id == root
    assert trajectory.steps_of()[3].text == "Finish[here]"  # the kept action now stands there
    steering.apply(EditThought(0, "Look for x first."))  # forked before the deletion: it is not on this one
    assert deleted_thoughts(trajectory) == {}
    steering.apply(SwitchBranch(deleted.id))
    assert list(deleted_thoughts(trajectory)) == [3]
    assert deleted_thoughts(trajectory, root) == {}


def test_the_diff_lines_up_the_kept_steps_beside_the_originals():
    trajectory = two_rounds()
    root = trajectory.active_branch
    deleted = Steering(trajectory).apply(DeleteThought(3))
    rows = align_branches(trajectory, root, deleted.id)
    assert [(r.left is not None, r.right is not None, r.same) for r in rows] == [
        (True, True, True),
        (True, True, True),
        (True, True, True),
        (True, False, False),  # Thought 2, deleted on the right: one gap
        (True, True, True),  # Action 2 and Observation 2 beside themselves, not "different"
        (True, True, True),
    ]
    assert rows[3].gap and first_divergence(rows) == 3
    assert (rows[4].left_at, rows[4].right_at) == (4, 3)


def test_two_unrelated_step_lists_still_line_up_position_by_position():
    a, b = two_rounds(), two_rounds()  # two runs of their own: no step in common
    rows = align_branches(a, a.active_branch, a.active_branch)
    assert all(r.same for r in rows)
    from react_core.trajectory.branch_diff import align_steps

    rows = align_steps(a.steps_of(), b.steps_of()[:4])
    assert len(rows) == 6 and not any(r.gap for r in rows)


def test_the_steering_editor_says_a_delete_drops_a_later_edit_before_it_is_applied_and_the_card_marks_it(app_home):
    from tests.ui.test_app_common import FREDDIE, QUEEN, click, open_page, run_state, scripted

    at = open_page("app.py", scripted(QUEEN, FREDDIE))
    click(at, "run:step")
    click(at, "run:step")
    at.button(key="run:3:steer").click().run()  # the second card: edit Thought 2
    at.text_area(key="run:3:ed:edit:text").input("I edited Thought 2.").run()
    click(at, "run:3:ed:apply")
    at.button(key="run:0:steer").click().run()
    at.segmented_control(key="run:0:ed:op").set_value("delete").run()
    said = " ".join(w.value for w in at.warning).replace("\\", "")
    assert "Deletes Thought 1; Action 1 and Observation 1 right after it stay." in said
    assert "Among them is what you wrote (Thought 2): the new branch will not have it." in said
    click(at, "run:0:ed:apply")
    cards = " ".join(h.proto.body for h in at.get("html"))
    assert "deleted by you" in cards and "<s>" in cards and "Thought 1" in cards
    assert run_state(at).trajectory.steps_of()[0].kind == StepKind.ACTION

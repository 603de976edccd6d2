"""Steering: every change a person makes to a trajectory, and the only code that makes one.

Edit, delete or insert a thought, replace an action (each forks a new branch and leaves the
original untouched), switch the active branch, delete a branch; and, while a person plays the
agent's part, take back their last step or hand the branch over to the model. Each change is saved through
the sink at once. The engine steers through this class (`Engine.steering`), and the app uses
the same object when it has no engine yet (a trajectory just reopened from History), so the
tests of this class cover the path the app takes.
"""

from __future__ import annotations

from typing import Protocol

from react_core.trajectory.trajectory import Author, Branch, StepKind, Trajectory, TrajectoryError

# The changes a person can make at a step, with the words the app shows for them.
OPERATIONS = {
    "edit": "Edit thought",
    "delete": "Delete thought",
    "insert_before": "Insert thought before",
    "insert_after": "Insert thought after",
    "replace": "Replace action",
}


class TrajectorySink(Protocol):
    """Where a trajectory is saved after every change (e.g. the History store)."""

    def save(self, trajectory: Trajectory) -> None: ...


class Steering:
    """The changes a person makes to one trajectory, each saved as soon as it is made."""

    def __init__(self, trajectory: Trajectory, sink: TrajectorySink | None = None) -> None:
        self.trajectory = trajectory
        self.sink = sink

    def apply(self, operation: str, position: int, text: str = "") -> Branch:
        """One of OPERATIONS at `position` of the active branch; returns the new branch."""
        branch_id = self.trajectory.active_branch
        t = self.trajectory
        if operation == "edit":
            branch = t.fork_edit_thought(branch_id, position, text)
        elif operation == "delete":
            branch = t.fork_delete_thought(branch_id, position)
        elif operation in ("insert_before", "insert_after"):
            branch = t.fork_insert_thought(branch_id, position, text, operation.removeprefix("insert_"))
        elif operation == "replace":
            branch = t.fork_replace_action(branch_id, position, text)
        else:
            raise TrajectoryError(f"Unknown change {operation!r}; choose one of: {', '.join(OPERATIONS)}.")
        self.save()
        return branch

    def edit_thought(self, position: int, text: str) -> Branch:
        return self.apply("edit", position, text)

    def delete_thought(self, position: int) -> Branch:
        return self.apply("delete", position)

    def insert_thought(self, position: int, text: str, where: str = "after") -> Branch:
        if where not in ("before", "after"):
            raise TrajectoryError("Insert a thought 'before' or 'after' a step.")
        return self.apply(f"insert_{where}", position, text)

    def replace_action(self, position: int, action: str) -> Branch:
        return self.apply("replace", position, action)

    def take_back(self) -> int:
        """Undo the person's last played step on the active branch (see Trajectory.take_back_played)."""
        removed = self.trajectory.take_back_played(self.trajectory.active_branch)
        self.save()
        return removed

    def hand_over(self) -> Branch:
        """The branch the model continues on after a person played: a new branch forked at the end
        when the person wrote its last step (the played branch stays theirs, as steering keeps the
        original), else the active branch itself."""
        steps = self.trajectory.steps_of()
        written = [s for s in steps if s.kind != StepKind.OBSERVATION]
        if self.trajectory.branch().finished:
            raise TrajectoryError("This branch has finished; there is nothing left for the model to continue.")
        if not written or written[-1].author != Author.HUMAN_PLAY:
            return self.trajectory.branch()
        # "step N" names a position, as in every change (the page shows it as e.g. "Observation 2").
        branch = self.trajectory.fork_at(
            self.trajectory.active_branch, len(steps), f"handed over to the model after step {len(steps)}"
        )
        self.save()
        return branch

    def switch_branch(self, branch_id: str) -> Branch:
        """Make another branch the active one (a clear error if it is gone)."""
        branch = self.trajectory.branch(branch_id)
        self.trajectory.active_branch = branch_id
        self.save()
        return branch

    def delete_branch(self, branch_id: str) -> str:
        """Delete a branch and the branches forked from it; returns its name."""
        name = self.trajectory.branch(branch_id).name
        self.trajectory.delete_branch(branch_id)
        self.save()
        return name

    def save(self) -> None:
        if self.sink is not None:
            self.sink.save(self.trajectory)

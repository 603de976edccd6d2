"""Steering: every change a person makes to a trajectory, and the only code that makes one.

Each change is a small typed record handed to one method, `Steering.apply`:

    steering.apply(EditThought(3, "I should search the Danube."))   # -> the new branch
    steering.apply(InsertThought(2, "Vienna lies on the Danube.", "before"))
    steering.apply(DeleteThought(3)); steering.apply(ReplaceAction(1, "Search[Vienna]"))
    steering.apply(OverrideObservation(2, "Vienna lies on the Danube."))  # "what if the search had found it?"
    steering.apply(SwitchBranch(branch_id)); steering.apply(DeleteBranch(branch_id))  # -> its name
    steering.apply(TakeBack())   # -> how many steps went;   steering.apply(HandOver())
    steering.apply(ResumeWith(4, RunWith("qwen2.5-0.5b", temperature=0.7)))  # -> the new branch

Edit, delete, insert, replace and override each fork a new branch and leave the original untouched (the
forking itself is `Trajectory.fork_*`); switch the active branch, delete a branch; and, while a
person plays the agent's part, take back their last step or hand the branch over to the model.
ResumeWith forks at a step with nothing changed but the model, temperature or prompt set the new
branch runs with from there (react_core.trajectory.run_with); the engine opens that model for it.
An override is written by the person in the environment's place (`Author.HUMAN_OVERRIDE`) and
stands on replay (react_core.engine.engine). A replaced action is first checked by `check_action`
when the steering has one (a tools family's: the tool exists, its JSON arguments fit its schema).
Each change is saved through the sink at once. The engine steers through this class
(`Engine.steering`), and the app uses the same object when it has no engine yet (a trajectory just
reopened from History), so the tests of this class cover the path the app takes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, overload

from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.run_with import RunWith, settings_at
from react_core.trajectory.steps import BY_A_PERSON, Author, Branch, Step, StepKind
from react_core.trajectory.trajectory import Trajectory, kept_after_deleted_thought

# The changes a person can make at a step, with the words the app shows for them.
Operation = Literal["edit", "delete", "insert_before", "insert_after", "replace", "override"]
OPERATIONS: dict[Operation, str] = {
    "edit": "Edit thought",
    "delete": "Delete thought",
    "insert_before": "Insert thought before",
    "insert_after": "Insert thought after",
    "replace": "Replace action",
    "override": "Override observation",
}
# What is wrong with an action a person wrote, or None when it can be sent (see Family.check_action).
ActionCheck = Callable[[str], str | None]


@dataclass(frozen=True)
class EditThought:
    """Rewrite the thought at `position` (a step index of the active branch)."""

    position: int
    text: str


@dataclass(frozen=True)
class DeleteThought:
    """Drop the thought at `position`, keeping the action and observation after it."""

    position: int


@dataclass(frozen=True)
class InsertThought:
    """A person's thought before or after the step at `position` (the paper's hints)."""

    position: int
    text: str
    where: Literal["before", "after"] = "after"


@dataclass(frozen=True)
class ReplaceAction:
    """Another action at `position`; the environment answers it on the next step."""

    position: int
    action: str
    # A tool-call agent's call ({"name", "arguments", "id"}) that `action` writes as text; made and
    # checked against the tool's schema by react_core.engine.tool_steering.replace_call.
    tool_call: dict[str, str] | None = None


@dataclass(frozen=True)
class OverrideObservation:
    """What the environment should have answered at `position` ("what if the search had found the
    page?"); the model reads it on resume, and replay never asks the environment for it again."""

    position: int
    text: str


@dataclass(frozen=True)
class SwitchBranch:
    """Make another branch the active one."""

    branch_id: str


@dataclass(frozen=True)
class DeleteBranch:
    """Delete a branch and the branches forked from it."""

    branch_id: str


@dataclass(frozen=True)
class TakeBack:
    """Undo the person's last played step on the active branch."""


@dataclass(frozen=True)
class HandOver:
    """Let the model continue a branch a person played."""


@dataclass(frozen=True)
class ResumeWith:
    """Fork at `position` (the step there is written again) and run on with other model settings."""

    position: int
    settings: RunWith


Fork = EditThought | DeleteThought | InsertThought | ReplaceAction | OverrideObservation
Change = Fork | SwitchBranch | DeleteBranch | TakeBack | HandOver | ResumeWith


def change_at(operation: str, position: int, text: str = "") -> Fork:
    """The change one of OPERATIONS makes at `position` (the app's step editor names them so)."""
    if operation == "edit":
        return EditThought(position, text)
    if operation == "delete":
        return DeleteThought(position)
    if operation == "insert_before":
        return InsertThought(position, text, "before")
    if operation == "insert_after":
        return InsertThought(position, text, "after")
    if operation == "replace":
        return ReplaceAction(position, text)
    if operation == "override":
        return OverrideObservation(position, text)
    raise TrajectoryError(f"Unknown change {operation!r}; choose one of: {', '.join(OPERATIONS)}.")


@dataclass(frozen=True)
class ForkEffect:
    """What one of OPERATIONS at a position would keep and drop, said before it is applied. Positions
    are the active branch's; the original branch keeps every step whatever the change."""

    kept_after: list[int]  # steps after the change the new branch still has (Delete's action and observation)
    dropped: list[int]  # steps the new branch will not have (the model writes them again on Resume)
    dropped_by_person: list[int]  # those of them a person wrote: edits, inserted hints, overrides, played steps


def fork_effect(trajectory: Trajectory, operation: str, position: int) -> ForkEffect:
    """What `change_at(operation, position, ...)` on the active branch keeps and drops. Every change
    forks at its step and leaves the later steps to the branch it came from, except Delete thought,
    which keeps the action and observation right after the thought."""
    steps = trajectory.steps_of()
    if not 0 <= position < len(steps) and not (position == 0 and not steps):
        raise TrajectoryError(f"There is no step {position + 1} on this branch.")
    first_dropped = {"insert_before": position}.get(operation, position + 1)
    kept: list[int] = []
    if operation == "delete":
        kept = list(range(position + 1, position + 1 + len(kept_after_deleted_thought(steps, position))))
        first_dropped = position + 1 + len(kept)
    dropped = list(range(first_dropped, len(steps)))
    by_person = [i for i in dropped if steps[i].author in BY_A_PERSON]
    return ForkEffect(kept, dropped, by_person)


@dataclass(frozen=True)
class DeletedThought:
    """A thought a person deleted on the way to a branch: the step, and where it stood in the branch
    it was deleted from (`parent_id`, `at`); on the branch, the step after it now stands at `at`."""

    step: Step
    parent_id: str
    at: int


DELETED = "deleted thought at step "  # how fork_delete_thought names its change


def deleted_thoughts(trajectory: Trajectory, branch_id: str | None = None) -> dict[int, DeletedThought]:
    """The thoughts deleted on the way to `branch_id` that its steps still reflect, by the position on
    the branch where each stood (the kept action now stands there). A deletion on an ancestor counts
    while the branch still shares the ancestor's steps up to it."""
    found: dict[int, DeletedThought] = {}
    branch = trajectory.branch(branch_id)
    shared = len(branch.step_ids)  # the part of `branch` each ancestor's positions still describe
    while branch.parent_id is not None and branch.parent_id in trajectory.branches:
        parent = trajectory.branches[branch.parent_id]
        if branch.change.startswith(DELETED) and branch.fork_at <= shared:
            before = trajectory.steps_of(parent.id)
            if branch.fork_at < len(before) and before[branch.fork_at].kind == StepKind.THOUGHT:
                found[branch.fork_at] = DeletedThought(before[branch.fork_at], parent.id, branch.fork_at)
        shared = min(shared, branch.fork_at)
        branch = parent
    return found


class TrajectorySink(Protocol):
    """Where a trajectory is saved after every change (e.g. the History store)."""

    def save(self, trajectory: Trajectory) -> None: ...


class Steering:
    """The changes a person makes to one trajectory, each saved as soon as it is made."""

    def __init__(
        self, trajectory: Trajectory, sink: TrajectorySink | None = None, check_action: ActionCheck | None = None
    ) -> None:
        self.trajectory = trajectory
        self.sink = sink
        self.check_action = check_action

    @overload
    def apply(self, change: Fork | SwitchBranch | HandOver | ResumeWith) -> Branch: ...
    @overload
    def apply(self, change: DeleteBranch) -> str: ...
    @overload
    def apply(self, change: TakeBack) -> int: ...

    def apply(self, change: Change) -> Branch | str | int:
        """Make one change and save it. A fork and a switch return the branch now active, a hand-over
        the branch the model continues on, a deleted branch its name, a take-back how many steps went.
        A change that cannot be made raises TrajectoryError and leaves the trajectory as it was."""
        active = self.trajectory.active_branch
        result = self._make(change)
        if not (isinstance(change, HandOver) and self.trajectory.active_branch == active):
            self.save()  # (a hand-over that continues the same branch changed nothing)
        return result

    def _make(self, change: Change) -> Branch | str | int:
        t, branch_id = self.trajectory, self.trajectory.active_branch
        match change:
            case EditThought(position, text):
                return t.fork_edit_thought(branch_id, position, text)
            case DeleteThought(position):
                return t.fork_delete_thought(branch_id, position)
            case InsertThought(position, text, where):
                return t.fork_insert_thought(branch_id, position, text, where)
            case ReplaceAction(position, action, tool_call):
                problem = self.check_action(action.strip()) if self.check_action and action.strip() else None
                if problem:
                    raise TrajectoryError(problem)
                return t.fork_replace_action(branch_id, position, action, tool_call)
            case OverrideObservation(position, text):
                return t.fork_override_observation(branch_id, position, text)
            case SwitchBranch(target):
                branch = t.branch(target)  # a clear error if it is gone
                t.active_branch = target
                return branch
            case DeleteBranch(target):
                name = t.branch(target).name
                t.delete_branch(target)
                return name
            case TakeBack():
                return t.take_back_played(branch_id)  # see Trajectory.take_back_played
            case HandOver():
                return self._hand_over()
            case ResumeWith(position, settings):
                return self._resume_with(position, settings)
        raise TrajectoryError(f"Not a change a person can make: {change!r}.")

    def _hand_over(self) -> Branch:
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
        return self.trajectory.fork_at(
            self.trajectory.active_branch, len(steps), f"handed over to the model after step {len(steps)}"
        )

    def _resume_with(self, position: int, settings: RunWith) -> Branch:
        """A branch forked at `position` that runs with `settings` from there; the original keeps its steps."""
        t = self.trajectory
        steps = t.steps_of()
        if not 0 <= position <= len(steps):
            raise TrajectoryError(f"There is no step {position + 1} on this branch to resume from.")
        current = settings_at(t, t.active_branch, position)
        if settings.same_model(current):
            raise TrajectoryError(
                f"Step {position + 1} already runs with {current.label()}; choose another model, "
                "temperature or prompt set."
            )
        change = f"from step {position + 1}: {current.change_to(settings)}"  # only what changed
        branch = t.fork_at(t.active_branch, position, change)
        branch.run_with = RunWith(**{**settings.to_dict(), "at": position}).to_dict()
        return branch

    def save(self) -> None:
        if self.sink is not None:
            self.sink.save(self.trajectory)

"""The paper's Figure 5 demo: a recorded ReAct failure on an ALFWorld game, and two thought edits.

The data file holds a real trajectory recorded with the embedded model (its failing branch,
and the branch the two edits led to when one was reached), which model recorded it, and the
two edits a person makes to steer it. `load_figure5()` hands out a fresh copy of the failing
branch (new id, so History keeps each attempt) plus the guidance; the resume is always live.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import EditThought, InsertThought
from react_core.trajectory.steps import Author, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

FIGURE5_PATH = Path(__file__).resolve().parents[1] / "data" / "demos" / "figure5.json"
EDIT_KINDS = ("edit", "insert")  # edit a thought in place; insert a new thought after a step


class DemoError(RuntimeError):
    """The demo file is missing or unreadable; the message says what to do."""


@dataclass(frozen=True)
class GuidedEdit:
    """One change the guide asks for, made on the branch the previous change produced."""

    kind: str  # "edit" or "insert"
    position: int  # index in that branch's step list (where the change is made)
    original: str  # the model's thought being edited; for an insert, the step it goes after
    suggested: str  # the text to write
    why: str

    @property
    def change(self) -> EditThought | InsertThought:
        """The change that makes it, for `Steering.apply` (react_core.trajectory.steering)."""
        if self.kind == "edit":
            return EditThought(self.position, self.suggested)
        return InsertThought(self.position, self.suggested, "after")


@dataclass
class Figure5Demo:
    trajectory: Trajectory  # a fresh copy holding only the failing branch, active
    task_id: str
    model: dict[str, Any]  # {"name": ..., "config": ...} of the model that recorded it
    edits: list[GuidedEdit]
    success_reached: bool  # whether the recorded model reached success after the edits
    success_actions: int | None  # actions the successful resume took, when reached
    note: str  # what happened when it was recorded, in a sentence or two
    recorded: dict[str, Any]  # the file's whole recorded trajectory (every branch), as JSON data


def load_figure5(path: Path | None = None) -> Figure5Demo:
    """The demo, ready to open on the Run page. Raises DemoError with a fix when it cannot."""
    path = path or FIGURE5_PATH
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DemoError(
            f"The Figure 5 demo file is missing ({path}). Reinstall or update the workbench; the file ships with it."
        ) from exc
    except (OSError, json.JSONDecodeError) as exc:
        raise DemoError(f"The Figure 5 demo file could not be read ({path}): {exc}") from exc
    try:
        recorded = Trajectory.from_dict(data["trajectory"])
        edits = [GuidedEdit(**e) for e in data["edits"]]
        failing = data["failing_branch"]
        recorded.branch(failing)
    except (KeyError, TypeError, TrajectoryError) as exc:
        raise DemoError(f"The Figure 5 demo file is not valid ({path}): {exc}") from exc
    if len(edits) != 2 or any(e.kind not in EDIT_KINDS for e in edits):
        raise DemoError(f"The Figure 5 demo file is not valid ({path}): it needs two edits of kind {EDIT_KINDS}.")
    return Figure5Demo(
        trajectory=_fresh_copy(recorded, failing, _bundled_task(data["task_id"])),
        task_id=data["task_id"],
        model=dict(data.get("model", {})),
        edits=edits,
        success_reached=bool(data.get("success_reached")),
        success_actions=data.get("success_actions"),
        note=data.get("note", ""),
        recorded=data["trajectory"],
    )


def progress(demo: Figure5Demo, trajectory: Trajectory, branch_id: str | None = None) -> list[bool]:
    """Which guide steps a branch (default: the active one) shows done: the two edits, then success."""
    steps = trajectory.steps_of(branch_id)
    made = []
    for edit in demo.edits:
        at = edit.position if edit.kind == "edit" else edit.position + 1
        author = Author.HUMAN_EDIT if edit.kind == "edit" else Author.HUMAN_INSERT
        made.append(at < len(steps) and steps[at].kind == StepKind.THOUGHT and steps[at].author == author)
    return [*made, trajectory.branch(branch_id).success is True]


def furthest_branch(demo: Figure5Demo, trajectory: Trajectory) -> str:
    """The branch that has come furthest through the guide (the active one when none has come further):
    a change forked before the edits (e.g. a thought deleted above them) leaves them on the branch it
    was forked from, where the guide's progress still is."""
    active = trajectory.active_branch
    return max(trajectory.branches, key=lambda b: (sum(progress(demo, trajectory, b)), b == active))


def _bundled_task(task_id: str) -> Task:
    """The game as this installation has it (its files live where the workbench is installed)."""
    from react_core.environments.alfworld import list_games

    for task in list_games("bundled"):
        if task.id == task_id:
            return task
    raise DemoError(
        f"The Figure 5 demo's game {task_id} is not among the bundled ALFWorld games. "
        "Update the workbench so its bundled games and demo file match."
    )


def _fresh_copy(recorded: Trajectory, branch_id: str, task: Task) -> Trajectory:
    """The failing branch alone as a new trajectory: the edits are the user's to make."""
    copy = recorded.extract_branch(branch_id)
    copy.task = task
    copy.title = f"Figure 5 demo · {task.text}"[:80]
    return copy

"""Two step lists side by side, position by position: the diff the Branches tab draws and the
one-file share prints (a branch against its parent, or two methods' runs)."""

from __future__ import annotations

from dataclasses import dataclass

from react_core.trajectory.steps import Step
from react_core.trajectory.trajectory import Trajectory


@dataclass
class DiffRow:
    position: int  # the row's number (0-based)
    left: Step | None
    right: Step | None
    left_at: int | None = None  # where the step stands in its own list (None: a gap)
    right_at: int | None = None
    gap: bool = False  # this side lacks a step the other keeps, and the rows after line up again (a deletion)

    @property
    def same(self) -> bool:
        if self.left is None or self.right is None:
            return False
        return self.left.id == self.right.id or (
            self.left.kind == self.right.kind and self.left.text == self.right.text
        )


def align_steps(left: list[Step], right: list[Step]) -> list[DiffRow]:
    """Two step lists side by side (two branches, or two methods' runs), position by position, except
    that a step both keep (the same step id) is lined up with itself: a branch that deleted a thought
    shows one gap there, and the action and observation it kept stand beside the originals instead
    of every later row reading as different."""
    at_left = {step.id: i for i, step in enumerate(left)}
    at_right = {step.id: j for j, step in enumerate(right)}
    rows: list[DiffRow] = []
    i = j = 0
    while i < len(left) or j < len(right):
        here = left[i] if i < len(left) else None
        there = right[j] if j < len(right) else None
        if here is not None and there is not None and here.id != there.id:
            if at_left.get(there.id, -1) > i:  # the right side skipped left's step (it was deleted there)
                rows.append(DiffRow(len(rows), here, None, i, None, gap=True))
                i += 1
                continue
            if at_right.get(here.id, -1) > j:  # the left side skipped right's step
                rows.append(DiffRow(len(rows), None, there, None, j, gap=True))
                j += 1
                continue
        rows.append(DiffRow(len(rows), here, there, i if here is not None else None, j if there is not None else None))
        i += here is not None
        j += there is not None
    return rows


def align_branches(trajectory: Trajectory, left_id: str, right_id: str) -> list[DiffRow]:
    """Two branches side by side, position by position (shared steps compare equal)."""
    return align_steps(trajectory.steps_of(left_id), trajectory.steps_of(right_id))


def first_divergence(rows: list[DiffRow]) -> int | None:
    """The index of the first row where the two sides differ (None: identical)."""
    return next((i for i, row in enumerate(rows) if not row.same), None)

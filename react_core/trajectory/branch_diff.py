"""Two step lists side by side, position by position: the diff the Branches tab draws and the
one-file share prints (a branch against its parent, or two methods' runs)."""

from __future__ import annotations

from dataclasses import dataclass

from react_core.trajectory.trajectory import Step, Trajectory


@dataclass
class DiffRow:
    position: int
    left: Step | None
    right: Step | None

    @property
    def same(self) -> bool:
        if self.left is None or self.right is None:
            return False
        return self.left.id == self.right.id or (
            self.left.kind == self.right.kind and self.left.text == self.right.text
        )


def align_steps(left: list[Step], right: list[Step]) -> list[DiffRow]:
    """Two step lists side by side, position by position (two branches, or two methods' runs)."""
    return [
        DiffRow(i, left[i] if i < len(left) else None, right[i] if i < len(right) else None)
        for i in range(max(len(left), len(right)))
    ]


def align_branches(trajectory: Trajectory, left_id: str, right_id: str) -> list[DiffRow]:
    """Two branches side by side, position by position (shared steps compare equal)."""
    return align_steps(trajectory.steps_of(left_id), trajectory.steps_of(right_id))


def first_divergence(rows: list[DiffRow]) -> int | None:
    """The index of the first row where the two sides differ (None: identical)."""
    return next((i for i, row in enumerate(rows) if not row.same), None)

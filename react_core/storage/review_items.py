"""Which episodes a review goes through: the branches that failed or were flagged, and why.

An episode is in a review when its branch finished and scored below full marks (or ended in an
error or at the step limit), or when a flag rule found something on it (a loop, a search that
found nothing, a claim the pages did not show). What is left out is counted by reason, so an
empty review can say why it is empty.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from react_core.assist.diagnosis import diagnose
from react_core.engine import catalog
from react_core.storage.reviews import ReviewItem
from react_core.storage.store import model_name
from react_core.trajectory.flags import RULE_FAILED
from react_core.trajectory.steps import Outcome
from react_core.trajectory.trajectory import Trajectory

SUCCEEDED = "succeeded with no flag"
UNFINISHED = "not finished"


@dataclass
class Candidates:
    items: list[ReviewItem] = field(default_factory=list)
    left_out: Counter = field(default_factory=Counter)  # reason -> episodes

    def empty_reason(self) -> str:
        """Why there is nothing to review, in words: "no failed or flagged episodes (3 succeeded ...)"."""
        counted = ", ".join(f"{n} {reason}" for reason, n in self.left_out.items())
        return "There are no failed or flagged episodes to review" + (f" ({counted})." if counted else ".")


def why_of(trajectory: Trajectory, branch_id: str) -> str | None:
    """What puts this branch in a review ("scored wrong · loop, search found nothing"); None when
    it finished well and no rule flags it."""
    branch = trajectory.branch(branch_id)
    reasons = []
    if branch.outcome == Outcome.ERROR:
        reasons.append("ended in an error")
    elif branch.outcome == Outcome.STEP_LIMIT:
        reasons.append("step limit reached")
    else:
        points = catalog.score_branch(trajectory, branch_id).points
        if points is not None and points < 1:
            reasons.append("scored wrong")
    flags = [f.label for f in diagnose(trajectory, branch_id) if f.kind != RULE_FAILED]
    if flags:
        reasons.append(", ".join(dict.fromkeys(flags)))
    return " · ".join(reasons) or None


def item_for(trajectory: Trajectory, batch_id: str | None = None, model: str | None = None) -> ReviewItem | str:
    """The review item for the trajectory's current branch, or the reason it has none."""
    branch = trajectory.branch()
    if not branch.finished:
        return UNFINISHED
    why = why_of(trajectory, branch.id)
    if why is None:
        return SUCCEEDED
    return ReviewItem(
        trajectory.id,
        branch.id,
        trajectory.task.id,
        trajectory.method,
        model or model_name(trajectory),
        why,
        batch_id or trajectory.model.get("batch"),
    )


def from_trajectories(trajectories: Iterable[Trajectory]) -> Candidates:
    """The failed or flagged episodes among these trajectories (a History selection), in their order."""
    found = Candidates()
    for trajectory in trajectories:
        item = item_for(trajectory)
        if isinstance(item, str):
            found.left_out[item] += 1
        else:
            found.items.append(item)
    return found

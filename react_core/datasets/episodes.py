"""Which branches become training data, and the provenance each example carries.

An `Episode` is one finished branch of a trajectory. `select` walks trajectories (a History
selection, a batch) and keeps the branches the `Filters` ask for; what it leaves out is counted
by reason, so a summary can say why a batch gave fewer examples than episodes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from react_core.engine import catalog
from react_core.storage.store import model_name
from react_core.trajectory.steps import BY_A_PERSON
from react_core.trajectory.trajectory import Trajectory

# Methods whose branches read as steps (Thought / Action / Observation); CoT, Standard and the
# back-offs write one answer or mix two formats, so they give no step-by-step example.
STEP_METHODS = ("react", "act", "react_tools")
HUMAN = BY_A_PERSON  # a person wrote them


@dataclass(frozen=True)
class Filters:
    """What to keep. Empty tuples keep everything."""

    families: tuple[str, ...] = ()
    methods: tuple[str, ...] = ()
    models: tuple[str, ...] = ()
    batches: tuple[str, ...] = ()
    only_successful: bool = False  # EM / accuracy / success / reward = 1
    only_steered: bool = False  # a person edited or inserted a step on the branch
    only_winner: bool = False  # per trajectory, the one branch with the best score (> 0)


@dataclass(frozen=True)
class Episode:
    trajectory: Trajectory
    branch_id: str

    @property
    def branch(self):
        return self.trajectory.branch(self.branch_id)


@dataclass
class Selection:
    episodes: list[Episode] = field(default_factory=list)
    left_out: Counter = field(default_factory=Counter)  # reason -> branches


def score_of(trajectory: Trajectory, branch_id: str) -> float | None:
    """The family's one number for a finished branch (EM, accuracy, 1/0 success, reward)."""
    return catalog.score_branch(trajectory, branch_id).points


def succeeded(trajectory: Trajectory, branch_id: str) -> bool:
    return score_of(trajectory, branch_id) == 1.0


def steered(trajectory: Trajectory, branch_id: str) -> bool:
    """True when a person wrote or changed a step of this branch (a replaced action counts)."""
    return any(step.author in HUMAN for step in trajectory.steps_of(branch_id))


def models_of(trajectory: Trajectory) -> set[str]:
    """Every name the trajectory's model goes by: the batch label ("embedded:1.5b") and the calls' name."""
    return {name for name in (str(trajectory.model.get("model") or ""), model_name(trajectory)) if name}


def provenance(trajectory: Trajectory, branch_id: str) -> dict[str, Any]:
    """Where an example came from, carried by each record."""
    branch = trajectory.branch(branch_id)
    return {
        "trajectory_id": trajectory.id,
        "branch": branch.name,
        "branch_id": branch.id,
        "batch": trajectory.model.get("batch"),
        "model": model_name(trajectory),
        "prompt_set": trajectory.model.get("prompt_set") or "project",
        "family": trajectory.task.family,
        "method": trajectory.method,
        "task_id": trajectory.task.id,
        "score": score_of(trajectory, branch_id),
        "human_edited": steered(trajectory, branch_id),
        "trial": dict(branch.trial) if branch.trial else None,
    }


def select(trajectories: Iterable[Trajectory], filters: Filters = Filters()) -> Selection:
    """The finished branches that pass `filters`, in the order given; the rest counted by reason."""
    chosen = Selection()
    for trajectory in trajectories:
        reason = _trajectory_refused(trajectory, filters)
        if reason:
            chosen.left_out[reason] += len(trajectory.branches)
            continue
        kept = []
        for branch in sorted(trajectory.branches.values(), key=lambda b: b.created_at):
            reason = _branch_refused(trajectory, branch.id, filters)
            if reason:
                chosen.left_out[reason] += 1
            else:
                kept.append(Episode(trajectory, branch.id))
        if filters.only_winner and kept:
            best = max(score_of(trajectory, e.branch_id) or 0.0 for e in kept)
            winners = [e for e in kept if (score_of(trajectory, e.branch_id) or 0.0) == best and best > 0]
            chosen.left_out["not the winning branch"] += len(kept) - len(winners[:1])
            kept = winners[:1]
        chosen.episodes += kept
    return chosen


def _trajectory_refused(trajectory: Trajectory, filters: Filters) -> str | None:
    if trajectory.method not in STEP_METHODS:
        return f"method {trajectory.method} has no step-by-step format (ReAct and Act only)"
    if filters.families and trajectory.task.family not in filters.families:
        return "another family"
    if filters.methods and trajectory.method not in filters.methods:
        return "another method"
    if filters.models and not models_of(trajectory) & set(filters.models):
        return "another model"
    if filters.batches and trajectory.model.get("batch") not in filters.batches:
        return "another batch"
    return None


def _branch_refused(trajectory: Trajectory, branch_id: str, filters: Filters) -> str | None:
    if not trajectory.branch(branch_id).finished:
        return "unfinished"
    if filters.only_successful and not succeeded(trajectory, branch_id):
        return "not successful"
    if filters.only_steered and not steered(trajectory, branch_id):
        return "not steered by a person"
    return None

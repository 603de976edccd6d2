"""Preference pairs (DPO): the same point of a task, continued once well and once badly.

Two sources, both from one trajectory:
- "Try N times" (`react_core.assist.effect`): its tries of both arms start from the same fork point, the
  edited arm with the person's change and the original without it. Each winning try is paired
  with one losing try (a winner of the edited arm with a loser of the original first), each try
  used once, so N tries give at most N pairs and no try is counted twice.
- branches: a steered branch that won (score 1) against the branch it was forked from, which
  lost; the pair starts at their first divergence.
- reviews (`review_pairs`): a branch a person steered from a reviewed episode that scored better,
  carrying the review's annotation as provenance.

A pair is text in the paper's format: `prompt` is the instruction (or the whole few-shot prefix),
the task and the shared steps; `chosen` and `rejected` are the two continuations, each through
its last action (the environment's reply to it teaches nothing).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from react_core.assist.effect import arm_of, start_points, trials_of
from react_core.datasets.episodes import HUMAN, provenance, score_of, succeeded
from react_core.datasets.formats import instruction_of, prefix_of
from react_core.engine import catalog
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory


@dataclass(frozen=True)
class Pair:
    trajectory: Trajectory
    chosen: str  # branch ids
    rejected: str
    at: int  # the steps [0, at) both share
    source: str  # "try_n_times" | "branches" | "review"
    review: dict[str, Any] | None = None  # a review's annotation: category, marked step, review and batch ids


def first_divergence(trajectory: Trajectory, a: str, b: str) -> int:
    left, right = trajectory.branch(a).step_ids, trajectory.branch(b).step_ids
    at = 0
    while at < min(len(left), len(right)) and left[at] == right[at]:
        at += 1
    return at


def pairs_from_tries(trajectory: Trajectory) -> list[Pair]:
    """Winner / loser pairs among each measured branch's tries (see the module's docstring)."""
    found = []
    for edited in trajectory.branches.values():
        if not edited.effect:
            continue
        tries = [t for t in trials_of(trajectory, edited.id) if t.finished]
        winners = sorted((t for t in tries if succeeded(trajectory, t.id)), key=lambda t: arm_of(t) != "edited")
        losers = sorted((t for t in tries if not succeeded(trajectory, t.id)), key=lambda t: arm_of(t) != "original")
        for win, lose in zip(winners, losers):
            found.append(
                Pair(trajectory, win.id, lose.id, first_divergence(trajectory, win.id, lose.id), "try_n_times")
            )
    return found


def pairs_from_branches(trajectory: Trajectory) -> list[Pair]:
    """A steered branch that won against the original that lost, both finished, from where they part.

    The original is the branch the model last continued before the change (as for Try N times: an
    edit followed by an inserted hint is one change, measured against the branch before both)."""
    found = []
    for branch in trajectory.branches.values():
        if branch.trial or not branch.finished:
            continue
        try:
            original = trajectory.branch(start_points(trajectory, branch.id).original_branch)
        except TrajectoryError:  # no parent, or nothing changed at the fork
            continue
        if not original.finished or original.trial:
            continue
        at = first_divergence(trajectory, branch.id, original.id)
        person = any(s.author in HUMAN for s in trajectory.steps_of(branch.id)[at:])
        if person and succeeded(trajectory, branch.id) and (score_of(trajectory, original.id) or 0.0) < 1.0:
            found.append(Pair(trajectory, branch.id, original.id, at, "branches"))
    return found


def _through_last_action(steps):
    while steps and steps[-1].kind == StepKind.OBSERVATION:
        steps = steps[:-1]
    return steps


def pair_record(pair: Pair, *, few_shot: bool = False) -> dict[str, Any]:
    """{"prompt", "chosen", "rejected", "metadata"} in the paper's text format."""
    trajectory = pair.trajectory
    transcript = catalog.transcript_for(trajectory.task.family)
    prefix = prefix_of(trajectory)
    instruction = instruction_of(prefix, trajectory.task.family)
    lead = prefix if few_shot else (instruction + "\n\n" if instruction else "")
    shared = trajectory.steps_of(pair.chosen)[: pair.at]
    before = transcript.body(shared)

    def continuation(branch_id: str) -> str:
        return transcript.body(_through_last_action(trajectory.steps_of(branch_id)))[len(before) :]

    meta = {
        "source": pair.source,
        "chosen": provenance(trajectory, pair.chosen),
        "rejected": provenance(trajectory, pair.rejected),
        "shared_steps": pair.at,
        "task_id": trajectory.task.id,
        "trajectory_id": trajectory.id,
    }
    if pair.review is not None:
        meta["review"] = pair.review
    return {
        "prompt": f"{lead}{transcript.header(trajectory.task, trajectory.opening)}{before}",
        "chosen": continuation(pair.chosen),
        "rejected": continuation(pair.rejected),
        "metadata": meta,
    }

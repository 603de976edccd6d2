"""Preference pairs from reviews: the episode a person marked, and the branch they steered from it
that did better.

A corrected branch of a reviewed episode is a finished branch (not a Try N times sample) forked
from the reviewed branch or from one of its descendants, with a step a person wrote or changed
after the two part, and a higher score than the reviewed branch. Each gives one pair, chosen =
the correction, rejected = the reviewed branch, with the annotation (category, marked step,
note, review and batch ids) in its metadata. A skipped episode gives none.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from react_core.datasets.episodes import HUMAN, score_of
from react_core.datasets.pairs import Pair, first_divergence
from react_core.storage.reviews import MARKED, Annotation
from react_core.trajectory.trajectory import Trajectory


def descends_from(trajectory: Trajectory, branch_id: str, ancestor: str) -> bool:
    seen: set[str] = set()
    parent = trajectory.branches[branch_id].parent_id
    while parent is not None and parent not in seen and parent in trajectory.branches:
        if parent == ancestor:
            return True
        seen.add(parent)
        parent = trajectory.branches[parent].parent_id
    return False


def corrections(trajectory: Trajectory, reviewed: str) -> list[str]:
    """The branches that correct the reviewed one (see the module's docstring), oldest first."""
    if reviewed not in trajectory.branches:
        return []
    floor = score_of(trajectory, reviewed) or 0.0
    found = []
    for branch in sorted(trajectory.branches.values(), key=lambda b: b.created_at):
        if branch.trial or not branch.finished or not descends_from(trajectory, branch.id, reviewed):
            continue
        at = first_divergence(trajectory, branch.id, reviewed)
        person = any(s.author in HUMAN for s in trajectory.steps_of(branch.id)[at:])
        if person and (score_of(trajectory, branch.id) or 0.0) > floor:
            found.append(branch.id)
    return found


def review_provenance(trajectory: Trajectory, annotation: Annotation) -> dict[str, Any]:
    """What the review said about the episode, and which episode it was."""
    return {
        "review_id": annotation.review_id,
        "category": annotation.category,
        "marked_step": annotation.step,
        "note": annotation.note,
        "batch_id": trajectory.model.get("batch"),
        "trajectory_id": annotation.trajectory_id,
        "branch_id": annotation.branch_id,
    }


def pairs_from_reviews(trajectory: Trajectory, annotations: Iterable[Annotation]) -> list[Pair]:
    """One pair per correction of each marked episode of this trajectory."""
    found = []
    for annotation in annotations:
        if annotation.trajectory_id != trajectory.id or annotation.status != MARKED:
            continue
        review = review_provenance(trajectory, annotation)
        for chosen in corrections(trajectory, annotation.branch_id):
            at = first_divergence(trajectory, chosen, annotation.branch_id)
            found.append(Pair(trajectory, chosen, annotation.branch_id, at, "review", review=review))
    return found

"""Steps named as the pages name them: "Thought 2", and a branch's change in those words
("edited thought at step 4" -> "edited Thought 2"), for the app and the one-file share alike."""

from __future__ import annotations

import re

from react_core.prompting.transcript import step_numbers
from react_core.trajectory.steps import Branch, StepKind
from react_core.trajectory.trajectory import Trajectory

KIND_LABEL = {StepKind.THOUGHT: "Thought", StepKind.ACTION: "Action", StepKind.OBSERVATION: "Observation"}


def describe_change(trajectory: Trajectory, branch: Branch) -> str:
    """The branch's change in the page's own numbering ("step 4" -> "Thought 2")."""
    parent = trajectory.branches.get(branch.parent_id or "")
    if parent is None:
        return branch.change or "original"
    steps = trajectory.steps_of(parent.id)
    numbers = step_numbers(steps)

    def label(match: re.Match) -> str:
        position = int(match.group(1)) - 1
        if 0 <= position < len(steps):
            return f"{KIND_LABEL[steps[position].kind]} {numbers[position]}"
        return match.group(0)

    text = re.sub(r"step (\d+)", label, branch.change)
    return (
        text.replace("thought at Thought", "Thought")
        .replace("action at Action", "Action")
        .replace("observation at Observation", "Observation")
    )

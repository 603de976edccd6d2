"""Trajectories: a task, a method, model settings and a tree of branches of steps.

Steps (react_core.trajectory.steps) are immutable once written and live in one pool keyed by id; a branch
is an ordered list of step ids. A branch made by editing shares the ids of the steps before
the edit with its parent, so the parent is never touched and keeps its later steps.
A person's changes are made by `Steering.apply` (react_core.trajectory.steering); the
forks among them (edit, delete, insert, replace) are the `fork_*` methods here, which
validate the request and return the new branch. The file's format is in trajectory_file.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from react_core.trajectory import trajectory_file
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steps import Author, Branch, ModelCall, Step, StepKind, new_id
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory_file import SCHEMA_VERSION

MAX_EDIT_CHARS = 4000  # a thought longer than this is almost surely a paste by mistake
MAX_OVERRIDE_CHARS = 20_000  # an observation may be a page; the person often starts from the real one


@dataclass
class Trajectory:
    """A task attempted by one method with one model, as a tree of branches."""

    task: Task
    method: str
    model: dict[str, Any] = field(default_factory=dict)  # settings, never an API key
    steps: dict[str, Step] = field(default_factory=dict)
    calls: dict[str, ModelCall] = field(default_factory=dict)
    branches: dict[str, Branch] = field(default_factory=dict)
    active_branch: str = ""
    title: str = ""
    opening: str = ""  # the environment's opening text, e.g. ALFWorld's room and goal
    id: str = field(default_factory=new_id)
    created_at: float = field(default_factory=time.time)
    updated_at: float = field(default_factory=time.time)
    schema_version: int = SCHEMA_VERSION

    @classmethod
    def start(cls, task: Task, method: str, model: dict[str, Any] | None = None) -> Trajectory:
        trajectory = cls(task=task, method=method, model=dict(model or {}))
        root = Branch(step_ids=[])
        trajectory.branches[root.id] = root
        trajectory.active_branch = root.id
        trajectory.title = task.text[:80]
        return trajectory

    # ----- reading -------------------------------------------------------------------
    def branch(self, branch_id: str | None = None) -> Branch:
        key = branch_id or self.active_branch
        if key not in self.branches:
            raise TrajectoryError(f"Branch {key!r} does not exist (it may have been deleted).")
        return self.branches[key]

    def steps_of(self, branch_id: str | None = None) -> list[Step]:
        return [self.steps[i] for i in self.branch(branch_id).step_ids]

    def children(self, branch_id: str) -> list[Branch]:
        return [b for b in self.branches.values() if b.parent_id == branch_id]

    def calls_of(self, branch_id: str | None = None) -> list[ModelCall]:
        """The model calls behind a branch's steps, those whose replies were set aside for a re-ask included."""
        steps = self.steps_of(branch_id)
        step_ids = {s.id for s in steps}
        call_ids = {s.call_id for s in steps if s.call_id}
        return [c for c in self.calls.values() if c.id in call_ids or c.set_aside_for in step_ids]

    def totals(self, branch_id: str | None = None) -> dict[str, Any]:
        """Tokens, time and cost of the calls behind a branch's steps, those whose replies were set aside
        for a re-ask included: the model read and wrote them all."""
        calls = self.calls_of(branch_id)
        costs = [c.cost_usd for c in calls if c.cost_usd is not None]
        return {
            "calls": len(calls),
            "tokens_in": sum(c.tokens_in for c in calls),
            "tokens_out": sum(c.tokens_out for c in calls),
            "latency_s": sum(c.latency_s for c in calls),
            "cache_hits": sum(1 for c in calls if c.cache_hit),
            "cost_usd": sum(costs) if costs else None,
        }

    # ----- writing (engine) ----------------------------------------------------------
    def append(self, step: Step, branch_id: str | None = None) -> Step:
        branch = self.branch(branch_id)
        if branch.finished:
            raise TrajectoryError("This branch has finished; fork it to go on.")
        self.steps[step.id] = step
        branch.step_ids.append(step.id)
        self.updated_at = time.time()
        return step

    def add_call(self, call: ModelCall) -> ModelCall:
        self.calls[call.id] = call
        return call

    # ----- steering (human) ----------------------------------------------------------
    def fork_edit_thought(self, branch_id: str, position: int, text: str) -> Branch:
        """Replace the thought at `position` with `text`; later steps are left to the parent."""
        old = self._step_at(branch_id, position, StepKind.THOUGHT, "edit")
        text = _checked_text(text, "thought")
        if text == old.text:
            raise TrajectoryError("The edited thought is the same as the original; nothing to do.")
        new = Step(StepKind.THOUGHT, text, Author.HUMAN_EDIT, replaces=old.id)
        return self._fork(branch_id, position, [new], f"edited thought at step {position + 1}")

    def fork_delete_thought(self, branch_id: str, position: int) -> Branch:
        """Drop the thought at `position`, keeping the action and observation that follow it.

        Keeping the following action matters: without it, the model would be asked the very
        same prompt again and, at temperature 0, write the very same thought.
        """
        self._step_at(branch_id, position, StepKind.THOUGHT, "delete")
        kept = kept_after_deleted_thought(self.steps_of(branch_id), position)
        branch = self._fork(branch_id, position, [], f"deleted thought at step {position + 1}")
        branch.step_ids.extend(s.id for s in kept)
        return branch

    def fork_insert_thought(self, branch_id: str, position: int, text: str, where: str = "after") -> Branch:
        """Insert a human thought before or after the step at `position` (the paper's hints)."""
        if where not in ("before", "after"):
            raise TrajectoryError("Insert a thought 'before' or 'after' a step.")
        steps = self.steps_of(branch_id)
        if not 0 <= position < len(steps) and not (position == 0 and not steps):
            raise TrajectoryError(f"There is no step {position + 1} on this branch.")
        text = _checked_text(text, "thought")
        cut = position if where == "before" else position + 1
        new = Step(StepKind.THOUGHT, text, Author.HUMAN_INSERT)
        return self._fork(branch_id, cut, [new], f"inserted thought {where} step {position + 1}")

    def fork_replace_action(
        self, branch_id: str, position: int, action: str, tool_call: dict[str, str] | None = None
    ) -> Branch:
        """Replace the action at `position`; the environment will answer the new one on resume.
        `tool_call`: the call a tool-call agent's action now makes (its `action` is the call's text)."""
        old = self._step_at(branch_id, position, StepKind.ACTION, "replace")
        action = _checked_text(action, "action")
        if "\n" in action:
            raise TrajectoryError("An action is a single line.")
        new = Step(StepKind.ACTION, action, Author.HUMAN_EDIT, replaces=old.id, tool_call=tool_call)
        change = "replaced tool call" if tool_call else "replaced action"
        return self._fork(branch_id, position, [new], f"{change} at step {position + 1}")

    def fork_override_observation(self, branch_id: str, position: int, text: str) -> Branch:
        """Replace the observation at `position` with what a person says the environment should have
        answered; the new branch ends in it, and the model reads it on resume. The step keeps the
        environment's own text in ``info["overridden"]``, which replay hands the environment instead
        (see Engine._sync_env). Only an observation that answered an action and did not end the
        episode can be overridden: replay needs the action, and an ending's answer was already scored."""
        old = self._step_at(branch_id, position, StepKind.OBSERVATION, "override")
        steps = self.steps_of(branch_id)
        if position == 0 or steps[position - 1].kind != StepKind.ACTION:
            raise TrajectoryError(
                f"Observation at step {position + 1} answers no action, so it cannot be replayed on resume; "
                "override an observation that follows an action."
            )
        if self.branch(branch_id).finished and position == len(steps) - 1:
            raise TrajectoryError(
                f"The observation at step {position + 1} ended the episode and its answer was scored, so "
                "there is nothing to resume after it; replace the action before it instead."
            )
        text = _checked_text(text, "observation", MAX_OVERRIDE_CHARS)
        if text == old.text.strip():
            raise TrajectoryError("The new observation is the same as the original; nothing to do.")
        info = {"overridden": old.info.get("overridden", old.text)}  # the environment's own answer
        new = Step(StepKind.OBSERVATION, text, Author.HUMAN_OVERRIDE, replaces=old.id, info=info)
        return self._fork(branch_id, position, [new], f"overrode observation at step {position + 1}")

    def take_back_played(self, branch_id: str) -> int:
        """Undo a person's last played step on `branch_id`, in place; returns how many steps went.

        "The last step" is the person's thought and/or action with the environment's answer, and the
        step limit's forced finish when that step reached the limit. Only a person's own steps are
        taken back (the model's are changed by steering, which keeps them on the parent), and never
        steps another branch was forked after or shares: those would change under it."""
        branch = self.branch(branch_id)
        steps = self.steps_of(branch_id)
        cut = len(steps)
        while cut and steps[cut - 1].author in (Author.ENVIRONMENT, Author.ENGINE):
            cut -= 1
        start = cut
        while cut and steps[cut - 1].kind != StepKind.OBSERVATION and steps[cut - 1].author == Author.HUMAN_PLAY:
            cut -= 1
        if cut == start:
            raise TrajectoryError(
                "The last step on this branch is not one you played, so there is nothing of yours "
                "to take back; use Steer to change the model's steps."
            )
        if cut < branch.fork_at:
            raise TrajectoryError(
                f"That step belongs to the branch {branch.name} was forked from too; switch to "
                "that branch to take it back."
            )
        later = [b.name for b in self.children(branch.id) if b.fork_at > cut]
        if later:
            raise TrajectoryError(
                f"Branch {later[0]} was forked after that step; delete it in Branches first, or go on from there."
            )
        removed = len(steps) - cut
        del branch.step_ids[cut:]
        branch.outcome = branch.answer = branch.success = branch.error = None
        self._drop_orphans()
        self.updated_at = time.time()
        return removed

    def fork_at(self, branch_id: str, position: int, change: str = "forked") -> Branch:
        """A plain copy of the first `position` steps, to continue differently."""
        steps = self.steps_of(branch_id)
        if not 0 <= position <= len(steps):
            raise TrajectoryError(f"Cannot fork at step {position}: the branch has {len(steps)} steps.")
        return self._fork(branch_id, position, [], change)

    def delete_branch(self, branch_id: str) -> None:
        """Delete a branch and everything forked from it; the last remaining branch stays."""
        self.branch(branch_id)
        if len(self.branches) == 1:
            raise TrajectoryError("This is the only branch; delete the trajectory instead.")
        doomed = {branch_id}
        grew = True
        while grew:
            # Trials of a deleted edited branch go with it, also those forked from the original.
            more = {
                b.id for b in self.branches.values() if b.parent_id in doomed or (b.trial or {}).get("of") in doomed
            } - doomed
            grew = bool(more)
            doomed |= more
        if len(doomed) == len(self.branches):
            raise TrajectoryError("That would delete every branch; delete the trajectory instead.")
        parent = self.branches[branch_id].parent_id
        for key in doomed:
            del self.branches[key]
        if self.active_branch in doomed:
            self.active_branch = parent if parent in self.branches else next(iter(self.branches))
        self._drop_orphans()

    def extract_branch(self, branch_id: str) -> Trajectory:
        """A new trajectory (fresh id) holding only this branch, as its root; self is untouched."""
        copy = Trajectory.from_dict(self.to_dict())
        branch = copy.branch(branch_id)
        branch.parent_id, branch.fork_at, branch.change = None, 0, ""
        branch.trial = branch.effect = None  # its trials and their summary stay with the source
        copy.branches = {branch.id: branch}
        copy.active_branch = branch.id
        copy._drop_orphans()
        copy.id = new_id()
        copy.created_at = copy.updated_at = time.time()
        return copy

    def _step_at(self, branch_id: str, position: int, kind: StepKind, verb: str) -> Step:
        steps = self.steps_of(branch_id)
        if not 0 <= position < len(steps):
            raise TrajectoryError(f"There is no step {position + 1} on this branch.")
        step = steps[position]
        if step.kind != kind:
            raise TrajectoryError(
                f"Step {position + 1} is {step.kind.value} — only a {kind.value} can be used to {verb} here."
            )
        return step

    def _fork(self, branch_id: str, cut: int, new_steps: list[Step], change: str) -> Branch:
        parent = self.branch(branch_id)
        for step in new_steps:
            self.steps[step.id] = step
        name = f"{parent.name}.{len(self.children(parent.id)) + 1}"
        branch = Branch(
            step_ids=parent.step_ids[:cut] + [s.id for s in new_steps],
            name=name,
            parent_id=parent.id,
            fork_at=cut,
            change=change,
        )
        self.branches[branch.id] = branch
        self.active_branch = branch.id
        self.updated_at = time.time()
        return branch

    def _drop_orphans(self) -> None:
        used = {i for b in self.branches.values() for i in b.step_ids}
        self.steps = {k: v for k, v in self.steps.items() if k in used}
        used_calls = {s.call_id for s in self.steps.values() if s.call_id}
        self.calls = {k: v for k, v in self.calls.items() if k in used_calls or v.set_aside_for in self.steps}

    # ----- files ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["task"] = asdict(self.task)
        return trajectory_file.plain(data)

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Trajectory:
        """A trajectory from parsed JSON, checked field by field first (see trajectory_file.checked_fields).

        Anything wrong raises TrajectoryError naming the field, e.g.
        ``steps[a1b2].text: expected a string, got int``; nothing else escapes.
        """
        return cls(**trajectory_file.checked_fields(data))

    @classmethod
    def from_json(cls, text: str) -> Trajectory:
        return cls.from_dict(trajectory_file.parsed_json(text))


def kept_after_deleted_thought(steps: list[Step], position: int) -> list[Step]:
    """What a deleted thought's branch keeps after it: the action and observation that follow it
    (up to the next thought); every later step is left to the branch it was forked from."""
    kept: list[Step] = []
    for step in steps[position + 1 :]:
        if step.kind == StepKind.THOUGHT:
            break
        kept.append(step)
        if step.kind == StepKind.OBSERVATION:
            break
    return kept


def played_step(kind: StepKind, text: str) -> Step:
    """A thought or action a person wrote in the agent's place, checked as a steering edit is."""
    if kind == StepKind.OBSERVATION:
        raise TrajectoryError("The environment writes the observations; write a thought or an action.")
    text = _checked_text(text, kind.value)
    if kind == StepKind.ACTION and "\n" in text:
        raise TrajectoryError("An action is a single line.")
    return Step(kind, text, Author.HUMAN_PLAY)


def _checked_text(text: str, what: str, limit: int = MAX_EDIT_CHARS) -> str:
    if not isinstance(text, str) or not text.strip():
        raise TrajectoryError(f"The {what} is empty; write something or cancel.")
    text = text.strip()
    if len(text) > limit:
        raise TrajectoryError(f"The {what} is {len(text)} characters long; the limit is {limit}.")
    return text

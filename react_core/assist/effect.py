"""The effect of an edit, measured: "Try N times" samples both sides of a steering change.

One resumed branch says little: at temperature 0 the edited branch either wins or not, and a
different seed might have won without the edit. So from a steered branch we run N continuations
of the edited branch and N of the original (the branch it was forked from, from the same fork
point), each at temperature > 0 to the family's step limit, and score each by the family's rule
(success, EM, accuracy). The result is each side's rate with a 95% Wilson interval and their
difference (Newcombe), e.g. "edited 7/10 succeed (0.40-0.89), original 1/10 (0.02-0.40)".

Sample i of both arms uses seed `seed + i`: the response cache keys on the seed, so running the
same measurement again is free and gives the same numbers, while the N samples still differ.
Every continuation is an ordinary branch of the trajectory (forked at the fork point, marked by
`Branch.trial`), so any sample opens like any branch; the summary is kept in the edited branch's
`Branch.effect` and saved with the trajectory.

    summary = measure_effect(engine, edited_branch_id, n=10, temperature=0.7)
    summary.line()

A branch resumed with another model from step k (Steering's ResumeWith) is measured the same way:
its arm is N tries of the new model from step k, the original's N tries of the model it had there,
each at the measurement's temperature, and the arms are named by their models
("qwen2.5-0.5b 2/5 succeed (...), qwen2.5-1.5b 4/5 (...)").
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.engine.engine import Engine
from react_core.models.cancel import CancelToken, StepCancelled
from react_core.prompting.method_base import Generation
from react_core.scoring.intervals import Interval, difference, mean_interval, z_for
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.run_with import settings_at
from react_core.trajectory.steps import Author, Branch
from react_core.trajectory.trajectory import Trajectory

ARMS = ("edited", "original")
# Tries each way, the guide's Measure and the panel's Try N times alike: on the embedded model on 2 cores
# a whole ALFWorld try takes minutes, so 3 (6 tries) is already long; the panel's N asks for more.
DEFAULT_N = 3
DEFAULT_TEMPERATURE = 0.7
MAX_N = 50
DEFAULT_CONFIDENCE = 0.95
CONFIDENCES = (0.8, 0.9, 0.95, 0.99)
MIN_PAIRS_TO_DECIDE = 2  # one try each way never decides, however far apart
_HUMAN = (Author.HUMAN_EDIT, Author.HUMAN_INSERT, Author.HUMAN_OVERRIDE)


@dataclass(frozen=True)
class StartPoints:
    """Where each arm's continuations start: the edited branch just after the change, and the
    original branch at the fork point (before the change)."""

    edited_branch: str
    edited_at: int
    original_branch: str
    original_at: int


def start_points(trajectory: Trajectory, branch_id: str) -> StartPoints:
    """The two starting points of a steered branch; a clear error for a branch that changed nothing.

    A chain of changes made one after another (edit a thought, then insert a hint after it, as in
    Figure 5) counts as one change: the original is the last branch up the chain that the model
    continued, not the half-edited one in between.
    """
    edited = trajectory.branch(branch_id)
    if edited.trial is not None:
        raise TrajectoryError("This branch is itself a trial; measure the steered branch it belongs to.")
    if edited.parent_id is None or edited.parent_id not in trajectory.branches:
        raise TrajectoryError(
            "Try N times compares a steered branch with the branch it was forked from; "
            "this branch has no parent. Steer a step first."
        )
    parent = trajectory.branch(edited.parent_id)
    edited_at = _end_of_change(trajectory, edited, parent)
    if edited_at == edited.fork_at and edited.run_with is None:
        raise TrajectoryError("This branch changes nothing at its fork point, so there is no edit to measure.")
    if edited_at == edited.fork_at:
        _models_differ(trajectory, edited.id, edited.parent_id, edited.fork_at)
    original, original_at = parent, edited.fork_at
    while (
        original.parent_id in trajectory.branches and original.trial is None and _never_continued(trajectory, original)
    ):
        original_at = min(original_at, original.fork_at)
        original = trajectory.branch(original.parent_id)
    return StartPoints(edited.id, edited_at, original.id, original_at)


def _models_differ(trajectory: Trajectory, branch_id: str, parent_id: str, at: int) -> None:
    """A switch of temperature alone measures nothing: every try samples at the measurement's own."""
    new, old = settings_at(trajectory, branch_id, at), settings_at(trajectory, parent_id, at)
    if new.model == old.model and new.prompt_set == old.prompt_set:
        raise TrajectoryError(
            "This branch changes only the temperature, and Try N times samples both sides at its own "
            "temperature; resume with another model or prompt set to compare them."
        )


def model_names(trajectory: Trajectory, branch_id: str) -> dict[str, str] | None:
    """The arms' names when a measured branch switched models at its fork point, else None."""
    edited = trajectory.branch(branch_id)
    if edited.run_with is None or edited.parent_id is None:
        return None
    points = start_points(trajectory, branch_id)
    new = settings_at(trajectory, points.edited_branch, points.edited_at)
    old = settings_at(trajectory, points.original_branch, points.original_at)
    prompts = new.prompt_set != old.prompt_set
    both = {
        "edited": new.model + (f" · {new.prompt_set} prompts" if prompts else ""),
        "original": old.model + (f" · {old.prompt_set} prompts" if prompts else ""),
    }
    if both["edited"] == both["original"]:
        return None
    return both


def _end_of_change(trajectory: Trajectory, branch: Branch, parent: Branch) -> int:
    """Position just after the person's change: their own steps, and the steps a deleted thought kept."""
    shared = set(parent.step_ids)
    at = branch.fork_at
    while at < len(branch.step_ids):
        step = trajectory.steps[branch.step_ids[at]]
        if step.author not in _HUMAN and step.id not in shared:
            break
        at += 1
    return at


def _never_continued(trajectory: Trajectory, branch: Branch) -> bool:
    parent = trajectory.branches.get(branch.parent_id or "")
    return parent is not None and _end_of_change(trajectory, branch, parent) == len(branch.step_ids)


# ----- reading a measurement ------------------------------------------------------------------
@dataclass(frozen=True)
class ArmResult:
    arm: str
    branch: str  # the branch the continuations were forked from
    at: int  # ... and where
    trials: list[str]
    scores: list[float]
    interval: Interval

    @property
    def n(self) -> int:
        return len(self.scores)

    @property
    def binary(self) -> bool:
        return all(s in (0.0, 1.0) for s in self.scores)


@dataclass(frozen=True)
class EffectSummary:
    """A measurement as stored on the edited branch, with its intervals worked out."""

    edited: ArmResult
    original: ArmResult
    difference: Interval
    n: int
    temperature: float
    seed: int
    status: str  # running, complete, decided (stopped early: the difference was clear), stopped, failed
    metric: str
    error: str | None = None
    confidence: float = DEFAULT_CONFIDENCE
    max_steps: int | None = None  # a lower step limit for the tries than the family's, when one was chosen
    raw: dict[str, Any] = field(default_factory=dict, repr=False)
    names: dict[str, str] = field(default_factory=lambda: {arm: arm for arm in ARMS})  # models, when compared

    def line(self) -> str:
        """ "edited 7/10 succeed (0.40-0.89), original 1/10 (0.02-0.40); difference +0.60 (0.17 to 0.81)"."""
        verb = {"success": "succeed", "EM": "exact match", "Acc": "right"}.get(self.metric, self.metric)
        parts = [
            _arm_text(self.edited, verb, self.names["edited"]),
            _arm_text(self.original, "", self.names["original"]),
        ]
        text = f"{parts[0]}, {parts[1]}"
        if self.edited.n and self.original.n:
            d = self.difference
            text += f"; difference {d.estimate:+.2f} ({d.low:+.2f} to {d.high:+.2f}, {self.confidence:.0%})"
        if self.status == "decided":
            text += (
                f" (stopped early after {self.edited.n} of {self.n} each way: the difference is decided at "
                f"{self.confidence:.0%}, its interval excludes 0)"
            )
        elif self.status == "running":
            text += f" (running: {self.edited.n + self.original.n} of {2 * self.n} done)"
        elif self.status == "stopped":
            text += f" (stopped after {self.edited.n + self.original.n} of {2 * self.n})"
        elif self.status == "failed":
            text += f" (failed after {self.edited.n + self.original.n} of {2 * self.n}: {self.error})"
        return text


def _arm_text(arm: ArmResult, verb: str, name: str) -> str:
    i = arm.interval
    if not arm.n:
        return f"{name} 0 done"
    if arm.binary:
        return f"{name} {int(sum(arm.scores))}/{arm.n}{' ' + verb if verb else ''} ({i.low:.2f}-{i.high:.2f})"
    return f"{name} mean {i.estimate:.2f} of {arm.n} ({i.low:.2f}-{i.high:.2f})"


def summary_of(trajectory: Trajectory, branch_id: str) -> EffectSummary | None:
    """The measurement stored on `branch_id`, or None when it was never measured."""
    branch = trajectory.branches.get(branch_id)
    if branch is None or not branch.effect:
        return None
    return summarize(branch.effect)


def summarize(record: dict[str, Any]) -> EffectSummary:
    confidence = float(record.get("confidence") or DEFAULT_CONFIDENCE)
    z = z_for(confidence)
    arms = {}
    for arm in ARMS:
        part = record[arm]
        scores = [float(s) for s in part["scores"]]
        arms[arm] = ArmResult(arm, part["branch"], part["at"], list(part["trials"]), scores, mean_interval(scores, z))
    return EffectSummary(
        arms["edited"],
        arms["original"],
        difference(arms["edited"].interval, arms["original"].interval),
        n=record["n"],
        temperature=record["temperature"],
        seed=record.get("seed") or 0,
        status=record["status"],
        metric=record.get("metric", "score"),
        error=record.get("error"),
        raw=record,
        names=dict(record.get("names") or {arm: arm for arm in ARMS}),
        confidence=confidence,
        max_steps=record.get("max_steps"),
    )


def decided(summary: EffectSummary) -> bool:
    """The difference's interval (at the summary's confidence) excludes 0, on balanced arms of at least
    MIN_PAIRS_TO_DECIDE tries each: more tries would narrow it but not change which side is better."""
    n = summary.edited.n
    if n < MIN_PAIRS_TO_DECIDE or summary.original.n != n:
        return False
    d = summary.difference
    return d.low > 0 or d.high < 0


def is_trial(branch: Branch) -> bool:
    return branch.trial is not None


def trials_of(trajectory: Trajectory, branch_id: str) -> list[Branch]:
    """The continuations measured for `branch_id`, edited arm first, in sample order."""
    found = [b for b in trajectory.branches.values() if b.trial and b.trial.get("of") == branch_id]
    return sorted(found, key=lambda b: (ARMS.index(arm_of(b)), trial_of(b)["index"]))


def trial_of(branch: Branch) -> dict[str, Any]:
    """A measured continuation's record (of, arm, index); trials_of returns only such branches."""
    assert branch.trial is not None, f"branch {branch.id} is not a measured continuation"
    return branch.trial


def arm_of(branch: Branch) -> str:
    """Which arm a measured continuation ran: 'edited' or 'original'."""
    return trial_of(branch)["arm"]


def clear_trials(trajectory: Trajectory, branch_id: str) -> None:
    """Forget a measurement: its trial branches and the summary (the page stays on a kept branch)."""
    for trial in trials_of(trajectory, branch_id):
        if trial.id in trajectory.branches:
            trajectory.delete_branch(trial.id)
    if branch_id in trajectory.branches:
        trajectory.branches[branch_id].effect = None


# ----- measuring ------------------------------------------------------------------------------
def measure_effect(
    engine: Engine,
    branch_id: str,
    *,
    n: int = DEFAULT_N,
    temperature: float = DEFAULT_TEMPERATURE,
    seed: int = 0,
    cancel: CancelToken | None = None,
    on_update: Callable[[Trajectory, Branch | None, dict[str, Any]], None] | None = None,
    confidence: float = DEFAULT_CONFIDENCE,
    stop_when_decided: bool = False,
    max_steps: int | None = None,
) -> EffectSummary:
    """Run `n` continuations of each arm on `engine.trajectory` and store the summary on `branch_id`.

    Arms alternate (edited 1, original 1, edited 2, ...) so a Stop leaves them balanced. Cancelling
    `cancel` ends the continuation in flight (it is dropped, nothing half-done is kept) and stops.
    `on_update(trajectory, finished trial or None, record)` is called after each trial and at the end.
    Any other failure ends the measurement with status "failed" and the error, keeping what was done.
    `stop_when_decided`: after each pair, stop (status "decided") once the difference's interval at
    `confidence` excludes 0. `max_steps`: a lower step limit for the tries (cheaper; a try that would
    have won later counts as a failure).
    """
    if not 0.5 <= confidence < 1:
        raise TrajectoryError(f"Choose a confidence between 50% and 99.9%, not {confidence:.1%}.")
    if max_steps is not None and max_steps < 1:
        raise TrajectoryError(f"A step limit of {max_steps} leaves no step to take; choose 1 or more.")
    if not 1 <= n <= MAX_N:
        raise TrajectoryError(f"Try between 1 and {MAX_N} times, not {n}.")
    if not 0 < temperature <= 2:
        raise TrajectoryError("Sample at a temperature above 0 (0.7 is usual): at 0 every try would be the same.")
    trajectory = engine.trajectory
    points = start_points(trajectory, branch_id)
    family = catalog.family(trajectory.task.family)
    if family.scoring != "environment" and trajectory.task.gold is None:
        raise TrajectoryError("This task has no gold answer, so the tries could not be scored.")
    edited = trajectory.branch(branch_id)
    clear_trials(trajectory, branch_id)  # measuring again replaces the last measurement
    record: dict[str, Any] = {
        "n": n,
        "temperature": temperature,
        "seed": seed,
        "status": "running",
        "metric": family.metric,
        "error": None,
        "created_at": time.time(),
        "edited": {"branch": points.edited_branch, "at": points.edited_at, "trials": [], "scores": []},
        "original": {"branch": points.original_branch, "at": points.original_at, "trials": [], "scores": []},
    }
    if confidence != DEFAULT_CONFIDENCE:
        record["confidence"] = confidence
    if max_steps is not None:
        record["max_steps"] = max_steps
    names = model_names(trajectory, branch_id)
    if names:
        record["names"] = names
    edited.effect = record
    limit_before = getattr(engine.method, "max_steps", None)
    before = trajectory.active_branch, engine.sampling
    try:
        if max_steps is not None and limit_before is not None:
            engine.method.max_steps = max_steps  # the playable methods' limit
        for index in range(n):
            for arm in ARMS:
                if cancel is not None and cancel.cancelled:
                    raise StepCancelled()
                trial = _run_trial(engine, edited, points, arm, index, record, cancel)
                record[arm]["trials"].append(trial.id)
                record[arm]["scores"].append(_score(family, trajectory, trial))
                if on_update:
                    on_update(trajectory, trial, record)
            if stop_when_decided and index + 1 < n and decided(summarize(record)):
                record["status"] = "decided"
                break
        else:
            record["status"] = "complete"
    except StepCancelled:
        record["status"] = "stopped"
    except Exception as exc:
        record["status"], record["error"] = "failed", describe(exc)
    finally:
        trajectory.active_branch, engine.sampling = before
        if max_steps is not None and limit_before is not None:
            engine.method.max_steps = limit_before
        record["finished_at"] = time.time()
        engine.steering.save()
    if on_update:
        on_update(trajectory, None, record)
    return summarize(record)


def _run_trial(
    engine: Engine,
    edited: Branch,
    points: StartPoints,
    arm: str,
    index: int,
    record: dict[str, Any],
    cancel: CancelToken | None,
) -> Branch:
    trajectory = engine.trajectory
    n, seed = record["n"], record["seed"] + index
    source, at = (
        (points.edited_branch, points.edited_at) if arm == "edited" else (points.original_branch, points.original_at)
    )
    branch = trajectory.fork_at(source, at, change=f"trial {index + 1} of {n} ({arm})")
    branch.name = f"{edited.name}/{arm[0]}{index + 1}"
    branch.trial = {
        "of": edited.id,
        "arm": arm,
        "index": index + 1,
        "n": n,
        "seed": seed,
        "temperature": record["temperature"],
    }
    before = engine.sampling
    try:
        engine.fit_branch()  # this arm's model (a branch resumed with another model), its max_tokens
        engine.sampling = Generation(
            temperature=record["temperature"], max_tokens=engine.generation.max_tokens, seed=seed
        )
        engine.run(cancel=cancel)
    except BaseException:
        trajectory.delete_branch(branch.id)  # half a continuation would score as a failure: drop it
        raise
    finally:
        engine.sampling = before
    return branch


def _score(family: catalog.Family, trajectory: Trajectory, branch: Branch) -> float:
    if family.scoring == "environment":
        return 1.0 if branch.success else 0.0
    points = family.score(trajectory.task, branch.answer, branch.success).points
    return float(points or 0.0)

"""How long "Try N times" will take, said before it starts, and what would make it cheaper.

A measurement is 2N whole continuations, each to the step limit at most: on the embedded model on
2 cores that is minutes a try, so a person should know before pressing the button. The figure is
the model calls a try is likely to make (what each arm's own branch took after its start point,
capped by the step limit) times the seconds a model call takes on this server (the median of this
trajectory's latest model calls that were really made, not answered from the cache).

    estimate = estimate_tries(trajectory, branch_id, n=3)
    estimate.line()  # "About 9 min: 6 tries of up to 38 model calls, 2.4 s a call (...)."
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from react_core.assist.effect import start_points
from react_core.engine import catalog
from react_core.trajectory.trajectory import Author, Step, StepKind, Trajectory

RECENT_CALLS = 20  # the latest calls say most about this server now
MIN_STEP_LIMIT = 5  # a cheaper step limit below this leaves no room to win


@dataclass(frozen=True)
class TriesEstimate:
    n: int  # tries each way
    max_steps: int | None  # a lower step limit than the family's, or None
    calls_per_try: float  # model calls a try is likely to make
    seconds_per_call: float | None  # None: no call of this trajectory was timed here
    measured_calls: int  # how many calls the seconds come from

    @property
    def tries(self) -> int:
        return 2 * self.n

    @property
    def seconds(self) -> float | None:
        if self.seconds_per_call is None:
            return None
        return self.tries * self.calls_per_try * self.seconds_per_call

    def line(self) -> str:
        """ "About 9 min: 6 tries of about 38 model calls each, 2.4 s a call (the median of ...)."."""
        calls = f"{self.tries} tries of about {math.ceil(self.calls_per_try)} model calls each"
        if self.seconds is None:
            return f"{calls}; no model call of this trajectory was timed yet, so the time cannot be estimated."
        source = (
            "this trajectory's latest timed model call"
            if self.measured_calls == 1
            else f"the median of this trajectory's latest {self.measured_calls} timed model calls"
        )
        return f"About {duration(self.seconds)}: {calls}, {self.seconds_per_call:.1f} s a call ({source})."


def duration(seconds: float) -> str:
    """ "40 s", "9 min", "1 h 20 min": rounded as an estimate should be."""
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60} min"


def estimate_tries(trajectory: Trajectory, branch_id: str, n: int, max_steps: int | None = None) -> TriesEstimate:
    """The expected cost of measuring `branch_id` with `n` tries each way (a branch that cannot be
    measured raises as start_points does)."""
    points = start_points(trajectory, branch_id)
    family = catalog.family(trajectory.task.family)
    limit = min(max_steps or family.step_limit, family.step_limit)
    per_arm = []
    for source, at in ((points.edited_branch, points.edited_at), (points.original_branch, points.original_at)):
        steps = trajectory.steps_of(source)
        room = max(1, limit - _counted(steps[:at], family.sparse))
        taken = _model_calls(steps[at:]) if trajectory.branch(source).finished else None
        per_arm.append(min(taken, room) if taken else room)
    seconds, measured = _seconds_per_call(trajectory)
    return TriesEstimate(n, max_steps, sum(per_arm) / len(per_arm), seconds, measured)


def cheaper(trajectory: Trajectory, branch_id: str, n: int) -> list[TriesEstimate]:
    """Cheaper measurements to offer beside the chosen one: fewer tries, and a lower step limit
    (room for the winning branch's own length and half as much again)."""
    offers = []
    if n > 2:
        offers.append(estimate_tries(trajectory, branch_id, max(2, n // 2)))
    points = start_points(trajectory, branch_id)
    family = catalog.family(trajectory.task.family)
    edited = trajectory.branch(branch_id)
    steps = trajectory.steps_of(branch_id)
    before = _counted(steps[: points.edited_at], family.sparse)
    needed = _counted(steps[points.edited_at :], family.sparse) if edited.finished and edited.success else None
    room = family.step_limit - before
    lower = before + math.ceil(1.5 * needed) if needed else before + room // 2
    if MIN_STEP_LIMIT <= lower < family.step_limit and lower > before:
        offers.append(estimate_tries(trajectory, branch_id, n, max_steps=lower))
    return offers


def _counted(steps: list[Step], sparse: bool) -> int:
    """Steps as the family's step limit counts them: ALFWorld's thoughts too, else actions."""
    if sparse:
        return sum(1 for s in steps if s.kind != StepKind.OBSERVATION)
    return sum(1 for s in steps if s.kind == StepKind.ACTION)


def _model_calls(steps: list[Step]) -> int:
    return len({s.call_id for s in steps if s.author == Author.MODEL and s.call_id})


def _seconds_per_call(trajectory: Trajectory) -> tuple[float | None, int]:
    timed = sorted(
        (c for c in trajectory.calls.values() if not c.cache_hit and c.latency_s > 0), key=lambda c: c.created_at
    )[-RECENT_CALLS:]
    if not timed:
        return None, 0
    return statistics.median(c.latency_s for c in timed), len(timed)

"""How long "Try N times" will take, said before it starts, and what would make it cheaper.

A measurement is 2N whole continuations, each to the step limit at most: on the embedded model on
2 cores that is minutes a try, so a person should know before pressing the button. The figure is
the model calls a try is likely to make (what each arm's own branch took after its start point,
capped by the step limit) times the seconds a model call takes on this server (the median of this
trajectory's latest model calls that were really made, not answered from the cache).
`paced_seconds` is the rule for one call at a known pace; the estimate before Try N times on a person's
own agent (endpoint.agent_effect_estimate) costs its live calls by it too.

    estimate = estimate_tries(trajectory, branch_id, n=3)
    estimate.line()  # "About 9 min: 6 tries of about 38 model calls each, 2.4 s a call, from ..."
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from react_core.assist.effect import start_points
from react_core.engine import catalog
from react_core.trajectory.steps import Author, ModelCall, Step, StepKind
from react_core.trajectory.trajectory import Trajectory

MIN_STEP_LIMIT = 5  # a cheaper step limit below this leaves no room to win
MIN_READ = 40  # tokens a call reads at least beyond what its slot kept (the chat template's, the observation's)


@dataclass(frozen=True)
class CallPace:
    """A local server's pace (the batch estimate's `Pace`, for one call at a time): tokens a second it
    reads and writes on a quiet machine, the part of that it gets at the load now, and how much longer
    than their tokens calls take (their own overheads)."""

    read_tps: float
    write_tps: float
    share: float = 1.0
    overhead: float = 1.0
    words: str = ""  # where the figures come from, for the line


@dataclass(frozen=True)
class TriesEstimate:
    n: int  # tries each way
    max_steps: int | None  # a lower step limit than the family's, or None
    calls_per_try: float  # model calls a try is likely to make
    seconds_per_call: float | None  # None: no call of the measured branches was timed (and no pace known)
    measured_calls: int  # how many calls the seconds come from
    from_pace: str = ""  # the server's pace the seconds come from (its words); "" when from the calls' times

    @property
    def tries(self) -> int:
        return 2 * self.n

    @property
    def seconds(self) -> float | None:
        if self.seconds_per_call is None:
            return None
        return self.tries * self.calls_per_try * self.seconds_per_call

    def line(self) -> str:
        """ "About 9 min: 6 tries of about 38 model calls each, 2.4 s a call, from the median of ...". The calls a
        try makes are said as they are multiplied (1.5, not rounded up to 2), so the figures add up."""
        per_try = calls_said(self.calls_per_try)
        calls = f"{self.tries} tries of about {per_try} model call{'' if per_try == '1' else 's'} each"
        if self.seconds is None:
            return f"{calls}; no model call of these branches was timed yet, so the time cannot be estimated."
        if self.from_pace:
            source = f"the tokens of the {self.measured_calls} model calls of these branches at {self.from_pace}"
        elif self.measured_calls == 1:
            source = "the one timed model call of these branches"
        else:
            source = f"the median of the {self.measured_calls} timed model calls of these branches"
        return f"About {duration(self.seconds)}: {calls}, {self.seconds_per_call:.1f} s a call, from {source}."


def calls_said(calls: float) -> str:
    """A mean number of calls as a person reads it: "1.5" below 10 (rounded up to 2 it made 6 x 2 x 2.9 s read
    as 27 s), a whole number from 10 on."""
    if calls >= 10:
        return str(round(calls))
    return f"{calls:.1f}".removesuffix(".0")


def duration(seconds: float) -> str:
    """ "40 s", "9 min", "1 h 20 min": rounded as an estimate should be."""
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60} min"


def paced_seconds(tokens_in: int, tokens_out: int, kept: int, pace: CallPace) -> float:
    """A call's seconds at `pace`: the tokens of its prompt beyond the `kept` that its server's slot already
    holds (the prompt and reply of the call before it on that slot; at least MIN_READ), and those it writes.
    A call that starts over (a prompt no longer than what is kept) reads the minimum: an agent's prompt
    grows, and the slot keeps the prefix it shares with the last one (llama.cpp's prompt cache)."""
    read = max(MIN_READ, tokens_in - kept)
    return (read / pace.read_tps + tokens_out / pace.write_tps) * pace.overhead / max(1e-9, pace.share)


def estimate_tries(
    trajectory: Trajectory, branch_id: str, n: int, max_steps: int | None = None, pace: CallPace | None = None
) -> TriesEstimate:
    """The expected cost of measuring `branch_id` with `n` tries each way (a branch that cannot be
    measured raises as start_points does); `pace`: the local server's, when known."""
    points = start_points(trajectory, branch_id)
    family = catalog.family(trajectory.task.family)
    limit = min(max_steps or family.step_limit, family.step_limit)
    arms = ((points.edited_branch, points.edited_at), (points.original_branch, points.original_at))
    rooms, taken = [], []
    for source, at in arms:
        steps = trajectory.steps_of(source)
        room = max(1, limit - _counted(steps[:at], family.sparse))
        rooms.append(room)
        calls = _model_calls(steps[at:]) if trajectory.branch(source).finished else None
        taken.append(min(calls, room) if calls else None)
    # An arm whose branch has not finished (an edit not resumed yet) is expected to take what the other
    # took: its tries continue the same task from nearly the same point.
    per_arm = [
        min(own if own is not None else (other if other is not None else room), room)
        for own, other, room in zip(taken, reversed(taken), rooms, strict=True)
    ]
    paths = [trajectory.steps_of(points.edited_branch), trajectory.steps_of(points.original_branch)]
    seconds, measured = _seconds_per_call(trajectory, paths, pace)
    return TriesEstimate(
        n, max_steps, sum(per_arm) / len(per_arm), seconds, measured, pace.words if pace and seconds else ""
    )


def cheaper(trajectory: Trajectory, branch_id: str, n: int, pace: CallPace | None = None) -> list[TriesEstimate]:
    """Cheaper measurements to offer beside the chosen one: fewer tries, and a lower step limit
    (room for the winning branch's own length and half as much again)."""
    offers = []
    if n > 2:
        offers.append(estimate_tries(trajectory, branch_id, max(2, n // 2), pace=pace))
    points = start_points(trajectory, branch_id)
    family = catalog.family(trajectory.task.family)
    edited = trajectory.branch(branch_id)
    steps = trajectory.steps_of(branch_id)
    before = _counted(steps[: points.edited_at], family.sparse)
    needed = _counted(steps[points.edited_at :], family.sparse) if edited.finished and edited.success else None
    room = family.step_limit - before
    lower = before + math.ceil(1.5 * needed) if needed else before + room // 2
    if MIN_STEP_LIMIT <= lower < family.step_limit and lower > before:
        offers.append(estimate_tries(trajectory, branch_id, n, max_steps=lower, pace=pace))
    return offers


def _counted(steps: list[Step], sparse: bool) -> int:
    """Steps as the family's step limit counts them: ALFWorld's thoughts too, else actions."""
    if sparse:
        return sum(1 for s in steps if s.kind != StepKind.OBSERVATION)
    return sum(1 for s in steps if s.kind == StepKind.ACTION)


def _model_calls(steps: list[Step]) -> int:
    return len({s.call_id for s in steps if s.author == Author.MODEL and s.call_id})


def _seconds_per_call(
    trajectory: Trajectory, paths: list[list[Step]], pace: CallPace | None
) -> tuple[float | None, int]:
    """(seconds a call, calls it comes from), from the calls on `paths` (the measured branches' steps,
    each in order; a call on both counts once): at `pace`, the median of their tokens' seconds (what a
    call read beyond its slot's last prompt and reply, and what it wrote); without one (or without
    token counts), the median of their own timed calls that were really made, not from the cache."""
    seen: set[str] = set()
    work: list[float] = []
    timed: list[float] = []
    for steps in paths:
        before: ModelCall | None = None
        for step in steps:
            call = trajectory.calls.get(step.call_id) if step.call_id else None
            if call is None or call is before:
                continue
            if call.id not in seen:
                seen.add(call.id)
                if not call.cache_hit and call.latency_s > 0:
                    timed.append(call.latency_s)
                if pace is not None and call.tokens_in > 0:
                    kept = before.tokens_in + before.tokens_out if before is not None else call.tokens_in
                    work.append(paced_seconds(call.tokens_in, call.tokens_out, kept, pace))
            before = call
    if pace is not None and work:
        return statistics.median(work), len(work)
    if not timed:
        return None, 0
    return statistics.median(timed), len(timed)

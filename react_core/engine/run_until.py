"""Run until: step an engine until one of the breakpoints (react_core.engine.breakpoints) holds.

Where each kind of condition stops, as faithfully as the engine's units allow:

- the action matches, a flag fires on the model's thought or action: the model's reply is written
  and its action held back (`Engine.step(hold=True)`), so the run stops BEFORE that action runs;
  Step executes it, Steer can change it first;
- the observation matches, a flag that needs the observation (an invalid action, a search that
  found nothing): an observation only exists once the action ran, so the run stops right AFTER
  that step, before the next one;
- step N, tokens past N: checked before each step, so the run stops before step N, or before the
  step after the tokens passed N.

The first step is always taken, as a debugger's continue steps off the breakpoint it stands on; so
"Run until" again from a stop goes on. A condition that never holds: the branch ends as usual and
the result says no condition held. The flags come from `flags_of` (react_core.assist.diagnosis'
`diagnose`, passed in by the caller: the assist layer sits above the engine's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from react_core.engine.breakpoints import (
    ActionMatches,
    Condition,
    FlagFires,
    ObservationMatches,
    StepReached,
    TokensPass,
)
from react_core.engine.engine import Engine, StepReport
from react_core.models.cancel import CancelToken
from react_core.prompting.transcript import count_actions, step_numbers
from react_core.trajectory.flags import KINDS, Flag
from react_core.trajectory.steps import Branch, Step, StepKind
from react_core.trajectory.trajectory import Trajectory

FlagsOf = Callable[[Trajectory], Sequence[Flag]]
NO_CONDITION_HELD = "Ran to the end; no condition held."


@dataclass(frozen=True)
class Stop:
    """Why a run until stopped: the condition that held and the sentence a person reads."""

    condition: Condition
    message: str  # "Stopped before step 4's action ran: the action matches Finish[ (Finish[Paris])."


class RunUntil:
    """Steps one engine until a condition holds. `advance()` takes one step (a caller that draws
    between steps calls it once per step); `run()` goes on until a stop or the branch's end."""

    def __init__(self, conditions: Sequence[Condition], flags_of: FlagsOf) -> None:
        if not conditions:
            raise ValueError("Run until needs at least one condition.")
        self.conditions = tuple(conditions)
        self.flags_of = flags_of
        self._hold = any(isinstance(c, (ActionMatches, FlagFires)) for c in self.conditions)
        self._flags_seen: set[tuple[str, int]] | None = None  # (kind, position) of the flags already there

    def describe(self) -> str:
        """ "the action matches Finish[ or step 5 is reached" """
        return " or ".join(c.describe() for c in self.conditions)

    def advance(self, engine: Engine, cancel: CancelToken | None = None) -> Stop | None:
        """One step, checked: the Stop when a condition holds (the branch may then end in a held
        action), else None. A step that fails raises, as `Engine.step` does."""
        if self._flags_seen is None:
            self._flags_seen = {(f.kind, f.position) for f in self._flags(engine.trajectory)}
        report = engine.step(cancel, hold=self._hold)
        stop = self._after(engine, report)
        if report.waiting:
            return stop  # the action waits for a person's yes (Engine.waiting): the run goes no further
        if stop is None and report.held:  # nothing held on the proposal: its action runs now
            stop = self._after(engine, engine.step(cancel))
        if stop is None and not engine.branch.finished:
            stop = self._before_next(engine.trajectory)
        return stop

    def run(
        self,
        engine: Engine,
        cancel: CancelToken | None = None,
        on_step: Callable[[Branch], None] | None = None,
    ) -> Stop | None:
        """Step until a condition holds (its Stop) or the branch ends (None: `NO_CONDITION_HELD`)."""
        while not engine.branch.finished:
            stop = self.advance(engine, cancel)
            if on_step is not None:
                on_step(engine.branch)
            if stop is not None or engine.waiting():
                return stop
        return None

    # ----- checks ------------------------------------------------------------------------
    def _after(self, engine: Engine, report: StepReport) -> Stop | None:
        """The conditions on what a step (or a held proposal) just wrote."""
        steps = engine.trajectory.steps_of()
        where = _where(steps, report.held)
        for step in report.steps:
            for condition in self.conditions:
                if isinstance(condition, ActionMatches) and step.kind == StepKind.ACTION:
                    if condition.matches(step.text):
                        return Stop(condition, f"{where}: {condition.describe()} ({_quote(step.text)}).")
                if isinstance(condition, ObservationMatches) and step.kind == StepKind.OBSERVATION:
                    if condition.matches(step.text):
                        return Stop(condition, f"{where}: {condition.describe()} ({_quote(step.text)}).")
        return self._new_flag(engine.trajectory, steps, where)

    def _new_flag(self, trajectory: Trajectory, steps: list[Step], where: str) -> Stop | None:
        wanted = [c for c in self.conditions if isinstance(c, FlagFires)]
        if not wanted:
            return None
        flags = self._flags(trajectory)
        seen = self._flags_seen or set()
        self._flags_seen = seen | {(f.kind, f.position) for f in flags}
        for flag in flags:
            if (flag.kind, flag.position) in seen:
                continue
            for condition in wanted:
                if not condition.kinds or flag.kind in condition.kinds:
                    label = flag.label or KINDS.get(flag.kind, flag.kind)
                    on = _step_name(steps, flag.position)
                    return Stop(condition, f"{where}: a flag fires: {label} on {on} ({flag.reason})")
        return None

    def _before_next(self, trajectory: Trajectory) -> Stop | None:
        """The conditions on the state before the next step: its number, the tokens so far."""
        steps = trajectory.steps_of()
        number = count_actions(steps) + 1
        totals = trajectory.totals()
        tokens = totals["tokens_in"] + totals["tokens_out"]
        for condition in self.conditions:
            if isinstance(condition, StepReached) and number == condition.number:
                return Stop(condition, f"Stopped before step {number}: {condition.describe()}.")
            if isinstance(condition, TokensPass) and tokens > condition.limit:
                return Stop(condition, f"Stopped before step {number}: {condition.describe()} ({tokens:,} so far).")
        return None

    def _flags(self, trajectory: Trajectory) -> list[Flag]:
        if not any(isinstance(c, FlagFires) for c in self.conditions):
            return []
        return list(self.flags_of(trajectory))


def _where(steps: list[Step], held: bool) -> str:
    """Where the branch stands: before a held action runs, or after the step just taken."""
    number = count_actions(steps)
    if held:
        return f"Stopped before step {number}'s action ran"
    if steps and steps[-1].kind == StepKind.THOUGHT:  # ALFWorld's think: is a turn of its own
        return f"Stopped after the thought of step {number + 1}, before its action"
    return f"Stopped after step {number}"


def _step_name(steps: list[Step], position: int) -> str:
    if not 0 <= position < len(steps):
        return "the branch"
    return f"{steps[position].kind.value.capitalize()} {step_numbers(steps)[position]}"


def _quote(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return f"“{text[:limit]}{'…' if len(text) > limit else ''}”"

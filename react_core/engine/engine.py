"""The engine: advance a trajectory one unit at a time, and resume any branch.

One `step()` is one unit of the paper's loop: a model call (thought + action for ReAct,
the action alone for Act) and then the environment's observation. The engine owns the
environment's state: before stepping a branch it makes sure the environment has seen
exactly that branch's actions, resetting and replaying them (never calling the model) when
it has not. An observation a person overrode (Steering's OverrideObservation) stands on replay:
the model reads the person's text, the environment's answer to that action is not used. A model
or environment failure leaves the trajectory as it was, and so does a
Stop: `step(cancel=token)` lets another thread end the model call in flight (`token.cancel()`),
and the step raises `StepCancelled` having written nothing.

A branch resumed with another model (Steering's ResumeWith; react_core.trajectory.run_with) is
stepped with that model: before each step the engine checks what the active branch runs with at
its end and, when that changed, asks `refit` for the model, method and generation to use (the
trajectory's own when the branch has no switch).

`play()` is a step whose thought and action a person wrote in the model's place ("Play it
yourself"): the environment answers it, and the step limit and finishing work as for the model.

`step(hold=True)` writes the model's thought and action but holds the action back from the
environment: the branch ends in an action waiting for its answer, as after a person replaced one,
and the next `step()` (or Steer) takes it from there. Breakpoints (react_core.engine.breakpoints)
use it to stop between the model's proposal and its execution.

An environment may ask for a person's yes before an action runs (an MCP tool that changes things,
react_core.plugins.mcp_env): its `needs_approval(action)` says why. The engine then holds the
model's action as above, and a step on a branch whose action still waits does nothing but report
why (`StepReport.waiting`, `Engine.waiting()`); `run()` stops there. A person's own action (Play it
yourself) is their yes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from react_core.environments.base import Environment, StepResult, replay_step
from react_core.models.base import LanguageModel
from react_core.models.cancel import CancelToken, StepCancelled, cancel_scope
from react_core.prompting.method_base import Generation, Method, MethodContext, Unit
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.run_with import RunWith, switched_at
from react_core.trajectory.steering import Steering, SwitchBranch, TrajectorySink
from react_core.trajectory.steps import Author, Branch, Outcome, Step, StepKind
from react_core.trajectory.trajectory import Trajectory, played_step

Refit = Callable[[RunWith], tuple[LanguageModel, Method, Generation]]  # a branch's model, method, generation

MAX_BAD_CALLS = 5  # replies with no usable action before a branch is ended as an error
PLAYABLE = ("react", "act", "react_tools")  # the methods whose steps a person can write: their exemplars are such steps


class EngineError(RuntimeError):
    """The environment failed; the message says what to do. The trajectory is unchanged."""


@dataclass
class ReplayReport:
    """What bringing the environment to a branch's last step cost and found."""

    actions: int = 0
    seconds: float = 0.0
    mismatches: list[str] = field(default_factory=list)


@dataclass
class StepReport:
    """What one `step()` added, for callers that render as they go."""

    steps: list[Step]
    branch: Branch
    seconds: float
    held: bool = False  # the unit's action was written but not yet sent to the environment (`hold`)
    waiting: str = ""  # why that action waits for a person's yes before it runs ("" when it does not)


class Engine:
    """Drives one trajectory with one method, model and environment."""

    def __init__(
        self,
        trajectory: Trajectory,
        method: Method,
        model: LanguageModel,
        env: Environment,
        *,
        generation: Generation | None = None,
        sink: TrajectorySink | None = None,
        refit: Refit | None = None,
    ) -> None:
        self.trajectory = trajectory
        self.method = method
        self.model = model
        self.env = env
        self.generation = generation or Generation()
        self.sink = sink
        # What the trajectory's own branches run with, and how to open what a switched branch runs with.
        self._own = (model, method, self.generation)
        self._refit = refit
        self._fitted: RunWith | None = None
        # Sampling that overrides any branch's for a while ("Try N times": each try's temperature and seed).
        self.sampling: Generation | None = None
        # Every human change goes through it: `engine.steering.apply(EditThought(3, "..."))` forks a
        # new branch and makes it active; the next `step()` replays the environment to the fork point
        # and continues from the changed step.
        self.steering = Steering(trajectory, sink)
        self.last_replay: ReplayReport | None = None
        self._env_actions: list[str] | None = None  # actions the env has seen since reset
        self.opening = ""  # the environment's opening text (ALFWorld's room description)

    # ----- stepping ----------------------------------------------------------------------
    @property
    def branch(self) -> Branch:
        return self.trajectory.branch()

    def step(self, cancel: CancelToken | None = None, *, hold: bool = False) -> StepReport:
        """Advance the active branch by one unit. Raises TrajectoryError when it has finished, and
        StepCancelled (nothing written, environment untouched) when `cancel` is cancelled meanwhile.

        `hold`: a model's action is written but not executed (`StepReport.held`); the next step
        executes it. A unit the step limit forced, or one that ends the branch, is taken whole."""
        started = time.perf_counter()
        branch = self.branch
        if branch.finished:
            raise TrajectoryError("This branch has finished. Edit a step to fork it, or reset to start again.")
        steps = self.trajectory.steps_of()
        self.fit_branch()  # a model that cannot be opened fails here, before anything is written
        self._sync_env(steps)
        if steps and steps[-1].kind == StepKind.ACTION:
            waiting = self._needs_approval(steps[-1].text)
            if waiting:  # still waiting for a person's yes: nothing runs
                return StepReport([], branch, time.perf_counter() - started, held=True, waiting=waiting)
            # A human replaced this action (or approved it): the environment answers it, no model call.
            added = self._observe(steps[-1], forced=False)
            return StepReport(added, branch, time.perf_counter() - started)
        generation = self.sampling or self.generation
        ctx = MethodContext(self.trajectory.task, steps, self.model, self.trajectory.id, generation, self.opening)
        with cancel_scope(cancel):
            if cancel is not None:
                cancel.check()
            unit = self.method.on_limit(ctx) if self.method.at_limit(steps) else self.method.next_unit(ctx)
        if cancel is not None and cancel.cancelled:
            raise StepCancelled()  # a reply that arrived after Stop is dropped, as if it never came
        waiting = (self._needs_approval(unit.steps[-1].text) or "") if _holdable(unit) else ""
        held = (hold or bool(waiting)) and _holdable(unit) and branch.bad_calls + unit.bad_calls < MAX_BAD_CALLS
        added = self._commit(unit) if held else self._take(unit)
        if branch.bad_calls >= MAX_BAD_CALLS and not branch.finished:
            branch.outcome = Outcome.ERROR
            branch.error = f"The model gave no usable action {branch.bad_calls} times."
        self._save()
        return StepReport(added, branch, time.perf_counter() - started, held=held, waiting=waiting if held else "")

    def waiting(self) -> str | None:
        """Why the active branch's last action waits for a person's yes before it runs, or None."""
        steps = self.trajectory.steps_of()
        if self.branch.finished or not steps or steps[-1].kind != StepKind.ACTION:
            return None
        return self._needs_approval(steps[-1].text)

    def _needs_approval(self, action: str) -> str | None:
        check = getattr(self.env, "needs_approval", None)
        return check(action) if callable(check) else None

    def play(self, action: str = "", thought: str = "") -> StepReport:
        """Advance the active branch by one unit a person wrote: their thought and/or action (marked
        `Author.HUMAN_PLAY`), then the environment's observation, with no model call. What a person
        may write follows the method's format (see `_played_unit`); an invalid action gets the
        environment's usual answer. As for the model: a replaced action still waiting is answered
        first, Finish or the environment's done ends the branch, and reaching the step limit ends it
        at once (the forced Finish[] of the knowledge tasks). Raises TrajectoryError (nothing written)
        for text that cannot be played here, EngineError when the environment fails."""
        started = time.perf_counter()
        branch = self.branch
        if branch.finished:
            raise TrajectoryError(
                "This branch has finished. Undo your last step, steer a step to fork it, or reset to start again."
            )
        steps = self.trajectory.steps_of()
        unit = Unit(steps=_played_unit(self.method, steps, thought, action))
        approve = getattr(self.env, "approve", None)
        if callable(approve) and action.strip():
            approve(action.strip())  # a person's own action is their yes
        self._sync_env(steps)
        added: list[Step] = []
        if steps and steps[-1].kind == StepKind.ACTION:  # a replaced action: the environment answers it first
            added += self._observe(steps[-1], forced=False)
        if not branch.finished and not self.method.at_limit(self.trajectory.steps_of()):
            added += self._take(unit)
        if not branch.finished and self.method.at_limit(self.trajectory.steps_of()):
            ctx = MethodContext(
                self.trajectory.task,
                self.trajectory.steps_of(),
                self.model,
                self.trajectory.id,
                self.generation,
                self.opening,
            )
            added += self._take(self.method.on_limit(ctx))  # the playable methods' limits ask no model
        self._save()
        return StepReport(added, branch, time.perf_counter() - started)

    def run(
        self,
        max_units: int | None = None,
        should_stop: Callable[[], bool] | None = None,
        on_step: Callable[[StepReport], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> Branch:
        """Step until the branch finishes, `max_units` steps were taken, or `should_stop()`; a cancelled
        `cancel` ends the step in flight too (StepCancelled)."""
        taken = 0
        while not self.branch.finished and (max_units is None or taken < max_units):
            if should_stop and should_stop():
                break
            report = self.step(cancel)
            taken += 1
            if on_step:
                on_step(report)
            if report.waiting:
                break  # an action waits for a person's yes
        return self.branch

    # ----- branches ----------------------------------------------------------------------
    def fit_branch(self) -> RunWith | None:
        """Use the model, method and generation the active branch runs with at its end; returns its
        RunWith (None: the trajectory's own). Raises EngineError when it needs a model this engine
        cannot open, and whatever opening the model raises (ModelError); nothing is changed then."""
        wanted = switched_at(self.trajectory, self.trajectory.active_branch, len(self.trajectory.steps_of()))
        if wanted == self._fitted or (wanted and self._fitted and wanted.same_model(self._fitted)):
            return wanted
        if wanted is None:
            self.model, self.method, self.generation = self._own
        elif self._refit is None:
            raise EngineError(f"This branch runs with {wanted.label()}; open it with an engine that can open models.")
        else:
            self.model, self.method, self.generation = self._refit(wanted)
        self._fitted = wanted
        return wanted

    def resume(self, branch_id: str | None = None) -> ReplayReport:
        """Make `branch_id` active and bring the environment to its last step (no model call)."""
        if branch_id:
            self.steering.apply(SwitchBranch(branch_id))
        report = self._sync_env(self.trajectory.steps_of(), force=True)
        self._save()
        return report

    # ----- environment -------------------------------------------------------------------
    def _sync_env(self, steps: list[Step], force: bool = False) -> ReplayReport:
        """Reset and replay unless the environment already saw exactly these actions."""
        pairs = _answered_actions(steps)
        wanted = [a.text for a, _ in pairs]
        if self._env_actions == wanted and not force:
            return self.last_replay or ReplayReport()
        started = time.perf_counter()
        report = ReplayReport(actions=len(pairs))
        try:
            self.opening = self.env.reset(self.trajectory.task) or ""
            self.trajectory.opening = self.opening
            for action, recorded in pairs:
                if recorded.author == Author.HUMAN_OVERRIDE:
                    # A person's observation stands and is never a mismatch: the environment takes the action
                    # (its state goes on from what the action really did), handed its own recorded answer so
                    # that an environment replaying records (tools, live Wikipedia) calls nothing.
                    replay_step(self.env, action.text, str(recorded.info.get("overridden", recorded.text)))
                    continue
                result = replay_step(self.env, action.text, recorded.text)
                mismatch = result.info.get("replay_mismatch")
                if mismatch or result.observation.strip() != recorded.text.strip():
                    report.mismatches.append(
                        f"step {steps.index(action) + 1} ({action.text}): recorded {recorded.text[:120]!r}, "
                        f"now {result.observation[:120]!r}"
                    )
        except Exception as exc:
            self._env_actions = None
            raise EngineError(f"Could not bring the environment back to this step: {exc}") from exc
        self._env_actions = wanted
        report.seconds = time.perf_counter() - started
        self.last_replay = report
        return report

    def _take(self, unit: Unit) -> list[Step]:
        """Write a unit and the environment's answer to its action (asked first: a failure writes nothing)."""
        result = self._env_answer(unit)
        added = self._commit(unit)
        if result is not None:
            added.append(self._record_observation(unit.steps[-1], result, unit.forced))
        elif unit.ended:
            self.branch.outcome = unit.ended
        return added

    def _env_answer(self, unit: Unit) -> StepResult | None:
        if not unit.steps or unit.steps[-1].kind != StepKind.ACTION:
            return None
        return self._env_step(unit.steps[-1].text)

    def _env_step(self, action: str) -> StepResult:
        try:
            result = self.env.step(action)
        except Exception as exc:  # the environment's own message says what went wrong
            self._env_actions = None  # its state is unknown now: replay before the next step
            raise EngineError(str(exc)) from exc
        if self._env_actions is not None:
            self._env_actions.append(action)
        return result

    def _observe(self, action: Step, forced: bool) -> list[Step]:
        result = self._env_step(action.text)
        added = [self._record_observation(action, result, forced)]
        self._save()
        return added

    def _record_observation(self, action: Step, result: StepResult, forced: bool) -> Step:
        info = {k: v for k, v in result.info.items() if _jsonable(v)}
        step = self.trajectory.append(Step(StepKind.OBSERVATION, result.observation, Author.ENVIRONMENT, info=info))
        if result.done:
            branch = self.branch
            branch.outcome = Outcome.STEP_LIMIT if forced else Outcome.ANSWERED
            branch.answer = result.answer
            branch.success = result.success
        return step

    def _commit(self, unit: Unit) -> list[Step]:
        used = {step.call_id for step in unit.steps}
        for call in unit.calls:
            if call.id not in used and unit.steps:
                call.set_aside_for = unit.steps[0].id  # a re-ask replaced its reply; the branch still paid for it
            self.trajectory.add_call(call)
        added = [self.trajectory.append(step) for step in unit.steps]
        self.branch.bad_calls += unit.bad_calls
        return added

    def _save(self) -> None:
        if self.sink is not None:
            self.sink.save(self.trajectory)


def _played_unit(method: Method, steps: list[Step], thought: str, action: str) -> list[Step]:
    """The steps a person's thought and action make, checked against the method's format.

    Act: an action only. ReAct on the knowledge tasks: a thought then an action, as the paper's
    Thought i / Action i (only the action when the branch already ends in a thought, e.g. one
    inserted by steering). ReAct on the one-line formats (ALFWorld, WebShop): a thought, an action,
    or both (each is its own turn there)."""
    if method.name not in PLAYABLE:
        raise TrajectoryError(
            f"Only ReAct and Act runs can be played ({method.name!r} is not); choose one of them in the sidebar."
        )
    thought, action = (thought or "").strip(), (action or "").strip()
    if method.name == "act" and thought:
        raise TrajectoryError("Act writes actions only; leave the thought empty, or choose ReAct.")
    one_line = method.transcript.one_line_per_call
    after_thought = bool(steps) and steps[-1].kind == StepKind.THOUGHT
    if not one_line and method.name in ("react", "react_tools"):
        if after_thought and thought:
            raise TrajectoryError("This step already has its thought; write only the action.")
        if not after_thought and not thought:
            raise TrajectoryError("ReAct writes a thought before each action: write the thought too.")
    if not action and not (one_line and thought):
        raise TrajectoryError("Write an action, e.g. Finish[your answer].")
    written = [played_step(StepKind.THOUGHT, thought)] if thought else []
    if action:
        written.append(played_step(StepKind.ACTION, action))
    return written


def _holdable(unit: Unit) -> bool:
    """A model's unit whose action can wait for the environment: not the step limit's forced one
    (its answer ends the branch as a step-limit outcome) and not one without an action."""
    return bool(unit.steps) and unit.steps[-1].kind == StepKind.ACTION and not unit.forced and not unit.ended


def _answered_actions(steps: list[Step]) -> list[tuple[Step, Step]]:
    """Each action that already has its observation, paired with it."""
    pairs = []
    for i, step in enumerate(steps[:-1]):
        if step.kind == StepKind.ACTION and steps[i + 1].kind == StepKind.OBSERVATION:
            pairs.append((step, steps[i + 1]))
    return pairs


def _jsonable(value: object) -> bool:
    return isinstance(value, (str, int, float, bool, type(None), list, dict))

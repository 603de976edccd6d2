"""A run that steps, without a browser: its trajectory, its engine, its phase, and its steps.

`SteppedRun` assembles the engine from a `Setup` (or over a saved trajectory), takes each step in a
worker thread (`prepare_step` gives the step ready to start; `step` and `run` wait for it), and cancels
that step when stopped: the step's token closes the model's stream, and the step ends with "Stopped"
having written nothing. It runs to the end, or until a breakpoint holds (`until`). Every failure is said
in `messages` and in the result; the trajectory is never left half-changed. `phase`
(react_core.session.phase) says where the run is between actions; `move` moves it (a Stop click and the
step's worker thread both do). The changes a person makes are the `RunController`'s
(react_core.session.controller).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from react_core.assist.effect_job import EffectJob
from react_core.engine.assemble import new_engine, open_engine
from react_core.engine.engine import Engine
from react_core.engine.model_switch import ModelOpener, config_for
from react_core.engine.run_until import NO_CONDITION_HELD, RunUntil, Stop
from react_core.models.base import LanguageModel
from react_core.models.call_watch import CallOverdue, patience_scope
from react_core.models.cancel import STOPPED, CancelToken, StepCancelled
from react_core.models.config import ModelConfig
from react_core.models.live import LiveReply, live_scope
from react_core.prompting.prompt_sets import PromptSetError
from react_core.prompting.prompts import PromptNotFound
from react_core.session import phase as phases
from react_core.session.messages import Messages
from react_core.session.phase import Phase
from react_core.session.resources import RunResources
from react_core.session.setup import Setup, model_signature
from react_core.session.steps import StepJob, StepResult, explain
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.run_with import RunWith
from react_core.trajectory.trajectory import Trajectory

NO_SETUP = "Choose a task and a valid model in the sidebar first."
RESUME_HINT = "Press Resume to continue from here."
RESUMING = "Resuming on it."
TRIES_RUNNING = "Tries are running on this trajectory; step again when they are done or stopped."


@dataclass(eq=False)
class SteppedRun:
    resources: RunResources = field(default_factory=RunResources)
    trajectory: Trajectory | None = None
    engine: Engine | None = None
    engine_model: str | None = None  # signature of the model the engine was opened with
    phase: Phase = Phase.IDLE  # moved only by `move`: a Stop click and the step's worker thread both move it
    messages: Messages = field(default_factory=Messages)
    setup: Setup | None = None  # the latest choices (a new engine, and Try N times, open their model from them)
    model_config: ModelConfig | None = None  # the latest valid setup's model (Suggest an edit before an engine)
    cancel_token: CancelToken | None = None  # the step in flight's; stop() cancels it
    live: LiveReply | None = None  # what the step in flight's model call has done so far (the working line)
    until: RunUntil | None = None  # "Run until": the running run's breakpoints
    last_step_s: float | None = None
    background: EffectJob | None = None  # a "Try N times" job on this run, while it runs
    comparison: str | None = None  # Compare's id for the runs it starts together (History reopens them as one)
    # The settings (with their key, in memory only) of the models branches were resumed with, by what
    # the branch records (at 0): the engine opens a switched branch's model from them.
    switch_configs: dict[RunWith, ModelConfig] = field(default_factory=dict)
    overdue: CallOverdue | None = None  # the last step's model call stopped at its deadline (said with a choice)
    patience: float = 1.0  # this run's model-call deadlines times this ("Wait longer" doubles it)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    # ----- where the run is ---------------------------------------------------------------------
    def shown(self) -> Trajectory:
        """The open trajectory; a clear error when there is none."""
        if self.trajectory is None:
            raise TrajectoryError("There is no trajectory on this run yet.")
        return self.trajectory

    def clear_messages(self) -> None:
        """Forget what the run said (a person's next action): its messages, and an overdue call's choice."""
        self.messages.clear()
        self.overdue = None

    def move(self, transition: Mapping[Phase, Phase]) -> None:
        """Move the phase as `transition` says (phase's ASK_STEP, STOP, ...); other phases stay."""
        with self._lock:
            self.phase = transition.get(self.phase, self.phase)

    @property
    def running(self) -> bool:
        """Run to end (or Resume) goes on: a step at a time until the branch ends or Stop."""
        return self.phase.running

    @property
    def in_flight(self) -> bool:
        return self.phase.in_flight

    @property
    def step_requested(self) -> bool:
        return self.phase is Phase.STEP_ASKED

    @property
    def trying(self) -> bool:
        """A Try N times job runs on this run's trajectory (it owns the environment meanwhile)."""
        return self.background is not None and self.background.running

    # ----- starting, following the choices, stopping --------------------------------------------
    def follow(self, setup: Setup | None) -> None:
        """The latest choices: a new engine is made from them (the open trajectory stays until reset)."""
        self.setup = setup
        if setup is not None:
            self.model_config = setup.config

    def reset(self) -> None:
        """No trajectory any more (it stays in History); tries of it are stopped."""
        if self.background is not None:
            self.background.stop()
        self.close_environment()
        self.trajectory = None
        self.engine = None
        self.engine_model = None
        self.until = None
        self.move(phases.END_RUN)
        self.clear_messages()

    def close_environment(self) -> None:
        """End what the run's environment started (an MCP server lives for the run and ends with it)."""
        close = getattr(self.engine.env, "close", None) if self.engine is not None else None
        if callable(close):
            close()

    def adopt(self, trajectory: Trajectory) -> None:
        """Open a saved trajectory (History's Open, the demo); its engine is opened on the first step."""
        self.reset()
        self.trajectory = trajectory

    def ask_step(self) -> None:
        self.clear_messages()
        self.move(phases.ASK_STEP)

    def run_to_end(self, until: RunUntil | None = None) -> None:
        """Run on, a step at a time, until the branch ends, `until` holds, or stop()."""
        self.clear_messages()
        self.until = until
        self.move(phases.RUN_TO_END)

    def stop(self) -> None:
        """No further steps, and a step in flight is cancelled (nothing of it is written).
        While Try N times runs (and no step), the tries are stopped (the finished ones are kept)."""
        if self.trying and self.phase is Phase.IDLE:
            assert self.background is not None, "trying means a job runs"
            self.background.stop()
            self.messages.notice("Stopping the tries: the try in flight is cancelled; the finished ones are kept.")
            return
        self.move(phases.STOP)
        if self.stop_step_in_flight():
            self.messages.notice(STOPPED)
        else:
            self.messages.notice("Stopped between steps; nothing was lost. Step or run on when you are ready.")

    def stop_step_in_flight(self) -> bool:
        """Cancel the model call of the step in flight, if any; True when there was one."""
        token = self.cancel_token
        if not self.in_flight or token is None:
            return False
        token.cancel()
        return True

    # ----- the engine ---------------------------------------------------------------------------
    def ensure_engine(self, for_play: bool = False) -> Engine:
        """The run's engine, opened on first use. `for_play`: a person writes the steps, so any engine on
        this trajectory will do, and a family with no exemplars yet (the very thing playing writes) is
        played with none; such an engine is opened again, with the exemplars, before the model steps."""
        setup = self.setup
        if setup is None:
            if self.engine is not None:
                return self.engine
            raise TrajectoryError(NO_SETUP)
        model_sig = model_signature(setup.config)
        if (
            self.engine is not None
            and self.engine.trajectory is self.trajectory
            and (for_play or self.engine_model == model_sig)
        ):
            return self.engine
        model = self.resources.open_model(setup.config)
        try:
            self.engine = self._open_engine(setup, model, prefix=None)
            self.engine_model = model_sig
        except (PromptNotFound, PromptSetError):
            if not for_play:
                raise
            self.engine = self._open_engine(setup, model, prefix="")
            self.engine_model = None  # no exemplars: a model step opens it again and says what is missing
        self.trajectory = self.engine.trajectory
        return self.engine

    def branch_models(self) -> ModelOpener:
        """How an engine of this run opens the model a switched branch records: with the settings it was
        switched with in this run (its key), else from the record and the setup's (or env's) key."""
        open_model, setup = self.resources.open_model, self.setup

        def open_branch_model(run_with: RunWith) -> LanguageModel:
            chosen = self.switch_configs.get(replace(run_with, at=0))
            return open_model(chosen or config_for(run_with, setup.config if setup else None))

        return open_branch_model

    def _open_engine(self, setup: Setup, model: LanguageModel, prefix: str | None) -> Engine:
        sink = self.resources.saving
        if self.trajectory is not None:
            return open_engine(
                self.trajectory,
                model,
                sink=sink,
                prefix=prefix,
                models=self.branch_models(),
                ask_approval=setup.ask_approval,  # a person is here: a tool that changes things waits for a yes
            )
        if setup.task is None:
            raise TrajectoryError("Choose a task in the sidebar first.")
        settings: dict[str, Any] = {"provider": setup.config.provider}
        if self.comparison:
            settings["comparison"] = self.comparison
        return new_engine(
            setup.task,
            setup.method,
            model,
            env_choice=setup.env_choice(),
            generation=setup.generation(),
            max_steps=setup.max_steps,
            model_settings=settings,
            sink=sink,
            prompt_set=setup.prompt_set,
            paper_dir=setup.paper_dir,
            prefix=prefix,
            models=self.branch_models(),
        )

    # ----- stepping -----------------------------------------------------------------------------
    def wants_step(self) -> bool:
        """A step is asked for or the run goes on, and nothing stands in its way; a run until that
        was stopped watches no more, and tries running on the trajectory refuse the step (said why)."""
        if self.in_flight:
            return False
        if not self.running:
            self.until = None
        if self.trying and (self.step_requested or self.running):  # "Try N times" owns the environment
            self.move(phases.STOP)
            self.messages.notice(TRIES_RUNNING)
            return False
        return self.step_requested or self.running

    def prepare_step(self) -> StepJob:
        """The run's next step, ready to start in its worker thread (the run moved to its step phase).
        Raises, with what to do, when no step can be taken; nothing was written then."""
        engine = self.ensure_engine()
        branch = engine.branch
        if branch.finished:
            raise TrajectoryError(
                f"Branch {branch.name} has finished. Steer one of its steps to fork a new "
                "branch, switch to an open branch, or press Reset to start again."
            )
        engine.fit_branch()  # a branch resumed with another model: open it here, where a failure is shown
        self.cancel_token, self.live = CancelToken(), LiveReply()
        self.move(phases.BEGIN_STEP)
        _stepping(self, engine.trajectory.id)  # a reload finds the step in flight by its trajectory
        return StepJob(lambda job: self._take_step(engine, job))

    def start_step(self) -> StepJob | None:
        """`prepare_step`, started; None (with the message said) when it could not."""
        try:
            job = self.prepare_step()
        except Exception as exc:  # every failure is said with what to do; nothing was written
            self.fail(exc)
            return None
        job.start()
        return job

    def fail(self, exc: Exception) -> None:
        """A step that could not start: say why, and take no further steps."""
        self.messages.error(self.explain(exc))
        self.move(phases.STOP)

    def step(self) -> StepResult:
        """One step, waited for (a script, the CLI): the same step the page takes in its worker."""
        self.ask_step()
        return self._wait(self.start_step())

    def run(self, until: RunUntil | None = None, on_step: Callable[[StepResult], None] | None = None) -> StepResult:
        """Run to the end (or until `until` holds, or stop() from another thread); the last step's result."""
        self.run_to_end(until)
        result = StepResult(taken=False)
        while self.wants_step():
            result = self._wait(self.start_step())
            if result.taken and on_step is not None:
                on_step(result)
            if not result.taken:
                break
        return result

    def _wait(self, job: StepJob | None) -> StepResult:
        if job is None:
            return StepResult(taken=False, error=self.messages.text("error"))
        job.join()
        assert job.result is not None, "the worker always leaves a result"
        return job.result

    def _take_step(self, engine: Engine, job: StepJob) -> None:
        """The worker: one engine step, and everything said about it afterwards."""
        started = time.perf_counter()
        until = self.until if self.running else None  # a Step, or a run to the end without breakpoints: None
        try:
            with live_scope(self.live), patience_scope(self.patience):
                stop = until.advance(engine, self.cancel_token) if until is not None else None
                if until is None:
                    engine.step(self.cancel_token)
            self.last_step_s = time.perf_counter() - started
            self._after_step(engine)
            if until is not None:
                self._after_until(engine, stop)
            job.result = StepResult(taken=True, held=stop, seconds=self.last_step_s)
        except StepCancelled:
            self.messages.notice(STOPPED)
            self.move(phases.END_RUN)
            job.result = StepResult(taken=False, cancelled=True)
        except Exception as exc:  # every failure is said with what to do; nothing was written
            said = self.messages.error(self.explain(exc))
            self.overdue = exc if isinstance(exc, CallOverdue) else None  # the choice on (ask again, wait longer)
            self.move(phases.END_RUN)
            job.result = StepResult(taken=False, error=said.text)
        finally:
            if self.live is not None:
                self.live.end()
            self.move(phases.END_STEP)

    def _after_step(self, engine: Engine) -> None:
        replay = engine.last_replay
        if replay is not None and replay.mismatches:
            self.messages.warning(
                "Replaying the environment did not reproduce the recorded observations: "
                + "; ".join(replay.mismatches[:3])
            )
        notice = self.messages.text("notice")
        for hint in (RESUME_HINT, RESUMING):  # done once a step was taken: a stale hint misleads
            if notice and notice.endswith(hint):
                notice = notice.removesuffix(hint).rstrip()
                self.messages.notice(notice)
        if engine.branch.finished or engine.waiting():  # the end, or a call that waits for the person's yes
            self.move(phases.END_RUN)

    def _after_until(self, engine: Engine, stop: Stop | None) -> None:
        """A run until that stopped, or ended with no condition holding, says so and ends."""
        if stop is None and not engine.branch.finished:
            return
        self.messages.notice(f"{stop.message} Step, Steer or Resume go on from here." if stop else NO_CONDITION_HELD)
        self.until = None
        self.move(phases.END_RUN)

    def explain(self, exc: Exception) -> str:
        """What went wrong and what to do (steps.explain), for this run's task."""
        return explain(exc, self.trajectory.task if self.trajectory is not None else None)


# Runs taking a step, by trajectory id, across browser sessions: a step runs in a worker thread that
# outlives the page that asked for it, and a reload makes a new page that must find it again.
_STEPPING: dict[str, SteppedRun] = {}
_STEPPING_LOCK = threading.Lock()


def _stepping(run: SteppedRun, trajectory_id: str) -> None:
    with _STEPPING_LOCK:
        for key in [k for k, r in _STEPPING.items() if r.phase is Phase.IDLE]:  # ended long ago
            del _STEPPING[key]
        _STEPPING[trajectory_id] = run


def stepping_on(trajectory_id: str, besides: SteppedRun) -> SteppedRun | None:
    """Another run (one a reload left) still taking a step on this trajectory, if any."""
    with _STEPPING_LOCK:
        other = _STEPPING.get(trajectory_id)
    return other if other is not None and other is not besides and other.in_flight else None

"""One run in one browser session: its trajectory, its engine, and the actions on them.

A `RunSession` lives in `st.session_state` (one per page column), so two browser tabs never
share a run. Its `phase` (ui/run_phase.py) says whether a step is asked, the run goes on to the end,
or a step is in flight. Stepping happens one unit per script run: "Run to end" sets it running, the page
takes one step at the end of its script and reruns. A Stop click runs in a new script run while
the old one may still wait on the model: it cancels the step's token, which closes the model's
stream, and that step ends with "Stopped" having written nothing.
Every failure becomes a message on the session; the trajectory is never left half-changed.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import streamlit as st

from react_core.assist.effect_job import EffectJob
from react_core.common.errors import describe
from react_core.engine import catalog, tool_steering
from react_core.engine.assemble import method_for, new_engine, open_engine
from react_core.engine.catalog import EnvChoice
from react_core.engine.engine import PLAYABLE, Engine
from react_core.engine.model_switch import ModelOpener, config_for, run_with_for
from react_core.engine.run_until import NO_CONDITION_HELD, RunUntil, Stop
from react_core.environments.base import WikiBackend
from react_core.models.base import LanguageModel
from react_core.models.call_watch import CallOverdue, patience_scope
from react_core.models.cancel import STOPPED, CancelToken, StepCancelled
from react_core.models.config import ModelConfig
from react_core.models.live import LiveReply, live_scope
from react_core.prompting.methods import Generation
from react_core.prompting.prompt_sets import PromptSetError
from react_core.prompting.prompts import PromptNotFound
from react_core.trajectory import steering
from react_core.trajectory.run_with import RunWith
from react_core.trajectory.steering import (
    DeleteBranch,
    HandOver,
    ResumeWith,
    Steering,
    SwitchBranch,
    TakeBack,
    change_at,
)
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Author, Outcome, Trajectory, TrajectoryError
from ui import pickers, resources, run_phase, style, trace_setting
from ui import view_model as vm
from ui.run_phase import Phase


@dataclass
class Setup:
    """What a new run is made from (the sidebar's choices)."""

    task: Task | None
    method: str
    config: ModelConfig
    max_steps: int | None = None
    wiki_backend: WikiBackend = "local"
    prompt_set: str = "project"  # where the exemplars come from (react_core.prompting.prompt_sets)
    paper_dir: str | None = None  # the paper's prompts folder, for prompt_set "paper"
    retry_repeats: bool = True  # the small-model aid (react_core.prompting.methods.Generation)
    rerun_tools: bool = False  # a tool family calls its tools again on resume (react_core.plugins.tools)

    @property
    def signature(self) -> str:
        task = self.task
        return "|".join(
            [
                task.family if task else "",
                task.id if task else "",
                task.text if task else "",
                self.method,
                resources.config_signature(self.config),
                str(self.max_steps),
                self.wiki_backend,
                self.prompt_set,
                str(self.paper_dir),
                str(self.retry_repeats),
                str(self.rerun_tools),
            ]
        )


@dataclass
class RunSession:
    key: str
    trajectory: Trajectory | None = None
    engine: Engine | None = None
    engine_model: str | None = None  # signature of the model the engine was opened with
    setup_signature: str | None = None
    phase: Phase = Phase.IDLE  # moved only by `move`: a Stop click and the step's worker thread both move it
    error: str | None = None
    notice: str | None = None
    warning: str | None = None
    steer_at: int | None = None  # first position of the step group being steered
    show_all: bool = False  # long trajectories show their latest steps unless asked
    last_step_s: float | None = None
    history: list[str] = field(default_factory=list)
    steer_error: str | None = None  # shown beside the steering editor, where the change was asked
    reopened: bool = False  # the trajectory came from History or the demo, not from the sidebar's task
    model_config: ModelConfig | None = None  # the sidebar's model, for "Suggest an edit" before an engine exists
    cancel_token: CancelToken | None = None  # the step in flight's; Stop cancels it
    setup: Setup | None = None  # the sidebar's latest choices (Try N times opens its model from them)
    background: EffectJob | None = None  # a "Try N times" job on this run, while it runs
    comparison: str | None = None  # Compare's id for the runs it starts together (History reopens them as one)
    live: LiveReply | None = None  # what the step in flight's model call has done so far (the working line)
    confirm_delete: str | None = None  # a branch whose Delete was pressed once; it goes on the second press
    play_error: str | None = None  # why the step a person wrote could not be played, shown beside the form
    # The settings (with their key, in memory only) of the models branches were resumed with, by what
    # the branch records (at 0): the engine opens a switched branch's model from them.
    switch_configs: dict[RunWith, ModelConfig] = field(default_factory=dict)
    switch_error: str | None = None  # why "Resume with another model" could not, shown beside its button
    until: RunUntil | None = None  # "Run until": the running run's breakpoints (ui/run_until.py)
    until_error: str | None = None  # why Run until could not start, shown inside its popover
    # The run of the page this one replaced (a reload) while it still takes a step on the same trajectory:
    # this page shows its working line and keeps its buttons disabled until that step lands.
    elsewhere: RunSession | None = field(default=None, repr=False, compare=False)
    overdue: CallOverdue | None = None  # the last step's model call stopped at its deadline (ui/run_overdue.py)
    patience: float = 1.0  # this run's model-call deadlines times this ("Wait longer" doubles it)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def shown(self) -> Trajectory:
        """The open trajectory, for what is drawn only once there is one (its cards, the steering
        editor, the branches) and for their buttons' callbacks; a clear error when there is none."""
        if self.trajectory is None:
            raise TrajectoryError("There is no trajectory on this run yet.")
        return self.trajectory

    def move(self, transition: Mapping[Phase, Phase]) -> None:
        """Move the phase as `transition` says (run_phase's ASK_STEP, STOP, ...); other phases stay."""
        with self._lock:
            self.phase = transition.get(self.phase, self.phase)

    @property
    def running(self) -> bool:
        """Run to end (or Resume) goes on: a step each script run until the branch ends or Stop."""
        return self.phase.running

    @property
    def in_flight(self) -> bool:
        return self.phase.in_flight

    @property
    def stepping_elsewhere(self) -> bool:
        """A step of this trajectory, asked for before the page was reloaded, is still being taken."""
        return self.elsewhere is not None and self.elsewhere.in_flight

    @property
    def step_requested(self) -> bool:
        return self.phase is Phase.STEP_ASKED

    @property
    def trying(self) -> bool:
        """A Try N times job runs on this run's trajectory (it owns the environment meanwhile)."""
        return self.background is not None and self.background.running

    def stop_step_in_flight(self) -> bool:
        """Cancel the model call of the step in flight, if any; True when there was one."""
        token = self.cancel_token
        if not self.in_flight or token is None:
            return False
        token.cancel()
        return True

    def clear_messages(self) -> None:
        self.error = self.notice = self.warning = self.steer_error = self.play_error = None
        self.switch_error = self.until_error = self.overdue = None


# Runs taking a step, by trajectory id, across browser sessions: a step runs in a worker thread that
# outlives the page that asked for it, and a reload makes a new session that must find it again.
_STEPPING: dict[str, RunSession] = {}
_STEPPING_LOCK = threading.Lock()


def _stepping(run: RunSession, trajectory_id: str) -> None:
    with _STEPPING_LOCK:
        for key in [k for k, r in _STEPPING.items() if r.phase is Phase.IDLE]:  # ended long ago
            del _STEPPING[key]
        _STEPPING[trajectory_id] = run


def stepping_on(trajectory_id: str, besides: RunSession) -> RunSession | None:
    """Another page's run (one a reload left) still taking a step on this trajectory, if any."""
    with _STEPPING_LOCK:
        other = _STEPPING.get(trajectory_id)
    return other if other is not None and other is not besides and other.in_flight else None


def take_over_from_elsewhere(run: RunSession) -> None:
    """The step the replaced page asked for has landed: show the trajectory as it is saved now."""
    other, run.elsewhere = run.elsewhere, None
    trajectory = run.trajectory
    if trajectory is None:
        return
    store = resources.store()
    if store.exists(trajectory.id):
        run.trajectory = store.load(trajectory.id)
        run.engine = None  # opened again on the next step, over the trajectory as saved
    said = f" It says: {other.error}" if other is not None and other.error else ""
    run.notice = f"The step that was running when the page was reloaded has ended; the run waits for you.{said}"


COMPARISON_KEY = "_compare_id"  # session state: the id Compare's runs record (History reopens by it)


def session(key: str) -> RunSession:
    """This browser session's run for `key` (e.g. "run", or "compare:react")."""
    name = f"_run:{key}"
    if name not in st.session_state:
        st.session_state[name] = RunSession(key)
    return st.session_state[name]


def follow_setup(run: RunSession, setup: Setup | None) -> None:
    """A new sidebar choice starts a new run; the old one stays in History."""
    run.setup = setup
    if setup is None:
        return
    run.model_config = setup.config
    if run.setup_signature is None:
        run.setup_signature = setup.signature  # e.g. just reopened from History: adopt it
        if run.trajectory is None:
            return
    if setup.signature != run.setup_signature:
        had = run.trajectory is not None and bool(run.trajectory.steps)
        reset(run)
        run.setup_signature = setup.signature
        if had:
            run.notice = "New setup: the previous run is saved in History."


def reset(run: RunSession) -> None:
    if run.background is not None:  # tries of a trajectory no longer shown: stop them
        run.background.stop()
    run.trajectory = None
    run.engine = None
    run.engine_model = None
    run.until = None
    run.move(run_phase.END_RUN)
    run.steer_at = None
    run.reopened = False
    run.clear_messages()


def adopt(run: RunSession, trajectory: Trajectory, sidebar: str | None = "task") -> None:
    """Show a saved trajectory (History's Open, the demo); its engine is opened on the first step.

    The sidebar (its widgets' key prefix `sidebar`) is set to the trajectory's task and method
    where it can be; where it cannot, the page says which task is shown instead."""
    reset(run)
    run.trajectory = trajectory
    run.setup_signature = None
    shown = sidebar is not None and pickers.show_in_sidebar(
        trajectory.task, trajectory.method, sidebar, "method" if sidebar == "task" else None
    )
    run.reopened = not shown


URL_KEY = "trajectory"  # the Run page's URL names the trajectory it shows, so a reload keeps it


def reopen_from_url(run: RunSession) -> None:
    """A new browser session (a reload, a shared link) reopens the trajectory its URL names. Called
    before the sidebar, so the reopened task and method are set there. A name History no longer has
    is dropped quietly."""
    wanted = st.query_params.get(URL_KEY)
    if run.trajectory is not None or not wanted or run.setup_signature:
        return
    store = resources.store()
    other = stepping_on(wanted, run)
    # A reload during the first step: nothing is saved yet, but the run taking it has the trajectory.
    first = _first_step_trajectory(other) if other is not None and not store.exists(wanted) else None
    if store.exists(wanted) or first is not None:
        adopt(run, first if first is not None else store.load(wanted))
        run.notice = "Reopened the trajectory this page's address names (it is saved in History)."
        if other is not None:  # a reload mid-step: the step goes on in its thread; show it, wait for it
            other.move(run_phase.END_RUN)  # a run to the end stops after that step: this page now has the say
            run.elsewhere = other
            run.notice = (
                "This run was taking a step when the page was reloaded: the step goes on below, and the "
                "buttons come back when it ends (a run to the end stops after it; press Run to end to go on)."
            )
    else:
        del st.query_params[URL_KEY]


def _first_step_trajectory(other: RunSession) -> Trajectory | None:
    """A copy of the trajectory `other` is taking its first step on (its worker thread changes the
    original once the step lands), or None when there is none to copy."""
    trajectory = other.trajectory
    if trajectory is None:
        return None
    try:
        return Trajectory.from_json(trajectory.to_json())
    except Exception:  # the step landed while it was copied: History has it in a moment, the page reloads it then
        return None


def show_in_url(run: RunSession) -> None:
    """The URL names the trajectory shown (none: no name), so a reload finds it again."""
    wanted = st.query_params.get(URL_KEY)
    shown = run.trajectory.id if run.trajectory is not None else None
    if shown and shown != wanted:
        st.query_params[URL_KEY] = shown
    elif not shown and wanted:
        del st.query_params[URL_KEY]


def _ensure_engine(run: RunSession, setup: Setup, for_play: bool = False) -> Engine:
    """The run's engine, opened on first use. `for_play`: a person writes the steps, so any engine on
    this trajectory will do, and a family with no exemplars yet (the very thing playing writes) is
    played with none; such an engine is opened again, with the exemplars, before the model steps."""
    model_sig = resources.config_signature(setup.config)
    if (
        run.engine is not None
        and run.engine.trajectory is run.trajectory
        and (for_play or run.engine_model == model_sig)
    ):
        return run.engine
    model = resources.open_language_model(setup.config)
    try:
        run.engine = _open_engine(run, setup, model, prefix=None)
        run.engine_model = model_sig
    except (PromptNotFound, PromptSetError):
        if not for_play:
            raise
        run.engine = _open_engine(run, setup, model, prefix="")
        run.engine_model = None  # no exemplars: a model step opens it again and says what is missing
    run.trajectory = run.engine.trajectory
    return run.engine


def branch_models(run: RunSession, setup: Setup | None) -> ModelOpener:
    """How an engine of this run opens the model a switched branch records: with the settings it was
    switched with in this session (its key), else from the record and the sidebar's (or env's) key."""

    open_model = resources.model_opener()  # called in the step's worker thread, which cannot read the session

    def open_branch_model(run_with: RunWith) -> LanguageModel:
        chosen = run.switch_configs.get(replace(run_with, at=0))
        return open_model(chosen or config_for(run_with, setup.config if setup else None))

    return open_branch_model


def _open_engine(run: RunSession, setup: Setup, model, prefix: str | None) -> Engine:
    if run.trajectory is not None:
        return open_engine(
            run.trajectory, model, sink=trace_setting.sink(), prefix=prefix, models=branch_models(run, setup)
        )
    if setup.task is None:
        raise TrajectoryError("Choose a task in the sidebar first.")
    generation = Generation(
        temperature=setup.config.temperature,
        max_tokens=setup.config.max_tokens,
        seed=setup.config.seed,
        retry_repeats=setup.retry_repeats,
    )
    return new_engine(
        setup.task,
        setup.method,
        model,
        env_choice=EnvChoice(setup.wiki_backend, rerun_tools=setup.rerun_tools),
        generation=generation,
        max_steps=setup.max_steps,
        model_settings=_settings(run, setup),
        sink=trace_setting.sink(),
        prompt_set=setup.prompt_set,
        paper_dir=setup.paper_dir,
        prefix=prefix,
        models=branch_models(run, setup),
    )


def _settings(run: RunSession, setup: Setup) -> dict[str, Any]:
    settings: dict[str, Any] = {"provider": setup.config.provider}
    if run.comparison:
        settings["comparison"] = run.comparison
    return settings


def step_once(
    run: RunSession,
    setup: Setup | None,
    label: str = "The model is working…",
    started: Callable[[RunSession], None] | None = None,
) -> bool:
    """Take one step; False (with a message on the session) when it could not.

    The step runs in a worker thread while this (the script's) thread redraws the working line
    from the model's live progress. A Stop click reruns the script, which ends this wait; the
    worker then finishes (cancelled) on its own and records its outcome on the run. `started(run)`
    is called once the step is under way (the Run page puts the trajectory in its address then,
    so a reload during a first step, before anything is saved, finds the step)."""
    if setup is None and run.engine is None:
        run.error = "Choose a task and a valid model in the sidebar first."
        run.move(run_phase.STOP)
        return False
    if run.until is not None and run.running:
        label = f"Running until {run.until.describe()}. {label}"
    outcome: dict[str, bool] = {}
    try:
        with style.working(label) as line:
            worker = _step_worker(run, setup, outcome)
            assert run.live is not None, "set by _step_worker"
            if started is not None:
                started(run)
            _wait_beside(line, run.live, worker)
    except Exception as exc:  # every failure is shown with what to do; nothing was written
        run.error = _explain(exc, run)
        run.move(run_phase.STOP)
        return False
    return outcome.get("ok", False)


def _step_worker(run: RunSession, setup: Setup | None, outcome: dict[str, bool]) -> threading.Thread:
    """The run's next step, ready to start in a worker thread (the run moved to its step phase)."""
    engine = _ensure_engine(run, setup) if setup is not None else run.engine
    assert engine is not None, "checked by the caller: a run without a setup has an engine"
    branch = engine.branch
    if branch.finished:
        raise TrajectoryError(
            f"Branch {branch.name} has finished. Steer one of its steps to fork a new "
            "branch, switch to an open branch, or press Reset to start again."
        )
    engine.fit_branch()  # a branch resumed with another model: open it here, where a failure is shown
    run.cancel_token, run.live = CancelToken(), LiveReply()
    run.move(run_phase.BEGIN_STEP)
    _stepping(run, engine.trajectory.id)  # a reload finds the step in flight by its trajectory
    return threading.Thread(target=_take_step, args=(run, engine, outcome), name="react-step", daemon=True)


def step_together(
    runs: list[RunSession],
    setups: dict[str, Setup | None],
    label: Callable[[RunSession], str],
    landed: Callable[[RunSession, bool], None] = lambda run, ok: None,
) -> None:
    """One step for each of `runs` at the same time (Compare's columns: the server has a slot for
    each, so their model calls overlap), a working line each; `landed(run, taken)` as each ends."""
    with contextlib.ExitStack() as lines:
        started: list[tuple[RunSession, style.WorkingLine, threading.Thread, dict[str, bool]]] = []
        for run in runs:
            line = lines.enter_context(style.working(label(run)))
            if setups.get(run.key) is None and run.engine is None:
                run.error = "Choose a task and a valid model in the sidebar first."
                run.move(run_phase.STOP)
                continue
            outcome: dict[str, bool] = {}
            try:
                worker = _step_worker(run, setups.get(run.key), outcome)
            except Exception as exc:  # every failure is shown with what to do; nothing was written
                run.error = _explain(exc, run)
                run.move(run_phase.STOP)
                continue
            started.append((run, line, worker, outcome))
            worker.start()
        while started:
            time.sleep(0.1)
            for entry in list(started):
                run, line, worker, outcome = entry
                if worker.is_alive() and run.live is not None:
                    line.update(run.live.snapshot())
                elif not worker.is_alive():
                    started.remove(entry)
                    line.clear()
                    landed(run, outcome.get("ok", False))


def with_live_line(label: str, work: Callable[[], Any]) -> Any:
    """`work()` (which asks a model) in a helper thread, while the working line shows what the model
    is doing; its result, or its exception raised here. For short calls such as Suggest an edit."""
    live, box = LiveReply(), {}

    def call() -> None:
        try:
            with live_scope(live):
                box["result"] = work()
        except Exception as exc:
            box["error"] = exc
        finally:
            live.end()

    with style.working(label) as line:
        _wait_beside(line, live, threading.Thread(target=call, name="react-model-call", daemon=True))
    if "error" in box:
        raise box["error"]
    return box.get("result")


def _wait_beside(line: style.WorkingLine, live: LiveReply, worker: threading.Thread) -> None:
    """Start `worker` and redraw the working line from `live` four times a second until it ends."""
    worker.start()
    while worker.is_alive():
        line.update(live.snapshot())
        worker.join(0.25)


def _take_step(run: RunSession, engine: Engine, outcome: dict[str, bool]) -> None:
    """The worker: one engine step, and everything the page shows about it afterwards."""
    started = time.perf_counter()
    until = run.until if run.running else None  # a Step, or a run to the end without breakpoints: None
    try:
        with live_scope(run.live), patience_scope(run.patience):
            stop = until.advance(engine, run.cancel_token) if until is not None else None
            if until is None:
                engine.step(run.cancel_token)
        run.last_step_s = time.perf_counter() - started
        _after_step(run, engine)
        if until is not None:
            _after_until(run, engine, stop)
        outcome["ok"] = True
    except StepCancelled:
        run.notice = STOPPED
        run.move(run_phase.END_RUN)
    except Exception as exc:  # every failure is shown with what to do; nothing was written
        run.error = _explain(exc, run)
        run.overdue = exc if isinstance(exc, CallOverdue) else None  # and the choice on (ui/run_overdue.py)
        run.move(run_phase.END_RUN)
    finally:
        if run.live is not None:
            run.live.end()
        run.move(run_phase.END_STEP)


def _after_step(run: RunSession, engine: Engine) -> None:
    replay = engine.last_replay
    if replay is not None and replay.mismatches:
        run.warning = "Replaying the environment did not reproduce the recorded observations: " + "; ".join(
            replay.mismatches[:3]
        )
    for hint in (RESUME_HINT, RESUMING):  # done once a step was taken: a stale hint misleads
        if run.notice and run.notice.endswith(hint):
            run.notice = run.notice.removesuffix(hint).rstrip()
    if engine.branch.finished:
        run.move(run_phase.END_RUN)


def _after_until(run: RunSession, engine: Engine, stop: Stop | None) -> None:
    """A run until that stopped, or ended with no condition holding, says so and ends."""
    if stop is None and not engine.branch.finished:
        return
    run.notice = f"{stop.message} Step, Steer or Resume go on from here." if stop else NO_CONDITION_HELD
    run.until = None
    run.move(run_phase.END_RUN)


def _explain(exc: Exception, run: RunSession) -> str:
    """`describe(exc)`, except where the page knows a better fix: an own question too long for
    the model's context is shortened by its author, not by changing server settings."""
    task = run.trajectory.task if run.trajectory is not None else None
    if isinstance(exc, PromptNotFound):  # a new family: its first exemplar is written by playing
        return (
            f"{exc} The model needs few-shot exemplars: turn on Play it yourself, play a run to its end, "
            "save it with Use as exemplar, then choose your set in the sidebar's Prompts."
        )
    if getattr(exc, "kind", None) == "context_overflow" and task is not None and task.meta.get("source") == "own":
        return (
            f"{getattr(exc, 'cause', exc)} Your own {catalog.family(task.family).noun} makes the prompt too long: "
            "shorten it in the sidebar and start again."
        )
    return describe(exc)


def tick(
    runs: list[RunSession],
    setups: dict[str, Setup | None],
    label: Callable[[RunSession], str],
    show_new: dict[str, Callable[[], None]] | None = None,
    started: Callable[[RunSession], None] | None = None,
) -> bool:
    """One step for every run that asked for one (Step) or is running (lockstep).

    Called after the page is drawn, so the trajectory stays readable while the model works.
    `show_new[run.key]`, when given, draws a run's new card as soon as its step is taken;
    `started(run)` is told when a run's step (alone, not Compare's together) is under way.
    Returns True when a step was taken or attempted (the page should then rerun).
    """
    wanting = []
    for run in runs:
        if run.in_flight or run.stepping_elsewhere:  # a superseded script run (or page) is taking a step
            continue
        if not run.running:
            run.until = None  # a run until that was stopped (Stop, steering, a failure) watches no more
        if run.trying and (run.step_requested or run.running):  # "Try N times" owns the environment
            run.move(run_phase.STOP)
            run.notice = "Tries are running on this trajectory; step again when they are done or stopped."
            continue
        if run.step_requested or run.running:
            wanting.append(run)

    def landed(run: RunSession, ok: bool) -> None:
        if ok and show_new and run.key in show_new:
            show_new[run.key]()

    if len(wanting) > 1 and not any(run.until is not None and run.running for run in wanting):
        step_together(wanting, setups, label, landed)  # Compare's columns, at the same time
    else:
        for run in wanting:
            landed(run, step_once(run, setups.get(run.key), label(run), started))
    return bool(wanting)


# ----- playing ----------------------------------------------------------------------------------
def play_key(run: RunSession) -> str:
    """The session-state key of the run's "Play it yourself" switch (its widget's key)."""
    return f"{run.key}:play"


def playing(run: RunSession) -> bool:
    return bool(st.session_state.get(play_key(run)))


def can_play(method: str) -> bool:
    return method in PLAYABLE


def play_step(run: RunSession, thought: str, action: str) -> bool:
    """Take one step the person wrote; False (with `play_error` set beside the form) when it could not.
    No model is asked, so it runs at once, in the click's own script run."""
    run.clear_messages()
    if run.in_flight or run.running or run.trying:
        run.play_error = "The model or its tries are working on this run; wait, or press Stop, then play."
        return False
    setup = run.setup
    if setup is None and run.engine is None:
        run.play_error = "Choose a task and a valid model in the sidebar first."
        return False
    try:
        engine = _ensure_engine(run, setup, for_play=True) if setup is not None else run.engine
        assert engine is not None, "checked above: a run without a setup has an engine"
        started = time.perf_counter()
        report = engine.play(action, thought=thought)
    except Exception as exc:  # the text that could not be played stays in the boxes, with why
        run.play_error = _explain(exc, run)
        return False
    run.last_step_s = time.perf_counter() - started
    _after_step(run, engine)
    if report.branch.outcome == Outcome.STEP_LIMIT:
        played = any(s.author == Author.HUMAN_PLAY for s in report.steps)
        run.notice = "The step limit was reached, so the episode ended as it does for the model" + (
            "." if played else " (before your step, which was not played)."
        )
    return True


def take_back(run: RunSession) -> None:
    """Undo the person's last played step (the environment is replayed before the next one)."""
    run.clear_messages()
    try:
        _steering(run).apply(TakeBack())
    except Exception as exc:
        run.play_error = describe(exc)
        return
    run.notice = "Took back your last step."


def hand_over(run: RunSession) -> None:
    """ "Let the model continue": the played branch stays as it is; the model runs on (on a new branch
    when the person wrote its last step) until it finishes or Stop."""
    run.clear_messages()
    try:
        trajectory = run.trajectory
        before = trajectory.active_branch if trajectory is not None else None
        if trajectory is not None:
            method_for(trajectory)  # no exemplars yet: say so before a branch is forked for the model
        branch = _steering(run).apply(HandOver()) if trajectory is not None else None
    except Exception as exc:
        run.play_error = _explain(exc, run)
        return
    st.session_state[play_key(run)] = False
    run.move(run_phase.RUN_TO_END)
    if trajectory is not None and branch is not None and branch.id != before:
        run.notice = (
            f"New branch {branch.name}: {vm.describe_change(trajectory, branch)}. Your branch is kept; "
            "the model continues here."
        )


def can_take_back(run: RunSession) -> bool:
    """The branch ends in a step the person played (what Undo takes back)."""
    trajectory = run.trajectory
    if trajectory is None:
        return False
    written = [s for s in trajectory.steps_of() if s.author not in (Author.ENVIRONMENT, Author.ENGINE)]
    return bool(written) and written[-1].author == Author.HUMAN_PLAY


# ----- steering ---------------------------------------------------------------------------------
OPERATIONS = steering.OPERATIONS
RESUME_HINT = "Press Resume to continue from here."
RESUMING = "Resuming on it."


def _steering(run: RunSession) -> Steering:
    """The engine's steering when the run has an engine on this trajectory, else the same kind
    of object over the trajectory alone (just reopened: no model or environment needed to steer)."""
    if run.engine is not None and run.engine.trajectory is run.trajectory:
        chosen = run.engine.steering
    else:
        chosen = Steering(run.shown(), resources.store())
    chosen.check_action = _action_check(chosen.trajectory.task.family)
    return chosen


def _action_check(family: str) -> steering.ActionCheck | None:
    """The family's check of a replaced action (a tools family's schema); none for a family gone."""
    try:
        return catalog.family(family).check_action
    except ValueError:
        return None


def steer(
    run: RunSession,
    operation: str,
    position: int,
    text: str = "",
    resume: bool = False,
    call: tuple[str, str] | None = None,
) -> bool:
    """Fork a new branch with one human change; the original branch keeps every step. `call`: a
    replaced action as a tool call (tool, arguments as JSON), checked against the tool's schema.

    A change that cannot be made is reported in `steer_error`, shown beside the editor."""
    trajectory = run.trajectory
    if trajectory is None:
        run.error = "There is no trajectory to steer yet."
        return False
    was_running = run.running
    run.move(run_phase.END_RUN)  # a change while running stops the run; the in-flight step was already kept
    run.clear_messages()
    try:
        family = trajectory.task.family
        change = tool_steering.call_change(family, position, *call) if call else change_at(operation, position, text)
        branch = _steering(run).apply(change)
    except Exception as exc:
        run.steer_error = describe(exc)
        return False
    run.steer_at = None
    stopped = " The run was stopped so you could steer." if was_running else ""
    then = RESUMING if resume else RESUME_HINT
    run.notice = (
        f"New branch {branch.name}: {vm.describe_change(trajectory, branch)}. The original branch is kept."
        f"{stopped} {then}"
    )
    return True


def resume_with(run: RunSession, config: ModelConfig, prompt_set: str, position: int, name: str | None = None) -> bool:
    """Fork at `position` and run on with another model, temperature or prompt set ("what would
    another model have done from here?"). The model is checked first: one that cannot answer is
    reported in `switch_error` and nothing changes, so another can be picked."""
    trajectory = run.trajectory
    if trajectory is None:
        run.error = "There is no trajectory to resume yet."
        return False
    run.move(run_phase.END_RUN)
    run.clear_messages()
    try:
        name = name or resources.reachable_name(config)
        settings = run_with_for(config, prompt_set=prompt_set, at=position, name=name)
        branch = _steering(run).apply(ResumeWith(position, settings))
    except Exception as exc:  # unreachable, unknown name, same settings: say so; nothing was changed
        run.switch_error = describe(exc)
        return False
    run.switch_configs[replace(settings, at=0)] = config
    run.steer_at = None
    run.notice = (
        f"New branch {branch.name}: {vm.describe_change(trajectory, branch)}. The original branch is kept. {RESUMING}"
    )
    run.move(run_phase.RUN_TO_END)
    return True


def switch_branch(run: RunSession, branch_id: str) -> None:
    run.move(run_phase.END_RUN)
    run.clear_messages()
    try:
        branch = _steering(run).apply(SwitchBranch(branch_id))
    except Exception as exc:
        run.error = describe(exc)
        return
    run.steer_at = None
    run.notice = f"Switched to branch {branch.name}."


def delete_branch(run: RunSession, branch_id: str) -> None:
    run.clear_messages()
    try:
        if branch_id == run.shown().active_branch:
            run.move(run_phase.END_RUN)
        name = _steering(run).apply(DeleteBranch(branch_id))
    except Exception as exc:
        run.error = describe(exc)
        return
    run.steer_at = None
    run.notice = f"Deleted branch {name} and the branches forked from it."

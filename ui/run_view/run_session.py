"""One run in one browser session: what the page shows of it, over the run's controller.

A `RunSession` lives in `st.session_state` (one per page column), so two browser tabs never share a
run. The run itself (its trajectory, engine, phase, steps, steering and messages) is its
`RunController` (react_core.session), which knows nothing of Streamlit; the session keeps only what
the page shows: which step's editor is open, which Delete waits for its second press, whether a long
trajectory shows all its steps, and the run a reload replaced.

Stepping happens one unit per script run: "Run to end" sets the run running, the page takes one step
at the end of its script and reruns. The step runs in the controller's worker thread while this
script redraws the working line; a Stop click runs in a new script run while the old one may still
wait on the model: it cancels the step's token, which closes the model's stream, and that step ends
with "Stopped" having written nothing.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import streamlit as st

from react_core import ModelConfig, Trajectory
from react_core.engine.engine import PLAYABLE
from react_core.models.live import LiveReply, live_scope
from react_core.session import phase as run_phase
from react_core.session import stepping as control
from react_core.session.controller import RunController
from react_core.session.messages import Messages
from react_core.session.phase import Phase
from react_core.session.resources import RunResources
from react_core.session.setup import Setup
from react_core.session.stepping import SteppedRun
from react_core.session.steps import StepJob
from react_core.trajectory import steering
from ui.widgets import resources, style, trace_setting
from ui.widgets.task_picker import show_in_sidebar


@dataclass(eq=False)
class RunSession:
    key: str
    control: RunController = field(default_factory=RunController)
    setup_signature: str | None = None  # the sidebar's choices the run follows (a new choice starts a new run)
    steer_at: int | None = None  # first position of the step group being steered
    show_all: bool = False  # long trajectories show their latest steps unless asked
    reopened: bool = False  # the trajectory came from History or the demo, not from the sidebar's task
    confirm_delete: str | None = None  # a branch whose Delete was pressed once; it goes on the second press
    # The run of the page this one replaced (a reload) while it still takes a step on the same trajectory:
    # this page shows its working line and keeps its buttons disabled until that step lands.
    elsewhere: SteppedRun | None = field(default=None, repr=False)

    # ----- the run, read through its controller -------------------------------------------------
    @property
    def trajectory(self) -> Trajectory | None:
        return self.control.trajectory

    @property
    def phase(self) -> Phase:
        return self.control.phase

    @property
    def setup(self) -> Setup | None:
        return self.control.setup

    @property
    def messages(self) -> Messages:
        return self.control.messages

    def shown(self) -> Trajectory:
        """The open trajectory, for what is drawn only once there is one (its cards, the steering
        editor, the branches) and for their buttons' callbacks; a clear error when there is none."""
        return self.control.shown()

    def move(self, transition: Mapping[Phase, Phase]) -> None:
        self.control.move(transition)

    @property
    def running(self) -> bool:
        return self.control.running

    @property
    def in_flight(self) -> bool:
        return self.control.in_flight

    @property
    def step_requested(self) -> bool:
        return self.control.step_requested

    @property
    def trying(self) -> bool:
        return self.control.trying

    @property
    def stepping_elsewhere(self) -> bool:
        """A step of this trajectory, asked for before the page was reloaded, is still being taken."""
        return self.elsewhere is not None and self.elsewhere.in_flight

    def clear_messages(self) -> None:
        self.control.clear_messages()

    # What the run says, where the page shows it: the top of the run, and beside the steering editor,
    # the play form, "Resume with another model" and inside Run until's popover.
    @property
    def error(self) -> str | None:
        return self.messages.text("error")

    @property
    def warning(self) -> str | None:
        return self.messages.text("warning")

    @property
    def notice(self) -> str | None:
        return self.messages.text("notice")

    @property
    def steer_error(self) -> str | None:
        return self.messages.text("error", "steer")

    @property
    def play_error(self) -> str | None:
        return self.messages.text("error", "play")

    @property
    def switch_error(self) -> str | None:
        return self.messages.text("error", "switch")

    @property
    def until_error(self) -> str | None:
        """Why Run until could not start, shown inside its popover."""
        return self.messages.text("error", "until")


def _resources() -> RunResources:
    """What this browser session's runs save to and open models with (read now: a step's worker
    thread cannot read the session)."""
    return RunResources(
        store=resources.store(),
        sink=trace_setting.sink(),
        open_model=resources.model_opener(),
        reachable_name=resources.reachable_name,
    )


def _fresh(run: RunSession) -> RunController:
    """The run's controller with this script run's resources (a button's callback runs before the
    page has called `session`)."""
    run.control.resources = _resources()
    return run.control


def stepping_on(trajectory_id: str, besides: RunSession) -> SteppedRun | None:
    """Another page's run (one a reload left) still taking a step on this trajectory, if any."""
    return control.stepping_on(trajectory_id, besides.control)


def take_over_from_elsewhere(run: RunSession) -> None:
    """The step the replaced page asked for has landed: show the trajectory as it is saved now."""
    other, run.elsewhere = run.elsewhere, None
    trajectory = run.trajectory
    if trajectory is None:
        return
    store = resources.store()
    if store.exists(trajectory.id):
        run.control.trajectory = store.load(trajectory.id)
        run.control.engine = None  # opened again on the next step, over the trajectory as saved
    error = other.messages.text("error") if other is not None else None
    said = f" It says: {error}" if error else ""
    run.messages.notice(f"The step that was running when the page was reloaded has ended; the run waits for you.{said}")


COMPARISON_KEY = "_compare_id"  # session state: the id Compare's runs record (History reopens by it)


def session(key: str) -> RunSession:
    """This browser session's run for `key` (e.g. "run", or "compare:react")."""
    name = f"_run:{key}"
    if name not in st.session_state:
        st.session_state[name] = RunSession(key)
    run: RunSession = st.session_state[name]
    _fresh(run)
    return run


def follow_setup(run: RunSession, setup: Setup | None) -> None:
    """A new sidebar choice starts a new run; the old one stays in History."""
    run.control.follow(setup)
    if setup is None:
        return
    if run.setup_signature is None:
        run.setup_signature = setup.signature  # e.g. just reopened from History: adopt it
        if run.trajectory is None:
            return
    if setup.signature != run.setup_signature:
        had = run.trajectory is not None and bool(run.trajectory.steps)
        reset(run)
        run.setup_signature = setup.signature
        if had:
            run.messages.notice("New setup: the previous run is saved in History.")


def reset(run: RunSession) -> None:
    run.control.reset()
    run.steer_at = None
    run.reopened = False


def adopt(run: RunSession, trajectory: Trajectory, sidebar: str | None = "task") -> None:
    """Show a saved trajectory (History's Open, the demo); its engine is opened on the first step.

    The sidebar (its widgets' key prefix `sidebar`) is set to the trajectory's task and method
    where it can be; where it cannot, the page says which task is shown instead."""
    reset(run)
    run.control.adopt(trajectory)
    run.setup_signature = None
    shown = sidebar is not None and show_in_sidebar(
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
        run.messages.notice("Reopened the trajectory this page's address names (it is saved in History).")
        if other is not None:  # a reload mid-step: the step goes on in its thread; show it, wait for it
            other.move(run_phase.END_RUN)  # a run to the end stops after that step: this page now has the say
            run.elsewhere = other
            run.messages.notice(
                "This run was taking a step when the page was reloaded: the step goes on below, and the "
                "buttons come back when it ends (a run to the end stops after it; press Run to end to go on)."
            )
    else:
        del st.query_params[URL_KEY]


def _first_step_trajectory(other: SteppedRun) -> Trajectory | None:
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


# ----- stepping ---------------------------------------------------------------------------------
def _no_setup(run: RunSession) -> bool:
    """No step can be made: nothing chosen in the sidebar and no engine (said on the run)."""
    if run.setup is None and run.control.engine is None:
        run.messages.error(control.NO_SETUP)
        run.move(run_phase.STOP)
        return True
    return False


def step_once(
    run: RunSession,
    label: str = "The model is working…",
    started: Callable[[RunSession], None] | None = None,
) -> bool:
    """Take one step; False (with a message on the run) when it could not.

    The step runs in the controller's worker thread while this (the script's) thread redraws the
    working line from the model's live progress. A Stop click reruns the script, which ends this wait;
    the worker then finishes (cancelled) on its own and records its outcome on the run. `started(run)`
    is called once the step is under way (the Run page puts the trajectory in its address then, so a
    reload during a first step, before anything is saved, finds the step)."""
    if _no_setup(run):
        return False
    until = run.control.until
    if until is not None and run.running:
        label = f"Running until {until.describe()}. {label}"
    try:
        with style.working(label) as line:
            job = run.control.prepare_step()
            assert run.control.live is not None, "set by prepare_step"
            if started is not None:
                started(run)
            _wait_beside(line, run.control.live, job)
    except Exception as exc:  # every failure is shown with what to do; nothing was written
        run.control.fail(exc)
        return False
    return job.taken


def step_together(
    runs: list[RunSession],
    label: Callable[[RunSession], str],
    landed: Callable[[RunSession, bool], None] = lambda run, ok: None,
) -> None:
    """One step for each of `runs` at the same time (Compare's columns: the server has a slot for
    each, so their model calls overlap), a working line each; `landed(run, taken)` as each ends."""
    with contextlib.ExitStack() as lines:
        started: list[tuple[RunSession, style.WorkingLine, StepJob]] = []
        for run in runs:
            line = lines.enter_context(style.working(label(run)))
            if _no_setup(run):
                continue
            job = run.control.start_step()
            if job is not None:
                started.append((run, line, job))
        while started:
            time.sleep(0.1)
            for entry in list(started):
                run, line, job = entry
                live = run.control.live
                if job.is_alive() and live is not None:
                    line.update(live.snapshot())
                elif not job.is_alive():
                    started.remove(entry)
                    line.clear()
                    landed(run, job.taken)


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


def _wait_beside(line: style.WorkingLine, live: LiveReply, worker: threading.Thread | StepJob) -> None:
    """Start `worker` and redraw the working line from `live` four times a second until it ends."""
    worker.start()
    while worker.is_alive():
        line.update(live.snapshot())
        worker.join(0.25)


def tick(
    runs: list[RunSession],
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
    wanting = [run for run in runs if not run.stepping_elsewhere and run.control.wants_step()]

    def landed(run: RunSession, ok: bool) -> None:
        if ok and show_new and run.key in show_new:
            show_new[run.key]()

    if len(wanting) > 1 and not any(run.control.until is not None and run.running for run in wanting):
        step_together(wanting, label, landed)  # Compare's columns, at the same time
    else:
        for run in wanting:
            landed(run, step_once(run, label(run), started))
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
    """Take one step the person wrote; False (with why beside the form) when it could not."""
    return _fresh(run).play(thought, action)


def take_back(run: RunSession) -> None:
    """Undo the person's last played step (the environment is replayed before the next one)."""
    _fresh(run).take_back()


def hand_over(run: RunSession) -> None:
    """ "Let the model continue": the model runs on from the played branch; the switch goes off."""
    if _fresh(run).hand_over():
        st.session_state[play_key(run)] = False


def can_take_back(run: RunSession) -> bool:
    return run.control.can_take_back()


# ----- steering ---------------------------------------------------------------------------------
OPERATIONS = steering.OPERATIONS


def steer(
    run: RunSession,
    operation: str,
    position: int,
    text: str = "",
    resume: bool = False,
    call: tuple[str, str] | None = None,
) -> bool:
    """Fork a new branch with one human change (the controller's `steer`); the editor closes."""
    if _fresh(run).steer(operation, position, text, resume, call) is None:
        return False
    run.steer_at = None
    return True


def resume_with(run: RunSession, config: ModelConfig, prompt_set: str, position: int, name: str | None = None) -> bool:
    """Fork at `position` and run on with another model (the controller's `resume_with`)."""
    if _fresh(run).resume_with(config, prompt_set, position, name) is None:
        return False
    run.steer_at = None
    return True


def switch_branch(run: RunSession, branch_id: str) -> None:
    if _fresh(run).switch_branch(branch_id) is not None:
        run.steer_at = None


def delete_branch(run: RunSession, branch_id: str) -> None:
    if _fresh(run).delete_branch(branch_id) is not None:
        run.steer_at = None

"""A run's buttons (Step, Run to end or Resume, Run until, Stop, Reset, Play it yourself), its status line and
messages, and the watch on a step still in flight. The step itself is taken by `run_session.tick`."""

from __future__ import annotations

import streamlit as st

from react_core import StepKind
from react_core.models.cancel import STOPPED
from react_core.session import phase as run_phase
from react_core.session.phase import Phase
from ui.run_view import card_cache, run_session, run_until
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets import style
from ui.widgets.plain_text import md


def wait_for_step_in_flight(runs: list[RunSession]) -> None:
    """After Stop, the step already asked of the model still lands: redraw when it does. After a
    reload mid-step, the step the replaced page asked for is shown the same way, until it lands."""
    if not any(r.in_flight or r.elsewhere is not None for r in runs):
        return

    @st.fragment(run_every=0.5)
    def _watch() -> None:
        landed = [r for r in runs if r.elsewhere is not None and not r.stepping_elsewhere]
        for run in landed:
            run_session.take_over_from_elsewhere(run)
        flying = [r for r in runs if r.in_flight or r.stepping_elsewhere]
        if landed or not flying:
            st.rerun(scope="app")
        for run in flying:  # e.g. a click elsewhere reran the page mid-step: keep showing its progress
            source = run.elsewhere if run.stepping_elsewhere else run.control
            assert source is not None, "stepping elsewhere means there is an elsewhere"
            label = (
                "Still taking the step asked for before the page was reloaded…"
                if source is not run.control
                else "Finishing the step in flight…"
            )
            style.WorkingLine(label, source.live.snapshot() if source.live else None)

    _watch()


def messages(run: RunSession) -> None:
    if run.error:
        st.error(md(run.error), icon=":material/warning:")
    if run.warning:
        st.warning(md(run.warning))
    if run.notice:
        st.info(md(run.notice))


def _request_step(run: RunSession) -> None:
    run.control.ask_step()


def _start(run: RunSession) -> None:
    run.control.run_to_end()  # Run to end watches no breakpoints


def stop(run: RunSession) -> None:
    """Stop a run: no further steps, and a step in flight is cancelled (nothing of it is written).
    While Try N times runs, Stop stops the tries (the finished ones are kept)."""
    if run.stepping_elsewhere:  # the step a reloaded page asked for: cancel it there
        assert run.elsewhere is not None, "stepping elsewhere means there is an elsewhere"
        run.elsewhere.stop()
        run.messages.notice(STOPPED)
        return
    run.control.stop()


def controls(run: RunSession, *, compact: bool = False, ready: bool = True, playable: bool = False) -> None:
    """Step / Run to end (Resume) / Stop / Reset, and (`playable`, the Run page) the "Play it
    yourself" switch, which puts the play form in place of Step and Run. The step itself is taken
    by `run_session.tick`.

    `ready` False (no task chosen and nothing on the page): Step and Run are disabled."""
    trajectory = run.trajectory
    finished = (trajectory is not None and trajectory.branch().finished) or (trajectory is None and not ready)
    resumable = trajectory is not None and bool(trajectory.branch().step_ids) and not finished
    k = run.key
    playing = playable and run_session.playing(run)
    row = st.container(horizontal=True, gap="small", vertical_alignment="center")
    with row:
        if not playing:
            st.button(
                "Step",
                key=f"{k}:step",
                icon=":material/skip_next:",
                type="primary",
                on_click=_request_step,
                args=(run,),
                disabled=busy(run) or finished,
            )  # no tooltip: it stayed over the
            # page for the whole step, since the pointer rests on the button it just clicked
            st.button(
                "Resume" if trajectory is not None and resumable and trajectory.branch().parent_id else "Run to end",
                key=f"{k}:run",
                icon=":material/play_arrow:",
                disabled=busy(run) or finished,
                on_click=_start,
                args=(run,),
            )
            run_until.control(run, disabled=busy(run) or finished)
        st.button(
            "Stop",
            key=f"{k}:stop",
            icon=":material/stop:",
            disabled=not (busy(run) or run.trying),  # the tries of Try N times too, on every tab
            on_click=stop,
            args=(run,),
        )
        st.button(
            "Reset",
            key=f"{k}:reset",
            icon=":material/restart_alt:",
            on_click=_reset,
            args=(run,),
            help="Start again on the chosen task (this run stays in History)",
        )
        if playable:
            st.toggle(
                "Play it yourself",
                key=run_session.play_key(run),
                on_change=_play_switched,
                args=(run,),
                help="Write the agent's next steps yourself; the environment answers them. The model's steps "
                'so far stay (you take over); "Let the model continue" hands back.',
            )
        if not compact:
            st.caption(_status_line(run))


def _play_switched(run: RunSession) -> None:
    if run_session.playing(run):  # taking over: a run to the end stops here (a step in flight still lands)
        run.move(run_phase.STOP)
    run.clear_messages()


def busy(run: RunSession) -> bool:
    """A step is asked for, running, or about to be taken by this very script run (it steps after
    drawing the page): the page must not offer Step again or say nothing has started."""
    return run.phase is not Phase.IDLE or run.stepping_elsewhere


def _reset(run: RunSession) -> None:
    run_session.reset(run)


def _status_line(run: RunSession) -> str:
    trajectory = run.trajectory
    if trajectory is None:
        return "Starting…" if busy(run) else "Not started"
    branch = trajectory.branch()
    totals = trajectory.totals()
    actions = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.ACTION)
    done = vm.count(actions, "action")
    if card_cache.revision(trajectory).family.sparse:  # ALFWorld's think: turns are steps too ("0 actions" misled)
        thoughts = sum(1 for i in branch.step_ids if trajectory.steps[i].kind == StepKind.THOUGHT)
        done = f"{vm.count(thoughts, 'thought')}, {done}"
    state = "running…" if run.running or run.stepping_elsewhere else vm.branch_state(branch)
    return (
        f"Branch **{md(branch.name)}** · {md(state)} · {done} · "
        f"{totals['tokens_in'] + totals['tokens_out']:,} tokens · {vm.branch_model_seconds(trajectory):.1f} s model time"
    )

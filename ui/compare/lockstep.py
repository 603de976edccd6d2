"""Compare's lockstep: Step all, Run all, Stop all and Reset all over every column, and the round of
steps taken after the page is drawn (every column that asked steps once)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from react_core.engine.catalog import method_label
from react_core.session import phase as run_phase
from ui.run_view import run_controls, run_session
from ui.run_view.run_session import RunSession


def _finished(run: RunSession) -> bool:
    return run.trajectory is not None and run.trajectory.branch().finished


def _step_all(runs: list[RunSession]) -> None:
    for run in runs:
        run.clear_messages()
        if not _finished(run):
            run.move(run_phase.ASK_STEP)


def _run_all(runs: list[RunSession]) -> None:
    for run in runs:
        run.clear_messages()
        run.move(run_phase.END_RUN if _finished(run) else run_phase.RUN_TO_END)


def _stop_all(runs: list[RunSession]) -> None:
    for run in runs:
        if run_controls.busy(run):
            run_controls.stop(run)


def _reset_all(runs: list[RunSession]) -> None:
    for run in runs:
        run_session.reset(run)


def bar(runs: list[RunSession]) -> Any:
    """The four buttons; the slot below them where a round's progress is said."""
    # Busy from the click on: the buttons' callbacks run before this line, so a round under way draws them disabled.
    busy = any(run_controls.busy(r) for r in runs)
    all_done = bool(runs) and all(_finished(r) for r in runs)
    buttons = st.container(horizontal=True, gap="small")
    with (
        buttons
    ):  # no tooltips on Step all / Run all: one stays over the question for the whole round (pointer rests there)
        st.button(
            "Step all",
            key="compare:step_all",
            type="primary",
            icon=":material/skip_next:",
            on_click=_step_all,
            args=(runs,),
            disabled=busy or all_done or not runs,
        )
        st.button(
            "Run all",
            key="compare:run_all",
            icon=":material/play_arrow:",
            on_click=_run_all,
            args=(runs,),
            disabled=busy or all_done or not runs,
        )
        st.button(
            "Stop all",
            key="compare:stop_all",
            icon=":material/stop:",
            on_click=_stop_all,
            args=(runs,),
            disabled=not busy,
        )
        st.button(
            "Reset all", key="compare:reset_all", icon=":material/restart_alt:", on_click=_reset_all, args=(runs,)
        )
    return st.empty()


def take_steps(runs: list[RunSession], status: Any, show_new: dict[str, Callable[[], None]]) -> None:
    """Steps are taken after the page is drawn: every column that asked steps once (lockstep)."""
    with status:
        acted = run_session.tick(runs, lambda r: f"{method_label(r.key.split(':', 1)[1])} is working…", show_new)
    if acted:
        st.rerun()

"""A model call stopped at its deadline (react_core.models.call_watch), and the person's choice under its
message: ask again, wait longer (this run's deadlines doubled), or switch to another model from the next
step (a branch, as "Resume with another model" makes). The message itself (how long it waited, what it
had written) is the run's error, shown above by run_controls.messages."""

from __future__ import annotations

import streamlit as st

from react_core import ModelConfig
from react_core.models.call_watch import duration
from react_core.prompting import prompt_sets
from react_core.trajectory.run_with import settings_at
from ui.run_view import run_session
from ui.run_view.run_session import RunSession
from ui.widgets.model_picker import model_picker
from ui.widgets.plain_text import md


def choice(run: RunSession) -> None:
    """The three ways on after a call stopped at its deadline; nothing when the last step did not."""
    overdue = run.control.overdue
    if overdue is None or run.in_flight:
        return
    k = f"{run.key}:overdue"
    with st.container(key=k.replace(":", "-"), horizontal=True, gap="small", vertical_alignment="center"):
        st.button("Ask again", key=f"{k}:again", icon=":material/replay:", on_click=_ask_again, args=(run,))
        longer = duration(overdue.limit_s * 2)
        st.button(
            f"Wait longer (up to {longer} without a new token)"
            if overdue.which == "stall"
            else f"Wait longer (up to {longer} in all)",
            key=f"{k}:longer",
            icon=":material/hourglass_top:",
            on_click=_wait_longer,
            args=(run,),
            help="Asks again with this run's deadlines doubled",
        )
        with st.popover("Switch model", icon=":material/swap_horiz:", key=f"{k}:switch"):
            _switch(run, k)


def _ask_again(run: RunSession) -> None:
    run.control.ask_step()


def _wait_longer(run: RunSession) -> None:
    run.control.patience *= 2
    _ask_again(run)


def _switch(run: RunSession, k: str) -> None:
    trajectory = run.trajectory
    if trajectory is None:
        st.caption("Choose another model in the sidebar, then press Step.")
        return
    position = len(trajectory.steps_of())
    now = settings_at(trajectory, trajectory.active_branch, position)
    st.caption(
        f"The next step runs with {md(now.label())}. The model you choose takes it and everything after, on a "
        "new branch; this branch keeps its steps."
    )
    config = model_picker(key=f"{k}:model")
    if run.switch_error:
        st.error(md(run.switch_error), icon=":material/warning:")
    known = (prompt_sets.PROJECT, prompt_sets.PAPER, *prompt_sets.user_sets())
    prompt_set = now.prompt_set if now.prompt_set in known else prompt_sets.PROJECT
    st.button(
        "Resume with this model",
        key=f"{k}:go",
        type="primary",
        disabled=config is None,
        on_click=_resume,
        args=(run, config, prompt_set, position),
    )


def _resume(run: RunSession, config: ModelConfig | None, prompt_set: str, position: int) -> None:
    if config is not None:
        run_session.resume_with(run, config, prompt_set, position)

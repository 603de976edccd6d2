"""The Run page under its buttons: one of Trajectory (the cards, and Play it yourself's form under
them), Branches or Transcript, drawn alone so a long trajectory stays quick to redraw; then the step
the page asked for, taken after the page is drawn so it stays readable (and Stop clickable) meanwhile."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from ui.run import run_play
from ui.run.sidebar import Chosen
from ui.run_view import run_branches, run_cards, run_exports, run_session
from ui.run_view.run_session import RunSession


def chosen_view(run: RunSession, chosen: Chosen) -> dict[str, Callable[[], None]]:
    """The view chosen above the run; what draws the card of a step taken afterwards."""
    st.session_state.setdefault("run:view", "Trajectory")  # a state value, not default=: the demo sets it too
    view = st.segmented_control(
        "View", ["Trajectory", "Branches", "Transcript"], required=True, key="run:view", label_visibility="collapsed"
    )
    show_new = {}
    if view == "Branches":
        run_branches.branches(run)
    elif view == "Transcript":
        run_exports.transcript(run)
    else:
        show_new[run.key] = run_cards.trajectory(run)
        if run_session.playing(run):  # "Play it yourself": the person writes the next step under the cards
            run_play.play_form(run, chosen.method, chosen.family)
    return show_new


def take_step(run: RunSession, status: Any, show_new: dict[str, Callable[[], None]]) -> None:
    with status:
        acted = run_session.tick(
            [run],
            lambda r: "The model is working on the next step…",
            show_new,
            started=run_session.show_in_url,  # a reload during the first step, before anything is saved, finds it
        )
    if acted:
        st.rerun()

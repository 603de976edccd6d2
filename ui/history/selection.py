"""History's selection: the rows ticked Select become training data or a review on the Review page."""

from __future__ import annotations

import streamlit as st

from react_core import Trajectory
from react_core.storage.store import Saved, TrajectoryStore
from ui.history.browse import state
from ui.history.opening import load
from ui.widgets import navigation

REVIEW_HELP = "Go through the failed or flagged ones one by one on the Review page: mark where each went wrong and why"


def _select_all(ids: list[str], on: bool) -> None:
    for trajectory_id in ids:
        st.session_state[f"history:{trajectory_id}:select"] = on


def panel(store: TrajectoryStore, saved: list[Saved]) -> None:
    """The "Training data from the selection" expander: Select all, Review the selection, the training data."""
    readable = [item.id for item in saved if not item.problem]
    selected = [i for i in readable if st.session_state.get(f"history:{i}:select")]
    if not readable:
        return
    with st.expander(
        f"Training data from the selection ({len(selected)} selected)",
        icon=":material/model_training:",
        expanded=bool(selected),
    ):
        picks = st.container(horizontal=True, gap="small")
        picks.button("Select all shown", key="history:select_all", on_click=_select_all, args=(readable, True))
        picks.button("Clear the selection", key="history:select_none", on_click=_select_all, args=(readable, False))
        if not selected:
            st.caption("Tick Select on the trajectories to export, or Select all shown.")
            return
        chosen: list[Trajectory] = [t for t in (load(store, i) for i in selected) if t is not None]
        if st.button("Review the selection", key="history:review", icon=":material/rule:", help=REVIEW_HELP):
            from react_core.storage.review_items import from_trajectories
            from ui.widgets import review_start

            problem = review_start.start(f"{len(chosen)} selected in History", "selection", from_trajectories(chosen))
            if problem:
                state()["message"] = ("info", problem)
                st.rerun()
            st.switch_page(navigation.REVIEW)
        from ui.widgets import dataset_view

        dataset_view.panel(chosen, "history:dataset", "history")

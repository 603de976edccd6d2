"""What History opens elsewhere: a saved trajectory on the Run page (as it is, run on, or a fork) and
a comparison on the Compare page, each column as it was."""

from __future__ import annotations

import time
import uuid

import streamlit as st

from react_core import Trajectory
from react_core.common.errors import describe
from react_core.engine.catalog import methods_for
from react_core.session import phase as run_phase
from react_core.storage.store import TrajectoryStore
from ui.history.browse import state
from ui.run_view import run_session
from ui.widgets import navigation
from ui.widgets.plain_text import md
from ui.widgets.task_picker import show_in_sidebar


def load(store: TrajectoryStore, trajectory_id: str) -> Trajectory | None:
    """The saved trajectory; None, said on the page, when it cannot be read."""
    try:
        return store.load(trajectory_id)
    except Exception as exc:
        state()["message"] = ("error", md(describe(exc)))
        return None


def fork(store: TrajectoryStore, trajectory: Trajectory) -> Trajectory:
    """A copy under a new id, so the saved original stays exactly as it was."""
    data = trajectory.to_dict()
    data.update(
        id=uuid.uuid4().hex[:12],
        created_at=time.time(),
        updated_at=time.time(),
        title=f"{trajectory.title} (fork)"[:120],
    )
    copy = Trajectory.from_dict(data)
    store.save(copy)
    return copy


def to_run_page(trajectory: Trajectory, running: bool = False) -> None:
    run = run_session.session("run")
    run_session.adopt(run, trajectory)
    if running and not trajectory.branch().finished:
        run.move(run_phase.RUN_TO_END)  # adopt() ended any run before
    st.switch_page(navigation.RUN)


def to_compare_page(store: TrajectoryStore, comparison_id: str) -> None:
    """The Compare page's columns as they were: every method run in this comparison, each reopened."""
    trajectories = store.comparison(comparison_id)
    if not trajectories:
        state()["message"] = ("error", "That comparison is no longer in History.")
        return
    latest = {t.method: t for t in trajectories}  # one column per method, its newest run
    methods = [m for m in methods_for(trajectories[0].task.family) if m in latest]
    show_in_sidebar(trajectories[0].task, methods[0], key="compare", method_key=None)
    st.session_state[f"compare:methods:{trajectories[0].task.family}"] = methods
    for method in methods:
        run_session.adopt(run_session.session(f"compare:{method}"), latest[method], sidebar=None)
    st.session_state[run_session.COMPARISON_KEY] = comparison_id
    st.switch_page(navigation.COMPARE)

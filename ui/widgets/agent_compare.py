"""Compare's "Your agent's recorded runs" opened from another page with two runs chosen: the Run page's
Your agent panel sends a re-run and the branch it re-ran there (Compare with the original). The Compare
page's own view of them (ui/compare/agent_runs.py) reads the same keys."""

from __future__ import annotations

import streamlit as st

from ui.widgets import navigation

MODE_KEY = "compare:yours"  # Compare's sidebar switch between methods side by side and the person's agent
LEFT, RIGHT = "compare:agent_left", "compare:agent_right"  # the chosen runs, "trajectory id/branch id"
_GO = "_agent_compare_go"


def key(trajectory_id: str, branch_id: str) -> str:
    """A run as Compare's pickers name it: one branch of one recorded trajectory."""
    return f"{trajectory_id}/{branch_id}"


def choose(trajectory_id: str, left_branch: str, right_branch: str) -> None:
    """A button's callback: the two branches chosen for Compare, which `go_if_chosen` then opens."""
    st.session_state[MODE_KEY] = True
    st.session_state[LEFT] = key(trajectory_id, left_branch)
    st.session_state[RIGHT] = key(trajectory_id, right_branch)
    st.session_state[_GO] = True


def go_if_chosen() -> None:
    """Open the Compare page when a button chose two runs in this run of the page (st.switch_page cannot
    be called from the button's callback)."""
    if st.session_state.pop(_GO, False):
        st.switch_page(navigation.COMPARE)


def chosen_trajectories() -> list[str]:
    """The trajectories the pickers were given (listed on Compare even when older than its newest runs)."""
    chosen = (str(st.session_state.get(k) or "") for k in (LEFT, RIGHT))
    return list(dict.fromkeys(c.split("/", 1)[0] for c in chosen if "/" in c))

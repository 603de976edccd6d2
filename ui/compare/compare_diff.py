"""Where two of Compare's columns part: their actions and observations step by step (thoughts left out, so
the columns line up by what each did), with a column resumed with another model said above."""

from __future__ import annotations

import streamlit as st

from react_core import StepKind
from react_core.engine.catalog import method_label
from ui.run_view import run_branches
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def where_they_part(methods: list[str], runs: list[RunSession]) -> None:
    """The first two columns that have steps, side by side in an expander."""
    started = [
        (m, r.trajectory) for m, r in zip(methods, runs) if r.trajectory is not None and r.trajectory.branch().step_ids
    ]
    if len(started) < 2:
        return
    (left_method, left), (right_method, right) = started[:2]
    with st.expander(f"Where {method_label(left_method)} and {method_label(right_method)} part"):
        st.caption(
            f"Actions and observations, step by step (thoughts are left out: {why_no_thoughts(left_method, right_method)})."
        )
        contrast = vm.model_contrast(left, left.active_branch, right, right.active_branch)
        if contrast:  # a column resumed with another model
            st.markdown(f":material/swap_horiz: **{md(contrast)}**")
        left_acts, right_acts = ([s for s in t.steps_of() if s.kind != StepKind.THOUGHT] for t in (left, right))
        run_branches.diff_table(
            left_acts,
            right_acts,
            (method_label(left_method), vm.verdict(left).text),
            (method_label(right_method), vm.verdict(right).text),
        )


def why_no_thoughts(*methods: str) -> str:
    """Why the table leaves thoughts out, said of the methods compared (it said "Act has none" of any two)."""
    if "act" in methods:
        return "Act has none"
    return "the columns line up by what each did"

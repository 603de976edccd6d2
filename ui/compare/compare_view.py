"""Compare's summary table: one row per column (answer, correct, state, actions, tokens, time).

Compare steps every column in one script run, so the table lives in a placeholder and is drawn
again after each column's step; otherwise it would show the round before while the cards below
already show the new steps.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from react_core.engine.catalog import method_label
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession


def summary_rows(methods: list[str], runs: list[RunSession]) -> list[dict[str, Any]]:
    rows = []
    for method, run in zip(methods, runs):
        if run.trajectory is None:
            rows.append(
                {
                    "Method": method_label(method),
                    "Branch": "",
                    "Answer": "",
                    "Correct": "–",
                    "State": "not started",
                    "Actions": 0,
                    "Tokens": 0,
                    "Model time (s)": 0.0,
                    "Cached": "",
                }
            )
            continue
        row = vm.summary_row(run.trajectory)
        rows.append(
            {
                "Method": method_label(method),
                "Branch": run.trajectory.branch().name,
                "Answer": row["answer"] or "",
                "Correct": {True: "✓ yes", False: "✗ no"}.get(row["correct"], "–"),
                "State": "running…" if run.running else row["state"],
                "Actions": row["steps"],
                "Tokens": row["tokens"],
                "Model time (s)": round(row["seconds"], 2),
                "Cached": f"{row['cached']} of {row['calls']} calls" if row["cached"] else "",
            }
        )
    return rows


def draw_summary(slot: Any, methods: list[str], runs: list[RunSession]) -> None:
    """Draw (or draw again) the table into `slot`, an `st.empty()`."""
    rows = summary_rows(methods, runs)
    if not rows:
        slot.empty()
        return
    with slot.container():
        st.dataframe(rows, hide_index=True, width="stretch")
        if any(r["Cached"] for r in rows):
            st.caption("Model time counts a cached call at the time it took when it was first asked.")

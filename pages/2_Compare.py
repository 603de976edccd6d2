"""Compare: the same task run by several methods side by side, stepping in lockstep (ui/compare/)."""

from __future__ import annotations

import streamlit as st

from ui.compare import agent_runs, columns, compare_diff, compare_view, lockstep
from ui.run_view import run_controls, run_header
from ui.widgets import navigation, style

st.set_page_config(page_title="Compare · ReAct workbench", page_icon=":material/view_column:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()

if agent_runs.chosen():  # two recorded runs of the person's own agent, with where they first part
    agent_runs.page()
    st.stop()

columns.start_from_the_run_pages_task()
with st.sidebar:
    choices = columns.sidebar()
runs = columns.follow(choices)

st.title("Compare")
st.caption(
    "The same task run by several methods side by side: step every column in lockstep, steer any of them, "
    "and see where they part."
)
shown = columns.shown_task(choices, runs)
if shown is not None:
    run_header.task_header(shown)
if len(choices.methods) < 2:
    st.info("Choose two or more methods in the sidebar to compare them.")

status = lockstep.bar(runs)
run_controls.wait_for_step_in_flight(runs)

# One summary table: answer, correct, steps, tokens, time per column; drawn again after each step.
summary = st.empty()
compare_view.draw_summary(summary, choices.methods, runs)
compare_diff.where_they_part(choices.methods, runs)
show_new = columns.draw(choices.methods, runs, summary)
lockstep.take_steps(runs, status, show_new)

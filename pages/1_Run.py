"""The Run page, the app's landing page: pick a task, step the agent through it, steer it, resume
on a new branch (ui/run/ over ui/run_view/)."""

from __future__ import annotations

import streamlit as st

from ui.run import heading, model_warmup, run_overdue, sidebar, views, your_agent
from ui.run_view import effect_view, mcp_run, run_controls, run_session
from ui.widgets import navigation, style

st.set_page_config(page_title="ReAct workbench", page_icon=":material/psychology:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()
run = run_session.session("run")
run_session.reopen_from_url(run)  # before the sidebar: a reopened trajectory sets its task and method there

if your_agent.chosen():  # the person's own agent, in its own code, with the workbench as its model
    your_agent.page()
    st.stop()

with st.sidebar:
    chosen = sidebar.choose(run)
run_session.follow_setup(run, chosen.setup)
run_session.show_in_url(run)
with chosen.model_status:
    model_warmup.warm_for(chosen.setup)  # the embedded model reads the first prompt before Step is pressed

ready = run.trajectory is not None or chosen.task is not None
heading.heading(run, chosen)
run_controls.controls(run, ready=ready, playable=True)
status = st.empty()  # the spinner shows here, under the buttons, while the model works
effect_view.take_in_end(run)  # tries that ended: "Stopped: 2 tries kept …" replaces "Trying 3 times …" below
run_controls.messages(run)
mcp_run.approval(run)  # a call of a tool that changes things, waiting for the person's yes
run_overdue.choice(run)  # a model call stopped at its deadline: ask again, wait longer, switch model
run_controls.wait_for_step_in_flight([run])
effect_view.progress(run)  # Try N times: its progress and Stop here, above the tabs, so every tab shows them

show_new = views.chosen_view(run, chosen)
views.take_step(run, status, show_new)

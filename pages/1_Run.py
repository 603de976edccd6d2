"""The Run page, the app's landing page: pick a task, step the agent through it, steer it, resume
on a new branch."""

from __future__ import annotations

import streamlit as st

from react_core import WikiBackend
from react_core.engine import catalog
from react_core.session.phase import Phase
from react_core.session.setup import Setup
from ui.run import demo, model_warmup, run_overdue, run_play
from ui.run_view import (
    effect_view,
    mcp_run,
    run_branches,
    run_cards,
    run_controls,
    run_exports,
    run_header,
    run_session,
)
from ui.widgets import documents_view, navigation, pickers, style, trace_setting
from ui.widgets.plain_text import md

st.set_page_config(page_title="ReAct workbench", page_icon=":material/psychology:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()
run = run_session.session("run")
run_session.reopen_from_url(run)  # before the sidebar: a reopened trajectory sets its task and method there

with st.sidebar:
    st.subheader("Task")
    family, task = pickers.task_picker()
    if documents_view.is_documents(family):
        documents_view.folder_control()
    method = pickers.method_picker(family)
    tools = mcp_run.tool_picker(family)
    prompt_set, paper_dir = pickers.prompt_set_picker()
    demo.demo_button(run)
    st.subheader("Model")
    config = pickers.model_picker()
    model_status = st.container()  # filled once the setup is known
    with st.expander("More settings"):
        limit = pickers.step_limit_picker(family)
        retry = pickers.retry_repeats_picker()
        rerun_tools = pickers.rerun_tools_picker(family)
        wiki: WikiBackend = "local"
        if catalog.family(family).wikipedia:
            wiki = pickers.wiki_backend_picker(key="wiki_backend")
        if catalog.family(family).own_tasks:
            pickers.import_tasks_widget(family, select=lambda path: (f"task:{family}:source", path.name))
    trace_setting.sidebar()

setup = (
    Setup(
        task,
        method,
        config,
        limit,
        wiki,
        prompt_set,
        paper_dir,
        retry,
        rerun_tools,
        tools=tools,
        ask_approval=True,  # a person is here: a tool that changes things waits for their yes
    )
    if config is not None
    else None
)
run_session.follow_setup(run, setup)
run_session.show_in_url(run)
with model_status:
    model_warmup.warm_for(setup)  # the embedded model reads the first prompt before Step is pressed

st.title("Run")
st.caption(
    "Step a ReAct agent one thought, action and observation at a time, steer any step, and resume on a "
    "new branch. New here? Press **Figure 5 demo** in the sidebar for the paper's thought-editing example."
)

shown = run.trajectory
if shown is not None:
    if run.reopened:
        run_header.reopened_note(shown)
    run_header.task_header(shown.task, shown.opening)
    st.caption(
        f"{md(pickers.method_label(shown.method))} · {md(shown.model.get('model', '?'))} · trajectory {md(shown.id)}"
    )
    run_header.game_state(run)
    demo.guide(run)
elif task is not None:
    run_header.task_header(task)
    # Before the first step lands there is no trajectory yet: say the step is under way, not "ready".
    first_step = run.phase is not Phase.IDLE
    st.caption(f"{pickers.method_label(method)} · {'taking step 1…' if first_step else 'ready'}")
else:
    st.info("Choose a task in the sidebar.")

run_controls.controls(run, ready=shown is not None or task is not None, playable=True)
status = st.empty()  # the spinner shows here, under the buttons, while the model works
effect_view.take_in_end(run)  # tries that ended: "Stopped: 2 tries kept …" replaces "Trying 3 times …" below
run_controls.messages(run)
mcp_run.approval(run)  # a call of a tool that changes things, waiting for the person's yes
run_overdue.choice(run)  # a model call stopped at its deadline: ask again, wait longer, switch model
run_controls.wait_for_step_in_flight([run])
effect_view.progress(run)  # Try N times: its progress and Stop here, above the tabs, so every tab shows them

# Only the chosen view is drawn, so a long trajectory stays quick to redraw.
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
        run_play.play_form(run, method, family)

# Steps are taken after the page is drawn, so it stays readable (and Stop clickable) meanwhile.
with status:
    acted = run_session.tick(
        [run],
        lambda r: "The model is working on the next step…",
        show_new,
        started=run_session.show_in_url,  # a reload during the first step, before anything is saved, finds it
    )
if acted:
    st.rerun()

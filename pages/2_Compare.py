"""Compare: the same task run by several methods side by side, stepping in lockstep.

The page keeps its own task and prompt set (widget keys "compare:..."), so choosing another task
on the Run page leaves a comparison alone; its first visit starts from the Run page's task. Its runs share one comparison id, recorded in each
trajectory, which is how History reopens them together.
"""

from __future__ import annotations

import uuid

import streamlit as st

from react_core.session import phase as run_phase
from react_core.session.setup import Setup
from react_core.trajectory.trajectory import StepKind
from ui.compare import compare_view
from ui.run_view import mcp_run, run_branches, run_cards, run_controls, run_header, run_session
from ui.run_view import view_model as vm
from ui.widgets import navigation, pickers, style
from ui.widgets.plain_text import md

st.set_page_config(page_title="Compare · ReAct workbench", page_icon=":material/view_column:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()


def _start_from_the_run_pages_task() -> None:
    """On the first visit, the Run page's task: "compare ReAct with Act on this question" should not
    mean choosing the family and typing the question again. Where the task itself is not among the
    sidebar's choices (a batch episode, an imported trace) or the Run page has no valid model yet, at
    least its family. Later visits keep Compare's own choice."""
    if "compare:family" in st.session_state:
        return
    run = st.session_state.get("_run:run")
    shown = (
        None
        if run is None
        else (run.trajectory.task if run.trajectory is not None else run.setup.task if run.setup is not None else None)
    )
    if shown is not None and pickers.show_in_sidebar(shown, "", key="compare", method_key=None):
        return
    family = shown.family if shown is not None else st.session_state.get("task:family")
    if family in pickers.families():
        st.session_state["compare:family"] = family


_start_from_the_run_pages_task()
with st.sidebar:
    st.subheader("Task")
    family, task = pickers.task_picker(key="compare")
    options = pickers.methods_for(family)
    defaults = [m for m in ("react", "act") if m in options]
    chosen_key = f"compare:methods:{family}"  # History's "Open comparison" may have set it
    methods = st.multiselect(
        "Methods (one column each)",
        options,
        default=None if chosen_key in st.session_state else defaults,
        format_func=pickers.method_label,
        key=chosen_key,
        persist_state="session",
    )
    prompt_set, paper_dir = pickers.prompt_set_picker(key="compare:prompts")
    st.subheader("Model")
    config = pickers.model_picker()
    with st.expander("More settings"):
        limit = pickers.step_limit_picker(family)
        retry = pickers.retry_repeats_picker()

runs = [run_session.session(f"compare:{m}") for m in methods]
setups = {}
for method, run in zip(methods, runs):
    setups[run.key] = (
        Setup(
            task,
            method,
            config,
            limit,
            prompt_set=prompt_set,
            paper_dir=paper_dir,
            retry_repeats=retry,
            ask_approval=True,
        )
        if config is not None
        else None
    )
    run_session.follow_setup(run, setups[run.key])
if run_session.COMPARISON_KEY not in st.session_state or all(run.trajectory is None for run in runs):
    st.session_state[run_session.COMPARISON_KEY] = uuid.uuid4().hex[:12]  # nothing started: a new comparison
for run in runs:
    run.control.comparison = st.session_state[run_session.COMPARISON_KEY]

st.title("Compare")
st.caption(
    "The same task run by several methods side by side: step every column in lockstep, steer any of them, "
    "and see where they part."
)
shown = next((r.trajectory.task for r in runs if r.trajectory is not None), task)  # a reopened comparison's
if shown is not None:
    run_header.task_header(shown)
if len(methods) < 2:
    st.info("Choose two or more methods in the sidebar to compare them.")


def _finished(run) -> bool:
    return run.trajectory is not None and run.trajectory.branch().finished


def _step_all() -> None:
    for run in runs:
        run.clear_messages()
        if not _finished(run):
            run.move(run_phase.ASK_STEP)


def _run_all() -> None:
    for run in runs:
        run.clear_messages()
        run.move(run_phase.END_RUN if _finished(run) else run_phase.RUN_TO_END)


def _stop_all() -> None:
    for run in runs:
        if run_controls.busy(run):
            run_controls.stop(run)


def _reset_all() -> None:
    for run in runs:
        run_session.reset(run)


# Busy from the click on: the buttons' callbacks run before this line, so a round under way draws them disabled.
busy = any(run_controls.busy(r) for r in runs)
all_done = bool(runs) and all(_finished(r) for r in runs)
bar = st.container(horizontal=True, gap="small")
with bar:  # no tooltips on Step all / Run all: one stays over the question for the whole round (pointer rests there)
    st.button(
        "Step all",
        key="compare:step_all",
        type="primary",
        icon=":material/skip_next:",
        on_click=_step_all,
        disabled=busy or all_done or not runs,
    )
    st.button(
        "Run all",
        key="compare:run_all",
        icon=":material/play_arrow:",
        on_click=_run_all,
        disabled=busy or all_done or not runs,
    )
    st.button("Stop all", key="compare:stop_all", icon=":material/stop:", on_click=_stop_all, disabled=not busy)
    st.button("Reset all", key="compare:reset_all", icon=":material/restart_alt:", on_click=_reset_all)
status = st.empty()
run_controls.wait_for_step_in_flight(runs)

# One summary table: answer, correct, steps, tokens, time per column; drawn again after each step.
summary = st.empty()
compare_view.draw_summary(summary, methods, runs)

started = [
    (m, r.trajectory) for m, r in zip(methods, runs) if r.trajectory is not None and r.trajectory.branch().step_ids
]
if len(started) >= 2:
    (left_method, left), (right_method, right) = started[:2]
    with st.expander(f"Where {pickers.method_label(left_method)} and {pickers.method_label(right_method)} part"):
        st.caption("Actions and observations, step by step (thoughts are left out: Act has none).")
        contrast = vm.model_contrast(left, left.active_branch, right, right.active_branch)
        if contrast:  # a column resumed with another model
            st.markdown(f":material/swap_horiz: **{md(contrast)}**")
        left_acts, right_acts = ([s for s in t.steps_of() if s.kind != StepKind.THOUGHT] for t in (left, right))
        run_branches.diff_table(
            left_acts,
            right_acts,
            (pickers.method_label(left_method), vm.verdict(left).text),
            (pickers.method_label(right_method), vm.verdict(right).text),
        )


def with_summary(draw_new_card):
    """A column's new card, then the summary table again, so the two never disagree mid-round."""

    def draw() -> None:
        draw_new_card()
        compare_view.draw_summary(summary, methods, runs)

    return draw


columns = st.columns(len(runs)) if runs else []
show_new = {}
for column, method, run in zip(columns, methods, runs):
    with column:
        st.markdown(f"#### {pickers.method_label(method)}")
        if run.trajectory is not None and run.trajectory.opening:
            with st.expander("Opening"):
                st.text(run.trajectory.opening)
        run_header.game_state(run)
        run_controls.controls(run, compact=True)
        run_controls.messages(run)
        mcp_run.approval(run)  # a column's call of a tool that changes things waits for the person's yes
        show_new[run.key] = with_summary(run_cards.trajectory(run, compact=True))
        if run.trajectory is not None and len(run.trajectory.branches) > 1:
            with st.expander(f"Branches ({len(run.trajectory.branches)})"):
                run_branches.branches(run)

# Steps are taken after the page is drawn: every column that asked steps once (lockstep).
with status:
    acted = run_session.tick(runs, lambda r: f"{pickers.method_label(r.key.split(':', 1)[1])} is working…", show_new)
if acted:
    st.rerun()

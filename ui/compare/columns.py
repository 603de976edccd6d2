"""Compare's columns: the task and methods chosen in the sidebar, one run per method following them
under one comparison id, and each column drawn (its controls, messages, cards and branches).

The page keeps its own task and prompt set (widget keys "compare:..."), so choosing another task on
the Run page leaves a comparison alone; its first visit starts from the Run page's task. Its runs share
one comparison id, recorded in each trajectory, which is how History reopens them together.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass

import streamlit as st

from react_core import ModelConfig, Task
from react_core.engine import catalog
from react_core.engine.catalog import method_label, methods_for
from react_core.session.setup import Setup
from ui.compare import compare_view
from ui.run_view import mcp_run, run_branches, run_cards, run_controls, run_header, run_session
from ui.run_view.run_session import RunSession
from ui.widgets.model_picker import model_picker
from ui.widgets.prompt_picker import prompt_set_picker
from ui.widgets.run_options import retry_repeats_picker, step_limit_picker
from ui.widgets.task_picker import families, show_in_sidebar, task_picker


@dataclass(frozen=True)
class Choices:
    """What the sidebar chose: the task, a column per method, and the settings they all run with."""

    family: str
    task: Task | None
    methods: list[str]
    prompt_set: str
    paper_dir: str | None
    config: ModelConfig | None
    limit: int
    retry: bool


def start_from_the_run_pages_task() -> None:
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
    if shown is not None and show_in_sidebar(shown, "", key="compare", method_key=None):
        return
    family = shown.family if shown is not None else st.session_state.get("task:family")
    if family in families():
        st.session_state["compare:family"] = family


def sidebar() -> Choices:
    """The sidebar's Task (family, task, methods, prompt set), Model and More settings."""
    st.subheader("Task")
    family, task = task_picker(key="compare")
    options = methods_for(family)
    defaults = [m for m in ("react", "act") if m in options]
    chosen_key = f"compare:methods:{family}"  # History's "Open comparison" may have set it
    methods = st.multiselect(
        "Methods (one column each)",
        options,
        default=None if chosen_key in st.session_state else defaults,
        format_func=method_label,
        key=chosen_key,
        persist_state="session",
    )
    prompt_set, paper_dir = prompt_set_picker(key="compare:prompts")
    st.subheader("Model")
    config = model_picker()
    with st.expander("More settings"):
        limit = step_limit_picker(catalog.family(family))
        retry = retry_repeats_picker()
    return Choices(family, task, methods, prompt_set, paper_dir, config, limit, retry)


def follow(choices: Choices) -> list[RunSession]:
    """A run per chosen method, each following the sidebar's setup, all under this comparison's id."""
    runs = [run_session.session(f"compare:{m}") for m in choices.methods]
    for method, run in zip(choices.methods, runs):
        setup = (
            Setup(
                choices.task,
                method,
                choices.config,
                choices.limit,
                prompt_set=choices.prompt_set,
                paper_dir=choices.paper_dir,
                retry_repeats=choices.retry,
                ask_approval=True,
            )
            if choices.config is not None
            else None
        )
        run_session.follow_setup(run, setup)
    if run_session.COMPARISON_KEY not in st.session_state or all(run.trajectory is None for run in runs):
        st.session_state[run_session.COMPARISON_KEY] = uuid.uuid4().hex[:12]  # nothing started: a new comparison
    for run in runs:
        run.control.comparison = st.session_state[run_session.COMPARISON_KEY]
    return runs


def shown_task(choices: Choices, runs: list[RunSession]) -> Task | None:
    """The task the columns show: a reopened comparison's, else the sidebar's."""
    return next((r.trajectory.task for r in runs if r.trajectory is not None), choices.task)


def draw(methods: list[str], runs: list[RunSession], summary) -> dict[str, Callable[[], None]]:
    """Each column side by side; what draws each column's next card (and the summary table again)."""

    def with_summary(draw_new_card: Callable[[], None]) -> Callable[[], None]:
        """A column's new card, then the summary table again, so the two never disagree mid-round."""

        def draw_both() -> None:
            draw_new_card()
            compare_view.draw_summary(summary, methods, runs)

        return draw_both

    columns = st.columns(len(runs)) if runs else []
    show_new = {}
    for column, method, run in zip(columns, methods, runs):
        with column:
            st.markdown(f"#### {method_label(method)}")
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
    return show_new

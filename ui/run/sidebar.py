"""The Run page's sidebar: the task, method, tools, prompt set, the demo's button, the model and More
settings, made into the run's Setup (None until a valid model is chosen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import streamlit as st

from react_core import Task, WikiBackend
from react_core.engine import catalog
from react_core.session.setup import Setup
from ui.run import demo
from ui.run_view import mcp_run
from ui.run_view.run_session import RunSession
from ui.widgets import documents_view, trace_setting
from ui.widgets.model_picker import model_picker
from ui.widgets.prompt_picker import prompt_set_picker
from ui.widgets.run_options import rerun_tools_picker, retry_repeats_picker, step_limit_picker, wiki_backend_picker
from ui.widgets.task_import import import_tasks_widget
from ui.widgets.task_picker import method_picker, task_picker


@dataclass(frozen=True)
class Chosen:
    """What the sidebar chose: the run's setup, and what the page shows before a step is taken."""

    setup: Setup | None
    family: str
    task: Task | None
    method: str
    model_status: Any  # the slot under the model's settings, filled once the setup is known


def choose(run: RunSession) -> Chosen:
    st.subheader("Task")
    family, task = task_picker()
    fam = catalog.family(family)  # resolved once for every box below
    if documents_view.is_documents(family):
        documents_view.folder_control()
    method = method_picker(fam)
    tools = mcp_run.tool_picker(family)
    prompt_set, paper_dir = prompt_set_picker()
    demo.demo_button(run)
    st.subheader("Model")
    config = model_picker()
    model_status = st.container()
    with st.expander("More settings"):
        limit = step_limit_picker(fam)
        retry = retry_repeats_picker()
        rerun_tools = rerun_tools_picker(fam)
        wiki: WikiBackend = "local"
        if fam.wikipedia:
            wiki = wiki_backend_picker(key="wiki_backend")
        if fam.own_tasks:
            import_tasks_widget(fam, select=lambda path: (f"task:{family}:source", path.name))
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
    return Chosen(setup, family, task, method, model_status)

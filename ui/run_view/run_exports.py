"""A run's transcript view and its downloads: the whole trajectory as JSON and as OpenTelemetry
spans (OTLP JSON, each branch a trace), the current branch as the paper's transcript and as Markdown."""

from __future__ import annotations

import json

import streamlit as st

from react_core import Trajectory, trajectory_to_otlp
from react_core.prompting.tool_agent import NAME as TOOL_CALLS
from react_core.storage.export import to_chat_text, to_markdown, to_text
from ui.run_view.run_session import RunSession


def exports(trajectory: Trajectory, key: str) -> None:
    name = f"{trajectory.task.id}-{trajectory.method}-{trajectory.branch().name}"  # text and Markdown: one branch
    every = len(trajectory.branches)
    whole = f"{trajectory.task.id}-{trajectory.method}" + (f"-{every}-branches" if every > 1 else "")
    row = st.container(horizontal=True, gap="small")
    with row:
        st.download_button(
            "JSON",
            trajectory.to_json(),
            file_name=f"{whole}.json",
            mime="application/json",
            key=f"{key}:dl:json",
            icon=":material/download:",
            on_click="ignore",
            help="The whole trajectory with every branch; import it on the History page",
        )
        st.download_button(
            "Paper transcript",
            to_text(trajectory),
            file_name=f"{name}.txt",
            mime="text/plain",
            key=f"{key}:dl:txt",
            icon=":material/download:",
            on_click="ignore",
        )
        st.download_button(
            "Markdown",
            to_markdown(trajectory),
            file_name=f"{name}.md",
            mime="text/markdown",
            key=f"{key}:dl:md",
            icon=":material/download:",
            on_click="ignore",
        )
        messages = st.checkbox(
            "With prompts",
            key=f"{key}:otlp:messages",
            help="Put each model call's whole prompt and raw reply in the OpenTelemetry file (off: the steps only)",
        )
        st.download_button(
            "Export as OpenTelemetry (OTLP JSON)",
            lambda: json.dumps(trajectory_to_otlp(trajectory, include_messages=messages), ensure_ascii=False),
            file_name=f"{whole}.otlp.json",
            mime="application/json",
            key=f"{key}:dl:otlp",
            icon=":material/download:",
            on_click="ignore",
            help="Every branch as a trace of OpenTelemetry spans (GenAI conventions and OpenInference): open it "
            "in Arize Phoenix, Langfuse or a collector, or import it again with `trace import`",
        )


def transcript(run: RunSession) -> None:
    trajectory = run.trajectory
    if trajectory is None:
        st.caption("No trajectory yet.")
        return
    if trajectory.method == TOOL_CALLS:
        chat = to_chat_text(trajectory)
        if chat is not None:
            st.caption(
                "The current branch as the chat messages the model is sent (after the instructions, the tools "
                "and the examples, which each step's Prompt panel shows): each thought with its tool call, each "
                "result as the tool's message answering that call."
            )
            st.code(chat, language=None, wrap_lines=True)
        else:
            st.caption(
                "The current branch in the paper's text form. The model was sent it as chat messages with tool "
                "calls; this family's tools are not loaded, so those messages cannot be rebuilt here."
            )
            st.code(to_text(trajectory), language=None, wrap_lines=True)
    else:
        st.caption("The current branch exactly as the model sees it (without the few-shot examples).")
        st.code(to_text(trajectory), language=None, wrap_lines=True)
    exports(trajectory, run.key)

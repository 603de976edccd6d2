"""The steering editor's tool-call part: replace a tool-call agent's call with another tool or other
arguments, written as JSON and checked against the tool's schema when applied (the error names every field
that does not fit, and nothing is forked: react_core.engine.tool_steering); switching the tool starts its
arguments from the new tool's own fields."""

from __future__ import annotations

import json

import streamlit as st

from react_core import Step, Trajectory
from react_core.prompting.tool_agent import NAME as TOOL_CALLS
from react_core.prompting.tool_calls import ActionTools, skeleton
from react_core.session.messages import Messages
from ui.run_view import card_cache


def tools_of(trajectory: Trajectory) -> ActionTools | None:
    """The family's tools when this is a tool-call run (its family still loaded), else None."""
    if trajectory.method != TOOL_CALLS:
        return None
    try:
        return card_cache.revision(trajectory).family.tool_calls
    except ValueError:  # a plugin family no longer loaded: its action can still be replaced as text
        return None


def call_editor(key: str, step: Step, tools: ActionTools, messages: Messages) -> tuple[str, str]:
    """A tool picker and a JSON text area, starting from the step's call; returns (tool, arguments). `messages`:
    the run's, whose steering error (about the arguments last applied) a switch of the tool makes stale."""
    names = [spec.api_name() for spec in tools.specs]
    if step.tool_call:
        current, arguments = step.tool_call["name"], _pretty(step.tool_call["arguments"])
    else:  # a person's written action, or the step limit's Finish[]: the call its text makes
        made = tools.to_call(step.text)
        current, arguments = (made[0], json.dumps(made[1], ensure_ascii=False, indent=1)) if made else (names[0], "{}")
    st.session_state.setdefault(f"{key}:call:tool", current if current in names else names[0])
    st.session_state.setdefault(f"{key}:call:arguments", arguments)
    tool = st.selectbox(
        "Tool",
        names,
        key=f"{key}:call:tool",
        on_change=_arguments_for_tool,
        args=(key, tools, current, arguments, messages),
        help="Another tool starts from its own fields; the step's own tool from its call's arguments.",
    )
    text = st.text_area(
        "Arguments (JSON)",
        key=f"{key}:call:arguments",
        height=110,
        help="A JSON object; it is checked against the tool's schema before anything is forked.",
    )
    spec = tools.find(tool or names[0])
    if spec is not None:
        with st.expander(f"{spec.api_name()}: its schema"):
            st.caption(spec.description)
            st.code(json.dumps(spec.parameters, indent=1, ensure_ascii=False), language="json")
    return tool or names[0], text or ""


def _arguments_for_tool(key: str, tools: ActionTools, current: str, arguments: str, messages: Messages) -> None:
    """On switching the tool: its own fields to fill (the old tool's arguments would not fit it), or the
    step's own arguments when the person switches back to the step's tool. An error about the arguments last
    applied is about arguments no longer in the box, so it goes."""
    messages.clear("steer", "error")
    chosen = st.session_state.get(f"{key}:call:tool") or ""
    spec = tools.find(chosen)
    if chosen == current or spec is None:
        st.session_state[f"{key}:call:arguments"] = arguments
    else:
        st.session_state[f"{key}:call:arguments"] = json.dumps(skeleton(spec), ensure_ascii=False, indent=1)


def _pretty(arguments: str) -> str:
    try:
        return json.dumps(json.loads(arguments), ensure_ascii=False, indent=1)
    except json.JSONDecodeError:
        return arguments

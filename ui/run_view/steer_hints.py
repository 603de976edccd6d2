"""Where to steer, on the page: the diagnosis' "Steer here" shortcut and "Suggest an edit".

The flags themselves are drawn inside the step cards (ui.run_view.view_model.flag_html); this module
holds the two buttons that act on them. Both only open or fill the steering editor: nothing
changes the trajectory until the person presses Apply there.
"""

from __future__ import annotations

import streamlit as st

from react_core import StepKind
from react_core.assist.diagnosis import Flag
from react_core.assist.suggest import Suggestion, suggest_thought
from react_core.common.errors import describe
from ui.run_view import run_session
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets import resources
from ui.widgets.plain_text import md


def editor_key(run: RunSession, group: vm.StepGroup) -> str:
    """The widget-key prefix of the steering editor of one card (shared with run_steering)."""
    return f"{run.key}:{group.first_position}:ed"


def operation_for(run: RunSession, flag: Flag) -> str:
    """The change the editor offers first for a flag: rewrite a thought, replace an action."""
    step = run.shown().steps_of()[flag.position]
    return "edit" if step.kind == StepKind.THOUGHT else "replace"


def steer_here_button(run: RunSession, group: vm.StepGroup, flag: Flag) -> None:
    st.button(
        "Steer here",
        key=f"{run.key}:{group.first_position}:steer_here",
        icon=":material/flag:",
        type="secondary",
        on_click=_open_editor,
        args=(run, group, flag),
        help=f"The flagged step to fix first: {flag.reason} Opens the editor on it.",
    )


def _open_editor(run: RunSession, group: vm.StepGroup, flag: Flag) -> None:
    run.steer_at = group.first_position
    st.session_state[f"{editor_key(run, group)}:op"] = operation_for(run, flag)


def hidden_flag_note(run: RunSession, flag: Flag, group: vm.StepGroup) -> None:
    """When the card "Steer here" points at is folded away with the earlier steps, say so and offer the jump."""
    row = st.container(horizontal=True, gap="small", vertical_alignment="center")
    with row:
        st.caption(f"The flagged step to fix first (card {group.number}, among the earlier steps): {md(flag.reason)}")
        steer_here_button(run, group, flag)


def suggest_button(run: RunSession, group: vm.StepGroup, flag: Flag) -> None:
    """On a flagged thought: ask the run's model for a rewrite and put it in the editor's text box."""
    st.button(
        "Suggest an edit",
        key=f"{editor_key(run, group)}:suggest",
        icon=":material/lightbulb:",
        type="tertiary",
        on_click=_suggest,
        args=(run, group, flag),
        help="Ask the run's model to rewrite this thought from the flag's evidence and the latest "
        "observations; you review it before applying",
    )


def _suggest(run: RunSession, group: vm.StepGroup, flag: Flag) -> None:
    run.messages.clear("steer")
    key = editor_key(run, group)
    try:
        trajectory = run.shown()
        if run.control.engine is not None:
            model = run.control.engine.model
        elif run.control.model_config is not None:
            model = resources.open_language_model(run.control.model_config)
        else:
            raise ValueError("Choose a valid model in the sidebar first.")
        suggestion = run_session.with_live_line(
            "Asking the model for a better thought…", lambda: suggest_thought(model, trajectory, flag)
        )
    except Exception as exc:  # the model's own message says what to do
        run.messages.error(f"No suggestion: {describe(exc)}", "steer")
        return
    st.session_state[f"{key}:op"] = "edit"
    st.session_state[f"{key}:edit:text"] = suggestion.text
    st.session_state[f"{key}:suggested"] = suggestion


def suggestion_note(suggestion: Suggestion) -> str:
    """The caption under a suggested thought: whose it is, and that nothing is applied yet."""
    if suggestion.by_model:
        hint = f" The flag's own hint, from the observations: “{md(suggestion.hint)}”" if suggestion.hint else ""
        return (
            f"Suggested by the model: read it, change what you like, then Apply. Nothing is changed until you do.{hint}"
        )
    return (
        f"The model's suggestion {suggestion.why_not_model}, so this is the flag's own hint, built from what "
        f"the observations show: read it, change what you like, then Apply. Nothing is changed until you do."
    )

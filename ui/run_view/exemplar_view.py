""" "Use as exemplar": turn the current finished branch into a few-shot exemplar of a user set.

A branch a person has steered to a good end is the paper's way of writing exemplars by hand.
The text is shown in the paper's format and can be edited before it is saved into
``<REACT_HOME>/prompts/<set>/...`` (never the repository's prompts/); a run then reads it with
the prompt set ``user:<set>``.
"""

from __future__ import annotations

import streamlit as st

from react_core import TrajectoryError
from react_core.common.errors import describe
from react_core.engine.exemplars import add_exemplar, exemplar_from_branch, exemplar_method, has_project_file
from react_core.prompting import prompt_sets
from ui.run_view import card_cache
from ui.widgets.prompt_picker import prompt_set_label

DEFAULT_SET = "mine"


def use_as_exemplar(run) -> None:
    """The button and, once clicked, the editable exemplar with Save (for the run's current branch)."""
    trajectory = run.trajectory
    if trajectory is None or not trajectory.branch().finished:
        return
    try:
        method = exemplar_method(trajectory.method)
    except TrajectoryError as exc:
        st.caption(str(exc))
        return
    key = f"{run.key}:exemplar:{trajectory.id}:{trajectory.active_branch}"
    if not st.session_state.get(f"{key}:open"):
        st.button(
            "Use as exemplar",
            key=f"{key}:button",
            icon=":material/library_add:",
            help="Save this branch (your edits included) as a few-shot example in your own prompt set",
            on_click=lambda: st.session_state.update({f"{key}:open": True}),
        )
        return
    try:
        text = exemplar_from_branch(trajectory, trajectory.active_branch)
    except TrajectoryError as exc:
        st.warning(str(exc))
        return
    family = card_cache.revision(trajectory).family  # resolved once per revision
    task_type = trajectory.task.meta.get("task_type") if family.sparse else None
    st.markdown("**Use as exemplar**")
    st.text_area("Exemplar (edit before saving)", value=text, height=240, key=f"{key}:text")
    existing = [s[len(prompt_sets.USER) :] for s in prompt_sets.user_sets()]
    st.text_input(
        "Your prompt set",
        value=existing[0] if existing else DEFAULT_SET,
        key=f"{key}:set",
        help="A plain name; the exemplar is appended to that set's file for this family and method. "
        f"Sets here: {', '.join(existing) or 'none yet'}.",
    )
    if has_project_file(
        family.name, method, task_type
    ):  # a user's family has none: its own instruction starts the file
        st.checkbox(
            "Start a new file from the project's exemplars",
            value=True,
            key=f"{key}:keep_project",
            help="On: the set is the project's exemplars plus yours, so a batch with it shows what yours "
            "adds. Off: only the project's instruction, then your exemplars. An existing file of the "
            "set is always appended to.",
        )
    st.button(
        "Save exemplar",
        key=f"{key}:save",
        type="primary",
        icon=":material/save:",
        on_click=_save,
        args=(key, family.name, method, task_type),
    )
    outcome = st.session_state.get(f"{key}:outcome")
    if outcome:
        getattr(st, outcome[0])(outcome[1])


def _save(key: str, family: str, method: str, task_type: str | None) -> None:
    name = (st.session_state.get(f"{key}:set") or "").strip()
    try:
        path = add_exemplar(
            name,
            family,
            method,
            st.session_state.get(f"{key}:text") or "",
            task_type,
            keep_project=bool(st.session_state.get(f"{key}:keep_project", True)),
        )
    except Exception as exc:
        st.session_state[f"{key}:outcome"] = ("error", describe(exc))
        return
    st.session_state[f"{key}:outcome"] = (
        "success",
        f'Saved to {path}. Choose "{prompt_set_label(prompt_sets.USER + name)}" under Prompts in the sidebar to run '
        "with it.",
    )

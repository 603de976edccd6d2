"""The sidebar's Prompts box: where a run's few-shot exemplars come from (the project's, the paper's, a person's own set)."""

from __future__ import annotations

import streamlit as st

from react_core.prompting import prompt_sets
from ui.widgets.typed_path import PROJECT_ROOT, resolve_typed_path

SHARED_PAPER_PROMPTS = "../shared/data/react-repo/prompts"  # where a developer checkout has the paper's files


def default_paper_folder() -> str:
    """$REACT_PAPER_PROMPTS, else ../shared/data/react-repo/prompts when it exists, else empty."""
    configured = prompt_sets.paper_folder()
    if configured is not None:
        return str(configured)
    return SHARED_PAPER_PROMPTS if (PROJECT_ROOT / SHARED_PAPER_PROMPTS).is_dir() else ""


def prompt_set_picker(key: str = "prompts") -> tuple[str, str | None]:
    """(prompt set, the paper's folder or None): where the run's few-shot exemplars come from.

    "paper" is always offered here: its folder is a text field (the paper's files are not
    part of the project). A folder without the paper's files is said at once."""
    options = [prompt_sets.PROJECT, prompt_sets.PAPER, *prompt_sets.user_sets()]
    chosen = st.selectbox(
        "Prompts",
        options,
        format_func=prompt_set_label,
        key=f"{key}:set",
        persist_state="session",
        help="Few-shot exemplars: the project's own (prompts/), the paper's originals, or your "
        'own set ("Use as exemplar" on a finished branch).',
    )
    if chosen != prompt_sets.PAPER:
        return chosen, None
    typed = st.text_input(
        "Paper's prompts folder",
        value=default_paper_folder(),
        key=f"{key}:paper_dir",
        persist_state="session",
        help="The ReAct repository's prompts folder (prompts_naive.json, fever.json, alfworld_3prompts.json).",
    )
    folder = resolve_typed_path(typed)
    if folder is None or prompt_sets.paper_folder(folder) is None:
        st.warning("Type the folder that holds the paper's prompt files (the ReAct repository's prompts/).")
    return chosen, folder


def prompt_set_label(name: str) -> str:
    """How the sidebar's Prompts picker names a prompt set ("My set: played" for user:played)."""
    return {prompt_sets.PROJECT: "Project (prompts/)", prompt_sets.PAPER: "Paper's originals"}.get(
        name, f"My set: {name[len(prompt_sets.USER) :]}"
    )

""" "Resume with another model" in a card's steering panel: the model (the sidebar's picker, under
its own keys), its temperature and prompt set; the button forks at the card's step and runs on with
them (run_session.resume_with). A model that cannot answer is said beside the button, and nothing
changes, so another can be picked."""

from __future__ import annotations

import streamlit as st

from react_core import ModelConfig
from react_core.models.config import EMBEDDED_SIZES
from react_core.prompting import prompt_sets
from react_core.trajectory.run_with import settings_at
from ui.run_view import run_session
from ui.run_view import view_model as vm
from ui.run_view.run_session import RunSession
from ui.widgets import model_sizes
from ui.widgets.model_picker import model_picker
from ui.widgets.plain_text import md
from ui.widgets.prompt_picker import prompt_set_picker


def switch_panel(run: RunSession, group: vm.StepGroup, key: str) -> None:
    """The panel under a card's change panel; `key` is the editor's widget-key prefix."""
    trajectory = run.shown()
    position = group.first_position
    now = settings_at(trajectory, trajectory.active_branch, position)
    k = f"{key}:sw"
    with st.expander(
        f"Resume with another model from step {group.number}", expanded=bool(run.switch_error), key=f"{k}:box"
    ):
        st.caption(
            f"Step {group.number} runs with {md(now.label(prompts=True))}. The model you choose writes it "
            "again and everything after it, on a new branch; this branch keeps its steps."
        )
        config = model_picker(key=k)
        embedded = config is not None and config.is_embedded
        cols = st.columns(3 if embedded else 2)
        size = None
        if config is not None and embedded:  # the embedded 1.5B or 0.5B
            index = EMBEDDED_SIZES.index(config.embedded_size)
            size = model_sizes.size_box(cols[0], "Size", key=f"{k}:size", index=index)
            config = config.with_overrides(embedded_size=size)
        st.session_state.setdefault(f"{k}:t", float(now.temperature))
        cols[-2].number_input("Temperature", 0.0, 2.0, step=0.1, key=f"{k}:t")
        with cols[-1]:
            known = (prompt_sets.PROJECT, prompt_sets.PAPER, *prompt_sets.user_sets())
            if f"{k}:prompts:set" not in st.session_state and now.prompt_set in known:
                st.session_state[f"{k}:prompts:set"] = now.prompt_set  # the step's own set to start with
            prompt_set_picker(key=f"{k}:prompts")
        if size is not None:
            model_sizes.install_note(size, key=k)
        if run.switch_error:
            st.error(md(run.switch_error), icon=":material/warning:")
        st.button(
            "Resume with this model",
            key=f"{k}:go",
            type="primary",
            icon=":material/swap_horiz:",
            disabled=config is None,
            on_click=_resume,
            args=(run, config, k, position),
            help="Checks that the model answers, then forks a branch at this step and runs it to the end",
        )


def _resume(run: RunSession, config: ModelConfig | None, k: str, position: int) -> None:
    """The temperature and prompt set as they are at the click (a value typed just before it arrives
    with the click, after the page last drew the button)."""
    if config is None:
        return
    temperature = float(st.session_state.get(f"{k}:t", config.temperature))
    prompt_set = str(st.session_state.get(f"{k}:prompts:set", prompt_sets.PROJECT))
    run_session.resume_with(run, config.with_overrides(temperature=temperature), prompt_set, position)

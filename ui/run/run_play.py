""" "Play it yourself": the form where a person writes the next step, Undo, and the hand-over to the model."""

from __future__ import annotations

import streamlit as st

from react_core import StepKind
from react_core.engine import catalog
from ui.run_view import exemplar_view, run_session
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def play_form(run: RunSession, method: str, family: str | None) -> None:
    """ "Play it yourself": the person writes the next thought and action (the action alone for Act),
    the environment answers, and the card above shows it marked "written by you". Undo takes the
    last played step back; "Let the model continue" hands the branch to the model. A finished
    branch offers "Use as exemplar" right here. `method` and `family` are the sidebar's, used
    until a trajectory exists."""
    trajectory = run.trajectory
    if trajectory is not None:
        method, family = trajectory.method, trajectory.task.family
    k = run.key
    with st.container(border=True, key=f"{k}-play"):
        if not run_session.can_play(method):
            st.info(
                f"Play it yourself works with ReAct and Act, whose exemplars are steps a person can write; "
                f"this run is {md(catalog.method_label(method))}. Choose ReAct or Act in the sidebar."
            )
            return
        if family is None:
            st.caption("Choose a task in the sidebar first.")
            return
        fam = catalog.family(family)
        steps = trajectory.steps_of() if trajectory is not None else []
        if trajectory is not None and trajectory.branch().finished:
            st.markdown(
                "**This branch has finished.** Save it as a few-shot exemplar below; then choose your "
                "set in the sidebar's Prompts and step the model with it."
            )
            _play_buttons(run, finished=True)
            exemplar_view.use_as_exemplar(run)
            return
        number = sum(1 for s in steps if s.kind == StepKind.ACTION) + 1
        dense = fam.style == "dense"
        st.markdown(f"**Your step {number}**" if dense else "**Your next turn**")
        limit = (
            run.control.engine.method.max_steps
            if run.control.engine is not None and run.control.engine.trajectory is trajectory
            else ((run.setup.max_steps if run.setup else None) or fam.step_limit)
        )
        st.caption(
            f"Written by you. The environment answers your action as it answers the model's, invalid "
            f"actions included; the step limit ({limit}) and finishing work as for the model."
        )
        with st.form(f"{k}:play:form", border=False, enter_to_submit=True):
            ends_in_thought = bool(steps) and steps[-1].kind == StepKind.THOUGHT
            if method in ("react", "react_tools") and not (dense and ends_in_thought):
                st.text_input(
                    f"Thought {number}" if dense else "Thought (optional: a turn of its own)",
                    key=f"{k}:play:thought",
                    placeholder="What you know so far and what to do next",
                )
            st.text_input(
                f"Action {number}" if dense else "Action",
                key=f"{k}:play:action",
                placeholder="Search[entity], Lookup[keyword] or Finish[answer]"
                if fam.wikipedia
                else "One line, as the environment reads it",
            )
            st.form_submit_button(
                "Take this step",
                key=f"{k}:play:go",
                type="primary",
                icon=":material/edit_note:",
                on_click=_play,
                args=(run,),
            )
        _play_buttons(run, finished=False)
        if run.play_error:
            st.error(md(run.play_error), icon=":material/warning:")


def _play_buttons(run: RunSession, finished: bool) -> None:
    k = run.key
    row = st.container(horizontal=True, gap="small")
    with row:
        st.button(
            "Undo last step",
            key=f"{k}:play:undo",
            icon=":material/undo:",
            on_click=run_session.take_back,
            args=(run,),
            disabled=not run_session.can_take_back(run),
            help="Take back the last step you played, with the environment's answer",
        )
        if not finished:
            st.button(
                "Let the model continue",
                key=f"{k}:play:handover",
                icon=":material/smart_toy:",
                on_click=run_session.hand_over,
                args=(run,),
                help="The model takes over and runs to the end (Stop ends it); your steps stay on their branch",
            )
    if finished and run.play_error:
        st.error(md(run.play_error), icon=":material/warning:")


def _play(run: RunSession) -> None:
    k = run.key
    thought = st.session_state.get(f"{k}:play:thought") or ""
    action = st.session_state.get(f"{k}:play:action") or ""
    if run_session.play_step(run, thought, action):
        st.session_state[f"{k}:play:thought"] = ""  # the next step starts empty; a refused one keeps its text
        st.session_state[f"{k}:play:action"] = ""

"""The "Run until" control: a run to the end that stops where a chosen condition holds.

The popover's fields are written as the command line's text form (`run --until ...`) and read by
the same parser (react_core.engine.breakpoints), so the app and the terminal accept the same
conditions and refuse the same mistakes; a mistake is said here in the popover's own words (its
field names), where the terminal's says `action:TEXT`. Pressing Run until closes the popover, so
the run's stop message below the buttons is not covered; a condition that cannot be read is said
inside the popover, beside the field, and the popover stays open to fix it. The run itself is a
Run to end whose steps go through `RunUntil.advance` (run_session's worker); the stop's sentence
becomes the run's notice.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import streamlit as st

from react_core import BreakpointError, RunUntil, diagnose, parse_conditions
from react_core.trajectory.flags import KINDS, RULE_FAILED
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md

FIELDS = ("flag", "flag_kinds", "action", "action_re", "observation", "observation_re", "step", "tokens")
NOTHING_CHOSEN = "Choose at least one condition: a flag, an action, an observation, a step or tokens."
MATCH_LABEL = {"action": "The action matches", "observation": "The observation matches"}
REGEX_LABEL = "as a regular expression"
# Where each kind stops (react_core.engine.run_until): an observation exists only once its action ran, so a
# condition on one stops just after that step; "Stop before the step" was said of them all.
CAPTION = (
    "Stops as soon as it can tell: before a matching action runs (or one a flag fires on); just after a "
    "matching observation (or a flag that needs one, such as a search that found nothing); before step N, or "
    "the step after the tokens pass N. Step, Steer or Resume go on from there."
)
ERROR_AT, TOP = "error_at", "top"  # where the popover says why it could not start: a field's name, or its top


def key(run: RunSession, name: str) -> str:
    """The session-state key of one of the popover's fields (FIELDS)."""
    return f"{run.key}:until:{name}"


def condition_texts(values: Mapping[str, Any]) -> list[str]:
    """The popover's fields as conditions in the command line's text form; empty fields add none."""
    texts = []
    if values.get("flag"):
        kinds = values.get("flag_kinds") or []
        texts.append("flag" + (":" + ",".join(kinds) if kinds else ""))
    for subject in ("action", "observation"):
        pattern = values.get(subject) or ""
        if pattern.strip():
            texts.append(f"{subject}{'~' if values.get(subject + '_re') else ':'}{pattern.strip()}")
    for name in ("step", "tokens"):
        if values.get(name):
            texts.append(f"{name}:{int(values[name])}")
    return texts


def field_problem(values: Mapping[str, Any]) -> tuple[str, str] | None:
    """The field at fault ("action", "observation") and what is wrong with it, in the words a person sees
    there; None when nothing is. (The parser's own messages speak the command line's text form, e.g.
    `action:TEXT`.)"""
    for subject, label in MATCH_LABEL.items():
        pattern = (values.get(subject) or "").strip()
        if pattern and values.get(subject + "_re"):
            try:
                re.compile(pattern)
            except re.error as exc:
                return subject, (
                    f"“{label}” is not a valid regular expression: {pattern!r} ({exc}). Fix it, or untick "
                    f"“{REGEX_LABEL}” to look for the text as written."
                )
    return None


def start(run: RunSession) -> None:
    """The popover's Run until button: check the conditions, then close the popover and run to the end
    watching them. A condition that cannot be read is said in the popover, which stays open; nothing
    runs and the fields keep what was typed."""
    run.clear_messages()
    values = {name: st.session_state.get(key(run, name)) for name in FIELDS}
    texts = condition_texts(values)
    problem = field_problem(values)
    st.session_state[key(run, ERROR_AT)] = problem[0] if problem else TOP
    try:
        if not texts:
            raise BreakpointError(NOTHING_CHOSEN)
        if problem:
            raise BreakpointError(problem[1])
        watch = RunUntil(parse_conditions(texts), diagnose)
    except BreakpointError as exc:
        run.messages.error(str(exc), "until")
        return
    st.session_state[key(run, "open")] = False  # closed: the stop message below the buttons shows
    run.control.run_to_end(watch)


def control(run: RunSession, disabled: bool) -> None:
    """The "Run until" popover beside Run to end: the kinds of condition, and the button that starts."""
    # Its open state is kept (on_change="rerun") so that pressing Run until can close it.
    with st.popover(
        "Run until", icon=":material/line_end_circle:", disabled=disabled, key=key(run, "open"), on_change="rerun"
    ):
        st.caption(CAPTION)
        _error_at(run, TOP)
        st.checkbox("A flag fires", key=key(run, "flag"))
        st.multiselect(
            "Of these kinds (none chosen: any)",
            [kind for kind in KINDS if kind != RULE_FAILED],
            format_func=lambda kind: KINDS[kind],
            key=key(run, "flag_kinds"),
        )
        st.text_input(MATCH_LABEL["action"], key=key(run, "action"), placeholder="Finish[  or a tool name")
        st.checkbox(REGEX_LABEL, key=key(run, "action_re"))
        _error_at(run, "action")
        st.text_input(MATCH_LABEL["observation"], key=key(run, "observation"), placeholder="Could not find")
        st.checkbox(REGEX_LABEL, key=key(run, "observation_re"))
        _error_at(run, "observation")
        cols = st.columns(2)
        cols[0].number_input("Step reached (0: off)", min_value=0, step=1, key=key(run, "step"))
        cols[1].number_input("Tokens pass (0: off)", min_value=0, step=500, key=key(run, "tokens"))
        st.button(
            "Run until", key=key(run, "go"), type="primary", icon=":material/play_arrow:", on_click=start, args=(run,)
        )


def _error_at(run: RunSession, place: str) -> None:
    """Why Run until could not start, drawn in the popover (the open popover would cover it under the buttons)
    where it is about: under the field at fault, else at the top. At the popover's bottom it sat below the
    fold of a small window, its last words cut, and far from the field to fix."""
    if run.until_error and st.session_state.get(key(run, ERROR_AT), TOP) == place:
        st.error(md(f"Run until: {run.until_error}"), icon=":material/warning:")

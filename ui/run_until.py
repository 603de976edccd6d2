"""The "Run until" control: a run to the end that stops where a chosen condition holds.

The popover's fields are written as the command line's text form (`run --until ...`) and read by
the same parser (react_core.engine.breakpoints), so the app and the terminal accept the same
conditions and refuse the same mistakes. The run itself is a Run to end whose steps go through
`RunUntil.advance` (run_session's worker); the stop's sentence becomes the run's notice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from react_core.assist.diagnosis import diagnose
from react_core.engine.breakpoints import BreakpointError, parse_conditions
from react_core.engine.run_until import RunUntil
from react_core.trajectory.flags import KINDS, RULE_FAILED
from ui.run_session import RunSession

FIELDS = ("flag", "flag_kinds", "action", "action_re", "observation", "observation_re", "step", "tokens")
NOTHING_CHOSEN = "Choose at least one condition under Run until: a flag, an action, an observation, a step or tokens."


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


def start(run: RunSession) -> None:
    """The popover's Run until button: check the conditions, then run to the end watching them.
    A condition that cannot be read is an error on the page; nothing runs and the fields keep it."""
    run.clear_messages()
    texts = condition_texts({name: st.session_state.get(key(run, name)) for name in FIELDS})
    try:
        if not texts:
            raise BreakpointError(NOTHING_CHOSEN)
        watch = RunUntil(parse_conditions(texts), diagnose)
    except BreakpointError as exc:
        run.messages.error(f"Run until: {exc}")
        return
    run.control.run_to_end(watch)


def control(run: RunSession, disabled: bool) -> None:
    """The "Run until" popover beside Run to end: the kinds of condition, and the button that starts."""
    with st.popover("Run until", icon=":material/line_end_circle:", disabled=disabled):
        st.caption("Stop before the step where any of these holds. Step, Steer or Resume go on from there.")
        st.checkbox("A flag fires", key=key(run, "flag"))
        st.multiselect(
            "Of these kinds (none chosen: any)",
            [kind for kind in KINDS if kind != RULE_FAILED],
            format_func=lambda kind: KINDS[kind],
            key=key(run, "flag_kinds"),
        )
        st.text_input("The action matches", key=key(run, "action"), placeholder="Finish[  or a tool name")
        st.checkbox("as a regular expression", key=key(run, "action_re"))
        st.text_input("The observation matches", key=key(run, "observation"), placeholder="Could not find")
        st.checkbox("as a regular expression", key=key(run, "observation_re"))
        cols = st.columns(2)
        cols[0].number_input("Step reached (0: off)", min_value=0, step=1, key=key(run, "step"))
        cols[1].number_input("Tokens pass (0: off)", min_value=0, step=500, key=key(run, "tokens"))
        st.button(
            "Run until", key=key(run, "go"), type="primary", icon=":material/play_arrow:", on_click=start, args=(run,)
        )

"""Re-run from here: on a run that a person's own agent recorded through the endpoint, each card of a
model call has a small button that asks the Your agent panel (ui/run/your_agent.py) to re-run the agent
from that call. The button only leaves the request, the run and the call, and turns the Run page to the
panel, whose re-run form (ui/run/your_agent_command.py) then opens at that call; the Run page's cards and
the panel's own cards ask the same way."""

from __future__ import annotations

import streamlit as st

AGENT_MODE = "agent:yours"  # the Run page's switch to the Your agent panel
REQUEST = "agent:rerun_here"  # (trajectory id, call number) asked on a card, taken by the panel


def button(key: str, trajectory_id: str, call: int) -> None:
    """The card's small "Re-run from here" (only drawn on cards of calls the endpoint recorded)."""
    st.button(
        "Re-run from here",
        key=key,
        type="tertiary",
        icon=":material/replay:",
        on_click=ask,
        args=(trajectory_id, call),
        help=f"Re-run your agent from call {call}: the calls before it answered from the recording, this one "
        "with your change (in the Your agent panel's form), the rest by the model",
    )


def ask(trajectory_id: str, call: int) -> None:
    st.session_state[REQUEST] = (trajectory_id, call)
    st.session_state[AGENT_MODE] = True  # set in a callback: before the sidebar's toggle is drawn again


def take() -> tuple[str, int] | None:
    """The request a card left since the last drawing, once; None when there is none."""
    asked = st.session_state.pop(REQUEST, None)
    if not isinstance(asked, tuple) or len(asked) != 2:
        return None
    return str(asked[0]), int(asked[1])

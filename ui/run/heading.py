"""Above the Run page's buttons: the title, and the task with what runs it (a reopened trajectory's
note, its method, model and id, the game's state and the demo's guide), or why there is none yet."""

from __future__ import annotations

import streamlit as st

from react_core.engine.catalog import method_label
from react_core.session.phase import Phase
from ui.run import demo
from ui.run.sidebar import Chosen
from ui.run_view import card_cache, run_header
from ui.run_view.run_session import RunSession
from ui.widgets.plain_text import md


def heading(run: RunSession, chosen: Chosen) -> None:
    st.title("Run")
    st.caption(
        "Step a ReAct agent one thought, action and observation at a time, steer any step, and resume on a "
        "new branch. New here? Press **Figure 5 demo** in the sidebar for the paper's thought-editing example."
    )
    shown = run.trajectory
    if shown is not None:
        if run.reopened:
            run_header.reopened_note(shown)
        run_header.task_header(shown.task, shown.opening, card_cache.revision(shown).family)
        st.caption(
            f"{md(method_label(shown.method))} · {md(shown.model.get('model', '?'))} · trajectory {md(shown.id)}"
        )
        run_header.game_state(run)
        demo.guide(run)
    elif chosen.task is not None:
        run_header.task_header(chosen.task)
        # Before the first step lands there is no trajectory yet: say the step is under way, not "ready".
        first_step = run.phase is not Phase.IDLE
        st.caption(f"{method_label(chosen.method)} · {'taking step 1…' if first_step else 'ready'}")
    else:
        st.info("Choose a task in the sidebar.")

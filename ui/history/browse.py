"""History's list: the page's state, the sidebar's imports, and the search and filter over what is
saved, with the message the last action left."""

from __future__ import annotations

import streamlit as st

from react_core.common.errors import describe
from react_core.storage.store import Saved, TrajectoryStore
from ui.history import trace_import_view
from ui.widgets.option_labels import labelled
from ui.widgets.plain_text import md

ORIGIN_LABEL = {"own": "My runs", "batch": "Batch episodes", "all": "All"}


def state() -> dict:
    """Which row's exports are open, which Delete awaits its second press, the message to say next."""
    return st.session_state.setdefault("_history", {"open": None, "confirm": None, "message": None})


def imports(store: TrajectoryStore) -> None:
    """The sidebar's Import: a trajectory JSON exported from this workbench, or another framework's traces."""
    st.subheader("Import")
    upload = st.file_uploader("Trajectory JSON (exported from this workbench)", type=["json"], key="history:import")
    if upload is not None and st.button("Import", key="history:import_go", type="primary"):
        try:
            imported = store.import_json(upload.getvalue().decode("utf-8", errors="replace"))
            state()["message"] = ("success", f'Imported "{md(imported.title)}" ({md(imported.id)}).')
            state()["open"] = imported.id
        except Exception as exc:
            state()["message"] = ("error", f"Nothing was imported: {md(describe(exc))}")
    trace_import_view.trace_import(store, state())


def listing(store: TrajectoryStore) -> list[Saved]:
    """The search box, the last action's message and the origin filter; the saved items they let through."""
    if store.recovered:
        st.warning(md(store.recovered), icon=":material/build:")
    search = st.text_input(
        "Search",
        key="history:search",
        placeholder="trajectory id, title, task id, method, model or answer",
        label_visibility="collapsed",
    )
    if state()["message"]:
        kind, text = state()["message"]
        getattr(st, kind)(text)
        state()["message"] = None

    origin = st.segmented_control(
        "Show",
        list(ORIGIN_LABEL),
        default="own",
        format_func=labelled(ORIGIN_LABEL),
        key="history:origin",
        required=True,
        help="Batch episodes are those the Evaluate page or `eval` ran",
    )
    saved = store.list(search, origin=None if origin == "all" else origin)
    if not saved:
        st.caption("Nothing saved yet." if not search else "No saved trajectory matches.")
    if saved:
        st.caption(
            f"{len(saved)} saved trajector{'y' if len(saved) == 1 else 'ies'}, newest first; each is saved after every step."
        )
    return saved

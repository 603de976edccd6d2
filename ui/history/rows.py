"""One saved trajectory in History's list: what it is, and its Select, Open, Continue, Fork, Open
comparison, Export and Delete (asked twice); a row that cannot be read says so and can be deleted."""

from __future__ import annotations

from datetime import datetime

import streamlit as st

from react_core.engine.catalog import method_label
from react_core.storage.store import Saved, TrajectoryStore
from ui.history.browse import state
from ui.history.opening import fork, load, to_compare_page, to_run_page
from ui.run_view import run_exports, run_session
from ui.run_view import view_model as vm
from ui.widgets.plain_text import md


def unreadable(store: TrajectoryStore, item: Saved) -> None:
    """A row that cannot be read is flagged with its id, not allowed to break the page."""
    with st.container(border=True):
        st.warning(
            md(f"{item.problem} It is kept as it is; delete it, or repair it in {store.path}."),
            icon=":material/report:",
        )
        st.button(
            "Delete",
            key=f"history:{item.id}:delete_unreadable",
            icon=":material/delete:",
            type="tertiary",
            on_click=store.delete,
            args=(item.id,),
        )


def row(store: TrajectoryStore, item: Saved) -> None:
    if item.problem:
        unreadable(store, item)
        return
    with st.container(border=True):
        when = datetime.fromtimestamp(item.updated_at).strftime("%Y-%m-%d %H:%M")
        outcome = vm.outcome_label(item.outcome)
        st.html(
            f'<div><b>{vm.esc(item.title)}{"…" if len(item.title) >= 80 else ""}</b></div><div style="font-size:.82rem;color:#777">'
            f"{vm.esc(item.family)} · {vm.esc(item.task_id)} · {vm.esc(method_label(item.method))} · "
            f"{vm.esc(item.model)} · {item.steps} steps · {item.branches} branch{'es' if item.branches != 1 else ''}"
            f" · {vm.esc(outcome)}{(' · answer: ' + vm.esc(item.answer)) if item.answer else ''} · {when}</div>"
        )
        k = f"history:{item.id}"
        reopen, go_on, forked, compare = _buttons(store, item, k)
        if compare and item.comparison:  # the button exists only for a comparison
            to_compare_page(store, item.comparison)
            st.rerun()
        if reopen or go_on or forked:
            trajectory = load(store, item.id)
            if trajectory is not None:
                to_run_page(fork(store, trajectory) if forked else trajectory, running=go_on)
            st.rerun()
        if state()["open"] == item.id:
            _exports(store, item, k)


def _buttons(store: TrajectoryStore, item: Saved, k: str) -> tuple[bool, bool, bool, bool]:
    """The row's buttons; which of Open, Continue, Fork and Open comparison were pressed."""
    row = st.container(horizontal=True, gap="small")
    with row:
        st.checkbox("Select", key=f"{k}:select", help="Include it in the training data above")
        reopen = st.button(
            "Open",
            key=f"{k}:open",
            icon=":material/open_in_new:",
            type="primary",
            help="Show it on the Run page to step, steer and resume",
        )
        go_on = False
        if item.outcome is None:
            go_on = st.button(
                "Continue",
                key=f"{k}:continue",
                icon=":material/play_arrow:",
                help="Open it and run the current branch to the end",
            )
        forked = st.button(
            "Fork",
            key=f"{k}:fork",
            icon=":material/call_split:",
            help="Open a copy; the saved original stays as it is",
        )
        compare = bool(item.comparison) and st.button(
            "Open comparison",
            key=f"{k}:compare",
            icon=":material/view_column:",
            help="It was run on the Compare page beside other methods: open them all there, side by side",
        )
        st.button(
            "Export",
            key=f"{k}:details",
            icon=":material/download:",
            type="tertiary",
            on_click=lambda i=item.id: state().update(open=None if state()["open"] == i else i),
        )
        if state()["confirm"] == item.id:
            really = st.button("Really delete", key=f"{k}:delete_yes", type="primary")
            st.button("Keep", key=f"{k}:delete_no", on_click=lambda: state().update(confirm=None))
            if really:
                _delete(store, item)
        else:
            st.button(
                "Delete",
                key=f"{k}:delete",
                icon=":material/delete:",
                type="tertiary",
                on_click=lambda i=item.id: state().update(confirm=i),
            )
    return reopen, go_on, forked, compare


def _delete(store: TrajectoryStore, item: Saved) -> None:
    """Delete it from History; a run open on a page that shows it is reset, not left pointing at nothing."""
    store.delete(item.id)
    for run_key in [k for k in st.session_state if str(k).startswith("_run:")]:
        run = st.session_state[run_key]
        if run.trajectory is not None and run.trajectory.id == item.id:
            run_session.reset(run)
    state().update(confirm=None, message=("success", f'Deleted "{md(item.title)}".'))
    st.rerun()


def _exports(store: TrajectoryStore, item: Saved, k: str) -> None:
    """Export's panel: the run's downloads, Share as HTML and the paper transcript of its current branch."""
    trajectory = load(store, item.id)
    if trajectory is None:
        return
    run_exports.exports(trajectory, k)
    from react_core.storage.share_html import share_html

    st.download_button(
        "Share as HTML",
        share_html(trajectory, made_by="History's Share as HTML"),
        file_name=f"{trajectory.task.id}-{trajectory.method}-{trajectory.id}.html",
        mime="text/html",
        key=f"{k}:dl:html",
        icon=":material/share:",
        on_click="ignore",
        help="One file with every branch, who wrote each step, the flags, scores and diffs; "
        "it opens in any browser, offline, and prints",
    )
    with st.expander("Paper transcript of the current branch", expanded=False):
        from react_core.storage.export import to_text

        st.code(to_text(trajectory), language=None, wrap_lines=True)

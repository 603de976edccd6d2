"""History: every trajectory saved as it grew. Search, reopen, continue, fork, delete, export, import."""

from __future__ import annotations

import time
import uuid
from datetime import datetime

import streamlit as st

from react_core.common.errors import describe
from react_core.session import phase as run_phase
from react_core.trajectory.trajectory import Trajectory
from ui.history import trace_import_view
from ui.run_view import run_exports, run_session
from ui.run_view import view_model as vm
from ui.widgets import navigation, pickers, resources, style
from ui.widgets.option_labels import labelled
from ui.widgets.plain_text import md

st.set_page_config(page_title="History · ReAct workbench", page_icon=":material/history:", layout="wide")
if navigation.opened_alone():  # a bookmark on a fresh server: drawn inside the app's navigation
    st.stop()
style.apply()
store = resources.store()
state = st.session_state.setdefault("_history", {"open": None, "confirm": None, "message": None})


def _to_run_page(trajectory: Trajectory, running: bool = False) -> None:
    run = run_session.session("run")
    run_session.adopt(run, trajectory)
    if running and not trajectory.branch().finished:
        run.move(run_phase.RUN_TO_END)  # adopt() ended any run before
    st.switch_page(navigation.RUN)


def _to_compare_page(comparison_id: str) -> None:
    """The Compare page's columns as they were: every method run in this comparison, each reopened."""
    trajectories = store.comparison(comparison_id)
    if not trajectories:
        state["message"] = ("error", "That comparison is no longer in History.")
        return
    latest = {t.method: t for t in trajectories}  # one column per method, its newest run
    methods = [m for m in pickers.methods_for(trajectories[0].task.family) if m in latest]
    pickers.show_in_sidebar(trajectories[0].task, methods[0], key="compare", method_key=None)
    st.session_state[f"compare:methods:{trajectories[0].task.family}"] = methods
    for method in methods:
        run_session.adopt(run_session.session(f"compare:{method}"), latest[method], sidebar=None)
    st.session_state[run_session.COMPARISON_KEY] = comparison_id
    st.switch_page(navigation.COMPARE)


def _load(trajectory_id: str) -> Trajectory | None:
    try:
        return store.load(trajectory_id)
    except Exception as exc:
        state["message"] = ("error", md(describe(exc)))
        return None


def _fork(trajectory: Trajectory) -> Trajectory:
    """A copy under a new id, so the saved original stays exactly as it was."""
    data = trajectory.to_dict()
    data.update(
        id=uuid.uuid4().hex[:12],
        created_at=time.time(),
        updated_at=time.time(),
        title=f"{trajectory.title} (fork)"[:120],
    )
    copy = Trajectory.from_dict(data)
    store.save(copy)
    return copy


with st.sidebar:
    st.subheader("Import")
    upload = st.file_uploader("Trajectory JSON (exported from this workbench)", type=["json"], key="history:import")
    if upload is not None and st.button("Import", key="history:import_go", type="primary"):
        try:
            imported = store.import_json(upload.getvalue().decode("utf-8", errors="replace"))
            state["message"] = ("success", f'Imported "{md(imported.title)}" ({md(imported.id)}).')
            state["open"] = imported.id
        except Exception as exc:
            state["message"] = ("error", f"Nothing was imported: {md(describe(exc))}")
    trace_import_view.trace_import(store, state)

st.title("History")
if store.recovered:
    st.warning(md(store.recovered), icon=":material/build:")
search = st.text_input(
    "Search",
    key="history:search",
    placeholder="trajectory id, title, task id, method, model or answer",
    label_visibility="collapsed",
)
if state["message"]:
    kind, text = state["message"]
    getattr(st, kind)(text)
    state["message"] = None

ORIGIN_LABEL = {"own": "My runs", "batch": "Batch episodes", "all": "All"}
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


REVIEW_HELP = "Go through the failed or flagged ones one by one on the Review page: mark where each went wrong and why"


def _select_all(ids: list[str], on: bool) -> None:
    for trajectory_id in ids:
        st.session_state[f"history:{trajectory_id}:select"] = on


readable = [item.id for item in saved if not item.problem]
selected = [i for i in readable if st.session_state.get(f"history:{i}:select")]
if readable:
    with st.expander(
        f"Training data from the selection ({len(selected)} selected)",
        icon=":material/model_training:",
        expanded=bool(selected),
    ):
        picks = st.container(horizontal=True, gap="small")
        picks.button("Select all shown", key="history:select_all", on_click=_select_all, args=(readable, True))
        picks.button("Clear the selection", key="history:select_none", on_click=_select_all, args=(readable, False))
        if not selected:
            st.caption("Tick Select on the trajectories to export, or Select all shown.")
        else:
            chosen = [t for t in (_load(i) for i in selected) if t is not None]
            if st.button("Review the selection", key="history:review", icon=":material/rule:", help=REVIEW_HELP):
                from react_core.storage.review_items import from_trajectories
                from ui.widgets import review_start

                problem = review_start.start(
                    f"{len(chosen)} selected in History", "selection", from_trajectories(chosen)
                )
                if problem:
                    state["message"] = ("info", problem)
                    st.rerun()
                st.switch_page(navigation.REVIEW)
            from ui.widgets import dataset_view

            dataset_view.panel(chosen, "history:dataset", "history")


def _unreadable(item) -> None:
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


for item in saved:
    if item.problem:
        _unreadable(item)
        continue
    with st.container(border=True):
        when = datetime.fromtimestamp(item.updated_at).strftime("%Y-%m-%d %H:%M")
        outcome = vm.outcome_label(item.outcome)
        st.html(
            f'<div><b>{vm.esc(item.title)}{"…" if len(item.title) >= 80 else ""}</b></div><div style="font-size:.82rem;color:#777">'
            f"{vm.esc(item.family)} · {vm.esc(item.task_id)} · {vm.esc(pickers.method_label(item.method))} · "
            f"{vm.esc(item.model)} · {item.steps} steps · {item.branches} branch{'es' if item.branches != 1 else ''}"
            f" · {vm.esc(outcome)}{(' · answer: ' + vm.esc(item.answer)) if item.answer else ''} · {when}</div>"
        )
        k = f"history:{item.id}"
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
            fork = st.button(
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
                on_click=lambda i=item.id: state.update(open=None if state["open"] == i else i),
            )
            if state["confirm"] == item.id:
                really = st.button("Really delete", key=f"{k}:delete_yes", type="primary")
                st.button("Keep", key=f"{k}:delete_no", on_click=lambda: state.update(confirm=None))
                if really:
                    store.delete(item.id)
                    for run_key in [k for k in st.session_state if str(k).startswith("_run:")]:
                        run = st.session_state[run_key]
                        if run.trajectory is not None and run.trajectory.id == item.id:
                            run_session.reset(run)
                    state.update(confirm=None, message=("success", f'Deleted "{md(item.title)}".'))
                    st.rerun()
            else:
                st.button(
                    "Delete",
                    key=f"{k}:delete",
                    icon=":material/delete:",
                    type="tertiary",
                    on_click=lambda i=item.id: state.update(confirm=i),
                )
        if compare and item.comparison:  # the button exists only for a comparison
            _to_compare_page(item.comparison)
            st.rerun()
        if reopen or go_on or fork:
            trajectory = _load(item.id)
            if trajectory is not None:
                _to_run_page(_fork(trajectory) if fork else trajectory, running=go_on)
            st.rerun()
        if state["open"] == item.id:
            trajectory = _load(item.id)
            if trajectory is not None:
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

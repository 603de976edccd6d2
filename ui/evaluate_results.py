"""The Evaluate page's results: the paper's tables beside yours, the charts, failures, episodes.

Any episode opens in the Run page to inspect, edit and resume it.
"""
from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import streamlit as st

from react_core import catalog, prompt_sets
from react_core.errors import describe
from react_core.evaluation import tables
from react_core.evaluation.combined import with_combined
from react_core.evaluation.failures import LABELS
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchSpec
from ui import run_session
from ui.evaluate import state

method_label = catalog.method_label


def percent_table(table: pd.DataFrame, index_width: int) -> None:
    """A table of percentages: one decimal, "—" where there is no figure, names in full."""
    shown = table.map(lambda v: "—" if pd.isna(v) else f"{v:.1f}")
    config = {column: st.column_config.TextColumn(alignment="right") for column in shown.columns}
    st.dataframe(shown, column_config=config | {"_index": st.column_config.Column(width=index_width)})


def _prompt_set(spec_json: str) -> str:
    """A stored batch's prompt set in words (batches from before prompt sets used the project's)."""
    try:
        return prompt_sets.label(json.loads(spec_json).get("prompt_set"))
    except Exception:
        return prompt_sets.label(prompt_sets.PROJECT)


def by_prompt_set(frame: pd.DataFrame, sets: dict[str, str]) -> pd.DataFrame:
    """When the batches shown use different prompt sets, each model column names its set
    ("default · paper prompts"), so the tables put the sets side by side instead of pooling them."""
    if len(set(sets.values())) < 2 or frame.empty:
        return frame
    frame = frame.copy()
    frame["model"] = frame["model"] + " · " + frame["batch_id"].map(sets).fillna("")
    return frame


def _what(spec_json: str) -> str:
    """A batch's set, size and methods in a few words (from its stored spec)."""
    try:
        spec = BatchSpec.from_dict(json.loads(spec_json))
    except Exception:  # a batch stored by another version: its id is enough
        return "settings unreadable"
    family, _, source = spec.task_set.partition(":")
    size = f"first {spec.limit}" if spec.limit else (f"{spec.sample} sampled" if spec.sample else "all")
    try:
        prompts = prompt_sets.label(spec.prompt_set)
    except ValueError:
        prompts = spec.prompt_set
    return (f"{family} {Path(source).name or source} ({size}) · {', '.join(map(method_label, spec.methods))} · "
            f"{', '.join(spec.models)} · {prompts}")


def show(results: ResultsStore, batches: pd.DataFrame) -> None:
    """Everything below the batch controls, for the batches the user picks."""
    state_ = state()
    st.divider()
    st.subheader("Results")
    if batches.empty:
        st.caption("No batches yet. Choose a task set, methods and a model, then Run batch.")
        return
    ids = batches["batch_id"].tolist()
    # Labels must not change while a batch runs: the browser matches a chosen option by its label.
    described = {row.batch_id: f"{row.batch_id} · {_what(row.spec)}" for row in batches.itertuples()}
    default = [state_["batch"]] if state_["batch"] in ids else ids[:1]
    chosen = st.multiselect("Batches to show (several batches side by side compare models)", ids, default=default,
                            format_func=lambda b: described.get(b, b), key="eval:show", persist_state="session")
    if not chosen:
        return
    st.dataframe(batches[batches["batch_id"].isin(chosen)][["batch_id", "status", "finished", "total"]], hide_index=True)
    frame = pd.concat([results.frame(b) for b in chosen], ignore_index=True)
    frame = by_prompt_set(frame, {row.batch_id: _prompt_set(row.spec) for row in batches.itertuples()
                                  if row.batch_id in chosen})
    if frame.empty:
        st.caption("No finished episodes yet.")
        return

    knowledge = tables.has_rows(frame, "Table 1")
    games = tables.has_rows(frame, "Table 3")
    trajectories = {}
    if frame["method"].isin(["cot_sc", "react_cot_sc"]).any():
        trajectories = {t.id: t for b in chosen for t in results.trajectories(b)}
    with_backoffs = with_combined(frame, trajectories)
    if knowledge:
        st.markdown("**Table 1 layout** — score in %, the paper's PaLM-540B figures beside yours")
        table = tables.table1(with_backoffs)
        table.columns = [f"{metric} · {model}" for metric, model in table.columns]
        percent_table(table, index_width=230)
        if len(with_backoffs) > len(frame):
            st.caption("(combined): the paper's back-off rule applied to this batch's ReAct and CoT-SC episodes, "
                       "as the paper did; no extra model calls.")
    if games:
        st.markdown("**Table 3 layout** — ALFWorld success in % by task type, then the progress rate in % "
                    "(AgentBoard's: the share of the task's subgoals reached, 100 once won)")
        table = tables.table3(frame, progress=True)
        table.index = [f"{m} · {model}" for m, model in table.index]
        percent_table(table, index_width=260)
    if tables.has_rows(frame, "Table 4"):
        st.markdown("**Table 4 layout** — WebShop score and success rate (SR) in %, the paper's rows beside yours")
        table = tables.table4(frame).drop(columns=["Episodes"])
        table.index = [f"{m} · {model}" for m, model in table.index]
        percent_table(table, index_width=260)

    chart_left, chart_right = st.columns(2)
    with chart_left:
        st.markdown("**Score per method (%)**")
        per_method = tables.score_per_method(with_backoffs)
        per_method["series"] = per_method["family"] + " · " + per_method["model"]
        st.bar_chart(per_method, x="method", y="score", color="series", stack=False, horizontal=True, sort=False)
    with chart_right:
        curve = tables.samples_curve(frame, trajectories) if trajectories else pd.DataFrame()
        st.markdown("**Score vs CoT-SC samples (%)** — recomputed from the stored samples, as in Figure 2")
        if curve.empty:
            st.caption("Run CoT-SC or ReAct -> CoT-SC to see this chart.")
        else:
            curve["series"] = curve["method"] + " · " + curve["model"]
            st.line_chart(curve, x="samples", y="score", color="series")

    st.markdown("**Failure breakdown** — episodes showing each failure mode")
    st.dataframe(tables.failure_table(frame))
    errors = pd.concat([results.errors(b) for b in chosen], ignore_index=True)
    if not errors.empty:
        with st.expander(f"Episodes that failed and have not finished since ({len(errors)} attempts)"):
            st.caption("Resume the batch to run them again.")
            st.dataframe(errors[["task_id", "method", "model", "message"]], hide_index=True)

    st.markdown("**Episodes**")
    only_failed = st.toggle("Only episodes scored wrong", key="eval:only_failed", persist_state="session")
    shown = frame[frame["score"] < 1] if only_failed else frame
    # By task, then in Table 1's method order: the methods' answers to one question stand together.
    rank = {m: i for i, m in enumerate(tables.METHOD_ORDER)}
    shown = shown.assign(_rank=shown["method"].map(lambda m: rank.get(m, len(rank)))).sort_values(
        ["task_id", "_rank", "model"])
    view = shown.assign(method=shown["method"].map(method_label), seconds=shown["seconds"].round(1),
                        failures=shown["failures"].map(lambda f: ", ".join(LABELS[x] for x in f)))
    st.dataframe(view[["method", "question", "answer", "gold", "score", "failures", "outcome", "actions", "seconds",
                       "model", "task_id"]], hide_index=True)

    # Episodes that failed before finishing have no trajectory to open.
    episodes = {(r.batch_id, r.task_id, r.method, r.model): r for r in shown.itertuples() if r.trajectory_id}


    def _episode_label(key: tuple[str, str, str, str]) -> str:
        row = episodes[key]
        why = ", ".join(LABELS[f] for f in row.failures if f != "wrong_answer")
        verdict = ("right" if row.score is not None and row.score >= 1 else "wrong") + (f" ({why})" if why else "")
        question = row.question if len(row.question) <= 70 else row.question[:69] + "…"
        return f"{method_label(row.method)} · {verdict} · {question} · {row.task_id} · {row.model}"


    if episodes:
        pick = st.selectbox("Episode to open", list(episodes), key="eval:episode", format_func=_episode_label)

        def _open() -> None:
            # The picker's value now, not `pick` from the run that drew this button: a click can come
            # before the rerun that a new choice started has finished.
            row = episodes.get(st.session_state.get("eval:episode"), episodes[pick])
            try:
                trajectory = results.trajectory(row.batch_id, row.task_id, row.method, row.model)
            except Exception as exc:
                state_["message"] = ("error", describe(exc))
                return
            run_session.adopt(run_session.session("run"), trajectory)
            state_["open"] = True

        st.button("Open in the Run page", key="eval:open", icon=":material/open_in_new:", on_click=_open,
                  help="Inspect it step by step, edit a thought or action, and resume it on a new branch.")
        if state_.pop("open", False):
            st.switch_page("app.py")

    download_left, download_right, _ = st.columns([1, 1, 3])
    flat = frame.assign(failures=frame["failures"].map(",".join))
    download_left.download_button("Download CSV", flat.to_csv(index=False).encode(), file_name="evaluation.csv",
                                  mime="text/csv", key="eval:csv")
    download_right.download_button("Download Parquet", flat.to_parquet(index=False), file_name="evaluation.parquet",
                                   mime="application/octet-stream", key="eval:parquet")

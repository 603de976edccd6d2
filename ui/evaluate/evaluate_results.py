"""The Evaluate page's results: the paper's tables beside yours, the charts, failures, episodes.

Every figure of ours is shown with the episodes behind it ("50.0 (n=2)"), unfinished batches are
marked, and batches that ran different tasks are never averaged together (see `pooling`).
Any episode opens in the Run page to inspect, edit and resume it.
"""

from __future__ import annotations

import json
from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.evaluation import counts, pooling, tables
from react_core.evaluation.combined import with_combined
from react_core.evaluation.failures import LABELS
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.searches import search_counts
from react_core.evaluation.spec import BatchSpec
from react_core.traces.otlp_file import trajectories_to_otlp
from ui.evaluate import evaluate_batches
from ui.evaluate.evaluate import state
from ui.run_view import run_session
from ui.widgets import navigation, review_start

method_label = catalog.method_label


def _offers_cot_sc(frame: pd.DataFrame) -> bool:
    """Whether a family of these batches has a CoT-SC method (the samples chart would have something to show)."""
    known = {f.name: f for f in catalog.all_families()}
    shown = set(frame["family"].unique()) if "family" in frame else set()
    return any(any("cot_sc" in m for m in known[name].methods) for name in shown if name in known)


def figures_table(shown: pd.DataFrame) -> None:
    """A table of figures already written as text (see counts.with_counts). A static table, not a data
    grid: its long headers ("HotpotQA EM · PaLM-540B (paper)") wrap, so it fits the page however many
    models it has, where the grid ran past the page's right edge and hid the paper's column there."""
    st.table(shown)


def _columns_of(chosen: list[str], specs: dict[str, BatchSpec | None], marks: dict[str, str]) -> dict[str, str]:
    """Per batch, what its columns add to the model's name: what tells it from the other batches
    shown (pooling.column_suffixes), and "running" or "unfinished" while its figures are partial."""
    suffixes = pooling.column_suffixes({b: specs.get(b) for b in chosen})
    return {b: " · ".join(part for part in (suffixes[b], marks.get(b, "")) if part) for b in chosen}


def show(results: ResultsStore, batches: pd.DataFrame, current: str | None = None) -> None:
    """Everything below the batch controls, for the batches the user picks (`current`: the batch
    of the sidebar's settings, chosen on a first visit when it is stored)."""
    state_ = state()
    st.divider()
    st.subheader("Results")
    if batches.empty:
        st.caption("No batches yet. Choose a task set, methods and a model, then Run batch.")
        return
    specs = {row.batch_id: BatchSpec.stored(row.spec) for row in batches.itertuples()}
    chosen = evaluate_batches.picker(batches, specs, current)
    if not chosen:
        return
    evaluate_batches.status_table(batches, chosen, specs)
    refused = pooling.refusal({b: specs.get(b) for b in chosen})
    if refused:
        st.warning(refused, icon=":material/block:")
        return
    stored = pd.concat([results.frame(b) for b in chosen], ignore_index=True)
    if stored.empty:
        st.caption("No finished episodes yet.")
        return
    frame = pooling.separate_columns(stored, _columns_of(chosen, specs, evaluate_batches.unfinished(batches, chosen)))

    knowledge = tables.has_rows(frame, "Table 1")
    games = tables.has_rows(frame, "Table 3")
    trajectories = {}
    if knowledge or frame["method"].isin(["cot_sc", "react_cot_sc"]).any():  # the votes; the searches
        trajectories = {t.id: t for b in chosen for t in results.trajectories(b)}
    with_backoffs = with_combined(frame, trajectories)
    st.caption(
        "Each of your figures is followed by the number of episodes behind it (n): a few episodes give a rough figure."
    )
    if knowledge:
        st.markdown(
            '**Table 1 layout** — score in % ("no answer": episodes that gave none), the paper\'s PaLM-540B '
            "figures beside yours"
        )
        table = counts.with_counts(tables.table1(with_backoffs), counts.table1_counts(with_backoffs))
        table.columns = [f"{metric} · {model}" for metric, model in table.columns]
        figures_table(table)
        if len(with_backoffs) > len(frame):
            st.caption(
                "(combined): the paper's back-off rule applied to this batch's ReAct and CoT-SC episodes, "
                "as the paper did; no extra model calls."
            )
        confusion = tables.confusion_matrix(tables.table1_episodes(with_backoffs))
        if not confusion.empty:
            st.markdown(
                "**FEVER confusion matrix** — episodes by gold label (rows) and answer (columns); an "
                "invalid answer is none of the three labels"
            )
            confusion.index = [f"{m} · {model} · gold {gold}" for m, model, gold in confusion.index]
            st.dataframe(confusion)
        searched = search_counts(frame, trajectories)
        if not searched.empty:
            st.markdown(
                '**Searches** — how many opened a page; the others answered "Could not find ..." '
                "with similar titles, as the paper's API does"
            )
            searched.index = [
                f"{tables.method_name(m)} · {model}" for m, model in zip(searched.pop("method"), searched.pop("model"))
            ]
            st.dataframe(searched)
    if games:
        st.markdown(
            "**Table 3 layout** — ALFWorld success in % by task type, then the progress rate in % "
            "(AgentBoard's: the share of the task's subgoals reached, 100 once won)"
        )
        table = counts.with_counts(tables.table3(frame, progress=True), counts.table3_counts(frame, progress=True))
        table.index = [f"{m} · {model}" for m, model in table.index]
        figures_table(table)
    if tables.has_rows(frame, "Table 4"):
        st.markdown("**Table 4 layout** — WebShop score and success rate (SR) in %, the paper's rows beside yours")
        table4 = tables.table4(frame)
        table = counts.with_counts(table4.drop(columns=["Episodes"]), counts.table4_counts(table4))
        table.index = [f"{m} · {model}" for m, model in table.index]
        figures_table(table)

    chart_left, chart_right = st.columns(2)
    with chart_left:
        st.markdown("**Score per method (%)**")
        per_method = tables.score_per_method(with_backoffs)
        per_method["series"] = per_method["family"] + " · " + per_method["model"]
        # Each bar is named with its episode count; with several series, with its series too.
        several = per_method["series"].nunique() > 1
        per_method["method"] = [
            f"{r.method}{' · ' + r.series if several else ''} (n={r.episodes})" for r in per_method.itertuples()
        ]
        st.altair_chart(score_bars(per_method))
    curve = tables.samples_curve(frame, trajectories) if trajectories else pd.DataFrame()
    if not curve.empty or _offers_cot_sc(frame):  # a person's own agent has no CoT-SC to sample
        with chart_right:
            st.markdown("**Score vs CoT-SC samples (%)** — recomputed from the stored samples, as in Figure 2")
            if curve.empty:
                st.caption("Run CoT-SC or ReAct -> CoT-SC to see this chart.")
            else:
                curve["series"] = curve["method"] + " · " + curve["model"]
                st.altair_chart(samples_lines(curve))

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
        ["task_id", "_rank", "model"]
    )
    view = shown.assign(
        method=shown["method"].map(method_label),
        seconds=shown["seconds"].round(1),
        failures=shown["failures"].map(lambda f: ", ".join(LABELS[x] for x in f)),
    )
    st.dataframe(
        view[
            [
                "method",
                "question",
                "answer",
                "gold",
                "score",
                "failures",
                "outcome",
                "actions",
                "seconds",
                "model",
                "task_id",
            ]
        ],
        hide_index=True,
    )

    # Episodes that failed before finishing have no trajectory to open.
    episodes: dict[tuple[str, str, str, str], Any] = {
        (r.batch_id, r.task_id, r.method, r.stored_model): r for r in shown.itertuples() if r.trajectory_id
    }

    def _episode_label(key: tuple[str, str, str, str]) -> str:
        row = episodes[key]
        why = ", ".join(LABELS[f] for f in row.failures if f != "wrong_answer")
        verdict = ("right" if row.score is not None and row.score >= 1 else "wrong") + (f" ({why})" if why else "")
        question = row.question if len(row.question) <= 70 else row.question[:69] + "…"
        # The stored model (and the batch, when several are shown), not the column's name: the
        # label must not change when a running batch finishes and loses its "running" mark.
        batch = f" · {row.batch_id}" if len(chosen) > 1 else ""
        return f"{method_label(row.method)} · {verdict} · {question} · {row.task_id} · {row.stored_model}{batch}"

    if episodes:
        pick = st.selectbox("Episode to open", list(episodes), key="eval:episode", format_func=_episode_label)

        def _open() -> None:
            # The picker's value now, not `pick` from the run that drew this button: a click can come
            # before the rerun that a new choice started has finished.
            now = st.session_state.get("eval:episode")
            row = episodes[now] if now is not None and now in episodes else episodes[pick]
            try:
                trajectory = results.trajectory(row.batch_id, row.task_id, row.method, row.stored_model)
            except Exception as exc:
                state_["message"] = ("error", describe(exc))
                return
            run_session.adopt(run_session.session("run"), trajectory)
            state_["open"] = True

        st.button(
            "Open in the Run page",
            key="eval:open",
            icon=":material/open_in_new:",
            on_click=_open,
            help="Inspect it step by step, edit a thought or action, and resume it on a new branch.",
        )
        if state_.pop("open", False):
            st.switch_page(navigation.RUN)

    review_start.batch_button(results, chosen)

    download_left, download_right, download_traces, _ = st.columns([1, 1, 1.6, 1.4])
    flat = stored.assign(failures=stored["failures"].map(",".join))
    download_left.download_button(
        "Download CSV", flat.to_csv(index=False).encode(), file_name="evaluation.csv", mime="text/csv", key="eval:csv"
    )
    download_right.download_button(
        "Download Parquet",
        flat.to_parquet(index=False),
        file_name="evaluation.parquet",
        mime="application/octet-stream",
        key="eval:parquet",
    )
    download_traces.download_button(
        "Download OTLP JSON",
        lambda: json.dumps(
            trajectories_to_otlp(t for b in chosen for t in results.trajectories(b)), ensure_ascii=False
        ),
        file_name="evaluation.otlp.json",
        mime="application/json",
        key="eval:otlp",
        on_click="ignore",
        help="Every episode as an OpenTelemetry trace (its steps, not its prompts), in one file for Arize Phoenix, "
        "Langfuse or a collector",
    )

    with st.expander(
        "Training data from " + ("this batch" if len(chosen) == 1 else f"these {len(chosen)} batches"),
        icon=":material/model_training:",
    ):
        from ui.widgets import dataset_view

        # Read and built only when asked: the page reruns every few seconds while a batch runs.
        if st.toggle("Make training data", key="eval:dataset:on", help="SFT or DPO files from the episodes"):
            dataset_view.panel(
                [t for b in chosen for t in results.trajectories(b)],
                "eval:dataset",
                chosen[0] if len(chosen) == 1 else "batches",
            )


def batch_traces(results: ResultsStore, chosen: list[str]) -> str:
    """The chosen batches' episodes as one OTLP JSON file, each episode a trace (made when clicked)."""
    return json.dumps(trajectories_to_otlp(t for b in chosen for t in results.trajectories(b)), ensure_ascii=False)


# Both charts are static, on a fixed 0-100 % axis: st.bar_chart / st.line_chart zoom on the mouse wheel,
# so a person scrolling the page over them got a chart zoomed out to -2,000 % instead of the next table.
SCORE_AXIS = alt.Scale(domain=[0, 100])


def score_bars(per_method: pd.DataFrame) -> alt.Chart:
    """Score per method (%): one horizontal bar per method (and series), in the table's order."""
    return (
        alt.Chart(per_method)
        .mark_bar()
        .encode(
            x=alt.X("score:Q", title="score (%)", scale=SCORE_AXIS),
            # room for the longest method name ("ReAct (tool calls)" was cut to "ReAct (tool calls) …")
            y=alt.Y("method:N", title=None, sort=None, axis=alt.Axis(labelLimit=320)),
            color=alt.Color("series:N", legend=alt.Legend(orient="bottom", title=None)),
            tooltip=["method", "series", alt.Tooltip("score:Q", format=".1f")],
        )
    )


def samples_lines(curve: pd.DataFrame) -> alt.Chart:
    """Score vs CoT-SC samples (%), one line per method and model, as the paper's Figure 2."""
    return (
        alt.Chart(curve)
        .mark_line(point=True)
        .encode(
            x=alt.X("samples:Q", title="CoT-SC samples"),
            y=alt.Y("score:Q", title="score (%)", scale=SCORE_AXIS),
            color=alt.Color("series:N", legend=alt.Legend(orient="bottom", title=None)),
            tooltip=["series", "samples", alt.Tooltip("score:Q", format=".1f")],
        )
    )

"""The Evaluate page: run a batch (task set x methods x one model), watch it, read the paper-style
tables and charts, and open any episode in the Run page to inspect, edit and resume it.

The batch runs on a background thread, so the page stays responsive; a fragment polls its
progress once a second. Results live in <REACT_HOME>/evaluation.sqlite3; every episode is also
saved to History. Starting the same settings again resumes the batch where it stopped.
"""
from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import streamlit as st

import react_core.self_consistency  # noqa: F401  (registers cot_sc, react_cot_sc, cot_sc_react)
from react_core.errors import describe
from react_core.evaluation import tables
from react_core.evaluation.combined import with_combined
from react_core.evaluation.failures import LABELS
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec, start_in_background
from react_core.methods import METHODS
from react_core.models.config import EMBEDDED_SIZES
from react_core.paths import react_home, subdir
from ui import pickers, resources, runner, style

st.set_page_config(page_title="Evaluate · ReAct workbench", page_icon=":material/leaderboard:", layout="wide")
style.apply()

KNOWLEDGE_METHODS = ["standard", "cot", "cot_sc", "act", "react", "cot_sc_react", "react_cot_sc"]
DEFAULT_METHODS = ["react", "act", "cot", "cot_sc"]
FAMILY_LABELS = {"hotpotqa": "HotpotQA (EM)", "fever": "FEVER (accuracy)", "alfworld": "ALFWorld (success)"}
state = st.session_state.setdefault("_eval", {"job": None, "batch": None, "message": None})


@st.cache_resource(show_spinner=False)
def _results(path: str) -> ResultsStore:
    return ResultsStore(path)


results = _results(str(react_home() / "evaluation.sqlite3"))


def method_label(name: str) -> str:
    return tables.method_name(name)


def _alfworld_suites() -> list[str]:
    try:
        from react_core.environments.alfworld import list_games
    except ImportError:
        return []
    return [s for s in ("bundled", "official") if list_games(s)]


def _sources(family: str) -> list[tuple[str, str]]:
    """(label, source) pairs for the task set picker."""
    if family == "alfworld":
        return [(f"{s.capitalize()} suite", s) for s in _alfworld_suites()]
    folder = subdir("imports") / family
    folder.mkdir(parents=True, exist_ok=True)
    files = sorted(p for p in folder.iterdir() if p.suffix in (".json", ".jsonl"))
    return [("Bundled tasks", "bundled")] + [(f"Imported: {p.name}", str(p)) for p in files]


def _model_label(config) -> str:
    if config.is_embedded:
        return f"embedded:{config.embedded_size}"
    return config.model or "endpoint"


# ----- settings -----------------------------------------------------------------------------
with st.sidebar:
    st.subheader("Task set")
    families = ["hotpotqa", "fever"] + (["alfworld"] if _alfworld_suites() else [])
    family = st.selectbox("Family", families, format_func=FAMILY_LABELS.get, key="eval:family",
                          persist_state="session")
    sources = _sources(family)
    source = st.selectbox("Tasks from", sources, format_func=lambda s: s[0], key=f"eval:{family}:source", persist_state="session")
    if family != "alfworld":
        pickers.import_tasks_widget(family, key="eval", select=lambda path: (
            f"eval:{family}:source", (f"Imported: {path.name}", str(path))))
    how = st.radio("Which tasks", ["First N", "Random sample of N"], horizontal=True, key="eval:how", persist_state="session")
    count = int(st.number_input("N", min_value=1, max_value=10000, value=50, step=10, key="eval:n", persist_state="session"))
    seed = int(st.number_input("Seed", min_value=0, value=0, step=1, key="eval:seed", persist_state="session")) if how != "First N" else 0
    offered = ["react", "act"] if family == "alfworld" else [m for m in KNOWLEDGE_METHODS if m in METHODS]
    methods = st.multiselect("Methods", offered, default=[m for m in DEFAULT_METHODS if m in offered],
                             format_func=method_label, key=f"eval:{family}:methods", persist_state="session")
    st.subheader("Model")
    config = pickers.model_picker(key="eval_model")
    if config is not None and config.is_embedded:
        size = st.selectbox("Embedded model size", list(EMBEDDED_SIZES), key="eval:size", persist_state="session")
        config = config.with_overrides(embedded_size=size)
    with st.expander("More settings"):
        concurrency = int(st.number_input("Episodes at once", min_value=1, max_value=64,
                                          value=config.slots if config is not None and config.is_embedded else 4,
                                          key="eval:concurrency", persist_state="session",
                                          help="Match the embedded server's slots, or what your endpoint allows."))
        samples = int(st.number_input("CoT-SC samples (n)", min_value=1, max_value=64, value=21, key="eval:samples", persist_state="session",
                                      help="The paper uses 21, at temperature 0.7."))
        limit_default = {"hotpotqa": 7, "fever": 5, "alfworld": 50}[family]
        max_steps = int(st.number_input("Step limit", min_value=1, max_value=200, value=limit_default,
                                        key=f"eval:{family}:steps", persist_state="session"))
        wiki = "local"
        if family != "alfworld":
            wiki = pickers.wiki_backend_picker(key="eval:wiki")

job = state["job"]
running = job is not None and job["thread"].is_alive()

st.title("Evaluate")
st.caption("Compare methods on many tasks, laid out like the paper's Table 1 (HotpotQA, FEVER) and Table 3 (ALFWorld).")

spec = None
if methods and config is not None and source:
    spec = BatchSpec(
        task_set=f"{family}:{source[1]}", methods=tuple(methods), models=(_model_label(config),),
        limit=count if how == "First N" else None, sample=count if how != "First N" else None, seed=seed,
        max_steps=None if max_steps == limit_default else max_steps, samples=samples, wiki_backend=wiki,
    )
    if wiki == "local" and family != "alfworld":
        try:
            st.caption(pickers.corpus_note(family, source[1]))
        except Exception as exc:
            st.warning(f"The tasks' paragraphs could not be indexed: {describe(exc)}")
elif not methods:
    st.info("Choose at least one method in the sidebar.")
elif not source:
    st.warning("No tasks for this family here.")


def _start() -> None:
    try:
        model = resources.open_language_model(config)
        batch_runner = BatchRunner(spec, results=results, history=resources.store(),
                                   model_factory=lambda _label: model, concurrency=concurrency)
    except Exception as exc:
        state["message"] = ("error", describe(exc))
        return
    thread, outcome = start_in_background(batch_runner)
    state.update(job={"runner": batch_runner, "thread": thread, "outcome": outcome}, batch=batch_runner.batch_id,
                 message=None)


batches = results.batches()  # every batch with its finished count: the button's state and the results list
left, right, _ = st.columns([1, 1, 4])
if spec is not None:
    stored = batches[batches["batch_id"] == spec.default_id()]
    done, total = (int(stored["finished"].iloc[0]), int(stored["total"].iloc[0])) if len(stored) else (0, 0)
    complete = bool(done) and done >= total
    label = "Run batch" if not done else ("Batch complete" if complete else "Resume batch")
    left.button(label, key="eval:start", type="primary", icon=":material/play_arrow:",
                disabled=running or complete, on_click=_start)
    if complete and not running:
        st.caption(f"Batch {spec.default_id()} is complete ({done} episodes); its results are below.")
    elif done and not running:
        st.caption(f"Batch {spec.default_id()} already has {done} finished episodes; they will not run again.")
right.button("Stop", key="eval:stop", icon=":material/stop:", disabled=not running,
             on_click=lambda: state["job"]["runner"].stop())

if state["message"]:
    kind, text = state["message"]
    getattr(st, kind)(text)


@st.fragment(run_every=1.0)
def live_progress() -> None:
    current = state["job"]
    if current is None:
        return
    progress = current["runner"].progress
    st.progress(min(progress.fraction, 1.0), text=progress.line())
    if current["runner"].stopping:
        st.caption("Stopping after the steps in flight…")
    if not current["thread"].is_alive():
        st.rerun(scope="app")


if running:
    live_progress()
elif job is not None:
    outcome = job["outcome"]
    report = outcome.get("report")
    if "error" in outcome:
        st.error(outcome["error"])
    elif report is not None:
        if report.aborted:
            st.error(f"The batch stopped early: {report.aborted} Resume it once that is fixed.")
        elif report.complete:
            st.success(f"Batch {report.batch_id} finished: {report.progress.line()}")
        else:
            st.warning(f"Batch {report.batch_id} stopped at {report.progress.finished} of {report.progress.total}; "
                       "Resume continues it.")
        for error in report.errors[:5]:
            st.caption(f"Episode error: {error}")


# ----- results ------------------------------------------------------------------------------
def percent_table(table: pd.DataFrame, index_width: int) -> None:
    """A table of percentages: one decimal, "—" where there is no figure, names in full."""
    shown = table.map(lambda v: "—" if pd.isna(v) else f"{v:.1f}")
    config = {column: st.column_config.TextColumn(alignment="right") for column in shown.columns}
    st.dataframe(shown, column_config=config | {"_index": st.column_config.Column(width=index_width)})


def _what(spec_json: str) -> str:
    """A batch's set, size and methods in a few words (from its stored spec)."""
    try:
        spec = BatchSpec.from_dict(json.loads(spec_json))
    except Exception:  # a batch stored by another version: its id is enough
        return "settings unreadable"
    family, _, source = spec.task_set.partition(":")
    size = f"first {spec.limit}" if spec.limit else (f"{spec.sample} sampled" if spec.sample else "all")
    return (f"{family} {Path(source).name or source} ({size}) · {', '.join(map(method_label, spec.methods))} · "
            f"{', '.join(spec.models)}")


st.divider()
st.subheader("Results")
if batches.empty:
    st.caption("No batches yet. Choose a task set, methods and a model, then Run batch.")
    st.stop()
ids = batches["batch_id"].tolist()
# Labels must not change while a batch runs: the browser matches a chosen option by its label.
described = {row.batch_id: f"{row.batch_id} · {_what(row.spec)}" for row in batches.itertuples()}
default = [state["batch"]] if state["batch"] in ids else ids[:1]
chosen = st.multiselect("Batches to show (several batches side by side compare models)", ids, default=default,
                        format_func=lambda b: described.get(b, b), key="eval:show", persist_state="session")
if not chosen:
    st.stop()
st.dataframe(batches[batches["batch_id"].isin(chosen)][["batch_id", "status", "finished", "total"]], hide_index=True)
frame = pd.concat([results.frame(b) for b in chosen], ignore_index=True)
if frame.empty:
    st.caption("No finished episodes yet.")
    st.stop()

knowledge = frame["family"].isin(["hotpotqa", "fever"]).any()
games = (frame["family"] == "alfworld").any()
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
    st.markdown("**Table 3 layout** — ALFWorld success in % by task type")
    table = tables.table3(frame)
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

episodes = {(r.batch_id, r.task_id, r.method, r.model): r for r in shown.itertuples()}


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
            state["message"] = ("error", describe(exc))
            return
        runner.adopt(runner.session("run"), trajectory)
        state["open"] = True

    st.button("Open in the Run page", key="eval:open", icon=":material/open_in_new:", on_click=_open,
              help="Inspect it step by step, edit a thought or action, and resume it on a new branch.")
    if state.pop("open", False):
        st.switch_page("app.py")

download_left, download_right, _ = st.columns([1, 1, 3])
flat = frame.assign(failures=frame["failures"].map(",".join))
download_left.download_button("Download CSV", flat.to_csv(index=False).encode(), file_name="evaluation.csv",
                              mime="text/csv", key="eval:csv")
download_right.download_button("Download Parquet", flat.to_parquet(index=False), file_name="evaluation.parquet",
                               mime="application/octet-stream", key="eval:parquet")

"""The Evaluate page's settings and batch control: choose a task set, methods and a model, run
or resume the batch on a background thread, and watch its progress.

The batch runs on a daemon thread so the page stays responsive; a fragment polls its
progress once a second. The batch lives in the process's registry (react_core.evaluation.running),
not in the page's session: coming back to Evaluate, or reloading it, finds it running with its
progress and Stop. Results live in <REACT_HOME>/evaluation.sqlite3.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from react_core import Family, ModelConfig
from react_core.common.errors import describe
from react_core.engine import catalog
from react_core.evaluation import running
from react_core.evaluation.estimate import estimate
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.evaluation.running import RunningBatch
from react_core.evaluation.tasksets import load_set
from ui.widgets import documents_view, model_sizes, resources, trace_setting
from ui.widgets.model_picker import model_picker
from ui.widgets.plugin_field import plugin_field
from ui.widgets.prompt_picker import prompt_set_picker
from ui.widgets.run_options import retry_repeats_picker, wiki_backend_picker
from ui.widgets.task_import import corpus_note, import_tasks_widget
from ui.widgets.task_picker import families, family_label, suite_label

# A first batch that ends in minutes, not an hour (5 questions x ReAct, Act: a few minutes with
# the embedded model on 2 cores); the estimate under the button says what a bigger one costs.
DEFAULT_METHODS = ["react", "act"]
DEFAULT_TASKS = 5
SHOW_KEY = "eval:show"  # the results' batch picker (ui.evaluate.evaluate_batches)


def state() -> dict:
    """This browser session's view of the batches: the batch it watches (`batch`, an id: the batch
    itself is in the process's registry), a message, and the batch the results should show next (`focus`)."""
    return st.session_state.setdefault("_eval", {"batch": None, "message": None})


def watched(settings_batch: str | None = None) -> RunningBatch | None:
    """The batch this page shows: the one this session started or watched, while it runs; else one this
    app runs now (the settings' batch first: started before a reload, or by another person on this app),
    which the page then watches; else the last one watched, ended (its outcome)."""
    current = state()
    mine = running.get(current["batch"]) if current["batch"] else None
    if mine is not None and mine.alive:
        return mine
    live = running.running()
    if live:
        chosen = next((b for b in live if b.batch_id == settings_batch), live[0])
        if current["batch"] != chosen.batch_id:
            current["batch"] = chosen.batch_id
            focus(chosen.batch_id, only=True)
        return chosen
    return mine


def focus(batch_id: str, only: bool) -> None:
    """Have the results show `batch_id` on the next run: alone (`only`, a batch just started) or
    added to what is chosen (a batch just finished: the user may have added others meanwhile).
    A short batch can finish before the page shows it started: it is then still shown alone."""
    pending = state().get("focus")
    state()["focus"] = (batch_id, only or (pending is not None and pending == (batch_id, True)))


@dataclass
class Settings:
    spec: BatchSpec | None
    config: ModelConfig | None
    concurrency: int
    family: str
    source: str | None
    notes: list[tuple[str, str]]  # (st function, text) to show under the title


def show_notes(settings: Settings) -> None:
    for kind, text in settings.notes:
        getattr(st, kind)(text)


def _source_label(family: Family, source: str) -> str:
    if not family.own_tasks:
        return suite_label(family, source)
    return "Bundled tasks" if source == "bundled" else f"Imported: {Path(source).name}"


def _model_label(config: ModelConfig) -> str:
    if config.is_embedded:
        return f"embedded:{config.embedded_size}"
    return config.model or "endpoint"


def settings_sidebar() -> Settings:
    """The sidebar: task set, methods, model, and the batch's settings."""
    with st.sidebar:
        st.subheader("Task set")
        plugin_field("eval")
        family = st.selectbox(
            "Family", families(), format_func=family_label, key="eval:family", persist_state="session"
        )
        fam = catalog.family(family)
        sources = fam.sources()
        source = st.selectbox(
            "Tasks from",
            sources,
            format_func=lambda s: _source_label(fam, s),
            key=f"eval:{family}:source",
            persist_state="session",
        )
        if documents_view.is_documents(family):
            documents_view.folder_control(key="eval:docs")
        if fam.own_tasks:
            import_tasks_widget(fam, key="eval", select=lambda path: (f"eval:{family}:source", str(path)))
        how = st.radio(
            "Which tasks", ["First N", "Random sample of N"], horizontal=True, key="eval:how", persist_state="session"
        )
        count = int(
            st.number_input(
                "N", min_value=1, max_value=10000, value=DEFAULT_TASKS, step=5, key="eval:n", persist_state="session"
            )
        )
        seed = 0
        if how != "First N":
            seed = int(st.number_input("Seed", min_value=0, value=0, step=1, key="eval:seed", persist_state="session"))
        offered = list(fam.methods)
        methods = st.multiselect(
            "Methods",
            offered,
            default=[m for m in DEFAULT_METHODS if m in offered],
            format_func=catalog.method_label,
            key=f"eval:{family}:methods",
            persist_state="session",
        )
        prompt_set, paper_dir = prompt_set_picker(key="eval:prompts")
        st.subheader("Model")
        config = model_picker(key="eval_model")
        if config is not None and config.is_embedded:
            size = model_sizes.size_box(st, "Embedded model size", key="eval:size", persist_state="session")
            model_sizes.install_note(size, key="eval")
            config = config.with_overrides(embedded_size=size)
        with st.expander("More settings"):
            concurrency = int(
                st.number_input(
                    "Episodes at once",
                    min_value=1,
                    max_value=64,
                    value=config.slots if config is not None and config.is_embedded else 4,
                    key="eval:concurrency",
                    persist_state="session",
                    help="Match the embedded server's slots, or what your endpoint allows.",
                )
            )
            samples = int(
                st.number_input(
                    "CoT-SC samples (n)",
                    min_value=1,
                    max_value=64,
                    value=21,
                    key="eval:samples",
                    persist_state="session",
                    help="The paper uses 21, at temperature 0.7.",
                )
            )
            max_steps = int(
                st.number_input(
                    "Step limit",
                    min_value=1,
                    max_value=200,
                    value=fam.step_limit,
                    key=f"eval:{family}:steps",
                    persist_state="session",
                    help=f"The paper uses {fam.step_limit} for {fam.short}.",
                )
            )
            wiki = wiki_backend_picker(key="eval:wiki") if fam.wikipedia else "local"
            retry = retry_repeats_picker(key="eval:retry_repeats")
        trace_setting.sidebar()

    spec, notes = None, []
    if methods and config is not None and source:
        spec = BatchSpec(
            task_set=f"{family}:{source}",
            methods=tuple(methods),
            models=(_model_label(config),),
            limit=count if how == "First N" else None,
            sample=count if how != "First N" else None,
            seed=seed,
            max_steps=None if max_steps == fam.step_limit else max_steps,
            samples=samples,
            wiki_backend=wiki,
            retry_repeats=retry,
            prompt_set=prompt_set,
            paper_prompts=paper_dir,
        )
        if wiki == "local" and fam.wikipedia:
            try:
                notes.append(("caption", corpus_note(family, source)))
            except Exception as exc:
                notes.append(("warning", f"The tasks' paragraphs could not be indexed: {describe(exc)}"))
    elif not methods:
        notes.append(("info", "Choose at least one method in the sidebar."))
    elif not source:
        notes.append(("warning", "No tasks for this family here."))
    return Settings(spec, config, concurrency, family, source, notes)


def busy(settings: Settings) -> bool:
    """A batch runs that this page shows, or the settings' own batch runs (Run batch is disabled)."""
    batch = watched(settings.spec.default_id() if settings.spec else None)
    same = running.get(settings.spec.default_id()) if settings.spec else None
    return (batch is not None and batch.alive) or (same is not None and same.alive)


def _start(settings: Settings) -> None:
    current = state()
    spec, config = settings.spec, settings.config
    if spec is None or config is None:  # the Run button is drawn only for a complete spec, which has a model
        current["message"] = ("error", "Choose a model and at least one method in the sidebar first.")
        return
    try:
        model = resources.open_language_model(config)
        batch_runner = BatchRunner(
            spec,
            results=resources.results_store(),
            history=trace_setting.sink(),  # History, and the live traces when Send traces is on
            model_factory=lambda _label: model,
            concurrency=settings.concurrency,
        )
        running.start(batch_runner)
    except Exception as exc:
        current["message"] = ("error", describe(exc))
        return
    current.update(batch=batch_runner.batch_id, message=None)
    focus(batch_runner.batch_id, only=True)


@st.cache_data(show_spinner=False, ttl=600)
def _task_count(task_set: str, limit: int | None, sample: int | None, seed: int) -> int:
    return len(load_set(task_set, limit=limit, sample=sample, seed=seed))


def estimate_caption(settings: Settings, spec: BatchSpec) -> None:
    """The chosen batch's estimated time (of `spec`, the settings' batch), for the episodes it has not finished yet."""
    try:
        tasks = _task_count(spec.task_set, spec.limit, spec.sample, spec.seed)
    except Exception as exc:
        st.caption(f"No time estimate: the tasks could not be read ({describe(exc)}).")
        return
    store = resources.results_store()
    done = Counter(method for _, method, _ in store.finished_keys(spec.default_id()))
    left = {method: max(0, tasks - done[method]) for method in spec.methods}
    if sum(left.values()):
        st.caption(estimate(store, settings.family, spec.models[0], left, settings.concurrency).line())


def batch_controls(settings: Settings, batches) -> None:
    """Run / Resume / Batch complete, and Stop; says where a stored batch with these settings stands."""
    current = state()
    batch = watched(settings.spec.default_id() if settings.spec else None)
    is_busy = busy(settings)
    left, right, _ = st.columns([1.5, 1, 3.5])  # room for "Running… 12 of 50" on the main button
    spec = settings.spec
    if spec is not None:
        stored = batches[batches["batch_id"] == spec.default_id()]
        done, total = (int(stored["finished"].iloc[0]), int(stored["total"].iloc[0])) if len(stored) else (0, 0)
        complete = bool(done) and done >= total
        label = "Run batch" if not done else ("Batch complete" if complete else "Resume batch")
        if is_busy:  # disabled meanwhile: say what is happening, not what a click would do
            label = _running_label(running.get(spec.default_id()) or batch)
        left.button(
            label,
            key="eval:start",
            type="primary",
            icon=":material/play_arrow:",
            disabled=is_busy or complete,
            on_click=_start,
            args=(settings,),
            help=f"Every episode of batch {spec.default_id()} has run; its results are kept. Change the tasks, "
            "methods or model for another batch."
            if complete and not is_busy
            else None,
        )
        if complete and not is_busy:
            # Not chosen yet on a first visit: the results then choose the sidebar's batch.
            shown = SHOW_KEY not in st.session_state or spec.default_id() in st.session_state[SHOW_KEY]
            st.caption(
                f"Batch {spec.default_id()} is complete ({done} episodes)"
                + ("; its results are below." if shown else ".")
            )
            if not shown:
                st.button(
                    "Show its results",
                    key="eval:show_batch",
                    icon=":material/visibility:",
                    on_click=focus,
                    args=(spec.default_id(), False),
                )
        elif done and not is_busy:
            st.caption(f"Batch {spec.default_id()} already has {done} finished episodes; they will not run again.")
        if not is_busy and not complete:
            estimate_caption(settings, spec)
    live = batch if batch is not None and batch.alive else None
    right.button(
        "Stop",
        key="eval:stop",
        icon=":material/stop:",
        disabled=live is None or live.runner.stopping,
        on_click=_stop_now,
        args=(live,),
        help=f"Stop batch {live.batch_id} now: the model calls in flight are cancelled, the finished episodes "
        "are kept, and Resume runs the rest"
        if live is not None
        else None,
    )
    if current["message"]:
        kind, text = current["message"]
        getattr(st, kind)(text)


def _stop_now(batch: RunningBatch | None) -> None:
    """Stop at once: an unfinished episode is not kept either way, so waiting for its steps in flight (or
    for a person's step that holds them) would only keep the person waiting."""
    if batch is not None:
        batch.runner.stop(now=True)


def _running_label(batch: RunningBatch | None) -> str:
    """The main button's words while a batch runs: "Running… 3 of 10" (the page redraws per episode)."""
    if batch is None or not batch.alive:
        return "Running…"
    progress = batch.runner.progress
    if batch.runner.stopping:
        return f"Stopping… {progress.finished} of {progress.total}"
    return f"Running… {progress.finished} of {progress.total}"


@st.fragment(run_every=1.0)
def _live_progress(batch: RunningBatch) -> None:
    progress = batch.runner.progress
    st.progress(min(progress.fraction, 1.0), text=f"Batch {batch.batch_id}: {progress.line()}")
    if batch.runner.stopping:
        st.caption("Stopping: the model calls in flight are cancelled…")
    if not batch.alive:
        st.rerun(scope="app")
    if _episode_finished_since_drawn(batch.batch_id, progress.finished):
        # The results below (the batch's state, its tables) are drawn by the whole page: without this
        # they said "0 of 4 finished" under a bar at 3/4.
        st.rerun(scope="app")


def _episode_finished_since_drawn(batch_id: str, finished: int) -> bool:
    """True once per change of the finished count (the first look only notes it)."""
    drawn = state().setdefault("finished_drawn", {})
    seen = drawn.setdefault(batch_id, finished)
    drawn[batch_id] = finished
    return finished != seen


def progress_or_outcome(settings: Settings) -> None:
    """Live progress while a batch runs; how it ended once it has."""
    batch = watched(settings.spec.default_id() if settings.spec else None)
    if batch is None:
        return
    if batch.alive:
        _live_progress(batch)
        return
    current = state()
    if current.get("ended_seen") != (batch.batch_id, batch.started_at):  # right after the end: the results show it
        current["ended_seen"] = (batch.batch_id, batch.started_at)
        focus(batch.batch_id, only=False)
    outcome = batch.outcome
    report = outcome.get("report")
    if "error" in outcome:
        st.error(outcome["error"])
    elif report is not None:
        if report.aborted:
            st.error(f"The batch stopped early: {report.aborted} Resume it once that is fixed.")
        elif report.complete:
            st.success(f"Batch {report.batch_id} finished: {report.progress.line()}")
        else:
            st.warning(
                f"Batch {report.batch_id} stopped at {report.progress.finished} of {report.progress.total}; "
                "Resume continues it."
            )
        for error in report.errors[:5]:
            st.caption(f"Episode error: {error}")

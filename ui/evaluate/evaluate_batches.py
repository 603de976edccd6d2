"""Which batches the Evaluate page's results show: the picker (the batch you just ran is chosen
for you), each chosen batch's state with unfinished ones marked, and the refusal to put batches
that ran different tasks into one table.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

from react_core.engine import catalog
from react_core.evaluation import pooling, running
from react_core.evaluation.spec import BatchSpec
from ui.evaluate.evaluate import SHOW_KEY, state


def shown() -> list[str]:
    return list(st.session_state.get(SHOW_KEY) or [])


def _what(batch_id: str, spec: BatchSpec | None) -> str:
    """The picker's label: id, tasks, methods, models, prompts. It must not change while a batch
    runs (the browser matches a chosen option by its label), so it holds no state or count."""
    if spec is None:
        return f"{batch_id} · settings unreadable"
    if spec.agent is not None:  # a person's own agent: its command says more than a prompt set
        return f"{batch_id} · {pooling.tasks_label(spec)} · your agent: {spec.agent} · {', '.join(spec.models)}"
    return (
        f"{batch_id} · {pooling.tasks_label(spec)} · {', '.join(map(catalog.method_label, spec.methods))} · "
        f"{', '.join(spec.models)} · {pooling.prompts_label(spec)}"
    )


def _default(batches: pd.DataFrame, current: str | None) -> list[str]:
    """The batch of the sidebar's settings when it is stored, else the latest finished one; a
    batch someone else is running is chosen only when there is nothing else."""
    ids = batches["batch_id"].tolist()
    if current is not None and current in ids:
        return [current]
    done = batches[batches["status"] == "done"]["batch_id"].tolist()  # newest first
    return done[:1] or ids[:1]


def _apply_focus(ids: list[str]) -> None:
    wanted = state().get("focus")
    if not wanted or wanted[0] not in ids:
        return  # not stored yet: keep it for the next run
    batch, only = state().pop("focus")
    kept = [b for b in shown() if b in ids and b != batch]
    st.session_state[SHOW_KEY] = [batch] if only else [*kept, batch]


def picker(batches: pd.DataFrame, specs: dict[str, BatchSpec | None], current: str | None) -> list[str]:
    """The batches to show, chosen by the user; the batch just run is chosen for them."""
    ids = batches["batch_id"].tolist()
    _apply_focus(ids)
    if SHOW_KEY not in st.session_state:  # first visit: a sensible choice, never a stranger's running batch
        st.session_state[SHOW_KEY] = _default(batches, current)
    st.session_state[SHOW_KEY] = [b for b in shown() if b in ids]  # a batch deleted meanwhile
    return st.multiselect(
        "Batches to show (several batches side by side compare models)",
        ids,
        key=SHOW_KEY,
        format_func=lambda b: _what(b, specs.get(b)),
        persist_state="session",
    )


def running_here(batch_id: str) -> bool:
    """Whether this app runs the batch now (react_core.evaluation.running)."""
    batch = running.get(batch_id)
    return batch is not None and batch.alive


def batch_state(row) -> str:
    """A batch's state in words. A batch stored as running that no thread here runs is running
    elsewhere (the command line) or was interrupted when the app stopped: it says both."""
    if row.status == "done" and row.finished >= row.total:
        return "done"
    if row.status == "running":
        return "running" if running_here(row.batch_id) else "running elsewhere, or interrupted"
    return "stopped" if row.status == "stopped" else f"{row.status}: {row.note}" if row.note else row.status


def unfinished(batches: pd.DataFrame, chosen: list[str]) -> dict[str, str]:
    """The chosen batches that have not finished every episode: batch id -> the mark their columns
    carry ("running", or "unfinished" for a stopped one)."""
    rows = batches[batches["batch_id"].isin(chosen)]
    return {
        r.batch_id: "running" if r.status == "running" else "unfinished"
        for r in rows.itertuples()
        if r.finished < r.total
    }


def status_table(batches: pd.DataFrame, chosen: list[str], specs: dict[str, BatchSpec | None]) -> None:
    """One row per chosen batch: what it ran, its state and how many episodes it has, and a note
    under it for each unfinished batch saying its figures are partial."""
    rows = batches[batches["batch_id"].isin(chosen)]
    table = pd.DataFrame(
        {
            "batch": rows["batch_id"],
            "tasks": [pooling.tasks_label(spec) if (spec := specs.get(b)) else "unknown" for b in rows["batch_id"]],
            "state": [batch_state(r) for r in rows.itertuples()],
            "episodes": [f"{r.finished} of {r.total}" for r in rows.itertuples()],
        }
    )
    st.dataframe(table, hide_index=True)
    for row in rows.itertuples():
        if row.finished >= row.total:
            continue
        if row.status == "running":
            st.warning(
                f"Batch {row.batch_id} is {batch_state(row)}: its figures below are from the {row.finished} "
                f"of its {row.total} episodes finished so far.",
                icon=":material/hourglass_top:",
            )
        else:
            st.warning(
                f"Batch {row.batch_id} stopped before the end: its figures below are from {row.finished} of "
                f"its {row.total} episodes. Resume batch, with the same settings, runs the rest.",
                icon=":material/hourglass_top:",
            )

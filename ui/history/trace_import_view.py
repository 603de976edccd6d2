"""History's trace import: an OpenTelemetry trace (OTLP JSON, a Phoenix export) of another framework's
agent run, or of this workbench's export, as trajectories in History (react_core.traces.trace_import)."""

from __future__ import annotations

from typing import Any

import streamlit as st

from react_core.common.errors import describe
from react_core.plugins import registry
from react_core.plugins.trace_tools import answer_with_from, remember_answerer, remembered_answerer
from react_core.storage.store import TrajectoryStore
from react_core.traces.trace_import import MAX_BYTES, read_trace_text
from ui.widgets.mcp_field import MCP_ORIGIN
from ui.widgets.plain_text import md

ANSWERS_KEY = "history:trace_tools"

HELP = (
    "An OTLP JSON file (the OpenTelemetry collector's file exporter, `trace export`, one object or one a line) "
    "or Phoenix's span export. Each agent run in it becomes a trajectory: open it, edit a thought or a call, "
    "override an observation, and resume it with any model; the trace's recorded results answer the calls it "
    "made; new calls go to the tools file or MCP server named below."
)


def trace_import(store: TrajectoryStore, state: dict[str, Any]) -> None:
    """The uploader and its button; what happened goes to `state["message"]` (shown above the list)."""
    upload = st.file_uploader(
        "OpenTelemetry trace (OTLP JSON, Phoenix export)", type=["json", "jsonl"], key="history:trace", help=HELP
    )
    # It starts on what answered the last import, else on the Run page's own tools or MCP server.
    st.session_state.setdefault(ANSWERS_KEY, remembered_answerer() or _run_pages_tools())
    answers = st.text_input(
        "New calls answered by (optional)",
        key=ANSWERS_KEY,
        placeholder="tools.py, or an MCP server: python server.py",
        help="A tools file or an MCP server (a command or a URL) that answers the calls the trace did not make "
        "when you resume it; without one, such a call's observation says it cannot be answered here.",
    )
    if upload is None or not st.button("Import the trace", key="history:trace_go", type="primary"):
        return
    if upload.size > MAX_BYTES:  # said before it is read
        state["message"] = (
            "error",
            md(
                f"Nothing was imported: {upload.name} is {upload.size / 1e6:.0f} MB; the limit is "
                f"{MAX_BYTES // (1024 * 1024)} MB. Export only the traces you want to steer."
            ),
        )
        return
    try:
        text = upload.getvalue().decode("utf-8", errors="replace")
        result = read_trace_text(text, upload.name, answer_with_from(answers))
        saved = [store.import_json(t.to_json()) for t in result.trajectories]
        remember_answerer(answers)
    except Exception as exc:  # one message, never a traceback; nothing saved is touched
        state["message"] = ("error", f"Nothing was imported: {md(describe(exc))}")
        return
    names = ", ".join(f'"{t.title}" ({t.id})' for t in saved)
    state["message"] = ("success", md(f"Imported {names}. " + " ".join([*result.read, *result.skipped])))
    state["open"] = saved[0].id


def _run_pages_tools() -> str:
    """The MCP server or tools file behind the Run page's family, when it is one; else ""."""
    family = st.session_state.get("task:family")
    for origin, names in registry.loaded_origins().items():
        if family in names and origin.startswith(MCP_ORIGIN):
            return origin.removeprefix(MCP_ORIGIN)
        if family in names and origin.endswith(".py"):
            return origin
    return ""

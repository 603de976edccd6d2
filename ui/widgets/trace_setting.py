"""The sidebar setting "Send traces" (Run and Evaluate pages): each step's spans go live to an OTLP/HTTP endpoint
(Phoenix, Langfuse, a collector) through react_core.traces.live. Off by default; on from the start
when $OTEL_EXPORTER_OTLP_ENDPOINT is set. A problem with the endpoint is said once, under the
setting; the run never waits for it.

The engine is given `sink()`, which saves to History and then offers the trajectory to whatever
export the setting holds at that moment (each branch's root going with its first step: a person may
leave a branch open), so turning it on or off takes effect at the next step; a
batch started on the Evaluate page sends each episode as it finishes.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from react_core import LiveExport, Trajectory
from react_core.common.errors import describe
from react_core.traces.live import endpoint_from_env
from react_core.trajectory.steering import TrajectorySink
from ui.widgets import resources
from ui.widgets.plain_text import md

HOLDER = "otlp:live"  # {"export": LiveExport | None}: read by the sink in the step's worker thread
PHOENIX_DEFAULT = "http://127.0.0.1:6006"


class SettingSink:
    """History first, then the export the setting holds now (none: History only)."""

    def __init__(self, inner: TrajectorySink, holder: dict[str, Any]) -> None:
        self.inner = inner
        self.holder = holder

    def save(self, trajectory: Trajectory) -> None:
        self.inner.save(trajectory)
        export = self.holder.get("export")
        if export is not None:
            export.offer(trajectory)


def _holder() -> dict[str, Any]:
    return st.session_state.setdefault(HOLDER, {"export": None})


def sink() -> TrajectorySink:
    """The sink for this browser session's engines."""
    return SettingSink(resources.store(), _holder())


def sidebar() -> None:
    """The setting, in an expander of the sidebar it is drawn in."""
    holder = _holder()
    from_env = endpoint_from_env()
    with st.expander("Traces (OpenTelemetry)", expanded=holder.get("export") is not None):
        on = st.toggle(
            "Send traces",
            value=holder.setdefault("on", from_env is not None),
            key="otlp:on",
            help="Send each step's spans as it is taken to an OTLP/HTTP endpoint: Arize Phoenix, Langfuse, "
            "an OpenTelemetry collector. The run never waits for it.",
        )
        url = st.text_input(
            "OTLP endpoint",
            value=holder.setdefault("url", from_env or PHOENIX_DEFAULT),
            key="otlp:url",
            disabled=not on,
            help="A base URL (/v1/traces is added) or the full traces URL; headers such as a key come "
            "from $OTEL_EXPORTER_OTLP_HEADERS",
        )
        messages = st.checkbox(
            "With prompts and replies",
            value=holder.setdefault("messages", False),
            key="otlp:messages",
            disabled=not on,
            help="Also send each model call's whole prompt (its messages, which Phoenix shows as Input "
            "Messages) and raw reply (off: the steps only)",
        )
        # Kept in the holder too: a widget's own state goes when another page is shown, and this
        # setting is drawn on Run and Evaluate alike, so each page starts its widgets from it.
        holder.update(on=on, url=url, messages=messages)
        holder["export"] = _export_for(holder, url, messages) if on else None
        export: LiveExport | None = holder["export"]
        if on and export is None:
            st.warning(md(holder.get("error", "")), icon=":material/error:")
        elif export is not None and export.problem:
            st.warning(md(export.problem), icon=":material/cloud_off:")
        elif export is not None:
            shown = export.shown.replace("`", "")  # as code: Streamlit would make a bare URL a link
            st.caption(f"{export.sent_spans} spans sent to `{shown}`.")


def _export_for(holder: dict[str, Any], url: str, messages: bool) -> LiveExport | None:
    """The export for these settings: the one already open while they are unchanged (it knows which
    spans it sent), else a new one; None, with the reason in holder["error"], for a bad URL."""
    settings = (url.strip(), messages)
    if holder.get("settings") != settings:
        if holder.get("opened") is not None:
            holder["opened"].close()
        holder["settings"] = settings
        try:
            holder["opened"], holder["error"] = LiveExport(url, include_messages=messages, open_roots=True), ""
        except Exception as exc:  # a URL that is not http(s): said under the setting
            holder["opened"], holder["error"] = None, describe(exc)
    return holder["opened"]

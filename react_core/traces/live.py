"""A run sent to an OTLP/HTTP endpoint (Phoenix, Langfuse, a collector) as it steps, with the
official SDK's exporter, on a thread of its own: a step never waits for the endpoint.

`offer(trajectory)` after each change sends the spans that are finished and not yet sent (their ids
are derived from the trajectory's, so a span is never sent twice); a branch's root goes when the
branch finishes, or at `finish`. With `open_roots` (the app, where a person steps and a branch may stay
open for good), a branch's root goes with its first spans, holding what is known so far, so a viewer
shows the branch as one tree from the start; a viewer keeps the first copy of a span (Phoenix does), so
what the branch's end brings (its answer, score, outcome, and the trajectory's JSON) then goes as an
`outcome` span under that root (`spans.outcome_span`). An endpoint that is down, refuses, or does not answer within
`timeout_s` costs one note (`note`), never an exception in the caller, and the spans are dropped.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
from collections.abc import Sequence
from urllib.parse import urlsplit

from react_core.common.errors import WorkbenchError
from react_core.models.urls import without_credentials
from react_core.traces.otlp_file import SCOPE, SERVICE_NAME
from react_core.traces.span_model import KIND_CLIENT, SpanRecord
from react_core.traces.spans import outcome_span, trajectory_spans
from react_core.trajectory.trajectory import Trajectory

ENDPOINT_ENV = "OTEL_EXPORTER_OTLP_ENDPOINT"  # a base URL: /v1/traces is added, as the SDK does
TRACES_ENDPOINT_ENV = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"  # the full URL, as given
TRACES_PATH = "/v1/traces"
DEFAULT_TIMEOUT_S = 3.0
MAX_WAITING = 512  # batches queued while the endpoint is slow; later ones are dropped with a note

# The SDK logs each failed batch (with a retry line per attempt) to stderr; the person gets one
# note from us instead.
logging.getLogger("opentelemetry.exporter.otlp.proto.http").setLevel(logging.CRITICAL)
logging.getLogger("opentelemetry.exporter.http").setLevel(logging.CRITICAL)


def traces_url(url: str) -> str:
    """The URL spans are posted to: `url` as given when it ends in /v1/traces, else with it added
    (`http://127.0.0.1:6006` -> `http://127.0.0.1:6006/v1/traces`). A URL that is not http(s)
    raises WorkbenchError."""
    url = url.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise WorkbenchError(
            f"{url!r} is not an OTLP/HTTP endpoint",
            "give its address with http:// or https://, e.g. http://127.0.0.1:6006 for a local Phoenix",
        )
    return url if parts.path.rstrip("/").endswith(TRACES_PATH) else url.rstrip("/") + TRACES_PATH


def endpoint_from_env() -> str | None:
    """Where OpenTelemetry's own variables send traces; None when neither is set."""
    full = os.environ.get(TRACES_ENDPOINT_ENV, "").strip()
    if full:
        return full
    base = os.environ.get(ENDPOINT_ENV, "").strip()
    return base.rstrip("/") + TRACES_PATH if base else None


class LiveExport:
    """Sends a run's spans to one endpoint in the background. Headers (a Langfuse key, say) come
    from OTEL_EXPORTER_OTLP_HEADERS, read by the SDK: never stored here."""

    def __init__(
        self,
        endpoint: str,
        *,
        include_messages: bool = False,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        open_roots: bool = False,
    ) -> None:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        self.endpoint = traces_url(endpoint)
        self.shown = without_credentials(self.endpoint)  # for notes: never a password in a URL
        self.include_messages = include_messages
        self.timeout_s = timeout_s
        self.open_roots = open_roots
        self.note: str | None = None  # the first problem, until taken (a command prints it once)
        self.problem: str | None = None  # the first problem, kept (the app shows it beside the setting)
        self.sent_spans = 0
        self._noted = False
        self._exporter = OTLPSpanExporter(endpoint=self.endpoint, timeout=timeout_s)
        self._offered: set[str] = set()
        self._sent_open: set[str] = set()  # roots sent while their branch was open: its end goes as an outcome span
        self._lock = threading.Lock()
        self._queue: queue.Queue[list[SpanRecord] | None] = queue.Queue(maxsize=MAX_WAITING)
        self._thread = threading.Thread(target=self._work, name="otlp-export", daemon=True)
        self._thread.start()

    def offer(self, trajectory: Trajectory) -> None:
        """Queue the trajectory's finished spans that were not sent yet; returns at once."""
        self._queue_spans(trajectory, everything=False)

    def finish(self, trajectory: Trajectory) -> None:
        """Queue what is left, unfinished branches' roots included (a run stopped before its end)."""
        self._queue_spans(trajectory, everything=True)

    def flush(self, wait_s: float) -> bool:
        """Wait up to `wait_s` for the queued spans to be sent (a command about to exit); True when
        they all were sent or given up on."""
        done = threading.Event()

        def wait() -> None:
            self._queue.join()
            done.set()

        threading.Thread(target=wait, daemon=True).start()
        return done.wait(wait_s)

    def close(self) -> None:
        """Stop the sending thread once what is queued has gone (the app, when its setting changes)."""
        try:
            self._queue.put_nowait(None)
        except queue.Full:
            pass  # the thread is busy with a slow endpoint; it is a daemon and ends with the process

    def take_note(self) -> str | None:
        """The note to show, once."""
        with self._lock:
            note, self.note = self.note, None
        return note

    def _queue_spans(self, trajectory: Trajectory, everything: bool) -> None:
        try:
            spans = trajectory_spans(trajectory, include_messages=self.include_messages, with_json=False)
            with self._lock:
                going = {s.parent_span_id for s in spans if s.done or everything or s.span_id in self._offered}
                new = [s for s in spans if self._ready(s, everything, going) and s.span_id not in self._offered]
                self._offered.update(s.span_id for s in new)
                self._sent_open.update(s.span_id for s in new if s.parent_span_id is None and not s.done)
                ended = [s for s in spans if s.parent_span_id is None and s.done and s.span_id in self._sent_open]
                self._sent_open.difference_update(s.span_id for s in ended)
            if any(s.parent_span_id is None for s in new) or ended:  # the trajectory's JSON rides on one
                whole = trajectory_spans(trajectory, include_messages=self.include_messages)
                roots = {s.span_id: s for s in whole if s.parent_span_id is None}
                # an open branch's root goes without it: the JSON so far would be taken for the whole
                new = [roots[s.span_id] if s.span_id in roots and (s.done or everything) else s for s in new]
                new += [outcome_span(roots[s.span_id]) for s in ended]
            if new:
                self._queue.put_nowait(new)
        except queue.Full:
            self._problem(f"the endpoint {self.shown} is too slow to keep up, so some spans were not sent")
        except Exception as exc:  # a trace is never worth a step: say so once and go on
            self._problem(f"the run's spans could not be made ({type(exc).__name__}: {exc})")

    def _ready(self, span: SpanRecord, everything: bool, going: set[str | None]) -> bool:
        """Whether a span goes now: finished, or at `finish`, or (with `open_roots`) an open branch's
        root whose own spans go or went."""
        if span.done or everything:
            return True
        return self.open_roots and span.parent_span_id is None and span.span_id in going

    def _work(self) -> None:
        while True:
            batch = self._queue.get()
            try:
                if batch is None:
                    return
                self._send(batch)
            finally:
                self._queue.task_done()

    def _send(self, batch: list[SpanRecord]) -> None:
        from opentelemetry.sdk.trace.export import SpanExportResult

        try:
            result = self._exporter.export(to_sdk_spans(batch))
        except Exception as exc:  # the SDK reports failures as FAILURE, but a trace must never raise
            self._problem(f"sending to {self.shown} failed: {exc}")
            return
        if result == SpanExportResult.SUCCESS:
            self.sent_spans += len(batch)
        else:
            self._problem(
                f"{self.shown} did not take the spans (down, refusing, or no answer within {self.timeout_s:g} s)"
            )

    def _problem(self, text: str) -> None:
        with self._lock:
            if not self._noted:
                self._noted = True
                self.note = self.problem = f"Traces were not sent: {text}. The run goes on; check the endpoint."


def to_sdk_spans(spans: Sequence[SpanRecord]) -> list:
    """The SDK's ReadableSpans for our span records, with their own ids and times."""
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import ReadableSpan
    from opentelemetry.sdk.util.instrumentation import InstrumentationScope
    from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode, TraceFlags

    resource = Resource({"service.name": SERVICE_NAME})
    scope = InstrumentationScope(SCOPE["name"], SCOPE["version"])
    sampled = TraceFlags(TraceFlags.SAMPLED)

    def context(trace_id: str, span_id: str) -> SpanContext:
        return SpanContext(int(trace_id, 16), int(span_id, 16), is_remote=False, trace_flags=sampled)

    return [
        ReadableSpan(
            name=s.name,
            context=context(s.trace_id, s.span_id),
            parent=context(s.trace_id, s.parent_span_id) if s.parent_span_id else None,
            resource=resource,
            attributes=dict(s.attributes),
            links=[Link(context(link.trace_id, link.span_id), dict(link.attributes)) for link in s.links],
            kind=SpanKind.CLIENT if s.kind == KIND_CLIENT else SpanKind.INTERNAL,
            instrumentation_scope=scope,
            status=Status(StatusCode(s.status_code), s.status_message or None),
            start_time=s.start_ns,
            end_time=s.end_ns,
        )
        for s in spans
    ]

"""Trajectories as an OTLP JSON file, as the OpenTelemetry collector's file exporter writes it
(OTLP's JSON mapping: ids in hex, 64-bit numbers as strings, kinds as numbers), so Phoenix,
Langfuse or a collector reads it, and `trace import` brings it back.

    data = trajectory_to_otlp(trajectory)              # one trajectory: its branches, each a trace
    write_otlp_json([a, b, c], "batch.json")           # several in one file (an evaluation batch)
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from react_core.traces.span_model import AttributeValue, SpanRecord
from react_core.traces.spans import trajectory_spans
from react_core.trajectory.trajectory import Trajectory

SERVICE_NAME = "react-workbench"
SCOPE = {"name": "react_workbench", "version": "1"}


def trajectory_to_otlp(trajectory: Trajectory, *, include_messages: bool = False) -> dict[str, Any]:
    """The trajectory as one OTLP JSON object (an ExportTraceServiceRequest); the prompts and raw
    replies only when `include_messages`."""
    return spans_to_otlp(trajectory_spans(trajectory, include_messages=include_messages))


def trajectories_to_otlp(trajectories: Iterable[Trajectory], *, include_messages: bool = False) -> dict[str, Any]:
    spans = [s for t in trajectories for s in trajectory_spans(t, include_messages=include_messages)]
    return spans_to_otlp(spans)


def write_otlp_json(trajectories: Iterable[Trajectory], path: str | Path, *, include_messages: bool = False) -> int:
    """Write the trajectories' spans to one OTLP JSON file (never half-written); the number of spans."""
    data = trajectories_to_otlp(trajectories, include_messages=include_messages)
    out = Path(path)
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    tmp.replace(out)
    return span_count(data)


def span_count(data: dict[str, Any]) -> int:
    return sum(len(s["spans"]) for r in data["resourceSpans"] for s in r["scopeSpans"])


def spans_to_otlp(spans: list[SpanRecord]) -> dict[str, Any]:
    return {
        "resourceSpans": [
            {
                "resource": {"attributes": attributes({"service.name": SERVICE_NAME})},
                "scopeSpans": [{"scope": dict(SCOPE), "spans": [span_json(s) for s in spans]}],
            }
        ]
    }


def span_json(span: SpanRecord) -> dict[str, Any]:
    data: dict[str, Any] = {
        "traceId": span.trace_id,
        "spanId": span.span_id,
        "parentSpanId": span.parent_span_id or "",
        "name": span.name,
        "kind": span.kind,
        "startTimeUnixNano": str(span.start_ns),
        "endTimeUnixNano": str(span.end_ns),
        "attributes": attributes(span.attributes),
        "links": [
            {"traceId": link.trace_id, "spanId": link.span_id, "attributes": attributes(link.attributes)}
            for link in span.links
        ],
        "status": {"code": span.status_code},
    }
    if span.status_message:
        data["status"]["message"] = span.status_message
    return data


def attributes(values: dict[str, AttributeValue]) -> list[dict[str, Any]]:
    return [{"key": key, "value": any_value(value)} for key, value in values.items()]


def any_value(value: AttributeValue) -> dict[str, Any]:
    if isinstance(value, bool):  # before int: a bool is an int in Python
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    if isinstance(value, float):
        return {"doubleValue": value}
    if isinstance(value, list):
        return {"arrayValue": {"values": [any_value(v) for v in value]}}
    return {"stringValue": str(value)}

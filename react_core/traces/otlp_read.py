"""Spans out of OTLP JSON: what the OpenTelemetry collector's file exporter writes (one
``{"resourceSpans": [...]}`` object a line) and what this workbench's export writes (one object).

OTLP/JSON is protobuf's JSON mapping with two twists the spec makes: ids are hex, not base64, and
64-bit numbers (times, intValue) may be strings. Both spellings of ids are accepted, since some
writers use protobuf's plain mapping (base64). Anything that is not a span is passed over, and what
was passed over is said in `notes`.
"""

from __future__ import annotations

import base64
import binascii
from functools import partial
from typing import Any

from react_core.traces import names
from react_core.traces.imported_span import Span, flatten, read_each

_STATUS = {0: "", 1: "OK", 2: "ERROR", "STATUS_CODE_UNSET": "", "STATUS_CODE_OK": "OK", "STATUS_CODE_ERROR": "ERROR"}


def is_otlp(item: object) -> bool:
    return isinstance(item, dict) and isinstance(item.get("resourceSpans"), list)


def otlp_spans(item: dict, notes: list[str]) -> list[Span]:
    """Every span of one ``{"resourceSpans": ...}`` object; spans without ids go to `notes`."""
    spans: list[Span] = []
    skipped = 0
    for resource_spans in item.get("resourceSpans") or []:
        if not isinstance(resource_spans, dict):
            continue
        resource_of = resource_spans.get("resource")
        resource = attributes_of(resource_of.get("attributes") if isinstance(resource_of, dict) else None)
        service = str(resource.get(names.SERVICE_NAME) or "")
        for scope_spans in resource_spans.get("scopeSpans") or resource_spans.get("instrumentationLibrarySpans") or []:
            raws = scope_spans.get("spans") or [] if isinstance(scope_spans, dict) else []
            read, passed_over = read_each(raws, partial(_span, service=service))
            spans += read
            skipped += passed_over
    if skipped:
        notes.append(f"{skipped} span(s) without a trace id or span id, or not readable, were skipped.")
    return spans


def _span(raw: Any, service: str) -> Span | None:
    if not isinstance(raw, dict):
        return None
    trace_id, span_id = hex_id(raw.get("traceId")), hex_id(raw.get("spanId"))
    if not trace_id or not span_id:
        return None
    written = raw.get("status")
    status = written.get("code", 0) if isinstance(written, dict) else 0
    return Span(
        trace_id=trace_id,
        span_id=span_id,
        parent_id=hex_id(raw.get("parentSpanId")) or None,
        name=str(raw.get("name") or ""),
        start_ns=_int(raw.get("startTimeUnixNano")),
        end_ns=_int(raw.get("endTimeUnixNano")),
        attributes=attributes_of(raw.get("attributes")),
        status=_STATUS.get(status, "") if isinstance(status, (int, str)) else "",
        service=service,
    )


def attributes_of(listed: Any) -> dict[str, Any]:
    """OTLP's [{"key": k, "value": {"stringValue": v}}, ...] as a flat dict of plain values."""
    out: dict[str, Any] = {}
    for pair in listed if isinstance(listed, list) else []:
        if isinstance(pair, dict) and isinstance(pair.get("key"), str):
            value = any_value(pair.get("value"))
            if isinstance(value, dict):
                flatten(value, pair["key"], out)
            else:
                out[pair["key"]] = value
    return out


def any_value(value: Any) -> Any:
    """One OTLP AnyValue as a plain value."""
    if not isinstance(value, dict):
        return value
    if "stringValue" in value:
        return str(value["stringValue"])
    if "intValue" in value:
        return _int(value["intValue"])
    if "doubleValue" in value:
        try:
            return float(value["doubleValue"])
        except (TypeError, ValueError):
            return None
    if "boolValue" in value:
        return bool(value["boolValue"])
    if "arrayValue" in value:
        return [any_value(v) for v in (value["arrayValue"] or {}).get("values") or []]
    if "kvlistValue" in value:
        return attributes_of((value["kvlistValue"] or {}).get("values"))
    if "bytesValue" in value:
        return str(value["bytesValue"])
    return None


def hex_id(value: Any) -> str:
    """An id as lower-case hex: given in hex (OTLP/JSON) or base64 (protobuf's plain JSON mapping)."""
    text = str(value or "").strip()
    if not text:
        return ""
    if all(c in "0123456789abcdefABCDEF" for c in text) and len(text) in (16, 32):
        return text.lower()
    try:
        return base64.b64decode(text, validate=True).hex()
    except (binascii.Error, ValueError):
        return text  # an id we cannot read is still an id: it links spans written alike


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0

"""Spans out of what Arize Phoenix exports: its REST API's span list (``GET /v1/projects/{p}/spans``
answers ``{"data": [span, ...], "next_cursor": ...}``), a list or JSONL of those spans, and its spans
dataframe written as records (``client.spans.get_spans_dataframe(...).to_json(orient="records",
lines=True)``: columns ``context.span_id``, ``context.trace_id``, ``parent_id``, ``span_kind``,
``start_time``, ``attributes.*``).

A span there is ``{"name", "context": {"trace_id", "span_id"}, "parent_id", "span_kind",
"start_time", "end_time", "status_code", "attributes"}`` with OpenInference's attributes, nested or
dotted; times are ISO 8601 (the API) or epoch milliseconds (pandas' JSON).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from react_core.traces import names
from react_core.traces.imported_span import Span, flatten, read_each
from react_core.traces.otlp_read import hex_id


def is_phoenix_span(item: object) -> bool:
    if not isinstance(item, dict):
        return False
    context = item.get("context")
    return (isinstance(context, dict) and "span_id" in context) or "context.span_id" in item


def is_phoenix_page(item: object) -> bool:
    """The REST API's answer: {"data": [span, ...]}."""
    return isinstance(item, dict) and isinstance(item.get("data"), list)


def phoenix_spans(items: list[Any], notes: list[str]) -> list[Span]:
    spans, skipped = read_each(items, lambda item: _span(item) if is_phoenix_span(item) else None)
    if skipped:
        notes.append(f"{skipped} item(s) that are not Phoenix spans (no context.span_id) were skipped.")
    return spans


def _span(item: dict) -> Span | None:
    flat = flatten({k: v for k, v in item.items() if k != "attributes"})
    attributes = flatten(item.get("attributes") or {}) if isinstance(item.get("attributes"), dict) else {}
    for key, value in flat.items():  # the dataframe's columns: attributes.llm.model_name ...
        if key.startswith("attributes.") and value is not None:
            attributes.setdefault(key[len("attributes.") :], value)
    kind = flat.get("span_kind")
    if kind and names.SPAN_KIND not in attributes:
        attributes[names.SPAN_KIND] = str(kind).upper()
    trace_id, span_id = hex_id(flat.get("context.trace_id")), hex_id(flat.get("context.span_id"))
    if not trace_id or not span_id:
        return None
    status = str(flat.get("status_code") or "").upper()
    return Span(
        trace_id=trace_id,
        span_id=span_id,
        parent_id=hex_id(flat.get("parent_id")) or None,
        name=str(flat.get("name") or ""),
        start_ns=_nanoseconds(flat.get("start_time")),
        end_ns=_nanoseconds(flat.get("end_time")),
        attributes={k: v for k, v in attributes.items() if v is not None},
        status="ERROR" if status == "ERROR" else status if status == "OK" else "",
        service=str(attributes.get(names.SERVICE_NAME) or "phoenix"),
    )


def _nanoseconds(value: Any) -> int:
    """ISO 8601 text or epoch seconds / milliseconds / nanoseconds, as epoch nanoseconds (0 if unread)."""
    if isinstance(value, (int, float)):
        number = float(value)
        scale = 1e9 if number < 1e11 else 1e6 if number < 1e14 else 1e3 if number < 1e17 else 1.0
        return int(number * scale)
    text = str(value or "").strip()
    if not text:
        return 0
    try:
        return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1e9)
    except ValueError:
        return 0

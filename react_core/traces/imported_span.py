"""A span as import reads it, whatever file it came from: ids, name, times and flat attributes.

The readers (`otlp_read`, `phoenix_read`) turn their shapes into these; `agent_run` reads an agent's
steps from them. Attributes are flat, dotted keys with plain values (``llm.input_messages.0.message.role``),
the way OpenInference names them: nested objects and lists are flattened on the way in.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from react_core.traces import names

MAX_FLATTEN_DEPTH = 12  # an attribute nested deeper than this is kept as its JSON text


@dataclass
class Span:
    trace_id: str
    span_id: str
    parent_id: str | None
    name: str
    start_ns: int
    end_ns: int
    attributes: dict[str, Any] = field(default_factory=dict)
    status: str = ""  # "ERROR" when the span failed, else "" or "OK"
    service: str = ""  # the resource's service.name: which program wrote it

    def get(self, key: str, default: Any = None) -> Any:
        return self.attributes.get(key, default)

    def text(self, key: str) -> str:
        value = self.attributes.get(key)
        return "" if value is None else value if isinstance(value, str) else json.dumps(value)

    def number(self, *keys: str) -> int:
        """The first of `keys` that holds a whole number (token counts), else 0."""
        for key in keys:
            value = self.attributes.get(key)
            try:
                if value is not None and value != "":
                    return int(float(value))
            except (TypeError, ValueError):
                continue
        return 0

    @property
    def kind(self) -> str:
        """AGENT, LLM, TOOL, CHAIN or "" by OpenInference's word, else the GenAI operation's."""
        kind = str(self.get(names.SPAN_KIND) or "").upper()
        if kind:
            return kind
        operation = str(self.get(names.OPERATION) or self.name.split(" ")[0])
        return {names.OP_AGENT: names.KIND_AGENT, names.OP_CHAT: names.KIND_LLM, names.OP_TOOL: names.KIND_TOOL}.get(
            operation, ""
        )


def flatten(value: Any, prefix: str = "", out: dict[str, Any] | None = None, depth: int = 0) -> dict[str, Any]:
    """Nested dicts and lists as dotted keys: {"llm": {"tools": [{"tool": ...}]}} -> {"llm.tools.0.tool": ...}."""
    out = {} if out is None else out
    if depth > MAX_FLATTEN_DEPTH:
        out[prefix] = json.dumps(value, default=str)
    elif isinstance(value, dict) and value:
        for key, item in value.items():
            flatten(item, f"{prefix}.{key}" if prefix else str(key), out, depth + 1)
    elif isinstance(value, list) and value and all(isinstance(v, (dict, list)) for v in value):
        for i, item in enumerate(value):
            flatten(item, f"{prefix}.{i}" if prefix else str(i), out, depth + 1)
    elif prefix:
        out[prefix] = value
    return out


def indexed(attributes: dict[str, Any], prefix: str) -> list[dict[str, Any]]:
    """The items of a flattened list: prefix.0.x, prefix.1.x ... as [{x: ...}, ...], in index order."""
    items: dict[int, dict[str, Any]] = {}
    start = prefix + "."
    for key, value in attributes.items():
        if key.startswith(start):
            head, _, rest = key[len(start) :].partition(".")
            if head.isdigit() and rest:
                items.setdefault(int(head), {})[rest] = value
    return [items[i] for i in sorted(items)]


def read_each(raws: Iterable[Any], read: Callable[[Any], Span | None]) -> tuple[list[Span], int]:
    """Each raw span read with `read`, and how many were passed over: one that `read` rejects (None)
    or that is written oddly (a type or value it cannot take) is counted, never raised."""
    spans: list[Span] = []
    skipped = 0
    for raw in raws:
        try:
            span = read(raw)
        except (TypeError, ValueError, AttributeError):
            span = None
        if span is None:
            skipped += 1
        else:
            spans.append(span)
    return spans, skipped

"""A span as the exporters see it: plain data, neither the SDK's nor OTLP JSON's, so one builder
(`spans`) feeds both the file (`otlp_file`) and the live endpoint (`live`).

Ids are derived from the trajectory's, branch's and step's ids, not drawn at random: the same
trajectory exported twice gives the same ids, so a live exporter knows which spans it already
sent, and a file written after a live run names the same spans.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

AttributeValue = str | bool | int | float | list[str]

# OTLP's SpanKind numbers, as the file holds them (the Python API numbers its enum differently: see live).
KIND_INTERNAL = 1
KIND_CLIENT = 3  # a model call: GenAI conventions make inference a client span

STATUS_UNSET = 0
STATUS_ERROR = 2


@dataclass(frozen=True)
class Link:
    trace_id: str  # 32 hex digits
    span_id: str  # 16 hex digits
    attributes: dict[str, AttributeValue] = field(default_factory=dict)


@dataclass
class SpanRecord:
    trace_id: str  # 32 hex digits
    span_id: str  # 16 hex digits
    parent_span_id: str | None
    name: str
    kind: int
    start_ns: int
    end_ns: int
    attributes: dict[str, AttributeValue]
    links: list[Link] = field(default_factory=list)
    status_code: int = STATUS_UNSET
    status_message: str = ""
    done: bool = True  # nothing more will be added to it (a live exporter sends only finished spans)


def trace_id_of(*parts: str) -> str:
    return _hex_id(16, parts)


def span_id_of(*parts: str) -> str:
    return _hex_id(8, parts)


def _hex_id(size: int, parts: tuple[str, ...]) -> str:
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[: 2 * size]
    return digest if int(digest, 16) else "1".zfill(2 * size)  # an all-zero id is invalid in OTLP


def nanos(seconds: float) -> int:
    return round(seconds * 1e9)

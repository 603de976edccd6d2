"""A trace file in, trajectories out: read it (OTLP JSON or a Phoenix export), find each agent run,
make each a trajectory, and say what was read and what was skipped and why.

`read_trace_file` refuses a file over `MAX_BYTES` before reading it; `read_trace_text` never raises
for what is in the text: malformed JSON, spans of no known shape, traces without a model call are
each a line of `skipped`, and a file with nothing to import is a `TraceImportError` saying so. The
caller saves the trajectories (History); nothing is saved here, so a failed import loses nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from react_core.common.errors import WorkbenchError
from react_core.plugins.trace_tools import save_definition
from react_core.traces.agent_run import AgentRun, agent_runs, traces
from react_core.traces.imported_span import Span
from react_core.traces.otlp_read import is_otlp, otlp_spans
from react_core.traces.phoenix_read import is_phoenix_page, is_phoenix_span, phoenix_spans
from react_core.traces.to_trajectory import to_trajectory
from react_core.trajectory.trajectory import Trajectory

MAX_BYTES = 50 * 1024 * 1024  # a trace of a few agent runs is kilobytes; a bigger file is likely a whole store
FIX = "Give an OTLP JSON file (the collector's file exporter, or this workbench's export) or a Phoenix span export."


class TraceImportError(WorkbenchError):
    """Nothing could be imported from a trace file; the message says what was read and why."""


@dataclass
class TraceImport:
    trajectories: list[Trajectory]
    read: list[str] = field(default_factory=list)  # what was read: "3 spans in 1 trace (OTLP JSON)"
    skipped: list[str] = field(default_factory=list)  # what was skipped, and why

    def summary(self) -> str:
        lines = [*self.read]
        lines += [f"Imported {len(self.trajectories)} trajector{'y' if len(self.trajectories) == 1 else 'ies'}."]
        lines += [f"Skipped: {line}" for line in self.skipped]
        return "\n".join(lines)


def read_trace_file(path: Path, answer_with: dict[str, str] | None = None) -> TraceImport:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise TraceImportError(f"The trace file {path} cannot be read: {exc.strerror or exc}.", FIX) from exc
    if size > MAX_BYTES:
        raise TraceImportError(
            f"The trace file {path.name} is {size / 1e6:.0f} MB; the limit is {MAX_BYTES // (1024 * 1024)} MB, "
            "so it was not read.",
            "Export only the traces you want to steer (one trace or a few), then import that file.",
        )
    text = path.read_bytes().decode("utf-8", errors="replace")
    return read_trace_text(text, path.name, answer_with)


def read_trace_text(text: str, source: str, answer_with: dict[str, str] | None = None) -> TraceImport:
    if len(text.encode("utf-8", errors="replace")) > MAX_BYTES:
        raise TraceImportError(f"{source} is over {MAX_BYTES // (1024 * 1024)} MB, so it was not read.", FIX)
    skipped: list[str] = []
    items = _json_items(text, skipped)
    spans, shape = _spans(items, skipped)
    read = [f"Read {len(spans)} span(s) in {len(traces(spans))} trace(s) from {source} ({shape or 'no known shape'})."]
    if not spans:
        raise TraceImportError(f"{source}: no spans were found. {' '.join(skipped)}".strip(), FIX)
    result = TraceImport([], read, skipped)
    runs: list[AgentRun] = []
    for trace_id, group in traces(spans).items():
        try:
            found, notes = agent_runs(trace_id, group)
        except (TypeError, ValueError, AttributeError, KeyError) as exc:  # one odd trace never stops the rest
            skipped.append(f"trace {trace_id[:8]} could not be read ({type(exc).__name__}: {exc}).")
            continue
        runs += found
        skipped.extend(notes)
    whole = {r.workbench_id for r in runs if r.workbench_json}
    for run in runs:
        if run.workbench_id in whole and not run.workbench_json:
            continue  # another branch of a workbench trajectory that comes back whole from its root
        made = _trajectory(run, source, answer_with, skipped)
        if made is not None:
            result.trajectories.append(made)
    if not result.trajectories:
        raise TraceImportError(f"{source}: nothing to import. {' '.join(read + skipped)}", FIX)
    return result


def _trajectory(
    run: AgentRun, source: str, answer_with: dict[str, str] | None, skipped: list[str]
) -> Trajectory | None:
    if run.workbench_json:
        try:
            return Trajectory.from_json(run.workbench_json)  # the workbench's own export: exact
        except Exception as exc:  # a damaged copy: read it from its spans like anyone's
            skipped.append(
                f"trace {run.trace_id[:8]}: its workbench trajectory could not be read ({exc}); read from spans."
            )
    if not run.turns:
        skipped.append(
            f"trace {run.trace_id[:8]} ({run.root_name or 'no name'}): no model call (LLM or chat span) in it."
        )
        return None
    framework = _framework(run)
    family = save_definition(framework, run.tools, answer_with)
    skipped.extend(f"trace {run.trace_id[:8]}: {note}" for note in run.notes)
    trajectory = to_trajectory(run, family, framework, source)
    if not trajectory.steps:
        skipped.append(f"trace {run.trace_id[:8]}: its {len(run.turns)} model call(s) hold no text and no tool call.")
        return None
    return trajectory


def _framework(run: AgentRun) -> str:
    name = f"{run.root_name} {run.top_names}".lower()
    for known in ("smolagents", "langgraph", "langchain", "openai_agents", "crewai", "llama_index"):
        if known in name or known in run.service.lower():
            return known
    if "toolcallingagent" in name or "codeagent" in name:
        return "smolagents"
    return run.service if run.service and run.service != "unknown_service" else "otel"


def _json_items(text: str, skipped: list[str]) -> list[Any]:
    """The JSON values in the text: one document, or one a line (JSONL); lines that are not JSON are noted."""
    stripped = text.strip()
    if not stripped:
        raise TraceImportError("The trace file is empty.", FIX)
    try:
        whole = json.loads(stripped)
        return whole if isinstance(whole, list) else [whole]
    except json.JSONDecodeError as exc:
        first_error = f"it is not one JSON document ({exc.msg} at line {exc.lineno}, column {exc.colno})"
    items, bad = [], []
    for number, line in enumerate(stripped.splitlines(), 1):
        if line.strip():
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as exc:
                bad.append(f"line {number} ({exc.msg})")
    if not items:
        raise TraceImportError(f"The trace file is not JSON: {first_error}, nor JSON lines.", FIX)
    if bad:
        skipped.append(f"{len(bad)} line(s) that are not JSON: {', '.join(bad[:5])}{' …' if len(bad) > 5 else ''}.")
    return items


def _spans(items: list[Any], skipped: list[str]) -> tuple[list[Span], str]:
    spans: list[Span] = []
    shapes: list[str] = []
    phoenix: list[Any] = []
    other = 0
    for item in items:
        if is_otlp(item):
            spans += otlp_spans(item, skipped)
            shapes.append("OTLP JSON")
        elif is_phoenix_page(item):
            phoenix += item["data"]
        elif is_phoenix_span(item):
            phoenix.append(item)
        else:
            other += 1
    if phoenix:
        spans += phoenix_spans(phoenix, skipped)
        shapes.append("Phoenix spans")
    if other:
        skipped.append(f"{other} JSON value(s) that are neither OTLP (resourceSpans) nor Phoenix spans.")
    return spans, " and ".join(dict.fromkeys(shapes))

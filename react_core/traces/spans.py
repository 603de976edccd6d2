"""A trajectory as spans: each branch a trace of its own, rooted in an `invoke_agent` AGENT span,
with the spans of the steps the branch wrote itself (from its fork point on, see `step_spans`). A
forked branch's root is linked (an OpenTelemetry span link) to the span of its parent's step at the
fork, so a viewer can walk from the edit back to what it changed.

The root says what the branch is: task, method, model, answer, score, outcome, and which branch it
forked from at which step. The first branch's root also carries the whole trajectory as JSON
(`react_workbench.trajectory.json`), so importing the file gives back the very trajectory; without
`include_messages`, the prompts and raw replies in it are left empty too.
"""

from __future__ import annotations

import json
from typing import Any

from react_core.traces import names as n
from react_core.traces.span_model import (
    KIND_INTERNAL,
    STATUS_ERROR,
    AttributeValue,
    Link,
    SpanRecord,
    nanos,
    span_id_of,
    trace_id_of,
)
from react_core.traces.step_spans import BranchSteps, step_spans
from react_core.trajectory.run_with import settings_at
from react_core.trajectory.steps import Branch, Outcome
from react_core.trajectory.trajectory import Trajectory


def trajectory_spans(
    trajectory: Trajectory, *, include_messages: bool = False, with_json: bool = True
) -> list[SpanRecord]:
    """Every branch's spans, parents before children, roots first in each trace."""
    spans: list[SpanRecord] = []
    holders: dict[str, dict[int, str]] = {}
    carrier = next((b.id for b in trajectory.branches.values() if b.parent_id not in trajectory.branches), None)
    for branch in _parents_first(trajectory):
        own, holder = _branch_spans(trajectory, branch, include_messages)
        holders[branch.id] = holder
        root = _root_span(trajectory, branch, own)
        link = _fork_link(trajectory, branch, holders)
        if link is not None:
            root.links.append(link)
        if with_json and branch.id == carrier:
            root.attributes[n.WB_TRAJECTORY_JSON] = shared_json(trajectory, include_messages)
        spans += [root, *own]
    return spans


def shared_json(trajectory: Trajectory, include_messages: bool) -> str:
    """The trajectory's JSON; without `include_messages`, each call's prompt, raw reply, samples and
    sent messages are emptied, as they are left out of the spans."""
    data = trajectory.to_dict()
    if not include_messages:
        for call in data["calls"].values():
            call["prompt"], call["raw_output"], call["samples"] = "", "", []
            sent = call.get("sent")
            if isinstance(sent, dict) and "messages" in sent:
                call["sent"] = {k: v for k, v in sent.items() if k != "messages"}
    return json.dumps(data, ensure_ascii=False)


def trace_id(trajectory: Trajectory, branch: Branch) -> str:
    return trace_id_of(trajectory.id, branch.id)


def root_span_id(trajectory: Trajectory, branch: Branch) -> str:
    return span_id_of(trajectory.id, branch.id, "root")


def _parents_first(trajectory: Trajectory) -> list[Branch]:
    ordered: list[Branch] = []
    seen: set[str] = set()
    pending = list(trajectory.branches.values())
    while pending:
        ready = [b for b in pending if b.parent_id not in trajectory.branches or b.parent_id in seen]
        if not ready:  # a cycle in a damaged file: take the rest as they come
            ready = pending
        for branch in ready:
            ordered.append(branch)
            seen.add(branch.id)
        pending = [b for b in pending if b.id not in seen]
    return ordered


def _own_start(trajectory: Trajectory, branch: Branch) -> int:
    """Where the branch's own steps start: its fork point, or 0 when its parent is gone."""
    return branch.fork_at if branch.parent_id in trajectory.branches else 0


def _branch_spans(
    trajectory: Trajectory, branch: Branch, include_messages: bool
) -> tuple[list[SpanRecord], dict[int, str]]:
    first = _own_start(trajectory, branch)
    steps = trajectory.steps_of(branch.id)
    own = BranchSteps(
        trace_id=trace_id(trajectory, branch),
        root_span_id=root_span_id(trajectory, branch),
        steps=steps[first:],
        first=first,
        calls=trajectory.calls,
        family=trajectory.task.family,
        settings_at=lambda position: settings_at(trajectory, branch.id, position),
        span_id=lambda what, key: span_id_of(trajectory.id, branch.id, what, key),
        finished=branch.finished,
    )
    return step_spans(own, include_messages)


def _root_span(trajectory: Trajectory, branch: Branch, own: list[SpanRecord]) -> SpanRecord:
    task = trajectory.task
    settings = settings_at(trajectory, branch.id, _own_start(trajectory, branch))
    start = nanos(branch.created_at)
    if own:
        start = min(start, min(s.start_ns for s in own))
    end = max([start, *(s.end_ns for s in own)])
    attrs: dict[str, AttributeValue] = {
        n.OPERATION: n.OP_AGENT,
        n.AGENT_NAME: trajectory.method,
        n.CONVERSATION_ID: trajectory.id,
        n.REQUEST_MODEL: settings.model,
        n.SPAN_KIND: n.KIND_AGENT,
        n.SESSION_ID: trajectory.id,
        n.INPUT_VALUE: task.text,
        n.INPUT_MIME: "text/plain",
        n.WB_TRAJECTORY_ID: trajectory.id,
        n.WB_BRANCH: branch.name,
        n.WB_TASK_ID: task.id,
        n.WB_FAMILY: task.family,
        n.WB_QUESTION: task.text,
        n.WB_METHOD: trajectory.method,
    }
    parent = trajectory.branches.get(branch.parent_id or "")
    if parent is not None:
        attrs.update(
            {n.WB_PARENT_BRANCH: parent.name, n.WB_FORK_STEP: branch.fork_at, n.WB_BRANCH_CHANGE: branch.change}
        )
    if branch.answer is not None:
        attrs.update({n.OUTPUT_VALUE: branch.answer, n.OUTPUT_MIME: "text/plain", n.WB_ANSWER: branch.answer})
    if branch.outcome is not None:
        attrs[n.WB_OUTCOME] = branch.outcome.value
    attrs.update(_score(trajectory, branch))
    root = SpanRecord(
        trace_id=trace_id(trajectory, branch),
        span_id=root_span_id(trajectory, branch),
        parent_span_id=None,
        name=f"{n.OP_AGENT} {trajectory.method}",
        kind=KIND_INTERNAL,
        start_ns=start,
        end_ns=end,
        attributes=attrs,
        done=branch.finished,
    )
    if branch.outcome == Outcome.ERROR or branch.error:
        root.status_code, root.status_message = STATUS_ERROR, branch.error or "error"
    return root


OUTCOME_KEYS = (n.OUTPUT_VALUE, n.OUTPUT_MIME, n.WB_ANSWER, n.WB_OUTCOME, n.WB_SCORE, n.WB_SCORE_RULE)


def outcome_span(root: SpanRecord) -> SpanRecord:
    """A finished branch's end as a span under its root: for a viewer that already holds the root as it
    was while the branch was open (a live export's, see live), and keeps that first copy. It carries
    what the finished root adds: the answer, outcome and score, and the trajectory's JSON where the root has it."""
    carried = (*OUTCOME_KEYS, n.WB_TRAJECTORY_JSON, n.WB_TRAJECTORY_ID, n.WB_BRANCH)
    attrs: dict[str, AttributeValue] = {n.SPAN_KIND: n.KIND_CHAIN}
    attrs.update({key: root.attributes[key] for key in carried if key in root.attributes})
    return SpanRecord(
        trace_id=root.trace_id,
        span_id=span_id_of(root.span_id, "outcome"),
        parent_span_id=root.span_id,
        name="outcome",
        kind=KIND_INTERNAL,
        start_ns=root.end_ns,
        end_ns=root.end_ns,
        attributes=attrs,
        status_code=root.status_code,
        status_message=root.status_message,
    )


def _score(trajectory: Trajectory, branch: Branch) -> dict[str, AttributeValue]:
    """The branch's score by its family's rule, once it has finished; nothing for a family this
    workbench does not know (a trajectory from a plugin that is not loaded)."""
    if not branch.finished:
        return {}
    from react_core.engine.catalog import score_branch

    try:
        score = score_branch(trajectory, branch.id)
    except Exception:  # an unknown family: the trace goes out without a score rather than not at all
        return {}
    attrs: dict[str, AttributeValue] = {n.WB_SCORE_RULE: str(score.rule)}
    if score.points is not None:
        attrs[n.WB_SCORE] = float(score.points)
    return attrs


def _fork_link(trajectory: Trajectory, branch: Branch, holders: dict[str, dict[int, str]]) -> Link | None:
    """A link from a forked branch's root to the span of its parent's last shared step (the parent's
    root when it forked before any step), in whichever ancestor's trace that step was written."""
    parent = trajectory.branches.get(branch.parent_id or "")
    if parent is None:
        return None
    position = branch.fork_at - 1
    owner = parent
    while position >= 0 and position < _own_start(trajectory, owner):
        owner = trajectory.branches[owner.parent_id or ""]
    span = holders.get(owner.id, {}).get(position) if position >= 0 else None
    attrs: dict[str, Any] = {n.WB_FORK_STEP: branch.fork_at, n.WB_BRANCH_CHANGE: branch.change}
    return Link(trace_id(trajectory, owner), span or root_span_id(trajectory, owner), attrs)

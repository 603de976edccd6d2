"""A recorded run of the agent read as a tape: the calls behind a branch's steps, in order, each with the
agent's exact request and the reply it got (kept by `recording` in ``ModelCall.request["agent"]``).

A branch's calls are those its steps came from, in the order of their first step; a reply set aside
for another (asked again by a person) is not one of them, since the agent never saw it. A step is
named by the call it came from, so "re-run from step k" is "from the call of step k".
"""

from __future__ import annotations

from typing import Any

from react_core.endpoint.tape import agent_request
from react_core.endpoint.tape_replay import TapedCall
from react_core.trajectory.steps import ModelCall
from react_core.trajectory.trajectory import Trajectory


def branch_calls(trajectory: Trajectory, branch_id: str | None = None) -> list[ModelCall]:
    """The calls behind the branch's steps, in order (a trajectory the endpoint did not record: ValueError)."""
    seen: list[ModelCall] = []
    ids: set[str] = set()
    for step in trajectory.steps_of(branch_id):
        if step.call_id and step.call_id not in ids and step.call_id in trajectory.calls:
            ids.add(step.call_id)
            seen.append(trajectory.calls[step.call_id])
    missing = [c for c in seen if _exchange(c) is None]
    if missing or not seen:
        raise ValueError(
            "This run was not recorded through the steering endpoint (its calls keep no request and reply "
            "of the agent), so it cannot be re-run from the tape; record it by pointing your agent at a run's URL."
        )
    return seen


def recorded_calls(trajectory: Trajectory, branch_id: str | None = None) -> list[TapedCall]:
    """The branch's calls as a tape: the agent's request body (its messages put back whole, as the
    recording keeps only those new since the call it continues), the reply it got, and the API it called."""
    taped = []
    for call in branch_calls(trajectory, branch_id):
        agent = _exchange(call)
        assert agent is not None
        taped.append(
            TapedCall(
                agent_request(trajectory, call), dict(agent["reply"]), str(agent.get("api") or "chat/completions")
            )
        )
    return taped


def call_numbers(trajectory: Trajectory, branch_id: str | None = None) -> dict[str, int]:
    """Each call behind the branch's steps by its number (call id -> 1, 2, ...), read once for a whole
    branch (a card per call); empty for a trajectory the endpoint did not record (nothing to re-run)."""
    try:
        return {call.id: number for number, call in enumerate(branch_calls(trajectory, branch_id), start=1)}
    except ValueError:
        return {}


def call_number(trajectory: Trajectory, step_id: str, branch_id: str | None = None) -> int:
    """The number (1 is the first) of the call that step `step_id` of the branch came from; a step no call
    wrote (the agent's first question, a tool's result) is named by the next call, which reads it."""
    calls = [c.id for c in branch_calls(trajectory, branch_id)]
    steps = trajectory.steps_of(branch_id)
    index = next((i for i, s in enumerate(steps) if s.id == step_id), None)
    if index is None:
        raise ValueError("That step is not on this branch; choose a step of the branch to re-run from.")
    for step in steps[index:]:
        if step.call_id in calls:
            return calls.index(step.call_id) + 1
    raise ValueError("No call of the agent follows that step, so there is nothing to re-run from it.")


def _exchange(call: ModelCall) -> dict[str, Any] | None:
    agent = (call.request or {}).get("agent")
    if isinstance(agent, dict) and isinstance(agent.get("request"), dict) and isinstance(agent.get("reply"), dict):
        return agent
    return None

"""A recorded run's calls as the agent made them: the exact request and the reply it got, in order; the
tape a re-run serves earlier calls from (issue 47).

Each call keeps, in ``ModelCall.request["agent"]``: ``api`` ("chat/completions" or "responses"), ``request``
(the agent's body; a chat request's messages only those new since the call it continues, named in
``messages_from``), ``reply`` (what the agent got, in its API's shape) and ``model_reply`` (the model
server's own). `agent_request` puts a request back whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from react_core.trajectory.steps import ModelCall
from react_core.trajectory.trajectory import Trajectory


@dataclass(frozen=True)
class Exchanged:
    """One call of the agent as it happened."""

    call_id: str
    api: str
    request: dict[str, Any]
    reply: dict[str, Any]
    model_reply: dict[str, Any]


def exchanges(trajectory: Trajectory) -> list[Exchanged]:
    """The agent's calls on the run, oldest first (calls asked again by a person, set aside, left out)."""
    made = sorted(
        (c for c in trajectory.calls.values() if (c.request or {}).get("agent") and not c.set_aside_for),
        key=lambda c: c.created_at,
    )
    return [
        Exchanged(
            c.id,
            str(c.request["agent"].get("api", "chat/completions")),  # type: ignore[index]
            agent_request(trajectory, c),
            dict(c.request["agent"].get("reply") or {}),  # type: ignore[index]
            dict(c.request["agent"].get("model_reply") or {}),  # type: ignore[index]
        )
        for c in made
    ]


def agent_request(trajectory: Trajectory, call: ModelCall) -> dict[str, Any]:
    """The request the agent sent for `call`, exactly: its messages put back whole from the earlier calls
    they continue (see `Exchange.messages_from`)."""
    agent = (call.request or {}).get("agent") or {}
    body = dict(agent.get("request") or {})
    if agent.get("messages_from"):
        body["messages"] = _whole_messages(trajectory, call)
    return body


def _whole_messages(trajectory: Trajectory, call: ModelCall) -> list[Any]:
    pieces: list[tuple[list[Any], int]] = []  # newest first: (the messages a call kept, how many came before)
    current: ModelCall | None = call
    while current is not None:
        agent = (current.request or {}).get("agent") or {}
        link = agent.get("messages_from")
        pieces.append((list((agent.get("request") or {}).get("messages") or []), int(link["count"]) if link else 0))
        current = trajectory.calls.get(link["call"]) if link else None
    messages: list[Any] = []
    for kept, count in reversed(pieces):
        messages = messages[:count] + kept
    return messages

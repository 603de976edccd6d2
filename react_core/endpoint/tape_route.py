"""A re-run's calls through the endpoint: asked of its tape first (react_core.endpoint.tape_replay), answered
from the recording with no model call where the tape says so, and marked on the call either way.

`chat_route.answer` calls `consult` before the model, `served` for the reply the tape gives (None: ask
the model, live), and `mark` on the call once written. Each call of a re-run keeps its origin in
``ModelCall.request["tape"]``: ``{"source": "tape" | "changed" | "live", "call": n}``, and the divergence
found there, if any; `source_of` reads it for a step (and, for an MCP tool's result, the step's own
``info["tape"]``, written by `mcp_routes` from `tape_mcp`). A taped call costs no tokens (its usage is the
recording's, given to the agent as it was, but not counted again) and is marked a cache hit.
"""

from __future__ import annotations

import time
from dataclasses import asdict, replace
from typing import Any

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.chat_reply import ChatReply, read_whole
from react_core.endpoint.errors import ApiError
from react_core.endpoint.holds import EDIT, Decision, applied
from react_core.endpoint.recording import Exchange, Written
from react_core.endpoint.tape_fit import another_agent
from react_core.endpoint.tape_mcp import TAPE
from react_core.endpoint.tape_replay import Divergence, Source, TapeAnswer, first_message
from react_core.trajectory.steps import ModelCall, Step
from react_core.trajectory.trajectory import Trajectory

RERUNS = "reruns"  # task.meta[RERUNS][branch id]: a re-run's tape settings and what became of them


def consult(run: AgentRun, exchange: Exchange, notes: list[str]) -> TapeAnswer | None:
    """The tape's answer to this call (None: the run has no tape); a divergence is said on the run and
    noted on the call's first step."""
    if run.tape is None:
        return None
    body = exchange.agent_body if exchange.agent_body is not None else exchange.request.body
    missed = run.mcp_tape.missed() if run.mcp_tape is not None else None  # an MCP call of the recording not made
    found = run.tape.answer(body, exchange.api, missed)
    if found.divergence is not None:
        notes.append(f"divergence: {found.divergence}")
        left_tape(run, found.divergence)
    elif found.source == Source.LIVE and found.call == run.tape.change_at + (1 if run.tape.change else 0):
        notes.append(f"live from here: the model answers from call {found.call} on")
    return found


def refuse_another_agent(run: AgentRun, body: dict[str, Any]) -> None:
    """A re-run's first request that shares nothing with the recording's (`tape_fit`) is refused before anything
    is written: another agent's run is no branch of this one. Said once on the run; the agent gets a 400."""
    tape = run.tape
    if tape is None or tape.answers or not tape.calls:
        return
    why = another_agent(tape.calls[0].request, body)
    if why is None:
        return
    message = (
        f"The re-run's first request matches nothing in the recording: {why}. It looks like another agent than "
        "the one that recorded this run, so nothing was recorded; re-run a run this agent recorded, or record a new one."
    )
    with run.lock:
        if message not in run.messages:
            run.messages.append(message)
    raise ApiError(400, message, "invalid_request_error", "tape_of_another_agent")


def left_tape(run: AgentRun, divergence: Divergence) -> None:
    """Where the re-run left the tape (a model call's request, or an MCP call), said on the run and kept
    under its branch."""
    run.say(f"The re-run left the tape. {divergence}")
    with run.lock:
        rerun = run.trajectory.task.meta.setdefault(RERUNS, {}).setdefault(run.trajectory.active_branch, {})
        rerun["divergence"] = asdict(divergence)


def served(found: TapeAnswer | None, exchange: Exchange, notes: list[str]) -> Written | None:
    """What the agent gets from the tape (None: the model answers)."""
    if found is None or found.recorded is None:
        return None
    recorded = _chat_reply(found.recorded, exchange.api)
    unasked = replace(recorded, usage=None, raw={})  # no model call: no tokens counted again
    if found.change is None:
        note = f"from the tape: the recorded reply to call {found.call}, no model call"
        return Written(unasked, recorded, notes=(*notes, note))
    edit = Decision(EDIT, content=found.change.content, tool_calls=found.change.tool_calls)
    reply, thought_author, call_authors, said = applied(edit, recorded)
    note = f"the person's change to call {found.call} of the recording, no model call"
    return Written(unasked, reply, thought_author, call_authors, (*notes, note, *said))


def mark(run: AgentRun, call: ModelCall, found: TapeAnswer | None) -> None:
    """The call's origin on the call itself, for the views and for the measured cost of a re-run."""
    if found is None or run.tape is None:
        return
    given = ((call.request or {}).get("agent") or {}).get("reply") or {}
    if found.recorded is not None and given.get("id") and found.recorded.get("id") not in (None, given.get("id")):
        run.tape.served_as(str(found.recorded["id"]), str(given["id"]))
    tape: dict[str, Any] = {"source": found.source.value, "call": found.call}
    if found.divergence is not None:
        tape["divergence"] = asdict(found.divergence)
    call.request = {**(call.request or {}), "tape": tape}
    if found.source != Source.LIVE:
        call.cache_hit = True
        call.original_latency_s = call.latency_s
        call.latency_s = 0.0


def source_of(trajectory: Trajectory, step: Step) -> Source | None:
    """Who answered the call a step of a re-run came from, or, for an MCP tool's result, who gave it: the
    recording or the server (None: not a re-run's step, or no call's)."""
    marked = step.info.get(TAPE)
    if isinstance(marked, dict) and step.call_id is None:
        try:
            return Source(marked.get("source"))
        except ValueError:
            return None
    call = trajectory.calls.get(step.call_id or "")
    tape = ((call.request or {}).get("tape") if call is not None else None) or {}
    try:
        return Source(tape.get("source"))
    except ValueError:
        return None


def opened(trajectory: Trajectory, branch_id: str, settings: dict[str, Any]) -> None:
    """A re-run's settings written on its trajectory, under its branch."""
    trajectory.task.meta.setdefault(RERUNS, {})[branch_id] = {**settings, "at": time.time(), "divergence": None}


def _chat_reply(recorded: dict[str, Any], api: str) -> ChatReply:
    """The recorded reply as the endpoint's reply object: a chat.completion as it is, a Responses
    ``response`` through its output items (its text, its function calls)."""
    if api != "responses":
        return read_whole(recorded)
    message = first_message(recorded)
    calls = tuple(message.get("tool_calls") or ())
    usage = recorded.get("usage") or {}
    tokens = {"prompt_tokens": usage.get("input_tokens", 0), "completion_tokens": usage.get("output_tokens", 0)}
    cut = recorded.get("status") == "incomplete"
    return ChatReply(
        content=message.get("content"),
        tool_calls=calls,
        finish_reason="length" if cut else ("tool_calls" if calls else "stop"),
        usage=tokens,
        model=str(recorded.get("model") or ""),
    )

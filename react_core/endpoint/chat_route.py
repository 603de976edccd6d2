"""A model call of the agent from request to reply: recorded, forwarded, held if a breakpoint says so.

`answer` is shared by the chat-completions and Responses routes. A streamed request with no
breakpoint set is relayed as the model server streams it (the first token reaches the agent at once);
with a breakpoint set (or on the embedded model with tools, whose calls are read from its text,
`embedded_calls`), the reply is read whole first, checked, maybe held, and then streamed to the
agent, since a reply cannot be taken back once the agent has read part of it. The call is written on
the trajectory before the agent gets its reply, so an agent that hangs up loses nothing recorded.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from react_core.endpoint import embedded_calls, tape_route
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.chat_reply import ChatReply, StreamReader, read_whole
from react_core.endpoint.chat_request import ChatRequest
from react_core.endpoint.errors import ApiError, model_error
from react_core.endpoint.holds import ASK_AGAIN, Hold, applied
from react_core.endpoint.recording import Exchange, Written, note_failure, record_reply, record_request
from react_core.endpoint.upstream import Upstream
from react_core.trajectory.steps import Step
from react_core.trajectory.trajectory import Trajectory

Relay = Callable[[dict[str, Any]], bool]  # sends one event to the agent; False once the agent has hung up


def answer(
    run: AgentRun,
    request: ChatRequest,
    relay: Relay | None = None,
    api: str = "chat/completions",
    agent_body: dict[str, Any] | None = None,
    shape: Callable[[ChatReply], dict[str, Any]] | None = None,
) -> ChatReply:
    """The reply the agent gets for `request`, recorded on the run. `relay`: stream the model's events to
    the agent as they come (only where nothing can hold the reply). Raises ApiError when the model fails."""
    tape_route.refuse_another_agent(run, agent_body if agent_body is not None else request.body)
    with run.lock:
        before = len(run.trajectory.steps_of())
        notes = record_request(run.trajectory, request)
        if request.unknown:
            notes.append(
                "fields the endpoint does not know, passed on to the model server: " + ", ".join(request.unknown)
            )
        observations = run.trajectory.steps_of()[before:]
        if run.in_flight:
            notes.append("another call on this run was in flight at the same time (two agents on one run?)")
        run.in_flight += 1
        run.save()
    exchange = Exchange(
        request,
        request.upstream_body(run.upstream.model_name(), run.sampling or None, run.upstream.reply_cap),
        api,
        agent_body,
        shape,
    )
    try:
        taped = tape_route.consult(run, exchange, notes)
        from_tape = tape_route.served(taped, exchange, notes)  # a re-run's earlier call: no model call
        written = from_tape if from_tape is not None else _written(run, request, exchange, relay, observations, notes)
        with run.lock:
            exchange.messages_from = run.continued(request.messages) if agent_body is None else None
            call = record_reply(run.trajectory, exchange, written)
            tape_route.mark(run, call, taped)
            run.remember(call.id, request.messages)
            run.save()
    finally:
        with run.lock:
            run.in_flight -= 1  # after the reply is written: a closing run waits for it
    return written.reply


def _written(
    run: AgentRun,
    request: ChatRequest,
    exchange: Exchange,
    relay: Relay | None,
    observations: list[Step],
    notes: list[str],
) -> Written:
    """The model's reply and what a person made of it; a failed call is said on the run and raised."""
    try:
        relayed = not run.rules.active and not embedded_calls.applies(run.upstream, request.tools)
        if relay is not None and request.stream and relayed:  # else read whole (held, or its calls read), then streamed
            proposal, gone = _relayed(run.upstream, request, exchange, relay)
            if gone:
                notes.append("the agent hung up mid-stream; the reply is recorded whole, as the model wrote it")
            return Written(proposal, proposal, notes=tuple(notes))
        proposal = _asked(run.upstream, request, exchange, run.sampling or None, notes)
        return _held(run, request, exchange, proposal, observations, notes)
    except ApiError as exc:
        with run.lock:
            note_failure(run.trajectory, exc.message)
            run.messages.append(f"A call of the agent got no reply: {exc.message}")
            run.save()
        raise


def _asked(
    upstream: Upstream,
    request: ChatRequest,
    exchange: Exchange,
    overrides: dict[str, Any] | None = None,
    notes: list[str] | None = None,
) -> ChatReply:
    """The model's whole reply (asked unstreamed: it is read whole anyway before any hold); on the embedded
    model with tools, asked and read as `embedded_calls` does (a note in `notes` where a call was read)."""
    body = request.upstream_body(upstream.model_name(), overrides, upstream.reply_cap)
    body.pop("stream", None)
    body.pop("stream_options", None)
    native = embedded_calls.applies(upstream, request.tools)
    exchange.sent = embedded_calls.body_for(body) if native else body
    started = time.monotonic()
    reply = read_whole(upstream.post("chat/completions", exchange.sent))
    if native and embedded_calls.ended_at_once(reply, body):
        exchange.sent = embedded_calls.body_for(body, call_alone=True)  # the server finds this prompt cached
        reply = read_whole(upstream.post("chat/completions", exchange.sent))
        if notes is not None:
            notes.append(embedded_calls.AT_ONCE)
    exchange.model_s += time.monotonic() - started
    if native:
        reply, note = embedded_calls.read(reply, request.tools)
        if note is not None and notes is not None:
            notes.append(note)
    return reply


def _relayed(upstream: Upstream, request: ChatRequest, exchange: Exchange, relay: Relay) -> tuple[ChatReply, bool]:
    """The model's streamed reply, each event relayed to the agent as it comes; (the reply, the agent hung up).
    The usage event the endpoint asked for is passed on only if the agent asked for it too."""
    reader = StreamReader()
    gone = False
    started = time.monotonic()
    for event in upstream.stream("chat/completions", exchange.sent):
        reader.add(event)
        if gone or (not event.get("choices") and "usage" in event and not request.include_usage):
            continue
        gone = not relay(event)
    exchange.model_s += time.monotonic() - started
    reply = reader.reply()
    if reply.finish_reason is None:  # the stream ended with no finish: the server hung up mid-reply
        raise model_error(502, "The model server hung up in the middle of its reply; ask again.", "bad_reply")
    return reply, gone


def _held(
    run: AgentRun,
    request: ChatRequest,
    exchange: Exchange,
    proposal: ChatReply,
    observations: list[Step],
    notes: list[str],
) -> Written:
    """The reply as a person decided it where a breakpoint holds it, else as the model wrote it."""
    rules = run.rules
    if not rules.active:
        return Written(proposal, proposal, notes=tuple(notes))
    with run.lock:
        proposed = _with_proposal(run.trajectory, exchange, proposal) if rules.wants_flags() else None
        reason = rules.why(run.trajectory, proposal, observations, proposed)
    if reason is None:
        return Written(proposal, proposal, notes=tuple(notes))
    hold = Hold(reason, proposal, request.tools, rules.timeout_s)
    with run.lock:
        run.holds.append(hold)
    set_aside: list[tuple[ChatReply, dict[str, Any]]] = []
    try:
        while True:
            decision = hold.wait()
            if decision.kind != ASK_AGAIN:
                break
            upstream = Upstream(decision.model) if decision.model is not None else run.upstream
            overrides = {**run.sampling}
            if decision.temperature is not None:
                overrides["temperature"] = decision.temperature
            earlier_body = exchange.sent
            try:
                again = _asked(upstream, request, exchange, overrides or None, notes)
            except ApiError as exc:
                run.say(f"Asking again failed: {exc.message} The held reply is the earlier one.")
                hold.renew(hold.proposal)
                continue
            set_aside.append((hold.proposal, earlier_body))
            hold.renew(again)
    finally:
        with run.lock:
            run.holds.remove(hold)
    reply, thought_author, call_authors, said = applied(decision, hold.proposal)
    all_notes = (*notes, reason, *said)
    if set_aside:
        all_notes += (f"asked again {len(set_aside)} time(s) by a person",)
    return Written(hold.proposal, reply, thought_author, call_authors, all_notes, tuple(set_aside))


def _with_proposal(trajectory: Trajectory, exchange: Exchange, proposal: ChatReply) -> Trajectory:
    """A copy of the trajectory with the proposal written, for the flags to judge."""
    copy = Trajectory.from_dict(trajectory.to_dict())
    record_reply(copy, replace(exchange), Written(proposal, proposal))
    return copy

"""Each call of a person's agent written on its run's trajectory, as the workbench's own tool-call
agent writes its steps (react_core.prompting.tool_agent), so the Run page, the diff, the HTML share and
the OpenTelemetry export read it unchanged:

- the tool results the agent sends in a request (its `tool` messages answering calls recorded earlier)
  are the observations of those calls; a new user message is an observation too, marked as the user's;
- the reply's text is the thought, each of its tool calls an action (``name[{JSON arguments}]``, the
  call itself on `Step.tool_call`); a reply with no call is the agent's answer (``Finish[text]``), as
  agent frameworks take it;
- the call itself is a `ModelCall`: the prompt as readable text, the model's reply, tokens and time, and
  in ``request["agent"]`` the exact exchange: the agent's request, the reply it got, the model's own
  (a re-run serves earlier calls from these, issue 47).

Who wrote each step is its `Author`: the model, or a person who edited it, wrote it whole or added it.
The family is the agent's tools (react_core.plugins.trace_tools, as an imported trace's), so Steer
here resumes the run with the workbench's own tool-call agent, recorded results answering recorded calls.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from react_core.endpoint.chat_reply import ChatReply
from react_core.endpoint.chat_request import ChatRequest
from react_core.plugins.trace_tools import save_definition
from react_core.prompting.tool_agent import ANSWERED
from react_core.prompting.tool_agent import NAME as TOOL_CALLS
from react_core.prompting.tool_messages import readable
from react_core.trajectory.steps import Author, ModelCall, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

FRAMEWORK = "your agent"
WAITING = "(waiting for the agent's first call)"
FINISHED = "Episode finished."  # after the agent's answer, as an imported trace's run ends


@dataclass(frozen=True)
class Written:
    """What goes to the agent and who wrote it: the model's reply (as the model server sent it), the reply
    the agent gets, the thought's author and each call's, and notes for the steps."""

    model_reply: ChatReply
    reply: ChatReply
    thought_author: Author = Author.MODEL
    call_authors: tuple[Author, ...] = ()
    notes: tuple[str, ...] = ()
    set_aside: tuple[tuple[ChatReply, dict[str, Any]], ...] = ()  # replies asked again over, with their bodies


@dataclass
class Exchange:
    """One call as it happened: the agent's request, what went to the model server, and the time taken."""

    request: ChatRequest
    sent: dict[str, Any]
    api: str = "chat/completions"
    agent_body: dict[str, Any] | None = None  # the agent's own body where it was not a chat request (Responses)
    shape: Callable[[ChatReply], dict[str, Any]] | None = None  # the reply as the agent's API writes it
    # The earlier call whose request's messages begin this one's, and how many: only the new messages are
    # kept on this call (a conversation re-sent whole at every call would grow the run as its square).
    messages_from: tuple[str, int] | None = None
    started: float = field(default_factory=time.monotonic)
    model_s: float = 0.0  # seconds the model server took (not the time the reply was held)


_families = threading.Lock()  # one family file written at a time: runs at once share one file name


def _family(tools: list[dict[str, Any]]) -> str:
    with _families:
        return save_definition(FRAMEWORK, tools)


def new_trajectory(name: str, model: dict[str, Any]) -> Trajectory:
    """An empty run, to be filled as the agent calls; `model`: the run's model settings (never a key)."""
    family = _family([])
    task = Task(id=f"agent-{uuid.uuid4().hex[:12]}", family=family, text=WAITING, meta=_meta({}, name, []))
    trajectory = Trajectory.start(task, TOOL_CALLS, {**model, "imported_from": FRAMEWORK, "max_steps": 1000})
    trajectory.title = f"[{FRAMEWORK}] {name}"[:120]
    return trajectory


def record_request(trajectory: Trajectory, request: ChatRequest) -> list[str]:
    """Write what the request brings: the task (its first user message) and its tools on the first call,
    then the observations (tool results of recorded calls, new user messages). The notes for the next step."""
    notes: list[str] = []
    steps = trajectory.steps_of()
    if not trajectory.calls:
        _set_task(trajectory, request)
    elif request.tools and _tool_names(request.tools) != set(trajectory.task.meta.get("tool_names", [])):
        _set_task(trajectory, request, keep_text=True)
    branch = trajectory.branch()
    if branch.finished:
        branch.outcome = branch.answer = None  # the agent went on after the reply taken as its answer
        notes.append("the agent went on after the reply it was taken to end with")
    pending = _unanswered(steps)
    for message in _after_last_assistant(request.messages):
        role = message.get("role")
        call_id = str(message.get("tool_call_id"))
        if role == "tool" and call_id in pending:
            text = _content(message.get("content"))
            trajectory.append(Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, info={"tool_call_id": call_id}))
            _remember_result(trajectory, pending.pop(call_id), text)
        elif role == "tool" and not _answered(steps, call_id):
            notes.append(f"a tool result for a call this run did not record ({call_id})")
        elif role == "user" and trajectory.calls_of():  # the branch's calls: a re-run records on a branch
            text = "User: " + _content(message.get("content"))
            trajectory.append(Step(StepKind.OBSERVATION, text, Author.ENVIRONMENT, info={"user_message": True}))
    if trajectory.calls_of() and not _continues(trajectory, request.messages):
        notes.append(
            "this request does not continue the conversation recorded so far (another agent on this run, or the agent began again)"
        )
    return notes


def record_reply(trajectory: Trajectory, exchange: Exchange, written: Written) -> ModelCall:
    """Write the call and its steps (thought, actions, or the answer); the ModelCall written."""
    call = _model_call(exchange, written.model_reply, written.reply)
    trajectory.add_call(call)
    notes = list(written.notes)
    branch = trajectory.branch()
    if branch.finished:  # another request on this run was answered while this one was in flight
        branch.outcome = branch.answer = None
        notes.append("another call on this run ended with an answer while this one was in flight")
    reply = written.reply
    written_steps: list[Step] = []
    if reply.tool_calls:
        if reply.content and reply.content.strip():
            written_steps.append(Step(StepKind.THOUGHT, reply.content.strip(), written.thought_author, call_id=call.id))
        else:
            notes.append("the reply had no thought before its call")
        for index, tool_call in enumerate(reply.tool_calls):
            author = written.call_authors[index] if index < len(written.call_authors) else Author.MODEL
            made = _tool_call(tool_call, call.id, index)
            text = f"{made['name']}[{made['arguments']}]"
            written_steps.append(Step(StepKind.ACTION, text, author, call_id=call.id, tool_call=made))
    else:  # the agent's answer, as an imported trace's: the finish call, then the episode's end
        answer = (reply.content or "").strip()
        arguments = json.dumps({"answer": answer}, ensure_ascii=False)
        finish = {"name": "finish", "arguments": arguments, "id": f"call_{call.id}_finish"}
        info: dict[str, Any] = {ANSWERED: True}
        author = written.thought_author
        written_steps.append(
            Step(StepKind.ACTION, f"Finish[{answer}]", author, call_id=call.id, info=info, tool_call=finish)
        )
        written_steps.append(Step(StepKind.OBSERVATION, FINISHED, Author.ENVIRONMENT, info={"answer_end": True}))
    first = written_steps[0]
    written_steps[0] = replace(first, notes=[*first.notes, *notes])
    for step in written_steps:
        trajectory.append(step)
    for earlier_reply, body in written.set_aside:  # asked again: the earlier replies, counted but set aside
        earlier = _model_call(replace(exchange, sent=body), earlier_reply, earlier_reply)
        trajectory.add_call(replace(earlier, purpose="asked_again", set_aside_for=written_steps[0].id))
    if not reply.tool_calls:
        branch = trajectory.branch()
        branch.outcome, branch.answer = Outcome.ANSWERED, (reply.content or "").strip()
    trajectory.updated_at = time.time()
    return call


def note_failure(trajectory: Trajectory, message: str) -> None:
    """A call that got no reply (the model server down, too slow): said on the run, no step written."""
    failures = trajectory.task.meta.setdefault("endpoint", {}).setdefault("failures", [])
    failures.append({"at": time.time(), "message": message})
    trajectory.updated_at = time.time()


def raw_text(reply: ChatReply) -> str:
    """A reply as a card shows what the model wrote: its text, then a line per call."""
    lines = [(reply.content or "").strip()]
    for call in reply.tool_calls:
        function = call.get("function") or {}
        lines.append(f"→ {function.get('name')}({function.get('arguments', '')})")
    return "\n".join(lines).strip()


def _model_call(exchange: Exchange, model_reply: ChatReply, reply: ChatReply) -> ModelCall:
    body = exchange.request.body
    temperature = body.get("temperature", exchange.sent.get("temperature"))
    agent: dict[str, Any] = {
        "api": exchange.api,
        "request": _kept_request(exchange),
        "reply": exchange.shape(reply) if exchange.shape is not None else reply.whole(),
        "model_reply": model_reply.raw,
    }
    if exchange.messages_from is not None and exchange.agent_body is None:
        agent["messages_from"] = {"call": exchange.messages_from[0], "count": exchange.messages_from[1]}
    return ModelCall(
        prompt=readable(exchange.request.messages, exchange.request.tools),
        raw_output=raw_text(model_reply),
        model=model_reply.model or str(exchange.sent.get("model", "")),
        tokens_in=model_reply.tokens_in,
        tokens_out=model_reply.tokens_out,
        latency_s=round(exchange.model_s, 4),
        temperature=float(temperature) if isinstance(temperature, (int, float)) else 0.0,
        request={
            "temperature": temperature,
            "max_tokens": body.get("max_completion_tokens", body.get("max_tokens")),
            "stop": body.get("stop") or [],
            "seed": body.get("seed"),
            "n": body.get("n", 1),
            "tool_choice": body.get("tool_choice"),
            "tools": sorted(_tool_names(exchange.request.tools)),
            "agent": agent,
        },
        sent={**{k: v for k, v in exchange.sent.items() if k != "messages"}, "route": "chat/completions"},
        finish_reason=model_reply.finish_reason,
    )


def _kept_request(exchange: Exchange) -> dict[str, Any]:
    body = exchange.agent_body if exchange.agent_body is not None else exchange.request.body
    if exchange.messages_from is None or exchange.agent_body is not None:
        return body
    return {**body, "messages": body["messages"][exchange.messages_from[1] :]}


def _tool_call(call: dict[str, Any], call_id: str, index: int) -> dict[str, str]:
    function = call.get("function") or {}
    arguments = str(function.get("arguments") or "{}")
    try:
        arguments = json.dumps(json.loads(arguments), ensure_ascii=False)
    except ValueError:
        pass  # kept as the model wrote it: the step shows what the agent got
    return {
        "name": str(function.get("name") or "?"),
        "arguments": arguments,
        "id": str(call.get("id") or f"call_{call_id}_{index}"),
    }


def _set_task(trajectory: Trajectory, request: ChatRequest, keep_text: bool = False) -> None:
    tools = [_declared(t) for t in request.tools]
    family = _family(tools)
    text = trajectory.task.text
    if not keep_text:
        users = [_content(m.get("content")) for m in request.messages if m.get("role") == "user"]
        text = (users[0] if users else _content(request.messages[-1].get("content"))).strip() or WAITING
    meta = _meta(trajectory.task.meta, str(trajectory.task.meta.get("endpoint", {}).get("name", "")), tools)
    trajectory.task = replace(trajectory.task, family=family, text=text, meta=meta)
    if not keep_text:
        trajectory.title = f"[{FRAMEWORK}] {text}"[:120]


def _meta(meta: dict[str, Any], name: str, tools: list[dict[str, Any]]) -> dict[str, Any]:
    endpoint = dict(meta.get("endpoint") or {})
    endpoint.setdefault("name", name)
    return {
        **meta,
        "source": "steering endpoint",
        "trace": {"framework": FRAMEWORK, "file": "", "trace_id": "", "root": name},
        "endpoint": endpoint,
        "recorded": list(meta.get("recorded") or []),
        "tool_names": sorted(t["name"] for t in tools) if tools else list(meta.get("tool_names") or []),
    }


def _remember_result(trajectory: Trajectory, action: Step, text: str) -> None:
    """The tool's result kept where the agent's family answers a recorded call with it on resume."""
    assert action.tool_call is not None
    recorded = trajectory.task.meta.setdefault("recorded", [])
    recorded.append([action.tool_call["name"], action.tool_call["arguments"], text])


def _declared(tool: dict[str, Any]) -> dict[str, Any]:
    function = tool.get("function") or {}
    return {
        "name": str(function.get("name")),
        "description": str(function.get("description") or ""),
        "parameters": function.get("parameters") or {"type": "object", "properties": {}},
    }


def _tool_names(tools: list[dict[str, Any]]) -> set[str]:
    return {str((t.get("function") or {}).get("name")) for t in tools}


def _unanswered(steps: list[Step]) -> dict[str, Step]:
    """The calls of the last reply that no observation answered yet, by id: the actions after the last
    observation (a model may give every call the same id: only the latest calls count)."""
    pending: dict[str, Step] = {}
    for step in reversed(steps):
        if step.kind == StepKind.OBSERVATION and not (step.info.get("mcp_hold") or step.info.get("mcp_result")):
            break
        if step.kind == StepKind.ACTION and step.tool_call and not step.info.get(ANSWERED):
            pending.setdefault(step.tool_call["id"], step)
    answered_by_proxy = {s.info.get("tool_call_id") for s in steps if s.info.get("mcp_result")}
    return {k: v for k, v in reversed(list(pending.items())) if k not in answered_by_proxy}


def _answered(steps: list[Step], call_id: str) -> bool:
    return any(s.kind == StepKind.OBSERVATION and s.info.get("tool_call_id") == call_id for s in steps)


def _after_last_assistant(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for index in range(len(messages) - 1, -1, -1):
        if messages[index].get("role") == "assistant":
            return messages[index + 1 :]
    return []


def _continues(trajectory: Trajectory, messages: list[dict[str, Any]]) -> bool:
    """The request's last assistant message is the last reply recorded: the same calls, or the same text."""
    assistant = [m for m in messages if m.get("role") == "assistant"]
    if not assistant:
        return False
    last = max((c for c in trajectory.calls_of() if not c.set_aside_for), key=lambda c: c.created_at)
    steps = [s for s in trajectory.steps.values() if s.call_id == last.id and s.kind == StepKind.ACTION]
    theirs = [
        s.tool_call["id"] for s in sorted(steps, key=lambda s: s.created_at) if s.tool_call and not s.info.get(ANSWERED)
    ]
    mine = [c.get("id") for c in assistant[-1].get("tool_calls") or []]
    if mine or theirs:
        return mine == theirs
    answer = next((s.text for s in steps if s.info.get(ANSWERED)), "")
    return f"Finish[{_content(assistant[-1].get('content')).strip()}]" == answer


def _content(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return json.dumps(content, ensure_ascii=False)

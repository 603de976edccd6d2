"""The spans of one branch's own steps: a `chat` span per model call, an `execute_tool` span per
action (its observation is the tool's result), and a CHAIN span for a thought or an observation
that neither covers (a person's thought, an observation with no action before it).

Each carries both vocabularies (react_core.traces.names): GenAI conventions and OpenInference. The
exact prompt and raw reply go out only when `include_messages` (the GenAI conventions make message
content opt-in); the thought and action a call wrote are the trajectory's steps and always go. A
tool-call agent's call (`Step.tool_call`) goes as the call itself: on the chat span as the reply's tool
call (OpenInference's output message), on the execute_tool span as its name, id and JSON arguments;
with the messages, the tools the model was given go too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from react_core.engine import catalog
from react_core.traces import names as n
from react_core.traces.span_model import KIND_CLIENT, KIND_INTERNAL, AttributeValue, SpanRecord, nanos
from react_core.trajectory import call_record
from react_core.trajectory.run_with import RunWith
from react_core.trajectory.steps import Author, ModelCall, Step, StepKind, set_aside_by_step

_BRACKETED = re.compile(r"^\s*([A-Za-z_][\w \-]*?)\s*\[(.*)\]\s*$", re.DOTALL)
PROVIDERS = {"embedded": "llama.cpp", "openai-compatible": "openai"}  # gen_ai.provider.name's words


@dataclass
class BranchSteps:
    """A branch's own steps (from its fork point on) and what the spans need around them."""

    trace_id: str
    root_span_id: str
    steps: list[Step]  # the branch's own steps
    first: int  # the branch position of steps[0]
    calls: dict[str, ModelCall]
    family: str
    settings_at: Callable[[int], RunWith]  # the model that wrote the step at a branch position
    span_id: Callable[[str, str], str]  # (what, key) -> a span id unique within the trajectory
    finished: bool


def tool_call(action: str, family: str) -> tuple[str, str]:
    """`search[Colorado orogeny]` -> ("search", "Colorado orogeny"); an action without brackets
    (ALFWorld's `go to fridge 1`) is the family's one tool, the whole text its argument."""
    match = _BRACKETED.match(action)
    if match:
        return match.group(1).strip().lower(), match.group(2)
    return family, action


def step_spans(branch: BranchSteps, include_messages: bool) -> tuple[list[SpanRecord], dict[int, str]]:
    """The spans of the branch's own steps, in order, and the span holding each branch position."""
    spans: list[SpanRecord] = []
    holder: dict[int, str] = {}
    done_calls: dict[str, SpanRecord] = {}
    steps = branch.steps
    set_aside = set_aside_by_step(branch.calls.values())
    for index, step in enumerate(steps):
        position = branch.first + index
        for call in set_aside.pop(step.id, []):  # before the call whose reply replaced it
            aside = _chat_span(branch, call, [], position, include_messages)
            aside.attributes[n.WB_SET_ASIDE] = True
            spans.append(aside)
        if step.call_id and step.call_id in branch.calls and step.kind != StepKind.OBSERVATION:
            span = done_calls.get(step.call_id)
            if span is None:
                made = [s for s in steps[index:] if s.call_id == step.call_id]
                span = _chat_span(branch, branch.calls[step.call_id], made, position, include_messages)
                done_calls[step.call_id] = span
                spans.append(span)
            if step.kind == StepKind.THOUGHT:
                holder[position] = span.span_id
                continue
        if step.kind == StepKind.ACTION:
            following = steps[index + 1] if index + 1 < len(steps) else None
            result = following if following is not None and following.kind == StepKind.OBSERVATION else None
            span = _tool_span(branch, step, result, position)
            spans.append(span)
            holder[position] = span.span_id
            if result is not None:
                holder[position + 1] = span.span_id
        elif position not in holder:
            span = _step_span(branch, step, position)
            spans.append(span)
            holder[position] = span.span_id
    return spans, holder


def _span(branch: BranchSteps, what: str, key: str, name: str, kind: int, start: float, end: float) -> SpanRecord:
    return SpanRecord(
        trace_id=branch.trace_id,
        span_id=branch.span_id(what, key),
        parent_span_id=branch.root_span_id,
        name=name,
        kind=kind,
        start_ns=nanos(start),
        end_ns=max(nanos(end), nanos(start)),
        attributes={},
    )


def _chat_span(
    branch: BranchSteps, call: ModelCall, made: list[Step], position: int, include_messages: bool
) -> SpanRecord:
    settings = branch.settings_at(position)
    span = _span(
        branch,
        "call",
        call.id,
        f"{n.OP_CHAT} {call.model}",
        KIND_CLIENT,
        call.created_at - call.latency_s,
        call.created_at,
    )
    request = call.request or {"temperature": call.temperature}
    provider = PROVIDERS.get(settings.provider, settings.provider)
    attrs: dict[str, AttributeValue] = {
        n.OPERATION: n.OP_CHAT,
        n.PROVIDER: provider,
        n.REQUEST_MODEL: call.model,
        n.RESPONSE_MODEL: call.model,
        n.REQUEST_TEMPERATURE: float(request.get("temperature") or 0.0),
        n.INPUT_TOKENS: call.tokens_in,
        n.OUTPUT_TOKENS: call.tokens_out,
        n.SPAN_KIND: n.KIND_LLM,
        n.LLM_MODEL_NAME: call.model,
        n.LLM_PROVIDER: provider,
        n.LLM_INVOCATION_PARAMETERS: json.dumps(request, ensure_ascii=False),
        n.LLM_PROMPT_TOKENS: call.tokens_in,
        n.LLM_COMPLETION_TOKENS: call.tokens_out,
        n.LLM_TOTAL_TOKENS: call.tokens_in + call.tokens_out,
        n.OUTPUT_VALUE: _written(made),
        n.OUTPUT_MIME: "text/plain",
        n.WB_STEP: position + 1,
        n.WB_AUTHOR: Author.MODEL.value,
    }
    if request.get("max_tokens") is not None:
        attrs[n.REQUEST_MAX_TOKENS] = int(request["max_tokens"])
    if request.get("stop"):
        attrs[n.REQUEST_STOP] = [str(s) for s in request["stop"]]
    if call.finish_reason:
        attrs[n.FINISH_REASONS] = [call.finish_reason]
    for step in made:
        attrs[n.WB_THOUGHT if step.kind == StepKind.THOUGHT else n.WB_ACTION] = step.text
    calls = [s.tool_call for s in made if s.tool_call]
    if made:  # what Phoenix's Info view shows as the reply: the steps the call wrote (its raw text, with messages)
        attrs[f"{n.LLM_OUTPUT_MESSAGES}.0.message.role"] = "assistant"
        attrs[f"{n.LLM_OUTPUT_MESSAGES}.0.message.content"] = _reply_content(made, calls)
        attrs.update(_tool_call_attributes(f"{n.LLM_OUTPUT_MESSAGES}.0.message", calls))
    if include_messages:
        attrs.update(_messages(call, calls))
        attrs.update(_declared_tools(call, branch.family))
    span.attributes = attrs
    return span


def _reply_content(made: list[Step], calls: list[dict[str, str]]) -> str:
    """A reply message's text: a tool-call reply's thought (its calls go as calls), else the steps as written."""
    if calls:
        return "\n".join(s.text for s in made if s.kind == StepKind.THOUGHT)
    return _written(made)


def _tool_call_attributes(message: str, calls: list[dict[str, str]]) -> dict[str, AttributeValue]:
    """OpenInference's flattened tool calls of one message: {message}.tool_calls.{j}.tool_call.*"""
    attrs: dict[str, AttributeValue] = {}
    for j, made_call in enumerate(calls):
        at = f"{message}.tool_calls.{j}.tool_call"
        attrs[f"{at}.id"] = str(made_call.get("id") or "")
        attrs[f"{at}.function.name"] = str(made_call.get("name") or "")
        attrs[f"{at}.function.arguments"] = _arguments_text(made_call.get("arguments"))
    return attrs


def _arguments_text(arguments: object) -> str:
    return arguments if isinstance(arguments, str) else json.dumps(arguments or {}, ensure_ascii=False)


def _written(made: list[Step]) -> str:
    """What the call wrote, as steps: "Thought: ...\\nAction: ..."."""
    return "\n".join(f"{s.kind.value.capitalize()}: {s.text}" for s in made if s.kind != StepKind.OBSERVATION)


def _declared_tools(call: ModelCall, family: str) -> dict[str, AttributeValue]:
    """The tools a tool-call request gave the model (opt-in, like the messages): as sent, else the family's."""
    tools = (call.sent or {}).get("tools")
    if not isinstance(tools, list) and (call.request or {}).get("tools"):
        try:  # a tool-call run recorded without its body: the family's tools
            family_tools = catalog.family(family).tool_calls
        except ValueError:  # a plugin family no longer loaded
            family_tools = None
        wanted = set((call.request or {}).get("tools") or [])
        tools = [t for t in family_tools.schemas() if t["function"]["name"] in wanted] if family_tools else None
    if not isinstance(tools, list) or not tools:
        return {}
    attrs: dict[str, AttributeValue] = {n.TOOL_DEFINITIONS: json.dumps(tools, ensure_ascii=False)}
    for i, tool in enumerate(tools):
        attrs[f"{n.LLM_TOOLS}.{i}.{n.OI_LLM_TOOL_JSON_SCHEMA}"] = json.dumps(tool, ensure_ascii=False)
    return attrs


def _messages(call: ModelCall, calls: list[dict[str, str]]) -> dict[str, AttributeValue]:
    """The prompt and the raw reply, in both vocabularies (opt-in); a tool-call reply's calls are its first."""
    sent = call_record.messages(call) or [{"role": "user", "content": call.prompt}]
    replies = call.samples or [call.raw_output]
    if calls:  # the tool-call agent's raw reply writes its calls as "→ name(args)" lines: they go as calls
        replies = [_reply_text(replies[0]), *replies[1:]]
    call_parts = [
        {"type": "tool_call", "id": c.get("id", ""), "name": c.get("name", ""), "arguments": _json(c.get("arguments"))}
        for c in calls
    ]
    attrs: dict[str, AttributeValue] = {
        n.INPUT_VALUE: call.prompt,
        n.INPUT_MIME: "text/plain",
        n.INPUT_MESSAGES: json.dumps(
            [{"role": m["role"], "parts": [{"type": "text", "content": m["content"]}]} for m in sent],
            ensure_ascii=False,
        ),
        n.OUTPUT_MESSAGES: json.dumps(
            [
                {
                    "role": "assistant",
                    "parts": [{"type": "text", "content": text}] + (call_parts if i == 0 else []),
                    "finish_reason": call.finish_reason or ("tool_calls" if call_parts and i == 0 else "stop"),
                }
                for i, text in enumerate(replies)
            ],
            ensure_ascii=False,
        ),
    }
    for i, message in enumerate(sent):
        at = f"{n.LLM_INPUT_MESSAGES}.{i}.message"
        attrs[f"{at}.role"] = message["role"]
        attrs[f"{at}.content"] = message["content"]
        if message.get("tool_call_id"):  # a tool's result answers the call of this id
            attrs[f"{at}.tool_call_id"] = str(message["tool_call_id"])
        attrs.update(_tool_call_attributes(at, [_sent_call(c) for c in message.get("tool_calls") or []]))
    for i, text in enumerate(replies):
        attrs[f"{n.LLM_OUTPUT_MESSAGES}.{i}.message.role"] = "assistant"
        attrs[f"{n.LLM_OUTPUT_MESSAGES}.{i}.message.content"] = text
    return attrs


def _sent_call(call: object) -> dict[str, str]:
    """A call in a sent message (the chat API's {"id", "function": {"name", "arguments"}}) as a step keeps it."""
    if not isinstance(call, dict):
        return {}
    inner = call.get("function")
    function: dict[str, Any] = inner if isinstance(inner, dict) else call
    return {
        "id": str(call.get("id") or ""),
        "name": str(function.get("name") or ""),
        "arguments": _arguments_text(function.get("arguments")),
    }


def _reply_text(raw: str) -> str:
    """The text of a tool-call reply, without the call lines the workbench adds to its raw output."""
    return "" if raw.startswith("→ ") else raw.split("\n→ ")[0].strip()


def _json(text: str | None) -> object:
    try:
        return json.loads(text or "{}")
    except json.JSONDecodeError:
        return text


def _tool_span(branch: BranchSteps, action: Step, result: Step | None, position: int) -> SpanRecord:
    if action.tool_call:  # a tool-call agent's call: the call itself, not the action text's reading
        name, call_id = action.tool_call.get("name", ""), action.tool_call.get("id") or action.id
        argument = arguments = action.tool_call.get("arguments", "{}")
        mime = "application/json"
    else:
        name, argument = tool_call(action.text, branch.family)
        call_id, arguments, mime = action.id, json.dumps({"input": argument}, ensure_ascii=False), "text/plain"
    end = result.created_at if result is not None else action.created_at
    span = _span(branch, "step", action.id, f"{n.OP_TOOL} {name}", KIND_INTERNAL, action.created_at, end)
    attrs: dict[str, AttributeValue] = {
        n.OPERATION: n.OP_TOOL,
        n.TOOL_NAME: name,
        n.TOOL_TYPE: "function",
        n.TOOL_CALL_ID: call_id,
        n.TOOL_CALL_ARGUMENTS: arguments,
        n.SPAN_KIND: n.KIND_TOOL,
        n.OI_TOOL_NAME: name,
        n.OI_TOOL_CALL_ID: call_id,
        n.INPUT_VALUE: argument,
        n.INPUT_MIME: mime,
        n.WB_STEP: position + 1,
        n.WB_ACTION: action.text,
        n.WB_AUTHOR: action.author.value,
    }
    if result is not None:
        attrs.update(
            {
                n.TOOL_CALL_RESULT: result.text,
                n.OUTPUT_VALUE: result.text,
                n.OUTPUT_MIME: "text/plain",
                n.WB_OBSERVATION_AUTHOR: result.author.value,
            }
        )
    span.attributes = attrs
    span.done = result is not None or branch.finished
    return span


def _step_span(branch: BranchSteps, step: Step, position: int) -> SpanRecord:
    """A thought no model call wrote (a person's), or an observation that answered no action."""
    span = _span(branch, "step", step.id, step.kind.value, KIND_INTERNAL, step.created_at, step.created_at)
    span.attributes = {
        n.SPAN_KIND: n.KIND_CHAIN,
        n.OUTPUT_VALUE: step.text,
        n.OUTPUT_MIME: "text/plain",
        n.WB_STEP: position + 1,
        n.WB_AUTHOR: step.author.value,
    }
    if step.kind == StepKind.THOUGHT:
        span.attributes[n.WB_THOUGHT] = step.text
    return span

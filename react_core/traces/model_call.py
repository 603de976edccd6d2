"""What one model call said, read from its span in either vocabulary: its thought (the model's own prose
in the assistant's text or reasoning parts, see `prose`), the tool calls it asked for (OpenInference's ``llm.output_messages``, the GenAI
conventions' ``gen_ai.output.messages``, calls written as JSON in the text, or the workbench's own
``react_workbench.thought`` / ``.action``), the messages it was sent, its model and token counts.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from react_core.traces import names
from react_core.traces.imported_span import Span, indexed
from react_core.traces.prose import prose

# Tools that end a run with its answer: smolagents' final_answer, the workbench's tool-call agent's finish.
FINAL_ANSWER_TOOLS = ("final_answer", "finish")


@dataclass
class ToolCall:
    name: str
    arguments: str  # JSON text, as the model wrote it
    call_id: str = ""
    result: str | None = None  # the tool span's output; None: the trace has no result for it
    failed: bool = False


@dataclass
class ModelTurn:
    """One model call: what it thought, what it asked for."""

    thought: str
    calls: list[ToolCall]
    model: str
    prompt: str  # the input messages, as role: text lines
    raw_output: str
    tokens_in: int
    tokens_out: int
    latency_s: float
    span_id: str
    api_calls: bool = False  # the calls came as the model API's tool calls (not read from text or action words)


# ----- one model call ----------------------------------------------------------------------------------
def model_turn(span: Span) -> ModelTurn:
    texts, calls = _output(span)
    api_calls = bool(calls)
    if names.WB_THOUGHT in span.attributes or names.WB_ACTION in span.attributes:
        # the workbench's own export: the steps it wrote, exactly (its reply text is the raw output)
        thought = span.text(names.WB_THOUGHT)
        calls = calls or _workbench_action(span.text(names.WB_ACTION))
    else:
        thought = "\n".join(t for t in texts if t.strip()).strip()
        if not calls:
            thought, calls = _calls_in_text(thought)
        thought = prose(thought)  # "Action:", a fence's "json": what a call written as text leaves behind
    raw = thought + "".join(f"\n{c.name}({c.arguments})" for c in calls)
    return ModelTurn(
        thought=thought,
        calls=calls,
        model=str(
            span.get(names.RESPONSE_MODEL) or span.get(names.LLM_MODEL_NAME) or span.get(names.REQUEST_MODEL) or ""
        ),
        prompt="\n".join(f"{role}: {text}" for role, text in input_messages(span)),
        raw_output=raw.strip() or span.text(names.OUTPUT_VALUE),
        tokens_in=span.number(names.LLM_PROMPT_TOKENS, names.INPUT_TOKENS),
        tokens_out=span.number(names.LLM_COMPLETION_TOKENS, names.OUTPUT_TOKENS),
        latency_s=max(0.0, (span.end_ns - span.start_ns) / 1e9),
        span_id=span.span_id,
        api_calls=api_calls,
    )


def _output(span: Span) -> tuple[list[str], list[ToolCall]]:
    """The assistant's texts (reasoning and text parts) and tool calls, from either vocabulary."""
    texts: list[str] = []
    calls: list[ToolCall] = []
    for message in indexed(span.attributes, names.LLM_OUTPUT_MESSAGES):
        texts.append(str(message.get("message.content") or ""))
        for part in indexed(message, "message.contents"):
            texts.append(str(part.get("message_content.text") or ""))
        for call in indexed(message, "message.tool_calls"):
            calls.append(
                ToolCall(
                    name=str(call.get("tool_call.function.name") or ""),
                    arguments=json_text(call.get("tool_call.function.arguments")),
                    call_id=str(call.get("tool_call.id") or ""),
                )
            )
    if not texts and not calls:
        for message in json_list(span.get(names.OUTPUT_MESSAGES)):
            for part in message.get("parts") or [] if isinstance(message, dict) else []:
                if not isinstance(part, dict):
                    continue
                if part.get("type") in ("text", "reasoning"):
                    texts.append(str(part.get("content") or ""))
                elif part.get("type") == "tool_call":
                    calls.append(
                        ToolCall(
                            str(part.get("name") or ""), json_text(part.get("arguments")), str(part.get("id") or "")
                        )
                    )
    return texts, [c for c in calls if c.name]


def _workbench_action(action: str) -> list[ToolCall]:
    """The workbench's action text (Search[Colorado orogeny], Finish[1,800 to 7,000 ft]) as a call."""
    name, bracket, rest = action.partition("[")
    if not bracket or not rest.endswith("]") or not name.strip():
        return []
    argument = rest[:-1]
    if name.strip().lower() == "finish":
        return [ToolCall(FINAL_ANSWER_TOOLS[0], json.dumps({"answer": argument}))]
    return [ToolCall(name.strip(), argument)]


def _calls_in_text(text: str) -> tuple[str, list[ToolCall]]:
    """Calls written as JSON in the reply's text ({"name": ..., "arguments": {...}}), as a framework
    reads them when the server returns no tool_calls (smolagents does); the rest is the thought."""
    decoder, calls, kept, at = json.JSONDecoder(), [], [], 0
    while (start := text.find("{", at)) != -1:
        try:
            value, end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            kept.append(text[at : start + 1])
            at = start + 1
            continue
        if isinstance(value, dict) and isinstance(value.get("name"), str) and "arguments" in value:
            calls.append(ToolCall(value["name"], json_text(value["arguments"])))
            kept.append(text[at:start])
        else:
            kept.append(text[at:end])
        at = end
    kept.append(text[at:])
    return ("".join(kept) if calls else text), calls


def input_messages(span: Span) -> list[tuple[str, str]]:
    """(role, text) of the messages sent to the model, from either vocabulary."""
    out = []
    for message in indexed(span.attributes, names.LLM_INPUT_MESSAGES):
        text = str(message.get("message.content") or "")
        text += "".join(str(p.get("message_content.text") or "") for p in indexed(message, "message.contents"))
        out.append((str(message.get("message.role") or ""), text))
    if not out:
        for message in json_list(span.get(names.INPUT_MESSAGES)):
            if isinstance(message, dict):
                parts = [p for p in message.get("parts") or [] if isinstance(p, dict)]
                text = "".join(str(p.get("content") or "") for p in parts if p.get("type") in ("text", None))
                out.append((str(message.get("role") or ""), text))
    return out


def json_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value if value is not None else {})


def json_object(value: Any) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    try:
        parsed = json.loads(str(value or ""))
    except json.JSONDecodeError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def json_list(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    try:
        parsed = json.loads(str(value or ""))
    except json.JSONDecodeError:
        return []
    return parsed if isinstance(parsed, list) else []

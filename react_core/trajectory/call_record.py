"""What one recorded model call sent and how it fit: the request put back together, the context
window it used, and what was cut. Read by the card's Prompt panel (ui/run_view/call_view.py) and its JSON
download; it only reads a `ModelCall`, so it works on any saved trajectory, older ones included.

A call keeps its prompt once (`ModelCall.prompt`); the body the backend sent (`ModelCall.sent`)
marks where the prompt went with None, and `sent_request` puts it back.
"""

from __future__ import annotations

import json
from typing import Any

from react_core.trajectory.steps import ModelCall


def recorded(call: ModelCall) -> bool:
    """The call's settings were kept (calls made before they were have only prompt and reply)."""
    return call.request is not None


def api_of(call: ModelCall) -> str:
    """How the prompt went to the model: "completion", "chat", or "" when the backend did not say."""
    route = (call.sent or {}).get("route", "")
    return {"completions": "completion", "chat/completions": "chat"}.get(route, "")


def messages(call: ModelCall) -> list[dict[str, Any]] | None:
    """The chat messages exactly as sent (the transcript put back where it went); None unless chat.
    A tool-call request's messages keep their calls (`tool_calls`, `tool_call_id`); an assistant
    message that only calls a tool has no text, which is not where a transcript went."""
    sent = (call.sent or {}).get("messages")
    if not isinstance(sent, list):
        return None
    shown = []
    for m in sent:
        if not isinstance(m, dict):
            continue
        calls = m.get("tool_calls")
        content = call.prompt if m.get("content") is None and not calls else str(m.get("content") or "")
        message: dict[str, Any] = {"role": str(m.get("role", "")), "content": content}
        for key in ("tool_calls", "tool_call_id"):
            if m.get(key):
                message[key] = m[key]
        shown.append(message)
    return shown


def sent_request(call: ModelCall) -> dict[str, Any]:
    """The request as one JSON object: the body the backend posted where it was recorded, else the
    settings the model was asked with; the prompt (or messages) always whole, the reply beside it."""
    if call.sent is not None:
        body: dict[str, Any] = dict(call.sent)
        chat = messages(call)
        if chat is not None:
            body["messages"] = chat
        else:
            body["prompt"] = call.prompt
    else:
        body = {"prompt": call.prompt, **(call.request or {"temperature": call.temperature})}
    reply: dict[str, Any] = {"text": call.raw_output, "tokens_in": call.tokens_in, "tokens_out": call.tokens_out}
    if call.samples:
        reply["samples"] = list(call.samples)
    if call.finish_reason is not None:
        reply["finish_reason"] = call.finish_reason
    return {"model": call.model, "request": body, "reply": reply, "cache_hit": call.cache_hit}


def task_start(prompt: str, task_texts: list[str]) -> int | None:
    """Where the task itself begins in a prompt, after the few-shot exemplars: the start of the line
    where the first of `task_texts` (the environment's opening, the task's text) that the prompt
    holds first appears; None when none is there or nothing comes before it."""
    for text in task_texts:
        at = prompt.find(text.strip()) if text.strip() else -1
        if at > 0:
            return prompt.rfind("\n", 0, at) + 1 or None
    return None


def request_json(call: ModelCall) -> str:
    return json.dumps(sent_request(call), indent=2, ensure_ascii=False)


def settings_line(call: ModelCall) -> str:
    """ "stop ["\\nObservation"] · max tokens 200 · temperature 0.0 · seed none · n 1", the stop
    strings as JSON so a newline in one reads \\n; just the temperature where nothing more was kept."""
    if call.request is None:
        return f"temperature {call.temperature}"
    request = call.request
    parts = [
        f"stop {json.dumps(request.get('stop', []), ensure_ascii=False)}",
        f"max tokens {request.get('max_tokens')}",
        f"temperature {request.get('temperature')}",
        f"seed {'none' if request.get('seed') is None else request.get('seed')}",
        f"n {request.get('n', 1)}",
    ]
    if request.get("end_after_line"):
        parts.append(f"ends after the {request['end_after_line']!r} line")
    if request.get("choices"):
        parts.append(f"{len(request['choices'])} allowed replies")
    return " · ".join(parts)


def context_line(call: ModelCall) -> str:
    """ "812 prompt + 34 reply tokens = 846 of the context window's 8,192 (10%)"."""
    used = call.tokens_in + call.tokens_out
    tokens = f"{call.tokens_in:,} prompt + {call.tokens_out:,} reply tokens"
    if not used:
        return "The backend reported no token counts for this call."
    if call.context_tokens:
        share = 100 * used / call.context_tokens
        return f"{tokens} = {used:,} of the context window's {call.context_tokens:,} ({share:.0f}%)."
    return f"{tokens}; this endpoint does not say how large its context window is."


def cuts(call: ModelCall) -> list[str]:
    """What was cut from the prompt or the reply, one sentence each; the prompt is never shortened
    here (a prompt too long for the context is refused by the server, with a message), so that
    is said too."""
    said = ["Nothing was cut from the prompt: the workbench always sends the whole trajectory."]
    request = call.request or {}
    if call.finish_reason == "length":
        said.append(
            f"The reply was cut off at max tokens ({request.get('max_tokens', '?')}): the model had not finished."
        )
    asked, sent = request.get("stop") or [], (call.sent or {}).get("stop")
    if isinstance(sent, list) and len(sent) < len(asked):
        said.append(f"The server took only the first {len(sent)} stop strings; the reply was cut at the others here.")
    label = request.get("end_after_line")
    if label and "id_slot" in (call.sent or {}):
        said.append(f"Reading stopped at the end of the {label!r} line; nothing after it was written.")
    elif label:
        said.append(f"Anything written after the {label!r} line is dropped when the reply is read.")
    if (
        call.context_tokens
        and call.tokens_in
        and call.tokens_in + int(request.get("max_tokens") or 0) > call.context_tokens
    ):
        room = max(call.context_tokens - call.tokens_in, 0)
        said.append(f"The prompt left room for only {room:,} reply tokens in the context window.")
    return said

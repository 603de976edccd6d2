"""Reading what the openai client returns, whole or streamed, into texts, tool calls and counts.

Apart from the call so that the stream's own rules (llama.cpp's running counts and reading
progress, tool calls arriving in pieces, hanging up at the end of the answer line) live in one
place; model_reply.py turns a `ReadReply` into a `ModelReply` (prices, alignment, stops).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from react_core.common.text_hygiene import no_lone_surrogates
from react_core.models.errors import ModelError
from react_core.models.live import LiveReply

TextCallback = Callable[[str], None]
TimingsCallback = Callable[[dict[str, Any] | None], None]


@dataclass
class ReadReply:
    """A reply as read, before alignment and stops: a text and a finish reason per choice."""

    texts: list[str]
    finishes: list[str]
    tokens_in: int
    tokens_out: int
    tool_calls: list[dict[str, str]] = field(default_factory=list)


def read_whole(raw: Any, shown_url: str, on_timings: TimingsCallback) -> ReadReply:
    """A reply that was not streamed; `on_timings` gets llama.cpp's `timings` (None elsewhere)."""
    if not isinstance(getattr(raw, "choices", None), list):
        raise ModelError(
            "server",
            f"{shown_url} answered with something that is not an OpenAI-compatible reply "
            f"({type(raw).__name__}: {str(raw)[:80]!r}).",
            "Check that the base URL points at the API (it usually ends in /v1), not a web page or a proxy's "
            "sign-in page; the trajectory is unchanged.",
        )
    on_timings((getattr(raw, "model_extra", None) or {}).get("timings"))
    choices = sorted(raw.choices or [], key=lambda c: c.index or 0)
    usage = raw.usage
    message = getattr(choices[0], "message", None) if choices else None
    return ReadReply(
        [_choice_text(c) for c in choices],
        [c.finish_reason or "" for c in choices],
        usage.prompt_tokens if usage else 0,
        usage.completion_tokens if usage else 0,
        [_call_of(c) for c in (getattr(message, "tool_calls", None) or [])],
    )


def read_stream(
    raw: Any,
    *,
    shown_url: str,
    end_after_line: str | None,
    on_text: TextCallback | None,
    streamed: list[bool],
    live: LiveReply | None,
    on_timings: TimingsCallback,
) -> ReadReply:
    """A streamed reply (n=1). `streamed[0]` turns True with the first piece (a retry would repeat
    it); `end_after_line`: hang up at the end of that answer line (llama.cpp only, see
    OpenAIModel._ends_early); `on_timings` gets llama.cpp's `timings` as they come."""
    pieces: list[str] = []
    calls: dict[int, dict[str, str]] = {}  # streamed tool calls by index, their pieces joined
    finish = ""
    tokens_in = tokens_out = 0
    answer_line = _line_ending_pattern(end_after_line) if end_after_line is not None else None
    for chunk in raw:
        if chunk.usage:
            tokens_in, tokens_out = chunk.usage.prompt_tokens, chunk.usage.completion_tokens
        extra = getattr(chunk, "model_extra", None) or {}
        timings = extra.get("timings")
        if timings:
            on_timings(timings)
        if timings and not chunk.usage:  # llama.cpp's running counts: cached + read prompt, generated
            tokens_in = int(timings.get("cache_n", 0)) + int(timings.get("prompt_n", 0))
            tokens_out = int(timings.get("predicted_n", 0))
        progress = extra.get("prompt_progress")
        if live is not None and progress:  # llama.cpp, asked with return_progress
            live.prompt_progress(
                int(progress.get("total", 0)), int(progress.get("processed", 0)), int(progress.get("cache", 0))
            )
        for choice in chunk.choices or []:
            piece = _choice_text(choice, delta=True)
            if piece:
                streamed[0] = True
                pieces.append(piece)
                if on_text is not None:
                    on_text(piece)
                if live is not None:
                    live.wrote(piece, tokens_out or None)
            if _add_call_pieces(calls, choice) and live is not None:
                live.calling(_calls_so_far(calls), tokens_out or None)
            if choice.finish_reason:
                finish = choice.finish_reason
        if answer_line is not None and not finish:
            ended = answer_line.search("".join(pieces))
            if ended:
                end = ended.end() - 1 if ended.group(0).endswith("\n") else ended.end()
                pieces = ["".join(pieces)[:end]]  # the answer line, without its newline
                finish = "stop"
                raw.close()  # the server stops generating once we hang up
                break
    if not finish:
        raise ModelError(
            "server",
            f"The reply stream from {shown_url} ended before the reply was complete "
            f"(after {len(''.join(pieces))} characters, with no finish reason).",
            "Try the step again; if it keeps happening, check the server's log or a proxy's time limits. "
            "The trajectory is unchanged.",
            retryable=True,
        )
    return ReadReply(["".join(pieces)], [finish], tokens_in, tokens_out, [calls[i] for i in sorted(calls)])


def _line_ending_pattern(label: str | None) -> re.Pattern[str]:
    """Matches the first `label` line with text after the label, up to its newline, or up to the
    `]` that closes an action written right after the label ("Action 3: Finish[Zanzibar]"): a
    small model often writes on along the same line ("... Thought 4: ..."), which the parser drops
    (18% of ReAct calls in one 50-question batch). An argument holding "[" waits for the newline.
    A step number in the label matches any number: a small model that writes "Action 2:" in step 1
    is still done at that line (the parser takes it), instead of rambling on to max_tokens."""
    label = re.sub(r"\\ (\d+):$", r"\\ *\\d*:", re.escape(label or ""))
    return re.compile(rf"(?:^|\s){label}[ \t]*(?:[A-Za-z_]+\[[^\[\]\n]*\]|\S[^\n]*\n)", re.IGNORECASE)


def _choice_text(choice: Any, delta: bool = False) -> str:
    """Text of a completion or chat choice (streamed or not)."""
    if getattr(choice, "text", None) is not None:
        return no_lone_surrogates(choice.text)
    message = getattr(choice, "delta" if delta else "message", None)
    # Half an emoji (a lone UTF-16 surrogate) could never be saved: U+FFFD where text enters.
    return no_lone_surrogates(getattr(message, "content", None) or "") if message is not None else ""


def _call_of(call: Any) -> dict[str, str]:
    """A reply's tool call as {"id", "name", "arguments"}; the arguments as the model wrote them."""
    function = getattr(call, "function", None)
    return {
        "id": str(getattr(call, "id", None) or ""),
        "name": no_lone_surrogates(str(getattr(function, "name", None) or "")),
        "arguments": no_lone_surrogates(str(getattr(function, "arguments", None) or "")),
    }


def _add_call_pieces(calls: dict[int, dict[str, str]], choice: Any) -> bool:
    """Join a streamed tool call's pieces: the first piece of a call has its id and name, the
    arguments come in parts (OpenAI's and llama.cpp's streams). Whether this chunk had any."""
    delta = getattr(choice, "delta", None)
    pieces = getattr(delta, "tool_calls", None) or []
    for piece in pieces:
        call = calls.setdefault(int(getattr(piece, "index", 0) or 0), {"id": "", "name": "", "arguments": ""})
        function = getattr(piece, "function", None)
        call["id"] = call["id"] or str(getattr(piece, "id", None) or "")
        call["name"] += no_lone_surrogates(str(getattr(function, "name", None) or ""))
        call["arguments"] += no_lone_surrogates(str(getattr(function, "arguments", None) or ""))
    return bool(pieces)


def _calls_so_far(calls: dict[int, dict[str, str]]) -> str:
    """The streamed calls as a person reads them while they arrive: 'search({"entity": "Kol'."""
    return "; ".join(f"{calls[i]['name']}({calls[i]['arguments']}" for i in sorted(calls))

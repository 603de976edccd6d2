"""A reply as read (openai_replies.ReadReply) made into the ModelReply the workbench keeps: each text aligned to
the transcript where the model was asked as chat, cut at the stop strings, tool calls read back from the text
where the embedded server's grammar wrote them (native_tools), and priced where the model has prices."""

from __future__ import annotations

from collections.abc import Mapping

from react_core.models.base import ModelReply, ModelRequest
from react_core.models.chat_prompt import align_chat_reply, cut_at_stops
from react_core.models.native_tools import read_tool_reply
from react_core.models.openai_replies import ReadReply
from react_core.models.openai_requests import rendered_here
from react_core.models.pricing import cost_usd


def model_reply(
    read: ReadReply,
    request: ModelRequest,
    *,
    name: str,
    model: str,
    chat: bool,
    chat_layout: str,
    embedded: bool,
    prices: Mapping[str, tuple[float, float]] | None,
    context_tokens: int | None,
) -> ModelReply:
    """`read` as the reply to `request`. `name`: the model as the reply names it; `model`: as priced; `chat`: a
    transcript asked as chat, whose reply is aligned to its cue; `prices`: None where never priced (local models)."""
    texts = [cut_at_stops(_aligned(request, text, chat, chat_layout), request.stop) for text in read.texts]
    calls = read.tool_calls
    if rendered_here(request, embedded) and texts and not calls:  # the calls are in the text (native_tools)
        content, native = read_tool_reply(texts[0], list(request.held_to or request.tools))
        texts[0] = content or ""
        calls = [{"id": c["id"], **c["function"]} for c in native]
    cost = cost_usd(model, read.tokens_in, read.tokens_out, prices) if prices is not None else None
    return ModelReply(
        texts=texts,
        model=name,
        tokens_in=read.tokens_in,
        tokens_out=read.tokens_out,
        cost_usd=cost,
        finish_reasons=read.finishes,
        context_tokens=context_tokens,
        tool_calls=list(calls or []),
    )


def _aligned(request: ModelRequest, text: str, chat: bool, chat_layout: str) -> str:
    if request.tools:  # a reply of its own, not the continuation of a transcript
        return text
    return align_chat_reply(request.prompt, text, chat_layout) if chat else text

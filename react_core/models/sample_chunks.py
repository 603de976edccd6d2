"""n samples from a server that caps n (llama.cpp does, at its slot count): requests of at most `max_n`, one
after another, merged into one reply."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from react_core.models.base import ModelReply, ModelRequest


def in_chunks(
    request: ModelRequest, max_n: int, ask: Callable[[ModelRequest], ModelReply], context_tokens: int | None
) -> ModelReply:
    """`request`'s n samples as requests of at most `max_n` (each answered by `ask`), merged into one reply.
    A fixed seed moves on per chunk: the server already gives a request's samples seed, seed+1, ... and
    repeating those would repeat the samples."""
    replies: list[ModelReply] = []
    asked = 0
    while asked < request.n:
        size = min(max_n, request.n - asked)
        seed = None if request.seed is None else request.seed + asked
        replies.append(ask(replace(request, n=size, seed=seed)))
        asked += size
    costs = [r.cost_usd for r in replies if r.cost_usd is not None]
    return ModelReply(
        texts=[t for r in replies for t in r.texts],
        model=replies[0].model,
        tokens_in=sum(r.tokens_in for r in replies),
        tokens_out=sum(r.tokens_out for r in replies),
        cost_usd=sum(costs) if len(costs) == len(replies) else None,  # unknown when any part's is
        finish_reasons=[f for r in replies for f in r.finish_reasons],
        # The first request as sent; the others differ in n and seed only (`requests` says how many).
        sent=None if replies[0].sent is None else {**replies[0].sent, "requests": len(replies)},
        context_tokens=context_tokens,
    )

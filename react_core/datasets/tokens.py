"""Token counts of training examples: by the model's own tokenizer when it is at hand, else an estimate.

`ServerTokens` asks a llama.cpp server's ``/tokenize`` (the embedded model's, or any llama.cpp
server's) for the exact count; `EstimatedTokens` says it guesses (4 characters a token, about
right for English under BPE tokenizers) so a summary never passes a guess off as a count. A chat
example is counted as its turns' text plus `TURN_OVERHEAD` tokens a turn for the chat template's
role markers (Qwen2.5's ``<|im_start|>role\\n ... <|im_end|>\\n`` is 4 or 5).
"""

from __future__ import annotations

import json
import math
import urllib.error
import urllib.request
from typing import Any, Protocol

from react_core.datasets.errors import DatasetError

CHARS_PER_TOKEN = 4
TURN_OVERHEAD = 5


class TokenCounter(Protocol):
    label: str

    def count(self, text: str) -> int: ...


class EstimatedTokens:
    label = f"estimated: 1 token per {CHARS_PER_TOKEN} characters (no tokenizer at hand)"

    def count(self, text: str) -> int:
        return math.ceil(len(text) / CHARS_PER_TOKEN)


class ServerTokens:
    """Counts with a llama.cpp server's /tokenize; `url` is its address (with or without /v1)."""

    def __init__(self, url: str, timeout_s: float = 10.0) -> None:
        self.root = url.rstrip("/").removesuffix("/v1")
        self.timeout_s = timeout_s
        self.label = f"counted by the model's tokenizer ({self.root}/tokenize)"

    def count(self, text: str) -> int:
        body = json.dumps({"content": text}).encode("utf-8")
        request = urllib.request.Request(
            f"{self.root}/tokenize", data=body, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as reply:
                tokens = json.loads(reply.read().decode("utf-8")).get("tokens")
        except (urllib.error.URLError, OSError, ValueError) as exc:
            raise DatasetError(
                f"Could not count tokens at {self.root}/tokenize ({exc}).",
                "Start the embedded model (or the llama.cpp server you named), or leave out the "
                "tokenizer address to use the stated estimate.",
            ) from None
        if not isinstance(tokens, list):
            raise DatasetError(
                f"{self.root}/tokenize answered without a token list.",
                "Point to a llama.cpp server, or leave the address out to use the estimate.",
            )
        return len(tokens)


def counter_for(url: str | None) -> TokenCounter:
    return ServerTokens(url) if url else EstimatedTokens()


def chat_tokens(counter: TokenCounter, turns: list[dict[str, Any]]) -> int:
    """A conversation's tokens; a tool-call turn's call counts too (its name and arguments)."""
    calls = [json.dumps(t.get("tool_calls")) if t.get("tool_calls") else "" for t in turns]
    return sum(counter.count((t.get("content") or "") + call) + TURN_OVERHEAD for t, call in zip(turns, calls))

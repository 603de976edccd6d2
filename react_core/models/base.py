"""The one interface every method uses to talk to a language model.

A method builds a `ModelRequest`; whatever serves it (OpenAI, an OpenAI-compatible
server, the embedded llama.cpp model, a cache in front of any of them, or a scripted
test double) answers with a `ModelReply`. Nothing else about the backend leaks out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


@dataclass(frozen=True)
class ModelRequest:
    """One completion request: a prompt continued until a stop string."""

    prompt: str
    stop: tuple[str, ...] = ()
    max_tokens: int = 256
    temperature: float = 0.0
    n: int = 1  # samples wanted (CoT-SC asks for many)
    seed: int | None = None
    # Names the trajectory asking, so a server can keep that trajectory's prompt prefix
    # warm (one llama.cpp slot per trajectory). Not part of the cache key.
    session: str | None = None
    # A label such as "Answer:": the reply is complete once a line with the label and some text
    # after it has ended. Small models often write on past their answer line until max_tokens;
    # a model that can stop there does (the embedded one), others are cut at the parser.
    end_after_line: str | None = None
    # The reply must be one of these texts (e.g. the buttons a page offers, as " click[B0...]"). A server
    # that can constrain its output does (the embedded llama.cpp model, through a grammar); any other
    # answers freely, so the caller still checks the reply.
    choices: tuple[str, ...] = ()
    # A tool-call request (react_core.prompting.tool_calls): the chat `messages` and the `tools` (OpenAI's
    # function schemas) sent as they are, always to the chat route; `prompt` is then their readable
    # form, kept for the Prompt panel. `tool_choice`: "auto" (the model may answer in text) or
    # "required" (a server that can hold the reply to the tools' schemas does: llama.cpp, OpenAI).
    messages: tuple[dict[str, Any], ...] = ()
    tools: tuple[dict[str, Any], ...] = ()
    tool_choice: str | None = None
    # The first this many characters of a tool-call request's `prompt` are the same in every run of it
    # (tools, system message, exemplars): a server with slots saves what it read of them once, and a new
    # run starts from that (the server renders the messages itself, so the text prompt cannot say so).
    shared_chars: int = 0
    # A tool-call request held to one call whose reply is the call alone, with no thought, where a grammar
    # holds it (the embedded llama.cpp): the games' steps (their thoughts are calls of a think tool), and the
    # held ask after a reply that ran to its token limit with no call, whose thought ran away (WebShop's
    # "B079999999, B079999999, ..."); the same ask with a thought ran away too.
    call_alone: bool = False
    # The tools (function schemas) the reply is held to, where they are narrower than the `tools` the prompt
    # shows (WebShop's held click, its button an `enum` of the page's moves). A server that holds replies by a
    # grammar (the embedded llama.cpp) still renders `tools` into the prompt, so the prompt it has cached still
    # holds (the tools head the system message, so narrowed ones made it read all 1,500 tokens again: 110 s a
    # held click writing 48 tokens, against 53 s a step writing 66, measured);
    # any other is sent these as its tools. Empty: `tools`.
    held_to: tuple[dict[str, Any], ...] = ()


@dataclass
class ModelReply:
    """What one request cost and returned. `texts` has `n` entries."""

    texts: list[str]
    model: str
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    cache_hit: bool = False
    cost_usd: float | None = None  # None when the model has no price
    finish_reasons: list[str] = field(default_factory=list)
    # A cache hit's `latency_s` is the lookup; this is what the call took when it was first made,
    # so a cached method does not look free next to one that was asked live.
    original_latency_s: float | None = None
    # The request body as the backend sent it (stop strings as the server got them, slot, grammar...),
    # the prompt text left out: it is the request's own `prompt` (a chat message holding it has
    # content None). None from backends that do not say (a test double).
    sent: dict[str, Any] | None = None
    context_tokens: int | None = None  # the model's context window in tokens, where the backend knows it
    # The first choice's tool calls, each {"id", "name", "arguments"} (arguments as the model wrote
    # them: JSON text, maybe malformed); empty for text replies.
    tool_calls: list[dict[str, str]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return self.texts[0] if self.texts else ""


@runtime_checkable
class LanguageModel(Protocol):
    """Anything that turns a `ModelRequest` into a `ModelReply`.

    Raises `react_core.models.errors.ModelError` (with cause and fix) on any failure;
    never returns a partial reply.
    """

    @property
    def name(self) -> str: ...  # read-only: a model may compute its name

    def complete(self, request: ModelRequest) -> ModelReply: ...

"""The bodies OpenAIModel posts, one builder per API style: completion, chat, tool-call chat.

Kept apart from the call itself (retries, streaming, slots) because what is sent, and what is
recorded as sent (`sent_body`, shown in the Prompt panel), is one concern per API style.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from react_core.models.base import ModelRequest
from react_core.models.chat_prompt import chat_messages
from react_core.models.grammar import choice_grammar
from react_core.models.native_tools import embedded_tool_body

if TYPE_CHECKING:  # the SDK's typed message shapes; chat_messages builds plain dicts of that form
    import openai
    from openai.types.chat import ChatCompletionMessageParam

# Model names that only exist behind /v1/chat/completions.
_CHAT_ONLY = re.compile(r"^(gpt-3\.5-turbo(?!-instruct)|gpt-4|gpt-5|chatgpt|o\d)", re.IGNORECASE)
_OPENAI_MAX_STOPS = 4

Posted = tuple[Any, dict[str, Any]]  # the client's answer (a reply or a stream) and the body as sent


def looks_chat_only(model: str) -> bool:
    return bool(_CHAT_ONLY.match(model))


def common_args(
    request: ModelRequest,
    *,
    model: str,
    base_url: str,
    timeout_s: float,
    stream: bool,
    embedded: bool,
    slot: int | None,
    watched: bool,
    ends_early: bool,
) -> dict[str, Any]:
    """The arguments every route shares. `embedded`: llama.cpp, which takes its own extras; `slot`:
    the server slot this trajectory keeps (its cached prefix), None when it has none."""
    args: dict[str, Any] = {
        "model": model,
        "max_tokens": request.max_tokens,
        "temperature": request.temperature,
        "timeout": timeout_s,
    }
    stops = list(request.stop)
    if stops:
        # OpenAI takes at most 4; any further ones are applied on our side.
        args["stop"] = stops[:_OPENAI_MAX_STOPS] if "api.openai.com" in base_url else stops
    if request.n != 1:
        args["n"] = request.n
    if request.seed is not None:
        args["seed"] = request.seed
    if stream:
        args["stream"] = True
        args["stream_options"] = {"include_usage": True}
    extra: dict[str, Any] = {}
    if slot is not None:
        # llama.cpp: keep this trajectory in its own slot with its cached prefix.
        extra.update(id_slot=slot, cache_prompt=True)
    if request.choices and embedded:  # llama.cpp: the reply is one of the choices
        extra["grammar"] = choice_grammar(request.choices)
    progress = stream and watched and embedded  # llama.cpp, with a page watching
    if progress or (stream and ends_early):
        extra["timings_per_token"] = True  # llama.cpp: token counts in every piece, for a stream we close early
    if progress:
        extra["return_progress"] = True  # llama.cpp: how much of the prompt is read, while it reads
    if extra:
        args["extra_body"] = extra
    return args


def post_completion(client: openai.OpenAI, request: ModelRequest, args: dict[str, Any]) -> Posted:
    raw = client.completions.create(prompt=request.prompt, **args)
    return raw, sent_body("completions", args, prompt=None)  # None: the request's prompt, kept once


def post_chat(client: openai.OpenAI, request: ModelRequest, args: dict[str, Any], chat_layout: str) -> Posted:
    messages = chat_messages(request.prompt, chat_layout)
    raw = client.chat.completions.create(messages=cast("list[ChatCompletionMessageParam]", messages), **args)
    # The transcript is the request's prompt, kept once (ModelCall.prompt): None marks where it went.
    shown = [{**m, "content": None if m["content"] == request.prompt else m["content"]} for m in messages]
    return raw, sent_body("chat/completions", args, messages=shown)


def rendered_here(request: ModelRequest, embedded: bool) -> bool:
    """Whether a tool-call request is sent as `native_tools.embedded_tool_body` writes it: on the embedded
    llama.cpp server, the tools rendered into the messages by the workbench and the reply held by a grammar."""
    return bool(request.tools) and embedded


def post_tool_chat(client: openai.OpenAI, request: ModelRequest, args: dict[str, Any], embedded: bool) -> Posted:
    """A tool-call request: its own messages and tools, always on the chat route. On the embedded server,
    one call gives a thought and then the call (`native_tools`): the body goes without `tools`, its reply
    held by a grammar, and `read_tool_reply` reads the calls back (OpenAIModel); the body recorded is that
    one, as sent. `ModelRequest.call_alone`: the call with no thought before it, begun in the request there
    (`native_tools.CALL_START`)."""
    if rendered_here(request, embedded):
        body = embedded_tool_body(
            {"messages": list(request.messages), "tools": list(request.tools), "tool_choice": request.tool_choice},
            thought="none" if request.call_alone else "optional",
            held_to=list(request.held_to) or None,
            open_call=True,
        )
        if "grammar" in body:
            args["extra_body"] = {**args.get("extra_body", {}), "grammar": body["grammar"]}
        messages = body["messages"]
    else:
        args["tools"] = list(request.held_to or request.tools)
        if request.tool_choice:
            args["tool_choice"] = request.tool_choice
        messages = list(request.messages)
    raw = client.chat.completions.create(messages=cast("list[ChatCompletionMessageParam]", messages), **args)
    return raw, sent_body("chat/completions", args, messages=messages)


def sent_body(route: str, args: dict[str, Any], **more: Any) -> dict[str, Any]:
    """The body posted to `route` (e.g. "completions") as recorded with a reply: the client's own
    timeout is no part of it; where the prompt went, `more` holds None (ModelCall.prompt keeps it)."""
    body = {"route": route, **{k: v for k, v in args.items() if k != "timeout"}, **more}
    extra = body.pop("extra_body", None)
    return {**body, **(extra or {})}  # the openai client merges extra_body into the JSON it posts


def slot_reader(
    client: openai.OpenAI,
    request: ModelRequest,
    *,
    model: Callable[[], str],
    base_url: str,
    timeout_s: float,
    embedded: bool,
) -> Callable[[int], int]:
    """A tool-call request (the server renders its messages and tools) read into a given slot: its first token
    asked there, the prompt tokens read returned. What `OpenAIModel.warm_request` warms a slot with."""
    first = replace(request, max_tokens=1, temperature=0.0)

    def read(slot: int) -> int:
        args = common_args(
            first,
            model=model(),
            base_url=base_url,
            timeout_s=timeout_s,
            stream=False,
            embedded=embedded,
            slot=slot,
            watched=False,
            ends_early=False,
        )
        raw, _ = post_tool_chat(client, first, args, embedded)
        return raw.usage.prompt_tokens if raw.usage else 0

    return read

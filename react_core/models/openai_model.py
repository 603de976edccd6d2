"""A LanguageModel for any OpenAI-compatible endpoint, through the `openai` package.

Completion style (`/v1/completions`, prompt in, continuation out, stop strings) is the
ReAct paper's setting and the default. Chat-only models get the transcript through
`chat_prompt` instead. The embedded llama.cpp server is just another endpoint here, plus
a `SlotMap` so each trajectory keeps its own server slot and its prompt prefix warm.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import openai

if TYPE_CHECKING:  # the SDK's typed message shapes; chat_messages builds plain dicts of that form
    from openai.types.chat import ChatCompletionMessageParam

from react_core.common.text_hygiene import no_lone_surrogates
from react_core.models import priority, slot_files, throughput
from react_core.models.base import ModelReply, ModelRequest
from react_core.models.cancel import CancelToken, StepCancelled, current_token
from react_core.models.chat_prompt import align_chat_reply, chat_messages, cut_at_stops
from react_core.models.deadline import deadline_hooks
from react_core.models.errors import ModelError
from react_core.models.grammar import choice_grammar, tool_call_schema
from react_core.models.live import LiveReply, current_live
from react_core.models.openai_errors import says_chat_only, to_model_error
from react_core.models.pricing import cost_usd
from react_core.models.slots import SlotMap
from react_core.models.urls import without_credentials

TextCallback = Callable[[str], None]

# Model names that only exist behind /v1/chat/completions.
_CHAT_ONLY = re.compile(r"^(gpt-3\.5-turbo(?!-instruct)|gpt-4|gpt-5|chatgpt|o\d)", re.IGNORECASE)
_OPENAI_MAX_STOPS = 4
_MAX_BACKOFF_S = 30.0


@dataclass(frozen=True)
class WarmReport:
    """What `OpenAIModel.warm` did: the slot, the prompt's tokens, how many came from a saved file."""

    slot: int
    tokens: int
    restored: int
    seconds: float


def _sleep(seconds: float) -> bool:
    time.sleep(seconds)
    return False


def looks_chat_only(model: str) -> bool:
    return bool(_CHAT_ONLY.match(model))


class OpenAIModel:
    """Talks to one endpoint and model. Thread-safe; one instance per endpoint is enough."""

    def __init__(
        self,
        *,
        base_url: str,
        model: str | None = None,
        api_key: str | None = None,
        api_style: str = "auto",
        chat_layout: str = "transcript",
        timeout_s: float = 120.0,
        retries: int = 3,
        backoff_s: float = 0.5,
        slots: SlotMap | None = None,
        prices: Mapping[str, tuple[float, float]] | None = None,
        display_name: str | None = None,
        max_n: int | None = None,
        context_tokens: int | None = None,
        slot_dir: Path | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._model = model
        self._api_key = api_key
        self._style = api_style
        self.chat_layout = chat_layout
        self.timeout_s = timeout_s
        self.retries = retries
        self.backoff_s = backoff_s
        self._slots = slots
        self._prices = prices  # None: never priced (local models)
        self._display_name = display_name
        # The most samples one request may ask for (llama.cpp: its slot count); None: no limit.
        self.max_n = max_n
        self.context_tokens = context_tokens  # the context window, where known (the embedded server's slot)
        # Saved prompt prefixes (llama.cpp's slot files): a session new to a slot starts from its
        # prefix's file. The folder the server saves in, where known; plus the files this object saved.
        self.slot_dir = slot_dir
        self._saved: set[str] = set()
        self._slot_prefix: dict[int, str] = {}  # slot -> the saved prefix it was last filled from
        # Callers of a server on this machine queue behind a person (see priority.py); None: remote.
        self.priority_key = priority.server_key(self.base_url, embedded=slots is not None)
        self._lock = threading.Lock()
        self._in_flight = 0  # this object's calls under way (a call measured alone says the server's pace)
        # llama.cpp's own `timings` for the latest reply (None from other servers): lets the
        # benchmark set our overhead against the server's own time for the very same call.
        self.last_server_timings: dict[str, Any] | None = None
        # The openai client retries on its own; we do it here so every attempt maps to one policy.
        # The hooks make `timeout_s` bound each whole call, not only each read (see deadline.py).
        self._client = openai.OpenAI(
            base_url=self.base_url,
            api_key=api_key or "not-needed",
            timeout=timeout_s,
            max_retries=0,
            http_client=openai.DefaultHttpxClient(timeout=timeout_s, event_hooks=deadline_hooks(timeout_s)),
        )

    # -- identity ---------------------------------------------------------------------------
    @property
    def shown_url(self) -> str:
        """The base URL without a user name or password, for messages, logs and the cache."""
        return without_credentials(self.base_url)

    @property
    def name(self) -> str:
        return self._display_name or self.model

    @property
    def model(self) -> str:
        """The model name sent to the server; asks the server for its first model if unset."""
        with self._lock:
            if self._model is None:
                self._model = self._first_listed_model()
            return self._model

    @property
    def api_style(self) -> str:
        if self._style == "auto":
            return "chat" if looks_chat_only(self.model) else "completion"
        return self._style

    # -- the one call -----------------------------------------------------------------------
    def complete(self, request: ModelRequest, on_text: TextCallback | None = None) -> ModelReply:
        """Answer `request`; `on_text` (optional) receives text pieces as they stream in (n=1 only).

        Inside a `cancel_scope` (the engine's step) the call is cancellable: see `_cancellable`.
        Inside a `live_scope` it reports the prompt read and the reply written so far."""
        token, live = current_token(), current_live()  # read here: the helper thread has its own context
        if live is not None:
            live.begin_call()
        key, kind = self.priority_key, priority.background_kind()
        if key is not None and kind is not None:
            with priority.background_work(key, kind):
                return self._after_people(key, request, on_text, token, live)
        if key is not None and live is not None:  # a page is watching: a person waits for this call
            with priority.person_waiting(key, live):
                return self._call(request, on_text, token, live)
        return self._call(request, on_text, token, live)

    def _call(
        self, request: ModelRequest, on_text: TextCallback | None, token: CancelToken | None, live: LiveReply | None
    ) -> ModelReply:
        if token is None:
            return self._complete(request, on_text, None, live)
        return self._cancellable(request, on_text, token, live)

    def _after_people(
        self,
        key: str,
        request: ModelRequest,
        on_text: TextCallback | None,
        token: CancelToken | None,
        live: LiveReply | None,
    ) -> ModelReply:
        """A background call (a batch's): it waits while a person's call is waiting or running, and
        one already in flight when a person arrives closes its stream and asks again afterwards.
        It asks for llama.cpp's reading progress (a LiveReply of its own if none watches): the stream
        then opens at once, so it can be closed while the server is still reading the prompt."""
        live = live if live is not None else LiveReply()
        while True:
            priority.hold_for_people(key, token.wait if token is not None else _sleep)
            mine = CancelToken()
            forget = token.on_cancel(mine.cancel) if token is not None else (lambda: None)
            yielded = threading.Event()

            def make_way(mine: CancelToken = mine, yielded: threading.Event = yielded) -> None:
                yielded.set()
                mine.cancel()

            try:
                with priority.yield_to_people(key, make_way):
                    return self._cancellable(request, on_text, mine, live)
            except StepCancelled:
                if (token is not None and token.cancelled) or not yielded.is_set():
                    raise
            finally:
                forget()

    def _cancellable(
        self, request: ModelRequest, on_text: TextCallback | None, token: CancelToken, live: LiveReply | None
    ) -> ModelReply:
        """The call runs in a helper thread so that the caller returns within ~50 ms of a cancel even
        while the server has not answered yet; the stream itself is closed (which makes llama.cpp stop
        generating) as soon as it exists. A reply that lands after the cancel is dropped."""
        token.check()
        box: dict[str, Any] = {}
        done = threading.Event()

        def work() -> None:
            try:
                box["reply"] = self._complete(request, on_text, token, live)
            except BaseException as exc:
                box["error"] = exc
            finally:
                done.set()

        threading.Thread(target=work, name="model-call", daemon=True).start()
        while not done.wait(0.05):
            if token.cancelled:
                raise StepCancelled()
        token.check()
        if "error" in box:
            raise box["error"]
        return box["reply"]

    def _complete(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        token: CancelToken | None,
        live: LiveReply | None = None,
    ) -> ModelReply:
        started = time.perf_counter()
        if self.max_n is not None and request.n > self.max_n:
            reply = self._in_chunks(request, token)
        else:
            reply = self._with_retries(request, on_text, token, live)
        reply.latency_s = time.perf_counter() - started
        if not any(text.strip() for text in reply.texts) and not reply.tool_calls:
            raise ModelError(
                "empty_reply",
                f"{self.name} returned an empty reply (finish reason: {', '.join(reply.finish_reasons) or 'none'}).",
                "Check the stop strings and max tokens, or try another model; the trajectory is unchanged.",
            )
        return reply

    def _in_chunks(self, request: ModelRequest, token: CancelToken | None = None) -> ModelReply:
        """n samples as requests of at most `max_n`, one after another, merged into one reply (for
        servers that cap n, as llama.cpp does at its slot count). A fixed seed moves on per chunk:
        the server already gives a request's samples seed, seed+1, ... and repeating those would
        repeat the samples."""
        assert self.max_n is not None and self.max_n >= 1
        replies: list[ModelReply] = []
        asked = 0
        while asked < request.n:
            size = min(self.max_n, request.n - asked)
            seed = None if request.seed is None else request.seed + asked
            replies.append(self._with_retries(replace(request, n=size, seed=seed), None, token))
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
            context_tokens=self.context_tokens,
        )

    def _with_retries(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        token: CancelToken | None = None,
        live: LiveReply | None = None,
    ) -> ModelReply:
        attempt = 0
        while True:
            streamed = [False]
            try:
                return self._call_once(request, on_text, streamed, token, live)
            except ModelError:
                raise
            except Exception as exc:
                if token is not None and token.cancelled:
                    raise StepCancelled() from None  # we closed the stream ourselves
                if self._style == "auto" and self.api_style == "completion" and says_chat_only(exc):
                    self._style = "chat"  # remember: this model only does chat
                    continue
                error = to_model_error(
                    exc,
                    base_url=self.shown_url,
                    model=self._model or "?",
                    timeout_s=self.timeout_s,
                    secret=self._api_key,
                )
                if not error.retryable or attempt >= self.retries or streamed[0]:
                    raise error from None
                delay = self._backoff(attempt, exc)
                if token is not None and token.wait(delay):
                    raise StepCancelled() from None
                if token is None:
                    time.sleep(delay)
                attempt += 1

    def _backoff(self, attempt: int, exc: Exception) -> float:
        delay = self.backoff_s * (2**attempt)
        response = getattr(exc, "response", None)
        retry_after = response.headers.get("retry-after") if response is not None else None
        if retry_after:
            try:
                delay = max(delay, float(retry_after))
            except ValueError:
                pass
        return min(delay, _MAX_BACKOFF_S)

    def _call_once(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        streamed: list[bool],
        token: CancelToken | None = None,
        live: LiveReply | None = None,
    ) -> ModelReply:
        # A cancellable call streams: closing a stream is how a request in flight is ended.
        # A watched one (`live`) too: the page shows the reply as it is written.
        stream = (
            on_text is not None or self._ends_early(request) or token is not None or live is not None
        ) and request.n == 1
        with self._lock:
            self._in_flight += 1
            alone = self._in_flight == 1
        try:
            if request.tools:
                raw, sent = self._tool_chat(request, stream, live is not None)
            elif self.api_style == "chat":
                raw, sent = self._chat(request, stream, live is not None)
            else:
                raw, sent = self._completion(request, stream, live is not None)
            if not stream:
                reply = replace(self._reply_from(raw, request), sent=sent)
            else:
                forget = token.on_cancel(raw.close) if token is not None else (lambda: None)
                try:
                    if token is not None:
                        token.check()
                    reply = replace(self._collect_stream(raw, request, on_text, streamed, live), sent=sent)
                finally:
                    forget()
        finally:
            with self._lock:
                self._in_flight -= 1
                alone = alone and self._in_flight == 0
        if self._slots is not None:  # the embedded server: its pace, for batch estimates
            throughput.record(self.name, self.last_server_timings, alone)
        return reply

    def _ends_early(self, request: ModelRequest) -> bool:
        """Stop reading (and so generating) at the end of the request's answer line. Only on
        llama.cpp (the embedded server), which reports exact token counts with every streamed
        piece; an early-closed stream from other servers would lose its usage."""
        return bool(request.end_after_line) and self._slots is not None

    # -- warm-up ------------------------------------------------------------------------------
    def warm(self, prompt: str, key: str, ahead: bool = False) -> WarmReport | None:
        """Have the server read `prompt` now, in the slot the next new trajectory will get, so that
        trajectory's first step only writes. What it read is saved to a file named after `key` (the
        part of the prompt every run shares, e.g. the exemplars) and restored from there next time,
        also after a restart. llama.cpp only (it has slots); None elsewhere.

        `ahead`: a prompt read in the background for later (not the run about to start): None at once
        when its file is saved already; it gives way to a person's call (see priority.py)."""
        if self._slots is None:
            return None
        filename = slot_files.name_for(self.model, key)
        if ahead and self.slot_dir is not None and (self.slot_dir / filename).exists():
            return None
        started = time.perf_counter()
        slot = self._slots.next_slot()
        root = self.base_url.removesuffix("/v1")
        restored = 0 if ahead else slot_files.restore(root, slot, filename, self.timeout_s)
        try:
            if ahead and self.priority_key is not None:
                with (
                    priority.background(priority.READ_AHEAD),
                    priority.background_work(self.priority_key, priority.READ_AHEAD),
                ):
                    tokens = self._read_after_people(self.priority_key, prompt, slot)
            else:
                reply = self._client.completions.create(
                    model=self.model,
                    prompt=prompt,
                    max_tokens=1,
                    temperature=0.0,
                    timeout=self.timeout_s,
                    extra_body={"id_slot": slot, "cache_prompt": True},
                )
                tokens = reply.usage.prompt_tokens if reply.usage else 0
        except Exception as exc:
            raise to_model_error(
                exc, base_url=self.shown_url, model=self._model or "?", timeout_s=self.timeout_s, secret=self._api_key
            ) from None
        if not restored:
            slot_files.save(root, slot, filename, self.timeout_s)
        self._saved.add(filename)
        self._slot_prefix[slot] = filename
        return WarmReport(slot, tokens, restored, time.perf_counter() - started)

    def _read_after_people(self, key: str, prompt: str, slot: int) -> int:
        """Read `prompt` into `slot` (its token count), closing the stream whenever a person's call
        waits and reading on after it: what was read stays in the slot, so nothing is read twice."""
        while True:
            priority.hold_for_people(key, _sleep, quiet_s=priority.READ_AHEAD_QUIET_S)
            raw = self._client.completions.create(
                model=self.model,
                prompt=prompt,
                max_tokens=1,
                temperature=0.0,
                timeout=self.timeout_s,
                stream=True,
                stream_options={"include_usage": True},
                # the progress opens the stream at once, so it can be closed while the server reads
                extra_body={"id_slot": slot, "cache_prompt": True, "return_progress": True},
            )
            yielded = threading.Event()

            def make_way(raw: Any = raw, yielded: threading.Event = yielded) -> None:
                yielded.set()
                raw.close()

            tokens = 0
            try:
                with priority.yield_to_people(key, make_way):
                    for chunk in raw:
                        usage = getattr(chunk, "usage", None)
                        if usage is not None:
                            tokens = usage.prompt_tokens
                return tokens
            except Exception:
                if not yielded.is_set():
                    raise

    def _start_from_saved(self, slot: int, prompt: str) -> None:
        """A session new to `slot`: restore its prompt's saved prefix there (under a second, where
        reading it takes 20-80 s on two cores), unless the slot already starts with it."""
        names = set(self._saved)
        if self.slot_dir is not None and self.slot_dir.is_dir():
            names.update(path.name for path in self.slot_dir.glob("warm-*.bin"))
        name = slot_files.prefix_file(self.model, prompt, names)
        if name is None:
            self._slot_prefix.pop(slot, None)  # the slot fills with this prompt, no saved prefix
            return
        if self._slot_prefix.get(slot) == name:
            return
        root = self.base_url.removesuffix("/v1")
        if slot_files.restore(root, slot, name, self.timeout_s):
            self._slot_prefix[slot] = name
        else:
            self._slot_prefix.pop(slot, None)

    # -- request building ---------------------------------------------------------------------
    def _common_args(self, request: ModelRequest, stream: bool, watched: bool = False) -> dict[str, Any]:
        args: dict[str, Any] = {
            "model": self.model,
            "max_tokens": request.max_tokens,
            "temperature": request.temperature,
            "timeout": self.timeout_s,
        }
        stops = list(request.stop)
        if stops:
            # OpenAI takes at most 4; any further ones are applied on our side.
            args["stop"] = stops[:_OPENAI_MAX_STOPS] if "api.openai.com" in self.base_url else stops
        if request.n != 1:
            args["n"] = request.n
        if request.seed is not None:
            args["seed"] = request.seed
        if stream:
            args["stream"] = True
            args["stream_options"] = {"include_usage": True}
        extra: dict[str, Any] = {}
        if self._slots is not None and request.session is not None:
            # llama.cpp: keep this trajectory in its own slot with its cached prefix.
            slot, fresh = self._slots.assign(request.session, background=priority.background_kind() is not None)
            if fresh:
                self._start_from_saved(slot, request.prompt)
            extra.update(id_slot=slot, cache_prompt=True)
        if request.choices and self._slots is not None:  # llama.cpp: the reply is one of the choices
            extra["grammar"] = choice_grammar(request.choices)
        progress = stream and watched and self._slots is not None  # llama.cpp, with a page watching
        if progress or (stream and self._ends_early(request)):
            extra["timings_per_token"] = True  # llama.cpp: token counts in every piece, for a stream we close early
        if progress:
            extra["return_progress"] = True  # llama.cpp: how much of the prompt is read, while it reads
        if extra:
            args["extra_body"] = extra
        return args

    def _completion(self, request: ModelRequest, stream: bool, watched: bool = False) -> tuple[Any, dict[str, Any]]:
        args = self._common_args(request, stream, watched)
        raw = self._client.completions.create(prompt=request.prompt, **args)
        return raw, sent_body("completions", args, prompt=None)  # None: the request's prompt, kept once

    def _chat(self, request: ModelRequest, stream: bool, watched: bool = False) -> tuple[Any, dict[str, Any]]:
        args = self._common_args(request, stream, watched)
        messages = chat_messages(request.prompt, self.chat_layout)
        raw = self._client.chat.completions.create(messages=cast("list[ChatCompletionMessageParam]", messages), **args)
        # The transcript is the request's prompt, kept once (ModelCall.prompt): None marks where it went.
        shown = [{**m, "content": None if m["content"] == request.prompt else m["content"]} for m in messages]
        return raw, sent_body("chat/completions", args, messages=shown)

    def _tool_chat(self, request: ModelRequest, stream: bool, watched: bool = False) -> tuple[Any, dict[str, Any]]:
        """A tool-call request: its own messages and tools, always on the chat route (llama.cpp needs
        --jinja for it, which the embedded server is started with)."""
        args = self._common_args(request, stream, watched)
        if request.tool_choice == "required" and self._slots is not None:
            # llama.cpp does not hold a small model's tool_choice=required to the tools (Qwen2.5-Coder-1.5B
            # wrote its call as plain text under it): a JSON Schema of the calls does, through a grammar.
            # It cannot be sent with `tools`, so the reply is the call's JSON as text, which the method reads.
            args["extra_body"] = {**args.get("extra_body", {}), "json_schema": tool_call_schema(request.tools)}
        else:
            args["tools"] = list(request.tools)
            if request.tool_choice:
                args["tool_choice"] = request.tool_choice
        messages = cast("list[ChatCompletionMessageParam]", list(request.messages))
        raw = self._client.chat.completions.create(messages=messages, **args)
        return raw, sent_body("chat/completions", args, messages=list(request.messages))

    # -- reply reading ------------------------------------------------------------------------
    def _reply_from(self, raw: Any, request: ModelRequest) -> ModelReply:
        if not isinstance(getattr(raw, "choices", None), list):
            raise ModelError(
                "server",
                f"{self.shown_url} answered with something that is not an OpenAI-compatible reply "
                f"({type(raw).__name__}: {str(raw)[:80]!r}).",
                "Check that the base URL points at the API (it usually ends in /v1), not a web page or a proxy's "
                "sign-in page; the trajectory is unchanged.",
            )
        self.last_server_timings = (getattr(raw, "model_extra", None) or {}).get("timings")
        choices = sorted(raw.choices or [], key=lambda c: c.index or 0)
        texts = [cut_at_stops(self._aligned(request, _choice_text(c)), request.stop) for c in choices]
        usage = raw.usage
        message = getattr(choices[0], "message", None) if choices else None
        return self._reply(
            texts,
            [c.finish_reason or "" for c in choices],
            usage.prompt_tokens if usage else 0,
            usage.completion_tokens if usage else 0,
            [_call_of(c) for c in (getattr(message, "tool_calls", None) or [])],
        )

    def _collect_stream(
        self,
        raw: Any,
        request: ModelRequest,
        on_text: TextCallback | None,
        streamed: list[bool],
        live: LiveReply | None = None,
    ) -> ModelReply:
        pieces: list[str] = []
        calls: dict[int, dict[str, str]] = {}  # streamed tool calls by index, their pieces joined
        finish = ""
        tokens_in = tokens_out = 0
        self.last_server_timings = None
        answer_line = _line_ending_pattern(request.end_after_line) if self._ends_early(request) else None
        for chunk in raw:
            if chunk.usage:
                tokens_in, tokens_out = chunk.usage.prompt_tokens, chunk.usage.completion_tokens
            extra = getattr(chunk, "model_extra", None) or {}
            timings = extra.get("timings")
            if timings:
                self.last_server_timings = timings
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
                _add_call_pieces(calls, choice)
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
                f"The reply stream from {self.shown_url} ended before the reply was complete "
                f"(after {len(''.join(pieces))} characters, with no finish reason).",
                "Try the step again; if it keeps happening, check the server's log or a proxy's time limits. "
                "The trajectory is unchanged.",
                retryable=True,
            )
        text = cut_at_stops(self._aligned(request, "".join(pieces)), request.stop)
        return self._reply([text], [finish], tokens_in, tokens_out, [calls[i] for i in sorted(calls)])

    def _aligned(self, request: ModelRequest, text: str) -> str:
        if request.tools:  # a reply of its own, not the continuation of a transcript
            return text
        return align_chat_reply(request.prompt, text, self.chat_layout) if self.api_style == "chat" else text

    def _reply(
        self,
        texts: list[str],
        finishes: list[str],
        tokens_in: int,
        tokens_out: int,
        tool_calls: list[dict[str, str]] | None = None,
    ) -> ModelReply:
        cost = cost_usd(self.model, tokens_in, tokens_out, self._prices) if self._prices is not None else None
        return ModelReply(
            texts=texts,
            model=self.name,
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            cost_usd=cost,
            finish_reasons=finishes,
            context_tokens=self.context_tokens,
            tool_calls=list(tool_calls or []),
        )

    def _first_listed_model(self) -> str:
        try:
            listed = self._client.models.list(timeout=self.timeout_s)
            ids = [m.id for m in listed.data]
        except Exception as exc:
            raise to_model_error(
                exc, base_url=self.shown_url, model="(first listed)", timeout_s=self.timeout_s, secret=self._api_key
            ) from None
        if not ids:
            raise ModelError(
                "unknown_model",
                f"{self.shown_url} lists no models.",
                "Name the model explicitly (REACT_MODEL) or load one into the server.",
            )
        return ids[0]

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAIModel(base_url={self.shown_url!r}, model={self._model!r}, style={self._style!r})"


def sent_body(route: str, args: dict[str, Any], **more: Any) -> dict[str, Any]:
    """The body posted to `route` (e.g. "completions") as recorded with a reply: the client's own
    timeout is no part of it; where the prompt went, `more` holds None (ModelCall.prompt keeps it)."""
    body = {"route": route, **{k: v for k, v in args.items() if k != "timeout"}, **more}
    extra = body.pop("extra_body", None)
    return {**body, **(extra or {})}  # the openai client merges extra_body into the JSON it posts


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


def _add_call_pieces(calls: dict[int, dict[str, str]], choice: Any) -> None:
    """Join a streamed tool call's pieces: the first piece of a call has its id and name, the
    arguments come in parts (OpenAI's and llama.cpp's streams)."""
    delta = getattr(choice, "delta", None)
    for piece in getattr(delta, "tool_calls", None) or []:
        call = calls.setdefault(int(getattr(piece, "index", 0) or 0), {"id": "", "name": "", "arguments": ""})
        function = getattr(piece, "function", None)
        call["id"] = call["id"] or str(getattr(piece, "id", None) or "")
        call["name"] += no_lone_surrogates(str(getattr(function, "name", None) or ""))
        call["arguments"] += no_lone_surrogates(str(getattr(function, "arguments", None) or ""))

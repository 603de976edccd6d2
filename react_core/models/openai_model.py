"""A LanguageModel for any OpenAI-compatible endpoint, through the `openai` package.

Completion style (`/v1/completions`, prompt in, continuation out, stop strings) is the
ReAct paper's setting and the default. Chat-only models get the transcript through
`chat_prompt` instead. The embedded llama.cpp server is just another endpoint here, plus
a `SlotMap` so each trajectory keeps its own server slot and its prompt prefix warm.

This class ties the parts together and owns the call's policy (n in chunks, streaming or not, empty
replies, prices, the server's pace): retries and back-off are in retries.py, the bodies per API
style in openai_requests.py, reading replies in openai_replies.py and making them a ModelReply in
model_reply.py, n samples asked in chunks in sample_chunks.py, a stream read under its deadlines in
call_watch.py, the embedded server's slots and warm-up in warm_slots.py, a batch's call giving way
to a person in person_first.py.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import openai

from react_core.models import priority, throughput
from react_core.models.base import ModelReply, ModelRequest
from react_core.models.call_watch import Deadlines, current_patience, read_watched
from react_core.models.cancel import CancelToken, current_token, run_cancellable
from react_core.models.deadline import deadline_hooks
from react_core.models.errors import ModelError
from react_core.models.live import LiveReply, current_live
from react_core.models.model_reply import model_reply
from react_core.models.openai_errors import says_chat_only, to_model_error
from react_core.models.openai_replies import ReadReply, read_stream, read_whole
from react_core.models.openai_requests import (
    common_args,
    looks_chat_only,
    post_chat,
    post_completion,
    post_tool_chat,
    rendered_here,
    sent_body,
    slot_reader,
)
from react_core.models.person_first import after_people
from react_core.models.retries import with_retries
from react_core.models.sample_chunks import in_chunks
from react_core.models.slots import SlotMap
from react_core.models.thread_follow import CallGate
from react_core.models.urls import without_credentials
from react_core.models.warm_slots import WarmReport, WarmSlots, slot_prompts

# Kept importable from here, where they were first defined.
__all__ = ["OpenAIModel", "TextCallback", "WarmReport", "looks_chat_only", "sent_body"]

TextCallback = Callable[[str], None]


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
        stall_s: float | None = None,
        retries: int = 3,
        backoff_s: float = 0.5,
        slots: SlotMap | None = None,
        prices: Mapping[str, tuple[float, float]] | None = None,
        display_name: str | None = None,
        max_n: int | None = None,
        context_tokens: int | None = None,
        slot_dir: Path | None = None,
        gate: CallGate | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._model = model
        self._api_key = api_key
        self._style = api_style
        self.chat_layout = chat_layout
        self.timeout_s = timeout_s
        # No new token for this long, once the reply has begun, stops the call (see call_watch.py).
        self.stall_s = stall_s if stall_s is not None else timeout_s
        self.retries = retries
        self.backoff_s = backoff_s
        self._embedded = slots is not None  # llama.cpp's own server: slots, grammars, timings, progress
        self._prices = prices  # None: never priced (local models)
        self._display_name = display_name
        # The most samples one request may ask for (llama.cpp: its slot count); None: no limit.
        self.max_n = max_n
        self.context_tokens = context_tokens  # the context window, where known (the embedded server's slot)
        # Each trajectory keeps its server slot; a session new to one starts from its prompt's saved prefix.
        root_url = self.base_url.removesuffix("/v1")
        self._warm_slots = WarmSlots(slots, root_url, slot_dir) if slots is not None else None
        self._slot_dir = slot_dir
        # The embedded server's gate: its calls pass, and a restart with other threads waits between them.
        self._gate = gate
        # Callers of a server on this machine queue behind a person (see priority.py); None: remote.
        self.priority_key = priority.server_key(self.base_url, embedded=self._embedded)
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
    def one_call_tools(self) -> bool:
        """Whether a tool-call request with tool_choice "required" gets a thought and then exactly one call in
        one model call (the embedded server, through `native_tools`' grammar), so an agent may ask for that."""
        return self._embedded

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

        Inside a `cancel_scope` (the engine's step) the call is cancellable: see `cancel.run_cancellable`.
        Inside a `live_scope` it reports the prompt read and the reply written so far."""
        token, live = current_token(), current_live()  # read here: the helper thread has its own context
        limits = self.deadlines()
        if live is not None:
            live.begin_call()
        key, kind = self.priority_key, priority.background_kind()
        if key is not None and kind is not None:
            with priority.background_work(key, kind):
                return after_people(
                    key,
                    partial(self._complete, request, on_text, limits=limits),
                    token,
                    live,
                    share=kind == priority.BATCH,
                )
        if key is not None and live is not None:  # a page is watching: a person waits for this call
            with priority.person_waiting(key, live):
                return self._call(request, on_text, token, live, limits)
        return self._call(request, on_text, token, live, limits)

    def deadlines(self) -> Deadlines:
        """This call's deadlines: the model's, stretched by a person's "Wait longer" (`patience_scope`)."""
        return Deadlines(self.stall_s, self.timeout_s).stretched(current_patience())

    def _call(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        token: CancelToken | None,
        live: LiveReply | None,
        limits: Deadlines,
    ) -> ModelReply:
        if token is None:
            return self._complete(request, on_text, None, live, limits=limits)
        return run_cancellable(partial(self._complete, request, on_text, token, live, limits=limits), token)

    def _complete(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        token: CancelToken | None,
        live: LiveReply | None = None,
        *,
        limits: Deadlines | None = None,
    ) -> ModelReply:
        started = time.perf_counter()
        limits = limits or self.deadlines()
        if self.max_n is not None and request.n > self.max_n:
            reply = self._in_chunks(request, token, limits)
        else:
            reply = self._with_retries(request, on_text, token, live, limits)
        reply.latency_s = time.perf_counter() - started
        if not any(text.strip() for text in reply.texts) and not reply.tool_calls:
            raise ModelError(
                "empty_reply",
                f"{self.name} returned an empty reply (finish reason: {', '.join(reply.finish_reasons) or 'none'}).",
                "Check the stop strings and max tokens, or try another model; the trajectory is unchanged.",
            )
        return reply

    def _in_chunks(
        self, request: ModelRequest, token: CancelToken | None = None, limits: Deadlines | None = None
    ) -> ModelReply:
        """n samples as requests of at most `max_n` (see sample_chunks.in_chunks)."""
        assert self.max_n is not None and self.max_n >= 1
        ask = partial(self._with_retries, on_text=None, token=token, live=None, limits=limits)
        return in_chunks(request, self.max_n, ask, self.context_tokens)

    def _with_retries(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        token: CancelToken | None = None,
        live: LiveReply | None = None,
        limits: Deadlines | None = None,
    ) -> ModelReply:
        return with_retries(
            lambda streamed: self._call_once(request, on_text, streamed, token, live, limits),
            retries=self.retries,
            backoff_s=self.backoff_s,
            to_error=self._model_error,
            token=token,
            changed_course=self._to_chat_if_chat_only,
        )

    def _to_chat_if_chat_only(self, exc: Exception) -> bool:
        """A model that says it only does chat is asked that way from now on (and at once again)."""
        if self._style == "auto" and self.api_style == "completion" and says_chat_only(exc):
            self._style = "chat"
            return True
        return False

    def _call_once(self, *args: Any, **kwargs: Any) -> ModelReply:
        if self._gate is None:
            return self._call_once_open(*args, **kwargs)
        with self._gate.call():  # a restart with other threads (thread_follow) waits for it, or it for that
            return self._call_once_open(*args, **kwargs)

    def _call_once_open(
        self,
        request: ModelRequest,
        on_text: TextCallback | None,
        streamed: list[bool],
        token: CancelToken | None = None,
        live: LiveReply | None = None,
        limits: Deadlines | None = None,
    ) -> ModelReply:
        limits = limits or self.deadlines()
        # A cancellable call streams: closing a stream is how a request in flight is ended.
        # A watched one (`live`) too: the page shows the reply as it is written. Every call to the embedded
        # server too: its whole-call limit is long (cold prompts on 2 cores), so a reply that stops moving
        # is caught by the stall deadline, which only a stream can see (call_watch.py).
        stream = (
            on_text is not None or self._ends_early(request) or token is not None or live is not None or self._embedded
        ) and request.n == 1
        with self._lock:
            self._in_flight += 1
            alone = self._in_flight == 1
        try:
            reply = self._post_and_read(request, stream, on_text, streamed, token, live, limits)
        finally:
            with self._lock:
                self._in_flight -= 1
                alone = alone and self._in_flight == 0
        if self._warm_slots is not None:
            self._warm_slots.saved_after(request.session, self.timeout_s)
        if self._embedded:  # the embedded server: its pace, for batch estimates
            throughput.record(self.name, self.last_server_timings, alone)
        return reply

    def _post_and_read(
        self,
        request: ModelRequest,
        stream: bool,
        on_text: TextCallback | None,
        streamed: list[bool],
        token: CancelToken | None,
        live: LiveReply | None,
        limits: Deadlines,
    ) -> ModelReply:
        raw, sent = self._post(request, stream, live is not None, limits.cap_s)
        if not stream:
            return replace(self._reply_from(raw, request), sent=sent)
        read = partial(self._collect_stream, request=request, on_text=on_text, streamed=streamed, live=live)
        return replace(read_watched(raw, limits, token, read), sent=sent)

    def _ends_early(self, request: ModelRequest) -> bool:
        """Stop reading (and so generating) at the end of the request's answer line. Only on
        llama.cpp (the embedded server), which reports exact token counts with every streamed
        piece; an early-closed stream from other servers would lose its usage."""
        return bool(request.end_after_line) and self._embedded

    # -- warm-up ------------------------------------------------------------------------------
    def warm(self, prompt: str, key: str, ahead: bool = False) -> WarmReport | None:
        """Have the server read `prompt` now, in the slot the next new trajectory will get, so that
        trajectory's first step only writes. What it read is saved to a file named after `key` (the
        part of the prompt every run shares, e.g. the exemplars) and restored from there next time,
        also after a restart. llama.cpp only (it has slots); None elsewhere.

        `ahead`: a prompt read in the background for later (not the run about to start): None at once
        when its file is saved already; it gives way to a person's call (see person_first.py)."""
        return self._warm(prompt, key, ahead)

    def _warm(self, prompt: str, key: str, ahead: bool, read: Callable[[int], int] | None = None) -> WarmReport | None:
        if self._warm_slots is None:
            return None
        if self._gate is not None:
            with self._gate.call():
                return self._warm_open(prompt, key, ahead, read)
        return self._warm_open(prompt, key, ahead, read)

    def _warm_open(
        self, prompt: str, key: str, ahead: bool, read: Callable[[int], int] | None = None
    ) -> WarmReport | None:
        assert self._warm_slots is not None
        return self._warm_slots.warm(
            self._client,
            self.model,
            prompt,
            key,
            ahead=ahead,
            priority_key=self.priority_key,
            timeout_s=self.timeout_s,
            to_error=self._model_error,
            read=read,
        )

    def warm_request(self, request: ModelRequest, ahead: bool = False) -> WarmReport | None:
        """`warm` for a tool-call request (the server renders its messages and tools): its shared part
        (`request.shared_chars`) read in the next new run's slot and saved, or restored from its file.
        llama.cpp only; None elsewhere and for a request that shares nothing."""
        if self._warm_slots is None:
            return None
        key, shared = slot_prompts(request, rendered_here(request, self._embedded))
        if not shared:
            return None
        read = slot_reader(
            self._client,
            request,
            model=lambda: self.model,
            base_url=self.base_url,
            timeout_s=self.timeout_s,
            embedded=self._embedded,
        )
        return self._warm(key, shared, ahead, read)

    @property
    def slot_dir(self) -> Path | None:
        """The folder the embedded server saves slot files in, where known."""
        return self._warm_slots.slot_dir if self._warm_slots is not None else self._slot_dir

    # -- request building ---------------------------------------------------------------------
    def _post(
        self, request: ModelRequest, stream: bool, watched: bool, cap_s: float | None = None
    ) -> tuple[Any, dict[str, Any]]:
        """Send `request` on its API style's route: (the client's reply or stream, the body as sent).
        `cap_s`: the whole call's deadline (default `timeout_s`)."""
        args = self._common_args(request, stream, watched, cap_s)
        if request.tools:
            return post_tool_chat(self._client, request, args, self._embedded)
        if self.api_style == "chat":
            return post_chat(self._client, request, args, self.chat_layout)
        return post_completion(self._client, request, args)

    def _common_args(
        self, request: ModelRequest, stream: bool, watched: bool = False, cap_s: float | None = None
    ) -> dict[str, Any]:
        model = self.model  # first: asks the server for its model where none is named
        slot = None
        if self._warm_slots is not None and request.session is not None:
            prompt, shared = slot_prompts(request, rendered_here(request, self._embedded))
            slot = self._warm_slots.slot_for(request.session, prompt, self.model, self.timeout_s, shared)
        return common_args(
            request,
            model=model,
            base_url=self.base_url,
            # A streamed call's watch (call_watch.py) stops it at its cap with what it wrote: the client's own
            # limit, a little later, is the backstop for a call that is not streamed.
            timeout_s=(cap_s or self.timeout_s) + (5.0 if stream else 0.0),
            stream=stream,
            embedded=self._embedded,
            slot=slot,
            watched=watched,
            ends_early=self._ends_early(request),
        )

    # -- reply reading ------------------------------------------------------------------------
    def _reply_from(self, raw: Any, request: ModelRequest) -> ModelReply:
        read = read_whole(raw, self.shown_url, self._note_timings)
        return self._reply_of(read, request)

    def _collect_stream(
        self,
        raw: Any,
        request: ModelRequest,
        on_text: TextCallback | None,
        streamed: list[bool],
        live: LiveReply | None = None,
    ) -> ModelReply:
        self.last_server_timings = None
        read = read_stream(
            raw,
            shown_url=self.shown_url,
            end_after_line=request.end_after_line if self._ends_early(request) else None,
            on_text=on_text,
            streamed=streamed,
            live=live,
            on_timings=self._note_timings,
        )
        return self._reply_of(read, request)

    def _note_timings(self, timings: dict[str, Any] | None) -> None:
        self.last_server_timings = timings

    def _reply_of(self, read: ReadReply, request: ModelRequest) -> ModelReply:
        return model_reply(
            read,
            request,
            name=self.name,
            model=self.model,
            chat=not request.tools and self.api_style == "chat",
            chat_layout=self.chat_layout,
            embedded=self._embedded,
            prices=self._prices,
            context_tokens=self.context_tokens,
        )

    def _model_error(self, exc: Exception, model: str | None = None) -> ModelError:
        """`exc` (from the client or the stream) as the ModelError a person reads; never shows the key."""
        return to_model_error(
            exc,
            base_url=self.shown_url,
            model=model or self._model or "?",
            timeout_s=self.timeout_s,
            secret=self._api_key,
        )

    def _first_listed_model(self) -> str:
        try:
            listed = self._client.models.list(timeout=self.timeout_s)
            ids = [m.id for m in listed.data]
        except Exception as exc:
            raise self._model_error(exc, model="(first listed)") from None
        if not ids:
            raise ModelError(
                "unknown_model",
                f"{self.shown_url} lists no models.",
                "Name the model explicitly (REACT_MODEL) or load one into the server.",
            )
        return ids[0]

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAIModel(base_url={self.shown_url!r}, model={self._model!r}, style={self._style!r})"

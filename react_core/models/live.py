"""What the model call in flight has done so far, for a page that shows it while it waits.

A step on the embedded model can take a minute: first the server reads a long prompt, then it
writes the reply. A `LiveReply` is filled in by the model layer as the reply streams (prompt
tokens read, tokens written, the text so far) and read from another thread by whoever shows
progress. Like the cancel token it travels in a context variable (`live_scope`), so methods,
CoT-SC and the response cache need not know about it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


@dataclass(frozen=True)
class LiveSnapshot:
    """One consistent reading of a `LiveReply`."""

    seconds: float  # since the step (the scope) began
    calls: int  # model calls begun so far in this scope (a step may ask again)
    prompt_total: int | None  # tokens in the prompt, once the server says
    prompt_done: int  # of those, read or found in the cache
    prompt_cached: int  # of those, found in the server's cache (no reading needed)
    tokens_out: int
    text: str  # the reply so far (the latest call's)
    call_seconds: float = 0.0  # since the latest call began
    others: str = ""  # what waits for this call now, e.g. priority.BATCH_HELD
    call: str = ""  # the tool call so far, as the model streams it: 'search({"entity": "Kolb'
    ahead: int = 0  # other people's requests before this one on a shared local server

    @property
    def phase(self) -> str:
        """ "waiting" (nothing heard yet), "reading" the prompt, or "writing" the reply."""
        if self.tokens_out or self.text or self.call:
            return "writing"
        if self.prompt_total:
            return "reading"
        return "waiting"

    def describe(self, per_call: bool = False) -> str:
        """One line a person reads, e.g. "Reading the prompt: 800 of 1,919 tokens · 12 s": the step's
        seconds and which ask it is when there were several; `per_call`: the latest call's seconds only."""
        seconds = f"{self.call_seconds if per_call else self.seconds:.0f} s"
        if self.ahead and self.phase == "waiting":  # a place in the queue means nothing once the server reads
            seconds += f" · {self.ahead} other {'request' if self.ahead == 1 else 'requests'} ahead of yours"
        if self.others:
            seconds += f" · {self.others}"
        again = f" (ask {self.calls})" if not per_call and self.calls > 1 else ""
        if self.phase == "writing":
            return (
                f"Writing the reply{again}: {self.tokens_out:,} token{'' if self.tokens_out == 1 else 's'} · {seconds}"
            )
        if self.phase == "reading":
            cached = f", {self.prompt_cached:,} of them cached" if self.prompt_cached else ""
            return (
                f"Reading the prompt{again}: {self.prompt_done:,} of {self.prompt_total:,} tokens{cached} · {seconds}"
            )
        return f"Waiting for the model{again} · {seconds}"


class LiveReply:
    """Written by the model layer (one thread), read by a page (another). Every method is thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._started = self._call_started = time.monotonic()
        self._ended: float | None = None
        self._calls = 0
        self._prompt_total: int | None = None
        self._prompt_done = 0
        self._prompt_cached = 0
        self._tokens_out = 0
        self._text = ""
        self._others = ""
        self._ahead = 0
        self._call = ""

    def begin_call(self) -> None:
        """A new model call starts: its prompt and reply replace the previous call's."""
        with self._lock:
            self._calls += 1
            self._call_started = time.monotonic()
            self._prompt_total, self._prompt_done, self._prompt_cached = None, 0, 0
            self._tokens_out, self._text, self._call = 0, "", ""

    def prompt_progress(self, total: int, done: int, cached: int = 0) -> None:
        with self._lock:
            self._prompt_total, self._prompt_done, self._prompt_cached = total, min(done, total), min(cached, total)

    def wrote(self, piece: str, tokens_out: int | None = None) -> None:
        """A piece of reply text arrived; `tokens_out` is the server's count when it gives one."""
        with self._lock:
            self._text += piece
            self._count_written(tokens_out)

    def calling(self, call: str, tokens_out: int | None = None) -> None:
        """The tool call written so far (its name and the arguments as they arrive, whole each time)."""
        with self._lock:
            self._call = call
            self._count_written(tokens_out)

    def _count_written(self, tokens_out: int | None) -> None:
        """A piece of the reply has come (held under the lock): the server's count, else one more; the
        prompt is read by then."""
        self._tokens_out = tokens_out if tokens_out is not None else self._tokens_out + 1
        if self._prompt_total is not None:
            self._prompt_done = self._prompt_total

    def others(self, text: str) -> None:
        """What else the model server is doing now (the model layer says, from `priority`)."""
        with self._lock:
            self._others = text

    def queue(self, ahead: int) -> None:
        """How many other people's requests came before this call on the same local server."""
        with self._lock:
            self._ahead = ahead

    def end(self) -> None:
        """Freeze the clock: a finished step's time does not keep growing."""
        with self._lock:
            if self._ended is None:
                self._ended = time.monotonic()

    def snapshot(self) -> LiveSnapshot:
        with self._lock:
            now = self._ended if self._ended is not None else time.monotonic()
            return LiveSnapshot(
                now - self._started,
                self._calls,
                self._prompt_total,
                self._prompt_done,
                self._prompt_cached,
                self._tokens_out,
                self._text,
                now - self._call_started,
                self._others,
                self._call,
                self._ahead,
            )


_current: ContextVar[LiveReply | None] = ContextVar("react_core_live_reply", default=None)


@contextmanager
def live_scope(live: LiveReply | None) -> Iterator[LiveReply | None]:
    """Model calls made inside (in this thread) report their progress to `live`."""
    reset = _current.set(live)
    try:
        yield live
    finally:
        _current.reset(reset)


def current_live() -> LiveReply | None:
    return _current.get()

"""Every model call's deadlines: no new token for `stall_s` once the reply has begun, and `cap_s` for the
whole call. Past either the call is stopped and says how long it waited and what it had written.

A streamed reply can stop moving without ending: a server slot stuck behind other work, or a grammar that
cannot go on. The per-read timeout does not catch it (a page's progress pieces, or a few bytes now and
then, keep the connection alive), and the whole-call timeout on the embedded model is long, since reading
a cold prompt on 2 cores takes minutes. So the watch counts reply tokens only: the prompt being read,
progress reports and keep-alive bytes reset nothing. Before the first token only the cap applies.

`patience_scope(factor)` stretches both for the calls made inside it (a person's "Wait longer"); a
`CallWatch` runs beside one streamed call on a timer thread and closes the stream when a deadline passes;
`read_watched` reads a stream with one beside it.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from react_core.models.cancel import CancelToken
from react_core.models.errors import ModelError

STALL_KIND = "stalled"  # ModelError.kind of a call stopped for writing nothing new; at its cap: "timeout"
EMBEDDED_STALL_S = 120.0  # the embedded model on 2 cores: a pass reads 256 prompt tokens; a token a minute is a stall
ENDPOINT_STALL_S = 60.0

T = TypeVar("T")


@dataclass(frozen=True)
class Deadlines:
    """A call's two limits in seconds: no new token for `stall_s` (once writing), and `cap_s` in all."""

    stall_s: float
    cap_s: float

    def stretched(self, factor: float) -> Deadlines:
        return Deadlines(self.stall_s * factor, self.cap_s * factor)


class CallOverdue(ModelError):
    """A call stopped at one of its deadlines; what it had done is kept for the message and the choice."""

    def __init__(self, which: str, limit_s: float, waited_s: float, tokens: int, written: str) -> None:
        self.which = which  # "stall" (no new token) or "cap" (the whole call)
        self.limit_s = limit_s
        self.waited_s = waited_s
        self.tokens = tokens
        self.written = written
        kind = STALL_KIND if which == "stall" else "timeout"
        super().__init__(kind, overdue_cause(which, limit_s, waited_s, tokens, written), OVERDUE_FIX)


OVERDUE_FIX = (
    "Nothing was written to the trajectory. Ask again, wait longer, or switch to another model; the "
    "deadlines are the model settings' stall_s and timeout_s (REACT_STALL_TIMEOUT, REACT_TIMEOUT)."
)


def overdue_cause(which: str, limit_s: float, waited_s: float, tokens: int, written: str) -> str:
    """E.g. "The model wrote nothing new for 120 s and was stopped after 4 min 10 s; it had written
    28 tokens: “I need to search…”"."""
    if which == "stall":
        lead = f"The model wrote nothing new for {duration(limit_s)} and was stopped after {duration(waited_s)}"
    else:
        lead = f"The model call reached its deadline of {duration(limit_s)} and was stopped"
    if tokens or written.strip():
        shown = " ".join(written.split())
        shown = shown if len(shown) <= 200 else shown[:200] + "…"
        so_far = f"; it had written {tokens:,} token{'s' if tokens != 1 else ''}" + (f": “{shown}”" if shown else "")
    else:
        so_far = "; it had written nothing yet (the prompt was still being read or waited for)"
    return f"{lead}{so_far}" if so_far.endswith("”") else f"{lead}{so_far}."  # no period after a quote


def duration(seconds: float) -> str:
    """ "45 s", "4 min 10 s", "15 min"."""
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    minutes, rest = divmod(whole, 60)
    return f"{minutes} min {rest} s" if rest else f"{minutes} min"


_patience: ContextVar[float] = ContextVar("react_core_call_patience", default=1.0)


@contextmanager
def patience_scope(factor: float) -> Iterator[float]:
    """Model calls made inside (in this thread) get their deadlines times `factor`."""
    reset = _patience.set(max(1.0, factor))
    try:
        yield factor
    finally:
        _patience.reset(reset)


def current_patience() -> float:
    return _patience.get()


class CallWatch:
    """Watches one streamed call: `heard(tokens, text)` as reply pieces arrive; past a deadline it calls
    `close` (which ends the stream's reading) and `overdue()` then gives the CallOverdue to raise."""

    def __init__(self, deadlines: Deadlines, close: Callable[[], None], clock: Callable[[], float] = time.monotonic):
        self._deadlines = deadlines
        self._close = close
        self._clock = clock
        self._lock = threading.Lock()
        self._started = clock()
        self._last_token: float | None = None
        self._tokens = 0
        self._written = ""
        self._fired: CallOverdue | None = None
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, every_s: float = 0.25) -> CallWatch:
        def run() -> None:
            while not self._done.wait(every_s):
                if self.check():
                    return

        self._thread = threading.Thread(target=run, name="model-call-watch", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._done.set()

    def heard(self, tokens: int | None, piece: str) -> None:
        """A piece of the reply came: `tokens` is the server's running count (None: one more)."""
        with self._lock:
            self._last_token = self._clock()
            self._tokens = tokens if tokens is not None else self._tokens + 1
            self._written += piece

    def check(self) -> bool:
        """Whether a deadline has passed (then the stream is closed, once)."""
        with self._lock:
            if self._fired is not None:
                return True
            now = self._clock()
            waited = now - self._started
            if waited > self._deadlines.cap_s:
                self._fired = CallOverdue("cap", self._deadlines.cap_s, waited, self._tokens, self._written)
            elif self._last_token is not None and now - self._last_token > self._deadlines.stall_s:
                self._fired = CallOverdue("stall", self._deadlines.stall_s, waited, self._tokens, self._written)
            else:
                return False
        try:
            self._close()
        except Exception:  # closing an already broken stream: it has ended anyway
            pass
        return True

    def overdue(self) -> CallOverdue | None:
        with self._lock:
            return self._fired


def hang_up(raw: Any) -> None:
    """End a reply stream now, from another thread: shut its socket down, then close it. Closing alone
    waits for the next bytes, which a stalled server never sends (the reading thread stays blocked in
    recv); a shut-down socket wakes it at once, and the server sees the hang-up and stops writing."""
    response = getattr(raw, "response", None)
    network = (getattr(response, "extensions", None) or {}).get("network_stream")
    sock = network.get_extra_info("socket") if network is not None else None
    if sock is not None:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:  # already closed
            pass
    raw.close()


class WatchedStream:
    """A reply stream whose reply pieces (text, tool-call parts) are told to `watch`; closes as the stream."""

    def __init__(self, raw: Any, watch: CallWatch) -> None:
        self._raw = raw
        self._watch = watch

    def __iter__(self) -> Iterator[Any]:
        for chunk in self._raw:
            piece = _reply_piece(chunk)
            if piece is not None:
                self._watch.heard(_tokens_so_far(chunk), piece)
            yield chunk

    def close(self) -> None:
        self._raw.close()


def _reply_piece(chunk: Any) -> str | None:
    """The reply text a streamed chunk adds ("" for a tool call's part), or None when it adds no token
    (usage, progress, timings alone)."""
    found: str | None = None
    for choice in getattr(chunk, "choices", None) or []:
        text = getattr(choice, "text", None)
        delta = getattr(choice, "delta", None)
        content = text if text is not None else getattr(delta, "content", None)
        if content:
            found = (found or "") + str(content)
        elif delta is not None and getattr(delta, "tool_calls", None):
            found = found or ""
    return found


def _tokens_so_far(chunk: Any) -> int | None:
    timings = (getattr(chunk, "model_extra", None) or {}).get("timings") or {}
    count = timings.get("predicted_n")
    return int(count) if count else None


def read_watched(raw: Any, limits: Deadlines, token: CancelToken | None, read: Callable[[WatchedStream], T]) -> T:
    """A streamed reply `raw` read (`read`) under its deadlines (a `CallWatch` beside it), and closed when `token`
    is cancelled. A stream closed at a deadline raises its CallOverdue, not the error the closed stream gave."""
    forget = token.on_cancel(raw.close) if token is not None else (lambda: None)
    watch = CallWatch(limits, partial(hang_up, raw)).start()
    try:
        if token is not None:
            token.check()
        return read(WatchedStream(raw, watch))
    except Exception:
        overdue = watch.overdue()
        if overdue is not None and not (token is not None and token.cancelled):
            raise overdue from None  # we closed the stream at a deadline
        raise
    finally:
        watch.stop()
        forget()

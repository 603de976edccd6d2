"""Cancelling a model call in flight: a token the engine holds and the HTTP stream listens to.

On the embedded model one step can take minutes, so Stop must end the request itself, not wait
for it. The engine opens a `cancel_scope(token)` around the method's model calls; the model layer
(`OpenAIModel`) finds the token there and closes its reply stream when the token is cancelled,
and the call raises `StepCancelled`. A context variable carries the token because the call passes
through methods, CoT-SC and the response cache, none of which should have to know about it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from react_core.models.errors import ModelError

T = TypeVar("T")

STOPPED = "Stopped; the step in flight was cancelled, nothing was written."


class StepCancelled(ModelError):
    """The step was stopped on request; the trajectory is exactly as it was before it."""

    def __init__(self) -> None:
        super().__init__("cancelled", STOPPED, "Step or run on when you are ready.")


class CancelToken:
    """Set once by whoever wants the work stopped (a Stop click, from another thread); read by the work."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._closers: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        """Ask the work to stop and close whatever it is reading now (idempotent)."""
        with self._lock:
            self._event.set()
            closers, self._closers = self._closers, []
        for close in closers:
            try:
                close()
            except Exception:
                pass

    def on_cancel(self, close: Callable[[], None]) -> Callable[[], None]:
        """Call `close` when cancelled (at once if already); returns a function that forgets it."""
        with self._lock:
            if not self._event.is_set():
                self._closers.append(close)
                return lambda: self._forget(close)
        close()
        return lambda: None

    def wait(self, seconds: float) -> bool:
        """Sleep up to `seconds`, waking early on cancel; True when cancelled."""
        return self._event.wait(seconds)

    def check(self) -> None:
        if self.cancelled:
            raise StepCancelled()

    def _forget(self, close: Callable[[], None]) -> None:
        with self._lock:
            if close in self._closers:
                self._closers.remove(close)


def run_cancellable(work: Callable[[], T], token: CancelToken) -> T:
    """`work()` runs in a helper thread so that the caller returns within ~50 ms of a cancel even
    while the server has not answered yet (the work closes its stream through the token as soon as
    it exists, which makes llama.cpp stop generating). A result that lands after the cancel is dropped."""
    token.check()
    box: dict[str, Any] = {}
    done = threading.Event()

    def run() -> None:
        try:
            box["result"] = work()
        except BaseException as exc:
            box["error"] = exc
        finally:
            done.set()

    threading.Thread(target=run, name="model-call", daemon=True).start()
    while not done.wait(0.05):
        if token.cancelled:
            raise StepCancelled()
    token.check()
    if "error" in box:
        raise box["error"]
    return box["result"]


_current: ContextVar[CancelToken | None] = ContextVar("react_core_cancel_token", default=None)


@contextmanager
def cancel_scope(token: CancelToken | None) -> Iterator[CancelToken | None]:
    """Model calls made inside (in this thread) can be cancelled through `token`; None: not cancellable."""
    reset = _current.set(token)
    try:
        yield token
    finally:
        _current.reset(reset)


def current_token() -> CancelToken | None:
    return _current.get()

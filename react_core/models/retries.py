"""Trying a model call again: which failures are retried, how long to wait between attempts
(exponential back-off, at least what the server's Retry-After asks, never more than 30 s), and a
wait that ends at once when the step is cancelled. OpenAIModel calls `with_retries` around each
request; the openai client's own retries are off, so every attempt follows this one policy.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from react_core.models.cancel import CancelToken, StepCancelled
from react_core.models.errors import ModelError

T = TypeVar("T")
MAX_BACKOFF_S = 30.0


def backoff_delay(backoff_s: float, attempt: int, exc: Exception) -> float:
    """Seconds to wait before retry number `attempt` + 1: `backoff_s` doubled per attempt, at least
    the server's Retry-After (seconds) where it sent one, at most MAX_BACKOFF_S."""
    delay = backoff_s * (2**attempt)
    response = getattr(exc, "response", None)
    retry_after = response.headers.get("retry-after") if response is not None else None
    if retry_after:
        try:
            delay = max(delay, float(retry_after))
        except ValueError:  # an HTTP date instead of seconds: the back-off alone
            pass
    return min(delay, MAX_BACKOFF_S)


def with_retries(
    attempt_once: Callable[[list[bool]], T],
    *,
    retries: int,
    backoff_s: float,
    to_error: Callable[[Exception], ModelError],
    token: CancelToken | None = None,
    changed_course: Callable[[Exception], bool] = lambda exc: False,
) -> T:
    """`attempt_once(streamed)` until it returns, at most `retries` times more after the first.

    A ModelError is final. Any other exception becomes `to_error(exc)`, tried again only when it is
    retryable and nothing was streamed yet (`streamed[0]`: text already shown cannot be taken
    back). `changed_course(exc)` True: the caller changed how it asks (a model that only chats) and
    wants another attempt at once, not counted. A cancelled `token` ends the loop, the wait too."""
    attempt = 0
    while True:
        streamed = [False]
        try:
            return attempt_once(streamed)
        except ModelError:
            raise
        except Exception as exc:
            if token is not None and token.cancelled:
                raise StepCancelled() from None  # we closed the stream ourselves
            if changed_course(exc):
                continue
            error = to_error(exc)
            if not error.retryable or attempt >= retries or streamed[0]:
                raise error from None
            delay = backoff_delay(backoff_s, attempt, exc)
            if token is not None and token.wait(delay):
                raise StepCancelled() from None
            if token is None:
                time.sleep(delay)
            attempt += 1

"""Retrying a model call (react_core.models.retries): the back-off doubles, honours the server's
Retry-After and is capped; only retryable failures are tried again, never after text was streamed;
a Stop during the wait ends it at once. The same policy against a real HTTP server is in
test_models_openai.py and test_models_faults.py."""

from __future__ import annotations

import threading
import time
from types import SimpleNamespace

import pytest

from react_core.models.cancel import CancelToken, StepCancelled
from react_core.models.errors import ModelError
from react_core.models.retries import MAX_BACKOFF_S, backoff_delay, with_retries


class Refused(Exception):
    """An exception as the openai client raises it: with the response and its headers."""

    def __init__(self, headers: dict[str, str]) -> None:
        super().__init__("429 Too Many Requests")
        self.response = SimpleNamespace(headers=headers)


def refused(retry_after: str | None = None) -> Exception:
    return Refused({"retry-after": retry_after} if retry_after else {})


def as_error(retryable: bool):
    return lambda exc: ModelError("rate_limit", str(exc), "Wait.", retryable=retryable)


def test_the_backoff_doubles_per_attempt_takes_a_longer_retry_after_and_is_capped():
    assert [backoff_delay(0.5, attempt, RuntimeError()) for attempt in range(4)] == [0.5, 1.0, 2.0, 4.0]
    assert backoff_delay(0.5, 0, refused("7")) == 7.0
    assert backoff_delay(0.5, 3, refused("1")) == 4.0, "a shorter Retry-After does not shorten the back-off"
    assert backoff_delay(0.5, 0, refused("Wed, 21 Oct 2026 07:28:00 GMT")) == 0.5, "a date is not seconds"
    assert backoff_delay(0.5, 10, RuntimeError()) == backoff_delay(0.5, 0, refused("3600")) == MAX_BACKOFF_S


def test_a_retryable_failure_is_tried_again_until_the_retries_run_out():
    calls = []

    def attempt(streamed: list[bool]) -> str:
        calls.append(1)
        raise refused()

    with pytest.raises(ModelError):
        with_retries(attempt, retries=2, backoff_s=0.001, to_error=as_error(True))
    assert len(calls) == 3  # the first attempt and two retries

    calls.clear()
    with pytest.raises(ModelError):
        with_retries(attempt, retries=2, backoff_s=0.001, to_error=as_error(False))
    assert len(calls) == 1, "a failure that will not pass (no quota) is said at once"


def test_nothing_is_retried_once_text_was_streamed_and_a_success_is_returned_as_is():
    outcomes = iter([refused(), "finally"])

    def flaky(streamed: list[bool]) -> str:
        outcome = next(outcomes)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    assert with_retries(flaky, retries=3, backoff_s=0.001, to_error=as_error(True)) == "finally"

    def half_shown(streamed: list[bool]) -> str:
        streamed[0] = True  # a piece of the reply already reached the page
        raise refused()

    calls = []
    with pytest.raises(ModelError):
        with_retries(lambda s: calls.append(1) or half_shown(s), retries=3, backoff_s=0.001, to_error=as_error(True))
    assert len(calls) == 1


def test_a_stop_during_the_backoff_ends_the_wait_at_once():
    token = CancelToken()

    def attempt(streamed: list[bool]) -> str:
        raise refused("20")  # the server asks for 20 s

    threading.Timer(0.2, token.cancel).start()
    started = time.monotonic()
    with pytest.raises(StepCancelled):
        with_retries(attempt, retries=3, backoff_s=0.001, to_error=as_error(True), token=token)
    assert time.monotonic() - started < 5


def test_a_changed_course_is_tried_again_at_once_and_not_counted_as_a_retry():
    calls = []

    def attempt(streamed: list[bool]) -> str:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("this model only does chat")
        return "chatted"

    assert (
        with_retries(attempt, retries=0, backoff_s=30, to_error=as_error(True), changed_course=lambda e: True)
        == "chatted"
    )

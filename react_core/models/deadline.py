"""A deadline for a whole HTTP exchange, not just for each read.

httpx's timeouts bound each read: a server that trickles a few bytes a second never trips
a 2 s read timeout and holds the call as long as it likes. These event hooks stamp each
request with `time.monotonic() + timeout_s` and wrap the response body so that every chunk
read checks it, raising the client's own ReadTimeout once it has passed. The openai client
turns that into APITimeoutError while it reads a whole reply, and our error mapping reads it
as a timeout while a stream is being read. A server that goes fully silent is still caught by
the per-read timeout, so no call outlives its deadline by more than one read.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx2

_KEY = "react_core_deadline"


def deadline_hooks(timeout_s: float) -> dict[str, list[Any]]:
    """`event_hooks` for an httpx2.Client: each request must be answered in full within `timeout_s`."""

    def stamp(request: httpx2.Request) -> None:
        request.extensions[_KEY] = time.monotonic() + request_limit(request, timeout_s)

    def guard(response: httpx2.Response) -> None:
        deadline = response.request.extensions.get(_KEY)
        if deadline is not None and isinstance(response.stream, httpx2.SyncByteStream):
            limit = request_limit(response.request, timeout_s)
            response.stream = _Bounded(response.stream, deadline, limit, response.request)

    return {"request": [stamp], "response": [guard]}


def request_limit(request: httpx2.Request, default_s: float) -> float:
    """The request's own read timeout where it was given one (a call a person let wait longer), else `default_s`."""
    given = (request.extensions.get("timeout") or {}).get("read")
    return float(given) if isinstance(given, (int, float)) and given > 0 else default_s


class _Bounded(httpx2.SyncByteStream):
    def __init__(
        self, inner: httpx2.SyncByteStream, deadline: float, timeout_s: float, request: httpx2.Request
    ) -> None:
        self._inner = inner
        self._deadline = deadline
        self._timeout_s = timeout_s
        self._request = request

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self._inner:
            if time.monotonic() > self._deadline:
                self._inner.close()
                raise httpx2.ReadTimeout(
                    f"the whole reply took longer than {self._timeout_s:g} s", request=self._request
                )
            yield chunk

    def close(self) -> None:
        self._inner.close()

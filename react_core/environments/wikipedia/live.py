"""The live page source: the real Wikipedia through the `wikipedia` package, with timeouts.

The package calls ``requests.get`` with no timeout, so a dead network can hang a step for
minutes. We give the package a `requests` stand-in whose `get` always carries one, turn
its exceptions into `EnvironmentFailure` (cause + fix), and after a connection failure we
fail at once for a short while instead of waiting on the network again each step.
"""
from __future__ import annotations

import re
import threading
import time
import warnings
from types import SimpleNamespace

import requests

from react_core.data.pages import Page
from react_core.environments.errors import EnvironmentFailure
from react_core.environments.wikipedia.backend import SearchResult

CONNECT_TIMEOUT_S = 5.0
READ_TIMEOUT_S = 15.0
OFFLINE_COOLDOWN_S = 30.0
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


class _RequestsWithTimeout(SimpleNamespace):
    """Stands in for the `requests` module inside `wikipedia`: same `get`, never without a timeout."""

    def get(self, url, **kwargs):  # noqa: ANN001 - mirrors requests.get
        kwargs.setdefault("timeout", (CONNECT_TIMEOUT_S, READ_TIMEOUT_S))
        return requests.get(url, **kwargs)  # looked up at call time so tests can fake it


def _wikipedia_module():
    try:
        import wikipedia
        import wikipedia.wikipedia as inner
    except ImportError as exc:  # pragma: no cover - it is in requirements.txt
        raise EnvironmentFailure(
            "offline", "The `wikipedia` package is not installed.",
            "Install it with `pip install wikipedia==1.4.0`, or use the local backend.") from exc
    if not isinstance(inner.requests, _RequestsWithTimeout):
        inner.requests = _RequestsWithTimeout()
    return wikipedia


def split_sentences(content: str) -> tuple[str, ...]:
    """Sentences of a page's plain text: paragraphs split on line breaks, headings dropped."""
    sentences: list[str] = []
    for paragraph in content.split("\n"):
        paragraph = paragraph.strip()
        if not paragraph or paragraph.startswith("=="):
            continue
        sentences += [s.strip() for s in _SENTENCE_END.split(paragraph) if s.strip()]
    return tuple(sentences)


class LiveBackend:
    """Looks titles up on the real Wikipedia. Observations must be recorded: replay never calls out."""

    name = "live"
    replayable = False

    def __init__(self) -> None:
        self._offline_until = 0.0
        self._cache: dict[str, SearchResult] = {}
        self._lock = threading.Lock()

    def search_page(self, title: str) -> SearchResult:
        if time.monotonic() < self._offline_until:
            raise self._offline_error("the last request could not connect")
        if title in self._cache:
            return self._cache[title]
        wikipedia = _wikipedia_module()
        with self._lock:
            try:
                result = self._search(wikipedia, title)
            except requests.Timeout as exc:
                raise EnvironmentFailure(
                    "timeout", f"Wikipedia did not answer within {READ_TIMEOUT_S:.0f} s ({exc}).",
                    "Try the step again, or switch to the local backend.") from exc
            except requests.ConnectionError as exc:
                self._offline_until = time.monotonic() + OFFLINE_COOLDOWN_S
                raise self._offline_error(str(exc)) from exc
            except wikipedia.exceptions.HTTPTimeoutError as exc:
                raise EnvironmentFailure(
                    "timeout", "Wikipedia's servers reported a timeout.",
                    "Try the step again in a moment, or switch to the local backend.") from exc
            except (wikipedia.exceptions.WikipediaException, ValueError, KeyError) as exc:
                raise EnvironmentFailure(
                    "server", f"Wikipedia gave an answer the workbench cannot read ({exc}).",
                    "Try again later, or switch to the local backend.") from exc
        self._cache[title] = result
        return result

    @staticmethod
    def _search(wikipedia, title: str) -> SearchResult:  # noqa: ANN001
        try:
            with warnings.catch_warnings():  # the package parses disambiguation HTML without naming a parser
                warnings.simplefilter("ignore")
                page = wikipedia.page(title, auto_suggest=False, redirect=True)
            return SearchResult(page=Page(page.title, split_sentences(page.content)))
        except wikipedia.exceptions.DisambiguationError as exc:
            return SearchResult(similar=tuple(exc.options[:5]))
        except wikipedia.exceptions.PageError:
            return SearchResult(similar=tuple(wikipedia.search(title, results=5)[:5]))

    @staticmethod
    def _offline_error(detail: str) -> EnvironmentFailure:
        return EnvironmentFailure(
            "offline", f"Live Wikipedia is unreachable: {detail}.",
            "Check the network connection, or use the local backend (the default), which needs none.")

"""The live page source: Wikipedia's own search page, read as the paper's code reads it.

wikienv.py (`search_step`) requests ``https://en.wikipedia.org/w/index.php?search=<entity>``
(redirects followed, so an exact or near title lands on its page, as Wikipedia's "go" does) and:
- when the answer is a results list (``div.mw-search-result-heading``), the first 5 result
  titles are the "similar" titles;
- when it is a disambiguation page ("may refer to:"), it searches ``[entity]`` instead, which
  Wikipedia answers with a results list;
- otherwise it is the page: the text of its ``<p>`` and ``<ul>`` elements with more than two
  words, one paragraph a line, split into sentences on ". ".
We do the same, with a timeout on every request; failures become `EnvironmentFailure` (cause and
fix), and after a connection failure we fail at once for a short while instead of waiting on the
network again each step. Differences from wikienv.py: the entity is URL-encoded as a parameter
(the paper pastes it into the URL, so "&" cut the query short); a second disambiguation page
ends with an empty similar list instead of searching again forever; a sentence that already ends
in "." does not get a second one; the paper's `clean_str` (a latin-1 round trip) is not applied,
since `requests` already decodes the page.
"""

from __future__ import annotations

import threading
import time
from typing import cast

import requests

from react_core.common.errors import EnvironmentFailure
from react_core.data.pages import Page
from react_core.environments.wikipedia.backend import SearchResult

SEARCH_URL = "https://en.wikipedia.org/w/index.php"
CONNECT_TIMEOUT_S = 5.0
READ_TIMEOUT_S = 15.0
OFFLINE_COOLDOWN_S = 30.0
SIMILAR = 5
HEADERS = {"User-Agent": "react-workbench/1.0 (ReAct reproduction; live Wikipedia backend)"}


def page_sentences(paragraphs: list[str]) -> tuple[str, ...]:
    """Sentences as wikienv.py makes them: paragraphs split on ". ", each ending in "."."""
    sentences: list[str] = []
    for paragraph in paragraphs:
        for part in paragraph.strip().split(". "):
            part = part.strip()
            if part:
                sentences.append(part if part.endswith(".") else part + ".")
    return tuple(sentences)


def read_search_page(html: str, entity: str) -> tuple[str, object]:
    """("similar", titles) | ("ambiguous", None) | ("page", Page) from the HTML of a search request."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, features="html.parser")
    headings = soup.find_all("div", {"class": "mw-search-result-heading"})
    if headings:
        return "similar", tuple(div.get_text().strip() for div in headings[:SIMILAR])
    texts = [node.get_text().strip() for node in soup.find_all("p") + soup.find_all("ul")]
    if any("may refer to:" in text for text in texts):
        return "ambiguous", None
    heading = soup.find(id="firstHeading")
    title = heading.get_text().strip() if heading is not None else entity
    paragraphs = [line for text in texts if len(text.split(" ")) > 2 for line in text.split("\n") if line.strip()]
    return "page", Page(title, page_sentences(paragraphs))


class LiveBackend:
    """Searches the real Wikipedia. Observations must be recorded: replay never calls out."""

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
        with self._lock:
            kind, found = read_search_page(self._get(title), title)
            if kind == "ambiguous":  # as wikienv.py: search "[entity]" for the results list
                kind, found = read_search_page(self._get(f"[{title}]"), title)
        if kind == "page":
            page = cast(Page, found)
            resolved = page.title if page.title != title.strip() else None
            result = SearchResult(page=page, resolved_title=resolved)
        else:
            result = SearchResult(similar=tuple(cast("list[str] | None", found) or ()))
        self._cache[title] = result
        return result

    def _get(self, entity: str) -> str:
        try:
            response = requests.get(
                SEARCH_URL,
                params={"search": entity},
                headers=HEADERS,
                allow_redirects=True,
                timeout=(CONNECT_TIMEOUT_S, READ_TIMEOUT_S),
            )
        except requests.Timeout as exc:
            raise EnvironmentFailure(
                "timeout",
                f"Wikipedia did not answer within {READ_TIMEOUT_S:.0f} s ({exc}).",
                "Try the step again, or switch to the local backend.",
            ) from exc
        except requests.ConnectionError as exc:
            self._offline_until = time.monotonic() + OFFLINE_COOLDOWN_S
            raise self._offline_error(str(exc)) from exc
        status = getattr(response, "status_code", 200)
        if status >= 500 or status == 429:
            raise EnvironmentFailure(
                "server", f"Wikipedia answered HTTP {status}.", "Try again in a moment, or switch to the local backend."
            )
        return response.text

    @staticmethod
    def _offline_error(detail: str) -> EnvironmentFailure:
        return EnvironmentFailure(
            "offline",
            f"Live Wikipedia is unreachable: {detail}.",
            "Check the network connection, or use the local backend (the default), which needs none.",
        )

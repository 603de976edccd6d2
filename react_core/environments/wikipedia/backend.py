"""What the Wikipedia environment needs from a page source: look a title up, or say what is similar."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from react_core.data.pages import Page


@dataclass(frozen=True)
class SearchResult:
    """Either the page found (`page`) or, when none matched, up to 5 `similar` titles."""

    page: Page | None = None
    similar: tuple[str, ...] = ()
    # The page's title when the search named it differently (e.g. "Jawbreaker" -> "Jawbreaker (film)").
    resolved_title: str | None = None


class PageSource(Protocol):
    name: str
    # True when a step can be recomputed offline (local corpus); False for the network.
    replayable: bool

    def search_page(self, title: str) -> SearchResult: ...

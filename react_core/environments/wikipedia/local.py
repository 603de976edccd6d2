"""The default page source: a local SQLite corpus (bundled pages unless told otherwise)."""
from __future__ import annotations

from pathlib import Path

from react_core.data.corpus import Corpus
from react_core.environments.wikipedia.backend import SearchResult


class LocalBackend:
    """Exact title match after normalisation, else similar titles from the full-text index."""

    name = "local"
    replayable = True

    def __init__(self, corpus_path: Path | str | None = None) -> None:
        if corpus_path is None:
            from react_core.data.bundled import bundled_corpus_path

            corpus_path = bundled_corpus_path()
        self.corpus = Corpus(Path(corpus_path))

    def search_page(self, title: str) -> SearchResult:
        page = self.corpus.page(title)
        if page is not None:
            return SearchResult(page=page)
        return SearchResult(similar=tuple(self.corpus.similar_titles(title, 5)))

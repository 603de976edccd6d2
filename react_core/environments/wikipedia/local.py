"""The default page source: a local SQLite corpus (bundled pages unless told otherwise)."""

from __future__ import annotations

from pathlib import Path

from react_core.data.corpus import TITLE_MATCHES, Corpus
from react_core.environments.wikipedia.backend import SearchResult


class LocalBackend:
    """The page a title resolves to (`Corpus.resolve`), else similar titles from the full-text index.

    `title_match`: "wikipedia" (default) resolves titles as Wikipedia's search "go" does (case,
    diacritics, punctuation, a leading "The", &/and/+, a trailing parenthetical when only one
    page has it); "strict" needs the exact title (case aside), for reproducible comparisons.
    """

    name = "local"
    replayable = True

    def __init__(self, corpus_path: Path | str | None = None, title_match: str = "wikipedia") -> None:
        if title_match not in TITLE_MATCHES:
            raise ValueError(f"title_match must be one of {', '.join(TITLE_MATCHES)}, not {title_match!r}.")
        if corpus_path is None:
            from react_core.data.bundled import bundled_corpus_path

            corpus_path = bundled_corpus_path()
        self.corpus = Corpus(Path(corpus_path))
        self.title_match = title_match

    def search_page(self, title: str) -> SearchResult:
        page, resolved = self.corpus.resolve(title, self.title_match)
        if page is not None:
            return SearchResult(page=page, resolved_title=resolved)
        return SearchResult(similar=tuple(self.corpus.similar_titles(title, 5)))

"""The shop's search engine: BM25 over SQLite FTS5, standing in for the original's Lucene index.

Each product is indexed by the text the original indexed (title, description, first feature
line, options; see `Product.search_text`). The original's index (pyserini, Anserini's default
English analyzer) lower-cases, drops Lucene's 33 English stop words and Porter-stems every
word, in the products and in the query; here FTS5's ``porter`` tokenizer stems the same way
and the query loses the same stop words, so "deodorants for men" asks for "deodor" OR "men"
as it did there. A query's words are OR-ed, as a Lucene query of free words is, ranked by
FTS5's bm25, ties broken by catalogue order so results never vary. What still differs from
Lucene: FTS5's k1 = 1.2 and b = 0.75 (pyserini's 0.9 and 0.4), its idf floor for words in
more than half the products, exact rather than byte-rounded product lengths, stop words
counted in those lengths, and splitting "2.7" into "2" and "7".
At most `SEARCH_RETURN_N` (50) products come back, `PRODUCT_WINDOW` (10) to a page.

Small catalogues are indexed in memory; large ones (the official 1.18M-product file) can be
indexed once into a file (`cache_path`, e.g. under REACT_HOME) and reopened.
"""

from __future__ import annotations

import os
import re
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path

from react_core.data.webshop.model import Catalogue

SEARCH_RETURN_N = 50
PRODUCT_WINDOW = 10
_WORD = re.compile(r"\w+", re.UNICODE)
# Lucene's EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, which Anserini's default analyzer removes.
STOP_WORDS = frozenset(
    """a an and are as at be but by for if in into is it no not of on or such that the
their then there these they this to was will with""".split()
)

_CHUNK = 5000  # products indexed between two progress reports
Progress = Callable[[float, str], None]  # (fraction done, what is happening)


def query_terms(query: str) -> list[str]:
    """The distinct lower-case words of a query that are not stop words, in order."""
    seen: list[str] = []
    for word in _WORD.findall(query.lower()):
        if word not in seen and word not in STOP_WORDS:
            seen.append(word)
    return seen


class SearchIndex:
    """BM25 search over one catalogue. `search(query)` returns asins, best first."""

    def __init__(self, catalogue: Catalogue, cache_path: Path | None = None, progress: Progress | None = None) -> None:
        self.catalogue = catalogue
        if cache_path is not None:
            cache_path = Path(cache_path)
            if not cache_path.exists():
                self._build_file(cache_path, progress)
            elif progress:
                progress(1.0, "Already built.")
            self._db = sqlite3.connect(f"file:{cache_path}?mode=ro", uri=True, check_same_thread=False)
        else:
            self._db = sqlite3.connect(":memory:", check_same_thread=False)
            self._fill(self._db)

    def _fill(self, db: sqlite3.Connection, progress: Progress | None = None) -> None:
        db.execute("CREATE VIRTUAL TABLE docs USING fts5(body, tokenize='porter unicode61 remove_diacritics 2')")
        products = self.catalogue.products
        for start in range(0, len(products), _CHUNK):  # in chunks, so a progress bar can follow
            db.executemany(
                "INSERT INTO docs(rowid, body) VALUES (?, ?)",
                ((i, products[i].search_text()) for i in range(start, min(start + _CHUNK, len(products)))),
            )
            if progress:
                done = min(start + _CHUNK, len(products))
                progress(done / max(len(products), 1), f"{done:,} of {len(products):,} products indexed")
        db.commit()

    def _build_file(self, dest: Path, progress: Progress | None = None) -> None:
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=dest.name + ".", suffix=".building", dir=dest.parent)
        os.close(fd)
        try:
            db = sqlite3.connect(tmp)
            self._fill(db, progress)
            db.close()
            os.replace(tmp, dest)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)

    def search(self, query: str, limit: int = SEARCH_RETURN_N) -> list[str]:
        terms = query_terms(query)
        if not terms:
            return []
        match = " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
        rows = self._db.execute(
            "SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY bm25(docs), rowid LIMIT ?", (match, limit)
        ).fetchall()
        return [self.catalogue.products[row[0]].asin for row in rows]


def page_of(results: list[str], page: int) -> list[str]:
    """The asins shown on result page `page` (1-based); empty past the last page, as the original."""
    if page < 1:
        return []
    return results[(page - 1) * PRODUCT_WINDOW : page * PRODUCT_WINDOW]

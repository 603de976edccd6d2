"""The local corpus: one SQLite file with an FTS5 index, built atomically, read by title or text.

Layout (schema version 3):
- ``pages``: id, display title, normalised title (unique), sentences as a JSON list.
- ``pages_fts``: contentless FTS5 over title and body, ranked with bm25 for "similar" titles.
- ``titles_tri``: contentless trigram FTS5 over normalised titles, the typo-tolerant fallback.
- ``word_docs`` / ``gram_docs``: each indexed word's / title trigram's document count (copied
  from fts5vocab at build time for B-tree lookups), so a query keeps only its rarest terms:
  common words make bm25 score half the corpus.
- ``meta``: schema version, sources, page count, build time.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import sqlite3
import tempfile
import threading
import time
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from react_core.common.errors import EnvironmentFailure
from react_core.data.pages import Page, display_title, normalize_title

SCHEMA_VERSION = "3"
_WORD = re.compile(r"\w+", re.UNICODE)
# Words too common to help rank similar titles; dropping them keeps OR queries fast.
_STOPWORDS = frozenset(
    "a an the of in on at to for and or by with from as is was are were be what which who "
    "whom whose when where how did does do that this these those it its".split()
)
_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE pages(id INTEGER PRIMARY KEY, title TEXT NOT NULL,
                   norm_title TEXT NOT NULL UNIQUE, sentences TEXT NOT NULL);
CREATE VIRTUAL TABLE pages_fts USING fts5(title, body, content='',
                   tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE titles_tri USING fts5(norm_title, content='', tokenize='trigram');
CREATE VIRTUAL TABLE pages_vocab USING fts5vocab('pages_fts', 'row');
CREATE VIRTUAL TABLE titles_vocab USING fts5vocab('titles_tri', 'row');
"""
_DOC_COUNTS = """
CREATE TABLE word_docs(term TEXT PRIMARY KEY, doc INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO word_docs SELECT term, doc FROM pages_vocab;
CREATE TABLE gram_docs(term TEXT PRIMARY KEY, doc INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO gram_docs SELECT term, doc FROM titles_vocab;
"""
# How many of a query's rarest words / title trigrams go into the full-text query.
RAREST_WORDS = 3
RAREST_TRIGRAMS = 3
# Terms in more documents than this are too costly to rank with OR (bm25 scores every match)
# and say little; a query of only such terms is run as AND of the two rarest instead.
COMMON_DOCS = 500
# Terms in more than this share of a large corpus act as stop words and are left out.
STOP_SHARE = 0.02


@dataclass(frozen=True)
class BuildReport:
    path: Path
    pages: int
    duplicates: int
    seconds: float


def build_corpus(pages: Iterable[Page], dest: Path, sources: Iterable[str] = ()) -> BuildReport:
    """Write `pages` into a new corpus at `dest`, replacing it only when the build succeeded.

    Duplicate titles (after normalisation) keep the first page seen: HotpotQA repeats the
    same paragraph across questions. Any exception leaves `dest` as it was.
    """
    started = time.perf_counter()
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=dest.name + ".", suffix=".building", dir=dest.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    count = duplicates = 0
    try:
        con = sqlite3.connect(tmp)
        try:
            con.execute("PRAGMA journal_mode=OFF")
            con.execute("PRAGMA synchronous=OFF")
            con.executescript(_SCHEMA)
            seen: set[str] = set()
            batch: list[tuple[int, str, str, str]] = []
            for page in pages:
                key = normalize_title(page.title)
                if not key or key in seen:
                    duplicates += bool(key)
                    continue
                seen.add(key)
                count += 1
                batch.append((count, page.title, key, json.dumps(list(page.sentences), ensure_ascii=False)))
                if len(batch) >= 5000:
                    _insert(con, batch)
                    batch = []
            _insert(con, batch)
            if count == 0:
                raise EnvironmentFailure(
                    "corpus_malformed",
                    "The sources contained no pages.",
                    "Check the input files: each needs titles with sentences.",
                )
            meta = {
                "schema_version": SCHEMA_VERSION,
                "pages": str(count),
                "sources": json.dumps(list(sources)),
                "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            }
            con.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
            con.execute("INSERT INTO pages_fts(pages_fts) VALUES ('optimize')")
            con.execute("INSERT INTO titles_tri(titles_tri) VALUES ('optimize')")
            con.executescript(_DOC_COUNTS)
            con.commit()
        finally:
            con.close()
        os.replace(tmp, dest)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return BuildReport(dest, count, duplicates, time.perf_counter() - started)


def _insert(con: sqlite3.Connection, batch: list[tuple[int, str, str, str]]) -> None:
    if not batch:
        return
    con.executemany("INSERT INTO pages VALUES (?, ?, ?, ?)", batch)
    con.executemany(
        "INSERT INTO pages_fts(rowid, title, body) VALUES (?, ?, ?)",
        [(pid, title, " ".join(json.loads(sents))) for pid, title, _, sents in batch],
    )
    con.executemany("INSERT INTO titles_tri(rowid, norm_title) VALUES (?, ?)", [(pid, key) for pid, _, key, _ in batch])


def page_count(path: Path | str) -> int:
    """How many pages the corpus at `path` holds (read from its metadata)."""
    corpus = Corpus(Path(path))
    try:
        return len(corpus)
    finally:
        corpus.close()


class Corpus:
    """Read access to a built corpus. Thread-safe (one connection behind a lock)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise EnvironmentFailure(
                "corpus_missing",
                f"No corpus file at {self.path}.",
                "Build one with `python -m react_core corpus build --bundled` (or --hotpotqa FILE), "
                "or leave the corpus path empty to use the bundled corpus.",
            )
        self._lock = threading.Lock()
        try:
            self._con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
            rows = dict(self._con.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError as exc:
            raise EnvironmentFailure(
                "corpus_malformed",
                f"{self.path} is not a workbench corpus ({exc}).",
                "Rebuild it with `python -m react_core corpus build ...`.",
            ) from exc
        if rows.get("schema_version") != SCHEMA_VERSION:
            raise EnvironmentFailure(
                "corpus_malformed",
                f"{self.path} has corpus schema {rows.get('schema_version')!r}, expected {SCHEMA_VERSION}.",
                "Rebuild it with `python -m react_core corpus build ...`.",
            )
        self.meta = rows

    def close(self) -> None:
        self._con.close()

    def __len__(self) -> int:
        return int(self.meta["pages"])

    def page(self, title: str) -> Page | None:
        """The page whose title equals `title` after normalisation, or None."""
        key = normalize_title(title)
        with self._lock:
            row = self._con.execute("SELECT title, sentences FROM pages WHERE norm_title = ?", (key,)).fetchone()
        return Page(row[0], tuple(json.loads(row[1]))) if row else None

    def resolve(self, title: str, title_match: str = "wikipedia") -> tuple[Page | None, str | None]:
        """The page a search for `title` opens, and the title it was resolved to (None when the
        query named it exactly, case aside).

        ``title_match="strict"``: the exact title only (case aside), the earlier behaviour, kept
        for comparisons. ``"wikipedia"`` (default): as Wikipedia's search "go" finds a page,
        also ignoring diacritics, punctuation, spacing, a leading "The" and ``&`` / ``and`` / ``+``
        (`loose_title_key`); then, for a query without a parenthetical, a title that adds one
        ("Jawbreaker" -> "Jawbreaker (film)"). Each step resolves only when exactly one page
        matches; an ambiguous query resolves to nothing (the caller lists similar titles).
        """
        if title_match not in TITLE_MATCHES:
            raise ValueError(f"title_match must be one of {', '.join(TITLE_MATCHES)}, not {title_match!r}.")
        page = self.page(title)
        if page is not None or title_match == "strict":
            return page, (page.title if page is not None and page.title != title.strip() else None)
        by_key, by_base = self._title_keys()
        key = loose_title_key(title)
        if not key:
            return None, None
        matches = by_key.get(key, [])
        if not matches and not _PARENTHETICAL.search(display_title(title)):
            matches = by_base.get(key, [])
        if len(matches) != 1:
            return None, None
        found = self.page(matches[0])
        return found, (found.title if found is not None else None)

    def _title_keys(self) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
        """Loose key -> titles, and loose key without a trailing parenthetical -> titles; built once
        on first use (one pass over the titles)."""
        with self._lock:
            cached = getattr(self, "_keys", None)
            if cached is None:
                by_key: dict[str, list[str]] = {}
                by_base: dict[str, list[str]] = {}
                for (title,) in self._con.execute("SELECT title FROM pages"):
                    by_key.setdefault(loose_title_key(title), []).append(title)
                    base = _PARENTHETICAL.sub("", display_title(title))
                    if base != display_title(title):
                        by_base.setdefault(loose_title_key(base), []).append(title)
                cached = self._keys = (by_key, by_base)
        return cached

    def titles(self) -> list[str]:
        with self._lock:
            return [r[0] for r in self._con.execute("SELECT title FROM pages ORDER BY id")]

    def similar_titles(self, query: str, limit: int = 5) -> list[str]:
        """Titles most like `query`: near-identical titles (typos) first, then bm25 over title+text.

        The trigram fallback runs when a query word is unknown to the index (a likely typo)
        or full-text ranking found fewer than `limit` titles.
        """
        ranked, all_known = self._ranked_titles(query, limit)
        close: list[str] = []
        loose: list[str] = []
        if not all_known or len(ranked) < limit:
            close, loose = self._fuzzy_titles(query)
        ranked = close + ranked + loose
        out: list[str] = []
        for title in ranked:
            if title not in out:
                out.append(title)
        return out[:limit]

    def _rarest(self, vocab: str, terms: list[str], keep: int) -> tuple[list[str], str, bool]:
        """Up to `keep` of `terms` with the fewest documents, "OR" or "AND" to join them, and
        whether every term is in the index.

        Rare terms are OR-ed; when every term is common, the rarest are AND-ed so the
        query stays cheap on large corpora.
        """
        terms = list(dict.fromkeys(terms))[:32]
        if not terms:
            return [], "OR", True
        marks = ",".join("?" * len(terms))
        with self._lock:
            counts = dict(self._con.execute(f"SELECT term, doc FROM {vocab} WHERE term IN ({marks})", terms).fetchall())
        ceiling = max(COMMON_DOCS, STOP_SHARE * len(self))
        found = sorted((t for t in terms if 0 < counts.get(t, 0) <= ceiling), key=lambda t: counts[t])
        rare = [t for t in found if counts[t] <= COMMON_DOCS]
        all_known = all(t in counts for t in terms)
        if rare:
            return rare[:keep], "OR", all_known
        return found[:2], "AND", all_known

    def _ranked_titles(self, query: str, limit: int) -> tuple[list[str], bool]:
        """bm25-ranked titles for the query's rarest words, and whether all its words are indexed."""
        words = [_fold(w) for w in _WORD.findall(query)]
        useful = [w for w in words if w not in _STOPWORDS] or words
        rare, joiner, all_known = self._rarest("word_docs", useful, RAREST_WORDS)
        if not rare:
            return [], all_known
        match = f" {joiner} ".join('"' + w.replace('"', '""') + '"' for w in rare)
        with self._lock:
            # Rank inside the FTS table alone: joining here makes SQLite score through a temp B-tree.
            rows = self._con.execute(
                "SELECT p.title FROM (SELECT rowid AS id, bm25(pages_fts, 10.0, 1.0) AS score FROM pages_fts "
                "WHERE pages_fts MATCH ? ORDER BY score LIMIT ?) AS hit JOIN pages p ON p.id = hit.id "
                "ORDER BY hit.score",
                (match, limit),
            ).fetchall()
        return [r[0] for r in rows], all_known

    def _fuzzy_titles(self, query: str, candidates: int = 20) -> tuple[list[str], list[str]]:
        """Titles sharing rare trigrams with `query`, split into close (ratio >= 0.8) and the rest."""
        key = normalize_title(query)
        grams = [key[i : i + 3] for i in range(len(key) - 2)]
        rare, joiner, _ = self._rarest("gram_docs", [g for g in grams if g.strip()], RAREST_TRIGRAMS)
        if not rare:
            return [], []
        match = f" {joiner} ".join('"' + g.replace('"', '""') + '"' for g in rare)
        with self._lock:
            rows = self._con.execute(
                "SELECT p.title, p.norm_title FROM (SELECT rowid AS id FROM titles_tri WHERE titles_tri MATCH ? "
                "ORDER BY bm25(titles_tri) LIMIT ?) AS hit JOIN pages p ON p.id = hit.id",
                (match, candidates),
            ).fetchall()
        scored = sorted(
            ((difflib.SequenceMatcher(None, key, norm).ratio(), title) for title, norm in rows),
            key=lambda pair: -pair[0],
        )
        close = [t for score, t in scored if score >= 0.8]
        loose = [t for score, t in scored if 0.6 <= score < 0.8]
        return close, loose


TITLE_MATCHES = ("wikipedia", "strict")
_PARENTHETICAL = re.compile(r"\s*\([^()]*\)\s*$")
_LEADING_THE = re.compile(r"^the\s+")


def loose_title_key(title: str) -> str:
    """A title with what Wikipedia's "go" search looks past taken out: case, diacritics,
    ``&``/``+`` (read as "and"), punctuation, spacing and a leading "The".
    "Romeo + Juliet", "Romeo & Juliet" and "romeo and juliet" share a key, as do
    "What Are Little Boys Made Of?" and "What Are Little Boys Made Of"."""
    text = _fold(display_title(title))
    text = text.replace("&", " and ").replace("+", " and ")
    words = _WORD.findall(text.replace("_", " "))
    text = " ".join(words)
    text = _LEADING_THE.sub("", text) if len(words) > 1 else text
    return text.replace(" ", "")


def _fold(word: str) -> str:
    """A word as the unicode61 tokenizer indexes it: lower case, diacritics removed."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))

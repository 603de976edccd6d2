"""A question file that carries its own paragraphs is searched in those paragraphs.

A HotpotQA distractor file gives every question its 10 paragraphs (2 gold, 8 distractors);
its questions cannot be answered from the bundled pages. `corpus_for_source(path)` builds
the corpus of such a file once (named by a hash of the file and the corpus schema, so an
edited file gets a new one) and returns it. It returns None for files without paragraphs
(FEVER claims, the ReAct repository's simplified question list): those need a corpus the
user built, or live Wikipedia, except the FEVER claims file saved on the Data page: its claims
are searched in the corpus of the wiki pages saved beside it (`build_fever_corpus`, built once).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable, Iterator
from itertools import chain
from pathlib import Path

from react_core.common.paths import corpus_dir
from react_core.data import data_folders, fever, hotpotqa
from react_core.data.corpus import SCHEMA_VERSION, build_corpus, page_count
from react_core.data.pages import Page
from react_core.trajectory.task import Task

_lock = threading.Lock()  # one build per file, even when batch workers ask at once
_known: dict[tuple[str, float, int], Path | None] = {}


def corpus_for_source(source: str | Path) -> Path | None:
    """The corpus of a HotpotQA file's own paragraphs, built now if needed; None without paragraphs."""
    path = Path(source)
    if not path.is_file():
        return None
    stat = path.stat()
    key = (str(path.resolve()), stat.st_mtime, stat.st_size)
    with _lock:
        if key not in _known:
            _known[key] = _build_once(path)
        return _known[key]


def own_page_count(source: str | Path) -> int:
    """Pages in the corpus a HotpotQA file brings (built now if needed); 0 when it has no paragraphs."""
    path = corpus_for_source(source)
    return 0 if path is None else page_count(path)


def corpus_for_task(task: Task) -> Path | None:
    """The corpus a knowledge task brings with it (see `corpus_for_source`), or, for a claim of
    the saved FEVER claims file, the corpus of the saved wiki pages (built now if it is not yet)."""
    source = task.meta.get("source")
    if not source or source == "bundled":
        return None
    if task.family == "fever":
        return saved_fever_corpus(source)
    if task.family != "hotpotqa":
        return None
    return corpus_for_source(source)


Progress = Callable[[float, str], None]  # (fraction done, what is happening) for a progress bar


def saved_fever_corpus(claims: str | Path) -> Path | None:
    """The saved wiki pages' corpus when `claims` is the saved claims file, built once; else None."""
    wiki = data_folders.wiki_for_claims(claims)
    return None if wiki is None else build_fever_corpus(wiki)


def build_fever_corpus(wiki: str | Path, progress: Progress | None = None) -> Path:
    """The corpus of every page in a FEVER wiki-pages file or folder, built once (the paper's
    search found pages beyond the claims' evidence, so none is left out)."""
    dest = data_folders.fever_corpus_path(wiki)
    with _lock:
        if dest.exists():
            if progress:
                progress(1.0, f"Already built: {dest.name}")
            return dest
        build_corpus(
            _counted(fever.read_wiki_pages(wiki), _line_count(wiki), progress),
            dest,
            sources=[f"fever-wiki:{Path(wiki).name}"],
        )
    return dest


def _line_count(wiki: str | Path) -> int:
    """Records in the dump, one a line: the progress bar's whole (a fast count of newlines)."""
    total = 0
    for file in fever.wiki_dump_files(wiki):
        with file.open("rb") as handle:
            total += sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b""))
    return max(total, 1)


def _counted(pages: Iterator[Page], total: int, progress: Progress | None) -> Iterator[Page]:
    for done, page in enumerate(pages, 1):
        if progress and (done % 500 == 0 or done == 1):
            progress(min(done / total, 0.99), f"{done:,} of about {total:,} pages")
        yield page
    if progress:
        progress(1.0, "Indexing…")


def _build_once(path: Path) -> Path | None:
    digest = hashlib.sha256(path.read_bytes() + SCHEMA_VERSION.encode()).hexdigest()[:12]
    dest = corpus_dir() / f"{hotpotqa.source_slug(path)}-{digest}.sqlite"
    if dest.exists():
        return dest
    pages = hotpotqa.read_pages(path)
    first = next(pages, None)
    if first is None:
        return None  # questions only: nothing to build
    build_corpus(chain([first], pages), dest, sources=[f"hotpotqa:{path.name}"])
    return dest

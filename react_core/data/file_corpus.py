"""A question file that carries its own paragraphs is searched in those paragraphs.

A HotpotQA distractor file gives every question its 10 paragraphs (2 gold, 8 distractors);
its questions cannot be answered from the bundled pages. `corpus_for_source(path)` builds
the corpus of such a file once (named by a hash of the file and the corpus schema, so an
edited file gets a new one) and returns it. It returns None for files without paragraphs
(FEVER claims, the ReAct repository's simplified question list): those need a corpus the
user built, or live Wikipedia.
"""
from __future__ import annotations

import hashlib
import threading
from itertools import chain
from pathlib import Path

from react_core.data import hotpotqa
from react_core.data.corpus import SCHEMA_VERSION, build_corpus, page_count
from react_core.paths import corpus_dir
from react_core.task import Task

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
    """The corpus a knowledge task brings with it (see `corpus_for_source`), if any."""
    source = task.meta.get("source")
    if task.family != "hotpotqa" or not source or source == "bundled":
        return None
    return corpus_for_source(source)


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

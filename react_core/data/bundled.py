"""The project's own corpus and tasks, written for this workbench (see bundled/*.jsonl).

The SQLite corpus is built from ``bundled/pages.jsonl`` on first use into the cache folder;
its file name carries a hash of the pages and the corpus schema, so editing either rebuilds it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from react_core.common.paths import corpus_dir
from react_core.data.corpus import SCHEMA_VERSION, build_corpus
from react_core.data.pages import Page

BUNDLED_DIR = Path(__file__).parent / "bundled"
PAGES_FILE = BUNDLED_DIR / "pages.jsonl"
HOTPOTQA_FILE = BUNDLED_DIR / "hotpotqa.jsonl"
FEVER_FILE = BUNDLED_DIR / "fever.jsonl"


def read_bundled_pages() -> Iterator[Page]:
    with PAGES_FILE.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                record = json.loads(line)
                yield Page(record["title"], tuple(record["sentences"]))


def bundled_corpus_path() -> Path:
    """The bundled corpus in the cache, built now if missing or out of date."""
    digest = hashlib.sha256(PAGES_FILE.read_bytes() + SCHEMA_VERSION.encode()).hexdigest()[:12]
    path = corpus_dir() / f"bundled-{digest}.sqlite"
    if not path.exists():
        build_corpus(read_bundled_pages(), path, sources=["bundled"])
    return path

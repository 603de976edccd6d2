"""The paper's Wikipedia environment (HotpotQA and FEVER) over a local corpus or live Wikipedia.

env = make_env()                      # bundled local corpus, no network
env = make_env(corpus_path="my.sqlite")
env = make_env(backend="live")        # real Wikipedia, with timeouts
"""

from __future__ import annotations

import threading
from pathlib import Path

from react_core.environments.wikipedia.env import WikipediaEnv
from react_core.environments.wikipedia.live import LiveBackend
from react_core.environments.wikipedia.local import LocalBackend

BACKENDS = ("local", "live")


_backends: dict[tuple[str, float, str], LocalBackend] = {}
_backends_lock = threading.Lock()


def make_env(
    backend: str = "local", corpus_path: Path | str | None = None, title_match: str = "wikipedia"
) -> WikipediaEnv:
    """A fresh Wikipedia environment (its own page state). `corpus_path` (local only) defaults to
    the bundled corpus; the corpus behind it is opened once per process and shared (read-only and
    thread-safe), so a Step click or a batch episode does not reopen it. `title_match` (local
    only): "wikipedia" resolves titles as Wikipedia's search does, "strict" needs the exact title."""
    if backend == "local":
        return WikipediaEnv(local_backend(corpus_path, title_match))
    if backend == "live":
        return WikipediaEnv(LiveBackend())
    raise ValueError(f"Unknown Wikipedia backend {backend!r}; choose one of {', '.join(BACKENDS)}.")


def local_backend(corpus_path: Path | str | None = None, title_match: str = "wikipedia") -> LocalBackend:
    """The shared backend for a corpus file; a file rebuilt since (new mtime) is opened afresh."""
    if corpus_path is None:
        from react_core.data.bundled import bundled_corpus_path

        corpus_path = bundled_corpus_path()
    path = Path(corpus_path).resolve()
    key = (str(path), path.stat().st_mtime if path.exists() else 0.0, title_match)
    with _backends_lock:
        if key not in _backends:
            _backends[key] = LocalBackend(path, title_match)
        return _backends[key]


__all__ = ["BACKENDS", "LiveBackend", "LocalBackend", "WikipediaEnv", "local_backend", "make_env"]

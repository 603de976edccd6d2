"""The paper's Wikipedia environment (HotpotQA and FEVER) over a local corpus or live Wikipedia.

    env = make_env()                      # bundled local corpus, no network
    env = make_env(corpus_path="my.sqlite")
    env = make_env(backend="live")        # real Wikipedia, with timeouts
"""
from __future__ import annotations

from pathlib import Path

from react_core.environments.wikipedia.env import WikipediaEnv
from react_core.environments.wikipedia.local import LocalBackend
from react_core.environments.wikipedia.live import LiveBackend

BACKENDS = ("local", "live")


def make_env(backend: str = "local", corpus_path: Path | str | None = None,
             title_match: str = "wikipedia") -> WikipediaEnv:
    """A Wikipedia environment. `corpus_path` (local only) defaults to the bundled corpus;
    `title_match` (local only): "wikipedia" resolves titles as Wikipedia's search does, "strict"
    needs the exact title."""
    if backend == "local":
        return WikipediaEnv(LocalBackend(corpus_path, title_match))
    if backend == "live":
        return WikipediaEnv(LiveBackend())
    raise ValueError(f"Unknown Wikipedia backend {backend!r}; choose one of {', '.join(BACKENDS)}.")


__all__ = ["make_env", "WikipediaEnv", "LocalBackend", "LiveBackend", "BACKENDS"]

"""A persistent response cache in front of any LanguageModel (SQLite, one file).

Replays, resumed branches and re-run evaluations ask the same questions again; answering
them from disk makes them free and repeatable. The key is a hash of what determines the
answer: endpoint, model, prompt, stop strings, max tokens, temperature, n and seed. The
API key is never part of the key nor of the stored reply. Only deterministic requests
are cached: temperature 0, or a fixed seed.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from dataclasses import asdict
from pathlib import Path

from react_core.models.base import LanguageModel, ModelReply, ModelRequest
from react_core.models.errors import ModelError
from react_core.models.urls import without_credentials

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL,
    model TEXT NOT NULL,
    reply TEXT NOT NULL,
    created REAL NOT NULL
)
"""


def cache_key(endpoint: str, model: str, request: ModelRequest) -> str:
    """Hash of everything that decides the answer (never the session, never a key)."""
    material = {
        "endpoint": endpoint,
        "model": model,
        "prompt": request.prompt,
        "stop": list(request.stop),
        "max_tokens": request.max_tokens,
        "temperature": request.temperature,
        "n": request.n,
        "seed": request.seed,
    }
    if request.end_after_line:  # absent when unset, so entries written before it existed still match
        material["end_after_line"] = request.end_after_line
    if request.choices:  # the same: absent when unset
        material["choices"] = list(request.choices)
    if request.tools:  # a tool-call request: what the model read is the messages and tools
        material.update(messages=list(request.messages), tools=list(request.tools), tool_choice=request.tool_choice)
    if request.call_alone:  # the same: absent when unset
        material["call_alone"] = True
    if request.held_to:  # the same
        material["held_to"] = list(request.held_to)
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode("utf-8")).hexdigest()


def is_cacheable(request: ModelRequest) -> bool:
    """Sampling without a seed gives a different answer each time; caching it would hide that."""
    return request.temperature == 0 or request.seed is not None


class ResponseStore:
    """The SQLite file. Safe to share between threads (Streamlit runs several)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=10)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(_SCHEMA)
            self._db.commit()
        except sqlite3.DatabaseError as exc:
            raise ModelError(
                "cache",
                f"The response cache {self.path} cannot be opened: {exc}.",
                f"Delete {self.path} (it only holds cached replies) or turn the cache off (REACT_CACHE=0).",
            ) from None

    def get(self, key: str) -> ModelReply | None:
        with self._lock:
            row = self._db.execute("SELECT reply FROM responses WHERE key = ?", (key,)).fetchone()
        return ModelReply(**json.loads(row[0])) if row else None

    def put(self, key: str, endpoint: str, model: str, reply: ModelReply) -> None:
        stored = asdict(reply)
        stored.update(cache_hit=False, latency_s=reply.latency_s)
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO responses (key, endpoint, model, reply, created) VALUES (?, ?, ?, ?, ?)",
                (key, endpoint, model, json.dumps(stored), time.time()),
            )
            self._db.commit()

    def count(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0]

    def clear(self) -> None:
        with self._lock:
            self._db.execute("DELETE FROM responses")
            self._db.commit()

    def close(self) -> None:
        with self._lock:
            self._db.close()


class CachedModel:
    """Wraps a model; identical deterministic requests are answered from the store.

    A hit is marked `cache_hit=True`, carries the lookup time as its latency and costs
    nothing (`cost_usd` 0 for priced models); token counts are those of the original call.
    """

    def __init__(self, inner: LanguageModel, store: ResponseStore, endpoint: str) -> None:
        self.inner = inner
        self.store = store
        # Part of the key and stored in each row, so never with a password in it.
        self.endpoint = without_credentials(endpoint)

    @property
    def name(self) -> str:
        return self.inner.name

    def complete(self, request: ModelRequest, on_text=None) -> ModelReply:
        if not is_cacheable(request):
            return self._ask_inner(request, on_text)
        started = time.perf_counter()
        key = cache_key(self.endpoint, self.inner.name, request)
        hit = self.store.get(key)
        if hit is not None:
            hit.cache_hit = True
            hit.original_latency_s = hit.latency_s  # stored as the original call took it
            hit.latency_s = time.perf_counter() - started
            hit.cost_usd = 0.0 if hit.cost_usd is not None else None
            if on_text is not None:
                on_text(hit.text)
            return hit
        reply = self._ask_inner(request, on_text)
        self.store.put(key, self.endpoint, self.inner.name, reply)
        return reply

    @property
    def one_call_tools(self) -> bool:
        """The inner model's (OpenAIModel.one_call_tools); False where it does not say."""
        return bool(getattr(self.inner, "one_call_tools", False))

    def warm(self, prompt: str, key: str, ahead: bool = False):
        """The inner model's warm-up, where it has one (the embedded server)."""
        warm = getattr(self.inner, "warm", None)
        if warm is None:
            return None
        return warm(prompt, key, ahead=True) if ahead else warm(prompt, key)

    def _ask_inner(self, request: ModelRequest, on_text) -> ModelReply:
        if on_text is None:
            return self.inner.complete(request)
        return self.inner.complete(request, on_text=on_text)  # type: ignore[call-arg]

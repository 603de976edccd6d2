"""`open_model(config)`: the one place that turns settings into a ready LanguageModel.

No endpoint configured: the embedded llama.cpp server is started (once per process and
settings, shared by every caller, stopped at exit) and used like any OpenAI-compatible
endpoint. Either way the model is wrapped in the response cache unless it is switched off.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from dataclasses import replace
from pathlib import Path

from react_core.common.paths import cache_db_path, react_home
from react_core.models import slot_files
from react_core.models.base import LanguageModel
from react_core.models.cache import CachedModel, ResponseStore
from react_core.models.config import ModelConfig, load_config
from react_core.models.llama_server import LlamaServer, ServerSettings
from react_core.models.openai_model import OpenAIModel
from react_core.models.pricing import price_table
from react_core.models.server_build import find_server_binary
from react_core.models.slots import SlotMap
from react_core.models.thread_follow import CallGate, ThreadFollower
from react_core.models.threads import server_threads
from react_core.models.weights import check_weights, spec_for

_lock = threading.Lock()
_servers: dict[ServerSettings, tuple[LlamaServer, SlotMap]] = {}
_stores: dict[Path, ResponseStore] = {}
_followers: dict[int, ThreadFollower] = {}


def open_model(config: ModelConfig | None = None) -> LanguageModel:
    """A ready model for `config` (default: from env and config file). Raises ModelError."""
    config = config or load_config()
    if config.is_embedded:
        inner, endpoint = _embedded(config)
    else:
        inner = OpenAIModel(
            base_url=config.base_url or "",
            model=config.model,
            api_key=config.api_key,
            api_style=config.api_style,
            timeout_s=config.request_timeout_s,
            stall_s=config.request_stall_s,
            retries=config.retries,
            prices=price_table(config.prices),
        )
        endpoint = inner.base_url
    if not config.cache:
        return inner
    return CachedModel(inner, _store(Path(config.cache_path) if config.cache_path else cache_db_path()), endpoint)


def embedded_server(config: ModelConfig) -> tuple[LlamaServer, SlotMap]:
    """Start (or reuse) the embedded server for these settings."""
    spec = spec_for(config.embedded_size)
    slot_dir = _slot_cache_dir()
    settings = ServerSettings(
        binary=find_server_binary(),
        model_path=check_weights(spec),
        model_name=spec.model_name,
        threads=config.threads or server_threads(),
        slots=config.slots,
        ctx_per_slot=config.ctx_per_slot,
        port=config.port,
        log_path=_log_path(),
        slot_cache_dir=slot_dir,
        speculative=config.speculative,
    )
    with _lock:
        running = _running_like(settings, threads_chosen=not config.threads)
        if running is not None:
            return running
        taken = _take_over(settings)
        if taken is not None:
            _servers[settings] = (taken, SlotMap(settings.slots))
            return _servers[settings]
        _prune_slot_files(slot_dir)
        server = LlamaServer(settings).start()
        _servers[settings] = (server, SlotMap(settings.slots))
        return _servers[settings]


def _running_like(settings: ServerSettings, threads_chosen: bool) -> tuple[LlamaServer, SlotMap] | None:
    """The server this process runs for `settings`. When the threads were chosen by the load
    (`threads_chosen`), any thread count will do: the load at a later call must not start a second
    server beside the first (two servers on 2 cores, each with the model in memory)."""
    for known, pair in _servers.items():
        if not pair[0].is_running():
            continue
        if known == settings or (threads_chosen and replace(known, threads=settings.threads) == settings):
            return pair
    return None


HANDED_OVER = "REACT_EMBEDDED_SERVER"  # set by the launcher for the app it execs into; read once


def hand_over_embedded(config: ModelConfig) -> dict[str, str]:
    """Environment for the program this process execs into (the launcher becoming the app): the
    running embedded server for `config` is taken over there instead of started again (with the
    same threads, decided here, so that the settings match)."""
    server, _ = embedded_server(config)
    with _lock:
        for settings, (running, _slots) in _servers.items():
            if running is server:
                token = {"settings": _fingerprint(settings), "server": server.hand_over()}
                return {HANDED_OVER: json.dumps(token), "REACT_THREADS": str(settings.threads)}
    return {}


def saved_prompt(config: ModelConfig, key: str) -> Path:
    """Where the embedded server for `config` keeps the saved cache of prompt prefix `key` (it may not
    exist; a server with another slot count keeps its own)."""
    model = spec_for(config.embedded_size).model_name
    return _slot_cache_dir() / slot_files.name_for(model, key, slots=config.slots)


def _take_over(settings: ServerSettings) -> LlamaServer | None:
    offered = os.environ.pop(HANDED_OVER, None)
    if not offered:
        return None
    try:
        token = json.loads(offered)
        server = LlamaServer.take_over(settings, str(token["server"]))
    except (ValueError, KeyError, TypeError):
        return None
    if server is not None and token.get("settings") != _fingerprint(settings):
        server.stop()  # prepared for other settings (another size): not worth its memory
        return None
    return server


def _fingerprint(settings: ServerSettings) -> str:
    return hashlib.sha256(repr(settings).encode()).hexdigest()[:16]


def running_embedded_url() -> str | None:
    """The address of an embedded server this process already runs (its /tokenize counts tokens
    for training data); None when none runs. Never starts one."""
    with _lock:
        for server, _ in _servers.values():
            if server.is_running():
                return server.base_url
    return None


def stop_embedded_servers() -> None:
    """Stop every embedded server this process started (also happens at exit)."""
    with _lock:
        for follower in _followers.values():
            follower.stop()
        _followers.clear()
        for server, _ in _servers.values():
            server.stop()
        _servers.clear()


def _embedded(config: ModelConfig) -> tuple[OpenAIModel, str]:
    spec = spec_for(config.embedded_size)
    server, slots = embedded_server(config)
    # Threads chosen from the load follow it between calls; threads a person set (REACT_THREADS) stay.
    gate = _follower(server).gate if not config.threads and follow_threads() else None
    model = OpenAIModel(
        base_url=server.base_url,
        model=spec.model_name,
        api_style="completion",
        timeout_s=config.request_timeout_s,
        stall_s=config.request_stall_s,
        retries=config.retries,
        slots=slots,
        prices=None,
        display_name=f"embedded:{spec.model_name}",
        # One sample a request, in the trajectory's own slot. Measured (bench/bench_cot_sc.py): asking
        # for 4 at once was no faster on 2 cores (a request lasts as long as its longest sample),
        # and llama.cpp copies the prompt into the other slots, evicting other trajectories' caches.
        max_n=1,
        context_tokens=config.ctx_per_slot,  # llama.cpp shares its context out among the slots
        slot_dir=server.settings.slot_cache_dir,
        gate=gate,
    )
    # The port changes every start; the weights' hash names what actually answers.
    return model, f"embedded:{spec.sha256[:16]}"


def follow_threads() -> bool:
    """Whether embedded servers' threads follow the free cores (REACT_FOLLOW_THREADS=0 turns it off)."""
    return os.environ.get("REACT_FOLLOW_THREADS", "1") != "0"


def _follower(server: LlamaServer) -> ThreadFollower:
    """The one ThreadFollower of `server`, started on first use."""
    with _lock:
        follower = _followers.get(id(server))
        if follower is None or follower.server is not server:
            follower = _followers[id(server)] = ThreadFollower(server, CallGate()).start()
        return follower


def _store(path: Path) -> ResponseStore:
    with _lock:
        if path not in _stores:
            _stores[path] = ResponseStore(path)
        return _stores[path]


SLOT_FILES_KEPT = 8  # a saved prompt cache is ~30 MB per 1,000 tokens (1.5B model); the newest are kept


def _slot_cache_dir() -> Path:
    folder = react_home() / "slot-cache"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _prune_slot_files(folder: Path) -> None:
    """Keep the newest saved prompt caches; done when a server starts, not on every open_model."""
    saved = sorted(folder.glob("*.bin"), key=lambda f: f.stat().st_mtime, reverse=True)
    for old in saved[SLOT_FILES_KEPT:]:
        old.unlink(missing_ok=True)


def _log_path() -> Path:
    folder = react_home() / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "llama-server.log"

"""Long-lived things the pages share: the model, the History store, the review store and the batches' results.

The embedded model server is opened once per process (`st.cache_resource`); environments
come from the catalogue, which opens each corpus once per process.
An endpoint model holds the user's key, so it lives only in that browser session's memory.
Tests put a model in `st.session_state["model_override"]` (or a dict of model name to model, for a
run that switches models); the app never does.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import streamlit as st

from react_core import LanguageModel, ModelConfig
from react_core.common.paths import react_home
from react_core.endpoint.http_server import EndpointServer
from react_core.evaluation.results import ResultsStore
from react_core.models.errors import ModelError
from react_core.models.reach import check_reachable
from react_core.session.setup import model_signature
from react_core.storage.reviews import ReviewStore
from react_core.storage.store import TrajectoryStore

MODEL_OVERRIDE = "model_override"  # test hook: a LanguageModel (or name -> LanguageModel) instead of the picker's


@st.cache_resource(show_spinner=False)
def _endpoint(path: str) -> EndpointServer:
    port = int(os.environ.get("REACT_ENDPOINT_PORT") or 0)  # 0: any free port
    return EndpointServer(_store(path)).start(port)


def endpoint() -> EndpointServer:
    """The steering endpoint people's own agents call (127.0.0.1), started on first use, one per process."""
    return _endpoint(str(history_path()))


def history_path() -> Path:
    return react_home() / "history.sqlite3"


@st.cache_resource(show_spinner=False)
def _store(path: str) -> TrajectoryStore:
    return TrajectoryStore(path)


def store() -> TrajectoryStore:
    return _store(str(history_path()))


@st.cache_resource(show_spinner=False)
def _review_store(path: str) -> ReviewStore:
    return ReviewStore(path)


def review_store() -> ReviewStore:
    """Review queues and annotations, beside History under REACT_HOME."""
    return _review_store(str(react_home() / "reviews.sqlite3"))


@st.cache_resource(show_spinner=False)
def _results(path: str) -> ResultsStore:
    return ResultsStore(path)


def results_store() -> ResultsStore:
    """The Evaluate page's batches and their episodes (a review opens them too), under REACT_HOME."""
    return _results(str(react_home() / "evaluation.sqlite3"))


def config_signature(config: ModelConfig) -> str:
    """Names the model without the key or a password in the URL (react_core.session.setup)."""
    return model_signature(config)


def _open(config: ModelConfig) -> LanguageModel:
    try:
        from react_core.models.factory import open_model
    except ImportError as exc:  # the models package is still being assembled
        raise ModelError(
            "missing",
            "The model layer is not installed completely.",
            "Update the workbench (react_core.models.factory is missing).",
        ) from exc
    return open_model(config)


@st.cache_resource(show_spinner=False)
def _embedded(signature: str, _config: ModelConfig) -> LanguageModel:
    # One embedded llama.cpp server for the whole app; `signature` keys it.
    return _open(_config)


def open_language_model(config: ModelConfig) -> LanguageModel:
    """The model to run with: the test override, the shared embedded one, or this session's endpoint."""
    return model_opener()(config)


def model_opener() -> Callable[[ModelConfig], LanguageModel]:
    """`open_language_model` for later use in a worker thread (a step, Try N times), which cannot read
    the session: what it needs of the session is taken now."""
    override = st.session_state.get(MODEL_OVERRIDE)
    models = st.session_state.setdefault("_endpoint_models", {})
    return lambda config: _open_in_session(config, override, models)


def _open_in_session(config: ModelConfig, override: object, models: dict[str, LanguageModel]) -> LanguageModel:
    if isinstance(override, dict):
        found = override.get(config.model)
        if found is not None:
            return found
        override = override.get(None)  # the sidebar's model, named by no switch
    if isinstance(override, LanguageModel):
        return override
    if config.is_embedded:
        return _embedded(config_signature(config), config)
    key_hash = hashlib.sha256((config.api_key or "").encode()).hexdigest()[:16]
    slot = f"{config_signature(config)}#{key_hash}#{config.api_style}#{config.temperature}"
    if slot not in models:
        models.clear()  # one endpoint model per session; an old key is dropped with it
        models[slot] = _open(config)
    return models[slot]


def reachable_name(config: ModelConfig) -> str:
    """The name the model answers as; ModelError (with what to do) when it cannot answer.
    A test's stand-in model answers by definition."""
    override = st.session_state.get(MODEL_OVERRIDE)
    if isinstance(override, dict) and config.model in override:
        return config.model or ""
    return check_reachable(config)

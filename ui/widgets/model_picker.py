"""The sidebar's model: the embedded one, OpenAI, or another OpenAI-compatible endpoint, as a ModelConfig.

The API key is a password field: it stays in this browser session's memory and is never written anywhere.
"""

from __future__ import annotations

import os

import streamlit as st

from react_core import ModelConfig, load_config
from react_core.common.errors import describe
from react_core.models.config import OPENAI_COMPATIBLE, OPENAI_DEFAULT_BASE_URL
from ui.widgets.option_labels import labelled

MODEL_KINDS = {
    "embedded": "Embedded (local, no network)",
    "openai": "OpenAI",
    "endpoint": "Other endpoint (OpenAI-compatible)",
}


def _env_defaults() -> tuple[str, str, str]:
    """The model kind, base URL and model name the environment variables ask for."""
    try:
        config = load_config()
    except Exception:
        return "embedded", "", ""
    if config.provider != OPENAI_COMPATIBLE:
        return "embedded", "", ""
    kind = "openai" if config.base_url == OPENAI_DEFAULT_BASE_URL else "endpoint"
    return kind, config.base_url or "", config.model or ""


def _key_note(kind: str) -> str:
    """Which key the calls carry when none is typed: the environment's (load_config reads OPENAI_API_KEY; a
    config file never holds a key), else none, which only a local server accepts."""
    if os.environ.get("OPENAI_API_KEY", "").strip():
        return "Using the key in OPENAI_API_KEY (from the environment); a key typed here replaces it."
    if kind == "openai":
        return "No key yet: type it here, or set OPENAI_API_KEY before starting the app."
    return "No key: fine for a local server."


def model_picker(key: str = "model") -> ModelConfig | None:
    """The model settings; None (with the reason shown) when they are not valid yet."""
    env_kind, env_url, env_model = _env_defaults()
    kinds = list(MODEL_KINDS)
    kind = st.selectbox(
        "Model",
        kinds,
        index=kinds.index(env_kind),
        format_func=labelled(MODEL_KINDS),
        key=f"{key}:kind",
        persist_state="session",
    )
    overrides: dict = {}
    if kind == "embedded":
        overrides["provider"] = "embedded"
        st.caption("Qwen2.5-Coder on this machine via llama.cpp (127.0.0.1), started when first needed.")
    else:
        overrides["provider"] = OPENAI_COMPATIBLE
        if kind == "endpoint":
            url = st.text_input(
                "Base URL", value=env_url or "http://127.0.0.1:8000/v1", key=f"{key}:url", persist_state="session"
            )
            overrides["base_url"] = url.strip() or None
        else:
            overrides["base_url"] = OPENAI_DEFAULT_BASE_URL
        name = st.text_input(
            "Model name",
            value=env_model or ("gpt-3.5-turbo-instruct" if kind == "openai" else ""),
            key=f"{key}:{kind}:name",
            persist_state="session",
            help="Empty: the endpoint's first model.",
        )
        overrides["model"] = name.strip() or None
        typed = st.text_input(
            "API key",
            type="password",
            key=f"{key}:{kind}:api_key",
            persist_state="session",
            help="Kept only in this browser session's memory; never saved.",
        )
        overrides["api_key"] = typed.strip() or None
        if not typed:
            st.caption(_key_note(kind))
        if kind == "endpoint" and not overrides["base_url"]:
            st.warning("Enter the endpoint's base URL, e.g. http://127.0.0.1:8000/v1.")
            return None
    try:
        return load_config(overrides)
    except Exception as exc:
        st.error(describe(exc))
        return None

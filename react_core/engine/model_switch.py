"""Between model settings and what a branch records of them (react_core.trajectory.run_with.RunWith).

`run_with_for(config, ...)` is what a branch resumed with `config` records: never the key, the URL
without credentials. `config_for(run_with, base)` goes back to settings a model opens with; the
key comes from `base` (the app's or the environment's) when it is for the same endpoint.
`open_for(run_with)` is the default way an engine opens a branch's model: the key from the
environment, as the CLI and the batch runner open theirs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from react_core.models.base import LanguageModel
from react_core.models.config import ModelConfig, load_config
from react_core.models.factory import open_model
from react_core.models.urls import without_credentials
from react_core.models.weights import spec_for
from react_core.trajectory.run_with import RunWith

ModelOpener = Callable[[RunWith], LanguageModel]  # opens the model a branch records


def model_name(config: ModelConfig) -> str:
    """The name a model opened from `config` answers as, without opening it (an endpoint's first
    model, when none is named, is only known by asking: see react_core.models.reach)."""
    if config.is_embedded:
        return f"embedded:{spec_for(config.embedded_size).model_name}"
    return config.model or "(first model)"


def run_with_for(config: ModelConfig, *, prompt_set: str, at: int = 0, name: str | None = None) -> RunWith:
    """What a branch resumed with `config` records; `name` when the endpoint told it."""
    return RunWith(
        model=name or model_name(config),
        provider=config.provider,
        base_url=None if config.is_embedded else without_credentials(config.base_url or ""),
        api_style=config.api_style,
        embedded_size=config.embedded_size if config.is_embedded else None,
        temperature=config.temperature,
        prompt_set=prompt_set,
        at=at,
    )


def config_for(run_with: RunWith, base: ModelConfig | None = None) -> ModelConfig:
    """Settings to open the model `run_with` names; the key, timeouts and cache come from `base`
    (default: the environment and config file), the key only when `base` is for the same endpoint."""
    base = base or load_config()
    same_endpoint = base.base_url is not None and without_credentials(base.base_url) == run_with.base_url
    overrides = {"provider": run_with.provider, "temperature": run_with.temperature, "api_style": run_with.api_style}
    if run_with.provider == "embedded":
        return base.with_overrides(embedded_size=run_with.embedded_size or base.embedded_size, **overrides)
    config = base.with_overrides(base_url=base.base_url if same_endpoint else run_with.base_url, **overrides)
    return replace(
        config,
        model=None if run_with.model == "(first model)" else run_with.model,
        api_key=config.api_key if same_endpoint else None,  # never send one endpoint's key to another
    )


def open_for(run_with: RunWith) -> LanguageModel:
    """The default opener: the model a branch records, with the environment's key."""
    return open_model(config_for(run_with))

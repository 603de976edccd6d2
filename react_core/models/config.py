"""Which model to use and how, gathered from defaults, a config file, env vars and the app.

Precedence, lowest first: built-in defaults < config file < environment < `overrides`
passed by the app. The API key comes only from the environment or from the app's memory;
a config file holding a key is refused, so no file the project reads or writes carries it.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from react_core.common.paths import react_home
from react_core.models.call_watch import EMBEDDED_STALL_S, ENDPOINT_STALL_S
from react_core.models.errors import ModelError
from react_core.models.urls import without_credentials

EMBEDDED = "embedded"
OPENAI_COMPATIBLE = "openai-compatible"
OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1"
OPENAI_DEFAULT_MODEL = "gpt-4o-mini"

API_STYLES = ("auto", "completion", "chat")
EMBEDDED_SIZES = ("1.5b", "0.5b")
# llama.cpp's drafters that need no second model: they guess from n-grams already in the context.
SPECULATIVE_TYPES = ("none", "ngram-simple", "ngram-map-k", "ngram-map-k4v", "ngram-mod", "ngram-cache")


@dataclass(frozen=True)
class ModelConfig:
    """Everything needed to open a model. Immutable: derive variants with `with_overrides`."""

    provider: str = EMBEDDED  # "embedded" | "openai-compatible"
    base_url: str | None = None
    model: str | None = None  # None: the embedded model's name, or the endpoint's first model
    api_key: str | None = field(default=None, repr=False)  # memory/env only, never written
    api_style: str = "auto"  # "completion" | "chat" | "auto" (chat for chat-only model names)
    temperature: float = 0.0
    max_tokens: int = 256
    timeout_s: float | None = None  # per request; None: 120 s for endpoints, 900 s embedded (CPU, cold prompts)
    # No new token for this long once a streamed reply has begun stops the call (call_watch.py); None: 60 s for
    # endpoints, 120 s embedded (on 2 cores a slot writes a token every few seconds even beside a prompt read).
    stall_s: float | None = None
    retries: int = 3
    seed: int | None = None
    threads: int | None = None  # embedded server threads; None: all cores
    embedded_size: str = "1.5b"
    # Embedded server slots: trajectories that keep their prefix warm at once. 5: a batch's 4 episodes
    # at once and the person's run beside them (a slot is ~235 MB of KV cache at 8,192 tokens).
    slots: int = 5
    ctx_per_slot: int = 8192
    port: int | None = None  # embedded server port; None: any free port
    # Embedded server speculative decoding (llama.cpp --spec-type): "none", or an n-gram drafter that
    # guesses the next tokens from text already in the prompt (e.g. "ngram-simple"). See
    # bench/bench_speculative.py for what each gives on this machine.
    speculative: str = "none"
    cache: bool = True
    cache_path: str | None = None  # None: <REACT_HOME>/responses.sqlite3
    prices: Mapping[str, tuple[float, float]] | None = None  # per 1M tokens (in, out)

    def with_overrides(self, **overrides: Any) -> ModelConfig:
        """A copy with the given fields changed (None values are ignored)."""
        given = {k: v for k, v in overrides.items() if v is not None}
        unknown = set(given) - {f.name for f in fields(self)}
        if unknown:
            raise ModelError(
                "config",
                f"Unknown model setting(s): {', '.join(sorted(unknown))}.",
                f"Use one of: {', '.join(f.name for f in fields(self))}.",
            )
        return _validated(_resolve_provider(replace(self, **given), explicit="provider" in given))

    @property
    def request_timeout_s(self) -> float:
        if self.timeout_s is not None:
            return self.timeout_s
        return 900.0 if self.is_embedded else 120.0

    @property
    def request_stall_s(self) -> float:
        if self.stall_s is not None:
            return self.stall_s
        return EMBEDDED_STALL_S if self.is_embedded else ENDPOINT_STALL_S

    @property
    def is_embedded(self) -> bool:
        return self.provider == EMBEDDED

    def describe(self) -> str:
        """A one-line summary safe to show or log (never includes the key)."""
        if self.is_embedded:
            return f"embedded Qwen2.5-Coder-{self.embedded_size.upper()} (llama.cpp, 127.0.0.1)"
        key = "key set" if self.api_key else "no key"
        return f"{self.model or '(first model)'} at {without_credentials(self.base_url or '')} ({key})"


# Env var -> (field, parser). Parsers raise ValueError on bad text.
def _flag(text: str) -> bool:
    lowered = text.strip().lower()
    if lowered in ("1", "true", "yes", "on"):
        return True
    if lowered in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"expected on/off, got {text!r}")


_ENV: dict[str, tuple[str, Any]] = {
    "OPENAI_BASE_URL": ("base_url", str),
    "OPENAI_API_KEY": ("api_key", str),
    "REACT_PROVIDER": ("provider", str),
    "REACT_MODEL": ("model", str),
    "REACT_API_STYLE": ("api_style", str),
    "REACT_TEMPERATURE": ("temperature", float),
    "REACT_MAX_TOKENS": ("max_tokens", int),
    "REACT_TIMEOUT": ("timeout_s", float),
    "REACT_STALL_TIMEOUT": ("stall_s", float),
    "REACT_RETRIES": ("retries", int),
    "REACT_SEED": ("seed", int),
    "REACT_THREADS": ("threads", int),
    "REACT_EMBEDDED_SIZE": ("embedded_size", str),
    "REACT_SLOTS": ("slots", int),
    "REACT_CTX_PER_SLOT": ("ctx_per_slot", int),
    "REACT_PORT": ("port", int),
    "REACT_SPECULATIVE": ("speculative", str),
    "REACT_CACHE": ("cache", _flag),
    "REACT_CACHE_PATH": ("cache_path", str),
}

_FILE_FIELDS = {f.name for f in fields(ModelConfig)} - {"api_key"}
_SECRET_NAMES = {"api_key", "openai_api_key", "key", "token", "secret", "password"}


def load_config(
    overrides: Mapping[str, Any] | None = None,
    *,
    env: Mapping[str, str] | None = None,
    config_file: str | Path | None = None,
) -> ModelConfig:
    """Build the config: defaults < file (REACT_CONFIG or <REACT_HOME>/models.toml) < env < overrides."""
    env = os.environ if env is None else env
    values: dict[str, Any] = {}
    path = Path(config_file) if config_file else _default_config_file(env)
    if path is not None:
        values.update(read_config_file(path))
    values.update(_from_env(env))
    explicit_provider = "provider" in values
    if overrides:
        values.update({k: v for k, v in overrides.items() if v is not None})
        explicit_provider = explicit_provider or overrides.get("provider") is not None
    unknown = set(values) - {f.name for f in fields(ModelConfig)}
    if unknown:
        raise ModelError(
            "config",
            f"Unknown model setting(s): {', '.join(sorted(unknown))}.",
            "Check the spelling against the README's model settings.",
        )
    if isinstance(values.get("prices"), Mapping):
        values["prices"] = {k: (float(v[0]), float(v[1])) for k, v in values["prices"].items()}
    return _validated(_resolve_provider(ModelConfig(**values), explicit=explicit_provider))


def read_config_file(path: Path) -> dict[str, Any]:
    """Model settings from a TOML or JSON file (a `[model]` table or top-level keys)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ModelError(
            "config",
            f"Cannot read the model config file {path}: {exc.strerror}.",
            "Fix the path in REACT_CONFIG or remove the variable.",
        ) from None
    try:
        data = json.loads(text) if path.suffix.lower() == ".json" else tomllib.loads(text)
    except (ValueError, tomllib.TOMLDecodeError) as exc:
        raise ModelError(
            "config",
            f"The model config file {path} is not valid: {exc}.",
            "Fix the syntax (TOML, or JSON for a .json file).",
        ) from None
    secrets = _secret_names(data)  # anywhere in the file, not only in the table that is read
    if secrets:
        raise ModelError(
            "config",
            f"The model config file {path} contains a secret ({', '.join(sorted(secrets))}).",
            "Remove it from the file and set OPENAI_API_KEY in the environment (or enter it in the app).",
        )
    if isinstance(data.get("model"), dict):
        data = data["model"]
    unknown = set(data) - _FILE_FIELDS
    if unknown:
        raise ModelError(
            "config",
            f"Unknown setting(s) in {path}: {', '.join(sorted(unknown))}.",
            f"Use only: {', '.join(sorted(_FILE_FIELDS))}.",
        )
    return dict(data)


def _secret_names(data: Any) -> set[str]:
    """Keys that name a secret, at any depth of a parsed TOML/JSON document."""
    found: set[str] = set()
    pending = [data]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            found |= {str(k) for k in item if str(k).lower() in _SECRET_NAMES}
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return found


def _default_config_file(env: Mapping[str, str]) -> Path | None:
    if env.get("REACT_CONFIG"):
        return Path(env["REACT_CONFIG"]).expanduser()
    candidate = react_home() / "models.toml"
    return candidate if candidate.exists() else None


def _from_env(env: Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for name, (field_name, parse) in _ENV.items():
        raw = env.get(name)
        if raw is None or raw.strip() == "":
            continue
        try:
            values[field_name] = parse(raw.strip())
        except ValueError:
            shown = "(hidden)" if field_name == "api_key" else repr(raw)
            raise ModelError(
                "config",
                f"Environment variable {name}={shown} is not valid.",
                f"Set {name} to a valid {getattr(parse, '__name__', 'value')} or unset it.",
            ) from None
    return values


def _resolve_provider(config: ModelConfig, *, explicit: bool) -> ModelConfig:
    """An endpoint or key means "use that endpoint"; nothing configured means embedded."""
    provider = config.provider
    if not explicit and (config.base_url or config.api_key):
        provider = OPENAI_COMPATIBLE
    if provider == OPENAI_COMPATIBLE:
        base_url = (config.base_url or OPENAI_DEFAULT_BASE_URL).rstrip("/")
        model = config.model
        if model is None and base_url == OPENAI_DEFAULT_BASE_URL:
            model = OPENAI_DEFAULT_MODEL
        return replace(config, provider=provider, base_url=base_url, model=model)
    return replace(config, provider=provider)


def _validated(config: ModelConfig) -> ModelConfig:
    problems = []
    if config.provider not in (EMBEDDED, OPENAI_COMPATIBLE):
        problems.append(f"provider must be '{EMBEDDED}' or '{OPENAI_COMPATIBLE}', not {config.provider!r}")
    if config.api_style not in API_STYLES:
        problems.append(f"api_style must be one of {', '.join(API_STYLES)}, not {config.api_style!r}")
    if config.speculative not in SPECULATIVE_TYPES:
        problems.append(f"speculative must be one of {', '.join(SPECULATIVE_TYPES)}, not {config.speculative!r}")
    if config.embedded_size not in EMBEDDED_SIZES:
        problems.append(f"embedded_size must be one of {', '.join(EMBEDDED_SIZES)}, not {config.embedded_size!r}")
    if not 0.0 <= config.temperature <= 2.0:
        problems.append("temperature must be between 0 and 2")
    if config.max_tokens < 1:
        problems.append("max_tokens must be at least 1")
    if config.timeout_s is not None and config.timeout_s <= 0:
        problems.append("timeout_s must be positive")
    if config.stall_s is not None and config.stall_s <= 0:
        problems.append("stall_s must be positive")
    if config.retries < 0:
        problems.append("retries must be 0 or more")
    if config.slots < 1:
        problems.append("slots must be at least 1")
    if config.ctx_per_slot < 4096:
        problems.append("ctx_per_slot must be at least 4096 (ReAct prompts run to 3,500 tokens)")
    if config.threads is not None and config.threads < 1:
        problems.append("threads must be at least 1")
    if problems:
        raise ModelError(
            "config",
            "Invalid model settings: " + "; ".join(problems) + ".",
            "Correct the setting in the app, the environment or the config file.",
        )
    return config

"""Model settings: defaults < config file < environment < app, keys never from files."""

from __future__ import annotations

import json

import pytest

from react_core.models.config import EMBEDDED, OPENAI_COMPATIBLE, load_config
from react_core.models.errors import ModelError
from react_core.models.pricing import cost_usd, price_for, price_table


def test_nothing_configured_means_the_embedded_model(tmp_path):
    config = load_config(env={"REACT_HOME": str(tmp_path)})
    assert config.provider == EMBEDDED and config.temperature == 0.0 and config.cache is True
    assert config.embedded_size == "1.5b" and config.ctx_per_slot >= 4096


def test_a_base_url_means_that_endpoint():
    config = load_config(env={"OPENAI_BASE_URL": "http://127.0.0.1:8000/v1/", "REACT_MODEL": "qwen"})
    assert config.provider == OPENAI_COMPATIBLE
    assert config.base_url == "http://127.0.0.1:8000/v1" and config.model == "qwen"


def test_a_key_alone_means_openai_with_a_default_model():
    config = load_config(env={"OPENAI_API_KEY": "sk-abc"})
    assert config.base_url == "https://api.openai.com/v1" and config.model == "gpt-4o-mini"
    assert "sk-abc" not in repr(config) and "sk-abc" not in config.describe()


def test_provider_can_force_embedded_despite_a_key():
    config = load_config(env={"OPENAI_API_KEY": "sk-abc", "REACT_PROVIDER": "embedded"})
    assert config.is_embedded


def test_file_then_env_then_app(tmp_path):
    path = tmp_path / "models.toml"
    path.write_text("[model]\nmax_tokens = 100\ntemperature = 0.5\nthreads = 2\n")
    config = load_config({"temperature": 0.2}, env={"REACT_MAX_TOKENS": "150"}, config_file=path)
    assert (config.max_tokens, config.temperature, config.threads) == (150, 0.2, 2)


def test_json_config_file_and_price_overrides(tmp_path):
    path = tmp_path / "models.json"
    path.write_text(json.dumps({"model": "my-model", "prices": {"my-model": [1, 2]}}))
    config = load_config(env={}, config_file=path)
    assert config.model == "my-model" and config.prices == {"my-model": (1.0, 2.0)}


def test_a_config_file_with_a_key_is_refused(tmp_path):
    path = tmp_path / "models.toml"
    path.write_text('api_key = "sk-should-not-be-here"\n')
    with pytest.raises(ModelError) as caught:
        load_config(env={}, config_file=path)
    assert "OPENAI_API_KEY" in caught.value.fix and "sk-should-not-be-here" not in str(caught.value)


@pytest.mark.parametrize(
    "env",
    [
        {"REACT_TEMPERATURE": "hot"},
        {"REACT_CACHE": "maybe"},
        {"REACT_CTX_PER_SLOT": "1024"},
        {"REACT_EMBEDDED_SIZE": "70b"},
        {"REACT_PROVIDER": "magic"},
    ],
)
def test_bad_settings_say_what_is_wrong(env):
    with pytest.raises(ModelError) as caught:
        load_config(env=env)
    assert caught.value.kind == "config"


def test_unknown_setting_in_the_file_is_named(tmp_path):
    path = tmp_path / "m.toml"
    path.write_text("temprature = 0\n")
    with pytest.raises(ModelError, match="temprature"):
        load_config(env={}, config_file=path)


def test_app_overrides_switch_endpoints():
    base = load_config(env={})
    remote = base.with_overrides(base_url="http://127.0.0.1:9/v1", api_key="sk-x")
    assert remote.provider == OPENAI_COMPATIBLE
    assert remote.with_overrides(provider="embedded").is_embedded


def test_prices_match_dated_model_names_and_are_overridable():
    table = price_table(env={"REACT_PRICES": '{"my-local": [0, 0]}'})
    assert price_for("gpt-4o-mini-2024-07-18", table) == table["gpt-4o-mini"]
    assert price_for("qwen2.5-coder", table) is None
    assert cost_usd("gpt-4o", 1_000_000, 1_000_000, table) == pytest.approx(12.5)
    assert cost_usd("my-local", 10, 10, table) == 0.0


def test_the_embedded_model_gets_a_longer_default_timeout_than_endpoints():
    assert load_config(env={}).request_timeout_s > load_config(env={"OPENAI_BASE_URL": "http://x/v1"}).request_timeout_s
    assert load_config(env={"REACT_TIMEOUT": "5"}).request_timeout_s == 5.0


@pytest.mark.parametrize(
    "text",
    [
        'api_key = "sk-top-level-secret"\n[model]\nmodel = "m"\n',
        '[model]\nmodel = "m"\n[other]\npassword = "sk-top-level-secret"\n',
        '[model]\nmodel = "m"\n[model.extra]\ntoken = "sk-top-level-secret"\n',
    ],
)
def test_a_key_anywhere_in_the_config_file_is_refused(tmp_path, text):
    path = tmp_path / "models.toml"
    path.write_text(text)
    with pytest.raises(ModelError) as caught:
        load_config(env={}, config_file=path)
    assert "secret" in caught.value.cause and "sk-top-level-secret" not in str(caught.value)


def test_a_password_in_the_base_url_is_never_shown():
    config = load_config({"base_url": "http://ann:hunter2@models.example:8080/v1"}, env={})
    assert config.base_url == "http://ann:hunter2@models.example:8080/v1"  # still used to connect
    assert "hunter2" not in config.describe() and "ann" not in config.describe()
    assert "***@models.example:8080/v1" in config.describe()

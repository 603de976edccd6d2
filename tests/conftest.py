"""Settings and fixtures every test may use (pytest finds fixtures here without an import)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from react_core.plugins import registry

# The app warms the embedded model in the background as soon as a page opens (ui/model_warmup.py);
# tests that open pages must not start a model server. The warm-up's own tests turn it back on.
os.environ["REACT_WARMUP"] = "0"


@pytest.fixture
def app_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private history and imports folder; no model settings leak in from the environment.
    The app's test modules use it for every test: `pytestmark = pytest.mark.usefixtures("app_home")`."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name in ("OPENAI_BASE_URL", "OPENAI_API_KEY", "REACT_PROVIDER", "REACT_MODEL", "REACT_CONFIG"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "home"


@pytest.fixture
def plugins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """Call with the plugin files to load; the registry is emptied before and after."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(registry.MCP_ENV, raising=False)
    registry.reset_for_tests()

    def use(*files: Path | str) -> None:
        monkeypatch.setenv(registry.PLUGINS_ENV, os.pathsep.join(str(f) for f in files))
        registry.reset_for_tests()

    yield use
    registry.reset_for_tests()


@pytest.fixture
def mcp_servers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., None]]:
    """Call with MCP servers (commands or URLs) to load, as $REACT_MCP; the registry is emptied before and after."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(registry.PLUGINS_ENV, raising=False)
    registry.reset_for_tests()

    def use(*servers: str) -> None:
        monkeypatch.setenv(registry.MCP_ENV, "\n".join(servers))
        registry.reset_for_tests()

    yield use
    registry.reset_for_tests()

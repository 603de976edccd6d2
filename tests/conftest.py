"""Settings and fixtures every test may use (pytest finds fixtures here without an import)."""

from __future__ import annotations

import atexit
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from react_core.plugins import registry
from tools.borrowed_home import borrowed_home

# Tests never write into a person's own home: its history and results, the server pace it has
# measured, and the "person waiting" markers that pause a real batch on the same model server. The
# session runs in a borrowed home instead (the built server and the weights linked in); a test that
# needs a private one still takes `app_home`.
SESSION_HOME = borrowed_home("react-tests-home-")
os.environ["REACT_HOME"] = str(SESSION_HOME)
atexit.register(shutil.rmtree, SESSION_HOME, True)  # after the model servers stop (registered later)

# The app warms the embedded model in the background as soon as a page opens (ui/run/model_warmup.py);
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

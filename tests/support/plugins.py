"""Shared set-up for plugin tests: a clean registry, a private REACT_HOME, $REACT_PLUGINS set per test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from react_core.plugins import registry

ROOT = Path(__file__).resolve().parents[2]
CALCULATOR = ROOT / "examples" / "tools" / "calculator.py"
LAMPS = ROOT / "examples" / "plugins" / "lamps.py"


@pytest.fixture
def plugins(tmp_path, monkeypatch):
    """Call with the plugin files to load; the registry is emptied before and after."""
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    registry.reset_for_tests()

    def use(*files: Path | str) -> None:
        monkeypatch.setenv(registry.PLUGINS_ENV, os.pathsep.join(str(f) for f in files))
        registry.reset_for_tests()

    yield use
    registry.reset_for_tests()

"""The example plugin files the plugin tests load (the `plugins` fixture is in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CALCULATOR = ROOT / "examples" / "tools" / "calculator.py"
LAMPS = ROOT / "examples" / "plugins" / "lamps.py"

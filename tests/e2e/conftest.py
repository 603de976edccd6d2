"""Every test here drives a browser: marked `browser`, so `make quick` can leave them out."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Called with the whole session's items, so each is checked for living under tests/e2e.
    for item in items:
        if HERE in item.path.resolve().parents:
            item.add_marker(pytest.mark.browser)

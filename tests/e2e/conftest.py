"""Every test here drives a browser: marked `browser`, so `make quick` can leave them out.

Under parallel workers (`make test`) the browser tests go in two lanes (xdist groups), so at most two
of them (each a `streamlit run` and a Chromium) share the two cores at once, beside the other tests:
their waits were sized for a page that gets about a core to itself."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BROWSER_LANES = 2


@pytest.hookimpl(tryfirst=True)  # before xdist reads the groups (--dist loadgroup)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Called with the whole session's items, so each is checked for living under tests/e2e.
    browser = [item for item in items if HERE in item.path.resolve().parents]
    for number, item in enumerate(browser):
        item.add_marker(pytest.mark.browser)
        item.add_marker(pytest.mark.xdist_group(f"browser-{number % BROWSER_LANES}"))

"""History's "New calls answered by" box starts on something useful instead of empty in each session
(issue 43): what answered the last import in this home, else the Run page's own tools file or MCP server."""

from __future__ import annotations

import pytest

from react_core.plugins import registry, trace_tools
from tests.support.plugins import CALCULATOR
from tests.ui.test_app_common import click, open_page

pytestmark = pytest.mark.usefixtures("app_home")
BOX = "history:trace_tools"


def test_the_box_starts_on_what_answered_the_last_import():
    assert trace_tools.remembered_answerer() == ""
    trace_tools.remember_answerer("  python -m mcp_server_git --repository /srv/repo  ")
    trace_tools.remember_answerer("")  # an import that named nothing keeps the last one
    at = open_page("pages/4_History.py")
    assert at.text_input(key=BOX).value == "python -m mcp_server_git --repository /srv/repo"


def test_with_nothing_remembered_the_box_starts_on_the_run_pages_tools_file(monkeypatch):
    monkeypatch.delenv(registry.PLUGINS_ENV, raising=False)
    registry.reset_for_tests()
    try:
        at = open_page("app.py")
        at.text_input(key="task:plugin_path").input(str(CALCULATOR)).run()
        click(at, "task:plugin_add")
        assert at.selectbox(key="task:family").value == "calculator"
        at.switch_page("pages/4_History.py").run()
        assert at.text_input(key=BOX).value == str(CALCULATOR)
    finally:
        registry.reset_for_tests()


def test_a_fresh_home_with_a_bundled_family_starts_empty():
    at = open_page("pages/4_History.py")
    assert at.text_input(key=BOX).value == ""

"""An MCP server added in the sidebar is a task family: its tools are the actions on the Run page."""

from __future__ import annotations

import re

import pytest

from react_core.plugins import registry
from tests.support.mcp_servers import NOTES
from tests.test_app_common import cards, click, errors, open_page, scripted

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def _plain(shown: str) -> str:
    """A message as a person reads it: the server's text is escaped for Markdown (ui/plain_text.py)."""
    return re.sub(r"\\(.)", r"\1", shown)


def _fresh(monkeypatch):
    monkeypatch.delenv(registry.PLUGINS_ENV, raising=False)
    monkeypatch.delenv(registry.MCP_ENV, raising=False)
    registry.reset_for_tests()


def test_a_server_added_in_the_sidebar_is_stepped_with_your_question(monkeypatch):
    _fresh(monkeypatch)
    at = open_page("app.py", scripted(" I should search my notes.\nAction 1: search_notes[lunch]"))
    at.text_input(key="task:mcp_spec").input(NOTES).run()
    click(at, "task:mcp_add")
    assert at.selectbox(key="task:family").value == "mcp_notes"
    assert registry.remembered_servers() == [NOTES]  # started again in later sessions
    said = [_plain(m.value) for m in at.success]
    assert f"Added the MCP server {NOTES}: notes (MCP server), now the task family" in said[0], said
    assert at.text_input(key="task:mcp_spec").value == ""  # the box is ready for the next server
    at.text_area(key="task:mcp_notes:own_text").input("When is the team lunch?").run()
    click(at, "run:step")
    shown = cards(at)
    assert "search_notes[lunch]" in shown[0] and "Found: Team lunch" in shown[0], shown
    registry.reset_for_tests()


def test_a_server_that_cannot_start_is_one_message_and_the_page_works(monkeypatch):
    _fresh(monkeypatch)
    at = open_page("app.py")
    at.text_input(key="task:mcp_spec").input("no-such-mcp-server").run()
    click(at, "task:mcp_add")
    (shown,) = [_plain(e) for e in errors(at)]
    assert shown.startswith("The MCP server no-such-mcp-server could not be used: ")
    assert "was not found" in shown and "check the command" in shown
    assert at.selectbox(key="task:family").value == "hotpotqa" and registry.remembered_servers() == []
    registry.reset_for_tests()


def test_a_remembered_server_can_be_forgotten(monkeypatch, app_home):
    _fresh(monkeypatch)
    app_home.mkdir(parents=True, exist_ok=True)
    (app_home / "mcp.txt").write_text(NOTES + "\n")
    at = open_page("app.py")
    assert "notes (MCP server)" in at.selectbox(key="task:family").options
    click(at, f"task:forget_mcp:{NOTES}")
    assert registry.remembered_servers() == [] and "notes (MCP server)" not in at.selectbox(key="task:family").options
    registry.reset_for_tests()

"""Plugins in the app: added in the sidebar, a tool family is stepped on the Run page like a bundled one."""

from __future__ import annotations

import pytest

from react_core.plugins import registry
from tests.support.plugins import CALCULATOR
from tests.ui.test_app_common import cards, click, errors, open_page, scripted

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def _fresh(monkeypatch):
    monkeypatch.delenv(registry.PLUGINS_ENV, raising=False)
    registry.reset_for_tests()


def test_a_tools_file_added_in_the_sidebar_is_stepped_on_the_run_page(monkeypatch, app_home):
    _fresh(monkeypatch)
    at = open_page("app.py", scripted(" 17% is 0.17 times 2340.\nAction 1: Calculator[0.17 * 2340]"))
    at.text_input(key="task:plugin_path").input(str(CALCULATOR)).run()
    click(at, "task:plugin_add")
    assert at.selectbox(key="task:family").value == "calculator"
    assert registry.remembered() == [str(CALCULATOR)]  # kept for later sessions
    said = [m.value for m in at.success]
    assert any(m.startswith("Added calculator.py: Calculator") for m in said), said  # a person sees it worked
    assert at.text_input(key="task:plugin_path").value == ""  # the box is ready for the next file
    at.selectbox(key="task:calculator:Bundled tasks:task").select_index(1).run()
    click(at, "run:step")
    shown = cards(at)
    assert "Action 1" in shown[0] and "Calculator[0.17 * 2340]" in shown[0] and "397.8" in shown[0]
    registry.reset_for_tests()


def test_a_broken_plugin_is_one_message_in_the_sidebar_and_the_page_works(monkeypatch, tmp_path):
    _fresh(monkeypatch)
    broken = tmp_path / "broken.py"
    broken.write_text("def f(x: str) -> str\n    return x\n")
    monkeypatch.setenv(registry.PLUGINS_ENV, str(broken))
    at = open_page("app.py")
    shown = errors(at)
    assert len(shown) == 1 and f"The plugin file {broken} could not be loaded: SyntaxError" in shown[0]
    assert at.selectbox(key="task:family").value == "hotpotqa" and not at.exception
    registry.reset_for_tests()

"""WebShop in the Run page: choose an instruction, run the agent, read the pages and the purchase."""

from __future__ import annotations

import pytest

from tests.environments.test_webshop_integration import TASK, buying_the_target
from tests.ui.test_app_common import cards, click, open_page, run_state, scripted

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def test_the_run_page_plays_a_webshop_instruction_to_a_purchase_and_scores_it(app_home):
    at = open_page("app.py", scripted(*buying_the_target()))
    at.selectbox(key="task:family").set_value("webshop").run()
    assert at.selectbox(key="method:webshop").options == ["ReAct", "Act", "ReAct (tool calls)"]
    at.selectbox(key="task:webshop_task").set_value(TASK).run()
    at.selectbox(key="method:webshop").set_value("react").run()
    click(at, "run:run")
    trajectory = run_state(at).trajectory
    assert trajectory.task.id == TASK.id and trajectory.branch().success is True
    assert any("search[" in c for c in cards(at)) and any("Buy Now" in c for c in cards(at))
    plain = lambda text: text.replace("\\", "")  # noqa: E731 - outside text is Markdown-escaped on the page
    shown = " ".join(plain(c.value) for c in at.caption)
    assert "score 1.00" in shown and TASK.gold in shown
    assert any("score 1.00" in plain(s.value) and "correct" in s.value for s in at.success)
    # One sentence, not two full stops around the dash ("... met). — correct.").
    assert any(
        plain(s.value).startswith("Bought ") and "(every requirement met) — correct." in plain(s.value)
        for s in at.success
    ), [s.value for s in at.success]

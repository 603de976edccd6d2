"""What the steering editor says a change keeps and drops, before Apply (ui.run_view.run_steering)."""

from __future__ import annotations

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import click, open_page, scripted
from ui.run_view.run_steering import keeps_and_drops

QUEEN = " I need the band first.\nAction 1: Search[Queen (band)]"


def _one_step():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    engine = new_engine(task, "react", ScriptedModel([QUEEN]))
    engine.step()
    return engine.trajectory  # Thought 1, Action 1, Observation 1


def test_a_change_before_the_end_names_the_later_steps_the_new_branch_drops():
    text, mine, drops = keeps_and_drops(_one_step(), "edit", 0)
    assert text == (
        "The new branch ends there: it drops 2 later steps (Action 1 to Observation 1), which Resume lets the "
        "model write again. The branch you are on keeps every step."
    )
    assert drops and not mine


def test_a_change_at_the_end_says_it_drops_nothing_in_a_whole_sentence():
    """Alone, "This branch keeps every step." read as a fragment beside the scissors."""
    text, _, drops = keeps_and_drops(_one_step(), "insert_after", 2)
    assert text == "The new branch drops no later step. The branch you are on keeps every step." and not drops


@pytest.mark.usefixtures("app_home")
def test_the_editor_shows_scissors_where_steps_are_dropped_and_a_fork_where_none_is():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("edit").run()
    (said,) = [c.value for c in at.caption if "keeps every step" in c.value]
    assert said.startswith(":material/content_cut:") and "drops 2 later steps" in said
    at.segmented_control(key="run:0:ed:op").set_value("insert_after").run()
    (said,) = [c.value for c in at.caption if "keeps every step" in c.value]
    assert said.startswith(":material/call_split:") and "drops no later step" in said

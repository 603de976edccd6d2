"""The Run page after a model call stopped at its deadline (issue 43, item 3): the message says how long it
waited and what it had written, and under it the person chooses: Ask again, Wait longer (this run's
deadlines doubled, for the calls that follow), or Switch model."""

from __future__ import annotations

import pytest

from react_core.models.call_watch import CallOverdue, current_patience
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import QUEEN, cards, click, errors, open_page, run_state
from ui.widgets.plain_text import md

pytestmark = pytest.mark.usefixtures("app_home")

STALLED = CallOverdue("stall", 120, 250, 28, " The band that recorded Bohemian")


def test_a_stopped_call_shows_how_long_it_waited_what_it_wrote_and_the_three_ways_on():
    at = open_page("app.py", ScriptedModel([STALLED]))
    click(at, "run:step")
    (shown,) = errors(at)
    assert shown.startswith(
        md(
            "The model wrote nothing new for 2 min and was stopped after 4 min 10 s; it had written 28 tokens: "
            "“The band that recorded Bohemian” "
        )
    )
    assert md("Nothing was written to the trajectory. Ask again, wait longer, or switch to another model") in shown
    assert cards(at) == []
    assert at.button(key="run:overdue:again").label == "Ask again"
    assert at.button(key="run:overdue:longer").label == "Wait longer (up to 4 min without a new token)"
    assert at.button(key="run:overdue:go").label == "Resume with this model"  # inside Switch model


def test_wait_longer_doubles_the_deadlines_for_the_calls_that_follow_and_the_step_lands():
    seen: list[float] = []

    def patient(request):
        seen.append(current_patience())
        return QUEEN

    at = open_page("app.py", ScriptedModel([STALLED, patient, patient]))
    click(at, "run:step")
    click(at, "run:overdue:longer")
    assert seen == [2.0] and len(cards(at)) == 1 and errors(at) == []
    assert run_state(at).control.overdue is None
    with pytest.raises(KeyError):
        at.button(key="run:overdue:again")
    click(at, "run:step")
    assert seen == [2.0, 2.0]  # the run keeps its longer deadlines


def test_ask_again_asks_with_the_same_deadlines():
    seen: list[float] = []

    def once(request):
        seen.append(current_patience())
        return QUEEN

    at = open_page("app.py", ScriptedModel([STALLED, once]))
    click(at, "run:step")
    click(at, "run:overdue:again")
    assert seen == [1.0] and len(cards(at)) == 1

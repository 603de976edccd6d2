"""The Run page's "Try N times": start it on a steered branch, see the result line, open a try."""

from __future__ import annotations

import threading
import time

import pytest

from react_core.models.live import LiveReply
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import QUEEN, click, open_page, run_state

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

HINT = "Freddie Mercury was born in Zanzibar."


def reply(request):
    """Step 1 searches Queen; after the hint the model answers right, without it wrong."""
    tail = request.prompt.split("Question:")[-1]  # this task's part, after the exemplars
    if HINT in tail:
        return " Finish[Zanzibar]"  # the hint is the thought; the model is asked for the action alone
    if "Observation 1" in tail:
        return " I guess London.\nAction 2: Finish[London]"
    return QUEEN


def wait_for(at, run, seconds=20):
    deadline = time.time() + seconds
    while run.control.background is not None and run.control.background.running and time.time() < deadline:
        time.sleep(0.1)
    at.run()
    assert not at.exception, [e.value for e in at.exception]


def steered_run(model=None):
    """One step, then the hint inserted after it: a steered branch ready to be measured."""
    at = open_page("app.py", model or ScriptedModel(default=reply))
    click(at, "run:step")
    at.button(key="run:0:steer").click().run()
    at.segmented_control(key="run:0:ed:op").set_value("insert_after").run()
    at.text_area(key="run:0:ed:insert_after:text").input(HINT).run()
    click(at, "run:0:ed:apply")
    return at, run_state(at)


def test_try_n_times_on_a_steered_branch_shows_both_rates_and_opens_a_try():
    at, run = steered_run()
    original_branches = len(run.trajectory.branches)
    at.number_input(key="run:effect:n").set_value(2).run()
    click(at, "run:effect:start")
    wait_for(at, run)
    text = " ".join(m.value for m in at.markdown)
    assert "edited 2/2 exact match" in text.replace("\\", "") and "original 0/2" in text.replace("\\", "")
    assert len(run.trajectory.branches) == original_branches + 4
    tree = " ".join(h.proto.body for h in at.get("html") if "rx-tree" in h.proto.body)
    assert "trial" not in tree, "the tries are grouped, not listed as branches"
    chosen = at.selectbox(key="run:effect:pick").value
    click(at, "run:effect:open")
    assert run.trajectory.active_branch == chosen and run.trajectory.branch().trial is not None


def test_a_plain_run_offers_no_try():
    at = open_page("app.py", ScriptedModel(default=reply))
    click(at, "run:step")
    assert not [b for b in at.button if b.key == "run:effect:start"]


def test_step_waits_while_tries_run():
    at = open_page("app.py", ScriptedModel(default=reply))
    click(at, "run:step")
    run = run_state(at)

    class Busy:
        running = True
        trajectory_id = run.trajectory.id
        branch_id = run.trajectory.active_branch
        stopped = stopping = False
        done, total, error, eta_s = 1, 4, None, 30.0
        live = LiveReply()

        def merge_into(self, trajectory):
            return False

        def summary(self):
            return None

        def try_now(self):
            return None

        def stop(self):
            self.stopped = True

    run.control.background = Busy()
    click(at, "run:step")
    assert len(run.trajectory.steps_of()) == 3 and "Tries are running" in run.notice
    click(at, "run:reset")
    assert run.control.background.stopped, "Reset stops the tries of the trajectory it leaves"


def test_try_n_times_uses_the_n_typed_just_before_the_click():
    """A value changed and clicked at once (no redraw between) is the one used (found in a browser:
    a quick click ran the previous N)."""
    at, run = steered_run()
    before = len(run.trajectory.branches)
    at.number_input(key="run:effect:n").set_value(1)
    click(at, "run:effect:start")
    wait_for(at, run)
    assert len(run.trajectory.branches) == before + 2, "one try each way"


def test_the_tries_progress_and_stop_are_above_the_tabs_and_the_main_stop_stops_them():
    """The Figure 5 guide leaves a person on the Branches tab: the progress and a working Stop show there."""
    hold, release = threading.Event(), threading.Event()

    def slow(request):  # once the tries start, every reply waits until the test lets it go
        if hold.is_set():
            release.wait(10)
        return reply(request)

    at, run = steered_run(ScriptedModel(default=slow))
    hold.set()
    click(at, "run:effect:start")
    assert "progress and Stop are under the Run buttons" in run.notice and "tries of about" in run.notice
    at.segmented_control(key="run:view").set_value("Branches").run()
    assert at.button(key="run:effect:stop").label == "Stop the tries"
    assert not at.button(key="run:stop").disabled, "the main Stop works on the tries too"
    click(at, "run:stop")
    assert "Stopping the tries" in run.notice
    release.set()
    wait_for(at, run)
    assert not run.trying
    # The blue notice no longer says the tries are running: it says how they ended.
    said = [i.value.replace("\\", "") for i in at.info]  # shown as plain text: markdown escaped
    assert any(s.startswith("Stopped: 0 tries kept") for s in said), said
    assert not any("Trying" in s or "Stopping the tries" in s for s in said), said


def test_before_the_tries_start_the_panel_says_how_long_they_should_take():
    at, _run = steered_run()
    notes = " ".join(c.value for c in at.caption)
    assert "tries of about" in notes  # "About 1 s: 10 tries of about 1 model call each, ..."

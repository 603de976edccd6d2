"""A reload mid-step (issue 37): the new page finds the step still running in its thread, shows its
working line, keeps the run's buttons disabled, and shows the step once it has landed."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from react_core.models.live import LiveReply
from react_core.session import stepping
from react_core.session.controller import RunController
from react_core.session.phase import Phase
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory
from tests.ui.test_app_common import QUEEN, ROOT, TIMEOUT, cards, click, open_page, run_state, scripted

pytestmark = pytest.mark.usefixtures("app_home")


def test_a_reload_mid_step_shows_the_step_still_running_and_waits_for_it():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    shown = run_state(at).trajectory.id
    # The page before the reload, as its session stands mid-step: a step in flight on this trajectory.
    before = RunController(trajectory=run_state(at).trajectory, phase=Phase.RUNNING_STEPPING, live=LiveReply())
    stepping._stepping(before, shown)

    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)  # the reloaded page
    again.query_params["trajectory"] = shown
    again.run()
    assert not again.exception, [e.value for e in again.exception]
    run = run_state(again)
    assert run.stepping_elsewhere and "taking a step when the page was reloaded" in run.notice
    assert before.phase is Phase.STEPPING, "the replaced page's run to the end stops after that step"
    assert again.button(key="run:step").disabled and again.button(key="run:run").disabled
    assert not again.button(key="run:stop").disabled, "Stop cancels the step there"
    line = " ".join(h.proto.body for h in again.get("html"))
    assert "Still taking the step asked for before the page was reloaded" in line

    before.move({Phase.STEPPING: Phase.IDLE})  # the step lands in its thread
    again.run()
    run = run_state(again)
    assert run.elsewhere is None and "has ended; the run waits for you" in run.notice
    assert not again.button(key="run:step").disabled


def test_a_reload_during_the_first_step_finds_it_before_anything_is_saved():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    # A trajectory taking its first step: the address names it, History does not have it yet.
    first = Trajectory.from_json(run_state(at).trajectory.to_json())
    first.id = "not-saved-yet"
    assert not TrajectoryStore().exists(first.id)
    before = RunController(trajectory=first, phase=Phase.STEPPING, live=LiveReply())
    stepping._stepping(before, first.id)

    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)  # the reloaded page
    again.query_params["trajectory"] = first.id
    again.run()
    assert not again.exception, [e.value for e in again.exception]
    run = run_state(again)
    assert run.stepping_elsewhere and "taking a step when the page was reloaded" in run.notice
    assert run.trajectory.id == first.id and run.trajectory is not first, "a copy: the step's thread changes its own"
    assert again.button(key="run:step").disabled and again.button(key="run:run").disabled
    assert again.query_params["trajectory"] == first.id, "the address keeps naming it"

    TrajectoryStore().save(first)  # the step lands in its thread, which saves it
    before.move({Phase.STEPPING: Phase.IDLE})
    again.run()
    run = run_state(again)
    assert run.elsewhere is None and "has ended; the run waits for you" in run.notice
    assert not again.button(key="run:step").disabled


def test_a_first_step_stopped_after_a_reload_leaves_the_run_ready_to_step_from_the_start():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    first = Trajectory.from_json(run_state(at).trajectory.to_json())
    first.id = "stopped-before-saved"
    first.branch().step_ids.clear()  # nothing taken yet
    from react_core.models.cancel import CancelToken

    before = RunController(trajectory=first, phase=Phase.STEPPING, live=LiveReply(), cancel_token=CancelToken())
    stepping._stepping(before, first.id)
    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    again.session_state["model_override"] = scripted(QUEEN)
    again.query_params["trajectory"] = first.id
    again.run()
    click(again, "run:stop")
    assert before.cancel_token.cancelled
    before.move({Phase.STEPPING: Phase.IDLE})  # cancelled: it wrote nothing, History has nothing
    again.run()
    assert not again.button(key="run:step").disabled
    click(again, "run:step")
    assert len(cards(again)) == 1, "the first step, taken again on this page"


def test_an_address_naming_a_trajectory_neither_saved_nor_stepping_is_dropped():
    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    again.query_params["trajectory"] = "gone-for-good"
    again.run()
    assert not again.exception, [e.value for e in again.exception]
    assert run_state(again).trajectory is None and "trajectory" not in again.query_params


def test_stop_after_a_reload_cancels_the_step_the_replaced_page_asked_for():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    shown = run_state(at).trajectory.id
    before = RunController(trajectory=run_state(at).trajectory, phase=Phase.STEPPING, live=LiveReply())
    from react_core.models.cancel import CancelToken

    before.cancel_token = CancelToken()
    stepping._stepping(before, shown)
    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    again.query_params["trajectory"] = shown
    again.run()
    click(again, "run:stop")
    assert before.cancel_token.cancelled


def test_with_no_question_typed_the_box_reads_as_a_hint_and_the_page_says_what_to_do():
    at = open_page("app.py", scripted(QUEEN))
    at.selectbox(key="task:hotpotqa:source").set_value("My own question").run()
    box = at.text_area(key="task:hotpotqa:own_text")
    assert box.placeholder.startswith("Type your question here, e.g. ")
    assert at.button(key="run:step").disabled
    said = " ".join(c.value for c in at.caption)
    assert "Press **Step**" not in said and "Step is off until then" in said
    assert at.button(key="task:hotpotqa:own_use").label == "Use this question"
    box.input("Where was Freddie Mercury born?")
    at.button(key="task:hotpotqa:own_use").click().run()  # a visible button takes the question too
    assert not at.button(key="run:step").disabled


def test_a_reopened_trajectory_sets_the_method_box_without_a_default_and_state_warning(caplog):
    """The Method box took index= and show_in_sidebar's state value: Streamlit logged a warning with a
    stack on every reload. Now the default goes in as a state value and the box takes no index."""
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    shown = run_state(at).trajectory.id
    again = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    again.query_params["trajectory"] = shown
    with caplog.at_level("WARNING"):
        again.run()
    assert not again.exception
    assert again.selectbox(key="method:hotpotqa").value == "react"
    warned = [r.getMessage() for r in caplog.records if "default value" in r.getMessage()]
    assert not warned, warned


def test_opening_from_history_logs_no_default_and_state_warning(caplog):
    at = open_page("app.py", scripted(" Search[Queen (band)]"))
    at.selectbox(key="method:hotpotqa").select("act").run()
    click(at, "run:step")
    trajectory = run_state(at).trajectory
    at.selectbox(key="method:hotpotqa").select("react").run()
    at.switch_page("pages/4_History.py").run()
    with caplog.at_level("WARNING"):
        click(at, f"history:{trajectory.id}:open")
    assert at.selectbox(key="method:hotpotqa").value == "act"
    warned = [r.getMessage() for r in caplog.records if "default value" in r.getMessage()]
    assert not warned, warned

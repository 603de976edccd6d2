"""Rough edges of issue 13, each as a user meets it on the Run page."""

from __future__ import annotations

import pytest

from react_core.models.errors import ModelError
from tests.ui.test_app_common import (
    click,
    errors,
    infos,
    open_page,
    run_state,
    scripted,
)
from ui.run_view import call_view
from ui.run_view import view_model as vm
from ui.widgets.task_picker import MAX_OWN_CHARS

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def own_question(at, text: str):
    at.selectbox(key="task:hotpotqa:source").set_value("My own question").run()
    at.text_area(key="task:hotpotqa:own_text").input(text).run()
    return at


def test_the_run_page_has_a_title_an_introduction_and_is_called_run_in_the_navigation():
    at = open_page("app.py")
    assert [t.value for t in at.title] == ["Run"]
    assert any("Figure 5 demo" in c.value for c in at.caption)


def test_with_no_task_chosen_step_and_run_are_disabled():
    at = own_question(open_page("app.py"), "")
    assert any("Choose a task" in i for i in infos(at))
    assert at.button(key="run:step").disabled and at.button(key="run:run").disabled


def test_an_own_question_over_the_limit_is_refused_with_a_clear_message():
    at = own_question(open_page("app.py"), "Why? " * 1000)
    assert any(f"limit is {MAX_OWN_CHARS:,}" in e for e in errors(at))
    assert at.button(key="run:step").disabled
    assert not any("Why? Why?" in h.proto.body for h in at.get("html"))  # not the page header


def test_an_own_question_too_long_for_the_context_says_to_shorten_it():
    overflow = ModelError(
        "context_overflow", "The prompt is longer than the model's context.", "Continue from a shorter trajectory."
    )
    at = own_question(open_page("app.py", scripted(overflow)), "Where was the lead singer of Queen born?")
    click(at, "run:step")
    assert any("shorten it in the sidebar" in e for e in errors(at))


def test_the_figure5_demo_points_the_sidebar_at_its_own_game_and_method():
    """After the demo (or History's Open) the sidebar shows the trajectory's task, not the one
    chosen before, so the page and its sidebar never disagree."""
    at = open_page("app.py", scripted())
    assert at.selectbox(key="task:family").value == "hotpotqa"
    click(at, "run:figure5")
    shown = run_state(at).trajectory
    assert at.selectbox(key="task:family").value == "alfworld"
    assert at.selectbox(key="task:alfworld_task").value.id == shown.task.id
    assert at.selectbox(key="method:alfworld").value == "react"
    assert not any("Showing a reopened trajectory" in c.value for c in at.caption)
    header = [h.proto.body for h in at.get("html") if "rx-task" in h.proto.body]
    assert shown.task.text in header[0]
    at.run()  # the sidebar now names the same task: the demo stays
    assert run_state(at).trajectory is shown


def test_a_reopened_trajectory_whose_task_the_sidebar_lacks_says_which_task_is_shown():
    """A task the sidebar cannot offer (here: a file no longer imported) leaves the sidebar as it
    was; the page says which task it shows and keeps it until the sidebar is changed."""
    from react_core.session.controller import RunController
    from react_core.trajectory.task import Task
    from react_core.trajectory.trajectory import Trajectory
    from ui.run_view import run_session

    at = open_page("app.py", scripted())
    task = Task(
        id="gone-1",
        family="hotpotqa",
        text="Which river flows through the vanished city?",
        gold="x",
        meta={"source": "/nowhere/file.json"},
    )
    reopened = run_session.RunSession(
        "run", RunController(trajectory=Trajectory.start(task, "react", {"model": "m"})), reopened=True
    )
    at.session_state["_run:run"] = reopened
    at.run()
    assert any("Showing a reopened trajectory" in c.value and "vanished city" in c.value for c in at.caption)
    at.run()
    assert run_state(at).trajectory.task.id == "gone-1"


def test_show_in_sidebar_finds_bundled_tasks_and_refuses_unknown_ones(monkeypatch):
    import streamlit as st

    from react_core.engine import catalog
    from react_core.trajectory.task import Task
    from ui.widgets import task_picker

    state: dict = {}
    monkeypatch.setattr(st, "session_state", state)
    bundled = catalog.load_tasks("hotpotqa")[1]
    assert task_picker.show_in_sidebar(bundled, "act")
    assert state["task:family"] == "hotpotqa" and state["method:hotpotqa"] == "act"
    assert state["task:hotpotqa:source"] == task_picker.BUNDLED
    assert state[f"task:hotpotqa:{task_picker.BUNDLED}:task"] == bundled
    state.clear()
    assert not task_picker.show_in_sidebar(Task(id="nope", family="hotpotqa", text="?"), "react")
    assert state == {}


def test_two_calls_on_one_card_have_distinct_prompt_titles():
    from react_core.engine.demos import load_figure5

    trajectory = load_figure5().trajectory
    for group in vm.group_steps(trajectory):
        titles = [title for title, _ in call_view.titled_calls(group)]
        assert len(titles) == len(set(titles))
    two = next(g for g in vm.group_steps(trajectory) if len(g.calls) > 1)
    assert any("for the thought" in t for t, _ in call_view.titled_calls(two))


def test_the_method_cannot_be_emptied_and_an_empty_one_falls_back_to_react():
    """After the first rerun the Method box was made with index=None (its value set beforehand), which
    gave it a clear button; clearing it put a TypeError traceback on the page (walk3)."""
    at = open_page("app.py")
    at.run()  # the key now in the session: the box is drawn with index=None
    box = at.selectbox(key="method:hotpotqa")
    assert box.proto.HasField("default")  # an index, so no clear button in the browser
    box.set_value(None).run()  # what the clear button sent
    assert not at.exception, [e.value for e in at.exception]
    assert run_state(at).setup_signature is None or "|react|" in run_state(at).setup_signature
    assert not at.button(key="run:step").disabled

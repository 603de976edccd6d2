"""Rough edges of issue 13, each as a user meets it on the Run page."""
from __future__ import annotations

from react_core.models.errors import ModelError
from tests.test_app_common import (  # noqa: F401  (app_home is an autouse fixture)
    FINISH, FREDDIE, QUEEN, app_home, cards, click, errors, infos, open_page, run_state, scripted,
)
from ui import run_view, view_model as vm
from ui.plain_text import md
from ui.pickers import MAX_OWN_CHARS


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
    overflow = ModelError("context_overflow", "The prompt is longer than the model's context.",
                          "Continue from a shorter trajectory.")
    at = own_question(open_page("app.py", scripted(overflow)), "Where was the lead singer of Queen born?")
    click(at, "run:step")
    assert any("shorten it in the sidebar" in e for e in errors(at))


def test_a_reopened_trajectory_says_which_task_is_shown_and_ignores_the_sidebar_task_until_changed():
    at = open_page("app.py", scripted())
    click(at, "run:figure5")
    shown = run_state(at).trajectory
    assert any("Showing a reopened trajectory" in c.value and md(shown.task.text) in c.value for c in at.caption)
    header = [h.proto.body for h in at.get("html") if "rx-task" in h.proto.body]
    assert shown.task.text in header[0] and "Bohemian" not in header[0]
    at.run()  # the sidebar's own (HotpotQA) task does not replace it
    assert run_state(at).trajectory is shown


def test_two_calls_on_one_card_have_distinct_prompt_titles():
    from react_core.demos import load_figure5

    trajectory = load_figure5().trajectory
    for group in vm.group_steps(trajectory):
        titles = [title for title, _ in run_view._prompt_titles(group)]
        assert len(titles) == len(set(titles))
    two = next(g for g in vm.group_steps(trajectory) if len(g.calls) > 1)
    assert any("for the thought" in t for t, _ in run_view._prompt_titles(two))

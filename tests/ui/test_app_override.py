"""Override an observation in the Run page: the person's text on a new branch, marked "written by
you" on its card and in the branch diff, with what still holds; bad input says what to do."""

from __future__ import annotations

import pytest

from react_core.plugins import registry
from react_core.trajectory.steering import OverrideObservation, Steering
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.plugins import CALCULATOR
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import cards, click, errors, infos, open_page, run_state
from ui.run_view import view_model as vm
from ui.widgets.plain_text import md

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

FOUND = "Vienna lies on the Danube, which flows through the city."


def reply(request):
    if FOUND in request.prompt:
        return " The page says the Danube.\nAction 2: Finish[Danube]"
    return " I should search Vienna.\nAction 1: Search[Vienna]"


def overridden():
    """One step, then its observation overridden through the card's Steer editor."""
    at = open_page("app.py", ScriptedModel(default=reply))
    click(at, "run:step")
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("override").run()
    at.text_area(key="run:0:ed:override:text").input(FOUND).run()
    click(at, "run:0:ed:apply")
    return at


def test_an_override_makes_a_branch_marked_written_by_you_and_resume_reads_it():
    at = overridden()
    trajectory = run_state(at).trajectory
    assert any(md("New branch main.1: overrode Observation 1") in i for i in infos(at)), infos(at)
    card = cards(at)[0]
    assert FOUND in card and 'rx-badge rx-human_override">written by you' in card
    assert "a later lookup[...] searches the page the environment really opened" in card
    click(at, "run:run")  # "Resume"
    assert run_state(at).trajectory.branch().answer == "Danube"
    assert trajectory.steps_of()[2].author == Author.HUMAN_OVERRIDE
    at.segmented_control(key="run:view").set_value("Branches").run()
    diff = next(h.proto.body for h in at.get("html") if "rx-diff" in h.proto.body)
    assert 'rx-human_override">written by you' in diff and "first difference" in diff


def test_the_editor_says_what_an_override_changes_before_it_is_made():
    at = open_page("app.py", ScriptedModel(default=reply))
    click(at, "run:step")
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("override").run()
    real = run_state(at).trajectory.steps_of()[2].text
    assert at.text_area(key="run:0:ed:override:text").value == real, "the person starts from the real answer"
    assert any("the model reads it from here on, on a new branch" in c.value for c in at.caption)


def test_an_empty_override_is_refused_beside_the_editor_and_nothing_is_forked():
    at = open_page("app.py", ScriptedModel(default=reply))
    click(at, "run:step")
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("override").run()
    at.text_area(key="run:0:ed:override:text").input("   ").run()
    click(at, "run:0:ed:apply")
    assert md("The observation is empty; write something or cancel.") in errors(at), errors(at)
    assert len(run_state(at).trajectory.branches) == 1


def test_a_replaced_call_that_does_not_fit_the_tools_schema_names_the_field(monkeypatch):
    monkeypatch.setenv(registry.PLUGINS_ENV, str(CALCULATOR))
    registry.reset_for_tests()
    try:
        at = open_page("app.py", ScriptedModel(default=" 17% of 2340.\nAction 1: Calculator[0.17 * 2340]"))
        at.selectbox(key="task:family").set_value("calculator").run()
        click(at, "run:step")
        click(at, "run:0:steer")
        at.segmented_control(key="run:0:ed:op").set_value("replace").run()
        at.text_area(key="run:0:ed:replace:text").input('Calculator[{"expr": "6 * 7"}]').run()
        click(at, "run:0:ed:apply")
        shown = " ".join(errors(at)).replace("\\", "")  # shown as written: Markdown's marks escaped
        assert "The arguments of Calculator do not fit its schema: field" in shown and "expression" in shown, shown
        assert len(run_state(at).trajectory.branches) == 1
    finally:
        registry.reset_for_tests()


def test_an_alfworld_card_says_the_game_went_on_from_what_the_action_really_did():
    trajectory = Trajectory.start(Task("g", "alfworld", "put a key in the drawer", meta={}), "react")
    trajectory.append(Step(StepKind.ACTION, "go to drawer 1", Author.MODEL))
    trajectory.append(Step(StepKind.OBSERVATION, "The drawer 1 is closed.", Author.ENVIRONMENT))
    Steering(trajectory).apply(OverrideObservation(1, "The drawer 1 is open. In it, you see a key 1."))
    card = vm.group_html(vm.group_steps(trajectory)[-1], "alfworld")
    assert "The drawer 1 is open. In it, you see a key 1." in card and "written by you" in card
    assert "the game went on from what the action really did, so later observations come from the real game" in card

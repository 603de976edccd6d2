"""The Run page points at where to steer: flags on the cards, "Steer here", "Suggest an edit",
errors beside the editor, and notices that do not go stale."""

from __future__ import annotations

import pytest

from react_core.trajectory.steps import Author
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import (
    FREDDIE,
    QUEEN,
    cards,
    click,
    infos,
    open_page,
    run_state,
    scripted,
)

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

AGAIN = " I still need the singer.\nAction 2: Search[Queen (band)]"


def looping_run():
    model = scripted(QUEEN, AGAIN, FREDDIE, " Born in Zanzibar.\nAction 4: Finish[Zanzibar]")
    at = open_page("app.py", model)
    at.checkbox(key="retry_repeats").uncheck().run()  # the paper's decoding: let the model loop
    click(at, "run:step")
    click(at, "run:step")
    return at, model


def test_a_repeated_action_is_flagged_on_its_card_with_an_escaped_reason():
    at, _ = looping_run()
    first, second = cards(at)
    assert "rx-flag" not in first
    assert "rx-flagged" in second and "loop" in second
    assert "the same action as the previous one" in second
    assert "“Search[Queen (band)]”" in second


def test_steer_here_opens_the_editor_on_the_flagged_action_and_the_edit_resumes():
    at, _model = looping_run()
    assert at.button(key="run:3:steer_here")  # only on the first flagged card
    click(at, "run:3:steer_here")
    assert at.segmented_control(key="run:3:ed:op").value == "replace"
    assert at.text_area(key="run:3:ed:replace:text").value == "Search[Queen (band)]"
    at.text_area(key="run:3:ed:replace:text").input("Search[Freddie Mercury]")
    click(at, "run:3:ed:apply")
    click(at, "run:run")
    trajectory = run_state(at).trajectory
    assert trajectory.branch().answer == "Zanzibar" and len(trajectory.branches) == 2
    assert "rx-flag" not in cards(at)[1]  # the replaced action is no loop


def test_the_figure5_demo_offers_steer_here_at_its_cellphone_thought_and_a_suggestion_fills_the_editor():
    suggestion = " There is no cellphone on ottoman 1. Next, I need to check drawer 1."
    model = ScriptedModel([suggestion])
    at = open_page("app.py", model)
    click(at, "run:figure5")
    flagged = [c for c in cards(at) if "rx-flag" in c]
    assert "cellphone 3, which no observation so far has shown" in flagged[0]
    click(at, "run:4:steer_here")
    assert at.segmented_control(key="run:4:ed:op").value == "edit"
    click(at, "run:4:ed:suggest")
    assert "Now I find the first cellphone (3)" in model.last_prompt
    assert at.text_area(key="run:4:ed:edit:text").value == suggestion.strip()
    assert any(
        "Suggested by the model" in c.value and "own hint" in c.value and "No cellphone has been seen yet" in c.value
        for c in at.caption
    )  # the rule's hint stays at hand
    trajectory = run_state(at).trajectory
    assert len(trajectory.branches) == 1  # never applied by itself
    click(at, "run:4:ed:apply")
    assert trajectory.steps_of()[4].text == suggestion.strip()
    assert trajectory.steps_of()[4].author == Author.HUMAN_EDIT


def test_a_degenerate_suggestion_is_replaced_by_the_flags_hint_and_the_page_says_why():
    repeated = " The agent's thought was: Now I find the first cellphone (3)." * 5  # issue 19's reply
    at = open_page("app.py", ScriptedModel([repeated]))
    click(at, "run:figure5")
    click(at, "run:4:steer_here")
    click(at, "run:4:ed:suggest")
    text = at.text_area(key="run:4:ed:edit:text").value
    assert text.startswith("No cellphone has been seen yet. Next, I need to look in ") and "agent's" not in text
    assert any(
        "The model's suggestion echoed the prompt, so this is the flag's own hint" in c.value for c in at.caption
    )
    assert len(run_state(at).trajectory.branches) == 1  # never applied by itself


def test_a_winning_branch_keeps_its_flags_but_offers_no_steer_here():
    at, _ = looping_run()
    assert at.button(key="run:3:steer_here")
    click(at, "run:run")  # Freddie Mercury, then Finish[Zanzibar]: right
    assert run_state(at).trajectory.branch().answer == "Zanzibar"
    assert "rx-flagged" in cards(at)[1] and "loop" in cards(at)[1]
    assert not [b for b in at.button if b.key and b.key.endswith(":steer_here")]


def test_a_steering_error_is_shown_inside_the_editor_not_at_the_top():
    at, _ = looping_run()
    click(at, "run:3:steer")
    at.text_area(key="run:3:ed:edit:text").input("   ")
    click(at, "run:3:ed:apply")
    assert run_state(at).steer_error and "empty" in run_state(at).steer_error
    assert run_state(at).error is None  # the top of the page stays quiet
    editor_errors = [e.value for e in at.main.get("error")]
    assert any("empty" in e for e in editor_errors)
    # it is drawn after the editor's text box, i.e. beside it
    order = [type(el).__name__ for el in at.main if type(el).__name__ in ("TextArea", "Error")]
    assert order.index("Error") > order.index("TextArea")


def test_press_resume_is_not_shown_once_the_resumed_branch_has_run():
    at, _ = looping_run()
    click(at, "run:3:steer")
    at.segmented_control(key="run:3:ed:op").set_value("replace").run()
    at.text_area(key="run:3:ed:replace:text").input("Search[Freddie Mercury]")
    click(at, "run:3:ed:apply")
    assert any("Press Resume" in i for i in infos(at))
    click(at, "run:run")
    assert run_state(at).trajectory.branch().finished
    assert not any("Press Resume" in i or "Resuming" in i for i in infos(at))


def test_apply_and_resume_does_not_say_press_resume():
    at, _ = looping_run()
    click(at, "run:3:steer")
    at.segmented_control(key="run:3:ed:op").set_value("replace").run()
    at.text_area(key="run:3:ed:replace:text").input("Search[Freddie Mercury]")
    click(at, "run:3:ed:apply_resume")
    assert run_state(at).trajectory.branch().finished
    assert not any("Press Resume" in i or "Resuming" in i for i in infos(at))

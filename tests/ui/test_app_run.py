"""The Run page (app.py): step, run, stop, steer and resume, as a user does it."""

from __future__ import annotations

import pytest

from react_core.models.errors import ModelError
from react_core.session.phase import Phase
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, StepKind
from tests.ui.test_app_common import (
    FINISH,
    FREDDIE,
    QUEEN,
    cards,
    click,
    errors,
    infos,
    open_page,
    run_state,
    scripted,
)
from ui.run_view import run_cards, run_controls
from ui.widgets.plain_text import md

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def two_steps(*more):
    model = scripted(QUEEN, FREDDIE, *more)
    at = open_page("app.py", model)
    click(at, "run:step")
    click(at, "run:step")
    return at, model


def test_first_load_shows_the_first_bundled_task_and_no_steps():
    at = open_page("app.py")
    assert "Bohemian Rhapsody" in "".join(h.proto.body for h in at.get("html"))
    assert at.button(key="run:step").disabled is False
    assert cards(at) == []


def test_step_adds_one_thought_action_observation_from_the_real_corpus(app_home):
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    shown = cards(at)
    assert len(shown) == 1
    assert "Thought 1" in shown[0] and "Action 1" in shown[0] and "Observation 1" in shown[0]
    assert "Search[Queen (band)]" in shown[0]
    trajectory = run_state(at).trajectory
    observation = trajectory.steps_of()[-1]
    assert observation.kind == StepKind.OBSERVATION and "Queen" in observation.text
    saved = TrajectoryStore(app_home / "history.sqlite3").load(trajectory.id)
    assert len(saved.steps_of()) == 3  # saved as it grows


def test_run_to_end_marks_the_answer_right_against_gold():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    click(at, "run:run")
    assert len(cards(at)) == 3
    assert any("Zanzibar" in s.value and "correct" in s.value for s in at.success)
    assert at.button(key="run:step").disabled  # a finished branch cannot be stepped


def test_a_wrong_answer_is_marked_wrong():
    # A wrong answer the page shows (one no observation shows would be asked again: the repeat aid).
    at = open_page("app.py", scripted(QUEEN, " Queen formed in London.\nAction 2: Finish[London]"))
    click(at, "run:run")
    assert any("London" in e and "wrong" in e and "Zanzibar" in e for e in errors(at))


def test_stop_cancels_the_step_in_flight_and_writes_nothing():
    # The second reply stands in for a user clicking Stop while the model works on step 2:
    # it calls the Stop button's own callback; the reply that still arrives is dropped.
    def stop_then_reply(request):
        run_controls.stop(run_state(at))
        return FREDDIE

    model = scripted(QUEEN, stop_then_reply, FREDDIE, FINISH)
    at = open_page("app.py", model)
    click(at, "run:run")
    assert len(model.requests) == 2  # step 2 was asked, then cancelled; step 3 never asked
    assert len(cards(at)) == 1, "the cancelled step left nothing behind"
    assert run_state(at).running is False
    assert run_state(at).notice == "Stopped; the step in flight was cancelled, nothing was written."
    assert any(i.startswith("Stopped") for i in infos(at))
    click(at, "run:run")  # resume: step 2 is asked again
    assert len(model.requests) == 4 and len(cards(at)) == 3


def test_stop_between_steps_says_so():
    at = open_page("app.py", scripted(QUEEN))
    run = run_state(at)
    run.control.phase = Phase.RUNNING
    run_controls.stop(run)
    assert run.notice.startswith("Stopped between steps")


def test_edit_then_resume_continues_on_a_new_branch_and_keeps_the_original():
    at, model = two_steps(" Mercury was born in Zanzibar.\nAction 3: Finish[Zanzibar]")
    trajectory = run_state(at).trajectory
    original = trajectory.active_branch
    original_steps = list(trajectory.branch(original).step_ids)
    click(at, "run:3:steer")  # the second step card starts at position 3
    at.text_area(key="run:3:ed:edit:text").input("Mercury is the singer. Search his page for the birthplace.")
    click(at, "run:3:ed:apply")
    assert trajectory.active_branch != original
    assert any(md("New branch main.1") in i for i in infos(at))  # branch names are outside text, escaped
    click(at, "run:run")  # "Resume"
    assert "Thought 2: Mercury is the singer. Search his page for the birthplace.\nAction 2:" in model.last_prompt
    assert trajectory.branch(original).step_ids == original_steps
    edited = trajectory.steps_of()[3]
    assert edited.author == Author.HUMAN_EDIT
    assert "edited by you" in cards(at)[1]


def test_delete_thought_keeps_its_action_and_the_model_continues_after_it():
    at, model = two_steps(" Born in Zanzibar.\nAction 3: Finish[Zanzibar]")
    click(at, "run:3:steer")
    at.segmented_control(key="run:3:ed:op").set_value("delete").run()
    click(at, "run:3:ed:apply")
    steps = run_state(at).trajectory.steps_of()
    assert [s.kind for s in steps] == [
        StepKind.THOUGHT,
        StepKind.ACTION,
        StepKind.OBSERVATION,
        StepKind.ACTION,
        StepKind.OBSERVATION,
    ]
    click(at, "run:step")
    assert "I need his birthplace" not in model.last_prompt
    assert "Action 2: Search[Freddie Mercury]\nObservation 2:" in model.last_prompt


def test_insert_a_hint_after_a_step():
    at, model = two_steps("\nAction 3: Finish[Zanzibar]")
    click(at, "run:3:steer")
    at.segmented_control(key="run:3:ed:op").set_value("insert_after").run()
    at.text_area(key="run:3:ed:insert_after:text").input("The birthplace is in the first sentences.")
    click(at, "run:3:ed:apply")
    click(at, "run:step")
    assert model.last_prompt.endswith("Thought 3: The birthplace is in the first sentences.\nAction 3:")
    assert run_state(at).trajectory.branch().answer == "Zanzibar"


def test_replace_an_action_is_answered_by_the_environment_without_the_model():
    at, model = two_steps()
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("replace").run()
    at.text_area(key="run:0:ed:replace:text").input("Search[Freddie Mercury]")
    click(at, "run:0:ed:apply")
    calls = len(model.requests)
    click(at, "run:step")
    assert len(model.requests) == calls
    steps = run_state(at).trajectory.steps_of()
    assert steps[1].text == "Search[Freddie Mercury]" and "Mercury" in steps[2].text


def test_bad_edits_say_why_and_change_nothing():
    at, _ = two_steps()
    trajectory = run_state(at).trajectory
    click(at, "run:3:steer")
    at.text_area(key="run:3:ed:edit:text").input("   ")
    click(at, "run:3:ed:apply")
    assert any("empty" in e for e in errors(at))
    at.text_area(key="run:3:ed:edit:text").input("x" * 5000)
    click(at, "run:3:ed:apply")
    assert any("limit" in e for e in errors(at))
    assert len(trajectory.branches) == 1
    assert at.text_area(key="run:3:ed:edit:text").value == "x" * 5000  # the text is not lost


def test_markup_in_a_thought_is_shown_as_text():
    at, _ = two_steps()
    click(at, "run:3:steer")
    at.text_area(key="run:3:ed:edit:text").input('<script>alert("x")</script> **bold** <b>b</b>')
    click(at, "run:3:ed:apply")
    card = cards(at)[1]
    assert "<script>" not in card and "<b>b</b>" not in card
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; **bold** &lt;b&gt;b&lt;/b&gt;" in card


def test_a_model_error_mid_run_is_shown_with_its_fix_and_loses_nothing():
    failure = ModelError("unreachable", "The model server at 127.0.0.1:9 did not answer.", "Start it and press Step.")
    at = open_page("app.py", scripted(QUEEN, failure, FREDDIE))
    click(at, "run:run")
    assert any("did not answer" in e and "Start it" in e for e in errors(at))
    assert len(cards(at)) == 1 and run_state(at).running is False
    click(at, "run:step")  # the retry goes on from where it stopped
    assert len(cards(at)) == 2


def test_finished_branch_cannot_be_resumed_but_can_be_steered():
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH, " Finish[Zanzibar]"))
    click(at, "run:run")
    assert at.button(key="run:run").disabled
    click(at, "run:6:steer")
    at.text_area(key="run:6:ed:edit:text").input("Check the birthplace once more.")
    click(at, "run:6:ed:apply_resume")
    trajectory = run_state(at).trajectory
    assert trajectory.branch().finished and len(trajectory.branches) == 2


def test_branch_switch_and_delete_from_the_branch_view():
    at, _ = two_steps()
    trajectory = run_state(at).trajectory
    original = trajectory.active_branch
    click(at, "run:3:steer")
    at.segmented_control(key="run:3:ed:op").set_value("delete").run()
    click(at, "run:3:ed:apply")
    forked = trajectory.active_branch
    at.segmented_control(key="run:view").set_value("Branches").run()
    click(at, f"run:br:{original}:switch")
    assert trajectory.active_branch == original
    diff = [h.proto.body for h in at.get("html") if "rx-diff" in h.proto.body]
    assert diff and "rx-changed" in diff[0]
    click(at, f"run:br:{forked}:delete")  # asks first: deleting cannot be undone
    assert forked in trajectory.branches
    assert any("Delete branch main\\.1?" in w.value and "cannot be undone" in w.value for w in at.warning)
    click(at, f"run:br:{forked}:delete_no")
    assert forked in trajectory.branches and not at.warning
    click(at, f"run:br:{forked}:delete")
    click(at, f"run:br:{forked}:delete_yes")
    assert list(trajectory.branches) == [original]
    at.segmented_control(key="run:view").set_value("Trajectory").run()
    assert len(cards(at)) == 2


def test_prompt_of_a_step_is_viewable():
    at, model = two_steps()
    click(at, "run:3:prompt")
    assert any(c.value == model.requests[1].prompt for c in at.code)


def test_a_long_trajectory_opens_on_its_latest_steps_and_shows_all_on_request():
    from react_core.data.tasks import load_tasks
    from react_core.engine.assemble import new_engine
    from react_core.environments.wikipedia import make_env
    from react_core.session.controller import RunController
    from tests.support.scripted_model import ScriptedModel
    from ui.run_view.run_session import RunSession

    engine = new_engine(load_tasks("hotpotqa")[0], "react", ScriptedModel(default=QUEEN), env=make_env(), max_steps=40)
    engine.run(max_units=25)
    at = open_page("app.py")
    at.session_state["_run:run"] = RunSession("run", RunController(trajectory=engine.trajectory))
    at.run()
    assert len(cards(at)) == run_cards.RECENT_GROUPS
    click(at, "run:show_all")
    assert len(cards(at)) == 25

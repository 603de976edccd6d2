"""The Run page's "Play it yourself": a person writes each thought and action of a bundled HotpotQA
question, the local corpus answers, the cards show the steps marked "written by you", and the
finished run is saved as an exemplar with "Use as exemplar"; Undo, handing over to the model and
taking over from it, as a person does them."""

from __future__ import annotations

import pytest

from react_core.prompting import prompt_sets
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, Outcome, StepKind
from tests.ui.test_app_common import (
    FINISH,
    FREDDIE,
    QUEEN,
    cards,
    click,
    errors,
    open_page,
    run_state,
    scripted,
)

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def start_playing(model=None):
    at = open_page("app.py", model or scripted())
    at.toggle(key="run:play").set_value(True).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def play(at, action, thought=None):
    if thought is not None:
        at.text_input(key="run:play:thought").set_value(thought)
    at.text_input(key="run:play:action").set_value(action)
    click(at, "run:play:go")
    return at


def test_a_person_plays_a_bundled_question_to_finish_and_saves_it_as_an_exemplar(app_home):
    model = scripted()  # never asked: a person writes every step
    at = start_playing(model)
    assert not [b for b in at.button if b.key == "run:step"], "Step gives way to the play form"
    play(at, "Search[Queen (band)]", "The band that recorded Bohemian Rhapsody is Queen; I need its singer.")
    shown = cards(at)
    assert len(shown) == 1 and "written by you" in shown[0] and "Observation 1" in shown[0]
    assert "Freddie Mercury" in shown[0], "the local corpus answered with the real page"
    assert at.text_input(key="run:play:action").value == "", "the boxes start empty for the next step"

    play(at, "Search[Freddie Mercury]", "Queen's lead singer was Freddie Mercury. Where was he born?")
    play(at, "Finish[Zanzibar]", "Freddie Mercury was born in Zanzibar.")
    assert len(cards(at)) == 3
    assert any("Zanzibar" in s.value and "correct" in s.value for s in at.success)
    trajectory = run_state(at).trajectory
    assert [s.author for s in trajectory.steps_of() if s.kind != StepKind.OBSERVATION] == [Author.HUMAN_PLAY] * 6
    assert model.requests == []
    assert TrajectoryStore(app_home / "history.sqlite3").load(trajectory.id).branch().outcome == Outcome.ANSWERED

    # The finished branch offers "Use as exemplar" right under it.
    key = f"run:exemplar:{trajectory.id}:{trajectory.active_branch}"
    click(at, f"{key}:button")
    text = at.text_area(key=f"{key}:text").value
    assert text.startswith("Question: ") and "Thought 1: The band that recorded Bohemian Rhapsody is Queen" in text
    assert text.endswith("Action 3: Finish[Zanzibar]")
    at.text_input(key=f"{key}:set").set_value("played").run()
    click(at, f"{key}:save")
    saved = (app_home / "prompts/played/hotpotqa/react.txt").read_text()
    assert saved.endswith("Thought 3: Freddie Mercury was born in Zanzibar.\nAction 3: Finish[Zanzibar]\n")
    assert "user:played" in prompt_sets.user_sets()


def test_the_model_steps_with_the_played_exemplar(app_home):
    at = start_playing()
    play(at, "Finish[Zanzibar]", "Freddie Mercury, Queen's singer, was born in Zanzibar.")
    trajectory = run_state(at).trajectory
    key = f"run:exemplar:{trajectory.id}:{trajectory.active_branch}"
    click(at, f"{key}:button")
    at.text_input(key=f"{key}:set").set_value("played").run()
    click(at, f"{key}:save")

    model = scripted(QUEEN)
    at.session_state["model_override"] = model
    at.toggle(key="run:play").set_value(False).run()
    at.selectbox(key="prompts:set").set_value("user:played").run()
    click(at, "run:step")
    assert (
        "Thought 1: Freddie Mercury, Queen's singer, was born in Zanzibar.\nAction 1: Finish[Zanzibar]"
        in model.requests[0].prompt
    )
    assert run_state(at).trajectory.model["prompt_set"] == "user:played"


def test_an_invalid_action_gets_the_environments_answer_and_a_refused_step_keeps_its_text():
    at = start_playing()
    play(at, "Fly[to Zanzibar]", "Let me try something else.")
    assert "Invalid action" in cards(at)[0]
    play(at, "Search[Freddie Mercury]")  # no thought: ReAct writes one before each action
    assert any("thought before each action" in e for e in errors(at))
    assert at.text_input(key="run:play:action").value == "Search[Freddie Mercury]"
    assert len(cards(at)) == 1


def test_undo_takes_back_the_last_played_step():
    at = start_playing()
    play(at, "Search[Queen (band)]", "Queen first.")
    play(at, "Finish[London]", "I guess London.")
    assert any("wrong" in e for e in errors(at))
    click(at, "run:play:undo")
    assert len(cards(at)) == 1 and not run_state(at).trajectory.branch().finished
    assert run_state(at).notice == "Took back your last step."
    play(at, "Search[Freddie Mercury]", "Now the singer.")
    assert len(cards(at)) == 2 and "Freddie Mercury" in cards(at)[1]


def test_let_the_model_continue_runs_it_on_a_new_branch_and_keeps_the_played_one():
    model = scripted(FREDDIE, FINISH)
    at = start_playing(model)
    play(at, "Search[Queen (band)]", "The band that recorded Bohemian Rhapsody is Queen. I need its lead singer.")
    click(at, "run:play:handover")
    trajectory = run_state(at).trajectory
    assert trajectory.branch().name == "main.1" and trajectory.branch().outcome == Outcome.ANSWERED
    assert len(model.requests) == 2 and "Action 1: Search[Queen (band)]" in model.requests[0].prompt
    played = next(b for b in trajectory.branches.values() if b.name == "main")
    assert len(played.step_ids) == 3 and not played.finished
    assert at.toggle(key="run:play").value is False
    assert [b for b in at.button if b.key == "run:step"], "Step and Run are back"


def test_taking_over_from_the_model_plays_on_its_branch():
    at = open_page("app.py", scripted(QUEEN))
    click(at, "run:step")
    at.toggle(key="run:play").set_value(True).run()
    play(at, "Search[Freddie Mercury]", "I take it from here: the singer's page.")
    trajectory = run_state(at).trajectory
    assert len(trajectory.branches) == 1
    assert [s.author for s in trajectory.steps_of()][::3] == [Author.MODEL, Author.HUMAN_PLAY]
    shown = cards(at)
    assert "written by you" not in shown[0] and "written by you" in shown[1]


def test_a_run_with_no_exemplars_yet_can_be_played_and_the_model_says_what_is_missing(app_home):
    """A new family has no exemplars: playing needs none, and the model's step says how to get one.
    Stood in for here by a user set that has exemplars for another family only."""
    (app_home / "prompts/other/fever").mkdir(parents=True)
    (app_home / "prompts/other/fever/react.txt").write_text("Claim: x\nThought 1: y\nAction 1: Finish[SUPPORTS]\n")
    model = scripted(QUEEN)
    at = open_page("app.py", model)
    at.selectbox(key="prompts:set").set_value("user:other").run()
    at.toggle(key="run:play").set_value(True).run()
    play(at, "Search[Queen (band)]", "Queen first.")
    assert len(cards(at)) == 1 and not errors(at)

    at.toggle(key="run:play").set_value(False).run()
    click(at, "run:step")
    assert any("has no react exemplars for hotpotqa" in e for e in errors(at))
    assert model.requests == [] and len(cards(at)) == 1, "nothing was written"


def test_let_the_model_continue_with_no_exemplars_says_what_is_missing_and_makes_no_branch(app_home):
    (app_home / "prompts/other/fever").mkdir(parents=True)
    (app_home / "prompts/other/fever/react.txt").write_text("Claim: x\nThought 1: y\nAction 1: Finish[SUPPORTS]\n")
    model = scripted(FREDDIE)
    at = open_page("app.py", model)
    at.selectbox(key="prompts:set").set_value("user:other").run()
    at.toggle(key="run:play").set_value(True).run()
    play(at, "Search[Queen (band)]", "Queen first.")
    click(at, "run:play:handover")
    shown = errors(at)
    assert any("has no react exemplars for hotpotqa" in e and "Use as exemplar" in e for e in shown), shown
    trajectory = run_state(at).trajectory
    assert [b.name for b in trajectory.branches.values()] == ["main"], "no empty hand-over branch"
    stored = TrajectoryStore(app_home / "history.sqlite3").load(trajectory.id)
    assert len(stored.branches) == 1 and model.requests == []
    assert at.toggle(key="run:play").value is True, "still playing: the person can go on"

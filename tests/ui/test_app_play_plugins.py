"""Play it yourself on a user's own families: a tools file and an environment plugin are played to
the end in the Run page, saved with "Use as exemplar", and the model is stepped with that set."""

from __future__ import annotations

import pytest

from react_core.plugins import registry
from react_core.trajectory.steps import Author, StepKind
from tests.support.plugins import CALCULATOR, LAMPS
from tests.ui.test_app_common import cards, click, errors, open_page, run_state, scripted
from tests.ui.test_app_play import play

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


@pytest.fixture
def loaded(monkeypatch):
    """Load plugin files as $REACT_PLUGINS does; the registry is emptied after."""

    def use(*files) -> None:
        monkeypatch.setenv(registry.PLUGINS_ENV, ":".join(str(f) for f in files))
        registry.reset_for_tests()

    yield use
    registry.reset_for_tests()


def open_family(family: str, task_picker: str, task_index: int, model=None):
    at = open_page("app.py", model or scripted())
    at.selectbox(key="task:family").set_value(family).run()
    at.selectbox(key=task_picker).select_index(task_index).run()
    at.toggle(key="run:play").set_value(True).run()
    assert not at.exception and not errors(at), errors(at)
    return at


def save_exemplar(at, set_name: str) -> str:
    trajectory = run_state(at).trajectory
    key = f"run:exemplar:{trajectory.id}:{trajectory.active_branch}"
    if not [b for b in at.text_area if b.key == f"{key}:text"]:
        click(at, f"{key}:button")
    text = at.text_area(key=f"{key}:text").value
    at.text_input(key=f"{key}:set").set_value(set_name).run()
    click(at, f"{key}:save")
    assert not errors(at), errors(at)
    return text


def test_a_tools_family_is_played_to_the_end_and_its_exemplar_prompts_the_model(loaded, app_home):
    loaded(CALCULATOR)
    at = open_family(
        "calculator", "task:calculator:Bundled tasks:task", 3
    )  # How many seconds are there in 3.5 hours? (gold 12600)
    play(at, "Calculator[3.5 * 3600]", "An hour has 3600 seconds, so 3.5 hours is 3.5 * 3600.")
    assert "written by you" in cards(at)[0] and "12600" in cards(at)[0], "the tool answered"
    play(at, "Finish[12600]", "The calculator says 12600 seconds.")
    assert any("12600" in s.value and "correct" in s.value for s in at.success)
    played = [s.author for s in run_state(at).trajectory.steps_of() if s.kind != StepKind.OBSERVATION]
    assert played == [Author.HUMAN_PLAY] * 4

    trajectory = run_state(at).trajectory
    click(at, f"run:exemplar:{trajectory.id}:{trajectory.active_branch}:button")
    assert not [c for c in at.checkbox if c.key.endswith(":keep_project")], "no project exemplars to start from"
    text = save_exemplar(at, "played")
    assert text.startswith("Question: How many seconds are there in 3.5 hours?") and "Observation 1: 12600" in text
    saved = (app_home / "prompts/played/calculator/react.txt").read_text()
    assert saved.startswith("Solve a question answering task with interleaving Thought, Action, Observation")
    assert "(1) Calculator[expression]" in saved and saved.endswith("Action 2: Finish[12600]\n")

    model = scripted(" 2 hours is 2 * 3600.\nAction 1: Calculator[2 * 3600]")
    at.session_state["model_override"] = model
    at.toggle(key="run:play").set_value(False).run()
    at.selectbox(key="prompts:set").set_value("user:played").run()
    click(at, "run:step")
    assert not errors(at), errors(at)
    prompt = model.requests[0].prompt
    assert "(1) Calculator[expression]" in prompt and "Action 1: Calculator[3.5 * 3600]\nObservation 1: 12600" in prompt
    assert "Calculator[2 * 3600]" in cards(at)[-1] and "7200" in cards(at)[-1]


def test_an_environment_plugin_is_played_to_the_end_and_saved_as_an_exemplar(loaded, app_home):
    loaded(LAMPS)
    at = open_family("lamps", "task:lamps_task", 0)  # off on off: Toggle[1], then Toggle[2]
    play(at, "Toggle[1]", "Lamp 1 is off; toggling it flips lamp 2 too.")
    assert "Lamps: 1=on 2=off 3=off." in cards(at)[0]
    play(at, "Toggle[2]", "Now lamps 2 and 3 are off; toggling 2 flips both on.")
    assert "All lamps are on: solved." in cards(at)[1]
    assert run_state(at).trajectory.branch().success is True

    text = save_exemplar(at, "played")
    assert text.startswith("Puzzle: Switch every lamp on.") and text.endswith("Action 2: Toggle[2]")
    saved = (app_home / "prompts/played/lamps/react.txt").read_text()
    assert saved.startswith("Solve a puzzle with interleaving Thought, Action, Observation steps.")
    assert saved.endswith("Here are some examples.\n\n" + text + "\n")


def test_a_plugin_whose_process_dies_in_step_is_a_message_and_the_page_plays_on(loaded, app_home, tmp_path):
    # In the app's own process this os._exit would have ended the app (and this test).
    crashing = tmp_path / "crashing.py"
    crashing.write_text(
        LAMPS.read_text()
        .replace('name="lamps"', 'name="crashing"')
        .replace('family="lamps"', 'family="crashing"')
        .replace(
            '        name, _, rest = action.strip().partition("[")\n',
            '        if action == "Toggle[3]":\n            import os\n            os._exit(3)\n'
            '        name, _, rest = action.strip().partition("[")\n',
        )
    )
    loaded(crashing)
    at = open_family("crashing", "task:crashing_task", 0)  # off on off
    play(at, "Toggle[1]", "Toggling lamp 1 flips lamp 2 too.")
    play(at, "Toggle[3]", "Lamp 3 flips alone.")
    assert not at.exception
    message = " ".join(errors(at)).replace("\\", "")  # shown as plain text: Markdown escaped
    assert f"The environment plugin {crashing} stopped during step(): its process ended (exit code 3)" in message
    assert len(cards(at)) == 1 and len(run_state(at).trajectory.steps_of()) == 3  # nothing of Toggle[3] written
    play(at, "Toggle[2]", "Lamps 2 and 3 are off; toggling 2 flips both.")  # a fresh child replays Toggle[1]
    assert not errors(at), errors(at)
    assert "All lamps are on: solved." in cards(at)[1]

"""The app's prompt sets: the sidebar picker chooses the exemplars a run reads and records, and
"Use as exemplar" saves a finished branch, edited first, into a user set."""

from __future__ import annotations

import pytest

from react_core.prompting import prompt_sets
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN, click, open_page, run_state, scripted

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")


def test_the_run_page_offers_the_three_kinds_and_records_the_chosen_set(app_home):
    (app_home / "prompts/mine/hotpotqa").mkdir(parents=True)
    (app_home / "prompts/mine/hotpotqa/react.txt").write_text(
        "Solve it.\nHere are some examples.\n\nQuestion: mine?\nThought 1: x\nAction 1: Finish[y]\n"
    )
    model = scripted(QUEEN)
    at = open_page("app.py", model)
    picker = at.selectbox(key="prompts:set")
    assert picker.options[:2] == ["Project (prompts/)", "Paper's originals"] and "My set: mine" in picker.options
    picker.set_value("user:mine").run()
    click(at, "run:step")
    assert run_state(at).trajectory.model["prompt_set"] == "user:mine"
    assert model.requests[0].prompt.startswith("Solve it.\nHere are some examples.\n\nQuestion: mine?")


def test_choosing_the_paper_set_asks_for_its_folder_and_warns_when_it_is_wrong(app_home):
    at = open_page("app.py")
    at.selectbox(key="prompts:set").set_value(prompt_sets.PAPER).run()
    at.text_input(key="prompts:paper_dir").set_value("/no/such/folder").run()
    assert any("paper's prompt files" in w.value for w in at.warning)


def test_use_as_exemplar_saves_the_edited_branch_into_a_user_set(app_home):
    at = open_page("app.py", scripted(QUEEN, FREDDIE, FINISH))
    click(at, "run:run")
    at.segmented_control(key="run:view").set_value("Branches").run()
    trajectory = run_state(at).trajectory
    key = f"run:exemplar:{trajectory.id}:{trajectory.active_branch}"
    click(at, f"{key}:button")
    text = at.text_area(key=f"{key}:text").value
    assert text.startswith("Question: ") and "Action 3: Finish[Zanzibar]" in text
    at.text_area(key=f"{key}:text").set_value(text.replace("I need its lead singer.", "Its singer matters.")).run()
    at.text_input(key=f"{key}:set").set_value("mine").run()
    click(at, f"{key}:save")
    saved = (app_home / "prompts/mine/hotpotqa/react.txt").read_text()
    assert "Its singer matters." in saved and saved.endswith("Finish[Zanzibar]\n")
    assert any('Choose "My set: mine" under Prompts' in s.value for s in at.success)  # as the picker names it

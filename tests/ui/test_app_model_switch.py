"""The Run page's "Resume with another model": in a card's steering panel, pick a model, temperature and
prompt set; the run forks there and goes on with that model, the card says so, the branch diff reads
"from step k: model A vs model B", and a model that cannot answer is said beside the button."""

from __future__ import annotations

import time

import pytest

from react_core.trajectory.run_with import RunWith
from react_core.trajectory.steering import ResumeWith, Steering
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN, click, open_page, run_state
from ui.run_view import view_model as vm

pytestmark = pytest.mark.usefixtures("app_home")

PANEL = "run:3:ed:sw"  # the switch panel of card 2 (its first step is at position 3)
B_SEARCH = " Model B would look up the singer himself.\nAction 2: Search[Freddie Mercury]"


def named(name: str, *replies: str) -> ScriptedModel:
    model = ScriptedModel(list(replies))
    model.name = name  # type: ignore[misc]  # the double's name is a class attribute
    return model


def two_steps_by_model_a():
    """Model A (the sidebar's) takes two steps; model B is served under the name "model-b"."""
    a, b = named("model-a", QUEEN, FREDDIE, FINISH), named("model-b", B_SEARCH, FINISH)
    at = open_page("app.py")
    at.session_state["model_override"] = {None: a, "model-b": b}
    at.run()
    click(at, "run:step")
    click(at, "run:step")
    click(at, "run:3:steer")
    return at, a, b


def choose_endpoint(at, url: str, name: str, temperature: float) -> None:
    at.selectbox(key=f"{PANEL}:kind").set_value("endpoint").run()
    at.text_input(key=f"{PANEL}:url").input(url).run()
    at.text_input(key=f"{PANEL}:endpoint:name").input(name).run()
    at.number_input(key=f"{PANEL}:t").set_value(temperature).run()


def captions(at) -> str:
    return " ".join(c.value for c in at.caption).replace("\\", "")


def test_resume_with_model_b_from_step_2_forks_there_runs_b_and_says_so_on_the_card_and_in_the_diff():
    at, a, b = two_steps_by_model_a()
    run = run_state(at)
    original = run.trajectory.active_branch
    assert "Step 2 runs with model-a · T 0 · project prompts" in captions(at)
    choose_endpoint(at, "http://127.0.0.1:8000/v1", "model-b", 0.7)
    click(at, f"{PANEL}:go")
    t = run.trajectory
    branch = t.branch()
    assert branch.id != original and branch.fork_at == 3 and branch.finished
    assert branch.run_with == {
        "model": "model-b",
        "provider": "openai-compatible",
        "base_url": "http://127.0.0.1:8000/v1",
        "api_style": "auto",
        "temperature": 0.7,
        "prompt_set": "project",
        "at": 3,
    }
    assert t.branch(original).run_with is None and t.model["model"] == "model-a"
    assert len(b.requests) == 2 and {r.temperature for r in b.requests} == {0.7} and len(a.requests) == 2
    assert branch.answer == "Zanzibar"
    assert "from here: model-b · T 0.7" in captions(at)
    notices = " ".join(s.value for s in at.info).replace("\\", "")
    assert "New branch main.1" in notices and "model-a → model-b, temperature 0 → 0.7" in notices

    at.segmented_control(key="run:view").set_value("Branches").run()
    said = " ".join(m.value for m in at.markdown).replace("\\", "")
    assert "from step 2: model-a · T 0 vs model-b · T 0.7" in said


def test_a_model_that_cannot_be_reached_is_said_beside_the_button_and_nothing_changes_until_another_is_picked():
    at, _, b = two_steps_by_model_a()
    run = run_state(at)
    before = run.trajectory.to_dict()
    choose_endpoint(at, "http://127.0.0.1:9/v1", "nowhere", 0.0)
    click(at, f"{PANEL}:go")
    shown = " ".join(e.value for e in at.error).replace("\\", "")
    assert "Cannot reach the model server at http://127.0.0.1:9/v1" in shown and "pick another model" in shown
    assert run.trajectory.to_dict() == before, "no branch, nothing saved changed"
    assert b.requests == []

    at.text_input(key=f"{PANEL}:endpoint:name").input("model-b").run()
    click(at, f"{PANEL}:go")
    assert not at.error and run.trajectory.branch().run_with is not None
    assert run.trajectory.branch().answer == "Zanzibar"


def test_compare_reads_from_step_k_model_a_vs_model_b_when_one_column_switched():
    """Compare's diff of two columns (two trajectories, e.g. ReAct and Act on one task and model)."""
    task = Task(id="t", family="hotpotqa", text="q?", gold="a")
    columns = [Trajectory.start(task, method, {"model": "model-a", "temperature": 0.0}) for method in ("react", "act")]
    for t in columns:
        for text in ("Search[x]", "Finish[a]"):
            t.append(Step(StepKind.ACTION, text, Author.MODEL))
            t.append(Step(StepKind.OBSERVATION, "ok", Author.ENVIRONMENT))
    react, act = columns
    assert vm.model_contrast(react, react.active_branch, act, act.active_branch) is None, "alike: nothing said"
    Steering(act).apply(ResumeWith(2, RunWith("model-b", temperature=0.7)))
    said = vm.model_contrast(react, react.active_branch, act, act.active_branch)
    assert said == "from step 2: model-a · T 0 vs model-b · T 0.7"
    assert vm.switch_notes(act) == {2: "from here: model-b · T 0.7"}


def test_try_n_times_on_a_switched_branch_compares_the_two_models_from_that_step():
    """Model A guesses London at step 2; model B, resumed from step 2, looks the singer up and finishes
    right. Try N times (N = 2) then samples both models from step 2 in the background."""

    def a_reply(request):
        tail = request.prompt.split("Question:")[-1]
        return " I guess London.\nAction 2: Finish[London]" if "Observation 1" in tail else QUEEN

    def b_reply(request):
        return FINISH if "Observation 2" in request.prompt.split("Question:")[-1] else B_SEARCH

    a, b = named("model-a"), named("model-b")
    a.default, b.default = a_reply, b_reply
    at = open_page("app.py")
    at.session_state["model_override"] = {None: a, "model-b": b}
    at.run()
    click(at, "run:run")
    run = run_state(at)
    assert run.trajectory.branch().answer == "London"
    click(at, "run:3:steer")
    choose_endpoint(at, "http://127.0.0.1:8000/v1", "model-b", 0.0)
    click(at, f"{PANEL}:go")
    assert run.trajectory.branch().answer == "Zanzibar"
    assert any("Compare the two models" in m.value for m in at.markdown)

    at.number_input(key="run:effect:n").set_value(2).run()
    click(at, "run:effect:start")
    deadline = time.time() + 30
    while run.control.background is not None and run.control.background.running and time.time() < deadline:
        time.sleep(0.1)
    at.run()
    said = " ".join(m.value for m in at.markdown).replace("\\", "")
    assert "model-b 2/2 exact match" in said and "model-a 0/2" in said
    tried = [r for r in b.requests if r.temperature == 0.7]
    assert sorted({r.seed for r in tried}) == [0, 1], "model B's tries sampled at the panel's temperature"

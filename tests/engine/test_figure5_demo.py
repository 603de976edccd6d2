"""The Figure 5 demo: a recorded ReAct failure that two thought edits turn into a success.

The scripted model replays, line by line, what the real model wrote after the two edits
when the demo was recorded, so the game itself (the real ALFWorld engine) decides success.
"""

from __future__ import annotations

import json
import re

import pytest

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

pytest.importorskip("alfworld", reason="alfworld is not installed (make install adds it)")

from react_core.engine.assemble import open_engine
from react_core.engine.demos import FIGURE5_PATH, DemoError, load_figure5, progress
from react_core.trajectory.steps import Author, Outcome, StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import click, open_page, run_state


def recorded_continuation() -> list[str]:
    """What the real model wrote on the edited branch, one reply per call, in order."""
    data = json.loads(FIGURE5_PATH.read_text())
    if not data["success_reached"]:
        pytest.skip("the recorded model did not reach success after the edits; nothing to replay")
    recorded = Trajectory.from_dict(data["trajectory"])
    steps = recorded.steps_of(data["success_branch"])
    first_new = max(e["position"] + (e["kind"] == "insert") for e in data["edits"]) + 1
    call_ids = dict.fromkeys(s.call_id for s in steps[first_new:] if s.author == Author.MODEL and s.call_id)
    return [recorded.calls[i].raw_output for i in call_ids]


def test_the_demo_is_a_fresh_copy_of_a_failing_branch_on_a_bundled_game():
    demo = load_figure5()
    again = load_figure5()
    trajectory = demo.trajectory
    assert trajectory.id != again.trajectory.id
    assert len(trajectory.branches) == 1, "the edits are left for the user to make"
    branch = trajectory.branch()
    assert branch.finished and branch.success is not True
    assert trajectory.task.id == demo.task_id and trajectory.task.family == "alfworld"
    assert trajectory.method == "react"
    assert demo.model["name"] and demo.model["config"]
    assert progress(demo, trajectory) == [False, False, False]


def test_the_guided_edits_point_at_the_thoughts_they_name():
    demo = load_figure5()
    first, second = demo.edits
    steps = demo.trajectory.steps_of()
    assert first.kind == "edit" and steps[first.position].kind == StepKind.THOUGHT
    assert steps[first.position].text == first.original
    assert first.suggested != first.original and first.why and second.why


def test_the_two_edits_then_resume_reach_success_on_the_real_game():
    replies = recorded_continuation()
    demo = load_figure5()
    model = ScriptedModel(replies)
    engine = open_engine(demo.trajectory, model)
    failing = engine.branch.id
    for edit in demo.edits:  # as a person does in the app: through the engine's steering
        engine.steering.apply(edit.change)
    assert progress(demo, engine.trajectory)[:2] == [True, True]
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and branch.success is True
    assert progress(demo, engine.trajectory) == [True, True, True]
    assert not model.replies, "the whole recorded continuation was used"
    assert engine.trajectory.branch(failing).success is not True, "the failing branch is kept as it was"
    # The model saw the edited thought and the hint, never the hallucinated one.
    after_edits = model.requests[0].prompt
    assert f"> think: {demo.edits[0].suggested}\nOK.\n> think: {demo.edits[1].suggested}\nOK.\n>" in after_edits
    assert demo.edits[0].original not in after_edits.split("Here is the task.")[-1]


def test_a_missing_demo_file_says_what_to_do(tmp_path):
    with pytest.raises(DemoError, match="missing"):
        load_figure5(tmp_path / "nope.json")


def test_the_button_loads_the_demo_and_shows_the_guide():
    at = open_page("app.py", ScriptedModel([]))
    click(at, "run:figure5")
    run = run_state(at)
    demo = at.session_state["_demo:figure5"]
    assert run.trajectory is demo.trajectory and run.error is None
    text = " ".join(m.value for m in at.markdown)
    assert "Figure 5 demo" in text and "1. Edit thought" in text and "2. Insert a hint" in text and "3. Resume" in text
    codes = [c.value for c in at.code]
    assert demo.edits[0].suggested in codes and demo.edits[1].suggested in codes
    assert at.button(key="run:figure5:measure").disabled, "measuring waits for both edits"


def test_following_the_guide_in_the_app_reaches_success():
    replies = recorded_continuation()
    model = ScriptedModel(replies)
    at = open_page("app.py", model)
    click(at, "run:figure5")
    demo = at.session_state["_demo:figure5"]
    first, second = demo.edits
    card = _card_start(run_state(at).trajectory, first.position)
    click(at, f"run:{card}:steer")
    at.text_area(key=f"run:{card}:ed:edit:text").input(first.suggested)
    click(at, f"run:{card}:ed:apply")
    card = _card_start(run_state(at).trajectory, second.position)
    click(at, f"run:{card}:steer")
    at.segmented_control(key=f"run:{card}:ed:op").set_value("insert_after").run()
    at.text_area(key=f"run:{card}:ed:insert_after:text").input(second.suggested)
    click(at, f"run:{card}:ed:apply_resume")
    for _ in range(len(replies) + 2):
        if not run_state(at).running:
            break
        at.run()
    trajectory = run_state(at).trajectory
    assert trajectory.branch().success is True, [s.text for s in trajectory.steps_of()][-6:]
    assert progress(demo, trajectory) == [True, True, True]
    guide = [m.value for m in at.markdown if m.value.startswith(":green[:material/check_circle:]")]
    assert len(guide) == 3, "the guide ticks off both edits and the success"
    assert at.success, "the page says the task was completed"
    assert not at.button(key="run:figure5:measure").disabled, "Measure this edit is offered once both edits are made"


def test_a_thought_deleted_above_the_edits_keeps_the_guides_progress_and_its_numbers():
    """Its notice named the two dropped edits "(Thought 2, Thought 2)". Deleting a thought above the edits forks a branch without them: the guide read "1. Edit thought 5."
    with nothing ticked (issue 43). It keeps its ticks, says where the edits are, and keeps its numbers."""
    at = open_page("app.py", ScriptedModel([]))
    click(at, "run:figure5")
    demo = at.session_state["_demo:figure5"]
    first, second = demo.edits
    named = re.compile(r"\*\*1\. Edit thought \d+\.\*\*")
    guide_before = [named.search(m.value).group(0) for m in at.markdown if named.search(m.value)]
    assert guide_before
    card = _card_start(run_state(at).trajectory, first.position)
    click(at, f"run:{card}:steer")
    at.text_area(key=f"run:{card}:ed:edit:text").input(first.suggested)
    click(at, f"run:{card}:ed:apply")
    click(at, f"run:{card}:steer")
    at.segmented_control(key=f"run:{card}:ed:op").set_value("insert_after").run()
    at.text_area(key=f"run:{card}:ed:insert_after:text").input(second.suggested)
    click(at, f"run:{card}:ed:apply")
    edited = run_state(at).trajectory.branch()
    assert progress(demo, run_state(at).trajectory)[:2] == [True, True]

    click(at, "run:0:steer")  # the first card: two thoughts, then its action
    at.segmented_control(key="run:0:ed:op").set_value("delete").run()
    said = " ".join(w.value for w in at.warning).replace("\\", "")
    assert "Among them is what you wrote (Thought 2 twice)" in said, said  # ALFWorld's thoughts share a number
    assert "Thought 2, Thought 2" not in said
    click(at, "run:0:ed:apply")
    trajectory = run_state(at).trajectory
    assert trajectory.active_branch != edited.id and progress(demo, trajectory)[:2] == [False, False]
    ticked = [m.value for m in at.markdown if m.value.startswith(":green[:material/check_circle:]")]
    assert len(ticked) == 2, "both edits stay ticked"
    assert [named.search(m.value).group(0) for m in at.markdown if named.search(m.value)] == guide_before
    assert any(f"Your edits are on branch **{edited.name}**" in i.value.replace("\\", "") for i in at.info)
    assert at.button(key="run:figure5:measure").disabled, "Measure measures the branch shown, which has no edits"


def _card_start(trajectory: Trajectory, position: int) -> int:
    from ui.run_view import view_model as vm

    return next(g.first_position for g in vm.group_steps(trajectory) if any(p.position == position for p in g.items))


def test_measuring_the_demo_edit_compares_with_the_failing_branch_from_before_the_first_edit():
    from react_core.assist.effect import measure_effect, start_points, trials_of

    recorded = recorded_continuation()
    demo = load_figure5()
    hint = demo.edits[1].suggested

    def reply(request):  # the edited side replays the recorded win; the original side just looks around
        task_part = request.prompt.split("Here is the task.")[-1]
        return recorded.pop(0) if hint in task_part else " look"

    engine = open_engine(demo.trajectory, ScriptedModel(default=reply))
    failing = engine.branch.id
    for edit in demo.edits:
        engine.steering.apply(edit.change)
    points = start_points(engine.trajectory, engine.branch.id)
    assert (points.original_branch, points.original_at) == (failing, demo.edits[0].position)
    assert points.edited_at == demo.edits[1].position + 2, "just after the hint"
    summary = measure_effect(engine, engine.branch.id, n=1)
    assert summary.line().startswith("edited 1/1 succeed (0.21-1.00), original 0/1 (0.00-0.79)"), summary.line()
    original_try = trials_of(engine.trajectory, engine.branch.id)[1]
    assert original_try.outcome == Outcome.STEP_LIMIT, "the original side ran to the 50-step limit"


def test_the_guides_measure_and_the_panels_try_n_times_promise_the_same_measurement():
    """Issue 43: the guide said 3 each way ("about 12 min"), the panel 5 ("about 19 min")."""
    at = open_page("app.py", ScriptedModel([]))
    click(at, "run:figure5")
    demo = at.session_state["_demo:figure5"]
    first, second = demo.edits
    card = _card_start(run_state(at).trajectory, first.position)
    click(at, f"run:{card}:steer")
    at.text_area(key=f"run:{card}:ed:edit:text").input(first.suggested)
    click(at, f"run:{card}:ed:apply")
    card = _card_start(run_state(at).trajectory, second.position)
    click(at, f"run:{card}:steer")
    at.segmented_control(key=f"run:{card}:ed:op").set_value("insert_after").run()
    at.text_area(key=f"run:{card}:ed:insert_after:text").input(second.suggested)
    click(at, f"run:{card}:ed:apply")

    def promises() -> tuple[str, list[str]]:
        guide = next(m.value for m in at.markdown if "4. Measure it." in m.value)
        estimates = [c.value for c in at.caption if "tries of about" in c.value and "Cheaper" not in c.value]
        return guide, estimates

    guide, estimates = promises()
    assert "3 times each" in guide and at.number_input(key="run:effect:n").value == 3
    assert len(estimates) == 2 and estimates[0] == estimates[1] and "6 tries of about" in estimates[0], estimates
    at.number_input(key="run:effect:n").set_value(2).run()
    guide, estimates = promises()
    assert "2 times each" in guide
    assert len(estimates) == 2 and estimates[0] == estimates[1] and "4 tries of about" in estimates[0], estimates

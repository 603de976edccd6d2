"""The engine, specified with a scripted model and an echoing environment."""

from __future__ import annotations

import pytest

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine, EngineError
from react_core.environments.base import StepResult
from react_core.models.errors import ModelError
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import DeleteThought, EditThought, InsertThought, ReplaceAction
from react_core.trajectory.steps import Author, Outcome, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through the capital of Austria?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"


def engine_for(replies, method="react", family="hotpotqa", max_steps=None, env=None, task=TASK):
    trajectory = Trajectory.start(task, method)
    model = ScriptedModel(replies)
    engine = Engine(
        trajectory, make_method(method, family, prefix=PREFIX, max_steps=max_steps), model, env or EchoEnv()
    )
    return engine, model


def kinds(engine):
    return [s.kind.value for s in engine.trajectory.steps_of()]


def test_one_step_is_one_thought_one_action_one_observation():
    engine, model = engine_for([" I should look up Austria.\nAction 1: Search[Austria]"])
    report = engine.step()
    assert [s.kind.value for s in report.steps] == ["thought", "action", "observation"]
    thought, action, observation = engine.trajectory.steps_of()
    assert thought.text == "I should look up Austria."
    assert action.text == "Search[Austria]"
    assert observation.text == "You did Search[Austria] (#1)"
    assert thought.call_id == action.call_id and thought.call_id in engine.trajectory.calls
    assert model.last_prompt.endswith("Question: Which river flows through the capital of Austria?\nThought 1:")
    assert "\nObservation" in model.requests[0].stop and "\nQuestion:" in model.requests[0].stop


def test_each_react_call_may_end_once_its_own_numbered_action_line_is_written():
    engine, model = engine_for([" a\nAction 1: Search[Austria]", " b\nAction 2: Lookup[capital]"])
    engine.step()
    engine.step()
    assert [r.end_after_line for r in model.requests] == ["Action 1:", "Action 2:"]


def test_prompt_carries_the_transcript_in_the_papers_format():
    engine, model = engine_for([" a\nAction 1: Search[Austria]", " b\nAction 2: Lookup[capital]"])
    engine.step()
    engine.step()
    assert model.last_prompt.endswith(
        "Question: Which river flows through the capital of Austria?\n"
        "Thought 1: a\nAction 1: Search[Austria]\nObservation 1: You did Search[Austria] (#1)\nThought 2:"
    )
    assert model.last_prompt.startswith(PREFIX)


def test_finish_ends_the_branch_as_answered():
    engine, _ = engine_for([" done\nAction 1: Finish[Danube]"])
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Danube"
    with pytest.raises(TrajectoryError, match="finished"):
        engine.step()


def test_step_limit_forces_an_empty_finish():
    engine, _ = engine_for([" t\nAction 1: Search[A]", " t\nAction 2: Search[B]"], max_steps=2)
    branch = engine.run()
    assert branch.outcome == Outcome.STEP_LIMIT and branch.answer == ""
    last_action = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert last_action.text == "Finish[]" and last_action.author == Author.ENGINE
    assert "step limit" in last_action.notes[0]


def test_run_stops_when_asked_between_steps():
    engine, _ = engine_for([" t\nAction 1: Search[A]", " t\nAction 2: Search[B]", " t\nAction 3: Search[C]"])
    calls = []
    branch = engine.run(should_stop=lambda: len(calls) >= 2, on_step=calls.append)
    assert len(calls) == 2 and not branch.finished and kinds(engine).count("action") == 2


def test_missing_action_is_asked_again_alone_and_counted():
    engine, model = engine_for([" I think the answer is Danube.", "Finish[Danube]"])
    engine.step()
    assert len(model.requests) == 2
    assert model.requests[1].prompt.endswith("Thought 1: I think the answer is Danube.\nAction 1:")
    assert model.requests[1].stop == ("\n",)
    action = engine.trajectory.steps_of()[1]
    assert action.text == "Finish[Danube]" and "asked again" in action.notes[0]
    assert engine.branch.bad_calls == 1 and engine.branch.outcome == Outcome.ANSWERED


def test_model_error_leaves_the_trajectory_unchanged_and_resumable():
    error = ModelError("unreachable", "The model server did not answer.", "Start it and try again.")
    engine, _ = engine_for([" t\nAction 1: Search[A]", error, " t\nAction 2: Finish[x]"])
    engine.step()
    before = engine.trajectory.to_json()
    with pytest.raises(ModelError):
        engine.step()
    assert engine.trajectory.to_json() == before
    engine.step()
    assert engine.branch.answer == "x"


def test_environment_failure_changes_nothing():
    class Broken(EchoEnv):
        def step(self, action):
            raise ConnectionError("Wikipedia is unreachable; switch to the local corpus.")

    engine, _ = engine_for([" t\nAction 1: Search[A]"], env=Broken())
    with pytest.raises(EngineError, match="local corpus"):
        engine.step()
    assert engine.trajectory.steps_of() == []


def test_act_asks_for_actions_only():
    engine, model = engine_for(["Search[Austria]", "Finish[Danube]"], method="act")
    engine.run()
    assert kinds(engine) == ["action", "observation", "action", "observation"]
    assert model.requests[0].prompt.endswith("Action 1:")


def test_cot_and_standard_answer_in_one_call():
    engine, model = engine_for([" Let's think step by step. Vienna is on the Danube.\nAnswer: Danube"], method="cot")
    engine.run()
    assert engine.branch.answer == "Danube" and kinds(engine) == ["thought", "action", "observation"]
    assert model.last_prompt.endswith("Question: Which river flows through the capital of Austria?\nThought:")
    engine, model = engine_for([" Danube"], method="standard")
    engine.run()
    assert engine.branch.answer == "Danube" and model.last_prompt.endswith("Answer:")


# ----- steering ------------------------------------------------------------------------
def three_steps():
    engine, model = engine_for(
        [
            " I need Austria's capital.\nAction 1: Search[Austria]",
            " The capital is Vienna.\nAction 2: Search[Vienna]",
            " Vienna is on the Danube.\nAction 3: Finish[Danube]",
        ]
    )
    engine.run()
    return engine, model


def test_editing_a_thought_forks_and_the_model_continues_after_the_edit():
    engine, model = three_steps()
    original = engine.branch
    original_ids = list(original.step_ids)
    new = engine.steering.apply(EditThought(3, "Vienna is the capital; I should look up the Danube."))
    assert engine.trajectory.active_branch == new.id and new.parent_id == original.id
    assert new.step_ids[:3] == original_ids[:3] and len(new.step_ids) == 4
    assert original.step_ids == original_ids and original.outcome == Outcome.ANSWERED
    model.replies = ["Search[Danube]", " It flows through Vienna.\nAction 3: Finish[Danube]"]
    engine.step()
    assert model.requests[-1].prompt.endswith(
        "Thought 2: Vienna is the capital; I should look up the Danube.\nAction 2:"
    )
    steps = engine.trajectory.steps_of()
    assert steps[3].author == Author.HUMAN_EDIT and steps[3].text.startswith("Vienna is the capital")
    assert steps[4].text == "Search[Danube]"


def test_resume_replays_actions_without_calling_the_model():
    engine, model = three_steps()
    env = engine.env
    asked = len(model.requests)
    engine.steering.apply(EditThought(3, "Look up the Danube instead."))
    model.replies = ["Search[Danube]"]
    engine.step()
    assert len(model.requests) == asked + 1  # only the new action was asked for
    assert env.history == ["Search[Austria]", "Search[Danube]"]
    report = engine.resume(engine.trajectory.branch().parent_id)
    assert report.actions == 3 and report.mismatches == [] and len(model.requests) == asked + 1


def test_replay_mismatch_is_reported():
    engine, _ = three_steps()
    engine.env.drift = " (changed)"
    report = engine.resume()
    assert len(report.mismatches) == 2 and "Search[Austria]" in report.mismatches[0]


def test_delete_thought_keeps_its_action_and_drops_later_steps():
    engine, model = three_steps()
    new = engine.steering.apply(DeleteThought(3))
    texts = [s.text for s in engine.trajectory.steps_of()]
    assert texts[:3] == [s.text for s in engine.trajectory.steps_of(new.parent_id)[:3]]
    assert texts[3] == "Search[Vienna]" and len(texts) == 5
    model.replies = [" Now finish.\nAction 3: Finish[Danube]"]
    engine.step()
    assert "Thought 2:" not in model.last_prompt.split("Question: Which")[1]
    assert model.last_prompt.endswith("Thought 3:")


def test_insert_a_hint_after_an_observation():
    engine, model = three_steps()
    engine.steering.apply(InsertThought(2, "Hint: Vienna lies on the Danube.", where="after"))
    steps = engine.trajectory.steps_of()
    assert len(steps) == 4 and steps[3].author == Author.HUMAN_INSERT
    model.replies = ["Finish[Danube]"]
    engine.step()
    assert model.last_prompt.endswith("Thought 2: Hint: Vienna lies on the Danube.\nAction 2:")


def test_replace_an_action_is_answered_by_the_environment_first():
    engine, model = three_steps()
    asked = len(model.requests)
    engine.steering.apply(ReplaceAction(1, "Search[Vienna]"))
    report = engine.step()
    assert len(model.requests) == asked
    assert [s.kind for s in report.steps] == [StepKind.OBSERVATION]
    assert report.steps[0].text == "You did Search[Vienna] (#1)"


def test_branches_never_leak_into_each_other():
    engine, model = three_steps()
    root = engine.branch.id
    a = engine.steering.apply(EditThought(0, "Branch A thought."))
    model.replies = ["Search[A]"]
    engine.step()
    engine.resume(root)
    b = engine.steering.apply(EditThought(0, "Branch B thought."))
    model.replies = ["Search[B]"]
    engine.step()

    def texts(bid):
        return [s.text for s in engine.trajectory.steps_of(bid)]

    assert "Search[B]" not in texts(a.id) and "Search[A]" not in texts(b.id)
    assert texts(root)[0] == "I need Austria's capital." and len(texts(root)) == 9
    engine.resume(a.id)
    assert engine.env.history == ["Search[A]"]


def test_bad_edits_are_refused_with_a_reason():
    engine, _ = three_steps()
    with pytest.raises(TrajectoryError, match="empty"):
        engine.steering.apply(EditThought(0, "   "))
    with pytest.raises(TrajectoryError, match="limit"):
        engine.steering.apply(EditThought(0, "x" * 5000))
    with pytest.raises(TrajectoryError, match="only a thought"):
        engine.steering.apply(EditThought(1, "not a thought"))
    with pytest.raises(TrajectoryError, match="no step 99"):
        engine.steering.apply(EditThought(98, "x"))
    with pytest.raises(TrajectoryError, match="does not exist"):
        engine.resume("nope")
    assert len(engine.trajectory.branches) == 1


def test_alfworld_sparse_format_thinks_and_acts_one_line_at_a_time():
    class Game(EchoEnv):
        def step(self, action):
            result = super().step(action)
            if action == "put apple 1 in/on fridge 1":
                return StepResult("You put the apple 1 in/on the fridge 1.", done=True, success=True)
            return result

    task = Task(id="g1", family="alfworld", text="put an apple in fridge", meta={"task_type": "pick_and_place_simple"})
    engine, model = engine_for(
        [" think: I need an apple.", " go to countertop 1", " put apple 1 in/on fridge 1"],
        family="alfworld",
        env=Game(opening="You are in a kitchen.\nYour task is to: put an apple in fridge."),
        task=task,
    )
    engine.run()
    assert kinds(engine) == ["thought", "action", "observation", "action", "observation"]
    assert engine.branch.success is True and engine.branch.outcome == Outcome.ANSWERED
    assert model.last_prompt.endswith(
        "Here is the task.\nYou are in a kitchen.\nYour task is to: put an apple in fridge.\n"
        "> think: I need an apple.\nOK.\n> go to countertop 1\nYou did go to countertop 1 (#1)\n>"
    )
    assert engine.trajectory.opening.startswith("You are in a kitchen.")


def test_alfworld_step_limit_ends_without_an_action():
    task = Task(id="g1", family="alfworld", text="t", meta={})
    engine, _ = engine_for([" think: hmm"] * 3, family="alfworld", max_steps=3, task=task)
    engine.run()
    assert engine.branch.outcome == Outcome.STEP_LIMIT and kinds(engine) == ["thought"] * 3

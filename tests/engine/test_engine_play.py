"""Play it yourself: a person writes the agent's steps, the environment answers, the engine keeps
the rules it keeps for the model (format, step limit, finishing), and a person can take a step
back or hand the branch to the model. Specified with an echoing environment and a scripted model."""

from __future__ import annotations

import pytest

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import HandOver, InsertThought, Steering, TakeBack
from react_core.trajectory.steps import Author, Outcome, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel
from ui.run_view.view_model import describe_change

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through the capital of Austria?", gold="Danube")
GAME = Task(id="g1", family="alfworld", text="put a mug in the fridge", meta={"task_type": "pick_and_place"})
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"


def engine_for(method="react", family="hotpotqa", task=TASK, max_steps=None, replies=()):
    trajectory = Trajectory.start(task, method)
    model = ScriptedModel(list(replies))
    env = EchoEnv()
    method_ = make_method(method, family, prefix=PREFIX, max_steps=max_steps)
    return Engine(trajectory, method_, model, env), model, env


def written(engine):
    return [(s.kind.value, s.text, s.author) for s in engine.trajectory.steps_of()]


def test_a_played_step_is_the_persons_thought_and_action_and_the_environments_answer():
    engine, model, env = engine_for()
    report = engine.play("Search[Vienna]", thought="The capital of Austria is Vienna.")
    assert written(engine) == [
        ("thought", "The capital of Austria is Vienna.", Author.HUMAN_PLAY),
        ("action", "Search[Vienna]", Author.HUMAN_PLAY),
        ("observation", "You did Search[Vienna] (#1)", Author.ENVIRONMENT),
    ]
    assert [s.kind for s in report.steps] == [StepKind.THOUGHT, StepKind.ACTION, StepKind.OBSERVATION]
    assert model.requests == [] and env.history == ["Search[Vienna]"]
    assert engine.trajectory.calls == {}  # no model call behind a person's step


def test_finish_ends_the_played_branch_as_answered_and_the_answer_is_scored_like_the_models():
    engine, _, _ = engine_for()
    engine.play("Search[Vienna]", thought="Find Vienna.")
    engine.play("Finish[Danube]", thought="The Danube flows through Vienna.")
    branch = engine.branch
    assert branch.outcome == Outcome.ANSWERED and branch.answer == "Danube"
    with pytest.raises(TrajectoryError, match="finished"):
        engine.play("Search[more]", thought="again")


def test_react_on_the_knowledge_tasks_needs_a_thought_and_act_takes_none():
    engine, _, env = engine_for()
    with pytest.raises(TrajectoryError, match="thought before each action"):
        engine.play("Search[Vienna]")
    with pytest.raises(TrajectoryError, match="Write an action"):
        engine.play("", thought="only thinking")
    act, _, _ = engine_for(method="act")
    with pytest.raises(TrajectoryError, match="Act writes actions only"):
        act.play("Search[Vienna]", thought="a thought")
    act.play("Search[Vienna]")
    assert [k for k, _, _ in written(act)] == ["action", "observation"]
    assert env.history == [] and engine.trajectory.steps_of() == []  # the refused steps wrote nothing


def test_an_action_is_one_line_and_methods_without_actions_cannot_be_played():
    engine, _, _ = engine_for()
    with pytest.raises(TrajectoryError, match="single line"):
        engine.play("Search[a]\nSearch[b]", thought="t")
    cot, _, _ = engine_for(method="cot")
    with pytest.raises(TrajectoryError, match="Only ReAct and Act"):
        cot.play("Finish[x]", thought="t")


def test_after_an_inserted_thought_the_person_writes_only_the_action():
    engine, _, _ = engine_for()
    engine.play("Search[Vienna]", thought="Find Vienna.")
    Steering(engine.trajectory).apply(InsertThought(2, "Vienna lies on the Danube."))
    with pytest.raises(TrajectoryError, match="already has its thought"):
        engine.play("Finish[Danube]", thought="another")
    engine.play("Finish[Danube]")
    assert [k for k, _, _ in written(engine)][-3:] == ["thought", "action", "observation"]
    assert engine.branch.answer == "Danube"


def test_one_line_formats_take_a_thought_alone_as_a_turn_of_its_own():
    engine, _, env = engine_for(family="alfworld", task=GAME)
    engine.play("", thought="First I look for a mug.")
    engine.play("go to countertop 1")
    assert [(k, a) for k, _, a in written(engine)] == [
        ("thought", Author.HUMAN_PLAY),
        ("action", Author.HUMAN_PLAY),
        ("observation", Author.ENVIRONMENT),
    ]
    assert env.history == ["go to countertop 1"]


def test_reaching_the_step_limit_ends_the_branch_as_it_does_for_the_model():
    engine, model, _ = engine_for(max_steps=2)
    engine.play("Search[A]", thought="a")
    engine.play("Search[B]", thought="b")
    branch = engine.branch
    assert branch.outcome == Outcome.STEP_LIMIT and branch.answer == ""
    forced = engine.trajectory.steps_of()[-2]
    assert forced.text == "Finish[]" and forced.author == Author.ENGINE
    assert model.requests == []


def test_undo_takes_back_the_last_played_step_and_the_environment_is_replayed_before_the_next():
    engine, _, env = engine_for()
    engine.play("Search[Vienna]", thought="Find Vienna.")
    engine.play("Finish[Salzach]", thought="I guess.")
    assert engine.branch.finished
    assert Steering(engine.trajectory).apply(TakeBack()) == 3
    assert not engine.branch.finished and engine.branch.answer is None
    assert len(engine.trajectory.steps_of()) == 3
    engine.play("Finish[Danube]", thought="The Danube flows through Vienna.")
    assert engine.branch.answer == "Danube"
    assert env.history == ["Search[Vienna]", "Finish[Danube]"]  # reset and replayed: the undone Finish is gone
    assert len(engine.trajectory.steps) == 6  # the undone steps are not kept anywhere


def test_undo_takes_back_the_forced_finish_with_the_step_that_reached_the_limit():
    engine, _, _ = engine_for(max_steps=1)
    engine.play("Search[A]", thought="a")
    assert engine.branch.outcome == Outcome.STEP_LIMIT
    assert Steering(engine.trajectory).apply(TakeBack()) == 5
    assert engine.trajectory.steps_of() == [] and not engine.branch.finished


def test_undo_never_takes_back_the_models_steps():
    engine, _, _ = engine_for(replies=[" I look up Vienna.\nAction 1: Search[Vienna]"])
    engine.step()
    with pytest.raises(TrajectoryError, match="not one you played"):
        Steering(engine.trajectory).apply(TakeBack())
    assert len(engine.trajectory.steps_of()) == 3


def test_taking_over_from_the_model_plays_on_its_branch_and_handing_over_forks_a_branch_for_the_model():
    engine, model, _ = engine_for(
        replies=[
            " I look up Vienna.\nAction 1: Search[Vienna]",
            " The Danube flows through it.\nAction 3: Finish[Danube]",
        ]
    )
    engine.step()  # the model's step 1
    engine.play("Lookup[river]", thought="Which river?")  # the person takes over on the same branch
    main = engine.branch
    assert [s.author for s in engine.trajectory.steps_of()][:2] == [Author.MODEL, Author.MODEL]
    assert engine.trajectory.steps_of()[3].author == Author.HUMAN_PLAY

    handed = Steering(engine.trajectory).apply(HandOver())
    assert handed.parent_id == main.id and handed.change == "handed over to the model after step 6"
    assert describe_change(engine.trajectory, handed) == "handed over to the model after Observation 2"
    assert handed.step_ids == main.step_ids  # the same steps; the played branch stays as it was
    engine.step()  # the model continues on the new branch
    assert engine.branch is handed and handed.answer == "Danube"
    assert not main.finished and len(main.step_ids) == 6
    assert "Thought 2: Which river?\nAction 2: Lookup[river]" in model.last_prompt


def test_handing_over_a_branch_the_model_wrote_last_needs_no_new_branch():
    engine, _, _ = engine_for(replies=[" I look up Vienna.\nAction 1: Search[Vienna]"])
    engine.step()
    assert Steering(engine.trajectory).apply(HandOver()) is engine.branch
    assert len(engine.trajectory.branches) == 1


def test_a_played_trajectory_keeps_who_wrote_each_step_through_its_file():
    engine, _, _ = engine_for()
    engine.play("Finish[Danube]", thought="I know this one.")
    again = Trajectory.from_json(engine.trajectory.to_json())
    assert [s.author for s in again.steps_of()] == [Author.HUMAN_PLAY, Author.HUMAN_PLAY, Author.ENVIRONMENT]

"""Override an observation: a person writes what the environment should have answered, on a new
branch; the model reads it, replay keeps it, and Try N times measures from it."""

from __future__ import annotations

import json

import pytest

from react_core.assist.effect import measure_effect, start_points
from react_core.engine import catalog
from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.environments.base import StepResult
from react_core.environments.overrides import what_holds
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import OverrideObservation, ReplaceAction, Steering, change_at
from react_core.trajectory.steps import Author, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through Vienna?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"
FOUND = "Vienna lies on the Danube."


def knowledge_reply(request):
    """Right only when the page it needed was found (in the prompt)."""
    if FOUND in request.prompt:
        return " The page says the Danube.\nAction 2: Finish[Danube]"
    if "Observation 1" in request.prompt:
        return " Nothing found; I guess.\nAction 2: Finish[Wien]"
    return " I should search Vienna.\nAction 1: Search[Vienna]"


class RecordingEnv(EchoEnv):
    """Replays from the record, as a tools family or live Wikipedia does: counts real steps."""

    def __init__(self) -> None:
        super().__init__()
        self.replayed: list[tuple[str, str]] = []

    def replay(self, action: str, recorded: str) -> StepResult:
        self.replayed.append((action, recorded))
        return StepResult(recorded, info={"replayed": True})


def one_step(env=None) -> tuple[Engine, ScriptedModel]:
    model = ScriptedModel(default=knowledge_reply)
    engine = Engine(
        Trajectory.start(TASK, "react"), make_method("react", "hotpotqa", prefix=PREFIX), model, env or EchoEnv()
    )
    engine.step()  # thought, Search[Vienna], "You did Search[Vienna] (#1)"
    return engine, model


def test_an_override_forks_a_branch_ending_in_the_persons_observation():
    engine, _ = one_step()
    original = engine.branch
    kept = list(original.step_ids)
    branch = engine.steering.apply(OverrideObservation(2, FOUND))
    assert branch.parent_id == original.id and original.step_ids == kept, "the original keeps every step"
    assert branch.change == "overrode observation at step 3"
    step = engine.trajectory.steps_of()[-1]
    assert (step.kind, step.text, step.author) == (StepKind.OBSERVATION, FOUND, Author.HUMAN_OVERRIDE)
    assert step.replaces == kept[2] and step.info["overridden"] == "You did Search[Vienna] (#1)"
    assert change_at("override", 2, FOUND) == OverrideObservation(2, FOUND)


def test_the_model_reads_the_override_and_the_branch_goes_on_from_it():
    engine, model = one_step()
    engine.steering.apply(OverrideObservation(2, FOUND))
    engine.run()
    assert f"Observation 1: {FOUND}\nThought 2:" in model.last_prompt
    assert engine.branch.answer == "Danube" and engine.branch.outcome == Outcome.ANSWERED


def test_replay_keeps_the_persons_text_and_flags_no_mismatch():
    engine, _ = one_step()
    engine.steering.apply(OverrideObservation(2, FOUND))
    engine.run()
    report = engine.resume()
    assert report.actions == 2 and report.mismatches == []
    assert engine.env.history == ["Search[Vienna]", "Finish[Danube]"], "the game state follows the real action"
    assert engine.trajectory.steps_of()[2].text == FOUND


def test_resume_does_not_ask_a_recording_environment_for_the_overridden_step():
    engine, model = one_step()
    engine.steering.apply(OverrideObservation(2, FOUND))
    env = RecordingEnv()  # reopened later (History): a fresh environment is brought to the override
    reopened = Engine(engine.trajectory, engine.method, model, env)
    reopened.step()
    assert env.replayed == [("Search[Vienna]", "You did Search[Vienna] (#1)")], "handed its own answer, not ours"
    assert env.history == ["Finish[Danube]"], "only the new action was stepped for real"
    assert reopened.last_replay is not None and reopened.last_replay.mismatches == []


def test_an_override_of_an_override_still_hands_the_environment_its_own_answer():
    engine, _ = one_step()
    engine.steering.apply(OverrideObservation(2, "Vienna is on the Wien."))
    engine.steering.apply(OverrideObservation(2, FOUND))
    assert engine.trajectory.steps_of()[2].info["overridden"] == "You did Search[Vienna] (#1)"


def test_the_mark_survives_a_json_round_trip_and_older_files_still_load():
    engine, _ = one_step()
    before = engine.trajectory.to_json()  # written before any override, as an older file
    engine.steering.apply(OverrideObservation(2, FOUND))
    again = Trajectory.from_json(engine.trajectory.to_json())
    step = again.steps_of()[2]
    assert step.author == Author.HUMAN_OVERRIDE and step.info["overridden"].startswith("You did Search")
    old = Trajectory.from_json(before)
    assert [s.author for s in old.steps_of()] == [Author.MODEL, Author.MODEL, Author.ENVIRONMENT]


def test_a_file_with_an_unknown_author_is_still_refused_by_name():
    engine, _ = one_step()
    data = json.loads(engine.trajectory.to_json())
    next(iter(data["steps"].values()))["author"] = "ghost"
    with pytest.raises(TrajectoryError, match=r"author"):
        Trajectory.from_dict(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (OverrideObservation(2, "   "), "The observation is empty"),
        (OverrideObservation(2, "You did Search[Vienna] (#1)"), "same as the original"),
        (OverrideObservation(1, FOUND), "Step 2 is action — only a observation can be used to override"),
        (OverrideObservation(9, FOUND), "There is no step 10"),
    ],
)
def test_a_bad_override_is_refused_and_nothing_is_forked(change, message):
    engine, _ = one_step()
    branches = dict(engine.trajectory.branches)
    with pytest.raises(TrajectoryError, match=message):
        engine.steering.apply(change)
    assert engine.trajectory.branches == branches


def test_the_observation_that_ended_the_episode_cannot_be_overridden():
    engine, _ = one_step()
    engine.run()  # ends with Finish[Wien] and "Episode finished."
    last = len(engine.trajectory.steps_of()) - 1
    with pytest.raises(TrajectoryError, match="ended the episode and its answer was scored"):
        engine.steering.apply(OverrideObservation(last, "Episode finished. Correct!"))
    assert len(engine.trajectory.branches) == 1


def test_an_observation_that_answers_no_action_cannot_be_replayed():
    trajectory = Trajectory.start(TASK, "react")
    trajectory.append(Step(StepKind.THOUGHT, "Hmm.", Author.MODEL))
    trajectory.append(Step(StepKind.OBSERVATION, "A stray observation.", Author.ENVIRONMENT))
    with pytest.raises(TrajectoryError, match="answers no action, so it cannot be replayed"):
        Steering(trajectory).apply(OverrideObservation(1, FOUND))


def test_try_n_times_measures_from_the_override_against_the_original():
    engine, _ = one_step()
    original = engine.branch.id
    edited = engine.steering.apply(OverrideObservation(2, FOUND))
    points = start_points(engine.trajectory, edited.id)
    assert (points.edited_at, points.original_branch, points.original_at) == (3, original, 2)
    summary = measure_effect(engine, edited.id, n=2, temperature=0.7)
    assert summary.edited.scores == [1.0, 1.0] and summary.original.scores == [0.0, 0.0]


def test_replacing_the_tool_sends_the_new_tool_to_the_environment():
    engine, model = one_step()
    asked = len(model.requests)
    engine.steering.apply(ReplaceAction(1, "Lookup[Danube]"))
    report = engine.step()
    assert len(model.requests) == asked and report.steps[0].text == "You did Lookup[Danube] (#1)"


@pytest.mark.parametrize(
    ("family", "words"),
    [
        ("alfworld", "the game went on from what the action really did"),
        ("webshop", "the shop went on from the page the action really opened"),
        ("hotpotqa", "a later lookup[...] searches the page the environment really opened"),
        ("fever", "a later lookup[...] searches the page the environment really opened"),
        ("docs", "a later lookup[...] searches the page the environment really opened"),
    ],
)
def test_each_family_says_what_still_holds_after_an_override(family, words):
    assert words in what_holds(catalog.family(family))

"""Run until: each kind of breakpoint stops where it says, with a scripted model and an echoing world."""

from __future__ import annotations

import pytest

from react_core.assist.diagnosis import diagnose
from react_core.engine.breakpoints import (
    ActionMatches,
    BreakpointError,
    FlagFires,
    ObservationMatches,
    StepReached,
    TokensPass,
    parse_condition,
    parse_conditions,
)
from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.engine.run_until import RunUntil
from react_core.environments.base import StepResult
from react_core.trajectory.steps import Outcome, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through the capital of Austria?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"
SEARCH_AUSTRIA = " I should look up Austria.\nAction 1: Search[Austria]"
SEARCH_VIENNA = " Now Vienna.\nAction 2: Search[Vienna]"
SEARCH_VIENNA_AGAIN = " Vienna again.\nAction 3: Search[Vienna]"
FINISH = " It is the Danube.\nAction 4: Finish[Danube]"


def engine_for(*replies: str, env: EchoEnv | None = None) -> tuple[Engine, EchoEnv]:
    world = env or EchoEnv()
    trajectory = Trajectory.start(TASK, "react")
    method = make_method("react", "hotpotqa", prefix=PREFIX, max_steps=10)
    return Engine(trajectory, method, ScriptedModel(list(replies)), world), world


def until(*texts: str) -> RunUntil:
    return RunUntil(parse_conditions(texts), diagnose)


def kinds(engine: Engine) -> list[str]:
    return [s.kind.value for s in engine.trajectory.steps_of()]


# ----- the text form --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("flag", FlagFires()),
        ("flag:loop,unseen_object", FlagFires(frozenset({"loop", "unseen_object"}))),
        ("action:Finish[", ActionMatches("Finish[")),
        ("action~^Search\\[", ActionMatches("^Search\\[", regex=True)),
        ("observation:could not find", ObservationMatches("could not find")),
        ("observation~#\\d", ObservationMatches("#\\d", regex=True)),
        ("step:5", StepReached(5)),
        ("tokens:2,000", TokensPass(2000)),
    ],
)
def test_each_condition_reads_from_its_text_form_and_writes_it_back(text, condition):
    parsed = parse_condition(text)
    assert parsed == condition
    assert parse_condition(parsed.text) == condition


def test_a_malformed_regular_expression_is_refused_naming_it():
    with pytest.raises(BreakpointError, match=r"'Search\[\(' is not a valid regular expression"):
        parse_condition("action~Search[(")


@pytest.mark.parametrize("text", ["when:3", "step:0", "tokens:many", "action:", "flag:", "flag~loop", "step"])
def test_text_that_is_no_condition_is_refused_with_what_is_accepted(text):
    with pytest.raises(BreakpointError):
        parse_condition(text)


def test_a_bad_regular_expression_runs_nothing():
    engine, world = engine_for(SEARCH_AUSTRIA)
    with pytest.raises(BreakpointError):
        until("step:3", "observation~(unclosed").run(engine)
    assert engine.trajectory.steps_of() == [] and world.history == []


# ----- where each condition stops -------------------------------------------------------------
def test_an_action_that_matches_stops_before_it_runs():
    engine, world = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    stop = until("action:finish[").run(engine)
    assert stop is not None and stop.condition == ActionMatches("finish[")
    assert stop.message.startswith("Stopped before step 3's action ran: the action matches finish[")
    assert kinds(engine)[-2:] == ["thought", "action"]  # proposed, not yet answered
    assert world.history == ["Search[Austria]", "Search[Vienna]"] and not engine.branch.finished
    engine.step()  # Step goes on: the held action runs
    assert world.history[-1] == "Finish[Danube]" and engine.branch.outcome == Outcome.ANSWERED


def test_an_action_regular_expression_is_searched_as_written():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    stop = until("action~^Search\\[V").run(engine)
    assert stop is not None and "step 2's action ran" in stop.message and "Search[Vienna]" in stop.message


def test_an_observation_that_matches_stops_right_after_its_step():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    stop = until("observation~\\(#2\\)").run(engine)
    assert stop is not None and stop.message.startswith("Stopped after step 2: the observation matches")
    assert kinds(engine)[-1] == "observation" and engine.trajectory.steps_of()[-1].text.endswith("(#2)")


def test_a_flag_stops_before_the_flagged_action_runs():
    engine, world = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, SEARCH_VIENNA_AGAIN, FINISH)
    stop = until("flag").run(engine)
    assert stop is not None and stop.condition == FlagFires()
    assert stop.message.startswith("Stopped before step 3's action ran: a flag fires: loop on Action 3")
    assert world.history == ["Search[Austria]", "Search[Vienna]"]


def test_chosen_flag_kinds_pass_other_kinds_by():
    engine, world = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, SEARCH_VIENNA_AGAIN, FINISH)
    stop = until("flag:unsupported_answer").run(engine)  # the loop on step 3 is passed by
    assert stop is not None and "a flag fires: answer not in any page read on Action 4" in stop.message
    assert world.history[-1] == "Search[Vienna]" and not engine.branch.finished


def test_a_flag_kind_that_never_fires_runs_to_the_end():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, SEARCH_VIENNA_AGAIN, FINISH)
    assert until("flag:invalid_action").run(engine) is None and engine.branch.outcome == Outcome.ANSWERED


def test_flags_already_on_the_branch_do_not_stop_it_again():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, SEARCH_VIENNA_AGAIN, FINISH)
    engine.run(max_units=3)  # the loop is flagged before run until starts
    assert until("flag:loop").run(engine) is None and engine.branch.finished


def test_step_n_stops_before_step_n():
    engine, world = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    stop = until("step:3").run(engine)
    assert stop is not None and stop.message == "Stopped before step 3: step 3 is reached."
    assert world.history == ["Search[Austria]", "Search[Vienna]"] and kinds(engine)[-1] == "observation"


def test_tokens_stop_before_the_step_after_they_pass_n():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    stop = until("tokens:1").run(engine)
    used = engine.trajectory.totals()
    assert stop is not None and stop.message.startswith("Stopped before step 2: the tokens passed 1 (")
    assert f"{used['tokens_in'] + used['tokens_out']:,} so far" in stop.message


def test_any_of_several_conditions_stops_and_the_stop_names_the_one_that_held():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    stop = until("step:9", "action:Search[Vienna]").run(engine)
    assert stop is not None and stop.condition == ActionMatches("Search[Vienna]")


def test_a_condition_that_never_holds_runs_to_the_end():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    assert until("action:Lookup[", "step:9").run(engine) is None
    assert engine.branch.outcome == Outcome.ANSWERED and engine.branch.answer == "Danube"


def test_run_until_again_from_a_stop_goes_on():
    engine, world = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    first = until("action:Search[").run(engine)
    assert first is not None and world.history == []
    second = until("action:Search[").run(engine)  # the held action runs first, then the next one stops
    assert second is not None and world.history == ["Search[Austria]"] and "step 2's action" in second.message


def test_without_action_or_flag_conditions_nothing_is_held():
    engine, _ = engine_for(SEARCH_AUSTRIA, SEARCH_VIENNA, FINISH)
    watch = until("step:9")
    watch.advance(engine)
    assert kinds(engine) == ["thought", "action", "observation"]


def test_a_held_action_waits_in_the_saved_trajectory_and_steering_can_change_it():
    from react_core.trajectory.steering import ReplaceAction

    engine, world = engine_for(SEARCH_AUSTRIA, FINISH)
    until("action:Search[").run(engine)
    position = len(engine.trajectory.steps_of()) - 1
    engine.steering.apply(ReplaceAction(position, "Search[Vienna]"))
    engine.step()
    assert world.history == ["Search[Vienna]"]
    assert engine.trajectory.steps_of()[-1].kind == StepKind.OBSERVATION


class PickyEnv(EchoEnv):
    """Answers Lookup[...] as an invalid action, the rest as the echoing world does."""

    def step(self, action: str) -> StepResult:
        result = super().step(action)
        if action.startswith("Lookup["):
            result.observation = "Invalid action: no page is open."
        return result


def test_a_flag_that_needs_the_observation_stops_right_after_its_step():
    engine, world = engine_for(SEARCH_AUSTRIA, " Look.\nAction 2: Lookup[river]", FINISH, env=PickyEnv())
    stop = until("flag:invalid_action").run(engine)
    assert stop is not None
    assert stop.message.startswith("Stopped after step 2: a flag fires: invalid action on Action 2")
    assert world.history == ["Search[Austria]", "Lookup[river]"] and kinds(engine)[-1] == "observation"

"""A tools file's call with JSON arguments, and a replaced call checked against the tool's schema."""

from __future__ import annotations

import pytest

from react_core.common.json_schema import first_problem
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.plugins.tool_arguments import schema_for
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import ReplaceAction, Steering
from tests.support.plugins import CALCULATOR
from tests.support.scripted_model import ScriptedModel


def calculator_run(plugins):
    """One Calculator call taken; the steering holds replaced calls to the family's check, as the app's does."""
    plugins(CALCULATOR)
    task = catalog.find_task("calculator", "calculator-02")
    model = ScriptedModel([" 17% of 2340.\nAction 1: Calculator[0.17 * 2340]"])
    engine = new_engine(task, "react", model)
    engine.step()
    return engine, Steering(engine.trajectory, check_action=catalog.family("calculator").check_action)


def test_the_schema_of_a_one_string_tool_names_its_parameter():
    schema = schema_for("expression", "evaluates an arithmetic expression")
    assert schema["required"] == ["expression"] and schema["properties"]["expression"]["type"] == "string"
    assert first_problem(schema, {"expression": "1+1"}) is None


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ({}, "field 'expression' is missing (a string)"),
        ({"expression": 2}, "field 'expression': expected a string, got an integer"),
        ({"expression": "1", "unit": "m"}, "field 'unit' is not one of its fields ('expression')"),
        (["1+1"], "the arguments: expected an object, got an array"),
    ],
)
def test_each_problem_names_the_field(value, problem):
    assert first_problem(schema_for("expression"), value) == problem


def test_json_arguments_call_the_tool_with_the_named_field(plugins):
    engine, steering = calculator_run(plugins)
    steering.apply(ReplaceAction(1, 'Calculator[{"expression": "6 * 7"}]'))
    report = engine.step()
    assert report.steps[0].text == "42" and report.steps[0].info["tool"] == "Calculator"


def test_replacing_the_tool_with_another_of_the_file_is_answered_by_that_tool(plugins):
    engine, steering = calculator_run(plugins)
    branch = steering.apply(ReplaceAction(1, "Convert[1 km to m]"))
    assert branch.change == "replaced action at step 2"
    assert engine.step().steps[0].text.startswith("1000")


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            'Calculator[{"expression": 6 * 7}]',
            r"The arguments of Calculator are not JSON: Expecting ',' delimiter \(line 1, column 18\)",
        ),
        ('Calculator[{"expr": "6 * 7"}]', "do not fit its schema: field 'expression' is missing"),
        ('Calculator[{"expression": 42}]', "field 'expression': expected a string, got an integer"),
        ("Search[Paris]", "There is no tool 'Search' in this tools file; the tools are Calculator"),
        ("just a sentence", r"Write one call, e.g. Calculator\[expression\]"),
    ],
)
def test_a_replaced_call_that_does_not_fit_is_refused_and_nothing_is_forked(plugins, action, message):
    engine, steering = calculator_run(plugins)
    branches = dict(engine.trajectory.branches)
    with pytest.raises(TrajectoryError, match=message):
        steering.apply(ReplaceAction(1, action))
    assert engine.trajectory.branches == branches


def test_plain_text_arguments_and_finish_pass_the_check(plugins):
    _, steering = calculator_run(plugins)
    assert steering.apply(ReplaceAction(1, "Calculator[6 * 7]")).change == "replaced action at step 2"
    assert catalog.family("calculator").check_action("Finish[42]") is None
    assert catalog.family("alfworld").check_action is None, "a game's commands are the game's to judge"


def test_a_knowledge_family_refuses_an_action_its_environment_would_call_invalid():
    check = catalog.family("hotpotqa").check_action
    assert check is not None and check("Search[Queen (band)]") is None and check("Finish[]") is None
    assert check("lookup[ born ]") is None  # in any case, as the environment reads it
    assert (
        check("Search[]")
        == "Search needs an entity (e.g. Search[Colorado orogeny]): an empty one is answered “Invalid action”."
    )
    assert "“Serch[Queen]” is not an action here: write Search[entity], Lookup[keyword] or Finish[answer]" in check(
        "Serch[Queen]"
    )
    assert catalog.family("fever").check_action is check and catalog.family("docs").check_action is check

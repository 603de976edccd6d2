"""Steering a tool-call run: edit a thought, edit a call's arguments (checked against the tool's schema, the
error naming the field, nothing forked when it does not fit), replace the tool, override an observation, and
resume on the new branch, where the model reads each change as chat turns."""

from __future__ import annotations

import json

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.engine.tool_steering import call_change
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import EditThought, OverrideObservation, ReplaceAction
from react_core.trajectory.steps import Author
from tests.support.plugins import CALCULATOR, LAMPS
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply


def _one_search(entity: str = "Queen (band)"):
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_reply("Who sang it?", "search", {"entity": entity})])
    engine = new_engine(task, "react_tools", model)
    engine.step()
    return engine, model


def test_edited_arguments_fork_a_branch_whose_call_and_action_text_follow_them():
    engine, model = _one_search()
    before = len(engine.trajectory.branches)
    branch = engine.steering.apply(call_change("hotpotqa", 1, "search", '{"entity": "Freddie Mercury"}'))
    action = engine.trajectory.steps_of()[1]
    assert action.text == "Search[Freddie Mercury]" and action.author == Author.HUMAN_EDIT
    assert action.tool_call is not None and action.tool_call["name"] == "search"
    assert json.loads(action.tool_call["arguments"]) == {"entity": "Freddie Mercury"}
    assert len(engine.trajectory.branches) == before + 1 and branch.change == "replaced tool call at step 2"
    # Resume: the environment answers the new call, and the model reads it as a call and its result.
    model.replies.append(_reply("Born in Zanzibar.", "finish", {"answer": "Zanzibar"}))
    engine.step()
    observation = engine.trajectory.steps_of()[2]
    assert observation.text.startswith("Farrokh Bulsara") or "Mercury" in observation.text
    engine.step()
    assistant, tool = model.requests[-1].messages[-2:]
    assert assistant["tool_calls"][0]["function"]["arguments"] == '{"entity": "Freddie Mercury"}'
    assert tool["tool_call_id"] == action.tool_call["id"] and tool["content"] == observation.text


@pytest.mark.parametrize(
    ("tool", "arguments", "message"),
    [
        ("search", '{"name": "Freddie Mercury"}', "field 'entity' is missing (a string)"),
        ("search", '{"entity": 7}', "field 'entity': expected a string, got an integer"),
        ("search", '{"entity": "x", "page": 2}', "field 'page' is not one of its fields ('entity')"),
        ("search", '{"entity": "x"', "The arguments of search are not JSON: Expecting ',' delimiter"),
        ("search", '["x"]', "The arguments of search are not a JSON object"),
        ("browse", '{"url": "x"}', "There is no tool 'browse'; the tools are search, lookup, finish"),
        # the editor's placeholder for a tool chosen anew, applied as it is: the environment would say "Invalid action"
        ("search", '{"entity": "  "}', "Search needs an entity (e.g. Search[Colorado orogeny])"),
        ("lookup", '{"keyword": ""}', "Lookup needs a keyword (e.g. Lookup[elevation])"),
        ("finish", '{"answer": ""}', None),  # giving up is a person's choice
    ],
)
def test_a_call_that_does_not_fit_the_schema_names_the_field_and_forks_nothing(tool, arguments, message):
    engine, _ = _one_search()
    engine.steering.check_action = catalog.family("hotpotqa").check_action  # as the Run page's steering has it
    before = (len(engine.trajectory.branches), engine.trajectory.active_branch)
    if message is None:
        assert (
            engine.steering.apply(call_change("hotpotqa", 1, tool, arguments)).change == "replaced tool call at step 2"
        )
        return
    with pytest.raises(TrajectoryError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
        engine.steering.apply(call_change("hotpotqa", 1, tool, arguments))
    assert (len(engine.trajectory.branches), engine.trajectory.active_branch) == before


def test_a_call_wrong_in_several_fields_names_every_one_of_them():
    engine, _ = _one_search()
    with pytest.raises(TrajectoryError) as refused:
        engine.steering.apply(call_change("hotpotqa", 1, "search", '{"name": "Freddie Mercury", "page": 2}'))
    said = str(refused.value)
    assert "field 'entity' is missing (a string)" in said  # the missing one
    assert "field 'name' is not one of its fields ('entity')" in said  # and each unknown one
    assert "field 'page' is not one of its fields ('entity')" in said
    with pytest.raises(TrajectoryError) as typed:
        engine.steering.apply(call_change("hotpotqa", 1, "search", '{"entity": 7, "page": 2}'))
    assert "field 'entity': expected a string, got an integer" in str(typed.value)  # the wrong type too
    assert "field 'page' is not one of its fields" in str(typed.value)
    assert len(engine.trajectory.branches) == 1


def test_fever_s_finish_refuses_an_answer_that_is_not_one_of_its_labels():
    with pytest.raises(
        TrajectoryError, match="field 'answer': must be one of 'SUPPORTS', 'REFUTES', 'NOT ENOUGH INFO'"
    ):
        call_change("fever", 1, "finish", '{"answer": "TRUE"}')


def test_replacing_the_tool_sends_the_other_tool_on_resume():
    engine, _ = _one_search()
    engine.steering.apply(call_change("hotpotqa", 1, "finish", '{"answer": "Zanzibar"}'))
    engine.step()
    assert engine.trajectory.branch().answer == "Zanzibar"
    assert engine.trajectory.steps_of()[1].tool_call["name"] == "finish"  # type: ignore[index]


def test_an_edited_thought_is_the_assistant_text_before_the_call_the_model_makes_next():
    engine, model = _one_search()
    engine.steering.apply(EditThought(0, "The singer of Queen was Freddie Mercury; search him."))
    model.replies.append(_reply("", "search", {"entity": "Freddie Mercury"}))
    engine.step()
    messages = model.requests[-1].messages
    assert messages[-1] == {"role": "assistant", "content": "The singer of Queen was Freddie Mercury; search him."}
    steps = engine.trajectory.steps_of()
    assert [s.kind.value for s in steps] == ["thought", "action", "observation"]  # one thought: the person's
    assert steps[1].text == "Search[Freddie Mercury]"


def test_an_overridden_observation_is_the_tool_result_the_model_reads_on_resume():
    engine, model = _one_search()
    engine.steering.apply(OverrideObservation(2, "Freddie Mercury, Queen's lead singer, was born in Zanzibar."))
    model.replies.append(_reply("So Zanzibar.", "finish", {"answer": "Zanzibar"}))
    engine.step()
    tool = model.requests[-1].messages[-1]
    assert tool["role"] == "tool" and tool["content"] == "Freddie Mercury, Queen's lead singer, was born in Zanzibar."
    assert engine.trajectory.branch().answer == "Zanzibar"


def test_an_action_replaced_as_text_is_sent_as_the_call_its_text_makes():
    engine, model = _one_search()
    engine.steering.apply(ReplaceAction(1, "Lookup[Zanzibar]"))
    model.replies.append(_reply("Done.", "finish", {"answer": "Zanzibar"}))
    engine.step()
    engine.step()
    assistant = model.requests[-1].messages[-2]
    assert assistant["tool_calls"][0]["function"] == {"name": "lookup", "arguments": '{"keyword": "Zanzibar"}'}


def test_a_tools_file_call_is_checked_against_its_function_s_schema(plugins):
    plugins(CALCULATOR)
    with pytest.raises(TrajectoryError, match="field 'expression' is missing"):
        call_change("calculator", 1, "calculator", '{"expr": "1 + 1"}')
    change = call_change("calculator", 1, "calculator", '{"expression": "1 + 1"}')
    assert change.action == "Calculator[1 + 1]"


def test_a_family_without_tools_says_to_replace_the_action_as_text(plugins):
    plugins(LAMPS)  # an environment plugin brings no tools
    with pytest.raises(TrajectoryError, match="lamps has no tools to call; replace the action as text"):
        call_change("lamps", 1, "toggle", "{}")


def test_an_alfworld_command_is_edited_as_the_act_tool_s_one_argument():
    change = call_change("alfworld", 1, "act", '{"command": "open  drawer 1"}')
    assert change.action == "open drawer 1" and change.tool_call is not None
    with pytest.raises(TrajectoryError, match="field 'command' is missing"):
        call_change("alfworld", 1, "act", '{"cmd": "open drawer 1"}')


def test_try_n_times_measures_an_edited_call_against_the_original():
    from react_core.assist.effect import measure_effect

    def answer(request):
        tool = request.messages[-1]
        right = tool["role"] == "tool" and "Zanzibar" in tool["content"]
        return _reply("So.", "finish", {"answer": "Zanzibar" if right else "London"})

    engine, model = _one_search("Queen (band)")
    edited = engine.steering.apply(call_change("hotpotqa", 1, "search", '{"entity": "Freddie Mercury"}'))
    model.default = answer  # type: ignore[assignment]
    summary = measure_effect(engine, edited.id, n=2, temperature=0.7)
    assert summary.edited.scores == [1.0, 1.0] and summary.original.scores == [0.0, 0.0]


def test_a_person_plays_a_step_of_a_tool_call_run_and_the_model_reads_it_as_a_call():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_reply("Done.", "finish", {"answer": "Zanzibar"})])
    engine = new_engine(task, "react_tools", model)
    engine.play("Search[Freddie Mercury]", "I should search the singer.")
    engine.step()
    assistant, tool = model.requests[0].messages[-2:]
    assert assistant["content"] == "I should search the singer."
    assert assistant["tool_calls"][0]["function"] == {"name": "search", "arguments": '{"entity": "Freddie Mercury"}'}
    assert tool["role"] == "tool" and engine.trajectory.branch().answer == "Zanzibar"

"""ReAct (tool calls) on the games: ALFWorld's commands as one `act` tool (its exemplars' thoughts become the
text before each call), WebShop's search and click; the episode ends as the game does, and the step limit
ends it as it ends text ReAct there."""

from __future__ import annotations

import json

from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.alfworld import list_games
from react_core.trajectory.steps import Outcome
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply


def _game():
    return next(t for t in list_games("bundled") if t.meta["task_type"] == "pick_and_place_simple")


def test_alfworld_gets_one_act_tool_and_think_and_its_exemplars_thoughts_as_think_calls():
    """The paper's ALFWorld format makes a thought an action (``> think: ...``, answered "OK."): so do the tool
    calls, with a think tool beside the game's one `act`."""
    method = catalog.make_method("react_tools", "alfworld", task_type="pick_and_place_simple")
    assert [s["function"]["name"] for s in method.tools.schemas()] == ["act", "think"]
    turns = method.examples
    assert turns[0]["role"] == "user" and turns[0]["content"].startswith("You are in the middle of a room.")
    assert "Your task is to: put a candle in drawer." in turns[0]["content"]
    first, ok, second = turns[1:4]
    (think,) = first["tool_calls"]
    assert first["content"] is None and think["function"]["name"] == "think"
    assert json.loads(think["function"]["arguments"])["thought"].startswith("To solve the task, I need to find")
    assert ok == {"role": "tool", "tool_call_id": think["id"], "content": "OK."}
    assert json.loads(second["tool_calls"][0]["function"]["arguments"])["thought"].startswith(
        "First I need to find a candle."
    )  # two thoughts before the first command, each a call of its own
    act = turns[5]
    assert act["tool_calls"][0]["function"] == {"name": "act", "arguments": '{"command": "go to cabinet 1"}'}
    assert turns[6] == {
        "role": "tool",
        "tool_call_id": act["tool_calls"][0]["id"],
        "content": "You arrive at cabinet 1. The cabinet 1 is closed.",
    }
    assert method.instruction.startswith("Interact with a household to solve a task by calling the tools")
    assert "Go on until the task is done." in method.instruction


def test_an_alfworld_call_is_the_game_s_command_and_the_step_limit_ends_the_game():
    task = _game()
    model = ScriptedModel(
        [_reply("I should look around first.", "act", {"command": "look"}), _reply("", "act", {"command": "inventory"})]
    )
    engine = new_engine(task, "react_tools", model, max_steps=2)  # turns: a thought and its call are one
    engine.step()
    thought, action, observation = engine.trajectory.steps_of()
    assert thought.text == "I should look around first." and action.text == "look"
    assert action.tool_call == {"name": "act", "arguments": '{"command": "look"}', "id": f"call_{action.call_id}"}
    assert observation.text.startswith("You are in the middle of a room")
    assert model.requests[0].messages[-1]["content"].startswith("You are in the middle of a room")
    assert "Your task is to: " in model.requests[0].messages[-1]["content"]
    engine.step()  # the second turn reaches the limit of 2
    engine.step()
    branch = engine.trajectory.branch()
    assert branch.outcome == Outcome.STEP_LIMIT
    assert [s.text for s in engine.trajectory.steps_of() if s.kind.value == "action"] == ["look", "inventory"]


def test_webshop_searches_and_clicks_through_its_two_tools():
    method = catalog.make_method("react_tools", "webshop")
    assert [s["function"]["name"] for s in method.tools.schemas()] == ["search", "click", "think"]
    turns = method.examples
    assert turns[0]["content"].startswith("WebShop\nInstruction:")
    assert turns[1]["tool_calls"][0]["function"] == {
        "name": "search",
        "arguments": '{"query": "crew length wool socks forest green x-large"}',
    }
    thought = json.loads(turns[3]["tool_calls"][0]["function"]["arguments"])["thought"]  # think[...], answered OK.
    assert thought.startswith("B0BU9EYCMB, B0QUTM3F59 and B05TW6OXA8 are crew length wool socks")
    assert turns[4]["content"] == "OK."
    assert turns[5]["tool_calls"][0]["function"]["arguments"] == '{"button": "B0BU9EYCMB"}'
    task = catalog.load_tasks("webshop")[0]
    model = ScriptedModel([_reply("Search for it.", "search", {"query": task.text[:40]})])
    engine = new_engine(task, "react_tools", model)
    engine.step()
    action, observation = engine.trajectory.steps_of()[1:3]
    assert action.text == f"search[{' '.join(task.text[:40].split())}]"
    assert "[Back to Search]" in observation.text


def test_a_game_s_thought_the_same_as_the_one_before_is_not_kept_and_its_call_is_taken():
    same = "I need to find a candle. Let's check the other places."
    model = ScriptedModel(
        [
            _reply(same, "act", {"command": "look"}),
            _reply(f"  {same} ", "act", {"command": "inventory"}),
            _reply("The candle may be in a drawer.", "act", {"command": "look"}),
        ]
    )
    engine = new_engine(_game(), "react_tools", model)
    engine.run(max_units=3)
    steps = engine.trajectory.steps_of()
    assert [s.text for s in steps if s.kind.value == "thought"] == [same, "The candle may be in a drawer."]
    inventory = next(s for s in steps if s.text == "inventory")
    assert f"the same thought as the one before, not kept: {same}" in inventory.notes
    assert engine.trajectory.calls[inventory.call_id].raw_output.startswith(f"  {same}".strip())  # the call keeps it
    assert model.requests[2].messages[-2]["content"] is None  # the second call's turn: no thought in it


def test_a_think_call_is_a_thought_step_of_its_own_and_the_next_reply_is_the_model_s_own_turn():
    model = ScriptedModel(
        [
            _reply("", "think", {"thought": "The candle may be in a drawer."}),
            _reply("Look around first.", "act", {"command": "look"}),
        ]
    )
    engine = new_engine(_game(), "react_tools", model)
    engine.run(max_units=2)
    think, thought, action, _ = engine.trajectory.steps_of()
    assert think.kind.value == "thought" and think.text == "The candle may be in a drawer."
    assert think.tool_call["name"] == "think" and think.call_id != action.call_id
    assert thought.text == "Look around first." and action.text == "look"  # not "the model wrote after your thought"
    assert not action.notes
    assert engine.method.at_limit(engine.trajectory.steps_of()) is False
    assert model.requests[1].messages[-1] == {"role": "tool", "tool_call_id": think.tool_call["id"], "content": "OK."}

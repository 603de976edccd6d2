"""Training data from a tool-call run: chat with tool_calls as OpenAI's fine-tuning format has it (system, task,
assistant turns holding the thought and the call, tool turns holding the observations, the tools' schemas in
the record), ShareGPT with Hermes-style calls, and a person's edited call kept as they wrote it."""

from __future__ import annotations

from react_core.datasets import checks, formats
from react_core.datasets.build import Options, build_sft
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.engine.tool_steering import call_change
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply


def _solved():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            _reply("Search the singer.", "search", {"entity": "Freddie Mercury"}),
            _reply("Born in Zanzibar.", "finish", {"answer": "Zanzibar"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    engine.run()
    return engine


def test_a_tool_call_run_is_chat_with_tool_calls_and_the_record_carries_the_tools():
    engine = _solved()
    dataset = build_sft([engine.trajectory], "chat", options=Options(validation=0))
    record = dataset.train[0].record
    messages = record["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "tool", "assistant"]
    assert messages[0]["content"].startswith("Solve a question answering task by calling the tools")
    assert messages[1]["content"].startswith("Question: In what archipelago")
    first = messages[2]
    assert first["content"] == "Search the singer."
    assert first["tool_calls"][0]["function"] == {"name": "search", "arguments": '{"entity": "Freddie Mercury"}'}
    assert messages[3]["tool_call_id"] == first["tool_calls"][0]["id"]
    assert messages[3]["content"] == engine.trajectory.steps_of()[2].text
    assert messages[4]["tool_calls"][0]["function"]["name"] == "finish"  # the last observation is left out
    assert [t["function"]["name"] for t in record["tools"]] == ["search", "lookup", "finish"]
    assert checks.check_turns(messages) is None


def test_few_shot_puts_the_exemplars_in_as_earlier_tool_call_turns():
    engine = _solved()
    turns = formats.chat_turns(engine.trajectory, engine.trajectory.active_branch, few_shot=True)
    assert turns[1]["content"].startswith("Question: What estuary lies beside")
    assert turns[2]["tool_calls"][0]["function"]["arguments"] == '{"entity": "The Beatles"}'
    assert checks.check_turns(turns) is None


def test_sharegpt_writes_each_call_after_its_thought_and_each_result_as_a_tool_response():
    engine = _solved()
    record = build_sft([engine.trajectory], "sharegpt", options=Options(validation=0)).train[0].record
    turns = record["conversations"]
    assert [t["from"] for t in turns] == ["system", "human", "gpt", "human", "gpt"]
    assert turns[2]["value"] == (
        'Search the singer.\n<tool_call>\n{"name": "search", "arguments": {"entity": "Freddie Mercury"}}\n</tool_call>'
    )
    assert turns[3]["value"].startswith("<tool_response>\n") and turns[3]["value"].endswith("\n</tool_response>")


def test_an_edited_call_is_learnt_as_the_person_wrote_it():
    engine = _solved()
    engine.trajectory.active_branch = engine.trajectory.active_branch
    engine.steering.apply(call_change("hotpotqa", 1, "search", '{"entity": "Queen (band)"}'))
    turns = formats.chat_turns(engine.trajectory, engine.trajectory.active_branch)
    assert turns[-1]["tool_calls"][0]["function"]["arguments"] == '{"entity": "Queen (band)"}'


def test_a_conversation_whose_call_has_no_tool_turn_is_refused_with_the_reason():
    turns = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": "Question: q"},
        {
            "role": "assistant",
            "content": "t",
            "tool_calls": [{"id": "a", "function": {"name": "search", "arguments": "{}"}}],
        },
        {"role": "assistant", "content": "again"},
    ]
    assert checks.check_turns(turns) == "turn 4: the call a has no tool turn"


def test_a_game_s_tool_call_run_opens_with_its_page_and_keeps_its_think_calls_answered_ok():
    """A game states its task in its opening page (no "Question:" label), and its thoughts are think calls."""
    task = catalog.load_tasks("webshop")[0]
    model = ScriptedModel(
        [_reply("", "think", {"thought": "Search for the socks."}), _reply("", "search", {"query": "wool socks"})]
    )
    engine = new_engine(task, "react_tools", model)
    engine.run(max_units=2)
    messages = formats.chat_turns(engine.trajectory, engine.trajectory.active_branch)
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "tool", "assistant"]
    assert messages[1]["content"].startswith("WebShop") and not messages[1]["content"].startswith(":")
    assert messages[2]["tool_calls"][0]["function"]["name"] == "think" and messages[3]["content"] == "OK."
    assert [s["function"]["name"] for s in formats.tool_method(engine.trajectory).tools.schemas()][-1] == "think"
    assert checks.check_turns(messages) is None

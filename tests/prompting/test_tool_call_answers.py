"""A tool-call agent finishes in words (issue 43, item 4), and an ask held to the tools' schema works
after a person's thought (item 1).

In every agent framework a reply with no tool call is the final answer. So a reply in prose with no call
ends the episode with that text as the answer (``Finish[the text]``), marked on the step and its card;
it is not asked again held to the schema (which, on an MCP run, picked `git_log` three times a step to
the step limit). A call written as text (JSON, ``Search[...]``, ``search(...)``) is still read as the
call. Where words cannot be an answer (a game; FEVER's three labels) the held ask stays.
"""

from __future__ import annotations

import json

from react_core.engine import catalog
from react_core.engine.assemble import new_engine, open_engine
from react_core.models.base import ModelReply
from react_core.models.openai_model import OpenAIModel
from react_core.models.slots import SlotMap
from react_core.prompting.tool_agent import ANSWERED, ANSWERED_NOTE, HELD, IN_TEXT
from react_core.prompting.tool_calls import call_in_text
from react_core.prompting.tool_messages import ACT_ON_THOUGHT, held_turns
from react_core.trajectory.steering import EditThought, Steering
from react_core.trajectory.steps import Outcome, StepKind
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_servers import TIME
from tests.support.scripted_model import ScriptedModel, tool_call_reply

WORDS = "Queen's lead singer Freddie Mercury was born in Zanzibar."


def _text(text: str) -> ModelReply:
    return ModelReply(texts=[text], model="scripted")


def test_a_reply_in_words_with_no_call_is_the_final_answer_and_is_not_asked_again():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([tool_call_reply("Search him.", "search", {"entity": "Freddie Mercury"}), _text(WORDS)])
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    last = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert last.text == f"Finish[{WORDS}]"
    assert last.info == {ANSWERED: True} and last.notes == [f"{ANSWERED_NOTE}: Finish[{WORDS}]"]
    assert branch.outcome == Outcome.ANSWERED and branch.answer == WORDS
    assert [r.tool_choice for r in model.requests] == ["auto", "auto"]  # no held re-ask
    assert not [c for c in engine.trajectory.calls.values() if c.purpose == HELD]


def test_the_card_says_the_reply_was_taken_as_the_final_answer():
    from ui.run_view import view_model as vm

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    engine = new_engine(task, "react_tools", ScriptedModel([_text("Zanzibar <b>for sure</b>.")]))
    engine.run()
    html = vm.group_html(vm.group_steps(engine.trajectory)[-1], "hotpotqa")
    assert "its text is the final answer" in html and "Finish[Zanzibar &lt;b&gt;for sure&lt;/b&gt;.]" in html


def test_a_call_written_as_text_is_still_read_as_the_call_in_each_way_a_small_model_writes_it():
    tools = catalog.family("hotpotqa").tool_calls
    assert tools is not None
    written = {
        'I need him.\n{"name": "search", "arguments": {"entity": "Freddie Mercury"}}': "I need him.",
        "I need him.\nAction 1: Search[Freddie Mercury]": "I need him.",
        "I need him. search(Freddie Mercury)": "I need him.",
        'I need him.\nsearch(entity="Freddie Mercury")': "I need him.",
    }
    for text, thought in written.items():
        found = call_in_text(text, tools)
        assert found == (thought, {"id": "", "name": "search", "arguments": '{"entity": "Freddie Mercury"}'}), text
    for prose in (WORDS, "He was born in Zanzibar (then a British protectorate).", "I would search(for him) later."):
        assert call_in_text(prose, tools) is None, prose


def test_a_call_in_function_form_is_taken_not_the_words_around_it():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_text("I will search for Freddie Mercury. search(Freddie Mercury)"), _text(WORDS)])
    engine = new_engine(task, "react_tools", model)
    engine.step()
    thought, action = engine.trajectory.steps_of()[:2]
    assert thought.text == "I will search for Freddie Mercury." and action.text == "Search[Freddie Mercury]"
    assert action.info == {IN_TEXT: True}


def test_where_words_cannot_be_the_answer_the_held_ask_stays():
    """FEVER answers with one of three labels: prose is none of them, so the call is asked again, held."""
    task = catalog.load_tasks("fever")[0]
    model = ScriptedModel(
        [_text("The claim looks right to me."), tool_call_reply("", "finish", {"answer": "SUPPORTS"})]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    assert [r.tool_choice for r in model.requests] == ["auto", "required"]
    action = [s for s in engine.trajectory.steps_of() if s.kind == StepKind.ACTION][-1]
    assert branch.answer == "SUPPORTS" and action.info[HELD] == "the reply called no tool"


def test_an_empty_reply_is_still_asked_again_held():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_text(""), tool_call_reply("", "finish", {"answer": "Zanzibar"})])
    branch = new_engine(task, "react_tools", model).run()
    assert [r.tool_choice for r in model.requests] == ["auto", "required"] and branch.answer == "Zanzibar"


def test_an_mcp_run_finishes_in_words_after_its_call(mcp_servers):
    """The issue's run: the agent called the server's tool, read the result, then answered in words."""
    mcp_servers(TIME)
    task = catalog.Task("own", "mcp_time", "What day of the week is it in Tokyo?")
    said = "It is {day} in Tokyo."

    def answer(request):
        result = next(m for m in reversed(request.messages) if m["role"] == "tool")["content"]
        return _text(said.format(day=json.loads(result)["day_of_week"]))

    model = ScriptedModel(
        [tool_call_reply("I need Tokyo's time.", "get_current_time", {"timezone": "Asia/Tokyo"}), answer]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    steps = engine.trajectory.steps_of()
    assert [s.kind for s in steps[:4]] == [StepKind.THOUGHT, StepKind.ACTION, StepKind.OBSERVATION, StepKind.ACTION]
    assert '"day_of_week"' in steps[2].text
    day = json.loads(steps[2].text)["day_of_week"]
    assert branch.outcome == Outcome.ANSWERED and branch.answer == f"It is {day} in Tokyo."
    assert steps[3].info == {ANSWERED: True} and len(model.requests) == 2


# -- item 1: the held ask after a person's thought ---------------------------------------------------------


def test_a_held_ask_after_a_trailing_thought_asks_for_the_call_in_a_user_turn_and_keeps_the_thought():
    thought = {"role": "assistant", "content": "The records say Ines Corvo. I can finish."}
    asked = held_turns([{"role": "user", "content": "Q"}, thought])
    assert asked == [{"role": "user", "content": "Q"}, thought, {"role": "user", "content": ACT_ON_THOUGHT}]
    after_a_result = [{"role": "user", "content": "Q"}, {"role": "tool", "tool_call_id": "c", "content": "r"}]
    assert held_turns(after_a_result) == after_a_result
    called = {"role": "assistant", "content": None, "tool_calls": [{"id": "c"}]}
    assert held_turns([called]) == [called]


def test_after_an_edited_thought_the_held_ask_no_longer_continues_it_but_the_step_asks_on_it():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            tool_call_reply("Search him.", "search", {"entity": "Freddie Mercury"}),
            tool_call_reply("He was born in Zanzibar.", "finish", {"answer": "Zanzibar"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    engine.run()
    Steering(engine.trajectory).apply(EditThought(0, "I know this already: I can finish."))
    model.replies = [_text(""), tool_call_reply("", "finish", {"answer": "Zanzibar"})]
    engine.step()
    step_ask, held = model.requests[-2:]
    assert step_ask.messages[-1] == {"role": "assistant", "content": "I know this already: I can finish."}
    assert held.tool_choice == "required" and held.messages[-2:] == (
        {"role": "assistant", "content": "I know this already: I can finish."},
        {"role": "user", "content": ACT_ON_THOUGHT},
    )
    assert f"[user]\n{ACT_ON_THOUGHT}" in held.prompt  # the Prompt panel shows what was sent
    steps = engine.trajectory.steps_of()
    assert steps[0].text == "I know this already: I can finish." and steps[1].text == "Finish[Zanzibar]"


def test_what_the_embedded_server_is_sent_for_the_held_ask_after_a_thought():
    """The body llama.cpp gets: a grammar of the calls, no tools, and the messages ending in the user
    turn that asks for the call, so the held reply starts a fresh assistant turn."""

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    engine = new_engine(task, "react_tools", ScriptedModel([tool_call_reply("Search him.", "search", {"entity": "X"})]))
    engine.step()
    Steering(engine.trajectory).apply(EditThought(0, "I know this already: I can finish."))
    with FakeOpenAIServer() as server:
        server.reply("")  # nothing: asked again, held
        server.reply('<tool_call>\n{"name": "finish", "arguments": {"answer": "Zanzibar"}}\n</tool_call>')
        model = OpenAIModel(base_url=server.base_url, model="fake-model", slots=SlotMap(2), retries=0)
        open_engine(engine.trajectory, model).step()
        first, held = [r.body for r in server.completion_requests]
    assert first["messages"][-1] == {"role": "assistant", "content": "I know this already: I can finish."}
    assert "grammar" in held and "tools" not in held and "json_schema" not in held
    assert held["messages"][-2:] == [
        {"role": "assistant", "content": "I know this already: I can finish."},
        {"role": "user", "content": ACT_ON_THOUGHT},
    ]
    assert engine.trajectory.steps_of()[1].text == "Finish[Zanzibar]"

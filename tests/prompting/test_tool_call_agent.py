"""ReAct (tool calls): the family's actions as the chat API's tools, a thought as the reply's text, an action as
one tool call, the observation as the tool message; exemplars generated from the ReAct files; malformed calls
held to the schema and counted. Against the scripted OpenAI-compatible server and the real OpenAI client."""

from __future__ import annotations

import json

import pytest

from react_core.engine import catalog
from react_core.engine.assemble import new_engine, open_engine
from react_core.models.base import ModelReply
from react_core.models.cancel import CancelToken
from react_core.models.openai_model import OpenAIModel
from react_core.prompting.tool_agent import HELD, IN_TEXT, RUNAWAY_CHARS
from react_core.trajectory.steps import StepKind
from react_core.trajectory.trajectory import Trajectory
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_servers import NOTES, TIME
from tests.support.plugins import CALCULATOR
from tests.support.scripted_model import ScriptedModel
from tests.support.scripted_model import tool_call_reply as _reply


def _call(name: str, arguments: dict | str, id: str = "") -> dict:
    return {"name": name, "arguments": arguments, **({"id": id} if id else {})}


@pytest.mark.parametrize("stream", [False, True])
def test_hotpotqa_through_the_chat_api_s_tools_ends_with_the_finish_tool(stream):
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply(
            "Bohemian Rhapsody is by Queen; I need its lead singer.",
            tool_calls=[_call("search", {"entity": "Freddie Mercury"}, "c1")],
        )
        server.reply("Mercury was born in Zanzibar.", tool_calls=[_call("finish", {"answer": "Zanzibar"}, "c2")])
        model = OpenAIModel(base_url=server.base_url, model="fake-model", api_style="completion", retries=0)
        engine = new_engine(task, "react_tools", model)
        while not engine.trajectory.branch().finished:  # a cancellable step streams: the call comes in pieces
            engine.step(CancelToken() if stream else None)
        branch = engine.trajectory.branch()
        bodies = [r.body for r in server.completion_requests]
    steps = engine.trajectory.steps_of()
    assert [s.kind.value for s in steps] == ["thought", "action", "observation", "thought", "action", "observation"]
    assert steps[0].text == "Bohemian Rhapsody is by Queen; I need its lead singer."
    assert steps[1].text == "Search[Freddie Mercury]"
    assert steps[1].tool_call == {"name": "search", "arguments": '{"entity": "Freddie Mercury"}', "id": "c1"}
    assert branch.answer == "Zanzibar" and catalog.score_branch(engine.trajectory).em == 1.0
    first, second = bodies
    assert bool(first.get("stream")) is stream
    assert all(server_path == "/v1/chat/completions" for server_path in [r.path for r in server.completion_requests])
    assert [t["function"]["name"] for t in first["tools"]] == ["search", "lookup", "finish"]
    assert first["tools"][0]["function"]["parameters"]["required"] == ["entity"]
    assert first["tool_choice"] == "auto" and "stop" not in first
    system, example = first["messages"][0], first["messages"][1:4]
    assert "Before every tool call, write one short thought" in system["content"]
    assert example[0] == {
        "role": "user",
        "content": "Question: What estuary lies beside the city where the Beatles were formed?",
    }
    assert example[1]["tool_calls"][0]["function"] == {"name": "search", "arguments": '{"entity": "The Beatles"}'}
    assert example[2]["role"] == "tool" and example[2]["tool_call_id"] == example[1]["tool_calls"][0]["id"]
    assert first["messages"][-1] == {"role": "user", "content": f"Question: {task.text}"}
    # The second request carries the first step as a call and its result.
    assistant, tool = second["messages"][-2:]
    assert assistant["content"] == steps[0].text and assistant["tool_calls"][0]["id"] == "c1"
    assert tool == {"role": "tool", "tool_call_id": "c1", "content": steps[2].text}


def test_a_watched_step_shows_the_tool_call_as_it_streams_in_then_the_whole_call():
    from react_core.models.live import LiveReply, live_scope

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply("I need its singer.", tool_calls=[_call("search", {"entity": "Freddie <b>Mercury</b>"}, "c1")])
        model = OpenAIModel(base_url=server.base_url, model="fake-model", api_style="completion", retries=0)
        engine = new_engine(task, "react_tools", model)
        seen: list[str] = []
        live = LiveReply()
        original = live.calling
        live.calling = lambda call, tokens_out=None: (seen.append(call), original(call, tokens_out))  # type: ignore[method-assign]
        with live_scope(live):
            engine.step(CancelToken())
    # OpenAI streams a call's arguments in pieces: the line shows the part that has come, then all of it.
    assert seen[0].startswith("search(") and len(seen[0]) < len(seen[-1])
    assert seen[-1] == 'search({"entity": "Freddie <b>Mercury</b>"}'
    snapshot = live.snapshot()
    assert snapshot.call == seen[-1] and snapshot.phase == "writing" and snapshot.text == "I need its singer."


def test_fever_s_finish_takes_its_three_labels_only():
    method = catalog.make_method("react_tools", "fever")
    finish = method.tools.find("finish")
    assert finish is not None and finish.parameters["properties"]["answer"]["enum"] == [
        "SUPPORTS",
        "REFUTES",
        "NOT ENOUGH INFO",
    ]
    assert method.label == "Claim" and method.examples[0]["content"].startswith("Claim: ")
    assert method.instruction.startswith("Determine whether the Observations SUPPORT or REFUTE a Claim")


def test_the_method_is_offered_on_every_knowledge_family_after_the_paper_s_own():
    for name in ("hotpotqa", "fever", "docs"):
        assert catalog.methods_for(name)[-1] == "react_tools"
    assert catalog.method_label("react_tools") == "ReAct (tool calls)"


def test_a_reply_without_a_call_is_held_to_the_schema_and_counted():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            _reply("I will search for Freddie Mercury.", "web_search", {"query": "Freddie Mercury"}),  # no such tool
            _reply("", "search", {"entity": "Freddie Mercury"}),
            _reply("Zanzibar it is.", "finish", '{"answer": "Zanzibar"'),  # not JSON
            _reply("", "finish", {"answer": "Zanzibar"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    actions = [s for s in engine.trajectory.steps_of() if s.kind.value == "action"]
    assert [a.text for a in actions] == ["Search[Freddie Mercury]", "Finish[Zanzibar]"]
    assert actions[0].info[HELD].startswith("There is no tool 'web_search'")
    assert actions[1].info[HELD].startswith("The arguments of finish are not JSON")
    assert [r.tool_choice for r in model.requests] == ["auto", "required", "auto", "required"]
    step, held = model.requests[:2]
    # a held call is asked in the step's own slot: on the embedded server it is rendered as the step was,
    # so the slot's cached prompt serves it
    assert held.session == step.session == model.requests[2].session
    held = [c for c in engine.trajectory.calls.values() if c.purpose == HELD]
    assert len(held) == 2 and branch.bad_calls == 0 and branch.answer == "Zanzibar"
    thoughts = [s.text for s in engine.trajectory.steps_of() if s.kind.value == "thought"]
    assert thoughts == ["I will search for Freddie Mercury.", "Zanzibar it is."]


def test_a_call_written_as_text_after_the_thought_is_read_from_it_and_counted():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    qwen = 'I need to search Freddie Mercury.\n\n{"name": "search", "arguments": {"entity": "Freddie Mercury"}}\n'
    model = ScriptedModel(
        [
            ModelReply(texts=[qwen], model="scripted"),  # as Qwen2.5-Coder-1.5B writes it under llama.cpp
            ModelReply(texts=["He was born in Zanzibar.\nAction 2: Finish[Zanzibar]"], model="scripted"),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    steps = engine.trajectory.steps_of()
    assert steps[0].text == "I need to search Freddie Mercury." and steps[1].text == "Search[Freddie Mercury]"
    assert steps[1].info == {IN_TEXT: True} and steps[1].tool_call["arguments"] == '{"entity": "Freddie Mercury"}'
    assert steps[3].text == "He was born in Zanzibar." and steps[4].text == "Finish[Zanzibar]"
    assert len(model.requests) == 2 and branch.answer == "Zanzibar"  # no second request for either


def test_a_call_that_still_does_not_fit_is_sent_as_written_and_the_environment_says_so():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_reply("Try.", "browse", {"url": "x"}), _reply("", "browse", {"url": "x"})])
    engine = new_engine(task, "react_tools", model)
    engine.step()
    action, observation = engine.trajectory.steps_of()[1:3]
    assert action.text == 'browse[{"url": "x"}]' and action.tool_call is None
    assert "There is no tool 'browse'; the tools are search, lookup, finish" in action.notes[0]
    assert observation.text.startswith("Invalid action")
    assert engine.trajectory.branch().bad_calls == 1


def test_the_call_is_saved_with_the_step_and_read_back(tmp_path):
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_reply("Search him.", "search", {"entity": "Freddie Mercury"})])
    engine = new_engine(task, "react_tools", model)
    engine.step()
    again = Trajectory.from_json(engine.trajectory.to_json())
    action = again.steps_of()[1]
    assert action.tool_call is not None and action.tool_call["name"] == "search"
    assert json.loads(action.tool_call["arguments"]) == {"entity": "Freddie Mercury"}
    # A text method's steps carry no call, and their files have no such field.
    text_run = new_engine(task, "react", ScriptedModel([" Search.\nAction 1: Search[Queen]"]))
    text_run.step()
    assert all("tool_call" not in s for s in text_run.trajectory.to_dict()["steps"].values())
    # Reopened, the run goes on through tool calls.
    reopened = open_engine(again, ScriptedModel([_reply("Done.", "finish", {"answer": "Zanzibar"})]))
    reopened.step()
    assert reopened.trajectory.branch().answer == "Zanzibar"


def test_a_bad_tool_call_field_in_a_file_is_named():
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    engine = new_engine(task, "react_tools", ScriptedModel([_reply("Search.", "search", {"entity": "Queen"})]))
    engine.step()
    data = engine.trajectory.to_dict()
    step_id = engine.trajectory.branch().step_ids[1]
    data["steps"][step_id]["tool_call"] = {"name": "search", "arguments": 3, "id": "c"}
    with pytest.raises(ValueError, match=rf"steps\[{step_id}\]\.tool_call\.arguments: expected a string"):
        Trajectory.from_dict(data)


def test_a_tools_file_s_functions_are_the_tools_and_a_call_runs_the_function(plugins):
    plugins(CALCULATOR)
    method = catalog.make_method("react_tools", "calculator")
    schemas = method.tools.schemas()
    assert [s["function"]["name"] for s in schemas] == ["calculator", "convert", "finish"]
    assert schemas[0]["function"]["parameters"]["required"] == ["expression"]
    assert "evaluates an arithmetic expression" in schemas[0]["function"]["description"]
    assert method.examples == []  # zero-shot: the file has no exemplars
    task = catalog.find_task("calculator", "calculator-02")
    model = ScriptedModel(
        [
            _reply("17% of 2340 is 0.17 times 2340.", "calculator", {"expression": "0.17 * 2340"}),
            _reply("The tool says 397.8.", "finish", {"answer": "397.8"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    steps = engine.trajectory.steps_of()
    assert steps[1].text == "Calculator[0.17 * 2340]" and steps[2].text == "397.8"
    assert branch.answer == "397.8" and catalog.score_branch(engine.trajectory).em == 1.0
    assert model.requests[1].messages[-1] == {
        "role": "tool",
        "tool_call_id": "call_" + steps[1].call_id,
        "content": "397.8",
    }


def test_an_mcp_server_s_tools_keep_their_schemas_and_each_call_is_one_tools_call(mcp_servers):
    mcp_servers(NOTES)
    method = catalog.make_method("react_tools", "mcp_notes")
    by_name = {s["function"]["name"]: s["function"] for s in method.tools.schemas()}
    assert list(by_name) == ["search_notes", "read_note", "add_note", "finish"]
    assert by_name["add_note"]["parameters"]["required"] == ["title", "text"]
    task = catalog.Task("own", "mcp_notes", "Which star did the Ulysses probe study?", gold="the Sun")
    model = ScriptedModel(
        [
            _reply("I should search my notes.", "search_notes", {"query": "Ulysses"}),
            _reply("A note is titled Ulysses probe.", "read_note", {"title": "Ulysses probe"}),
            _reply("It studied the Sun.", "finish", {"answer": "the Sun"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    branch = engine.run()
    steps = engine.trajectory.steps_of()
    assert steps[1].text == 'search_notes[{"query": "Ulysses"}]' and steps[2].text == "Found: Ulysses probe"
    assert steps[5].text.startswith("Ulysses was a space probe that studied the Sun")
    assert branch.answer == "the Sun" and catalog.score_branch(engine.trajectory).em == 1.0


def test_mcp_server_time_from_pypi_answers_a_tool_call_and_its_error_is_the_observation(mcp_servers):
    mcp_servers(TIME)
    task = catalog.Task("own", "mcp_time", "What day of the week is it in Tokyo?")
    model = ScriptedModel(
        [
            _reply("Ask the server.", "get_current_time", {"timezone": "Mars/Olympus"}),
            _reply("Try Tokyo's zone.", "get_current_time", {"timezone": "Asia/Tokyo"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    engine.step()
    engine.step()
    failed, tokyo = [s.text for s in engine.trajectory.steps_of() if s.kind.value == "observation"]
    assert failed.startswith("Tool get_current_time failed: ") and "Invalid timezone" in failed
    assert json.loads(tokyo)["timezone"] == "Asia/Tokyo"


def test_every_exemplar_call_is_answered_by_a_tool_turn_as_chat_apis_require():
    for family in ("hotpotqa", "fever", "docs"):
        turns = catalog.make_method("react_tools", family).examples
        calls = [c["id"] for t in turns for c in t.get("tool_calls", [])]
        answered = [t["tool_call_id"] for t in turns if t["role"] == "tool"]
        assert calls and calls == answered, family
        assert all(t["content"] for t in turns if t["role"] != "assistant")


def test_a_batch_runs_text_react_tool_calls_and_act_side_by_side_and_counts_held_calls(tmp_path):
    from react_core.evaluation.results import ResultsStore
    from react_core.evaluation.runner import BatchRunner, BatchSpec
    from react_core.evaluation.tables import failure_table, table1

    def answer(request):
        if request.tools:  # the tool-call agent: a call of no tool first, then a call when held to the schema
            if request.tool_choice == "required":
                return _reply("", "finish", {"answer": "Zanzibar"})
            return _reply("The answer is Zanzibar.", "answer", {"text": "Zanzibar"})
        return (
            " It is Zanzibar.\nAction 1: Finish[Zanzibar]"
            if "Thought 1:" in request.prompt[-12:]
            else " Finish[Zanzibar]"
        )

    tasks = catalog.load_tasks("hotpotqa")[:2]
    spec = BatchSpec("hotpotqa:bundled", ("react", "react_tools", "act"), models=("scripted",))
    report = BatchRunner(
        spec,
        results=ResultsStore(tmp_path / "e.sqlite3"),
        model_factory=lambda _: ScriptedModel(default=answer),
        tasks=tasks,
    ).run()
    assert report.complete and not report.errors
    frame = ResultsStore(tmp_path / "e.sqlite3").frame(report.batch_id)
    assert sorted(frame["method"].unique()) == ["act", "react", "react_tools"]
    failures = failure_table(frame)
    held = "malformed tool calls (held to the schema)"
    assert failures.loc["ReAct (tool calls)", held] == 2 and failures.loc["ReAct", held] == 0
    assert failures.loc["ReAct (tool calls)", "tool calls written as text (read from it)"] == 0
    assert "ReAct (tool calls)" in table1(frame, with_paper=False).index


def test_a_finished_tool_call_run_is_a_react_exemplar_that_both_formats_read():
    from react_core.engine.exemplars import exemplar_from_branch
    from react_core.prompting.tool_messages import read_exemplars

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel(
        [
            _reply("Search him.", "search", {"entity": "Freddie Mercury"}),
            _reply("Zanzibar.", "finish", {"answer": "Zanzibar"}),
        ]
    )
    engine = new_engine(task, "react_tools", model)
    engine.run()
    text = exemplar_from_branch(engine.trajectory, engine.trajectory.active_branch)
    assert text.startswith(
        f"Question: {task.text}\nThought 1: Search him.\nAction 1: Search[Freddie Mercury]\nObservation 1: "
    )
    _, examples = read_exemplars(text, "Question")
    assert [kind.value for kind, _ in examples[0].steps] == ["thought", "action", "observation", "thought", "action"]


def test_the_markdown_export_shows_the_call_escaped_and_json_keeps_it():
    from react_core.storage.export import to_markdown

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    engine = new_engine(task, "react_tools", ScriptedModel([_reply("Search.", "search", {"entity": "<b>Queen</b>"})]))
    engine.step()
    text = to_markdown(engine.trajectory)
    assert '  - tool call: search {"entity": "\\<b\\>Queen\\</b\\>"}' in text
    assert "<b>" not in text


def test_on_llama_cpp_a_step_is_one_call_held_by_a_grammar_and_its_call_comes_back_native():
    """The embedded server (a server with slots) is sent the tools in the system message and a grammar for
    "a thought, then exactly one call", never `tools`; the call it writes is read back as a native call."""
    from react_core.models.slots import SlotMap

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply(
            'I should search.\n<tool_call>\n{"name": "search", "arguments": {"entity": "Queen"}}\n</tool_call>'
        )
        model = OpenAIModel(base_url=server.base_url, model="fake-model", slots=SlotMap(1), retries=0)
        engine = new_engine(task, "react_tools", model)
        engine.step()
        (sent,) = [r.body for r in server.completion_requests]
    assert "tools" not in sent and "tool_choice" not in sent and "json_schema" not in sent
    grammar = sent["grammar"]
    assert grammar.startswith("root ::= thought? call")
    # The call bare after the thought (the 1.5B model's habit, issue 45), as earlier calls are written back.
    assert '\ncall ::= "{\\"name\\": \\"search\\", \\"arguments\\": " ws ' in grammar
    system = sent["messages"][0]["content"]
    assert '{"name": <function-name>, "arguments": <args-json-object>}' in system and '"name": "search"' in system
    exemplar_calls = [m["content"] for m in sent["messages"] if m["role"] == "assistant"]
    assert exemplar_calls and all('\n{"name": ' in c and "<tool_call>" not in c for c in exemplar_calls)
    thought, action = engine.trajectory.steps_of()[:2]
    assert thought.text == "I should search." and action.text == "Search[Queen]"
    assert action.tool_call["name"] == "search" and HELD not in action.info and IN_TEXT not in action.info
    call = engine.trajectory.calls[action.call_id]
    assert call.sent is not None and call.sent["grammar"] == sent["grammar"]  # the Prompt panel shows what was sent


def test_on_llama_cpp_a_reply_without_a_usable_call_is_held_in_the_same_slot_and_prompt():
    from react_core.models.slots import SlotMap

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply("I should search.")  # cut before its call (a token limit): no call
        server.reply('<tool_call>\n{"name": "search", "arguments": {"entity": "Freddie Mercury"}}\n</tool_call>')
        model = OpenAIModel(base_url=server.base_url, model="fake-model", slots=SlotMap(2), retries=0)
        engine = new_engine(task, "react_tools", model)
        engine.step()
        first, held = [r.body for r in server.completion_requests]
    assert held["messages"] == first["messages"] and held["id_slot"] == first["id_slot"]  # its cached prompt
    assert held["grammar"] == first["grammar"]
    thought, action = engine.trajectory.steps_of()[:2]
    assert action.text == "Search[Freddie Mercury]" and action.info[HELD] == "the reply called no tool"
    assert thought.text == "I should search."


def _webshop_first_step(*replies: tuple[str, dict]) -> tuple[object, list[dict]]:
    """WebShop's first bundled goal stepped once on the scripted server as the embedded llama.cpp (two slots),
    which answers with `replies` (text, options) in turn: the engine and the request bodies it sent."""
    from react_core.models.slots import SlotMap

    task = catalog.load_tasks("webshop")[0]
    with FakeOpenAIServer() as server:
        for text, options in replies:
            server.reply(text, **options)
        model = OpenAIModel(base_url=server.base_url, model="fake-model", slots=SlotMap(2), retries=0)
        engine = new_engine(task, "react_tools", model)
        engine.step()
        return engine, [r.body for r in server.completion_requests]


SEARCH_SOCKS = ('{"name": "search", "arguments": {"query": "wool socks"}}', {})


def test_on_llama_cpp_a_game_step_is_one_call_and_its_thought_is_a_call_of_the_think_tool():
    """The games think through a tool, as the paper's formats make a thought an action (WebShop's think[...],
    answered OK.): the reply is held to one call, think among the tools, so the model chooses between thinking
    and acting at the call's name, as text ReAct does at its action's. The thought is a step of its own, and
    later prompts show it as that call, answered "OK."."""
    think = '{"name": "think", "arguments": {"thought": "I should search for wool socks first."}}'
    engine, (first,) = _webshop_first_step((think, {}))
    assert first["grammar"].startswith("root ::= call\n")  # no free text: a call, maybe of think
    assert first["messages"][-1] == {"role": "assistant", "content": '{"name": "'}  # begun in the request
    assert '"think\\", \\"arguments\\": "' in first["grammar"]  # the reply goes on from the tool's name
    assert "char{1,500}" in first["grammar"]  # a thought of at most 500 characters: a runaway stops there
    system = first["messages"][0]["content"]
    assert '"name": "think"' in system and "call think with one short thought" in system
    (thought,) = engine.trajectory.steps_of()
    assert thought.kind == StepKind.THOUGHT and thought.text == "I should search for wool socks first."
    assert thought.tool_call["name"] == "think" and not thought.notes
    call = engine.trajectory.calls[thought.call_id]
    assert call.request["call_alone"] is True and call.request["tools"][-1] == "think"
    from react_core.prompting.method_base import MethodContext

    steps = engine.trajectory.steps_of()
    messages = engine.method.messages(
        MethodContext(engine.trajectory.task, steps, None, "next", opening=engine.opening), steps
    )
    assert messages[-2]["tool_calls"][0]["function"]["name"] == "think" and messages[-2]["content"] is None
    assert messages[-1] == {"role": "tool", "tool_call_id": thought.tool_call["id"], "content": "OK."}
    examples = engine.method.examples  # the exemplars' thoughts are think calls too
    assert any(t.get("tool_calls") and t["tool_calls"][0]["function"]["name"] == "think" for t in examples)
    assert not any(t["role"] == "assistant" and t.get("content") for t in examples)


def test_on_llama_cpp_a_reply_cut_at_its_token_limit_with_no_call_has_its_call_asked_alone():
    """The 1.5B model's runaway thought ("B079999999, B079999999, ..." to 300 tokens) ran away again when its held
    ask let it think first. After a reply cut at its limit with no call, the held ask is for the call alone, in the
    same slot, and the cut text is a note on the action, not a thought the next prompts would read."""
    runaway = '{"name": "search", "arguments": {"query": "' + "B079999999, " * 40  # in the call, as held
    engine, (cut, alone) = _webshop_first_step((runaway, {"finish_reason": "length"}), SEARCH_SOCKS)
    assert cut["grammar"].startswith("root ::= call\n")
    assert alone["grammar"].startswith("root ::= call\n")
    assert alone["id_slot"] == cut["id_slot"]  # the prompt it read is still there
    # Asked the same way, the call would run away the same way: its strings are held to RUNAWAY_CHARS.
    assert f"{{0,{RUNAWAY_CHARS}}}" in alone["grammar"] and f"{{0,{RUNAWAY_CHARS}}}" not in cut["grammar"]
    assert alone["messages"] == cut["messages"]  # the prompt as the step's: the slot holds it
    steps = engine.trajectory.steps_of()
    assert [s.kind for s in steps] == [StepKind.ACTION, StepKind.OBSERVATION]  # no thought of ASINs
    action = steps[0]
    assert action.text == "search[wool socks]" and action.info[HELD] == "the reply called no tool"
    assert any(n.startswith("the reply ran to its token limit") and "B079999999" in n for n in action.notes)
    calls = [engine.trajectory.calls[c] for c in engine.trajectory.calls]
    assert (
        calls[0].raw_output == runaway.rstrip()
    )  # what the model wrote is kept with its call, from the call's opening
    assert calls[1].request["call_alone"] is True


def test_a_held_call_after_a_runaway_holds_only_free_strings():
    from react_core.environments.wikipedia.tool_specs import wikipedia_tools
    from react_core.prompting.tool_calls import ActionTools, capped
    from react_core.prompting.tool_thinking import THINK

    fever = capped(wikipedia_tools(labels=("SUPPORTS", "REFUTES", "NOT ENOUGH INFO")), 240)
    fields = {spec.name: next(iter(spec.parameters["properties"].values())) for spec in fever.specs}
    assert fields["search"]["maxLength"] == 240 and fields["lookup"]["maxLength"] == 240
    assert "maxLength" not in fields["finish"], "an enum is bounded already"
    (think,) = capped(ActionTools((THINK,)), 240).specs
    assert think.parameters["properties"]["thought"]["maxLength"] == 500, "a bound it has is kept"


def test_on_llama_cpp_a_knowledge_task_keeps_its_thought_before_every_call():
    """The knowledge tasks think before every action, as the paper's dense format does: a thought, then the call."""
    from react_core.models.slots import SlotMap

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply('I should search.\n{"name": "search", "arguments": {"entity": "Queen"}}')
        model = OpenAIModel(base_url=server.base_url, model="fake-model", slots=SlotMap(1), retries=0)
        engine = new_engine(task, "react_tools", model)
        engine.step()
        (sent,) = [r.body for r in server.completion_requests]
    assert sent["grammar"].startswith("root ::= thought? call\n")
    assert 'line ( "\\n"{1,2} line ){0,3}' in sent["grammar"]  # a few paragraphs, as before
    assert "call_alone" not in engine.trajectory.calls[engine.trajectory.steps_of()[1].call_id].request


def test_the_recorded_request_keeps_each_message_s_calls_for_the_prompt_panel():
    from react_core.trajectory import call_record

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply("Search him.", tool_calls=[_call("search", {"entity": "Freddie Mercury"}, "c1")])
        server.reply("Done.", tool_calls=[_call("finish", {"answer": "Zanzibar"}, "c2")])
        engine = new_engine(task, "react_tools", OpenAIModel(base_url=server.base_url, model="fake-model", retries=0))
        engine.run()
    second = engine.trajectory.calls[engine.trajectory.steps_of()[4].call_id]
    shown = call_record.messages(second)
    assert shown is not None and shown[0]["content"].startswith("Solve a question answering task")
    assistant, tool = shown[-2], shown[-1]
    assert assistant["content"] == "Search him." and assistant["tool_calls"][0]["id"] == "c1"
    assert tool == {"role": "tool", "content": engine.trajectory.steps_of()[2].text, "tool_call_id": "c1"}
    tools = call_record.sent_request(second)["request"]["tools"]
    assert [t["function"]["name"] for t in tools] == ["search", "lookup", "finish"]


def test_an_empty_reply_is_a_reply_without_a_call_held_to_the_schema_not_a_failed_episode():
    """The 1.5B model sometimes ends a WebShop step at once: the server's empty reply is a ModelError for any
    other method, but here it is a reply that called no tool, asked again held to the schema."""
    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply("")
        server.reply("", tool_calls=[_call("finish", {"answer": "Zanzibar"}, "c1")])
        model = OpenAIModel(base_url=server.base_url, model="fake-model", retries=0)
        engine = new_engine(task, "react_tools", model)
        branch = engine.run()
        choices = [r.body.get("tool_choice") for r in server.completion_requests]
    action = next(s for s in engine.trajectory.steps_of() if s.kind.value == "action")
    assert action.text == "Finish[Zanzibar]" and action.info[HELD] == "the reply called no tool"
    assert choices == ["auto", "required"] and branch.answer == "Zanzibar"


def test_an_empty_reply_when_held_to_the_schema_is_still_the_model_s_error():
    from react_core.models.errors import ModelError

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    with FakeOpenAIServer() as server:
        server.reply("")
        server.reply("")
        model = OpenAIModel(base_url=server.base_url, model="fake-model", retries=0)
        with pytest.raises(ModelError, match="empty reply"):
            new_engine(task, "react_tools", model).step()


def test_the_games_think_where_it_helps_and_the_knowledge_tasks_before_every_call():
    """As the paper's formats: thoughts before every action on the knowledge tasks, sparse on the games (their
    exemplars' calls mostly have none), with the think tool. A game's call alone is a plain step, no note; a
    question's is noted."""
    shop = catalog.load_tasks("webshop")[0]
    name = shop.meta["goal"]["name"]
    model = ScriptedModel([_reply("", "search", {"query": name}), _reply("", "click", {"button": name})])
    engine = new_engine(shop, "react_tools", model)
    engine.run(max_units=2)
    system = model.requests[0].messages[0]["content"]
    assert "Where it helps, think first: call think" in system and "Before every tool call" not in system
    steps = engine.trajectory.steps_of()
    assert [s.kind.value for s in steps] == ["action", "observation", "action", "observation"]
    assert not any("no thought" in n for s in steps for n in s.notes)
    assert model.requests[0].max_tokens == 200  # a one-line thought and a call: a runaway stops sooner

    task = catalog.find_task("hotpotqa", "hotpotqa-bundled-01")
    model = ScriptedModel([_reply("", "search", {"entity": "Bohemian Rhapsody"})])
    engine = new_engine(task, "react_tools", model)
    engine.run(max_units=1)
    assert "Before every tool call, write one short thought" in model.requests[0].messages[0]["content"]
    assert model.requests[0].max_tokens == 300  # a few paragraphs of thought
    assert "the reply had no thought before its call" in engine.trajectory.steps_of()[0].notes


def test_a_game_s_step_limit_counts_the_model_s_turns_a_thought_and_its_call_one_turn():
    """As text ReAct counts a game's replies (each think line and each action a reply of its own), the tool-call
    agent counts its replies: a thought and the call after it are one. WebShop's limit is 15 turns."""
    from react_core.trajectory.steps import Author, Step

    shop = catalog.load_tasks("webshop")[0]
    engine = new_engine(shop, "react_tools", ScriptedModel([]))
    limit = engine.method.max_steps

    def turns(count: int, thought: bool) -> list[Step]:
        """`count` replies, each a call, after its thought written as the reply's text if `thought`."""
        steps: list[Step] = []
        for i in range(count):
            if thought:
                steps.append(Step(StepKind.THOUGHT, f"thought {i}", Author.MODEL, call_id=f"c{i}"))
            steps += [
                Step(StepKind.ACTION, "click[Next >]", Author.MODEL, call_id=f"c{i}"),
                Step(StepKind.OBSERVATION, "a page", Author.ENVIRONMENT),
            ]
        return steps

    assert limit == 15
    assert not engine.method.at_limit(turns(limit - 1, thought=True))  # 28 thoughts and actions: 14 turns
    assert engine.method.at_limit(turns(limit, thought=True))
    assert engine.method.at_limit(turns(limit, thought=False))
    person = [*turns(limit - 1, thought=False), Step(StepKind.THOUGHT, "a person's thought", Author.HUMAN_INSERT)]
    assert engine.method.at_limit(person)  # a thought no call follows is a turn of its own
    think = Step(
        StepKind.THOUGHT,
        "a think call",
        Author.MODEL,
        call_id="t",
        tool_call={"name": "think", "arguments": "{}", "id": "t"},
    )
    assert engine.method.at_limit(
        [*turns(limit - 2, thought=False), think, *turns(1, thought=False)]
    )  # so is a think call

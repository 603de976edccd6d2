"""ReAct (tool calls) on the Run page: the card shows the call and its result, escaped; the steering editor
replaces a call with a tool picker and JSON arguments checked against the tool's schema (the error names the
field and nothing is forked); resume goes on from the edited call."""

from __future__ import annotations

import json

import pytest

from react_core.models.base import ModelReply, ModelRequest
from tests.support.scripted_model import ScriptedModel
from tests.ui.test_app_common import cards, click, errors, infos, open_page, run_state
from ui.widgets.plain_text import md

pytestmark = pytest.mark.usefixtures("app_home")


def reply(request: ModelRequest) -> ModelReply:
    seen = json.dumps(request.messages[-2:])
    if "Freddie Mercury" in seen and request.messages[-1]["role"] == "tool":
        call = {"id": "c2", "name": "finish", "arguments": '{"answer": "Zanzibar"}'}
        return ModelReply(texts=["Mercury was born in Zanzibar."], model="scripted", tool_calls=[call])
    call = {"id": "c1", "name": "search", "arguments": '{"entity": "<b>Queen</b>"}'}
    return ModelReply(texts=["Who sang <i>Bohemian Rhapsody</i>?"], model="scripted", tool_calls=[call])


def stepped():
    at = open_page("app.py", ScriptedModel(default=reply))
    at.selectbox(key="method:hotpotqa").select("react_tools").run()
    click(at, "run:step")
    return at


def test_the_card_shows_the_thought_the_call_and_its_result_all_escaped():
    at = stepped()
    card = cards(at)[0]
    assert "Who sang &lt;i&gt;Bohemian Rhapsody&lt;/i&gt;?" in card
    assert "Search[&lt;b&gt;Queen&lt;/b&gt;]" in card
    assert 'tool call <code class="rx-tool">search</code>' in card
    assert "{&quot;entity&quot;: &quot;&lt;b&gt;Queen&lt;/b&gt;&quot;}" in card
    assert "<b>Queen</b>" not in card and "<i>" not in card


def test_editing_the_arguments_as_json_is_checked_and_resume_goes_on_from_the_edit():
    at = stepped()
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("replace").run()
    assert at.selectbox(key="run:0:ed:call:tool").value == "search"
    assert json.loads(at.text_area(key="run:0:ed:call:arguments").value) == {"entity": "<b>Queen</b>"}
    at.text_area(key="run:0:ed:call:arguments").input('{"name": "Freddie Mercury"}').run()
    click(at, "run:0:ed:apply")
    shown = " ".join(errors(at)).replace("\\", "")
    assert "The arguments of search do not fit its schema: field 'entity' is missing" in shown, shown
    assert len(run_state(at).trajectory.branches) == 1
    at.text_area(key="run:0:ed:call:arguments").input('{"entity": "Freddie Mercury"}').run()
    click(at, "run:0:ed:apply")
    assert any(md("New branch main.1: replaced tool call at Action 1") in i for i in infos(at)), infos(at)
    card = cards(at)[0]
    assert "Search[Freddie Mercury]" in card and "rx-badge rx-human_edit" in card
    assert (
        'tool call <code class="rx-tool">search</code><code class="rx-args">{&quot;entity&quot;: &quot;Freddie Mercury&quot;}'
        in card
    )
    click(at, "run:run")  # Resume
    assert run_state(at).trajectory.branch().answer == "Zanzibar"
    at.segmented_control(key="run:view").set_value("Branches").run()
    diff = next(h.proto.body for h in at.get("html") if "rx-diff" in h.proto.body)
    assert '<code class="rx-args">{&quot;entity&quot;: &quot;Freddie Mercury&quot;}</code>' in diff  # the edited call
    original = '<code class="rx-args">{&quot;entity&quot;: &quot;&lt;b&gt;Queen&lt;/b&gt;&quot;}</code>'
    assert original in diff


def test_a_call_wrong_in_several_fields_is_refused_naming_each_and_another_tool_starts_from_its_own_fields():
    at = stepped()
    click(at, "run:0:steer")
    at.segmented_control(key="run:0:ed:op").set_value("replace").run()
    at.text_area(key="run:0:ed:call:arguments").input('{"name": "Freddie Mercury", "entity": 7}').run()
    click(at, "run:0:ed:apply")
    shown = " ".join(errors(at)).replace("\\", "")
    assert "field 'entity': expected a string, got an integer" in shown, shown
    assert "field 'name' is not one of its fields ('entity')" in shown, shown
    assert len(run_state(at).trajectory.branches) == 1
    at.selectbox(key="run:0:ed:call:tool").select("finish").run()  # the search arguments would not fit finish
    assert json.loads(at.text_area(key="run:0:ed:call:arguments").value) == {"answer": ""}
    at.selectbox(key="run:0:ed:call:tool").select("lookup").run()
    assert json.loads(at.text_area(key="run:0:ed:call:arguments").value) == {"keyword": ""}
    click(at, "run:0:ed:apply")  # the placeholder as it is: the environment would answer "Invalid action"
    assert any("Lookup needs a keyword (e.g. Lookup[elevation])" in e.replace("\\", "") for e in errors(at))
    assert len(run_state(at).trajectory.branches) == 1
    at.selectbox(key="run:0:ed:call:tool").select("search").run()  # back to the step's own call
    assert json.loads(at.text_area(key="run:0:ed:call:arguments").value) == {"entity": "<b>Queen</b>"}


def test_compare_puts_text_react_tool_call_react_and_act_side_by_side():
    def three(request: ModelRequest) -> str | ModelReply:
        if request.tools:
            return reply(request)
        if "\nThought 1:" in request.prompt or "Thought 2:" in request.prompt:
            return " I need the singer's birthplace.\nAction 1: Finish[Zanzibar]"
        return " Finish[Zanzibar]"

    at = open_page("pages/2_Compare.py", ScriptedModel(default=three))
    at.multiselect(key="compare:methods:hotpotqa").set_value(["react", "react_tools", "act"]).run()
    click(at, "compare:run_all")
    table = at.dataframe[0].value
    assert list(table["Method"]) == ["ReAct", "ReAct (tool calls)", "Act"]
    assert list(table["Answer"]) == ["Zanzibar", "Zanzibar", "Zanzibar"]
    # the table of where the first two part: neither is Act, so it does not say "Act has none"
    assert any("thoughts are left out: the columns line up by what each did" in c.value for c in at.caption)
    tool_run = run_state(at, "compare:react_tools").trajectory
    assert [s.tool_call["name"] for s in tool_run.steps_of() if s.tool_call] == ["search", "finish"]


def test_the_prompt_panel_shows_the_messages_with_their_calls_and_the_tools():
    at = stepped()
    click(at, "run:0:prompt")
    shown = [c.value for c in at.code]  # the scripted model records no body: the request's readable form
    prompt = next(v for v in shown if v.startswith("[tools]\nsearch: Searches the exact entity"))
    assert "[system]\nSolve a question answering task by calling the tools" in prompt
    assert '→ search({"entity": "The Beatles"})' in prompt and "[tool (call_example1_2)]" in prompt
    call = run_state(at).trajectory.calls[run_state(at).trajectory.steps_of()[1].call_id]
    assert call.raw_output.endswith('→ search({"entity": "<b>Queen</b>"})')


def test_the_prompt_panel_shows_the_tools_sent_as_json_and_the_transcript_shows_the_chat_messages_as_sent():
    """Over a real chat API (the scripted server records the body as posted): the Prompt panel shows the
    `tools` array that went with the request, as JSON in a code block (escaped); the Transcript tab shows
    the branch as the chat messages a tool-call run sends, each call with its result, and says so."""
    from react_core.models.openai_model import OpenAIModel
    from tests.support.fake_openai_server import FakeOpenAIServer

    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.reply(
            "Who sang <i>Bohemian Rhapsody</i>?",
            tool_calls=[{"name": "search", "arguments": {"entity": "Queen"}, "id": "c1"}],
        )
        model = OpenAIModel(base_url=server.base_url, model="fake-model", api_style="completion", retries=0)
        at = open_page("app.py", model)  # type: ignore[arg-type]
        at.selectbox(key="method:hotpotqa").select("react_tools").run()
        click(at, "run:step")
        sent_tools = server.completion_requests[-1].body["tools"]
        click(at, "run:0:prompt")
    captions = [c.value for c in at.caption]
    assert any(c.startswith(md("Tools sent · 3: search, lookup, finish")) for c in captions), captions
    shown = [json.loads(c.value) for c in at.code if c.language == "json" and c.value.lstrip().startswith("[")]
    assert sent_tools in shown  # exactly the array that was posted
    at.segmented_control(key="run:view").set_value("Transcript").run()
    captions = [c.value for c in at.caption]
    assert any("chat messages the model is sent" in c for c in captions), captions
    assert not any("exactly as the model sees it" in c for c in captions)
    chat = next(c.value for c in at.code if c.value.startswith("[user]\nQuestion:"))
    assert '[assistant]\nWho sang <i>Bohemian Rhapsody</i>?\n→ search({"entity": "Queen"})  [c1]' in chat
    assert "[tool (c1)]\n" in chat and "Action 1:" not in chat


def test_on_the_embedded_server_the_prompt_panel_shows_the_grammar_the_reply_was_held_by_and_no_tools():
    """A server with slots is the embedded llama.cpp: its tool-call request goes without `tools`, they are
    in the system message, and the reply is held by a grammar (native_tools); the panel says so."""
    from react_core.models.openai_model import OpenAIModel
    from react_core.models.slots import SlotMap
    from tests.support.fake_openai_server import FakeOpenAIServer

    with FakeOpenAIServer(models=("fake-model",)) as server:
        server.reply('Search it.\n<tool_call>\n{"name": "search", "arguments": {"entity": "Queen"}}\n</tool_call>')
        model = OpenAIModel(base_url=server.base_url, model="fake-model", slots=SlotMap(1), retries=0)
        at = open_page("app.py", model)  # type: ignore[arg-type]
        at.selectbox(key="method:hotpotqa").select("react_tools").run()
        click(at, "run:step")
        grammar = server.completion_requests[-1].body["grammar"]
        click(at, "run:0:prompt")
    captions = [c.value for c in at.caption]
    assert any(c.startswith("No `tools` were sent with this request") for c in captions), captions
    assert not any(c.startswith(md("Tools sent")) for c in captions)
    assert grammar in [c.value for c in at.code]
    action = run_state(at).trajectory.steps_of()[1]
    assert action.text == "Search[Queen]" and action.tool_call["name"] == "search"


def test_a_game_s_thought_made_by_the_think_tool_shows_as_a_thought_and_its_click_with_its_call(app_home):
    """On WebShop the tool-call agent thinks through a think tool: the thought card shows the thought alone (the
    call's one argument, not again as a call), the action card its click and the call."""
    from tests.environments.test_webshop_integration import TASK

    think = {"id": "t1", "name": "think", "arguments": json.dumps({"thought": "I should <b>search</b> first."})}
    search = {"id": "s1", "name": "search", "arguments": json.dumps({"query": "wool socks"})}
    replies = [ModelReply(texts=[""], model="scripted", tool_calls=[c]) for c in (think, search)]
    at = open_page("app.py", ScriptedModel(replies))
    at.selectbox(key="task:family").set_value("webshop").run()
    at.selectbox(key="task:webshop_task").set_value(TASK).run()
    at.selectbox(key="method:webshop").set_value("react_tools").run()
    click(at, "run:step")
    click(at, "run:step")
    lines = "".join(cards(at)).split('<div class="rx-line rx-')[1:]
    thought, action = (next(line for line in lines if line.startswith(kind)) for kind in ("thought", "action"))
    assert "I should &lt;b&gt;search&lt;/b&gt; first." in thought and "rx-call" not in thought
    assert "search[wool socks]" in action and 'tool call <code class="rx-tool">search</code>' in action

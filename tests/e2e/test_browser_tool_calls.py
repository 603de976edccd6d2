"""End to end in a real browser: add the example MCP server (examples/mcp/notes_server.py) in the sidebar,
choose ReAct (tool calls), step (the scripted model answers with a tool call; the server answers it), edit the
call's arguments as JSON (first off the schema: the error names the field and nothing is forked), step so the
server answers the edited call, override that observation, resume, and see the edited call and the override
on the cards and in the branch diff.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _pick, browser_page, running_app
from tests.e2e.test_browser_steering_tools import _settle
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_servers import NOTES

MOVED = "The team lunch moved to Friday at 13:00."


def test_edit_a_tool_call_override_its_result_resume_and_see_both_on_the_cards_and_in_the_diff(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    # Rules are read in order: once the override is in the messages, the model answers.
    server.when(MOVED, "The note says Friday.", tool_calls=[{"name": "finish", "arguments": {"answer": "Friday"}}])
    server.when(
        "When do we eat together",
        "I should search my notes for the lunch.",
        tool_calls=[{"name": "search_notes", "arguments": {"query": "lunch"}, "id": "call_1"}],
    )
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            sidebar = page.locator("[data-testid='stSidebar']")
            sidebar.get_by_text("Your tools and environments").click()
            box = page.locator(".st-key-task-mcp_spec input")
            box.fill(NOTES)
            box.press("Enter")
            _settle(page)
            expect(_button(page, "task:mcp_add")).to_be_enabled()  # drawn enabled by the text's rerun
            _button(page, "task:mcp_add").click()
            expect(page.locator(".st-key-task-family input")).to_have_value("notes (MCP server)", timeout=60_000)
            question = page.locator(".st-key-task-mcp_notes-own_text textarea")
            question.fill("When do we eat together?")
            question.press("Control+Enter")
            _settle(page)
            _pick(page, "method:mcp_notes", "ReAct (tool calls)")
            _settle(page)
            page.mouse.move(900, 600)  # off the sidebar: a button's tooltip there would cover Step
            _button(page, "run:step").click()
            card = page.locator(".rx-card").first
            expect(card).to_contain_text('search_notes[{"query": "lunch"}]', timeout=60_000)
            expect(card.locator(".rx-call")).to_contain_text('search_notes{"query": "lunch"}')
            expect(card).to_contain_text("Found: Team lunch")  # the server's answer, from its own process
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-1-stepped.png"), full_page=True)

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-op").get_by_text("Replace action").click()
            arguments = page.locator(".st-key-run-0-ed-call-arguments textarea")
            expect(arguments).to_be_visible()
            arguments.fill('{"words": "noodle bar"}')
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("field 'query' is missing", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-2-refused.png"), full_page=True)
            arguments.fill('{"query": "noodle bar"}')
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("New branch main.1: replaced tool call at Action 1", exact=False)).to_be_visible()
            _settle(page)  # Apply's rerun drew the notice first: a Step clicked during it was lost (CI, 2026-11-30)

            _button(page, "run:step").click()  # the server answers the edited call
            card = page.locator(".rx-card").first
            expect(card.locator(".rx-call")).to_contain_text('search_notes{"query": "noodle bar"}')
            expect(card.locator(".rx-badge.rx-human_edit")).to_be_visible()
            expect(card.locator(".rx-observation")).to_contain_text("Found: Team lunch")

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-op").get_by_text("Override observation").click()
            editor = page.locator(".st-key-run-0-ed-override-text textarea")
            expect(editor).to_be_visible()
            editor.fill(MOVED)
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("overrode Observation 1", exact=False)).to_be_visible()
            _button(page, "run:run").click()  # Resume
            expect(page.get_by_text("Answer: Friday", exact=False).first).to_be_visible(timeout=60_000)
            card = page.locator(".rx-card").first
            expect(card.locator(".rx-badge.rx-human_override")).to_have_text("written by you")
            expect(card).to_contain_text(MOVED)
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-3-resumed.png"), full_page=True)

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            diff = page.locator(".rx-diff").first
            expect(diff).to_contain_text('search_notes[{"query": "noodle bar"}]')
            expect(diff).to_contain_text(MOVED)
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-4-diff.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-failure.png"), full_page=True)
            raise
    chats = [r.body for r in server.completion_requests if r.path == "/v1/chat/completions"]
    assert [t["function"]["name"] for t in chats[0]["tools"]] == ["search_notes", "read_note", "add_note", "finish"]
    last = chats[-1]["messages"]
    assert last[-1]["role"] == "tool" and last[-1]["content"] == MOVED
    assert last[-2]["tool_calls"][0]["function"]["arguments"] == '{"query": "noodle bar"}'


def step_hotpotqa_with_tool_calls(page, url: str) -> None:
    """Open the app, choose ReAct (tool calls) for the first HotpotQA question, and press Step once."""
    from playwright.sync_api import expect

    page.goto(url)
    expect(_button(page, "run:step")).to_be_enabled()
    _pick(page, "method:hotpotqa", "ReAct (tool calls)")
    _settle(page)
    page.mouse.move(900, 600)  # off the sidebar: a button's tooltip there would cover Step
    _button(page, "run:step").click()


def test_while_a_tool_call_streams_in_the_working_line_shows_the_call_so_far(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(
        "Bohemian Rhapsody is by Queen; I need its singer.",
        tool_calls=[{"name": "search", "arguments": {"entity": "Freddie <b>Mercury</b>"}, "id": "c1"}],
        call_piece_s=6,  # the second half of the arguments comes 6 s after the first
    )
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            step_hotpotqa_with_tool_calls(page, url)
            calling = page.locator(".rx-working-call")
            expect(calling).to_contain_text('Calling search({"entity": "Fr', timeout=30_000)
            assert "Mercury</b>" not in calling.inner_text(), "only the part that has come is shown"
            expect(page.locator(".rx-working-text")).to_contain_text("I need its singer.")
            label = calling.locator(".rx-working-call-label")
            expect(label).to_have_css("font-weight", "600")
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-streaming.png"), full_page=True)
            card = page.locator(".rx-card").first
            expect(card.locator(".rx-call")).to_contain_text(
                'search{"entity": "Freddie <b>Mercury</b>"}', timeout=30_000
            )
            expect(calling).to_have_count(0)  # the step is done: the card shows the whole call
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-streaming-failure.png"), full_page=True)
            raise


def test_a_tool_call_steps_prompt_shows_the_tools_sent_its_editor_names_every_wrong_field_and_the_transcript_the_messages(
    tmp_path,
):
    """A ReAct (tool calls) step over the chat API: its Prompt panel shows the `tools` array that was sent,
    as JSON; Replace action with two wrong fields names both, and choosing another tool starts from that
    tool's own fields; the Transcript tab shows the chat messages as sent, the call and its result, and
    says that is what they are."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(
        "Bohemian Rhapsody is by <b>Queen</b>; I need its singer.",
        tool_calls=[{"name": "search", "arguments": {"entity": "Queen (band)"}, "id": "c1"}],
    )
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            step_hotpotqa_with_tool_calls(page, url)
            card = page.locator(".rx-card").first
            expect(card.locator(".rx-call")).to_contain_text('search{"entity": "Queen (band)"}', timeout=60_000)
            _button(page, "run:0:prompt").click()
            panel = page.locator(".st-key-run-0-prompt_panel")
            expect(panel.get_by_text("Tools sent · 3: search, lookup, finish · tool_choice: auto")).to_be_visible()
            tools = panel.locator("[data-testid='stCode']").filter(has_text='"parameters"')
            expect(tools).to_have_count(1)
            sent = server.completion_requests[-1].body["tools"]
            assert [t["function"]["name"] for t in sent] == ["search", "lookup", "finish"]
            expect(tools).to_contain_text('"description": "the exact title to search"')
            panel.get_by_text("Raw reply, before parsing").scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-prompt-tools.png"), full_page=True)
            _button(page, "run:0:prompt").click()  # closed again

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-op").get_by_text("Replace action").click()
            arguments = page.locator(".st-key-run-0-ed-call-arguments textarea")
            expect(arguments).to_be_visible()
            arguments.fill('{"name": "Freddie Mercury", "page": 2}')
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("field 'entity' is missing (a string)", exact=False)).to_be_visible()
            expect(page.get_by_text("field 'name' is not one of its fields ('entity')", exact=False)).to_be_visible()
            expect(page.get_by_text("field 'page' is not one of its fields ('entity')", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-every-field.png"), full_page=True)
            _pick(page, "run:0:ed:call:tool", "finish")
            _settle(page)
            expect(arguments).to_have_value('{\n "answer": ""\n}')
            # The error was about search's arguments, no longer in the box: it goes with the switch.
            expect(page.get_by_text("field 'entity' is missing", exact=False)).to_have_count(0)
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-switched-tool.png"), full_page=True)

            page.locator(".st-key-run-view").get_by_text("Transcript").click()
            expect(page.get_by_text("as the chat messages the model is sent", exact=False)).to_be_visible()
            expect(page.get_by_text("exactly as the model sees it", exact=False)).to_have_count(0)
            chat = page.locator("[data-testid='stCode']").filter(has_text="[tool (c1)]")
            expect(chat).to_contain_text("Bohemian Rhapsody is by <b>Queen</b>; I need its singer.")
            expect(chat).to_contain_text('→ search({"entity": "Queen (band)"})  [c1]')
            expect(chat.locator("b")).to_have_count(0)  # the model's markup shown as text
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-transcript.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-panels-failure.png"), full_page=True)
            raise


def test_a_webshop_tool_call_run_thinks_through_the_think_tool_and_the_card_shows_the_thought_as_a_thought(
    tmp_path,
):
    """On the games the tool-call agent's thought is a call of `think` (answered OK., as the paper's WebShop
    format answers think[...]): the page shows it as the thought, in words a person reads, with no `tool call`
    line repeating it; the search after it shows its call."""
    _need_chromium()
    from playwright.sync_api import expect

    thought = "I should search for <b>wool</b> socks first."
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply("", tool_calls=[{"name": "think", "arguments": {"thought": thought}, "id": "t1"}])
    server.reply("", tool_calls=[{"name": "search", "arguments": {"query": "wool socks"}, "id": "s1"}])
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            _pick(page, "task:family", "WebShop (shopping)")
            _settle(page)
            _pick(page, "method:webshop", "ReAct (tool calls)")
            _settle(page)
            page.mouse.move(900, 600)
            for shows in (thought, "Page 1 (Total results"):
                expect(_button(page, "run:step")).to_be_enabled()
                _button(page, "run:step").click()
                expect(page.get_by_text(shows, exact=False).first).to_be_visible(timeout=60_000)
            line = page.locator(".rx-thought").first
            expect(line).to_contain_text(thought)  # the <b> is text, not markup
            expect(line.locator(".rx-call")).to_have_count(0)
            expect(page.locator(".rx-action").first.locator(".rx-call")).to_contain_text(
                'search{"query": "wool socks"}'
            )
            sent = server.completion_requests[0].body
            assert [t["function"]["name"] for t in sent["tools"]] == ["search", "click", "think"]
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-webshop-think.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-toolcalls-webshop-think-failure.png"), full_page=True)
            raise

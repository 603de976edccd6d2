"""End to end in a real browser: add the example MCP server (examples/mcp/notes_server.py) in the
sidebar's "Your tools and environments", ask your own question, press Step: the card shows the
model's tools/call and the server's answer. Then a server command that does not exist: one message
in the sidebar saying what to do, and the page keeps working.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_servers import NOTES

MODEL_STEP = " I should search my notes for the lunch.\nAction 1: search_notes[lunch]"


def test_an_mcp_server_added_in_the_sidebar_answers_the_model_s_action(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(MODEL_STEP)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            page.locator("[data-testid='stSidebar']").get_by_text("Your tools and environments").click()
            box = page.locator(".st-key-task-mcp_spec input")
            box.fill("no-such-mcp-server")
            box.press("Enter")
            _settle(page)
            expect(_button(page, "task:mcp_add")).to_be_enabled()  # drawn enabled by the text's rerun
            _button(page, "task:mcp_add").click()
            sidebar = page.locator("[data-testid='stSidebar']")
            expect(
                sidebar.get_by_text("The MCP server no-such-mcp-server could not be used", exact=False)
            ).to_be_visible()
            expect(sidebar.get_by_text("check the command", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-1-missing-command.png"), full_page=True)

            box.fill(NOTES)
            box.press("Enter")
            _settle(page)
            expect(_button(page, "task:mcp_add")).to_be_enabled()  # drawn enabled by the text's rerun
            _button(page, "task:mcp_add").click()
            expect(page.locator(".st-key-task-family input")).to_have_value("notes (MCP server)", timeout=60_000)
            expect(sidebar.get_by_text("Added the MCP server", exact=False)).to_be_visible()
            question = page.locator(".st-key-task-mcp_notes-own_text textarea")
            question.fill("When is the team lunch?")
            question.press("Control+Enter")
            _settle(page)
            _button(page, "run:step").click()
            card = page.locator(".rx-card").first
            expect(card).to_contain_text("search_notes[lunch]", timeout=60_000)
            expect(card).to_contain_text("Found: Team lunch")  # the server's answer, from its own process
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-2-stepped.png"), full_page=True)
        finally:
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-last.png"), full_page=True)

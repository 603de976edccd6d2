"""End to end in a real browser, on mcp-server-git from PyPI and a repository the test makes: the
sidebar's "Tools offered" shows each tool with what its server says it does, and a tool turned off
there is not offered to the model; the model's git_commit waits on the Run page with its arguments,
and the person rejects it with a message, which the card shows as the call's observation, and the
repository has no new commit. Scripted model (tests/support/fake_openai_server.py)."""

from __future__ import annotations

import json

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.mcp_servers import commits, git_repository, git_server


def test_a_commit_waits_for_the_person_who_rejects_it_with_a_message(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    repo = git_repository(tmp_path / "repo")
    commit = json.dumps({"repo_path": str(repo), "message": "Add the probe notes"})
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(f" The notes are staged; I will commit them.\nAction 1: git_commit[{commit}]")
    server.reply(" The person wants the tests run first.\nAction 2: Finish[not committed yet]")
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            sidebar = page.locator("[data-testid='stSidebar']")
            sidebar.get_by_text("Your tools and environments").click()
            box = page.locator(".st-key-task-mcp_spec input")
            box.fill(git_server(repo))
            box.press("Enter")
            _settle(page)
            expect(_button(page, "task:mcp_add")).to_be_enabled()  # drawn enabled by the text's rerun
            _button(page, "task:mcp_add").click()
            expect(page.locator(".st-key-task-family input")).to_have_value("mcp-git (MCP server)", timeout=90_000)
            forget = sidebar.get_by_role("button", name="Forget this server")
            expect(forget).to_be_visible()
            forget.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-approval-0-forget.png"))

            sidebar.get_by_text("Tools offered").click()
            reset = page.locator(".st-key-tools-mcp_git-git_reset")
            expect(reset).to_contain_text("git_reset")
            expect(reset).to_contain_text("destructive")
            expect(page.locator(".st-key-tools-mcp_git-git_status")).to_contain_text("read-only")
            expect(page.locator(".st-key-tools-mcp_git-git_commit")).to_contain_text("changes things")
            reset.locator("label").click()  # git_reset is not offered in this run
            _settle(page)
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-approval-1-tools.png"), full_page=True)

            question = page.locator(".st-key-task-mcp_git-own_text textarea")
            question.fill("Commit the staged notes.")
            question.press("Control+Enter")
            _settle(page)
            _button(page, "run:step").click()
            panel = page.locator(".st-key-run-approval")
            expect(panel).to_contain_text("Approve this call?", timeout=90_000)
            expect(panel).to_contain_text("git_commit")
            expect(panel).to_contain_text("changes things")
            expect(panel).to_contain_text('"message": "Add the probe notes"')
            expect(_button(page, "run:approval:approve")).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-approval-2-held.png"), full_page=True)
            assert commits(repo) == ["First notes"]
            prompt = server.completion_requests[0].body
            assert "git_status[" in json.dumps(prompt) and "git_reset" not in json.dumps(prompt)

            panel.get_by_text("Reject", exact=True).first.click()
            message = panel.locator("input[type='text']")
            message.fill("Run the tests first.")
            message.press("Enter")
            _settle(page)
            _button(page, "run:approval:reject").click()
            card = page.locator(".rx-card").first
            expect(card).to_contain_text("The person did not let git_commit run: Run the tests first.", timeout=90_000)
            expect(panel).to_have_count(0)
            assert commits(repo) == ["First notes"]
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-approval-3-rejected.png"), full_page=True)
        finally:
            page.screenshot(path=str(ARTIFACTS / "e2e-mcp-approval-last.png"), full_page=True)

"""End to end in a real browser: override an observation ("what if the search had found the page?"),
resume on the new branch, and see the person's observation marked "written by you" on its card and
in the branch diff. Same setup as tests/e2e/test_browser.py (the fake OpenAI-compatible server,
Debian's Chromium); screenshots go to test-artifacts/."""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import QUEEN

FOUND = "Queen's lead singer was Freddie Mercury, who was born in Zanzibar."


def test_override_an_observation_resume_and_see_it_written_by_you_on_the_card_and_in_the_diff(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN)  # Search[Queen (band)]; the local page does not say where the singer was born
    server.when(FOUND, " The page says Zanzibar.\nAction 2: Finish[Zanzibar]")
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-op").get_by_text("Override observation").click()
            editor = page.locator(".st-key-run-0-ed-override-text textarea")
            expect(editor).to_be_visible()
            expect(page.get_by_text("the model reads it from here on, on a new branch", exact=False)).to_be_visible()
            editor.fill(FOUND)
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("New branch main.1: overrode Observation 1", exact=False)).to_be_visible()
            card = page.locator(".rx-card").first
            badge = card.locator(".rx-badge.rx-human_override")
            expect(badge).to_have_text("written by you")
            expect(badge).to_have_css("background-color", "rgb(239, 227, 255)")  # violet: the environment's place
            expect(badge).to_have_css("color", "rgb(91, 42, 134)")
            expect(card).to_contain_text(FOUND)
            expect(card).to_contain_text("a later lookup[...] searches the page the environment really opened")
            page.screenshot(path=str(ARTIFACTS / "e2e-override-1-overridden.png"), full_page=True)

            resume = _button(page, "run:run")
            expect(resume).to_contain_text("Resume")
            resume.click()
            expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-override-2-resumed.png"), full_page=True)

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            first = page.locator("tr.rx-first-diff")
            expect(first).to_have_count(1)
            expect(first).to_contain_text(FOUND)
            expect(first.locator(".rx-badge.rx-human_override")).to_have_text("written by you")
            page.screenshot(path=str(ARTIFACTS / "e2e-override-3-diff.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-override-failure.png"), full_page=True)
            raise
    prompts = [str(r.body.get("prompt", "")) for r in server.completion_requests]
    assert len(prompts) == 2 and f"Observation 1: {FOUND}\nThought 2:" in prompts[1]

"""End to end in a real browser: another model from step k. The fake OpenAI-compatible server serves
two model names; the run's own (fake-react, from REACT_MODEL) takes two steps, then the person opens
step 2's steering panel, asks for a model the server does not serve (told so, nothing changes), then
for fake-small at temperature 0.7: a new branch from step 2 runs with it, the card says "from here",
and the branch diff reads "from step 2: fake-react · T 0 vs fake-small · T 0.7".

Same setup as tests/e2e/test_browser.py (its helpers are reused). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.e2e.test_browser_steering_tools import _settle
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN

SMALL_SEARCH = " The small model looks up the singer itself.\nAction 2: Search[Freddie Mercury]"


def _type(page, key: str, text: str) -> None:
    box = page.locator(f".st-key-{key.replace(':', '-')} input")
    box.fill(text)
    box.press("Enter")
    _settle(page)


def test_resume_from_step_2_with_another_model_shows_it_on_the_card_and_in_the_diff(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react", "fake-small"))
    server.reply(QUEEN).reply(FREDDIE).reply(SMALL_SEARCH).reply(FINISH)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(2)

            _button(page, "run:3:steer").click()
            page.get_by_text("Resume with another model from step 2").click()
            expect(page.get_by_text("Step 2 runs with fake-react · T 0 · project prompts")).to_be_visible()
            _type(page, "run:3:ed:sw:endpoint:name", "fake-missing")
            _button(page, "run:3:ed:sw:go").click()
            expect(page.get_by_text("does not serve a model named 'fake-missing'", exact=False)).to_be_visible()
            expect(page.get_by_text("pick another model", exact=False).first).to_be_visible()
            expect(page.locator(".rx-card")).to_have_count(2)
            page.screenshot(path=str(ARTIFACTS / "e2e-model-switch-1-unknown-model.png"), full_page=True)

            _type(page, "run:3:ed:sw:endpoint:name", "fake-small")
            _type(page, "run:3:ed:sw:t", "0.7")
            _button(page, "run:3:ed:sw:go").click()
            expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_be_visible()
            expect(page.get_by_text("from here: fake-small · T 0.7", exact=False)).to_be_visible()
            expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-model-switch-2-card.png"), full_page=True)

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            contrast = page.get_by_text("from step 2: fake-react · T 0 vs fake-small · T 0.7", exact=False)
            expect(contrast).to_be_visible()
            expect(contrast).to_have_css("font-weight", re.compile(r"^(600|700|bold)$"))  # retried, as the page redraws
            page.screenshot(path=str(ARTIFACTS / "e2e-model-switch-3-diff.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-model-switch-failure.png"), full_page=True)
            raise
    asked = [r.body.get("model") for r in server.completion_requests]
    assert asked == ["fake-react", "fake-react", "fake-small", "fake-small"]

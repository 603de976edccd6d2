"""End to end in a real browser: a model call that stops writing mid-reply (issue 43, item 3) is stopped
at its deadline, and the Run page says how long it waited and what it had written, and offers a choice:
ask again, wait longer, or switch model. Waiting longer lets the same slow reply land as a step.

Same setup as tests/e2e/test_browser.py: `streamlit run app.py` on 127.0.0.1, the model the fake
OpenAI-compatible server (a "stall" fault: half the reply, then silence), the stall deadline set to 2 s
through the model settings' REACT_STALL_TIMEOUT. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import QUEEN


def test_a_stalled_call_is_stopped_with_a_message_and_a_choice_and_waiting_longer_lands_it(tmp_path, monkeypatch):
    _need_chromium()
    from playwright.sync_api import expect

    monkeypatch.setenv("REACT_STALL_TIMEOUT", "2")
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN, fault="stall", stall_s=30)  # stops writing after half its reply
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        expect(page.get_by_text("lead singer of the band", exact=False).first).to_be_visible()
        _button(page, "run:step").click()

        alert = page.get_by_role("alert").filter(has_text="wrote nothing new")
        expect(alert).to_contain_text("The model wrote nothing new for 2 s and was stopped after")
        expect(alert).to_contain_text("it had written")
        expect(alert).to_contain_text("The band that recorded")  # what it had written, quoted
        expect(alert).to_contain_text("Nothing was written to the trajectory. Ask again, wait longer")
        expect(page.locator(".rx-card")).to_have_count(0)
        choice = page.locator(".st-key-run-overdue")
        expect(choice.get_by_role("button", name="Ask again")).to_be_visible()
        expect(choice.get_by_role("button", name="Wait longer (up to 4 s without a new token)")).to_be_visible()
        expect(choice.get_by_role("button", name="Switch model")).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-overdue-1-choice.png"), full_page=True)

        choice.get_by_role("button", name="Switch model").click()
        expect(page.get_by_role("button", name="Resume with this model")).to_be_visible()
        page.keyboard.press("Escape")

        server.reply(QUEEN, fault="stall", stall_s=3)  # slow again, but within the doubled deadline
        _button(page, "run:overdue:longer").click()
        expect(page.locator(".rx-card")).to_have_count(1)
        expect(page.locator(".rx-card").first).to_contain_text("Search[Queen (band)]")
        expect(page.get_by_text("wrote nothing new")).to_have_count(0)
        expect(page.locator(".st-key-run-overdue")).to_have_count(0)
        expect(_button(page, "run:step")).to_be_enabled()  # the page redrawn after the step
        page.screenshot(path=str(ARTIFACTS / "e2e-overdue-2-landed.png"), full_page=True)

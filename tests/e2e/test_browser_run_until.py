"""End to end in a real browser, a breakpoint on a flag: open "Run until", tick "A flag fires", press
Run until with a model that searches the same page twice; the run stops before the repeated search
runs, the page says why (the loop flag), and Step goes on from there: the held search runs.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with its model the fake OpenAI-compatible server, driven by Debian's headless Chromium
through Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.e2e.test_browser_steering_tools import _settle
from tests.support.fake_openai_server import FakeOpenAIServer

QUEEN = " The band is Queen. I need its lead singer.\nAction 1: Search[Queen (band)]"
QUEEN_AGAIN = " Let me read about Queen again.\nAction 2: Search[Queen (band)]"
STOPPED = "Stopped before step 2's action ran: a flag fires: loop on Action 2"


def test_run_until_a_flag_stops_before_the_looping_action_and_step_goes_on(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN)
    for _ in range(3):  # the small-model aid asks three times before it keeps a repeated action
        server.reply(QUEEN_AGAIN)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            page.get_by_role("button", name="Run until").first.click()
            page.get_by_text("A flag fires").click()
            _settle(page)
            expect(page.get_by_text("Stop before the step where any of these holds.")).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-popover.png"))
            _button(page, "run:until:go").click()

            notice = page.get_by_text(STOPPED, exact=False)
            expect(notice).to_be_visible()
            expect(notice).to_contain_text("the same action as the previous one")
            cards = page.locator(".rx-card")
            expect(cards).to_have_count(2)
            held = cards.nth(1)
            expect(held).to_contain_text("Search[Queen (band)]")
            expect(held).not_to_contain_text("Observation 2")  # stopped before the action ran
            expect(held.locator(".rx-flag-kind")).to_have_text("loop")
            page.keyboard.press("Escape")  # close the popover if it is still open
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-flag.png"), full_page=True)
            asked = len(server.completion_requests)

            _button(page, "run:step").click()  # the held search runs; the environment answers it
            expect(held).to_contain_text("Observation 2")
            expect(page.get_by_text(STOPPED, exact=False)).to_have_count(0)  # a new click, a new message
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-flag-step.png"), full_page=True)
            assert len(server.completion_requests) == asked  # Step asked no model: the action was already written
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-failure.png"), full_page=True)
            raise

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
from tests.ui.test_app_common import QUEEN as QUEEN_STEP

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
            page.get_by_text("A flag fires", exact=True).click()
            _settle(page)
            expect(page.get_by_text("Stops as soon as it can tell")).to_be_visible()
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
            # Pressing Run until closed the popover: nothing covers the stop message.
            expect(page.get_by_text("Stops as soon as it can tell")).not_to_be_visible()
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


def test_a_bad_regular_expression_is_said_in_the_popover_in_its_own_words_then_a_good_run_closes_it(tmp_path):
    """The popover stayed open over the page's message, which told a browser user to "write
    action:TEXT" (issue 43, item 8): the message is inside the popover and names its fields."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN_STEP)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            page.get_by_role("button", name="Run until").first.click()
            popover = page.get_by_text("Stops as soon as it can tell")
            expect(popover).to_be_visible()
            action = page.locator(".st-key-run-until-action input")
            action.fill("Search[(")
            action.press("Enter")
            _settle(page)
            page.locator(".st-key-run-until-action_re").get_by_text("as a regular expression").click()
            _settle(page)
            _button(page, "run:until:go").click()
            said = page.get_by_text("is not a valid regular expression", exact=False)
            expect(said).to_be_visible()
            expect(said).to_contain_text("“The action matches”")
            expect(said).to_contain_text("untick “as a regular expression”")
            expect(said).not_to_contain_text("action:TEXT")
            expect(popover).to_be_visible()  # still open, the message beside the field
            field = page.locator(".st-key-run-until-action_re").bounding_box()
            below = page.locator(".st-key-run-until-observation").bounding_box()
            box = said.bounding_box()
            assert field and below and box and field["y"] < box["y"] < below["y"], (field, box, below)
            expect(said).to_be_in_viewport(ratio=1)  # its last words too: at the popover's bottom they were cut
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-bad-regex.png"), full_page=True)
            assert server.completion_requests == []

            action.fill("")
            action.press("Enter")
            _settle(page)
            page.locator(".st-key-run-until-action_re").get_by_text("as a regular expression").click()
            _settle(page)
            page.locator(".st-key-run-until-step input").fill("2")
            page.locator(".st-key-run-until-step input").press("Enter")
            _settle(page)
            _button(page, "run:until:go").click()
            stopped = page.get_by_text("Stopped before step 2: step 2 is reached.", exact=False)
            expect(stopped).to_be_visible()
            expect(popover).not_to_be_visible()
            expect(page.get_by_text("is not a valid regular expression", exact=False)).to_have_count(0)
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-closed.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-run-until-bad-regex-failure.png"), full_page=True)
            raise

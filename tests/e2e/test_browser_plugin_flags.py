"""End to end in a real browser, a plugin family's own flag: add examples/plugins/lamps.py in the sidebar's
"Your tools and environments", press Step with a model that misreads the lamps, and the step's card
shows the plugin's flag ("misreads a lamp") and its reason, styled as the workbench's own flags, with
"Steer here" on it.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with its model the fake OpenAI-compatible server, driven by Debian's headless Chromium
through Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.e2e.test_browser_steering_tools import _settle
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.plugins import LAMPS

# lamps-01 shows "1=off 2=on 3=off": the thought gets lamp 2 wrong.
MISREAD = " Lamp 2 is off, so I flip it.\nAction 1: Toggle[2]"
REASON = "The thought says lamp 2 is off, but the lamps show 1=off 2=on 3=off."


def test_a_plugins_own_flag_shows_on_the_card_of_the_thought_it_flags(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(MISREAD)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            sidebar = page.locator("[data-testid='stSidebar']")
            sidebar.get_by_text("Your tools and environments").click()
            path = page.locator(".st-key-task-plugin_path input")
            path.fill(str(LAMPS))
            path.press("Enter")
            _settle(page)
            # Add is disabled until the path's rerun draws it again: on a loaded machine that rerun can start after
            # _settle's wait for it, and a click on the still disabled button did nothing (CI, 2026-11-30).
            expect(_button(page, "task:plugin_add")).to_be_enabled()
            _button(page, "task:plugin_add").click()
            expect(page.locator(".st-key-task-family input")).to_have_value("Lamps (puzzle)")
            expect(page.get_by_text("Switch every lamp on. The lamps: off on off.", exact=False).first).to_be_visible()
            _settle(page)

            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            cards = page.locator(".rx-card")
            expect(cards).to_have_count(1)
            card = cards.first
            expect(card).to_contain_text("Lamp 2 is off, so I flip it.")
            expect(card).to_contain_text("Lamps: 1=off 2=off 3=on.")  # the plugin's own answer, from its child
            flag = card.locator(".rx-flag")
            expect(flag).to_have_count(1)
            expect(flag.locator(".rx-flag-kind")).to_have_text("misreads a lamp")
            expect(flag).to_contain_text(REASON)
            expect(flag).to_be_visible()
            expect(card).to_have_class(re.compile(r"\brx-flagged\b"))
            # Styled as the workbench's own flags (ui/widgets/style.css): the amber text and the tag's pill. Read
            # with retries: the card is drawn again while the step's rerun ends, and a replaced element has no
            # computed style ("" in the fresh-clone CI at load 10).
            expect(flag).to_have_css("color", "rgb(138, 75, 0)")
            expect(flag.locator(".rx-flag-kind")).to_have_css("font-weight", "600")
            expect(_button(page, "run:0:steer_here")).to_be_visible()  # the thought's claim is the step to fix
            card.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "e2e-plugin-flag.png"), full_page=True)
            card.screenshot(path=str(ARTIFACTS / "e2e-plugin-flag-card.png"))
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-plugin-flag-failure.png"), full_page=True)
            raise
    assert len(server.completion_requests) == 1
    assert "Toggle[i], which flips lamp i" in server.completion_requests[0].body["prompt"]

"""End to end in a real browser, "Play it yourself": a person writes two steps of a bundled HotpotQA
question, sees them as cards marked "written by you" (a blue badge, apart from steering's amber),
then hands over to the model, which finishes on a new branch.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with its model the fake OpenAI-compatible server, driven by Debian's headless Chromium
through Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import FINISH

STEPS = [
    ("The band that recorded Bohemian Rhapsody is Queen. I need its lead singer.", "Search[Queen (band)]"),
    ("Queen's lead singer was Freddie Mercury. Where was he born?", "Search[Freddie Mercury]"),
]


def test_play_two_steps_see_them_written_by_you_and_let_the_model_finish(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(FINISH)  # asked once, after the hand-over: Thought 3 / Action 3
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            page.locator(".st-key-run-play").get_by_text("Play it yourself").click()
            form = page.locator(".st-key-run-play")
            expect(form.get_by_text("Your step 1")).to_be_visible()
            expect(_button(page, "run:step")).to_have_count(0)  # the form stands in for Step

            for number, (thought, action) in enumerate(STEPS, start=1):
                # By the step's own label: while the page reruns, the last step's inputs may still be on it.
                page.get_by_role("textbox", name=f"Thought {number}", exact=True).fill(thought)
                page.get_by_role("textbox", name=f"Action {number}", exact=True).fill(action)
                _button(page, "run:play:go").click()
                expect(page.locator(".rx-card")).to_have_count(number)
                expect(form.get_by_text(f"Your step {number + 1}")).to_be_visible()
            cards = page.locator(".rx-card")
            expect(cards.nth(0)).to_contain_text(STEPS[0][0])
            expect(cards.nth(1)).to_contain_text("Search[Freddie Mercury]")
            expect(cards.nth(1)).to_contain_text("Zanzibar")  # the local corpus's page, as observation 2
            badges = page.locator(".rx-card .rx-badge.rx-human_play")
            expect(badges).to_have_count(4)  # each thought and action
            expect(badges.first).to_have_text("written by you")
            expect(badges.first).to_have_css("background-color", "rgb(220, 236, 255)")  # retried: a card may be redrawn
            expect(badges.first).to_have_css("color", "rgb(23, 74, 120)")
            expect(badges.first).to_have_css("display", "inline-block")
            # Step 3's own box, by label: while the page reruns, step 2's box may still be drawn beside it.
            expect(page.get_by_role("textbox", name="Thought 3", exact=True)).to_have_value("")
            page.screenshot(path=str(ARTIFACTS / "e2e-play-1-two-steps.png"), full_page=True)

            _button(page, "run:play:handover").click()
            expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_be_visible()
            expect(
                page.get_by_text("New branch main.1: handed over to the model after Observation 2", exact=False)
            ).to_be_visible()
            expect(cards).to_have_count(3)
            expect(cards.nth(2).locator(".rx-badge")).to_have_count(0)  # the model's step has no badge
            expect(_button(page, "run:step")).to_be_disabled()  # back, on a finished branch
            page.screenshot(path=str(ARTIFACTS / "e2e-play-2-handed-over.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-play-failure.png"), full_page=True)
            raise
    assert len(server.completion_requests) == 1
    assert "Thought 2: Queen's lead singer was Freddie Mercury." in server.completion_requests[0].body["prompt"]

"""End to end in a real browser, a review queue: two lost HotpotQA runs in History, ticked and sent
to Review; the first episode's step and category marked, the second shown, the count per category
visible, and the category tag drawn as the page's radio choice.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with the fake OpenAI-compatible server (no model is called here), driven by Debian's
headless Chromium through Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from react_core.storage.store import TrajectoryStore
from tests.e2e.test_browser import ARTIFACTS, _button, _choose, _need_chromium, _settle, browser_page, running_app
from tests.support import family_runs
from tests.support.fake_openai_server import FakeOpenAIServer


def test_a_person_marks_a_failed_episode_moves_on_and_sees_the_count(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    history = TrajectoryStore(home / "history.sqlite3")
    lost = [family_runs.hotpotqa(win=False), family_runs.hotpotqa(win=False)]
    for trajectory in lost:
        history.save(trajectory)
    with running_app(FakeOpenAIServer(models=("fake-react",)), home) as url, browser_page() as page:
        try:
            page.goto(url.rstrip("/") + "/History")
            for trajectory in lost:
                box = page.locator(f".st-key-history-{trajectory.id}-select")
                box.locator("label").click()
                expect(box.locator("input")).to_be_checked()
                _settle(page)
            _button(page, "history:review").click()
            expect(page.get_by_text("Review started: 2 episodes to go through.")).to_be_visible()
            expect(page.get_by_text("Episode 1 of 2")).to_be_visible()
            expect(page.locator("p", has_text="Why it is here:")).to_contain_text("scored wrong")
            expect(page.get_by_text("It is not there. I will guess.").first).to_be_visible()

            review_id = page.evaluate(
                "() => [...document.querySelectorAll('[class*=st-key-review-]')].map(e => e.className)"
                ".join(' ').match(/st-key-review-([0-9a-f]{12})-0-step/)[1]"
            )
            # The review's first draw may still be rerunning: a list opened during it was drawn again under the
            # click (CI beside a model batch), so the list is opened once the page is still, and again if need be.
            _settle(page)
            _choose(
                page.locator(f".st-key-review-{review_id}-0-step [role='combobox']"),
                page.get_by_role("option", name="Thought 2 · It is not there. I will guess."),
            )
            page.locator(f".st-key-review-{review_id}-0-category").get_by_text("wrong reasoning").click()
            page.screenshot(path=str(ARTIFACTS / "e2e-review-marking.png"), full_page=True)
            _settle(page)  # the category's rerun first: a click sent during it was dropped (fresh-clone CI)
            _button(page, "review:mark").click()

            expect(page.get_by_text("Episode 2 of 2")).to_be_visible()
            expect(page.get_by_text("1 of 2 episodes reviewed")).to_be_visible()
            counts = page.locator("[data-testid='stTable']")
            expect(counts).to_contain_text("wrong reasoning")
            expect(counts.locator("tbody tr")).to_have_count(1)
            expect(counts.locator("tbody td").last).to_have_text("1")
            counts.scroll_into_view_if_needed()
            counts.screenshot(path=str(ARTIFACTS / "e2e-review-counts.png"))
            _button(page, "review:previous").click()
            expect(page.get_by_text("Already marked wrong reasoning at Thought 2.", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-review-marked.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-review-failure.png"), full_page=True)
            raise

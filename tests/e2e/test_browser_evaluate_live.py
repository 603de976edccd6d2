"""The Evaluate page while a batch runs, in a real browser: the results under the progress bar follow it.

The progress bar is a fragment redrawn every second; the results (the batch's state and tables) are
drawn by the whole page. Before walk3 they stayed as the batch started: "0 of 2" and "No finished
episodes yet" under a bar at 1/2.
"""

from __future__ import annotations

import re

from tests.e2e.test_browser import (
    ARTIFACTS,
    EVAL_REPLY,
    _button,
    _need_chromium,
    _set_number,
    browser_page,
    running_app,
)
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted


def test_the_results_follow_a_running_batch(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    # Two ReAct episodes, one step each, run at once: one answered in 1 s, the other in 12 s.
    server.reply(EVAL_REPLY, delay_s=1.0).reply(EVAL_REPLY, delay_s=12.0)
    server.default = Scripted(texts=[EVAL_REPLY])
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(f"{url}/Evaluate")
        _set_number(page, "eval:n", 2)
        methods = page.locator(".st-key-eval-hotpotqa-methods")
        methods.get_by_role("button", name="Remove Act").first.click()  # ReAct alone
        expect(methods.get_by_role("button", name="Remove Act")).to_have_count(0)
        expect(page.get_by_text("for 2 episodes", exact=False)).to_be_visible()  # the estimate has caught up
        _button(page, "eval:start").click()

        expect(page.locator("[data-testid='stProgress']")).to_contain_text("1/2 episodes", timeout=60_000)
        # The second episode is still running (12 s): the results already count the first.
        status = page.locator("[data-testid='stDataFrame']").first
        expect(status).to_contain_text("1 of 2", timeout=5_000)
        expect(page.get_by_text("from the 1 of its 2 episodes finished so far", exact=False)).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "evaluate-live.png"), full_page=True)
        expect(page.get_by_text(re.compile(r"Batch \S+ finished: 2/2"))).to_be_visible(timeout=60_000)

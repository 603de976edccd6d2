"""The Evaluate page's progress line while a person's step holds the batch, in a real browser: a batch
runs in one tab, a person presses Step on the Run page in another, both on the same local (scripted,
slow) model server. The batch's calls wait for the person's (models/priority.py), and its line says
"Held N s for a person's step" until the person is served, then goes back to the usual line.

Same setup as tests/e2e/test_browser.py (its helpers). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

from react_core.models import priority
from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _set_number, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

# Every reply takes 4 s and never finishes the episode: the batch is still running when the person steps.
SEARCH = " I should look this up.\nAction 1: Search[Queen (band)]"


def test_the_evaluate_line_says_the_batch_is_paused_for_a_persons_step_and_then_goes_on(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.default = Scripted(texts=[SEARCH], delay_s=4.0)
    with running_app(server, tmp_path / "home") as url, browser_page() as evaluate:
        person = evaluate.context.browser.new_page(viewport={"width": 1400, "height": 1000})  # a second tab
        try:
            evaluate.goto(f"{url}/Evaluate")
            _set_number(evaluate, "eval:n", 2)
            methods = evaluate.locator(".st-key-eval-hotpotqa-methods")
            methods.get_by_role("button", name="Remove Act").first.click()  # ReAct alone
            expect(methods.get_by_role("button", name="Remove Act")).to_have_count(0)
            expect(evaluate.get_by_text("for 2 episodes", exact=False)).to_be_visible()
            _button(evaluate, "eval:start").click()
            line = evaluate.locator("[data-testid='stProgress']")
            expect(line).to_contain_text(re.compile(r"0/2 episodes \(0%\), 2 running"), timeout=30_000)

            person.goto(url)  # the Run page, in a second tab
            expect(_button(person, "run:step")).to_be_enabled()
            _button(person, "run:step").click()
            expect(person.locator(".rx-working")).to_contain_text(priority.BATCH_HELD, timeout=20_000)

            expect(line).to_contain_text(re.compile(r"Held \d+ s for a person's step · 0/2 episodes"))
            expect(line).not_to_contain_text("ETA")
            expect(line).to_contain_text(re.compile(r"Held [1-9]\d* s for a person's step"))  # it counts
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-paused-for-a-person.png"), full_page=True)

            expect(person.locator(".rx-card")).to_have_count(1, timeout=30_000)  # the person's step landed
            expect(line).to_contain_text(re.compile(r"\d/2 episodes \(\d+%\), \d running"), timeout=20_000)
            expect(line).not_to_contain_text("for a person's step")
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-going-on-after-the-person.png"), full_page=True)
            _button(evaluate, "eval:stop").click()
        except Exception:
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-paused-failure.png"), full_page=True)
            person.screenshot(path=str(ARTIFACTS / "e2e-evaluate-paused-failure-run-page.png"), full_page=True)
            raise

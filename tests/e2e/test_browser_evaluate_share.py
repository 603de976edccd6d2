"""A batch beside a person who keeps stepping, in a real browser (issue 43): an Evaluate batch runs in
one tab while a person's step, on the same local (scripted, slow) model server, takes two minutes in
another. The batch is held first, then keeps its share (one call at a time) and finishes episodes
while the person's step is still running; its line says how long it has been held and for whom. The
batch lives outside the page: going to Run and back, and a reload, find its progress, ETA and Stop,
with Run batch disabled while it runs.

Same setup as tests/e2e/test_browser.py (its helpers). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _set_number, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
from tests.ui.test_app_common import QUEEN

# A batch episode: one call of 4 s that finishes it. The person's step (the Run page's first task, which
# the batch's random sample of 8 leaves out) takes 2 minutes: longer than the share's wait (15 s).
FINISH = " I recall it.\nAction 1: Finish[Zanzibar]"
HELD = re.compile(r"Held \d+ s for a person's step · 0/8 episodes")
IN_SHARE = re.compile(r"held (\d+ s|\d+:\d\d) for a person's step; 1 episode goes on in the batch's share")


def test_a_batch_keeps_its_share_while_a_person_steps_and_survives_navigation_and_reload(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.default = Scripted(texts=[FINISH], delay_s=4.0)
    server.when("lead singer", QUEEN, delay_s=120.0)
    with running_app(server, tmp_path / "home") as url, browser_page() as evaluate:
        person = evaluate.context.browser.new_page(viewport={"width": 1400, "height": 1000})  # a second tab
        try:
            evaluate.goto(f"{url}/Evaluate")
            evaluate.get_by_text("Random sample of N").click()
            _set_number(evaluate, "eval:n", 8)
            methods = evaluate.locator(".st-key-eval-hotpotqa-methods")
            methods.get_by_role("button", name="Remove Act").first.click()  # ReAct alone
            expect(methods.get_by_role("button", name="Remove Act")).to_have_count(0)
            expect(evaluate.get_by_text("for 8 episodes", exact=False)).to_be_visible()

            person.goto(url)  # the Run page: a person's step that takes two minutes
            expect(_button(person, "run:step")).to_be_enabled()
            _button(person, "run:step").click()
            expect(person.locator(".rx-working")).to_be_visible(timeout=20_000)

            _button(evaluate, "eval:start").click()
            line = evaluate.locator("[data-testid='stProgress']")
            expect(line).to_contain_text(HELD, timeout=30_000)  # held first: a short step has the server alone
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-held-for-a-person.png"), full_page=True)
            expect(line).to_contain_text(IN_SHARE, timeout=40_000)  # then its share
            expect(line).to_contain_text(re.compile(r"[1-9]/8 episodes"), timeout=40_000)  # and it moves
            expect(line).to_contain_text(re.compile(r"ETA \d+:\d\d"))
            expect(line).not_to_contain_text("ETA 0:00")
            expect(person.locator(".rx-working")).to_be_visible()  # while the person's step still runs
            expect(person.locator(".rx-card")).to_have_count(0)
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-share-beside-a-person.png"), full_page=True)

            def the_batch_is_shown_running() -> None:
                expect(line).to_contain_text(re.compile(r"Batch hotpotqa-\w+: \d/8 episodes"))
                expect(_button(evaluate, "eval:stop")).to_be_enabled()
                expect(_button(evaluate, "eval:start")).to_be_disabled()
                expect(_button(evaluate, "eval:start")).to_contain_text(re.compile(r"Running… \d of 8"))

            evaluate.get_by_role("link", name="Run").click()  # away to the Run page, and back
            expect(_button(evaluate, "run:step")).to_be_visible()
            expect(line).to_have_count(0)
            evaluate.get_by_role("link", name="Evaluate").click()
            the_batch_is_shown_running()

            evaluate.reload()  # a new browser session: the batch is found again
            the_batch_is_shown_running()
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-batch-after-reload.png"), full_page=True)

            _button(evaluate, "eval:stop").click()  # at once, though the person's step still holds the batch
            expect(evaluate.get_by_text(re.compile(r"stopped at \d of 8; Resume continues it"))).to_be_visible(
                timeout=30_000
            )
            expect(person.locator(".rx-working")).to_be_visible()
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-share-stopped.png"), full_page=True)
        except Exception:
            evaluate.screenshot(path=str(ARTIFACTS / "e2e-evaluate-share-failure.png"), full_page=True)
            person.screenshot(path=str(ARTIFACTS / "e2e-evaluate-share-failure-run-page.png"), full_page=True)
            raise

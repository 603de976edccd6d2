"""End to end in a real browser, the issue's path from a tools file to a prompted agent: add
examples/tools/calculator.py in the sidebar's "Your tools and environments", play its first question
yourself to the right answer, save the run with "Use as exemplar" as user:played, then choose that
prompt set and press Step: the model's prompt holds the tools' instruction and the played steps,
and its step shows as a new card with the tool's answer.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with its model the fake OpenAI-compatible server, driven by Debian's headless Chromium
through Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _pick, browser_page, running_app
from tests.e2e.test_browser_steering_tools import _settle
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.plugins import CALCULATOR

PLAYED = [
    ("A marathon is 42.195 km; the converter turns it into miles.", "Convert[42.195 km to mi]"),
    ("The converter says 26.21875746 mi, which is 26.2 rounded to one decimal.", "Finish[26.2]"),
]
MODEL_STEP = " I convert the distance first.\nAction 1: Convert[42.195 km to mi]"


def test_from_a_tools_file_to_a_played_exemplar_to_a_model_step_that_uses_it(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(MODEL_STEP)  # asked once: the model's step with the played exemplar
    with running_app(server, home) as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            sidebar = page.locator("[data-testid='stSidebar']")
            sidebar.get_by_text("Your tools and environments").click()
            path = page.locator(".st-key-task-plugin_path input")
            path.fill(str(CALCULATOR))
            path.press("Enter")
            _settle(page)
            # Add is disabled until the path's rerun draws it again: on a loaded machine that rerun can start after
            # _settle's wait for it, and a click on the still disabled button did nothing (CI, 2026-11-30).
            expect(_button(page, "task:plugin_add")).to_be_enabled()
            _button(page, "task:plugin_add").click()
            expect(page.locator(".st-key-task-family input")).to_have_value("Calculator (your tools)")
            expect(page.get_by_text("A marathon is 42.195 km", exact=False).first).to_be_visible()

            page.locator(".st-key-run-play").get_by_text("Play it yourself").click()
            form = page.locator(".st-key-run-play")
            expect(form.get_by_text("Your step 1")).to_be_visible()
            for number, (thought, action) in enumerate(PLAYED, start=1):
                # By the step's own label: while the page reruns, the last step's inputs may still be on it.
                page.get_by_role("textbox", name=f"Thought {number}", exact=True).fill(thought)
                page.get_by_role("textbox", name=f"Action {number}", exact=True).fill(action)
                _button(page, "run:play:go").click()
                expect(page.locator(".rx-card")).to_have_count(number)
            cards = page.locator(".rx-card")
            expect(cards.nth(0)).to_contain_text("Convert[42.195 km to mi]")
            expect(cards.nth(0)).to_contain_text("26.21875746 mi")  # the tool's own answer, from its child process
            expect(page.get_by_text("Answer: 26.2 — correct.", exact=False)).to_be_visible()
            badges = page.locator(".rx-card .rx-badge.rx-human_play")
            expect(badges).to_have_count(4)
            expect(badges.first).to_have_css("background-color", "rgb(220, 236, 255)")  # retried: a card may be redrawn
            expect(badges.first).to_have_css("color", "rgb(23, 74, 120)")
            page.screenshot(path=str(ARTIFACTS / "e2e-tools-1-played.png"), full_page=True)

            page.get_by_role("button", name="Use as exemplar").click()
            exemplar = page.get_by_label("Exemplar (edit before saving)")
            expect(exemplar).to_contain_text("Observation 1: 26.21875746 mi")
            name = page.get_by_role("textbox", name="Your prompt set")
            name.fill("played")
            name.press("Enter")
            expect(name).to_have_value("played")
            _settle(page)
            page.get_by_role("button", name="Save exemplar").click()
            saved = home / "prompts" / "played" / "calculator" / "react.txt"
            expect(page.get_by_text(f"Saved to {saved}.", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-tools-2-saved.png"), full_page=True)

            page.locator(".st-key-run-play").get_by_text("Play it yourself").click()  # back to the model
            expect(_button(page, "run:step")).to_be_visible()
            _pick(page, "prompts:set", "My set: played")
            expect(page.locator(".st-key-prompts-set input")).to_have_value("My set: played")
            _settle(page)
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(cards).to_have_count(1)
            expect(cards.first).to_contain_text("I convert the distance first.")
            expect(cards.first).to_contain_text("26.21875746 mi")
            expect(cards.first.locator(".rx-badge.rx-human_play")).to_have_count(0)  # the model's step
            expect(cards.first).not_to_have_css("display", "none")
            # Until the step's rerun ends, the last run's "No steps yet" line can still show under the new card.
            _settle(page)
            expect(page.get_by_text("No steps yet", exact=False)).to_have_count(0)
            page.screenshot(path=str(ARTIFACTS / "e2e-tools-3-model-step.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-tools-failure.png"), full_page=True)
            raise
    assert saved.read_text(encoding="utf-8").startswith("Solve a question answering task with interleaving Thought")
    assert len(server.completion_requests) == 1
    prompt = server.completion_requests[0].body["prompt"]
    assert "(2) Convert[query], converts a quantity between units" in prompt
    assert (
        "Thought 1: A marathon is 42.195 km; the converter turns it into miles.\n"
        "Action 1: Convert[42.195 km to mi]\nObservation 1: 26.21875746 mi\n"
    ) in prompt
    assert "Action 2: Finish[26.2]" in prompt

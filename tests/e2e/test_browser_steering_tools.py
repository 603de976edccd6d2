"""End to end in a real browser, the steering tools around an edit: "Try N times" (measure what an
edit did), "Suggest an edit" (the model proposes a rewritten thought for a flagged step) and "Use
as exemplar" (a finished branch becomes a few-shot exemplar in the user's own prompt set).

Same setup as tests/e2e/test_browser.py, whose helpers these tests reuse: `streamlit run app.py`
on 127.0.0.1 with its model the fake OpenAI-compatible server, driven by Debian's headless
Chromium through Playwright (never a downloaded browser); each test has its own REACT_HOME.
Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import re

from tests.e2e.test_browser import (
    ARTIFACTS,
    _button,
    _need_chromium,
    _pick,
    _set_number,
    _settle,
    browser_page,
    running_app,
)
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN

ROOT_PROMPTS = ARTIFACTS.parent / "prompts"


def _sent(server: FakeOpenAIServer) -> list[str]:
    """What each request asked the fake model: its prompt, or its chat messages."""
    return [str(r.body.get("prompt", "")) + json.dumps(r.body.get("messages", [])) for r in server.completion_requests]


# The thought the person writes in place of Thought 1. With it the fake model finishes right at once;
# from the original point it guesses wrong, so the two success rates differ (2/2 against 0/2).
HINT = "Queen's singer Freddie Mercury was born in Zanzibar."
WRONG_GUESS = " I guess the singer was born in London.\nAction 1: Finish[London]"


def test_try_n_times_after_editing_a_thought_shows_the_edited_and_original_success_rates(tmp_path):
    """Step a HotpotQA run once, edit its first thought (a new branch), set N to 2 and press "Try N
    times": the tries run in the background while the page shows their progress, then the result
    line gives both success rates with their 95% intervals and the difference, and one try opens
    as a branch of its own."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN)  # the first step, stepped by hand
    # The tries: after the edited thought the model is asked for Action 1 and finishes right;
    # from the original point (before Thought 1) it guesses wrong.
    # Each try's call takes a moment, so the progress can be seen before the result replaces it.
    server.when(HINT, " Finish[Zanzibar]", delay_s=2)
    server.default = Scripted(texts=[WRONG_GUESS], delay_s=2)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(page.get_by_text("lead singer of the band", exact=False).first).to_be_visible()
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            # A run that was never steered offers nothing to measure.
            expect(page.get_by_text("Measure this edit", exact=False)).to_have_count(0)

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-edit-text textarea").fill(HINT)
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()

            panel = page.locator(".st-key-run-effect")
            expect(panel).to_contain_text("Measure this edit")
            _set_number(page, "run:effect:n", 2)
            _button(page, "run:effect:start").click()
            expect(page.get_by_text("Trying 2 times each way at temperature 0.7", exact=False)).to_be_visible()

            result = panel.get_by_text(re.compile(r"^Result · "))
            expect(result).to_be_visible(timeout=60_000)
            interval = r"\(\d\.\d\d-\d\.\d\d\)"
            expect(result).to_have_text(
                re.compile(
                    rf"^Result · edited 2/2 exact match {interval}, original 0/2 {interval}; "
                    r"difference \+1\.00 \([+-]\d\.\d\d to [+-]\d\.\d\d, 95%\)$"
                )
            )
            expect(panel).to_contain_text("2 tries each way at temperature 0.7")
            page.screenshot(path=str(ARTIFACTS / "e2e-effect-1-result.png"), full_page=True)

            # Open one try: it becomes the page's branch, and says which measurement it belongs to.
            expect(page.locator(".st-key-run-effect-pick input")).to_have_value(
                re.compile(r"^trial 1 of 2 \(edited\) · .* · ✓$")
            )
            _button(page, "run:effect:open").click()
            expect(
                page.get_by_text(
                    "This branch is trial 1 of 2 (edited) of the measurement on branch main.1", exact=False
                )
            ).to_be_visible()
            expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-effect-2-opened-try.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-effect-failure.png"), full_page=True)
            raise
    prompts = _sent(server)
    assert len(prompts) == 1 + 2 * 2  # the step, then two tries each way
    assert sum(HINT in p for p in prompts) == 2  # only the edited arm's tries read the edited thought


SUGGESTION = "There is no cellphone on ottoman 1 yet. Next, I need to check drawer 1."


def test_suggest_an_edit_on_a_flagged_thought_fills_the_editor_and_changes_nothing_until_applied(tmp_path):
    """Load the Figure 5 demo (a recorded ALFWorld failure). Its thought naming a cellphone no
    observation has shown is flagged; "Steer here" opens the editor on it, and "Suggest an edit"
    asks the model for a rewrite. The model's text appears in the editor's Thought box with a note
    that it is only a suggestion: no branch is made until the person presses Apply."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.when("Fixed thought:", " " + SUGGESTION + "\n\nsomething after a blank line")
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:figure5")).to_be_enabled()
            _button(page, "run:figure5").click()
            expect(page.get_by_text("Figure 5 demo loaded", exact=False)).to_be_visible()
            flag = page.locator(".rx-card .rx-flag").filter(has_text="which no observation so far has shown").first
            expect(flag).to_contain_text("cellphone 3")

            branch_line = page.get_by_text(re.compile(r"^Branch \S+ · "))
            demo_branch = re.match(r"^Branch (\S+) · ", branch_line.inner_text()).group(1)

            _button(page, "run:4:steer_here").click()
            editor = page.locator(".st-key-run-4-ed-edit-text textarea")
            expect(editor).to_have_value(re.compile("Now I find the first cellphone \\(3\\)"))
            _button(page, "run:4:ed:suggest").click()
            _settle(page)  # while the rerun draws, the editor of the run before can still be on the page
            expect(editor).to_have_value(SUGGESTION)
            expect(
                page.get_by_text("Suggested by the model: read it, change what you like, then Apply.", exact=False)
            ).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-suggest-1-suggested.png"), full_page=True)

            # Nothing was applied: still the demo's branch, no new one, no card "edited by you".
            new_branch = page.get_by_text(re.compile(r"^New branch \S+: .*The original branch is kept\."))
            expect(new_branch).to_have_count(0)
            expect(branch_line).to_contain_text(f"Branch {demo_branch} · ")
            expect(page.locator(".rx-card").get_by_text("edited by you")).to_have_count(0)
            expect(page.locator(".rx-card").filter(has_text=SUGGESTION)).to_have_count(0)

            # The person accepts it: now, and only now, a new branch holds the suggested thought.
            _button(page, "run:4:ed:apply").click()
            expect(new_branch).to_have_count(1)
            expect(branch_line).not_to_contain_text(f"Branch {demo_branch} · ")
            edited = page.locator(".rx-card").filter(has_text="edited by you")
            expect(edited).to_have_count(1)
            expect(edited).to_contain_text(SUGGESTION)
            page.screenshot(path=str(ARTIFACTS / "e2e-suggest-2-applied.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-suggest-failure.png"), full_page=True)
            raise
    asked = _sent(server)
    assert len(asked) == 1, "one model call: the suggestion (Apply calls no model)"
    assert "Now I find the first cellphone (3)" in asked[0] and "\nFixed thought:" in asked[0]


def test_use_a_finished_branch_as_an_exemplar_saves_it_in_the_users_prompt_set(tmp_path):
    """Run a HotpotQA task to its right answer, open Branches and press "Use as exemplar": the branch
    is shown in the paper's exemplar format, editable. Edit it, name a set and Save: the file is
    written under REACT_HOME/prompts/<set>/ (never the repository's prompts/), the page says so,
    and the sidebar's Prompts picker offers the new set."""
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN).reply(FREDDIE).reply(FINISH)
    with running_app(server, home) as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:run")).to_be_enabled()
            _button(page, "run:run").click()
            expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_be_visible()
            expect(page.locator(".rx-card")).to_have_count(3)

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            page.get_by_role("button", name="Use as exemplar").click()
            exemplar = page.get_by_label("Exemplar (edit before saving)")
            expect(exemplar).to_have_value(
                re.compile(
                    r"^Question: .*lead singer of the band.*\nThought 1: The band that recorded Bohemian Rhapsody is "
                    r"Queen\. I need its lead singer\.\nAction 1: Search\[Queen \(band\)\]\nObservation 1: .*"
                    r"Action 3: Finish\[Zanzibar\]$",
                    re.S,
                )
            )
            text = exemplar.input_value()
            exemplar.fill(text.replace("I need its lead singer.", "Its singer is the key."))
            name = page.get_by_role("textbox", name="Your prompt set")
            expect(name).to_have_value("mine")  # no set yet: the default name
            name.fill("steered")
            name.press("Enter")
            expect(name).to_have_value("steered")
            page.get_by_role("button", name="Save exemplar").click()
            saved = home / "prompts" / "steered" / "hotpotqa" / "react.txt"
            expect(page.get_by_text(f"Saved to {saved}.", exact=False)).to_be_visible()
            expect(
                page.get_by_text('Choose "My set: steered" under Prompts in the sidebar', exact=False)
            ).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-exemplar-1-saved.png"), full_page=True)

            # The sidebar's Prompts picker now offers the user set.
            _pick(page, "prompts:set", "My set: steered")
            expect(page.locator(".st-key-prompts-set input")).to_have_value("My set: steered")
            page.screenshot(path=str(ARTIFACTS / "e2e-exemplar-2-picker.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-exemplar-failure.png"), full_page=True)
            raise
    content = saved.read_text(encoding="utf-8")
    assert "Thought 1: The band that recorded Bohemian Rhapsody is Queen. Its singer is the key." in content
    assert content.endswith("Action 3: Finish[Zanzibar]\n")
    assert not (ROOT_PROMPTS / "steered").exists(), "the repository's prompts/ is never written"


def test_a_draft_in_the_steering_editor_survives_a_look_at_the_branches_view(tmp_path):
    """Open the editor on a step, type a new thought, switch to the Branches view and back: the
    draft is still in the box, and Apply makes the branch from it (the box used to come back empty)."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            _button(page, "run:0:steer").click()
            box = page.locator(".st-key-run-0-ed-edit-text textarea")
            box.fill(HINT)
            box.blur()
            _settle(page)
            page.locator(".st-key-run-view").get_by_text("Branches").click()
            _settle(page)
            expect(box).to_have_count(0)
            page.locator(".st-key-run-view").get_by_text("Trajectory").click()
            _settle(page)
            expect(box).to_have_value(HINT)
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()
            expect(page.locator(".rx-card").first).to_contain_text(HINT)
        finally:
            page.screenshot(path=str(ARTIFACTS / "e2e-draft-kept.png"), full_page=True)

"""End to end in a real browser, the waits of issue 37 as a person meets them, with a scripted model
that answers slowly: Measure's progress and Stop seen from the Branches tab, a reload mid-step that
shows the step still going, and a deleted thought marked on its card and lined up in the diff.

Same setup as tests/e2e/test_browser.py (its helpers): `streamlit run app.py` on 127.0.0.1, the model
the fake OpenAI-compatible server, Debian's headless Chromium through Playwright. Screenshots go to
test-artifacts/.
"""

from __future__ import annotations

import re

from tests.e2e.test_browser import (
    ARTIFACTS,
    _button,
    _choose,
    _need_chromium,
    _set_number,
    browser_page,
    running_app,
)
from tests.e2e.test_browser_steering_tools import HINT, WRONG_GUESS
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
from tests.ui.test_app_common import FREDDIE, QUEEN


def _opened(page, url: str) -> None:
    from playwright.sync_api import expect

    page.goto(url)
    expect(page.get_by_text("lead singer of the band", exact=False).first).to_be_visible()
    expect(_button(page, "run:step")).to_be_enabled()


def test_measure_shows_its_progress_and_a_working_stop_on_the_branches_tab(tmp_path):
    """The Figure 5 guide leaves a person on the Branches tab: the tries' progress, their estimate and
    a Stop that works are there too, not only at the bottom of the Trajectory tab."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            _opened(page, url)
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-edit-text textarea").fill(HINT)
            _button(page, "run:0:ed:apply").click()
            panel = page.locator(".st-key-run-effect")
            expect(panel).to_contain_text("Measure this edit")
            expect(panel).to_contain_text(re.compile(r"About \d+ s: 6 tries of about [\d.]+ model calls? each"))
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-1-estimate.png"), full_page=True)

            server.when(HINT, " Finish[Zanzibar]", delay_s=4)  # every try is slow now
            server.default = Scripted(texts=[WRONG_GUESS], delay_s=4)
            _set_number(page, "run:effect:n", 3)
            _button(page, "run:effect:start").click()
            expect(page.get_by_text("progress and Stop are under the Run buttons", exact=False).first).to_be_visible()

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            progress = page.locator(".st-key-run-effect-progress")
            expect(progress).to_be_visible()
            expect(progress).to_contain_text(re.compile(r"Measuring the edit: \d of 6 tries done"))
            expect(_button(page, "run:effect:stop")).to_be_enabled()
            expect(_button(page, "run:stop")).to_be_enabled()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-2-branches-tab-progress.png"), full_page=True)

            _button(page, "run:stop").click()  # the main Stop, right under the buttons
            expect(progress).to_have_count(0, timeout=30_000)
            page.locator(".st-key-run-view").get_by_text("Trajectory").click()
            expect(panel.get_by_text(re.compile(r"^Result · .*\((stopped after|interrupted)"))).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-3-stopped.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-measure-failure.png"), full_page=True)
            raise


def test_a_reload_mid_step_shows_the_step_still_going_and_keeps_step_disabled_until_it_lands(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN).reply(FREDDIE, delay_s=8)  # the second step takes a while
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            _opened(page, url)
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            expect(page).to_have_url(re.compile(r"\?trajectory="))
            _button(page, "run:step").click()
            expect(page.locator(".rx-working").first).to_be_visible()

            page.reload()
            expect(page.get_by_text("Still taking the step asked for before the page was reloaded")).to_be_visible()
            expect(page.get_by_text("taking a step when the page was reloaded", exact=False)).to_be_visible()
            expect(_button(page, "run:step")).to_be_disabled()
            expect(_button(page, "run:run")).to_be_disabled()
            expect(_button(page, "run:stop")).to_be_enabled()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-4-reloaded-mid-step.png"), full_page=True)

            expect(page.locator(".rx-card")).to_have_count(2, timeout=30_000)  # the step landed and shows
            expect(page.get_by_text("has ended; the run waits for you", exact=False)).to_be_visible()
            expect(_button(page, "run:step")).to_be_enabled()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-5-step-landed.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-reload-failure.png"), full_page=True)
            raise
    assert len(server.completion_requests) == 2, "the step was asked once; the reload asked nothing again"


def test_a_reload_during_the_first_step_shows_it_still_going_and_then_its_card(tmp_path):
    """Before the first step lands nothing is saved in History yet: the address names the new
    trajectory as soon as its step starts, and the reloaded page finds the step by it."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN, delay_s=15)  # the very first step takes a while
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            _opened(page, url)
            _button(page, "run:step").click()
            expect(page.locator(".rx-working").first).to_be_visible()
            # named before anything is saved: well before the 15 s reply lands
            expect(page).to_have_url(re.compile(r"\?trajectory="), timeout=10_000)

            page.reload()
            expect(page.get_by_text("Still taking the step asked for before the page was reloaded")).to_be_visible()
            expect(page.get_by_text("taking a step when the page was reloaded", exact=False)).to_be_visible()
            expect(page.get_by_text("lead singer of the band", exact=False).first).to_be_visible()
            expect(_button(page, "run:step")).to_be_disabled()
            expect(_button(page, "run:run")).to_be_disabled()
            expect(_button(page, "run:stop")).to_be_enabled()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-11-reloaded-in-the-first-step.png"), full_page=True)

            expect(page.locator(".rx-card")).to_have_count(1, timeout=30_000)  # the first step landed and shows
            expect(page.get_by_text("has ended; the run waits for you", exact=False)).to_be_visible()
            expect(_button(page, "run:step")).to_be_enabled()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-12-first-step-landed.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-first-step-reload-failure.png"), full_page=True)
            raise
    assert len(server.completion_requests) == 1, "the step was asked once; the reload asked nothing again"


def test_a_deleted_thought_is_announced_marked_on_its_card_and_lined_up_in_the_diff(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN).reply(FREDDIE)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            _opened(page, url)
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(2)
            _button(page, "run:3:steer").click()  # edit the later thought first (Thought 2)
            page.locator(".st-key-run-3-ed-edit-text textarea").fill("Mercury sang for Queen; where was he born?")
            _button(page, "run:3:ed:apply").click()
            expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-op").get_by_text("Delete thought").click()
            warning = page.get_by_text("Among them is what you wrote (Thought 2)", exact=False)
            expect(warning).to_be_visible()  # said before Apply
            expect(page.get_by_text("Action 1 and Observation 1 right after it stay", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-6-delete-warns.png"), full_page=True)
            _button(page, "run:0:ed:apply").click()

            mark = page.locator(".rx-deleted")
            expect(mark).to_have_count(1)
            expect(mark).to_contain_text("deleted by you")
            expect(mark).to_contain_text("Thought 1")
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-7-deleted-card.png"), full_page=True)

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            # The diff opens against the branch this one was forked from (main.1): the deletion alone.
            expect(page.get_by_text("2 of 4 rows differ", exact=False)).to_be_visible()
            _choose(
                page.locator(".st-key-run-diff-left [role='combobox']"),
                page.get_by_role("option", name="main", exact=True),
            )
            rows = page.locator("table.rx-diff tr.rx-same, table.rx-diff tr.rx-changed")
            # Against the original: Thought 1 a gap, Action 1 and Observation 1 beside themselves (the
            # same), then the original's second round, which the new branch has not taken.
            expect(rows).to_have_count(6)
            expect(page.locator(".rx-deleted-gap")).to_have_count(1)
            expect(page.locator("tr.rx-first-diff")).to_contain_text("deleted on this branch")
            expect(rows.nth(1)).to_have_class(re.compile("rx-same"))
            expect(rows.nth(2)).to_have_class(re.compile("rx-same"))
            expect(page.get_by_text("4 of 6 rows differ", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-8-diff-aligned.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-delete-failure.png"), full_page=True)
            raise


LONG_MODEL = "fake-react-a-long-model-name-1.5b-instruct-q4_k_m"


def test_the_table_1_layout_fits_the_page_with_the_papers_column_in_view(tmp_path):
    """A model with a long name made the Table 1 grid wider than the page: the paper's column, last,
    was past its right edge. Measured by the browser's own layout: no horizontal overflow, and the
    paper's header ends inside the main area."""
    _need_chromium()
    from playwright.sync_api import expect

    from tests.e2e.test_browser import EVAL_REPLY

    server = FakeOpenAIServer(models=(LONG_MODEL,))
    server.default = Scripted(texts=[EVAL_REPLY], delay_s=2)  # slow enough to read the running button
    with running_app(server, tmp_path / "home", model=LONG_MODEL) as url, browser_page() as page:
        try:
            page.goto(f"{url}/Evaluate")
            _set_number(page, "eval:n", 2)
            _button(page, "eval:start").click()
            # While it runs, the disabled main button says what is happening, not "Resume batch".
            expect(_button(page, "eval:start")).to_contain_text(re.compile(r"Running… \d of 4"))
            expect(_button(page, "eval:start")).to_be_disabled()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-10-batch-running.png"), full_page=False)
            expect(page.get_by_text(re.compile(r"Batch .* finished: 4/4 episodes"))).to_be_visible(timeout=60_000)
            table1 = page.locator("[data-testid='stTable']").filter(has_text="PaLM-540B (paper)").first
            expect(table1).to_be_visible()
            paper = table1.locator("th").filter(has_text="PaLM-540B (paper)").first
            expect(paper).to_be_visible()
            layout = page.evaluate(
                """([table, paper]) => {
                    const main = document.querySelector("[data-testid='stMain'] .block-container")
                        || document.querySelector("[data-testid='stMain']");
                    return {scroll: table.scrollWidth, client: table.clientWidth,
                            paperRight: paper.getBoundingClientRect().right,
                            mainRight: main.getBoundingClientRect().right,
                            page: document.documentElement.scrollWidth, viewport: window.innerWidth};
                }""",
                [table1.element_handle(), paper.element_handle()],
            )
            assert layout["scroll"] <= layout["client"] + 1, layout  # nothing to scroll sideways
            assert layout["paperRight"] <= layout["mainRight"] + 1, layout  # the paper's column in view
            assert layout["page"] <= layout["viewport"], layout
            table1.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-9-table1-fits.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-waits-table1-failure.png"), full_page=True)
            raise

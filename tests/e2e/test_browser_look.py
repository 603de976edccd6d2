"""What a person sees, read in Chromium as computed styles and visible text, not as DOM classes.

Once, the whole stylesheet never reached the browser (Streamlit's sanitiser dropped it) while
every DOM-reading test passed. These tests fail when the look is missing: a card's border, a
thought label's colour, the diff's highlight, the badge's spacing, the working line's seconds.
Screenshots go to test-artifacts/look-*.png; look at them.
"""

from __future__ import annotations

import re

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN

# The stylesheet's colours, as Chromium reports them.
THOUGHT_PURPLE = "rgb(124, 77, 189)"  # .rx-thought .rx-label
BADGE_YELLOW = "rgb(255, 241, 204)"  # .rx-human_edit
DIFF_YELLOW = "rgb(255, 248, 225)"  # .rx-diff tr.rx-changed td.rx-side


def _style(locator, prop: str) -> str:
    return locator.evaluate("(e, p) => getComputedStyle(e).getPropertyValue(p)", prop)


PROBE_BORDER = """() => {
    const probe = document.createElement('div'); probe.className = 'rx-card';
    document.body.appendChild(probe);
    const border = getComputedStyle(probe).borderTopWidth + ' ' + getComputedStyle(probe).borderTopStyle;
    probe.remove(); return border; }"""


def _probe_card_border(page) -> str:
    """The border a card would get on this page: proves the stylesheet is applied here, on pages
    that draw no card of their own. Given a few seconds: the page's first run may still be adding it."""
    try:
        page.wait_for_function(f"({PROBE_BORDER})() === '1px solid'", timeout=10_000)
    except Exception:
        pass  # the value read below is asserted, with what it was
    return page.evaluate(PROBE_BORDER)


def test_the_run_page_looks_as_designed_and_the_working_line_counts_seconds(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    # The second step is slow (4 s), as a cold prompt on the embedded model is: the page must say so.
    server.reply(QUEEN).reply(FREDDIE, delay_s=4.0).reply(" Search[Freddie Mercury]").reply(FINISH)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(url)
            _button(page, "run:step").click()
            cards = page.locator(".rx-card")
            expect(cards).to_have_count(1)

            # The first card can be drawn at once and drawn again when the step's rerun ends: read its
            # look once the step is over (a replaced node has no computed style), with expect's retries.
            expect(_button(page, "run:step")).to_be_enabled()
            card = cards.first
            expect(card).to_have_css("border-top-width", "1px")
            expect(card).to_have_css("border-top-style", "solid")
            expect(card).to_have_css("border-top-left-radius", re.compile(r"^([5-9]|[1-9]\d+)(\.\d+)?px$"))  # > 4 px
            thought_label = card.locator(".rx-thought .rx-label").first
            expect(thought_label).to_have_css("color", THOUGHT_PURPLE)
            expect(card.locator(".rx-action .rx-text").first).to_have_css("font-family", re.compile("monospace"))
            # The label column and the text sit side by side, not run together.
            line = card.locator(".rx-thought").first
            expect(line).to_have_css("display", "flex")

            # The slow step: a spinner that turns, and seconds that grow while the model works.
            _button(page, "run:step").click()
            working = page.locator(".rx-working")
            expect(working).to_be_visible()
            expect(working.locator(".rx-spin")).to_have_css("animation-name", "rx-turn")
            expect(working).to_contain_text(re.compile(r"· [1-9]\d* s"))
            expect(_button(page, "run:step")).to_be_disabled()  # not offered again while it works
            first = working.inner_text()
            page.screenshot(path=str(ARTIFACTS / "look-1-working.png"), full_page=True)
            expect(working).not_to_have_text(first)  # the line is redrawn as the seconds pass
            expect(cards).to_have_count(2, timeout=30_000)
            expect(working).to_have_count(0)

            # Edit the second thought: the badge is a spaced, coloured pill, not glued-on text.
            _button(page, "run:3:steer").click()
            page.locator(".st-key-run-3-ed-edit-text textarea").fill(
                "Mercury sang for Queen. I should look up where he was born."
            )
            _button(page, "run:3:ed:apply").click()
            badge = page.locator(".rx-card .rx-badge").filter(has_text="edited by you").first
            expect(badge).to_be_visible()
            assert _style(badge, "background-color") == BADGE_YELLOW
            assert float(_style(badge, "margin-left").removesuffix("px")) > 0
            _button(page, "run:run").click()
            expect(page.get_by_text("correct.", exact=False).first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "look-2-steered.png"), full_page=True)

            # The branch diff highlights the rows that differ.
            page.locator(".st-key-run-view").get_by_text("Branches").click()
            changed = page.locator("tr.rx-changed td.rx-side").first
            expect(changed).to_be_visible()
            assert _style(changed, "background-color") == DIFF_YELLOW
            first_diff = page.locator("tr.rx-first-diff td").first
            assert _style(first_diff, "border-top-width") == "2px"
            page.screenshot(path=str(ARTIFACTS / "look-3-branches.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "look-failure.png"), full_page=True)
            raise


def test_compare_history_and_evaluate_carry_the_same_look(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    # The columns step at the same time, so their requests come in either order: ReAct's prompt (the
    # only one with thoughts) takes its own replies, Act the rest.
    server.queue("Thought", QUEEN, FREDDIE, FINISH)
    for act in [" Search[Queen (band)]", " Search[Freddie Mercury]", " Finish[Zanzibar]"]:
        server.reply(act)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(f"{url}/Compare")
            expect(page.get_by_role("heading", name="Compare")).to_be_visible()
            _button(page, "compare:run_all").click()
            expect(page.locator(".rx-card")).to_have_count(6)
            compact = page.locator(".rx-compact .rx-line").first
            assert _style(compact, "flex-direction") == "column"  # narrow columns stack label over text
            assert _style(page.locator(".rx-card").first, "border-top-width") == "1px"
            page.screenshot(path=str(ARTIFACTS / "look-4-compare.png"), full_page=True)

            page.goto(f"{url}/History")
            expect(page.get_by_text("2 saved trajectories", exact=False)).to_be_visible()
            assert _probe_card_border(page) == "1px solid"
            page.screenshot(path=str(ARTIFACTS / "look-5-history.png"), full_page=True)

            page.goto(f"{url}/Evaluate")
            expect(page.get_by_role("heading", name="Evaluate")).to_be_visible()
            assert _probe_card_border(page) == "1px solid"
            page.screenshot(path=str(ARTIFACTS / "look-6-evaluate.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "look-failure.png"), full_page=True)
            raise


def test_a_page_opened_by_its_own_url_has_the_apps_navigation(tmp_path):
    """A bookmark to /Evaluate once showed Streamlit's default menu, naming the Run page "app"."""
    _need_chromium()
    from playwright.sync_api import expect

    with running_app(FakeOpenAIServer(models=("fake-react",)), tmp_path / "home") as url, browser_page() as page:
        for path, title in (("Evaluate", "Evaluate"), ("History", "History"), ("Compare", "Compare")):
            page.goto(f"{url}/{path}")
            expect(page.get_by_role("heading", name=title)).to_be_visible()
            nav = page.locator("[data-testid='stSidebarNav']")
            expect(nav.get_by_text("Run", exact=True)).to_be_visible()
            expect(nav.get_by_text("app", exact=True)).to_have_count(0)
            expect(page.get_by_role("heading", name=title)).to_have_count(1)  # drawn once, not twice

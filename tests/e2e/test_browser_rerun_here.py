"""Re-run from here and Compare with the original (issue 47's UI follow-ups), as a person uses them: a run
of their own agent (an `openai` tool loop recorded through the endpoint before a scripted model, then
re-run from call 2 with add's arguments changed) opened on the Run page; Re-run from here on call 2's
card opens the Your agent panel's form at call 2 with its thought, and the person lands (a 1280x800 window)
with the thought, the arguments, Compare, Re-run and Try N times in view; Re-run from here on the panel's last
step brings the form back into view at call 3; Compare with the original opens Compare on the re-run and
the branch it re-ran, and the line above them says where they first part."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.test_browser import ARTIFACTS, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_rerun_here import recorded_run


def _recorded_with_a_rerun(home: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The weather agent's run and its re-run from call 2 (add(20, 22) for add(20, 1)), in the app's History."""
    monkeypatch.setenv("REACT_HOME", str(home))  # the agent's tools are kept there as its run's family
    return recorded_run(home, rerun=True).id


def test_re_run_from_call_2s_card_then_compare_the_re_run_with_the_original(tmp_path, monkeypatch):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    trajectory_id = _recorded_with_a_rerun(home, monkeypatch)
    with running_app(FakeOpenAIServer(models=("fake-react",)), home) as url, browser_page() as page:
        page.set_viewport_size({"width": 1280, "height": 800})  # a laptop's window
        page.goto(f"{url}/?trajectory={trajectory_id}")  # as History's Open, or a shared link, opens it
        expect(page.get_by_text("Now the sum.").first).to_be_visible()
        again = page.get_by_role("button", name="Re-run from here")
        expect(again).to_have_count(3)  # one per model call's card
        page.screenshot(path=str(ARTIFACTS / "e2e-rerun-here-1-cards.png"), full_page=True)
        again.nth(1).click()

        expect(page.get_by_role("heading", name="Run: your agent")).to_be_visible()
        _settle(page)
        form = page.locator(".st-key-agent-rerun-form")
        expect(form.get_by_label("From call")).to_have_value("2")
        expect(form).to_contain_text("Call 2 of 3, chosen on its step below: its reply called add.")
        expect(form.get_by_label("Its thought")).to_have_value("Now the sum.")
        expect(form.get_by_label("Its call of add: arguments (JSON)")).to_have_value('{"a": 20, "b": 22}')
        # Where the person lands, with no scrolling of theirs: the chosen call's thought and arguments, and the
        # buttons that act on them (issue 47's note: Steer and Compare sat just above the visible area).
        _settle(page)
        page.wait_for_timeout(300)  # the area is scrolled to 50 ms after it is drawn
        page.screenshot(path=str(ARTIFACTS / "e2e-rerun-here-2-landed.png"))
        for seen in (
            form.get_by_label("Its thought"),
            form.get_by_label("Its call of add: arguments (JSON)"),
            form.get_by_role("button", name="Re-run from this call"),
            page.get_by_role("button", name="Try 3 times from call 2"),
            page.get_by_role("button", name="Compare with the original"),
        ):
            _in_window(page, seen)
        page.screenshot(path=str(ARTIFACTS / "e2e-rerun-here-2-form.png"), full_page=True)

        # The panel's own steps: the last call's Re-run from here, far below, brings the form back into view.
        _settle(page)
        last = page.get_by_role("button", name="Re-run from here").last
        last.scroll_into_view_if_needed()
        expect(form).not_to_be_in_viewport()
        page.screenshot(path=str(ARTIFACTS / "e2e-rerun-here-3-panel-steps.png"))
        last.click()
        # Until the rerun ends, the call-2 form's thought box is still drawn (stale) beside call 3's, and a
        # locator that finds both fails at once (the fresh-clone CI, at load 8): read the form once it has.
        _settle(page)
        expect(form.get_by_label("From call")).to_have_value("3")
        expect(form.get_by_label("Its thought")).to_have_value("It is 9 C and rainy in Oslo; 20 + 22 = 42.")
        expect(form).to_be_in_viewport()
        page.screenshot(path=str(ARTIFACTS / "e2e-rerun-here-4-scrolled.png"))

        _settle(page)
        page.get_by_role("button", name="Compare with the original").click()
        expect(page.get_by_role("heading", name="Compare: your agent's runs")).to_be_visible()
        line = page.locator(".st-key-agent-divergence")
        expect(line).to_contain_text("First divergence at call 2: the reply's tool call differs")
        expect(line).to_contain_text('add({"a": 20, "b": 1}) → add({"a": 20, "b": 22})')  # -> drawn as an arrow
        expect(page.locator(".rx-agent-left")).to_contain_text("20 + 1 = 21")
        expect(page.locator(".rx-agent-right")).to_contain_text("20 + 22 = 42")
        page.screenshot(path=str(ARTIFACTS / "e2e-rerun-here-5-compare.png"), full_page=True)


def _in_window(page, locator) -> None:
    """The element lies whole inside the window as it is scrolled now (not merely in the page)."""
    box = locator.bounding_box()
    height = page.evaluate("window.innerHeight")
    assert box is not None, f"{locator} is not drawn"
    assert 0 <= box["y"] and box["y"] + box["height"] <= height, f"{locator} at {box}, the window {height} px high"

"""The Your agent panel's measured effect, as a person uses it: the workbench starts their agent (a plain
`openai` tool loop, as a command), then "Try 2 times from call 1" with Bergen instead of Oslo as call 1's
argument, judged by a regular expression on the final reply; the estimate shows before starting, and the
result table says 2/2 with the change, 0/2 without, and pass^2. The scripted model answers with the city
whose weather it read, so the change decides the answer (tests/support/fake_openai_server.py)."""

from __future__ import annotations

import json
import sys

from tests.e2e.test_browser import ARTIFACTS, _need_chromium, _settle, browser_page, running_app
from tests.e2e.test_browser_your_agent import AGENT_SCRIPT
from tests.support.endpoint_support import TOOLS
from tests.support.fake_openai_server import FakeOpenAIServer


def test_try_n_times_from_call_1_shows_the_estimate_then_the_result_table(tmp_path, monkeypatch):
    _need_chromium()
    from playwright.sync_api import expect

    script = tmp_path / "my_agent.py"
    script.write_text(AGENT_SCRIPT)
    monkeypatch.setenv("AGENT_TOOLS", json.dumps(TOOLS))  # the app's children inherit it
    monkeypatch.setenv("AGENT_TOOL_LOG", str(tmp_path / "tool.log"))
    server = FakeOpenAIServer(models=("fake-react",))
    server.when("Sunny, 21 C in Bergen.", "It is sunny in Bergen.")
    server.when("Sunny, 21 C in Oslo.", "It is sunny in Oslo.")
    server.when(
        "What is the weather in Oslo?",
        "I will look up the weather.",
        tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}],
    )
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        toggle = page.locator("[data-testid='stSidebar']").get_by_text("Your own agent (any framework)")
        expect(toggle).to_be_visible(timeout=120_000)  # the first page of a fresh app, on a loaded machine
        toggle.click()
        page.get_by_role("button", name="Open a run for your agent").click()
        page.get_by_label("Your agent's command").fill(f"{sys.executable} {script}")
        page.get_by_label("Your agent's command").press("Enter")
        _settle(page)
        page.get_by_role("button", name="Start your agent").click()
        try:
            expect(page.get_by_text("2 call(s) recorded", exact=False).first).to_be_visible(timeout=120_000)
        finally:
            page.screenshot(path=str(ARTIFACTS / "e2e-agent-effect-0-recorded.png"), full_page=True)

        # The change (Bergen at call 1), the check, N = 2; the estimate is there before anything starts.
        args = page.get_by_label("Its call of get_weather: arguments (JSON)")
        args.fill('{"city": "Bergen"}')
        args.press("Control+Enter")
        _settle(page)
        effect = page.locator(".st-key-agent-effect")
        effect.get_by_text("Regular expression on the final reply").click()
        _settle(page)
        pattern = effect.get_by_label("The pattern")
        pattern.fill("Bergen")
        pattern.press("Enter")
        # Each change reruns the page; a value typed while a rerun is on its way was lost on a loaded machine
        # (CI beside a model batch: N stayed 3), so each waits for the last one's rerun to end.
        _settle(page)
        n = effect.get_by_label("N (each way)")
        n.fill("2")
        n.press("Enter")
        _settle(page)
        expect(effect.get_by_role("button", name="Try 2 times from call 1")).to_be_visible(timeout=60_000)
        estimate = effect.get_by_text(
            "2 tries each way; a try makes 1 live model call(s) with your change", exact=False
        )
        expect(estimate).to_be_visible()
        expect(effect.get_by_text("About ", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-agent-effect-1-form.png"), full_page=True)
        before = len(server.completion_requests)
        effect.get_by_role("button", name="Try 2 times from call 1").click()

        # The result, under both forms at the page's width, read from the table as a person reads it.
        result = page.locator(".st-key-agent-effect-result")
        table = result.locator("[data-testid='stTable']").first
        expect(table).to_be_visible(timeout=120_000)
        expect(result.get_by_text("the final reply matches /Bergen/", exact=False)).to_be_visible()
        rows = [r.inner_text().split("\t") for r in table.locator("tr").all()]
        cells = {row[0].strip(): [c.strip() for c in row[1:]] for row in rows}
        assert cells["with your change"] == ["2/2", "1.00 (0.34-1.00)", "1.00"], cells
        assert cells["without"] == ["0/2", "0.00 (0.00-0.66)", "0.00"], cells
        assert "pass^2" in rows[0][-1]
        expect(result.get_by_text("Difference +1.00", exact=False)).to_be_visible()
        expect(effect.get_by_label("The pattern")).to_have_value("Bergen")  # the form as the person left it
        # With the change, call 1 is the change and call 2 live; without, both live: 2 + 4 model calls.
        assert len(server.completion_requests) == before + 6
        result.get_by_text("Each try", exact=True).click()
        # Each try's row as a person sees it: in view, not clipped by the expander while it opens.
        rows = result.locator("[data-testid='stExpander'] [data-testid='stTable'] tbody tr")
        expect(rows).to_have_count(4)
        rows.last.scroll_into_view_if_needed()
        expect(rows.last).to_be_in_viewport()
        expect(rows.filter(has_text="It is sunny in Bergen.")).to_have_count(2)
        page.screenshot(path=str(ARTIFACTS / "e2e-agent-effect-2-result.png"), full_page=True)

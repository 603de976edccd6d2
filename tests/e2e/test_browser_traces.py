"""End to end in a real browser, traces: on the Run page, the sidebar's Traces (OpenTelemetry) >
Send traces with an endpoint sends a step's spans as it is taken (to a local OTLP receiver that
decodes them with OpenTelemetry's own protobuf classes); in History, Export > Export as
OpenTelemetry (OTLP JSON) downloads every branch as OTLP JSON, made when clicked.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with the fake OpenAI-compatible server as the model, Debian's headless Chromium through
Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import time

from react_core.storage.store import TrajectoryStore
from react_core.traces.otlp_file import trajectory_to_otlp
from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer, Scripted
from tests.support.family_runs import steered_hotpotqa
from tests.support.otlp_endpoints import receiving_endpoint


def test_send_traces_in_the_sidebar_sends_a_step_as_it_is_taken(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.default = Scripted(texts=[" I need the band's lead singer.\nAction 1: Search[Queen (band)]"])
    with (
        receiving_endpoint() as (endpoint, spans),
        running_app(server, tmp_path / "home") as url,
        browser_page() as page,
    ):
        try:
            page.goto(url)
            expect(_button(page, "run:step")).to_be_enabled()
            page.get_by_text("Traces (OpenTelemetry)").click()
            page.locator(".st-key-otlp-on label").click()
            field = page.locator(".st-key-otlp-url input")
            expect(field).to_be_enabled()
            field.fill(endpoint)
            field.press("Enter")
            expect(page.get_by_text("0 spans sent", exact=False)).to_be_visible()
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(1)
            deadline = time.monotonic() + 30
            while len(spans) < 3 and time.monotonic() < deadline:
                time.sleep(0.2)
            # The branch's agent root goes with its first step, so an open branch is one tree in Phoenix.
            assert [s.name for s in spans] == ["invoke_agent react", "chat fake-react", "execute_tool search"]
            chat = {a.key: a.value for a in spans[1].attributes}
            assert chat["react_workbench.thought"].string_value == "I need the band's lead singer."
            assert chat["llm.token_count.prompt"].int_value == 11
            # The caption counts what was sent at its last drawing: the spans leave after the step's own rerun, so
            # the page is drawn again (a view switched and back) until it shows them. Toggling the expander, as
            # this did, reruns nothing, and the count came only from a rerun the step happened to leave (CI).
            sent = page.get_by_text("3 spans sent", exact=False)
            for _ in range(5):
                _settle(page)
                page.locator(".st-key-run-view").get_by_text("Branches").click()
                _settle(page)
                page.locator(".st-key-run-view").get_by_text("Trajectory").click()
                _settle(page)
                if sent.count():
                    break
            expect(sent).to_be_visible()
            sent.scroll_into_view_if_needed()  # the sidebar scrolls on its own: show the setting
            page.screenshot(path=str(ARTIFACTS / "e2e-traces-sidebar.png"))

            page.get_by_role("link", name="Evaluate").click()  # the same setting, still on, in its sidebar
            expect(page.get_by_role("heading", name="Evaluate").first).to_be_visible()
            expect(page.locator(".st-key-otlp-on input")).to_be_checked()
            expect(page.locator(".st-key-otlp-url input")).to_have_value(endpoint)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-traces-failure.png"), full_page=True)
            raise


def test_history_downloads_every_branch_as_otlp_json(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    engine, _, _ = steered_hotpotqa()
    trajectory = engine.trajectory
    TrajectoryStore(home / "history.sqlite3").save(trajectory)
    saved = tmp_path / "run.otlp.json"
    with running_app(FakeOpenAIServer(models=("fake-react",)), home) as url, browser_page() as page:
        try:
            page.goto(url.rstrip("/") + "/History")
            _button(page, f"history:{trajectory.id}:details").click()
            button = _button(page, f"history:{trajectory.id}:dl:otlp")
            expect(button).to_contain_text("Export as OpenTelemetry (OTLP JSON)")
            messages = page.locator(f".st-key-history-{trajectory.id}-otlp-messages")
            messages.locator("label").click()
            expect(messages.locator("input")).to_be_checked()
            # The box's rerun first: a download clicked while it was on its way was dropped (fresh-clone CI).
            _settle(page)
            page.screenshot(path=str(ARTIFACTS / "e2e-traces-history.png"), full_page=True)
            with page.expect_download() as download:
                button.click()
            assert download.value.suggested_filename == "hotpotqa-bundled-01-react-2-branches.otlp.json"
            download.value.save_as(saved)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-traces-failure.png"), full_page=True)
            raise
    assert json.loads(saved.read_text(encoding="utf-8")) == trajectory_to_otlp(trajectory, include_messages=True)

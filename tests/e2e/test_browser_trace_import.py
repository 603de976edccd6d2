"""End to end in a real browser, a trace in: History imports an OpenTelemetry trace (OTLP JSON in
the GenAI conventions, tests/fixtures/traces/genai_conventions.otlp.json), a tool-calling agent's run,
so a ReAct (tool calls) run; opened on the Run page, its call's arguments are edited as JSON (refused
off the declared schema, naming the field), the run resumed with the (scripted) model calling tools, the
recorded result answering the recorded call; then History's Share as HTML writes one file, opened
from the disk in Chromium.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses. Screenshots go to
test-artifacts/ (e2e-trace-*.png).
"""

from __future__ import annotations

from pathlib import Path

from react_core.storage.store import TrajectoryStore
from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer

TRACE = Path(__file__).resolve().parents[1] / "fixtures" / "traces" / "genai_conventions.otlp.json"
ZUBROWKA = "Zubrowka: a small alpine republic; capital Lutz; population 1.2 million."


def test_import_a_trace_edit_its_call_resume_with_tool_calls_and_share_it_as_one_html_file(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply("The encyclopedia says Lutz.", tool_calls=[{"name": "finish", "arguments": {"answer": "Lutz"}}])
    shared = tmp_path / "shared.html"
    with running_app(server, home) as url, browser_page() as page:
        try:
            page.goto(url.rstrip("/") + "/History")
            page.locator(".st-key-history-trace input[type=file]").set_input_files(str(TRACE))
            _button(page, "history:trace_go").click()
            expect(page.get_by_text("Imported", exact=False).first).to_be_visible()
            expect(page.get_by_text("What is the capital of Zubrowka?", exact=False).first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-trace-1-imported.png"), full_page=True)
            (saved,) = TrajectoryStore(home / "history.sqlite3").list()

            _button(page, f"history:{saved.id}:open").click()
            expect(page.get_by_text("I do not know Zubrowka.", exact=False).first).to_be_visible()
            expect(page.get_by_text('lookup[{"topic": "Zubrowka"}]').first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-trace-2-opened.png"), full_page=True)

            _button(page, "run:0:steer").click()
            page.locator(".st-key-run-0-ed-op").get_by_text("Replace action").click()
            arguments = page.locator(".st-key-run-0-ed-call-arguments textarea")
            expect(arguments).to_have_value('{\n "topic": "Zubrowka"\n}')  # the imported call, as JSON
            arguments.fill('{"subject": "Zubrowka"}')
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("field 'topic' is missing", exact=False)).to_be_visible()
            arguments.fill('{ "topic" : "Zubrowka" }')  # the same call, written otherwise
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("New branch main.1: replaced tool call at Action 1", exact=False)).to_be_visible()
            resume = _button(page, "run:run")
            expect(resume).to_contain_text("Resume")
            _settle(page)  # Apply's rerun drew the notice first: a click during it can be lost
            resume.click()
            expect(page.get_by_text("The encyclopedia says Lutz.", exact=False).first).to_be_visible()
            expect(page.get_by_text("capital Lutz; population 1.2 million", exact=False).first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "e2e-trace-3-resumed.png"), full_page=True)

            page.goto(url.rstrip("/") + "/History")
            _button(page, f"history:{saved.id}:details").click()
            _settle(page)  # the details' rerun first: a download clicked during it can be dropped
            with page.expect_download() as download:
                _button(page, f"history:{saved.id}:dl:html").click()
            download.value.save_as(shared)

            page.goto(shared.as_uri())  # from the disk: no server behind it
            expect(page.locator("h1")).to_contain_text("What is the capital of Zubrowka?")
            current = page.locator("#rx-panel-1")
            expect(current.get_by_text('lookup[{"topic": "Zubrowka"}]').first).to_be_visible()
            expect(current.get_by_text("edited by a person").first).to_be_visible()
            expect(current.get_by_text("capital Lutz; population 1.2 million", exact=False).first).to_be_visible()
            expect(page.locator("header")).to_contain_text("answer Lutz")
            page.screenshot(path=str(ARTIFACTS / "e2e-trace-4-shared.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-trace-failure.png"), full_page=True)
            raise
    (chat,) = [r.body for r in server.completion_requests]  # one request: the recorded result answered the call
    assert [t["function"]["name"] for t in chat["tools"]] == ["lookup", "finish"]  # the trace's declared tools
    assert chat["tools"][0]["function"]["parameters"]["required"] == ["topic"]
    call = next(m for m in chat["messages"] if m.get("tool_calls"))["tool_calls"][0]
    assert call["function"] == {"name": "lookup", "arguments": '{"topic": "Zubrowka"}'}
    assert {"role": "tool", "tool_call_id": call["id"], "content": ZUBROWKA} in chat["messages"]

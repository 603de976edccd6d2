"""The Run page's Your agent panel, as a person uses it: open a run, copy its base URL into their own
agent (here a plain `openai` tool loop in the test's thread), hold every call, change the city the model
chose before the agent's own tool runs, and watch each call arrive as a step. Scripted model behind the
endpoint (tests/support/fake_openai_server.py)."""

from __future__ import annotations

import json
import threading
from typing import Any

from tests.e2e.test_browser import ARTIFACTS, _need_chromium, _settle, browser_page, running_app
from tests.endpoint_support import TOOLS
from tests.support.fake_openai_server import FakeOpenAIServer


def _agent(base_url: str, received: list[str], out: dict[str, Any]) -> None:
    """The person's own agent: its own loop, its own tool (which notes the city it was given)."""
    import openai

    client = openai.OpenAI(base_url=base_url, api_key="anything", max_retries=0, timeout=120)
    messages: list[dict[str, Any]] = [{"role": "user", "content": "What is the weather in Oslo?"}]
    try:
        for _ in range(4):
            reply = client.chat.completions.create(model="m", messages=messages, tools=TOOLS)  # type: ignore[arg-type]
            message = reply.choices[0].message
            if not message.tool_calls:
                out["answer"] = message.content
                return
            messages.append(message.model_dump(exclude_none=True))
            for call in message.tool_calls:
                city = json.loads(call.function.arguments)["city"]
                received.append(city)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": f"Sunny, 21 C in {city}."})
    except Exception as exc:  # the test reads it
        out["error"] = exc


def test_a_person_holds_their_own_agents_call_edits_the_city_and_the_agents_tool_gets_it(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply("I will look up the weather.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
    server.reply("It is sunny in Bergen.")
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        sidebar = page.locator("[data-testid='stSidebar']")
        sidebar.get_by_text("Your own agent (any framework)").click()
        expect(page.get_by_role("heading", name="Run: your agent")).to_be_visible()
        sidebar.get_by_text("Hold before every call").click()
        _settle(page)
        page.get_by_role("button", name="Open a run for your agent").click()

        code = page.locator("[data-testid='stCode']").first
        expect(code).to_contain_text("export OPENAI_BASE_URL=http://127.0.0.1:")
        base_url = code.inner_text().split("OPENAI_BASE_URL=", 1)[1].split()[0]
        assert "/s/" in base_url and base_url.endswith("/v1")
        expect(page.get_by_text("No calls yet.", exact=False)).to_be_visible()

        received: list[str] = []
        out: dict[str, Any] = {}
        agent = threading.Thread(target=_agent, args=(base_url, received, out), daemon=True)
        agent.start()

        # The model's call is held before the agent sees it: the person changes Oslo to Bergen.
        expect(page.get_by_text("held before every call", exact=False).first).to_be_visible()
        expect(page.get_by_label("Thought")).to_have_value("I will look up the weather.")
        calls = page.get_by_label("Tool calls (JSON: a list of {name, arguments})")
        calls.fill(json.dumps([{"name": "get_weather", "arguments": {"city": "Bergen"}}]))
        calls.press("Control+Enter")
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-1-held.png"), full_page=True)
        page.get_by_role("button", name="Send edited").click()

        # The answer is held too (every call): sent as the model wrote it.
        expect(page.get_by_label("Thought")).to_have_value("It is sunny in Bergen.")
        page.get_by_role("button", name="Send as is").click()
        agent.join(60)
        assert "error" not in out, out.get("error")
        assert received == ["Bergen"], "the agent's own tool got the person's argument"
        assert out["answer"] == "It is sunny in Bergen."

        # Each call is a step on the page: the edited call, the tool's result, the answer.
        expect(page.get_by_text("2 model calls recorded", exact=False)).to_be_visible()
        expect(page.get_by_text("Sunny, 21 C in Bergen.").first).to_be_visible()
        expect(page.get_by_text("edited by you", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-2-recorded.png"), full_page=True)

        # The recorded run opens in the Run page like any other, to steer.
        page.get_by_role("button", name="Steer this run in the Run page").click()
        expect(page.get_by_role("heading", name="Run", exact=True)).to_be_visible()
        expect(page.get_by_text("What is the weather in Oslo?").first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-3-run-page.png"), full_page=True)

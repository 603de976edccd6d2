"""Compare, your agent's runs (issue 47, item 5), as a person uses it: two recorded runs of their own agent
(an `openai` tool loop recorded through the endpoint in front of a scripted model) side by side; the
person reads where they first part, the line above the columns, and sees that call's steps marked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.e2e.test_browser import ARTIFACTS, _need_chromium, _settle, browser_page, running_app
from tests.support.endpoint_support import TOOLS
from tests.support.fake_openai_server import FakeOpenAIServer


def _agent(base_url: str, weather: str) -> None:
    """The person's agent: its own loop and its own get_weather tool, which answers `weather`."""
    import openai

    client = openai.OpenAI(base_url=base_url, api_key="anything", max_retries=0)
    messages: list[Any] = [{"role": "user", "content": "Is it warm in Oslo?"}]
    for _ in range(4):
        message = client.chat.completions.create(model="m", messages=messages, tools=TOOLS).choices[0].message  # type: ignore[arg-type]
        messages.append(message.model_dump(exclude_none=True))
        if not message.tool_calls:
            return
        for call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": weather})


def _record_two_runs(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two runs in the app's History: the same agent, its tool answering 9 C the first time, 25 C the second."""
    from react_core.endpoint.http_server import EndpointServer
    from react_core.models.config import load_config
    from react_core.storage.store import TrajectoryStore

    monkeypatch.setenv("REACT_HOME", str(home))
    with FakeOpenAIServer() as model:
        for answer in ("No, 9 C is cold.", "Yes, 25 C is warm."):
            model.reply("Weather first.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
            model.reply(answer)
        config = load_config({"base_url": model.base_url, "model": "fake-model", "retries": 0}, env={})
        with EndpointServer(TrajectoryStore(home / "history.sqlite3")) as server:
            for weather, name in (("9 C", "weather agent v1"), ("25 C", "weather agent v2")):
                run = server.runs.open(config, name)
                _agent(run.base_url, weather)
                server.runs.close(run.id)


def test_a_person_compares_two_runs_of_their_agent_and_reads_where_they_part(tmp_path, monkeypatch):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    _record_two_runs(home, monkeypatch)
    with running_app(FakeOpenAIServer(models=("fake-react",)), home) as url, browser_page() as page:
        page.goto(f"{url}/Compare")
        sidebar = page.locator("[data-testid='stSidebar']")
        sidebar.get_by_text("Your agent's recorded runs").click()
        _settle(page)
        expect(page.get_by_role("heading", name="Compare: your agent's runs")).to_be_visible()

        line = page.locator(".st-key-agent-divergence")
        expect(line).to_contain_text("First divergence at call 2: a tool result differs")
        expect(line).to_contain_text("message 3 (tool): '9 C' → '25 C'")  # the page draws -> as an arrow

        # Each side shows its run; the steps of the call where they part are marked, on both sides.
        left, right = page.locator(".rx-agent-left"), page.locator(".rx-agent-right")
        expect(left).to_contain_text("No, 9 C is cold.")
        expect(right).to_contain_text("Yes, 25 C is warm.")
        marked = left.locator(".rx-diverged")
        expect(marked.first).to_contain_text("9 C")
        expect(right.locator(".rx-diverged").first).to_contain_text("25 C")
        expect(marked.first).to_have_css("border-top-color", "rgb(217, 130, 43)")
        expect(left.locator(".rx-agent-step").first).to_have_css("border-top-width", "1px")
        page.screenshot(path=str(ARTIFACTS / "e2e-compare-your-agent.png"), full_page=True)

"""The Run page's Your agent panel, as a person uses it: open a run, copy its base URL into their own
agent (here a plain `openai` tool loop in the test's thread), hold every call, change the city the model
chose before the agent's own tool runs, and watch each call arrive as a step. Scripted model behind the
endpoint (tests/support/fake_openai_server.py)."""

from __future__ import annotations

import json
import threading
from typing import Any

from tests.e2e.test_browser import ARTIFACTS, _need_chromium, _settle, browser_page, running_app
from tests.support.endpoint_support import TOOLS
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
        expect(page.get_by_label("Thought", exact=True)).to_have_value("I will look up the weather.")
        calls = page.get_by_label("Tool calls (JSON: a list of {name, arguments})")
        calls.fill(json.dumps([{"name": "get_weather", "arguments": {"city": "Bergen"}}]))
        calls.press("Control+Enter")
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-1-held.png"), full_page=True)
        page.get_by_role("button", name="Send edited").click()

        # The answer is held too (every call): sent as the model wrote it. On a loaded CI machine the page's
        # drawing after a click took over 30 s (the answered hold's form stayed until it ended; reproduced with
        # 4 such tests at once beside 3 busy loops): this waits for the page, not for the endpoint.
        expect(page.get_by_label("Thought", exact=True)).to_have_value("It is sunny in Bergen.", timeout=90_000)
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


AGENT_SCRIPT = """
import json, os, sys
import openai

TOOLS = json.loads(os.environ["AGENT_TOOLS"])
client = openai.OpenAI(max_retries=0, timeout=120)  # OPENAI_BASE_URL and OPENAI_API_KEY from the workbench
messages = [{"role": "user", "content": "What is the weather in Oslo?"}]
for _ in range(4):
    message = client.chat.completions.create(model="m", messages=messages, tools=TOOLS).choices[0].message
    if not message.tool_calls:
        print("Answer:", message.content)
        break
    messages.append(message.model_dump(exclude_none=True))
    for call in message.tool_calls:
        city = json.loads(call.function.arguments)["city"]
        with open(os.environ["AGENT_TOOL_LOG"], "a") as log:
            log.write(city + "\\n")
        print("get_weather got", city)
        messages.append({"role": "tool", "tool_call_id": call.id, "content": f"Sunny, 21 C in {city}."})
"""


def test_the_workbench_starts_the_persons_agent_then_re_runs_it_from_call_1_with_another_city(tmp_path, monkeypatch):
    """Your agent as a command, then Re-run from this call: the first call is the person's change (no
    model call), the rest go to the model; the agent's own tool gets the changed city."""
    _need_chromium()
    import sys

    from playwright.sync_api import expect

    script = tmp_path / "my_agent.py"
    script.write_text(AGENT_SCRIPT)
    log = tmp_path / "tool.log"
    monkeypatch.setenv("AGENT_TOOLS", json.dumps(TOOLS))  # the app's children inherit it
    monkeypatch.setenv("AGENT_TOOL_LOG", str(log))
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply("I will look up the weather.", tool_calls=[{"name": "get_weather", "arguments": {"city": "Oslo"}}])
    server.reply("It is sunny in Oslo.")
    server.reply("It is sunny in Bergen.")  # the re-run's only live call
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        page.locator("[data-testid='stSidebar']").get_by_text("Your own agent (any framework)").click()
        page.get_by_role("button", name="Open a run for your agent").click()
        page.get_by_label("Your agent's command").fill(f"{sys.executable} {script}")
        page.get_by_label("Your agent's command").press("Enter")
        _settle(page)
        page.get_by_role("button", name="Start your agent").click()

        expect(page.get_by_text("2 call(s) recorded", exact=False).first).to_be_visible(timeout=60_000)
        assert log.read_text().split() == ["Oslo"]
        before = len(server.completion_requests)
        # How it ended, as a person reads it: the command in quotes, no Markdown's backticks left showing.
        ending = page.locator("[data-testid='stAlert']").filter(has_text="finished in").first
        expect(ending).to_contain_text(f"Your agent “{sys.executable} {script}” finished in")
        assert "`" not in ending.inner_text()

        # Re-run from call 1 with Bergen as the call's argument.
        expect(page.get_by_label("From call")).to_have_value("1")
        args = page.get_by_label("Its call of get_weather: arguments (JSON)")
        expect(args).to_have_value('{"city": "Oslo"}')
        expect(page.get_by_text("tools that run inside your agent's own code run again", exact=False)).to_be_visible()
        args.fill('{"city": "Bergen"}')
        args.press("Control+Enter")
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-4-rerun-form.png"), full_page=True)
        page.get_by_role("button", name="Re-run from this call").click()

        expect(page.get_by_text("a new branch of the recorded run", exact=False).first).to_be_visible(timeout=60_000)
        assert log.read_text().split() == ["Oslo", "Bergen"], "the agent's own tool got the changed city"
        assert len(server.completion_requests) == before + 1, "call 1 came from the change, only call 2 was live"
        expect(page.get_by_text("your change", exact=False).first).to_be_visible()
        expect(page.get_by_text("asked live", exact=False).first).to_be_visible()
        expect(
            page.get_by_role("button", name="Re-run from this call")
        ).to_be_visible()  # the ended run, to re-run again
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-5-rerun.png"), full_page=True)


def test_a_langgraph_agent_started_from_the_panel_is_held_and_its_own_tool_gets_the_edited_city(tmp_path, monkeypatch):
    """The same from the Run page with a real framework: the LangGraph example agent (examples/agents/,
    .venv-agents) started by the panel, its call of lookup_population held before every call, Paris
    changed to Lima, and LangGraph's own tool runs with Lima."""
    _need_chromium()
    from playwright.sync_api import expect

    from tests.support.framework_agents import AGENTS, AGENTS_PYTHON, require_agents_venv

    require_agents_venv()
    log = tmp_path / "tool.log"
    monkeypatch.setenv("AGENT_TOOL_LOG", str(log))
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply("", tool_calls=[{"name": "lookup_population", "arguments": {"city": "Paris"}}])
    server.reply("Lima has 10,151,000 inhabitants.")
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        sidebar = page.locator("[data-testid='stSidebar']")
        sidebar.get_by_text("Your own agent (any framework)").click()
        sidebar.get_by_text("Hold before every call").click()
        _settle(page)
        page.get_by_role("button", name="Open a run for your agent").click()
        command = page.get_by_label("Your agent's command")
        command.fill(f'{AGENTS_PYTHON} {AGENTS / "langgraph_agent.py"} "How many people live in Paris?"')
        command.press("Enter")
        _settle(page)
        page.get_by_role("button", name="Start your agent").click()

        calls = page.get_by_label("Tool calls (JSON: a list of {name, arguments})")
        expect(calls).to_contain_text("Paris", timeout=120_000)
        # The command reads as typed: no backslash before each "/" (it was escaped inside a code span).
        expect(page.locator("[data-testid='stCode']").filter(has_text="langgraph_agent.py").first).to_contain_text(
            str(AGENTS / "langgraph_agent.py")
        )
        calls.fill(json.dumps([{"name": "lookup_population", "arguments": {"city": "Lima"}}]))
        calls.press("Control+Enter")
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-6-langgraph-held.png"), full_page=True)
        page.get_by_role("button", name="Send edited").click()
        expect(page.get_by_label("Thought", exact=True)).to_have_value(
            "Lima has 10,151,000 inhabitants.", timeout=120_000
        )
        page.get_by_role("button", name="Send as is").click()

        expect(page.get_by_text("2 call(s) recorded", exact=False).first).to_be_visible(timeout=120_000)
        assert [json.loads(line)["arguments"] for line in log.read_text().splitlines()] == [{"city": "Lima"}]
        expect(page.get_by_text("Lima has 10,151,000 inhabitants.").first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-your-agent-7-langgraph-recorded.png"), full_page=True)

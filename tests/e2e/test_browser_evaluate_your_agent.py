"""Evaluate, your own agent (issue 47, item 5), as a person uses it: their agent's command, a JSONL file
of inputs and a batch name in the sidebar, Run, and the batch's table: each input's final answer and its
score by the line's own check. The agent is a real process on the `openai` client; the model behind the
workbench is scripted (tests/support/fake_openai_server.py)."""

from __future__ import annotations

import json
import re
import sys
import textwrap

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer

AGENT = textwrap.dedent(
    """
    import sys
    import openai

    client = openai.OpenAI()  # OPENAI_BASE_URL from the workbench
    reply = client.chat.completions.create(model="m", messages=[{"role": "user", "content": sys.argv[1]}])
    print(reply.choices[0].message.content)
    """
)


def test_a_person_runs_a_file_of_inputs_through_their_agent_and_reads_its_scores(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    (tmp_path / "my_agent.py").write_text(AGENT)
    lines = [
        {"id": "france", "input": "Capital of France?", "expected": "Paris"},
        {"id": "peru", "input": "Capital of Peru?", "expected": "Lima"},
        {"id": "italy", "input": "Capital of Italy?", "regex": "(?i)rome"},
    ]
    (tmp_path / "inputs.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    server = FakeOpenAIServer(models=("fake-react",))
    server.when("Capital of France", "Paris.").when("Capital of Peru", "Quito.").when("Capital of Italy", "Rome!")
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(f"{url}/Evaluate")
        sidebar = page.locator("[data-testid='stSidebar']")
        sidebar.get_by_text("Your own agent").click()
        expect(page.get_by_role("heading", name="Evaluate: your agent")).to_be_visible()
        for key, value in (
            ("eval:agent_command", f"{sys.executable} my_agent.py {{input}}"),
            ("eval:agent_cwd", str(tmp_path)),
            ("eval:agent_inputs", "inputs.jsonl"),
            ("eval:agent_batch", "my-agent-v1"),
        ):
            box = page.locator(f".st-key-{key.replace(':', '-')} input")
            box.fill(value)
            box.press("Enter")
            _settle(page)
        expect(page.get_by_text("3 inputs from", exact=False)).to_be_visible()
        _button(page, "eval:agent_start").click()
        expect(page.get_by_text(re.compile(r"Batch my-agent-v1 finished: 3/3"))).to_be_visible(timeout=90_000)

        frames = page.locator("[data-testid='stDataFrame']")
        expect(frames.first).to_contain_text("my-agent-v1")
        episodes = frames.last
        for text in ("Capital of Peru?", "Quito.", "Lima", "Paris.", "regex (?i)rome"):
            expect(episodes).to_contain_text(text)
        page.screenshot(path=str(ARTIFACTS / "e2e-evaluate-your-agent-1.png"))
        episodes.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "e2e-evaluate-your-agent-2-episodes.png"))

        # A bad line in the file is said, line by line, before anything runs.
        (tmp_path / "inputs.jsonl").write_text('{"input": "Capital of Spain?"}\nnot json\n')
        page.locator(".st-key-eval-agent_batch input").fill("my-agent-v2")
        page.locator(".st-key-eval-agent_batch input").press("Enter")
        _settle(page)
        expect(page.get_by_text("2 bad lines; nothing was run", exact=False)).to_be_visible()
        expect(page.get_by_text("line 2: not JSON", exact=False)).to_be_visible()
        expect(_button(page, "eval:agent_start")).to_be_disabled()

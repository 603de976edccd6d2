"""A person's step beside a batch on the same local model server: the working line says, once, that the
batch is paused so their step goes first, and the step is answered while the batch waits (scripted model, slow replies)."""

from __future__ import annotations

import threading
import time

from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.models import priority
from react_core.models.openai_model import OpenAIModel
from react_core.trajectory.task import Task
from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import QUEEN

SLOW_BATCH_REPLY = " Thought 1: a batch episode thinks slowly about this.\nAction 1: Search[Zanzibar]"


def test_the_working_line_says_a_batch_is_paused_for_the_person(tmp_path, monkeypatch):
    from playwright.sync_api import expect

    _need_chromium()
    home = tmp_path / "home"
    monkeypatch.setenv("REACT_HOME", str(home))  # the batch here and the app share the markers under it
    server = FakeOpenAIServer(models=("fake-react",))
    server.when("BATCH QUESTION", SLOW_BATCH_REPLY, fault="trickle", trickle_s=0.3)
    server.reply(QUEEN, delay_s=5.0, prompt_tokens=1900)  # the person's step: the prompt read slowly
    with running_app(server, home) as url:
        tasks = [
            Task(f"b{n}", "hotpotqa", f"BATCH QUESTION {n}: where was Freddie Mercury born?", "Zanzibar")
            for n in (1, 2)
        ]
        runner = BatchRunner(
            BatchSpec("hotpotqa:bundled", ("react",), max_steps=3),
            results=ResultsStore(tmp_path / "batch.sqlite3"),
            model_factory=lambda label: OpenAIModel(base_url=server.base_url, model="fake-react", timeout_s=60),
            concurrency=2,
            tasks=tasks,
        )
        batch = threading.Thread(target=runner.run, daemon=True)
        batch.start()
        try:
            deadline = time.time() + 30
            while not list(home.glob("waiting/*/batch-*")) and time.time() < deadline:
                time.sleep(0.2)
            assert list(home.glob("waiting/*/batch-*")), "the batch's calls are under way"
            with browser_page() as page:
                page.goto(url)
                expect(_button(page, "run:step")).to_be_enabled()
                _button(page, "run:step").click()
                line = page.locator(".rx-working")
                expect(line).to_contain_text(priority.BATCH_HELD, timeout=20_000)
                assert line.inner_text().count("paused") == 1, line.inner_text()
                page.screenshot(path=str(ARTIFACTS / "e2e-person-first-working-line.png"), full_page=True)
                expect(page.locator(".rx-card")).to_have_count(1, timeout=30_000)
                expect(line).to_have_count(0)
        finally:
            runner.stop()
            batch.join(60)
    person = next(r for r in server.completion_requests if "lead singer" in str(r.body.get("prompt")))
    during = [
        r
        for r in server.completion_requests
        if "BATCH QUESTION" in str(r.body.get("prompt")) and person.at + 0.5 < r.at < person.at + 5.0
    ]
    assert not during, "no batch request went out while the person's step was being answered"

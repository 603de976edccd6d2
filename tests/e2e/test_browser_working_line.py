"""The working line says only what is true now (issue 43, item 7): while a person's request waits
behind another person's on the same local server it says how many are ahead, and once the reply is
being written it says no more of it; no batch or read-ahead is named when none is paused for them;
and the header says the first step is being taken, not "ready" (scripted model, slow replies).

The other person is a model call from this test's process on the same server: the markers under
REACT_HOME/waiting are shared by every process that uses a local server (react_core.models.priority).
"""

from __future__ import annotations

import threading

from react_core.models.base import ModelRequest
from react_core.models.live import LiveReply, live_scope
from react_core.models.openai_model import OpenAIModel
from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import QUEEN


def test_the_queue_place_shows_only_while_waiting_and_the_header_names_the_first_step(tmp_path, monkeypatch):
    from playwright.sync_api import expect

    _need_chromium()
    home = tmp_path / "home"
    monkeypatch.setenv("REACT_HOME", str(home))  # this process's call and the app's share the markers
    server = FakeOpenAIServer(models=("fake-react",))
    server.when("ANOTHER PERSON", " their reply", delay_s=20.0)  # in flight all through the app's step
    # The app's step: 6 s with nothing heard (queued behind the other), then written slowly.
    server.reply(QUEEN, fault="trickle", delay_s=6.0, trickle_s=0.2)
    with running_app(server, home) as url, browser_page() as page:
        page.goto(url)
        expect(_button(page, "run:step")).to_be_enabled()
        expect(page.get_by_text("ReAct · ready")).to_be_visible()
        other = OpenAIModel(base_url=server.base_url, model="fake-react", timeout_s=60, retries=0)

        def another_person() -> None:
            with live_scope(LiveReply()):  # a page is watching it: a person's call
                other.complete(ModelRequest("ANOTHER PERSON asks"))

        threading.Thread(target=another_person, daemon=True).start()
        _button(page, "run:step").click()
        line = page.locator(".rx-working")
        expect(page.get_by_text("ReAct · taking step 1…")).to_be_visible()
        expect(page.get_by_text("ReAct · ready")).to_have_count(0)
        expect(line).to_contain_text("Waiting for the model")
        expect(line).to_contain_text("1 other request ahead of yours")
        page.screenshot(path=str(ARTIFACTS / "e2e-working-line-queued.png"), full_page=True)

        expect(line).to_contain_text("Writing the reply", timeout=30_000)
        expect(line).not_to_contain_text("ahead")  # the other person's call is still in flight
        for word in ("paused", "read:", "batch"):
            expect(line).not_to_contain_text(word)
        page.screenshot(path=str(ARTIFACTS / "e2e-working-line-writing.png"), full_page=True)
        expect(page.locator(".rx-card")).to_have_count(1, timeout=30_000)
        expect(page.get_by_text("taking step 1…")).to_have_count(0)

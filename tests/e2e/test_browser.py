"""End to end in a real browser: `streamlit run app.py` on 127.0.0.1, Debian's headless Chromium
driven by Playwright, the model an OpenAI-compatible HTTP server (the fake one) reached through
the same env variables a user sets (OPENAI_BASE_URL, REACT_MODEL).

Needs `apt-get install chromium chromium-driver` (no browser download). Without Chromium the
test skips locally; under CI=true it fails instead, so CI can never pass without running it.
Screenshots go to test-artifacts/.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.support.fake_openai_server import FakeOpenAIServer
from tests.test_app_common import FINISH, FREDDIE, QUEEN

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def _need_chromium() -> None:
    if Path(CHROMIUM).exists():
        return
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("Chromium is missing in CI: install Debian's chromium and chromium-driver (make browser).")
    pytest.skip("Chromium is not installed here (apt-get install chromium chromium-driver); CI runs this test.")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_healthy(url: str, proc: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"streamlit exited early:\n{proc.stdout.read() if proc.stdout else ''}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as reply:
                if reply.read().strip() == b"ok":
                    return
        except OSError:
            time.sleep(0.3)
    raise AssertionError("streamlit did not come up within a minute")


@pytest.fixture
def app_url(tmp_path):
    _need_chromium()
    server = FakeOpenAIServer(models=("fake-react",))
    # Two steps, then (after the edit) the action for the human thought, then the answer.
    server.reply(QUEEN).reply(FREDDIE).reply(" Search[Freddie Mercury]").reply(FINISH)
    port = _free_port()
    env = {**os.environ, "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "test-key", "REACT_MODEL": "fake-react",
           "REACT_HOME": str(tmp_path / "home"), "REACT_CACHE": "0"}
    with server:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.address", "127.0.0.1",
             "--server.port", str(port), "--server.headless", "true", "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            url = f"http://127.0.0.1:{port}"
            _wait_healthy(url, proc)
            yield url, server
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


def _button(page, key: str):
    # Streamlit marks each keyed element's container with the class st-key-<key> (":" becomes "-").
    return page.locator(f".st-key-{key.replace(':', '-')} button").first


def test_step_twice_edit_a_thought_resume_and_see_the_new_branch(app_url):
    from playwright.sync_api import expect, sync_playwright

    url, server = app_url
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.set_default_timeout(30_000)
        page.goto(url)
        expect(page.get_by_text("lead singer of the band", exact=False).first).to_be_visible()
        expect(_button(page, "run:step")).to_be_enabled()
        page.screenshot(path=str(ARTIFACTS / "e2e-1-opened.png"), full_page=True)

        _button(page, "run:step").click()
        expect(page.locator(".rx-card")).to_have_count(1)
        _button(page, "run:step").click()
        expect(page.locator(".rx-card")).to_have_count(2)
        expect(page.get_by_text("Search[Freddie Mercury]").first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-2-two-steps.png"), full_page=True)

        _button(page, "run:3:steer").click()
        editor = page.locator(".st-key-run-3-ed-edit-text textarea")
        editor.fill("Mercury sang for Queen. I should look up where he was born.")
        _button(page, "run:3:ed:apply").click()
        expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()
        expect(page.locator(".rx-card").get_by_text("edited by you")).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-3-edited.png"), full_page=True)

        resume = _button(page, "run:run")
        expect(resume).to_contain_text("Resume")
        resume.click()
        expect(page.get_by_text("correct.", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-4-resumed.png"), full_page=True)

        page.locator(".st-key-run-view").get_by_text("Branches").click()
        expect(page.get_by_text("main.1", exact=False).first).to_be_visible()
        expect(page.get_by_text("edited Thought 2", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-5-branches.png"), full_page=True)
        browser.close()

    prompts = [r.body.get("prompt", "") for r in server.completion_requests]
    assert any(str(p).endswith("Thought 2: Mercury sang for Queen. I should look up where he was born.\nAction 2:")
               for p in prompts)


def test_compare_react_and_act_then_find_both_in_history(tmp_path):
    """Run all on Compare (ReAct and Act in lockstep), then see both runs on the History page."""
    _need_chromium()
    from playwright.sync_api import expect, sync_playwright

    server = FakeOpenAIServer(models=("fake-react",))
    # Lockstep order: ReAct, Act, ReAct, Act, ...
    for react, act in zip([QUEEN, FREDDIE, FINISH], [" Search[Queen (band)]", " Search[Freddie Mercury]", " Finish[Zanzibar]"]):
        server.reply(react).reply(act)
    port = _free_port()
    env = {**os.environ, "OPENAI_BASE_URL": server.base_url, "REACT_MODEL": "fake-react",
           "REACT_HOME": str(tmp_path / "home"), "REACT_CACHE": "0"}
    env.pop("OPENAI_API_KEY", None)
    with server:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.address", "127.0.0.1",
             "--server.port", str(port), "--server.headless", "true", "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            url = f"http://127.0.0.1:{port}"
            _wait_healthy(url, proc)
            ARTIFACTS.mkdir(exist_ok=True)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                page.set_default_timeout(30_000)
                page.goto(f"{url}/Compare")
                _button(page, "compare:run_all").click()
                expect(page.locator(".rx-card")).to_have_count(6)
                expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_have_count(2)
                page.screenshot(path=str(ARTIFACTS / "e2e-6-compare.png"), full_page=True)
                page.goto(f"{url}/History")
                expect(page.get_by_text("2 saved trajectories", exact=False)).to_be_visible()
                page.screenshot(path=str(ARTIFACTS / "e2e-7-history.png"), full_page=True)
                browser.close()
        finally:
            proc.terminate()
            proc.wait(10)


def test_stop_lands_between_steps_in_the_real_runtime(tmp_path):
    """Run to end with a slow second step; Stop clicked meanwhile ends the run after that step."""
    _need_chromium()
    from playwright.sync_api import expect, sync_playwright

    from tests.support.fake_openai_server import Scripted

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(QUEEN).reply(FREDDIE, delay_s=3.0).reply(FINISH)
    server.default = Scripted(texts=[FINISH])
    port = _free_port()
    env = {**os.environ, "OPENAI_BASE_URL": server.base_url, "REACT_MODEL": "fake-react",
           "REACT_HOME": str(tmp_path / "home"), "REACT_CACHE": "0"}
    with server:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.address", "127.0.0.1",
             "--server.port", str(port), "--server.headless", "true", "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            url = f"http://127.0.0.1:{port}"
            _wait_healthy(url, proc)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                page.set_default_timeout(30_000)
                page.goto(url)
                expect(_button(page, "run:step")).to_be_enabled()
                _button(page, "run:run").click()
                expect(page.locator(".rx-card")).to_have_count(1)  # step 2 is now in flight (3 s)
                _button(page, "run:stop").click()
                expect(page.get_by_text("Stopped between steps", exact=False)).to_be_visible()
                expect(page.locator(".rx-card")).to_have_count(2)  # the step in flight was kept
                page.wait_for_timeout(1500)
                expect(page.locator(".rx-card")).to_have_count(2)  # and no step after it
                page.screenshot(path=str(ARTIFACTS / "e2e-8-stopped.png"), full_page=True)
                browser.close()
        finally:
            proc.terminate()
            proc.wait(10)
    assert len(server.completion_requests) == 2

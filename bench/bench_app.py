"""How fast the Run page answers: first page load, and click-to-rendered-step on a 50-step trajectory.

Model time is excluded: a scripted model (AppTest) or a local fake OpenAI-compatible server
(browser) answers at once, and the model latency recorded on each step is subtracted.

    .venv/bin/python bench/bench_app.py            # AppTest (script time) + Chromium if installed

Target (issue 4): a click to the rendered step under 300 ms for a 50-step trajectory. In the
browser that is two latencies, each printed: click -> the spinner shows (the page acknowledged
the click), and model reply -> the new card shows (the fake server answers after MODEL_DELAY_S;
its reply time is the request's arrival plus that delay, both on the wall clock).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["REACT_HOME"] = tempfile.mkdtemp(prefix="bench-app-")
for name in ("OPENAI_BASE_URL", "OPENAI_API_KEY", "REACT_MODEL", "REACT_PROVIDER"):
    os.environ.pop(name, None)

from streamlit.testing.v1 import AppTest

from react_core.data.tasks import load_tasks
from react_core.engine.assemble import new_engine
from react_core.environments.wikipedia import make_env
from react_core.session.controller import RunController
from react_core.storage.store import TrajectoryStore
from tests.support.scripted_model import ScriptedModel
from tools.app_launch import CHROMIUM, CHROMIUM_ARGS, app_running
from ui.run_view.run_session import RunSession

ACTIONS = 50
MODEL_DELAY_S = 0.8  # long enough for the spinner to be seen before the reply
SPINNER = "The model is working"
REPLY = " I will read the band's page again.\nAction 1: Search[Queen (band)]"


def long_trajectory():
    """A ReAct trajectory with 50 thought/action/observation steps on the bundled corpus."""
    engine = new_engine(
        load_tasks("hotpotqa")[0], "react", ScriptedModel(default=REPLY), env=make_env(), max_steps=ACTIONS + 20
    )
    engine.run(max_units=ACTIONS)
    return engine.trajectory


# Installed before each click: note (epoch ms) when the spinner text and the new card first appear.
WATCH_AND_CLICK = """({spinner, card}) => {
  window.__rxSpinner = null; window.__rxCard = null;
  if (window.__rxWatch) window.__rxWatch.disconnect();
  const now = () => performance.timeOrigin + performance.now();
  const has = (node, text) => (node.textContent || '').includes(text);
  window.__rxWatch = new MutationObserver((records) => {
    const t = now();
    for (const r of records) {
      for (const node of [r.target, ...r.addedNodes]) {
        if (window.__rxSpinner === null && has(node, spinner)) window.__rxSpinner = t;
        if (window.__rxCard === null && r.type !== 'characterData' && node !== r.target && has(node, card)) window.__rxCard = t;
      }
    }
  });
  window.__rxWatch.observe(document.body, {subtree: true, childList: true, characterData: true});
  const clicked = now();
  document.querySelector('.st-key-run-step button').click();
  return clicked;
}"""


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:.0f} ms (min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f}, n={len(values)})"


def bench_apptest() -> None:
    loads = []
    for _ in range(3):
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
        started = time.perf_counter()
        at.run()
        loads.append(time.perf_counter() - started)
    print(f"AppTest  first page load (script run, no steps):            {ms(loads)}")

    trajectory = long_trajectory()
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.session_state["model_override"] = ScriptedModel(default=REPLY)
    at.session_state["_run:run"] = RunSession("run", RunController(trajectory=trajectory))
    at.run()
    render = []
    for _ in range(5):
        started = time.perf_counter()
        at.run()
        render.append(time.perf_counter() - started)
    print(f"AppTest  rerender of a {ACTIONS}-step trajectory:                   {ms(render)}")
    clicks = []
    for _ in range(5):
        started = time.perf_counter()
        at.button(key="run:step").click().run()
        clicks.append(time.perf_counter() - started)
    assert not at.exception
    print(f"AppTest  Step click -> script done ({ACTIONS}+ steps, env step incl.): {ms(clicks)}")


def bench_browser() -> None:
    if not Path("/usr/bin/chromium").exists():
        print("Browser  skipped: /usr/bin/chromium is not installed (apt-get install chromium chromium-driver)")
        return
    from playwright.sync_api import sync_playwright

    from tests.support.fake_openai_server import FakeOpenAIServer, Scripted

    trajectory = long_trajectory()
    TrajectoryStore().save(trajectory)
    server = FakeOpenAIServer(models=("bench",))
    server.default = Scripted(texts=[REPLY], delay_s=MODEL_DELAY_S)
    env = {**os.environ, "OPENAI_BASE_URL": server.base_url, "REACT_MODEL": "bench", "REACT_CACHE": "0"}
    with server, app_running(env, keep_output=False) as url:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            loads = []
            for _ in range(3):
                started = time.perf_counter()
                page.goto(url)
                page.locator(".st-key-run-step button").first.wait_for()
                page.get_by_text("lead singer of the band").first.wait_for()
                loads.append(time.perf_counter() - started)
            print(f"Browser  first page load (goto -> Step button shown):          {ms(loads)}")
            page.goto(f"{url}/History")
            page.locator(f".st-key-history-{trajectory.id}-open button").first.click()
            page.get_by_text(f"Observation {ACTIONS}", exact=True).first.wait_for()
            to_spinner, reply_to_card = [], []
            for k in range(1, 6):
                asked = len(server.completion_requests)
                # The page itself notes when the spinner and the new card appear (a
                # MutationObserver, epoch milliseconds), so Playwright's polling adds nothing.
                clicked = page.evaluate(WATCH_AND_CLICK, {"spinner": SPINNER, "card": f"Observation {ACTIONS + k}"})
                page.get_by_text(f"Observation {ACTIONS + k}", exact=True).first.wait_for()
                page.wait_for_function("window.__rxCard !== null && window.__rxSpinner !== null")
                spinner_at, card_at = page.evaluate("[window.__rxSpinner, window.__rxCard]")
                to_spinner.append((spinner_at - clicked) / 1000)
                replied = server.completion_requests[asked].at + MODEL_DELAY_S
                reply_to_card.append(card_at / 1000 - replied)
            browser.close()
        print(f"Browser  Step click -> spinner shown ({ACTIONS}+ steps):              {ms(to_spinner)}")
        print(
            f"Browser  model reply -> new card shown ({ACTIONS}+ steps):            {ms(reply_to_card)}"
            f"  (fake server answers after {MODEL_DELAY_S} s; latest 20 steps drawn)"
        )


if __name__ == "__main__":
    # No options; --help says what the script does instead of doing it.
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    bench_apptest()
    bench_browser()

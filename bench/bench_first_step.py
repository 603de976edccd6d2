"""How long a new user waits for the first step: the app started afresh, the embedded model, Chromium.

    .venv/bin/python bench/bench_first_step.py [--launches 2] [--wait-ready]

Each launch starts the app as `make run` does (`react-workbench app`: `models setup`, which saves the
first prompt's cache, then the app, handed the running server; `--bare`: `streamlit run app.py`
alone, a new llama.cpp server per launch), opens the Run page on the first bundled HotpotQA question
with ReAct, and clicks Step. Printed per launch:
- page: launch -> the Step button is enabled (with the launcher: the setup included);
- ready: launch -> the sidebar says the model has the prompt ready (`--wait-ready`; the app warms
  the few-shot prompt in the background as soon as it opens, and keeps it on disk across restarts);
- first card: Step click -> the first thought / action / observation card is drawn.
The response cache is off (REACT_CACHE=0): every step asks the model. Weights and the server
binary come from the usual cache folder; everything else (history, saved prompt caches) from a
fresh folder, shared by the launches, so launch 2 is "the app restarted".
Target (issue 19): Step to the first card under 5 s on 2 quiet cores.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.app_launch import app_running, streamlit_command
from tools.borrowed_home import BUILT, borrowed_home, usual_home

CHROMIUM = "/usr/bin/chromium"
READY_TEXT = "prompt ready"  # the sidebar's model status once the warm-up is done


def _home() -> Path:
    """A fresh REACT_HOME that borrows the built server and the weights from the usual cache."""
    if not all((usual_home() / name).exists() for name in BUILT):
        sys.exit(f"{usual_home()} lacks the server or the weights: run `make model` first.")
    return borrowed_home("bench-first-step-")


def _env(home: Path) -> dict[str, str]:
    env = {**os.environ, "REACT_HOME": str(home), "REACT_CACHE": "0"}
    for name in ("OPENAI_BASE_URL", "OPENAI_API_KEY", "REACT_MODEL", "REACT_PROVIDER"):
        env.pop(name, None)
    return env


def _workbench_app(port: int) -> list[str]:
    """What `make run` does: `models setup` (and the first prompt read), then the app."""
    return [sys.executable, "-m", "react_workbench", "app", "--server.port", str(port)]


def one_launch(home: Path, wait_ready: bool, bare: bool = False) -> dict[str, float]:
    from playwright.sync_api import expect, sync_playwright

    # `--bare`: streamlit alone, as before the launcher prepared the prompt (2026-11-24's figures).
    command = streamlit_command if bare else _workbench_app
    figures: dict[str, float] = {}
    launched = time.perf_counter()
    # The first launch reads the first prompt before the page opens.
    with app_running(_env(home), command=command, healthy_within=600, stop_within=15, keep_output=False) as url:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(url)
            step = page.locator(".st-key-run-step button").first
            expect(step).to_be_enabled(timeout=120_000)
            figures["page"] = time.perf_counter() - launched
            if wait_ready:
                expect(page.get_by_text(READY_TEXT, exact=False).first).to_be_visible(timeout=600_000)
                figures["ready"] = time.perf_counter() - launched
            clicked = time.perf_counter()
            step.click()
            expect(page.locator(".rx-card")).to_have_count(1, timeout=600_000)
            figures["first card"] = time.perf_counter() - clicked
            browser.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--launches", type=int, default=2, help="app starts in a row, sharing one home (default 2)")
    parser.add_argument(
        "--wait-ready", action="store_true", help="click Step once the sidebar says the prompt is ready"
    )
    parser.add_argument(
        "--bare", action="store_true", help="start `streamlit run app.py` itself, without the launcher's setup"
    )
    args = parser.parse_args()
    if not Path(CHROMIUM).exists():
        sys.exit("Chromium is missing: apt-get install chromium chromium-driver (make browser).")
    home = _home()
    print(f"load average at start: {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores); home {home}")
    for n in range(1, args.launches + 1):
        figures = one_launch(home, args.wait_ready, args.bare)
        shown = " · ".join(f"{name} {seconds:.1f} s" for name, seconds in figures.items())
        print(f"launch {n}: {shown}   (load {os.getloadavg()[0]:.2f})", flush=True)


if __name__ == "__main__":
    main()

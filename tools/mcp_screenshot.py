"""The README's picture of a real MCP server stepped by the embedded model: docs/images/mcp-tool-calls-embedded.png.

Nothing here is scripted. The app runs as the browser tests run it (`streamlit run app.py` on
127.0.0.1, Debian's Chromium through Playwright, REACT_HOME a temporary folder) but with its
default model, the embedded Qwen2.5-Coder-1.5B on llama.cpp; the temporary home links the cached
llama-server build and weights from ~/.cache/react-workbench (`python -m react_core models setup`
puts them there). In the sidebar it adds the MCP server `mcp-server-time` from PyPI, asks its own
question, picks "ReAct (tool calls)" and presses Step until the run answers or `--steps` steps,
then photographs the Run page with the cards: each call, its arguments and the server's result.

Each step of the 1.5B model takes 20-120 s on two cores, so a run takes minutes.

    python -m tools.mcp_screenshot                    # writes docs/images/mcp-tool-calls-embedded.png
    python -m tools.mcp_screenshot --out shot.png --question "What time is it in Tokyo now?"
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tools.app_launch import app_running
from tools.borrowed_home import BUILT, borrowed_home, usual_home

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images" / "mcp-tool-calls-embedded.png"
SERVER = f"{shlex.quote(sys.executable)} -m mcp_server_time"  # mcp-server-time from PyPI (requirements.txt)
QUESTION = "What time is it in Tokyo now?"
HEIGHT = 2080  # pixels: the question, the controls and two cards with their calls and the server's results
STEP_TIMEOUT_MS = 600_000  # one step of the embedded model, the server's start included, on a loaded machine
MODEL_ENV = ("OPENAI_BASE_URL", "OPENAI_API_KEY", "REACT_MODEL", "REACT_PROVIDER", "REACT_CONFIG")


@contextmanager
def embedded_app(home: Path) -> Iterator[str]:
    """`streamlit run app.py` with its default (embedded) model and a fresh REACT_HOME that links the
    cached build and weights, so nothing is built or downloaded again."""
    if not all((usual_home() / name).is_dir() for name in BUILT):
        raise SystemExit(
            f"{usual_home()} lacks the server or the weights: run `python -m react_core models setup` first."
        )
    borrowed_home("react-shot-", home)
    env = {k: v for k, v in os.environ.items() if k not in MODEL_ENV}
    env.update({"REACT_HOME": str(home), "REACT_CACHE": "0"})
    # Output discarded: a run of minutes would fill an unread pipe. Stopping waits for the app to
    # stop its embedded server and the MCP server.
    with app_running(env, healthy_within=120, stop_within=30, keep_output=False) as url:
        yield url


def take(out: Path, question: str, steps: int, height: int) -> Path:
    """Drive the app to the picture and write it to `out`."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from playwright.sync_api import expect

    from tests.e2e.test_browser import _button, _need_chromium, _pick, browser_page
    from tests.e2e.test_browser_steering_tools import _settle

    _need_chromium()
    with (
        tempfile.TemporaryDirectory(prefix="react-shot-") as home,
        embedded_app(Path(home)) as url,
        browser_page() as page,
    ):
        page.goto(url)
        expect(_button(page, "run:step")).to_be_enabled(timeout=120_000)
        sidebar = page.locator("[data-testid='stSidebar']")
        sidebar.get_by_text("Your tools and environments").click()
        box = page.locator(".st-key-task-mcp_spec input")
        box.fill(SERVER)
        box.press("Enter")
        _settle(page)
        _button(page, "task:mcp_add").click()
        expect(page.locator(".st-key-task-family input")).to_have_value("mcp-time (MCP server)", timeout=120_000)
        asked = page.locator(".st-key-task-mcp_time-own_text textarea")
        asked.fill(question)
        asked.press("Control+Enter")
        _settle(page)
        _pick(page, "method:mcp_time", "ReAct (tool calls)")
        _settle(page)
        cards = page.locator(".rx-card")
        for number in range(1, steps + 1):
            page.mouse.move(900, 600)  # off the sidebar: a tooltip there would cover Step
            started = time.time()
            _button(page, "run:step").click()
            expect(cards).to_have_count(number, timeout=STEP_TIMEOUT_MS)
            _settle(page)
            print(f"step {number}: {time.time() - started:.0f} s", flush=True)
            if page.get_by_text("Answer:", exact=False).count():
                break
        # The page scrolls inside its main pane, so a taller window is what shows more cards.
        page.set_viewport_size({"width": 1400, "height": height})
        page.wait_for_timeout(1500)
        page.mouse.move(0, 0)  # no hover highlight in the picture
        out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out), full_page=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Write the README's screenshot of mcp-server-time stepped by the embedded model with "
        "ReAct (tool calls) (needs /usr/bin/chromium and the embedded model set up; takes minutes)."
    )
    parser.add_argument("--out", type=Path, default=OUT, help=f"the PNG to write (default {OUT.relative_to(ROOT)})")
    parser.add_argument("--question", default=QUESTION, help=f"the own question (default {QUESTION!r})")
    parser.add_argument("--steps", type=int, default=4, help="press Step at most this often (default 4)")
    parser.add_argument("--height", type=int, default=HEIGHT, help=f"the picture's height in pixels (default {HEIGHT})")
    args = parser.parse_args(argv)
    print(f"wrote {take(args.out, args.question, args.steps, args.height)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""A reproducible screenshot of "Your own documents" (scripted model): docs/images/your-documents-scripted.png.

The README's picture (docs/images/your-documents.png) is a real run of the embedded model, taken
by hand in the browser; this one is the same page with the model's replies scripted, so it comes
out the same on every machine (for checking the page's layout after a change).

The Run page on the family "Your documents (questions)" after the example folder
(examples/documents/notes) was built from the sidebar, with one of its two-hop questions asked as
your own question and answered in four steps. The app runs as the browser tests run it
(`streamlit run app.py` on 127.0.0.1, Debian's Chromium through Playwright, REACT_HOME a temporary
folder), its model the fake OpenAI-compatible server replaying the replies below, so the picture is
the same on every machine and nothing real is asked. The observations are the corpus's own.

    python -m tools.documents_screenshot                  # writes docs/images/your-documents-scripted.png
    python -m tools.documents_screenshot --out shot.png
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images" / "your-documents-scripted.png"
NOTES = ROOT / "examples" / "documents" / "notes"
QUESTION = "Who founded the observatory whose main telescope is named Calder?"
GOLD = "Edith Marlowe"
HEIGHT = 1500  # pixels: the sidebar's build report and the four steps with the answer
REPLIES = (  # each continues the cue "Thought i:" of the ReAct prompt
    " I need the observatory whose main telescope is named Calder. I search for Calder first."
    "\nAction 1: Search[Calder]",
    " Calder is not a title, but the similar titles include Telescopes (Harrow Bay Observatory). I open it."
    "\nAction 2: Search[Telescopes (Harrow Bay Observatory)]",
    " The main telescope Calder belongs to Harrow Bay Observatory. Now I need who founded it."
    "\nAction 3: Search[Harrow Bay Observatory]",
    " It was founded in 1911 by the astronomer Edith Marlowe.\nAction 4: Finish[Edith Marlowe]",
)


def take(out: Path) -> Path:
    """Drive the app to the picture and write it to `out`."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from playwright.sync_api import expect

    from tests.e2e.test_browser import _button, _need_chromium, _pick, browser_page, running_app
    from tests.e2e.test_browser_steering_tools import _settle
    from tests.support.fake_openai_server import FakeOpenAIServer

    _need_chromium()
    server = FakeOpenAIServer(models=("fake-react",))
    for reply in REPLIES:
        server.reply(reply)
    with (
        tempfile.TemporaryDirectory(prefix="react-shot-") as home,
        running_app(server, Path(home)) as url,
        browser_page() as page,
    ):
        page.set_viewport_size({"width": 1400, "height": HEIGHT})  # the page scrolls inside: a taller window shows more
        page.goto(url)
        expect(_button(page, "run:step")).to_be_enabled()
        _pick(page, "task:family", "Your documents")
        folder = page.locator(".st-key-docs-folder input")
        folder.fill(str(NOTES))
        folder.press("Enter")
        _settle(page)
        _button(page, "docs:build").click()
        expect(page.get_by_text("6 documents and 6 sections (12 pages to search)", exact=False)).to_be_visible()
        _pick(page, "task:docs:source", "My own question")
        asked = page.locator(".st-key-task-docs-own_text textarea")
        asked.fill(QUESTION)
        asked.press("Control+Enter")
        _settle(page)
        gold = page.locator(".st-key-task-docs-own_gold input")
        gold.fill(GOLD)
        gold.press("Enter")
        _settle(page)
        expect(page.get_by_text(QUESTION).first).to_be_visible()
        for number in range(1, len(REPLIES) + 1):
            _button(page, "run:step").click()
            expect(page.locator(".rx-card")).to_have_count(number)
        expect(page.get_by_text("Answer: Edith Marlowe — correct.", exact=False)).to_be_visible()
        sidebar = page.locator("[data-testid='stSidebar']")
        sidebar.get_by_text("Your documents folder").click()  # folded after a build: open it to show what was read
        expect(sidebar.get_by_text("Searching 12 pages from", exact=False)).to_be_visible()
        expect(sidebar.get_by_text("6 documents and 6 sections", exact=False)).to_be_visible()
        page.wait_for_timeout(500)  # the expander's opening animation
        page.mouse.move(0, 0)  # no hover highlight in the picture
        out.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out), full_page=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Write the README's screenshot of the Run page on your own "
        "documents (needs /usr/bin/chromium; no model, no network)."
    )
    parser.add_argument("--out", type=Path, default=OUT, help=f"the PNG to write (default {OUT.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    print(f"wrote {take(args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

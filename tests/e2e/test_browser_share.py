"""End to end in a real browser, the one-file share: a steered run whose model wrote a script tag is
in History; Export > Share as HTML downloads one file; opened from file:// (no server) it shows the
current branch, switches to the original with a click, shows the script as text and runs none of it,
and prints every branch.

Same setup as tests/e2e/test_browser.py, whose helpers this test reuses: `streamlit run app.py` on
127.0.0.1 with the fake OpenAI-compatible server (no model is called here), driven by Debian's
headless Chromium through Playwright. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

from react_core.data.tasks import get_task
from react_core.engine.assemble import new_engine, open_engine
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steering import EditThought
from react_core.trajectory.trajectory import Trajectory
from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.support.family_runs import HINT
from tests.support.scripted_model import ScriptedModel

SCRIPT = "<script>window.__pwned = 1</script>"
IMAGE = '<img src="x" onerror="window.__pwned = 2">'


def steered_with_markup() -> Trajectory:
    """A lost run whose first thought holds a script and an image with a handler; its second thought
    edited by a person, then resumed to the right answer (branch main.1)."""
    engine = new_engine(
        get_task("hotpotqa-bundled-01"),
        "react",
        ScriptedModel(
            [
                f" {SCRIPT} {IMAGE} I should search Bohemian Rhapsody.\nAction 1: Search[Bohemian Rhapsody]",
                " It is not there. I will guess.\nAction 2: Finish[Tanzania]",
            ]
        ),
    )
    engine.run()
    steered = open_engine(
        engine.trajectory,
        ScriptedModel(
            ["Search[Freddie Mercury]", " He was born in Stone Town, on Zanzibar.\nAction 3: Finish[Zanzibar]"]
        ),
    )
    steered.steering.apply(EditThought(3, HINT))
    steered.run()
    return steered.trajectory


def test_share_as_html_downloads_a_file_that_reads_offline_switches_branch_and_runs_no_script(tmp_path):
    _need_chromium()
    from playwright.sync_api import expect

    home = tmp_path / "home"
    trajectory = steered_with_markup()
    TrajectoryStore(home / "history.sqlite3").save(trajectory)
    shared = tmp_path / "shared.html"
    with running_app(FakeOpenAIServer(models=("fake-react",)), home) as url, browser_page() as page:
        try:
            page.goto(url.rstrip("/") + "/History")
            _button(page, f"history:{trajectory.id}:details").click()
            _settle(page)  # the details' rerun first: a download clicked during it can be dropped
            with page.expect_download() as download:
                _button(page, f"history:{trajectory.id}:dl:html").click()
            assert download.value.suggested_filename == f"hotpotqa-bundled-01-react-{trajectory.id}.html"
            download.value.save_as(shared)

            page.goto(shared.as_uri())  # from the disk: no server behind it
            original, fork = page.locator("#rx-panel-0"), page.locator("#rx-panel-1")
            expect(page.locator("h1")).to_contain_text("In what archipelago was the lead singer")
            expect(fork).to_be_visible()  # the branch that was current when it was shared
            expect(original).to_be_hidden()
            expect(fork.get_by_text(HINT).first).to_be_visible()
            expect(fork.get_by_text("edited by a person").first).to_be_visible()
            expect(fork.get_by_text("First difference at row 4; 6 of 9 rows differ")).to_be_visible()
            header = page.locator("header")
            expect(header).to_contain_text("answer Zanzibar · correct · em 1 · f1 1")
            expect(header).to_contain_text("answer Tanzania · wrong · em 0 · f1 0")
            page.screenshot(path=str(ARTIFACTS / "e2e-share-fork.png"), full_page=True)

            page.locator("label[for=rx-pick-0]").click()
            expect(original).to_be_visible()
            expect(fork).to_be_hidden()
            chosen = page.locator("label[for=rx-pick-0]")
            expect(chosen).to_have_css("background-color", "rgb(31, 111, 178)")
            thought = original.locator(".rx-thought .rx-text").first
            expect(thought).to_contain_text(f"{SCRIPT} {IMAGE} I should search Bohemian Rhapsody.")
            expect(original.get_by_text("search found nothing")).to_be_visible()
            assert page.evaluate("() => typeof window.__pwned") == "undefined"
            assert page.evaluate("() => document.scripts.length + document.images.length") == 0
            page.screenshot(path=str(ARTIFACTS / "e2e-share-original.png"), full_page=True)

            page.emulate_media(media="print")  # on paper every branch, one after the other
            expect(original).to_be_visible()
            expect(fork).to_be_visible()
            expect(page.locator("nav.rx-tabs")).to_be_hidden()
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "e2e-share-failure.png"), full_page=True)
            raise

"""End to end in a real browser: `streamlit run app.py` on 127.0.0.1, Debian's headless Chromium
driven by Playwright, the model an OpenAI-compatible HTTP server (the fake one) reached through
the same env variables a user sets (OPENAI_BASE_URL, REACT_MODEL).

Needs `apt-get install chromium chromium-driver` (no browser download). Without Chromium the
test skips locally; under CI=true it fails instead, so CI can never pass without running it.
Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.data.test_data_corpus import LIST_LAYOUT
from tests.support.fake_openai_server import FakeOpenAIServer
from tests.ui.test_app_common import FINISH, FREDDIE, QUEEN
from tools.app_launch import CHROMIUM, CHROMIUM_ARGS, app_running

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


def _need_chromium() -> None:
    if Path(CHROMIUM).exists():
        return
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("Chromium is missing in CI: install Debian's chromium and chromium-driver (make browser).")
    pytest.skip("Chromium is not installed here (apt-get install chromium chromium-driver); CI runs this test.")


@contextmanager
def running_app(
    server: FakeOpenAIServer, home: Path, api_key: str | None = "test-key", model: str = "fake-react"
) -> Iterator[str]:
    """`streamlit run app.py` on a free loopback port, its model the fake server (reached through the
    env variables a user sets); yields the app's URL and stops both afterwards."""
    env = {
        **os.environ,
        "OPENAI_BASE_URL": server.base_url,
        "REACT_MODEL": model,
        "REACT_HOME": str(home),
        "REACT_CACHE": "0",
    }
    if api_key:
        env["OPENAI_API_KEY"] = api_key
    else:
        env.pop("OPENAI_API_KEY", None)
    with server, app_running(env) as url:
        yield url


@contextmanager
def browser_page() -> Iterator:
    """A page in Debian's headless Chromium (never a downloaded browser). Waits, the page's and
    `expect`'s alike, allow 30 s: a page switch on a loaded 2-core machine can take several."""
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=30_000)
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(30_000)
            yield page
        finally:
            browser.close()


@pytest.fixture
def app_url(tmp_path):
    _need_chromium()
    server = FakeOpenAIServer(models=("fake-react",))
    # Two steps, then (after the edit) the action for the human thought, then the answer.
    server.reply(QUEEN).reply(FREDDIE).reply(" Search[Freddie Mercury]").reply(FINISH)
    with running_app(server, tmp_path / "home") as url:
        yield url, server


def _button(page, key: str):
    # Streamlit marks each keyed element's container with the class st-key-<key> (":" becomes "-").
    return page.locator(f".st-key-{key.replace(':', '-')} button").first


def test_step_twice_edit_a_thought_resume_and_see_the_new_branch(app_url):
    from playwright.sync_api import expect

    url, server = app_url
    with browser_page() as page:
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
        _settle(page)  # Apply's rerun drew the notice first: a click during it can be lost
        resume.click()
        expect(page.get_by_text("correct.", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-4-resumed.png"), full_page=True)

        page.locator(".st-key-run-view").get_by_text("Branches").click()
        expect(page.get_by_text("main.1", exact=False).first).to_be_visible()
        expect(page.get_by_text("edited Thought 2", exact=False).first).to_be_visible()
        # The diff compares with the original branch and marks where the two first part: the edited thought.
        first = page.locator("tr.rx-first-diff")
        expect(first).to_have_count(1)
        expect(first).to_contain_text("first difference")
        expect(first).to_contain_text("Mercury sang for Queen.")
        expect(page.get_by_text("First difference at row 4", exact=False)).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-5-branches.png"), full_page=True)

    prompts = [r.body.get("prompt", "") for r in server.completion_requests]
    assert any(
        str(p).endswith("Thought 2: Mercury sang for Queen. I should look up where he was born.\nAction 2:")
        for p in prompts
    )


def test_compare_react_and_act_then_find_both_in_history(tmp_path):
    """Run all on Compare (ReAct and Act a step at a time, side by side) and see where the two first part; both runs are
    on the History page, and "Open comparison" there puts both columns back on Compare."""
    _need_chromium()
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    # Act starts elsewhere (the song's page), so the two part at their first action.
    # The columns step at the same time, so their requests come in either order: ReAct's prompt (the
    # only one with thoughts) takes its own replies, Act the rest.
    server.queue("Thought", QUEEN, FREDDIE, FINISH)
    for act in [" Search[Bohemian Rhapsody]", " Search[Freddie Mercury]", " Finish[Zanzibar]"]:
        server.reply(act)
    with running_app(server, tmp_path / "home", api_key=None) as url, browser_page() as page:
        page.goto(f"{url}/Compare")
        _button(page, "compare:run_all").click()
        expect(page.locator(".rx-card")).to_have_count(6)
        expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_have_count(2)
        page.screenshot(path=str(ARTIFACTS / "e2e-6-compare.png"), full_page=True)
        page.get_by_text("Where ReAct and Act part", exact=False).click()
        first = page.locator("tr.rx-first-diff")
        expect(first).to_contain_text("first difference")
        expect(first).to_contain_text("Search[Bohemian Rhapsody]")
        page.goto(f"{url}/History")
        expect(page.get_by_text("2 saved trajectories", exact=False)).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-7-history.png"), full_page=True)
        page.locator("[class*='-compare'] button").first.click()
        expect(page.locator(".rx-card")).to_have_count(6)
        expect(page.get_by_text("Answer: Zanzibar — correct.", exact=False)).to_have_count(2)
        page.screenshot(path=str(ARTIFACTS / "e2e-7b-comparison-reopened.png"), full_page=True)


def test_stop_cancels_the_step_in_flight_in_the_real_runtime(tmp_path):
    """Run to end with a slow second step; Stop clicked meanwhile cancels that step: nothing is written."""
    _need_chromium()
    from playwright.sync_api import expect

    from tests.support.fake_openai_server import Scripted

    server = FakeOpenAIServer(models=("fake-react",))
    # Step 2's reply takes 12 s: a window for the Stop click that a loaded machine's slow rerun cannot miss.
    server.reply(QUEEN).reply(FREDDIE, delay_s=12.0).reply(FINISH)
    server.default = Scripted(texts=[FINISH])
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        expect(_button(page, "run:step")).to_be_enabled()
        _button(page, "run:run").click()
        expect(page.locator(".rx-card")).to_have_count(1)
        # Step 2 is in flight once its request reached the model (a Stop in the moment between the two
        # steps is "Stopped between steps", another test's case).
        for _ in range(300):
            if len(server.completion_requests) >= 2:
                break
            page.wait_for_timeout(100)
        assert len(server.completion_requests) == 2, "step 2 never asked the model"
        _button(page, "run:stop").click()
        expect(page.get_by_text("the step in flight was cancelled", exact=False)).to_be_visible()
        expect(page.locator(".rx-card")).to_have_count(1)  # the step in flight was not written
        page.wait_for_timeout(12_500)  # past the slow reply's arrival
        expect(page.locator(".rx-card")).to_have_count(1)  # and no step after it
        page.screenshot(path=str(ARTIFACTS / "e2e-8-stopped.png"), full_page=True)
    assert len(server.completion_requests) == 2


# Three questions in the official HotpotQA list layout, with their own paragraphs (4 distinct pages).
# The gold answer of q3 is "Nowhere", the one answer the scripted model ever gives, so some episodes
# are right and the rest wrong.
EVAL_QUESTIONS = LIST_LAYOUT + [
    {
        "_id": "q3",
        "question": "Where does the Lost Lighthouse of Kell stand?",
        "answer": "Nowhere",
        "type": "bridge",
        "level": "easy",
        "supporting_facts": [["Lost Lighthouse of Kell", 1]],
        "context": [
            [
                "Lost Lighthouse of Kell",
                ["The Lost Lighthouse of Kell is a sailors' legend.", " It stands nowhere: no one has ever found it."],
            ]
        ],
    },
]
# One reply every method can read: ReAct takes the thought and Finish[Nowhere]; CoT and CoT-SC take
# "Answer: Nowhere"; Act reads its first line as an (invalid) action and runs to its step limit.
EVAL_REPLY = " I think it is Nowhere.\nAction 1: Finish[Nowhere]\nAnswer: Nowhere"


def _choose(box, wanted, typed: str | None = None) -> None:
    """Open the list under `box` (typing `typed` first, to filter it) and click `wanted`. The list is
    opened again if the option is not there yet (a rerun still on its way can bring it)."""
    for attempt in range(3):
        box.click()
        if typed is not None:
            box.fill(typed)
        try:
            wanted.wait_for(timeout=5_000)
            break
        except Exception:
            if attempt == 2:
                raise
            box.press("Escape")
    wanted.click()


def _pick(page, key: str, option: str) -> None:
    """Choose `option` (a substring of its label) in the selectbox with this key."""
    _choose(
        page.locator(f".st-key-{key.replace(':', '-')} [role='combobox']"),
        page.get_by_role("option", name=option).first,
    )


def _settle(page) -> None:
    """Wait until the rerun a widget change asked for has ended. A button's callback arguments are
    the ones of the last finished run, so a click sent while a rerun is still on its way would act
    on the old values (e.g. "Try N times" with the previous N)."""
    from playwright.sync_api import expect

    app = page.locator("[data-testid='stApp']")
    try:
        expect(app).to_have_attribute("data-test-script-state", "running", timeout=2_000)
    except AssertionError:
        pass  # already over (or not started yet: the wait below is then a no-op)
    expect(app).to_have_attribute("data-test-script-state", "notRunning")


def _add_options(page, key: str, *options: str) -> None:
    """Add `options` (their exact labels) to the multiselect with this key."""
    from playwright.sync_api import expect

    box = page.locator(f".st-key-{key.replace(':', '-')}")
    for option in options:
        _choose(box.locator("input"), page.get_by_role("option", name=option, exact=True), typed=option)
        box.locator("input").press("Escape")
        expect(box.get_by_text(option, exact=True)).to_be_visible()


def _set_number(page, key: str, value: int) -> None:
    from playwright.sync_api import expect

    box = page.locator(f".st-key-{key.replace(':', '-')} input")
    box.fill(str(value))
    box.press("Enter")
    expect(box).to_have_value(str(value))
    # The box shows the number before the rerun it asked for has ended; a button pressed meanwhile acts on
    # the old one (a CoT-SC batch ran with 21 samples, not 3, in the fresh-clone CI at load 8).
    _settle(page)


def test_evaluate_an_imported_file_read_table_1_and_steer_a_failed_episode(tmp_path):
    """The Evaluate page's "done when": import a HotpotQA file with its paragraphs, run ReAct / Act /
    CoT / CoT-SC on it from the app, watch progress, read the Table 1 layout and the charts, then open
    a wrong ReAct episode in the Run page, edit its thought and resume it on a new branch.
    What a person reads must not mislead (issue 19): the estimated time before Start, the batch just
    run shown without being added by hand, every figure with its episode count, and the finished
    banner's time frozen."""
    _need_chromium()
    import json
    import re

    from playwright.sync_api import expect

    from tests.support.fake_openai_server import Scripted

    questions = tmp_path / "my_hotpot.json"
    questions.write_text(json.dumps(EVAL_QUESTIONS))
    server = FakeOpenAIServer(models=("fake-react",))
    server.default = Scripted(texts=[EVAL_REPLY], delay_s=0.2)  # a batch of a few seconds, to watch
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        try:
            page.goto(f"{url}/Evaluate")
            sidebar = page.locator("[data-testid='stSidebar']")

            # Import the file: its questions and a corpus of its own paragraphs.
            sidebar.locator(".st-key-eval-hotpotqa-upload input[type=file]").set_input_files(str(questions))
            expect(
                sidebar.get_by_text(
                    "Imported 3 tasks from my_hotpot.json with 4 pages of their own paragraphs", exact=False
                )
            ).to_be_visible()

            # The import chose it under "Tasks from" already; then all 3 questions, the default
            # methods and 3 CoT-SC samples.
            expect(sidebar.locator(".st-key-eval-hotpotqa-source input")).to_have_value("Imported: my_hotpot.json")
            expect(page.get_by_text("Searched in this file's own paragraphs (4 pages).")).to_be_visible()
            _set_number(page, "eval:n", 3)
            methods = sidebar.locator(".st-key-eval-hotpotqa-methods")
            for name in ("ReAct", "Act"):  # the small default batch
                expect(methods.get_by_text(name, exact=True)).to_be_visible()
            _add_options(page, "eval:hotpotqa:methods", "CoT", "CoT-SC")
            sidebar.get_by_text("More settings").click()
            _set_number(page, "eval:samples", 3)
            # Before Start: the chosen batch's time (nothing stored yet: the stated rough default).
            expect(page.get_by_text(re.compile(r"^Estimated time: about .* for 12 episodes"))).to_be_visible()
            expect(page.get_by_text("rough default", exact=False).first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "evaluate-settings.png"), full_page=True)

            # Run the batch: progress while it runs, then the finished message.
            start = _button(page, "eval:start")
            expect(start).to_contain_text("Run batch")
            start.click()
            progress = page.locator("[data-testid='stProgress']")
            expect(progress).to_be_visible()
            expect(progress).to_contain_text(re.compile(r"\d+/12 episodes"))
            banner = page.get_by_text(re.compile(r"Batch .* finished: 12/12 episodes"))
            expect(banner).to_be_visible(timeout=60_000)
            batch = re.search(r"Batch (\S+) finished", banner.inner_text()).group(1)

            # The batch just run is the one shown, without adding it by hand; it says it is done.
            expect(page.locator(".st-key-eval-show")).to_contain_text(batch)
            status = page.locator("[data-testid='stDataFrame']").filter(has_text="12 of 12").first
            expect(status.get_by_text("done", exact=True)).to_be_attached()

            # Table 1 layout, the charts and the failure breakdown.
            expect(page.get_by_text("Table 1 layout", exact=False)).to_be_visible()
            table1 = page.locator("[data-testid='stTable']").filter(has_text="PaLM-540B").first
            for row in ("ReAct", "Act", "CoT", "CoT-SC"):
                expect(table1.get_by_text(row, exact=True).first).to_be_attached()
            expect(table1.get_by_text("HotpotQA EM · PaLM-540B (paper)", exact=True)).to_be_attached()
            expect(table1.get_by_text("HotpotQA EM · fake-react", exact=True)).to_be_attached()
            # Every figure of ours with the episodes behind it (three questions a method).
            expect(table1.get_by_text(re.compile(r"^\d+\.\d \(n=3\)$")).first).to_be_attached()
            expect(page.get_by_text("followed by the number of episodes behind it", exact=False)).to_be_visible()
            expect(page.get_by_text("Score per method", exact=False)).to_be_visible()
            expect(page.locator("[data-testid='stVegaLiteChart']").first).to_be_visible()
            expect(page.get_by_text("Failure breakdown", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "evaluate-table.png"), full_page=True)
            ended = banner.inner_text()
            assert "took" in ended and "ended at" in ended
            page.wait_for_timeout(1_500)  # then a rerun (the toggle below): the batch's time must not grow

            expect(page.get_by_text("Batches to show", exact=False)).to_be_visible()

            # Only the wrong episodes; open the wrong ReAct one on q1 in the Run page.
            episodes = page.locator("[data-testid='stDataFrame']").filter(has_text="Lost Lighthouse of Kell")
            page.locator(".st-key-eval-only_failed").get_by_text("Only episodes scored wrong").click()
            expect(banner).to_have_text(ended)
            # q3's gold is the scripted answer: of its four episodes only Act's (no answer) is left.
            expect(episodes.get_by_text("Where does the Lost Lighthouse of Kell stand?")).to_have_count(1)
            _pick(page, "eval:episode", "ReAct · wrong · Which city is the home of the Lantern Festival of Orvo?")
            expect(page.locator(".st-key-eval-episode input")).to_have_value(
                re.compile("^ReAct · wrong · Which city is the home of the Lantern Festival of Orvo\\? · hotpotqa-q1")
            )
            _button(page, "eval:open").click()
            expect(page.get_by_text("Lantern Festival of Orvo", exact=False).first).to_be_visible()
            cards = page.locator(".rx-card")
            expect(cards).to_have_count(1)
            expect(cards.first).to_contain_text("I think it is Nowhere.")
            expect(cards.first).to_contain_text("Finish[Nowhere]")
            expect(page.get_by_text("— wrong.", exact=False).first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "evaluate-opened-in-run.png"), full_page=True)

            # Steer: edit Thought 1, then Resume on the new branch, in the file's own corpus.
            server.reply(" Search[Lantern Festival of Orvo]")
            server.reply(" The festival takes place in Orvo Town.\nAction 2: Finish[Orvo Town]")
            _button(page, "run:0:steer").click()
            editor = page.locator(".st-key-run-0-ed-edit-text textarea")
            editor.fill("I should look up the Lantern Festival of Orvo.")
            _button(page, "run:0:ed:apply").click()
            expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()
            resume = _button(page, "run:run")
            expect(resume).to_contain_text("Resume")
            _settle(page)  # Apply's rerun drew the notice first: a click during it can be lost
            resume.click()
            expect(page.get_by_text("It takes place in Orvo Town.", exact=False).first).to_be_visible()
            expect(page.get_by_text("Answer: Orvo Town — correct.", exact=False)).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "evaluate-steered.png"), full_page=True)

            page.locator(".st-key-run-view").get_by_text("Branches").click()
            expect(page.get_by_text("main.1", exact=False).first).to_be_visible()
            expect(page.get_by_text("edited Thought 1", exact=False).first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "evaluate-branches.png"), full_page=True)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "evaluate-failure.png"), full_page=True)
            raise
    assert [r.body.get("n") for r in server.completion_requests].count(3) == 3  # CoT-SC: 3 samples a question
    prompts = [str(r.body.get("prompt", "")) for r in server.completion_requests]
    assert any(p.endswith("Thought 1: I should look up the Lantern Festival of Orvo.\nAction 1:") for p in prompts)


def test_a_looping_trajectory_opened_from_history_is_flagged_and_steered_where_it_says(tmp_path):
    """Open a saved trajectory that searches the same page twice, see the loop flag, press
    "Steer here", replace the action, Apply and resume; the agent then answers."""
    _need_chromium()
    from playwright.sync_api import expect

    from react_core.data.tasks import load_tasks
    from react_core.engine.assemble import new_engine
    from react_core.environments.wikipedia import make_env
    from react_core.storage.store import TrajectoryStore
    from tests.support.scripted_model import ScriptedModel

    again = " I still need the singer.\nAction 2: Search[Queen (band)]"
    engine = new_engine(load_tasks("hotpotqa")[0], "react", ScriptedModel([QUEEN, again]), env=make_env())
    engine.run(max_units=2)
    home = tmp_path / "home"
    home.mkdir()
    TrajectoryStore(home / "history.sqlite3").save(engine.trajectory)
    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(FINISH)
    with running_app(server, home) as url, browser_page() as page:
        page.goto(f"{url}/History")
        _button(page, f"history:{engine.trajectory.id}:open").click()
        expect(page.locator(".rx-card")).to_have_count(2)
        flag = page.locator(".rx-card .rx-flag")
        expect(flag).to_have_count(1)
        expect(flag).to_contain_text("the same action as the previous one")
        page.screenshot(path=str(ARTIFACTS / "e2e-9-flagged.png"), full_page=True)

        _button(page, "run:3:steer_here").click()
        editor = page.locator(".st-key-run-3-ed-replace-text textarea")
        expect(editor).to_have_value("Search[Queen (band)]")
        editor.fill("Search[Freddie Mercury]")
        _button(page, "run:3:ed:apply_resume").click()
        expect(page.get_by_text("correct.", exact=False).first).to_be_visible()
        expect(page.locator(".rx-card .rx-flag")).to_have_count(0)
        page.screenshot(path=str(ARTIFACTS / "e2e-10-steered.png"), full_page=True)
    assert len(server.completion_requests) == 1  # the replaced action needed no model call


def test_a_webshop_instruction_is_stepped_steered_and_resumed_to_a_purchase(tmp_path):
    """WebShop in the real runtime: choose the family, step the agent through the shop's pages,
    edit its first thought, Resume (the shop is replayed to the fork), and buy what was asked."""
    _need_chromium()
    from playwright.sync_api import expect

    from tests.environments.test_webshop_integration import GOAL, TASK, buying_the_target

    think, search, product, *choose, buy = buying_the_target()
    server = FakeOpenAIServer(models=("fake-react",))
    for reply in (think, search, product, search, product, *choose, buy):
        server.reply(reply)
    with running_app(server, tmp_path / "home") as url, browser_page() as page:
        page.goto(url)
        _pick(page, "task:family", "WebShop (shopping)")
        expect(page.get_by_text(TASK.text[:40], exact=False).first).to_be_visible()
        for shows in ("I should search for the product", "Page 1 (Total results", "[Buy Now]"):
            expect(_button(page, "run:step")).to_be_enabled()
            _button(page, "run:step").click()
            expect(page.get_by_text(shows, exact=False).first).to_be_visible()
        expect(page.get_by_text(GOAL["name"], exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-webshop-1-stepped.png"), full_page=True)

        _button(page, "run:0:steer").click()
        page.locator(".st-key-run-0-ed-edit-text textarea").fill("I will search for the exact product name.")
        _button(page, "run:0:ed:apply").click()
        expect(page.get_by_text("New branch main.1", exact=False)).to_be_visible()
        resume = _button(page, "run:run")
        expect(resume).to_contain_text("Resume")
        _settle(page)  # Apply's rerun drew the notice first: a click during it can be lost
        resume.click()
        expect(page.get_by_text("every requirement met", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-webshop-2-bought.png"), full_page=True)
    prompts = [str(r.body.get("prompt", "")) for r in server.completion_requests]
    assert any("Action: think[I will search for the exact product name.]\nObservation: OK." in p for p in prompts)

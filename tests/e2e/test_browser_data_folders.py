"""A new user points the app at the official data in a real browser and runs a task from each folder.

The Data page takes ../shared's official WebShop catalogue and the paper's FEVER claims and pages,
checks them (the counts a person reads), builds their index and corpus, and the Run page then plays
one WebShop goal and one FEVER claim with the fake model. Skipped, with the reason, where ../shared
or Chromium is absent.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.test_browser import ARTIFACTS, _button, _need_chromium, _pick, _settle, browser_page, running_app
from tests.support.fake_openai_server import FakeOpenAIServer

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
WEBSHOP = SHARED / "webshop-official"
FEVER = SHARED / "fever-react500"


def _type(page, key: str, text: str) -> None:
    box = page.locator(f".st-key-{key.replace(':', '-')} input")
    box.fill(text)
    box.press("Enter")


def _claim_with_its_page():
    """The first claim whose evidence page the dump holds, that page's title and first sentence
    (read at run time: the data is not the project's to copy into its files)."""
    from react_core.data import fever
    from react_core.data.pages import normalize_title

    pages = {normalize_title(p.title): p for p in fever.read_wiki_pages(FEVER / "wiki-react500.jsonl")}
    for claim in fever.read_tasks(FEVER / "claims_react500_open.jsonl"):
        for title in claim.meta["evidence_pages"]:
            if normalize_title(title) in pages:
                page = pages[normalize_title(title)]
                return claim, page.title, page.sentences[0]
    raise AssertionError("no claim has its evidence page in the dump")


def test_a_new_user_sets_the_data_folders_and_runs_a_task_from_each(tmp_path):
    _need_chromium()
    for path in (WEBSHOP, FEVER):
        if not path.exists():
            pytest.skip(f"{path} is not here (../shared holds the official data on a developer's machine)")
    from playwright.sync_api import expect

    server = FakeOpenAIServer(models=("fake-react",))
    server.reply(" search[cotton t-shirt]")  # the WebShop goal's first action
    claim, title, first_sentence = _claim_with_its_page()
    server.reply(f" I need to search {title}.\nAction 1: Search[{title}]")
    server.reply(f" The page settles it.\nAction 2: Finish[{claim.gold}]")
    with running_app(server, tmp_path / "home", api_key=None) as url, browser_page() as page:
        page.goto(f"{url}/Data")
        _type(page, "data:webshop_folder", str(WEBSHOP))
        page.locator(".st-key-data-webshop_goals").get_by_text("Synthetic goals").click()
        _button(page, "data:webshop_save").click()
        expect(page.get_by_text("6,910 WebShop tasks", exact=False)).to_be_visible()
        expect(page.get_by_text("items_human_ins.json (the human instructions", exact=False)).to_be_visible()

        _type(page, "data:fever_wiki", str(FEVER / "wiki-react500.jsonl"))
        _type(page, "data:fever_claims", str(FEVER / "claims_react500_open.jsonl"))
        _button(page, "data:fever_save").click()
        expect(page.get_by_text("440 FEVER tasks", exact=False)).to_be_visible()
        expect(page.get_by_text("346 pages in the corpus", exact=False)).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-data-1-folders-checked.png"), full_page=True)

        page.goto(url)  # the Run page: WebShop's official goals are a second "Tasks from"
        _pick(page, "task:family", "WebShop")
        _pick(page, "task:webshop:suite", "Official files: webshop-official (synthetic goals)")
        _settle(page)  # a click sent while the task's rerun is on its way can be lost with the old button
        _button(page, "run:step").click()
        expect(page.locator(".rx-card")).to_have_count(1)
        expect(page.locator(".rx-card").get_by_text("Total results", exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-data-2-webshop-official.png"), full_page=True)

        _pick(page, "task:family", "FEVER")
        _pick(page, "task:fever:source", "claims_react500_open.jsonl")
        # A key's class has its dots written as dashes, as Streamlit writes them.
        _pick(page, "task:fever:claims_react500_open-jsonl:task", claim.id)
        _settle(page)
        _button(page, "run:run").click()
        expect(page.get_by_text("correct.", exact=False).first).to_be_visible()
        # The observation is the saved page's own text, found in the corpus built on the Data page.
        expect(page.locator(".rx-card").get_by_text(first_sentence[:40], exact=False).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "e2e-data-3-fever-claim.png"), full_page=True)

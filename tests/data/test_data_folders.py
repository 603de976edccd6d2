"""Data folders a person sets on the Data page: saved in REACT_HOME, checked, built once, and their
tasks offered wherever tasks are chosen. Environment variables win over the saved folders.

The official data comes from ../shared when present (skipped with the reason otherwise); the
broken-file and missing-folder cases need no data at all.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from react_core.data import data_folders
from react_core.data.corpus import Corpus
from react_core.data.data_folders import DataFolders, load_folders, save_folders
from react_core.data.errors import DataError
from react_core.engine import catalog, data_checks
from react_core.evaluation.tasksets import load_set
from tests.ui.test_app_common import click, open_page

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
WEBSHOP = SHARED / "webshop-official"
FEVER = SHARED / "fever-react500"
ALFWORLD = SHARED / "alfworld-sample"


def need(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared holds the official data on a developer's machine)")
    return path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    for name in ("WEBSHOP_DATA", "ALFWORLD_DATA", "OPENAI_BASE_URL", "OPENAI_API_KEY", "REACT_MODEL"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "home"


def test_nothing_saved_reads_as_no_folders_and_saving_remembers_them(home):
    assert load_folders() == DataFolders()
    save_folders(DataFolders(webshop_folder="/data/webshop", webshop_goals="synthetic", alfworld_data="/data/alf"))
    assert load_folders().webshop_folder == "/data/webshop"  # a new process reads the same file
    assert json.loads((home / "data-folders.json").read_text())["alfworld_data"] == "/data/alf"


def test_a_broken_settings_file_is_named_and_kept_when_the_folders_are_saved_again(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "data-folders.json").write_text("{not json")
    with pytest.raises(DataError) as caught:
        load_folders()
    assert "data-folders.json" in str(caught.value)
    assert data_folders.webshop_source() is None  # the rest of the workbench carries on without them
    save_folders(DataFolders(alfworld_data="/x"))
    assert (home / "data-folders.json.broken").read_text() == "{not json"  # nothing lost
    assert load_folders().alfworld_data == "/x"


def test_an_environment_variable_wins_over_the_saved_folder(tmp_path, monkeypatch):
    save_folders(DataFolders(webshop_folder="/saved/webshop", webshop_goals="synthetic", alfworld_data="/saved/alf"))
    assert data_folders.webshop_source() == "/saved/webshop#synthetic"
    assert data_folders.alfworld_root() == Path("/saved/alf")
    monkeypatch.setenv("WEBSHOP_DATA", "/env/webshop")
    monkeypatch.setenv("ALFWORLD_DATA", "/env/alf")
    assert data_folders.webshop_source() == "/env/webshop"
    assert data_folders.alfworld_root() == Path("/env/alf")


def test_a_missing_folder_says_what_is_missing_and_how_to_get_it(tmp_path):
    webshop = data_checks.check_webshop(tmp_path / "nowhere", "synthetic")
    assert not webshop.ok and "setup.sh" in webshop.missing[0]
    alfworld = data_checks.check_alfworld(tmp_path)
    assert not alfworld.ok and "alfworld-download" in alfworld.missing[0]
    fever = data_checks.check_fever(None, None)
    assert not fever.ok and any("wiki-pages" in line for line in fever.missing)


def test_the_official_webshop_folder_is_checked_indexed_once_and_its_tasks_offered():
    folder = need(WEBSHOP)
    human = data_checks.check_webshop(folder, "human")
    assert not human.ok and "items_human_ins.json" in human.missing[0]  # not in ../shared: said, with the fix
    check = data_checks.check_webshop(folder, "synthetic")
    assert check.ok and check.tasks == 6910 and check.needs_build
    seen = []
    data_checks.build_webshop_index(folder, "synthetic", lambda fraction, text: seen.append(fraction))
    assert seen and seen[-1] == 1.0
    assert not data_checks.check_webshop(folder, "synthetic").needs_build  # built once
    save_folders(DataFolders(webshop_folder=str(folder), webshop_goals="synthetic"))
    source = f"{folder}#synthetic"
    assert catalog.family("webshop").sources() == ["bundled", source]
    assert len(load_set(f"webshop:{source}", limit=3)) == 3


def test_fever_claims_are_searched_in_the_saved_pages_once_built():
    wiki, claims = need(FEVER) / "wiki-react500.jsonl", FEVER / "claims_react500_open.jsonl"
    check = data_checks.check_fever(wiki, claims)
    assert check.ok and check.tasks == 440 and check.needs_build
    data_checks.build_fever(wiki)
    check = data_checks.check_fever(wiki, claims)
    assert any("346 pages" in line for line in check.lines)
    assert any("evidence page" in line for line in check.lines)
    save_folders(DataFolders(fever_wiki=str(wiki), fever_claims=str(claims)))
    assert str(claims) in catalog.family("fever").sources()
    corpus = Corpus(data_folders.fever_corpus_path(wiki))
    task, title = next(
        (t, title)
        for t in catalog.load_tasks("fever", str(claims))
        for title in t.meta["evidence_pages"]
        if corpus.page(title)
    )
    env = catalog.make_env(task)  # no corpus named: the claims bring the saved pages with them
    env.reset(task)
    assert "Could not find" not in env.step(f"search[{title}]").observation
    assert env.step("search[A page the dump does not hold]").observation.startswith("Could not find")


def test_a_saved_alfworld_folder_gives_the_official_suite():
    folder = need(ALFWORLD)
    check = data_checks.check_alfworld(folder)
    assert check.ok and check.tasks == 1
    assert "official" not in catalog.family("alfworld").sources()
    save_folders(replace(DataFolders(), alfworld_data=str(folder)))
    assert "official" in catalog.family("alfworld").sources()


def test_the_data_page_checks_and_remembers_a_folder(home):
    folder = need(WEBSHOP)
    at = open_page("pages/5_Data.py")
    at.text_input(key="data:webshop_folder").input(str(folder))
    at.radio(key="data:webshop_goals").set_value("synthetic")
    click(at, "data:webshop_save")
    assert any("6,910 WebShop tasks" in s.value for s in at.success), [s.value for s in at.success]
    assert load_folders().webshop_folder == str(folder)
    again = open_page("pages/5_Data.py")  # a restart: the page starts from the saved folder
    assert again.text_input(key="data:webshop_folder").value == str(folder)


def _fever_folder(folder: Path, claims_name: str = "claims.jsonl") -> Path:
    """A wiki-pages folder of one page with a claims file beside it, as ../shared's fever-react500 is laid out."""
    folder.mkdir(parents=True, exist_ok=True)
    page = {"id": "Marnie_-LRB-film-RRB-", "text": "Marnie is a 1964 film .", "lines": "0\tMarnie is a 1964 film ."}
    (folder / "wiki-001.jsonl").write_text(json.dumps(page) + "\n")
    claim = {
        "id": 1,
        "label": "SUPPORTS",
        "claim": "Marnie is a film.",
        "evidence": [[[1, 1, "Marnie_-LRB-film-RRB-", 0]]],
    }
    (folder / claims_name).write_text(json.dumps(claim) + "\n")
    return folder / claims_name


def test_a_wiki_folder_that_also_holds_the_claims_says_to_give_the_pages_file(tmp_path):
    claims = _fever_folder(tmp_path / "fever")
    check = data_checks.check_fever(tmp_path / "fever", claims)
    assert not check.ok and not check.needs_build  # nothing is built from the claims as if they were pages
    assert any(
        "also holds the claims file claims.jsonl" in line and "wiki-001.jsonl" in line for line in check.missing
    ), check.missing
    assert data_checks.check_fever(tmp_path / "fever" / "wiki-001.jsonl", claims).ok  # the pages' own file works


def test_a_claims_file_read_as_wiki_pages_is_named_as_claims(tmp_path):
    from react_core.data import fever

    claims = _fever_folder(tmp_path / "fever")
    with pytest.raises(DataError) as caught:
        list(fever.read_wiki_pages(claims))
    assert "holds FEVER claims" in str(caught.value) and "wiki-NNN.jsonl" in str(caught.value)


def test_the_data_page_shows_no_success_when_the_corpus_build_failed(tmp_path, home):
    wiki = tmp_path / "fever"
    _fever_folder(wiki, claims_name="other-claims.jsonl")  # a claims file the wiki field will read as pages
    claims = _fever_folder(tmp_path / "claims")
    at = open_page("pages/5_Data.py")
    at.text_input(key="data:fever_wiki").input(str(wiki))
    at.text_input(key="data:fever_claims").input(str(claims))
    click(at, "data:fever_save")
    # Named by the check (its first page does not read) or by the build that fails: either way, said.
    said = [e.value for e in at.error] + [c.value for c in at.caption]
    assert any("holds FEVER claims" in m for m in said), said
    assert not any("FEVER tasks" in s.value for s in at.success), [s.value for s in at.success]
    assert any("No FEVER tasks" in w.value for w in at.warning), [w.value for w in at.warning]


def test_one_alfworld_game_reads_as_one_task_on_the_data_page(home):
    folder = need(ALFWORLD)  # ../shared's sample holds a single game
    at = open_page("pages/5_Data.py")
    at.text_input(key="data:alfworld_data").input(str(folder))
    click(at, "data:alfworld_save")
    assert any("1 ALFWorld task**" in s.value for s in at.success), [s.value for s in at.success]


def test_wiki_pages_and_claims_given_the_other_way_round_each_say_what_they_hold(tmp_path):
    """The Data page read the pages file as claims with "field 'claim' is missing or not a str. Is this the
    right kind of file for this importer?", and listed the claims file as "wiki pages: 1 file" (walk3)."""
    claims = _fever_folder(tmp_path / "fever")
    pages = tmp_path / "fever" / "wiki-001.jsonl"
    check = data_checks.check_fever(claims, pages)
    assert not check.ok and not check.needs_build
    assert not any(line.startswith("wiki pages:") for line in check.lines), check.lines
    assert any("wiki-001.jsonl holds FEVER wiki pages" in m and "paper_dev.jsonl" in m for m in check.missing)
    assert any("claims.jsonl holds FEVER claims" in m for m in check.missing), check.missing

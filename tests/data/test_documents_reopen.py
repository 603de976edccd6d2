"""A documents run records the corpus it searched (file and folder), as --corpus is recorded for
Wikipedia: reopened later (History, the URL), it searches the same pages, not the folder built
since (a build of another folder into the same file keeps the earlier one beside it); pages that
are nowhere now are one clear message."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from react_core.common.errors import EnvironmentFailure
from react_core.data.document_corpus import build_documents_corpus, default_documents_corpus, kept_copy
from react_core.data.document_tasks import EXAMPLE_NOTES
from react_core.engine.assemble import new_engine, open_engine
from react_core.engine.catalog import EnvChoice, find_task
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.scripted_model import ScriptedModel

LIGHTHOUSE = " The lighthouse note has it.\nAction 1: Search[Skerrin Lighthouse]"
QUESTION = Task("docs-own-1", "docs", "How tall is Skerrin Lighthouse?", "22 metres", {"source": "own"})


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))


@pytest.fixture
def folders(tmp_path) -> tuple[Path, Path]:
    """The example notes, and another folder with one note of its own."""
    harbour, other = tmp_path / "harbour", tmp_path / "other"
    shutil.copytree(EXAMPLE_NOTES, harbour)
    other.mkdir()
    (other / "Garden.md").write_text("# Garden\nThe garden has three apple trees. The gate is green.\n")
    return harbour.resolve(), other.resolve()


def reopened(engine) -> Trajectory:
    return Trajectory.from_json(engine.trajectory.to_json())


def test_a_run_records_the_corpus_file_and_the_folder_it_was_built_from(folders):
    harbour, _ = folders
    build_documents_corpus(harbour)
    engine = new_engine(QUESTION, "react", ScriptedModel([LIGHTHOUSE]))
    assert engine.trajectory.model["corpus"] == str(default_documents_corpus().resolve())
    assert engine.trajectory.model["corpus_folder"] == str(harbour)


def test_a_reopened_run_searches_the_file_it_ran_on_not_the_one_built_last(folders, tmp_path):
    harbour, other = folders
    own = build_documents_corpus(harbour, tmp_path / "harbour.sqlite").path
    engine = new_engine(QUESTION, "react", ScriptedModel([LIGHTHOUSE]), env_choice=EnvChoice(corpus_path=str(own)))
    build_documents_corpus(other)  # the default file: what new questions search from now on
    again = open_engine(reopened(engine), ScriptedModel([LIGHTHOUSE]))
    again.step()
    assert "22 metres tall" in again.trajectory.steps_of()[-1].text


def test_building_another_folder_into_the_same_file_keeps_the_pages_earlier_runs_searched(folders):
    harbour, other = folders
    build_documents_corpus(harbour)
    engine = new_engine(QUESTION, "react", ScriptedModel([LIGHTHOUSE]))
    engine.step()
    build_documents_corpus(other)  # the default file is rebuilt from another folder; harbour's is kept beside it
    assert kept_copy(default_documents_corpus(), harbour).is_file()
    again = open_engine(reopened(engine), ScriptedModel([" 22 metres.\nAction 2: Finish[22 metres]"]))
    again.step()
    assert again.trajectory.branch().answer == "22 metres"
    fresh = new_engine(
        Task("docs-own-2", "docs", "What grows in the garden?", None, {"source": "own"}),
        "react",
        ScriptedModel([" The garden note.\nAction 1: Search[Garden]"]),
    )
    fresh.step()
    assert "three apple trees" in fresh.trajectory.steps_of()[-1].text, "new questions search the folder built last"


def test_a_reopened_run_whose_pages_are_nowhere_now_says_which_folder_and_what_to_do(folders):
    harbour, other = folders
    build_documents_corpus(harbour)
    engine = new_engine(QUESTION, "react", ScriptedModel([LIGHTHOUSE]))
    engine.step()
    build_documents_corpus(other)
    kept_copy(default_documents_corpus(), harbour).unlink()  # say, cleaned up by hand
    with pytest.raises(EnvironmentFailure) as failure:
        open_engine(reopened(engine), ScriptedModel())
    message = f"{failure.value.cause} {failure.value.fix}"
    assert f"This run searched the documents of {harbour}, but " in message and f"now holds those of {other}" in message
    assert f"corpus build --docs {harbour}" in message and "saved steps stay in History" in message

    build_documents_corpus(harbour)  # as the message says: the run goes on, over its own pages
    again = open_engine(reopened(engine), ScriptedModel([" 22 metres.\nAction 2: Finish[22 metres]"]))
    again.step()
    assert again.trajectory.branch().answer == "22 metres"


def test_a_reopened_run_whose_corpus_file_is_gone_names_it_and_how_to_build_it(folders, tmp_path):
    harbour, _ = folders
    own = build_documents_corpus(harbour, tmp_path / "harbour.sqlite").path
    engine = new_engine(QUESTION, "react", ScriptedModel(), env_choice=EnvChoice(corpus_path=str(own)))
    own.unlink()
    with pytest.raises(EnvironmentFailure, match="that file is gone") as failure:
        open_engine(reopened(engine), ScriptedModel())
    assert f"--docs {harbour} --out {own}" in failure.value.fix


def test_an_example_question_rebuilds_the_example_corpus_when_the_cache_lost_it():
    engine = new_engine(find_task("docs", "docs-example-04"), "react", ScriptedModel())
    recorded = Path(engine.trajectory.model["corpus"])
    assert engine.trajectory.model["corpus_folder"] == str(EXAMPLE_NOTES.resolve())
    recorded.unlink()
    again = open_engine(reopened(engine), ScriptedModel([LIGHTHOUSE]))
    again.step()
    assert recorded.is_file() and "22 metres tall" in again.trajectory.steps_of()[-1].text

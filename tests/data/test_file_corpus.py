"""A HotpotQA file's questions are searched in that file's own paragraphs, wherever they run."""

from __future__ import annotations

import json

import pytest

from react_core.data import hotpotqa
from react_core.data.file_corpus import corpus_for_source, corpus_for_task
from react_core.data.tasks import load_tasks
from react_core.engine.assemble import new_engine, open_engine
from react_core.engine.catalog import EnvChoice, local_corpus, make_env
from tests.data.test_data_corpus import LIST_LAYOUT, SHARED_HF
from tests.support.scripted_model import ScriptedModel


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))


@pytest.fixture
def question_file(tmp_path):
    path = tmp_path / "orvo_questions.json"
    path.write_text(json.dumps(LIST_LAYOUT))
    return path


def test_a_file_with_paragraphs_gets_its_corpus_built_once(question_file):
    first = corpus_for_source(question_file)
    assert first is not None and first.is_file()
    built_at = first.stat().st_mtime_ns
    assert corpus_for_source(question_file) == first
    assert first.stat().st_mtime_ns == built_at  # not rebuilt


def test_the_page_count_is_of_distinct_pages_and_zero_without_paragraphs(question_file, tmp_path):
    from react_core.data.file_corpus import own_page_count

    assert own_page_count(question_file) == 3  # "Orvo Town" appears in both questions: one page
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps([{"question": "Who?", "answer": "Me"}]))
    assert own_page_count(bare) == 0


def test_an_edited_file_gets_a_new_corpus(question_file):
    before = corpus_for_source(question_file)
    question_file.write_text(json.dumps(LIST_LAYOUT[:1]))
    after = corpus_for_source(question_file)
    assert after is not None and after != before


def test_a_questions_only_file_brings_no_corpus(tmp_path):
    path = tmp_path / "simplified.json"
    path.write_text(json.dumps([{"question": "Who?", "answer": "Me", "type": "bridge"}]))
    assert corpus_for_source(path) is None
    assert corpus_for_task(hotpotqa.read_tasks(path)[0]) is None


def test_bundled_tasks_keep_the_bundled_corpus():
    task = load_tasks("hotpotqa")[0]
    assert corpus_for_task(task) is None and local_corpus(task) is None


def test_the_environment_for_an_imported_question_searches_its_paragraphs(question_file):
    task = load_tasks("hotpotqa", str(question_file))[0]
    env = make_env(task)
    env.reset(task)
    assert env.step("search[Orvo Town]").observation.startswith("Orvo Town is a small town.")


def test_a_corpus_the_user_names_wins_over_the_files_own(question_file, tmp_path):
    task = load_tasks("hotpotqa", str(question_file))[0]
    assert local_corpus(task, EnvChoice("local", str(tmp_path / "mine.sqlite"))) == tmp_path / "mine.sqlite"


def test_a_reopened_trajectory_searches_the_corpus_it_was_started_with(question_file):
    task = load_tasks("hotpotqa", str(question_file))[0]
    own = corpus_for_source(question_file)
    model = ScriptedModel([" I look up Orvo Town.\nAction 1: Search[Orvo Town]"])
    engine = new_engine(task, "react", model, env_choice=EnvChoice("local", str(own)))
    engine.step()
    assert engine.trajectory.model["corpus"] == str(own)
    own.rename(own.with_name("moved.sqlite"))  # the file's own corpus is gone: only the recorded one can answer
    elsewhere = own.with_name("moved.sqlite")
    engine.trajectory.model["corpus"] = str(elsewhere)
    reopened = open_engine(engine.trajectory, model)
    reopened.env.reset(task)
    assert reopened.env.step("search[Orvo Town]").observation.startswith("Orvo Town is a small town.")


def test_the_shared_hotpotqa_sample_finds_its_gold_pages():
    if not SHARED_HF.is_file():
        pytest.skip(f"HotpotQA sample not present at {SHARED_HF}")
    task = load_tasks("hotpotqa", str(SHARED_HF))[0]
    env = make_env(task)
    env.reset(task)
    for title in task.meta["supporting_pages"]:
        assert not env.step(f"search[{title}]").observation.startswith("Could not find"), title

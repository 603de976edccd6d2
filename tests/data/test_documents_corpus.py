"""Your documents as the knowledge source: a folder of files becomes a corpus searched with the paper's API."""

from __future__ import annotations

import io
import itertools
import json
import os
import shutil
from pathlib import Path

import pytest

from react_core.common.errors import EnvironmentFailure
from react_core.data import document_corpus, documents
from react_core.data.corpus import Corpus
from react_core.data.document_corpus import build_documents_corpus
from react_core.data.document_tasks import EXAMPLE_NOTES, EXAMPLE_QUESTIONS, corpus_of, load_questions
from react_core.data.errors import DataError
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.environments.wikipedia import make_env
from react_core.evaluation.tables import table1
from react_core.trajectory.steering import EditThought
from react_core.trajectory.steps import Outcome
from react_core.trajectory.task import Task
from tests.support.scripted_model import ScriptedModel
from tools.example_pdf import LINES, TITLE, simple_pdf

PROMPTS = Path(__file__).resolve().parents[2] / "prompts" / "docs"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))


@pytest.fixture
def notes(tmp_path) -> Path:
    folder = tmp_path / "notes"
    shutil.copytree(EXAMPLE_NOTES, folder)
    return folder


def env_over(path: Path):
    env = make_env(corpus_path=path)
    env.reset(None)
    return env


def test_the_example_folder_builds_into_documents_and_titled_sections(tmp_path):
    report = build_documents_corpus(EXAMPLE_NOTES, tmp_path / "ex.sqlite")
    assert (report.documents, report.sections, report.skipped) == (6, 6, [])
    titles = Corpus(report.path).titles()
    # Titles from a Markdown "# heading", an HTML <title>, a PDF's metadata and file names.
    assert {
        "Harrow Bay Observatory",
        "Skerrin Lighthouse",
        "Skerrin Tide Survey 2024",
        "Harrow Bay Ferry",
        "Skerrin School",
        "Marlowe Rope Works",
    } <= set(titles)
    assert "Keepers (Skerrin Lighthouse)" in titles and "Telescopes (Harrow Bay Observatory)" in titles


def test_search_opens_a_document_or_a_section_and_lookup_finds_the_next_sentence(tmp_path):
    env = env_over(build_documents_corpus(EXAMPLE_NOTES, tmp_path / "ex.sqlite").path)
    opened = env.step("search[Skerrin Lighthouse]").observation
    assert opened.startswith("Skerrin Lighthouse stands on the western cliff")
    assert opened.endswith("Sections: Keepers (Skerrin Lighthouse); Light (Skerrin Lighthouse).")
    # One section has this heading, so its bare name opens it, as Wikipedia's "go" would.
    assert env.step("search[Keepers]").observation.startswith("The first keeper was Angus Reid")
    assert env.step("lookup[daughter]").observation == (
        "(Result 1 / 1) Mary Calder is the daughter of the ferry captain Tomas Calder."
    )
    assert env.step("lookup[daughter]").observation == "No more results."
    missed = env.step("search[Tomas Calder]").observation
    assert missed.startswith("Could not find Tomas Calder. Similar: [") and "'Harrow Bay Ferry'" in missed
    finished = env.step("finish[Gannet]")
    assert finished.done and finished.answer == "Gannet"


def test_html_scripts_are_not_text_and_markdown_marks_are_removed():
    page = documents.read_document(EXAMPLE_NOTES / "skerrin-lighthouse.html")
    assert not any("console" in s for _, ss in page.sections for s in ss)
    telescopes = dict(documents.read_document(EXAMPLE_NOTES / "observatory.md").sections)["Telescopes"]
    assert telescopes[0].startswith("The main telescope is a 40 cm reflector named Calder,")


def test_a_long_document_is_cut_into_parts_the_first_page_names(tmp_path):
    folder = tmp_path / "long"
    folder.mkdir()
    (folder / "diary.txt").write_text(" ".join(f"Day {n} was calm." for n in range(1, 131)))
    report = build_documents_corpus(folder, tmp_path / "long.sqlite")
    assert (report.documents, report.sections) == (1, 2)
    first = Corpus(report.path).page("diary")
    assert len(first.sentences) == document_corpus.PART_SENTENCES + 1
    assert first.sentences[-1] == "Continued in: diary (part 2); diary (part 3)."
    assert Corpus(report.path).page("diary (part 3)").sentences[0] == "Day 121 was calm."


def test_bad_files_are_skipped_each_with_its_name_and_why(notes, tmp_path, monkeypatch):
    from pypdf import PdfReader, PdfWriter

    (notes / "blob.txt").write_bytes(b"\x00\x01binary")
    (notes / "old.docx").write_bytes(b"PK")
    (notes / "broken.pdf").write_bytes(b"%PDF-1.4 not really")
    (notes / "empty.md").write_text("")
    (notes / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    writer = PdfWriter()
    writer.append(PdfReader(io.BytesIO(simple_pdf(LINES, TITLE))))
    writer.encrypt("secret")
    with (notes / "locked.pdf").open("wb") as handle:
        writer.write(handle)
    (notes / "huge.md").write_text("Big. " * 1000)
    monkeypatch.setattr(documents, "MAX_BYTES", 3000)
    report = build_documents_corpus(notes, tmp_path / "mixed.sqlite")
    why = dict(report.skipped)
    assert report.documents == 6  # the good files still make the corpus
    assert "binary" in why["blob.txt"]
    assert ".docx is not a document type" in why["old.docx"]
    assert "not a readable PDF" in why["broken.pdf"]
    assert why["empty.md"] == "holds no text"
    assert "not UTF-8" in why["latin1.txt"]
    assert "password-protected" in why["locked.pdf"]
    assert why["huge.md"] == "is 4.9 KB, over the 2.9 KB limit; split it into smaller files"
    assert "7 skipped" in report.summary()


def test_a_folder_that_gives_nothing_says_so_and_keeps_the_old_corpus(tmp_path):
    dest = tmp_path / "kept.sqlite"
    build_documents_corpus(EXAMPLE_NOTES, dest)
    before = dest.read_bytes()
    with pytest.raises(DataError, match="No folder at"):
        build_documents_corpus(tmp_path / "nowhere", dest)
    junk = tmp_path / "junk"
    junk.mkdir()
    (junk / "a.xlsx").write_bytes(b"PK")
    with pytest.raises(DataError, match=r"a.xlsx: .xlsx is not a document type"):
        build_documents_corpus(junk, dest)
    assert dest.read_bytes() == before


def test_rebuilding_reads_only_changed_files(notes, tmp_path, monkeypatch):
    dest = tmp_path / "notes.sqlite"
    assert build_documents_corpus(notes, dest).read == 6
    seen: list[str] = []
    real = document_corpus.read_document
    monkeypatch.setattr(document_corpus, "read_document", lambda path: seen.append(path.name) or real(path))
    again = build_documents_corpus(notes, dest)
    assert (again.read, again.reused, seen) == (0, 6, [])
    ferry = notes / "Harrow_Bay_Ferry.txt"
    ferry.write_text("The Harrow Bay Ferry now runs only in summer.")
    os.utime(ferry, ns=(1, 1))  # a new size and time, as an edit gives
    (notes / "Skerrin_School.txt").unlink()
    third = build_documents_corpus(notes, dest)
    assert (third.read, third.reused, seen, third.documents) == (1, 4, ["Harrow_Bay_Ferry.txt"], 5)
    env = env_over(dest)
    assert env.step("search[Harrow Bay Ferry]").observation == "The Harrow Bay Ferry now runs only in summer."
    assert env.step("search[Skerrin School]").observation.startswith("Could not find")


@pytest.mark.parametrize("method", ["react", "act"])
def test_the_exemplars_show_what_the_example_corpus_really_returns(method, tmp_path):
    env = env_over(build_documents_corpus(EXAMPLE_NOTES, tmp_path / "ex.sqlite").path)
    text = (PROMPTS / f"{method}.txt").read_text(encoding="utf-8")
    checked = 0
    for shot in text.split("Here are some examples.\n\n")[1].rstrip("\n").split("\n\n"):
        env.reset(None)
        lines = shot.split("\n")
        for line, after in itertools.pairwise(lines):
            if line.startswith("Action ") and after.startswith("Observation "):
                action = line.split(": ", 1)[1]
                assert env.step(action).observation == after.split(": ", 1)[1], action
                checked += 1
    assert checked == 7  # every observation of the three exemplars


def test_question_files_in_json_lines_and_csv(tmp_path):
    example = load_questions("bundled")
    assert len(example) == 6 and example[1].gold == "Gannet" and example[0].family == "docs"
    csv_file = tmp_path / "mine.csv"
    csv_file.write_text("Question,Answer\nWho keeps the light?,Mary Calder\nWhen was it lit?,\n", encoding="utf-8")
    tasks = load_questions(str(csv_file))
    assert [(t.text, t.gold) for t in tasks] == [("Who keeps the light?", "Mary Calder"), ("When was it lit?", None)]
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"answer": "x"}) + "\n")
    with pytest.raises(DataError, match=r"bad.jsonl, record 1: no 'question' text"):
        load_questions(str(bad))


def test_a_question_without_a_built_corpus_says_how_to_build_one():
    own = Task("docs-own-1", "docs", "Who?")
    with pytest.raises(EnvironmentFailure, match="corpus build --docs"):
        corpus_of(own)


def test_corpus_build_docs_writes_the_corpus_own_questions_search(tmp_path, capsys):
    from react_core.cli.main import main

    assert main(["corpus", "build", "--docs", str(EXAMPLE_NOTES)]) == 0
    assert "6 documents and 6 sections (12 pages)" in capsys.readouterr().out
    own = Task("docs-own-1", "docs", "How tall is Skerrin Lighthouse?")
    env = catalog.make_env(own)
    env.reset(own)
    assert "22 metres tall" in env.step("search[Skerrin Lighthouse]").observation


def test_a_documents_question_steps_edits_resumes_and_scores_like_hotpotqa():
    task = catalog.find_task("docs", "docs-example-04")
    model = ScriptedModel(
        [
            " I should open the lighthouse.\nAction 1: Search[Skerrin Lighthouse]",
            " It is 22 metres tall.\nAction 2: Finish[22 metres]",
        ]
    )
    engine = new_engine(task, "react", model)
    engine.step()
    assert engine.trajectory.steps_of()[-1].text.startswith("Skerrin Lighthouse stands on the western cliff")
    assert "Search[Marlowe rope factory]" in model.last_prompt  # the family's own exemplars
    edited = engine.steering.apply(EditThought(0, "I should open the Light section first."))
    model.replies = [
        "Search[Light]",
        " Wrong section; the tower's height is on the main page.\nAction 2: Search[Skerrin Lighthouse]",
        " 22 metres.\nAction 3: Finish[22 metres]",
    ]
    engine.run()
    branch = engine.trajectory.branch()
    assert branch.id == edited.id and branch.outcome == Outcome.ANSWERED
    assert catalog.score_branch(engine.trajectory).em == 1.0
    report = engine.resume(edited.parent_id)  # the original branch replays against the corpus as recorded
    assert report.mismatches == []


def test_a_documents_batch_gets_a_table_1_column_without_a_paper_number():
    import pandas as pd

    frame = pd.DataFrame([dict(family="docs", method="react", model="m", score=1.0, answer="x", outcome="answered")])
    table = table1(frame)
    assert ("Documents EM", "m") in table.columns
    assert not any(model == "PaLM-540B (paper)" for _, model in table.columns)


def test_the_example_questions_are_answered_in_the_example_documents(tmp_path):
    corpus = Corpus(build_documents_corpus(EXAMPLE_NOTES, tmp_path / "ex.sqlite").path)
    text = " ".join(" ".join(corpus.page(t).sentences) for t in corpus.titles())
    for line in EXAMPLE_QUESTIONS.read_text(encoding="utf-8").splitlines():
        assert json.loads(line)["answer"] in text

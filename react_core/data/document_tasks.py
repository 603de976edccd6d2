"""Questions over the user's documents: the example questions, or a question file, and the corpus each searches.

    load_questions("bundled")                 # examples/documents/questions.jsonl, over examples/documents/notes
    load_questions("my_questions.csv")        # a file with a question column and an optional answer column
    corpus_of(task)                           # the corpus file its search[...] and lookup[...] read
    recorded_corpus(path, folder)             # a reopened run's recorded corpus, checked

A question file is JSON (a list of objects), JSON lines, or CSV with a header row; each record has
a `question` and optionally an `answer` (the gold answer, scored by EM/F1 as HotpotQA is) and an
`id`. The example questions search the example folder's corpus (built on first use); every other
question searches the user's documents corpus (`document_corpus.default_documents_corpus`), which
the app's "Your documents" control and `corpus build --docs DIR` write.
"""

from __future__ import annotations

import csv
import hashlib
from pathlib import Path

from react_core.common.errors import EnvironmentFailure
from react_core.common.paths import corpus_dir, imports_dir
from react_core.data.document_corpus import build_documents_corpus, built_from, default_documents_corpus, kept_copy
from react_core.data.errors import DataError
from react_core.data.readers import id_part, read_records, refuse_duplicate_ids
from react_core.trajectory.task import Task

FAMILY = "docs"
BUNDLED = "bundled"
EXAMPLE_DIR = Path(__file__).resolve().parents[2] / "examples" / "documents"  # only in a checkout
EXAMPLE_NOTES = EXAMPLE_DIR / "notes"
EXAMPLE_QUESTIONS = EXAMPLE_DIR / "questions.jsonl"
QUESTION_SUFFIXES = (".json", ".jsonl", ".csv")
EXAMPLE = "example"  # task.meta["documents"] of the example questions


def question_sources() -> list[str]:
    """ "bundled" (the example questions, in a checkout) and the question files imported in the app."""
    folder = imports_dir(FAMILY)
    files = [str(p) for p in sorted(folder.iterdir()) if p.suffix in QUESTION_SUFFIXES] if folder.is_dir() else []
    return [*([BUNDLED] if EXAMPLE_QUESTIONS.is_file() else []), *files]


def load_questions(source: str | Path = BUNDLED) -> list[Task]:
    """The questions in `source` ("bundled" or a .json / .jsonl / .csv file), in file order."""
    path = EXAMPLE_QUESTIONS if source == BUNDLED else Path(source)
    if not path.is_file():
        raise DataError(
            f"No question file at {path}.",
            "Give a .json, .jsonl or .csv file with a question (and optionally an answer) per record.",
        )
    records = _csv_records(path) if path.suffix.lower() == ".csv" else read_records(path)
    slug = "example" if source == BUNDLED else hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:6]
    tasks = []
    for index, record in records:
        where = f"{path}, record {index + 1}"
        lowered = {str(k).strip().lower(): v for k, v in record.items()}
        question = lowered.get("question")
        if not isinstance(question, str) or not question.strip():
            raise DataError(
                f"{where}: no 'question' text.",
                "Each record needs a question field (a column named question in a CSV file).",
            )
        answer = lowered.get("answer")
        if answer is not None and not isinstance(answer, (str, int, float)):
            raise DataError(f"{where}: the answer is a {type(answer).__name__}, not text.", "Write the answer as text.")
        answer = str(answer).strip() if answer is not None and str(answer).strip() else None
        task_id = id_part(lowered, ("id",), where) or f"{FAMILY}-{slug}-{index + 1:03d}"
        meta = {"source": BUNDLED if source == BUNDLED else str(path)}
        if source == BUNDLED:
            meta["documents"] = EXAMPLE
        tasks.append(Task(task_id, FAMILY, " ".join(question.split()), answer, meta))
    refuse_duplicate_ids([t.id for t in tasks], path, "question")
    return tasks


def corpus_of(task: Task) -> Path:
    """The corpus `task` searches: the example folder's for the example questions, else the user's."""
    if task.meta.get("documents") == EXAMPLE:
        return example_corpus()
    path = default_documents_corpus()
    if not path.is_file():
        raise EnvironmentFailure(
            "corpus_missing",
            "No documents corpus has been built yet, so there is nothing to search.",
            "Build one from a folder: on the Run page choose 'Your documents' and use 'Your documents folder' in "
            "the sidebar, or run `python -m react_core corpus build --docs DIR`.",
        )
    return path


def recorded_corpus(path: Path | str, folder: str | None) -> Path:
    """The corpus file a run recorded, checked: still there and still holding `folder`'s documents,
    else the copy a later build of another folder into that file kept (`kept_copy`). The example
    folder's corpus is a cache and is built again when it is gone."""
    path = Path(path)
    if not path.is_file() and path.resolve() == _example_corpus_path().resolve() and EXAMPLE_NOTES.is_dir():
        return example_corpus()
    now = built_from(path) if path.is_file() else None
    if folder and (now is None or Path(now) != Path(folder)):
        kept = kept_copy(path, folder)
        if kept.is_file() and built_from(kept) == folder:
            return kept
    built = f" (built from {folder})" if folder else ""
    again = (
        f"`python -m react_core corpus build --docs {folder} --out {path}`"
        if folder
        else f"`python -m react_core corpus build --docs DIR --out {path}` from the same folder"
    )
    if not path.is_file():
        raise EnvironmentFailure(
            "corpus_missing",
            f"This run searched the documents corpus {path}{built}, and that file is gone.",
            f"Build it again with {again} (the default file is also what the sidebar's 'Your documents folder' "
            "builds) to go on with this run; its saved steps stay in History either way.",
        )
    if folder and now and Path(now) != Path(folder):
        raise EnvironmentFailure(
            "corpus_changed",
            f"This run searched the documents of {folder}, but {path} now holds those of {now}.",
            f"Build {folder} again ({again}, or in the sidebar's 'Your documents folder') to go on with this run, "
            "or start a new run on the documents built now; its saved steps stay in History either way.",
        )
    return path


def _example_corpus_path() -> Path:
    return corpus_dir() / "documents-example.sqlite"


def example_corpus() -> Path:
    """The example folder's corpus in the cache, built (incrementally) now."""
    if not EXAMPLE_NOTES.is_dir():
        raise EnvironmentFailure(
            "corpus_missing",
            f"The example documents are not here ({EXAMPLE_NOTES}).",
            "They ship with a checkout of the project; build your own with "
            "`python -m react_core corpus build --docs DIR`.",
        )
    return build_documents_corpus(EXAMPLE_NOTES, _example_corpus_path()).path


def _csv_records(path: Path):
    try:
        with path.open(encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.DictReader(handle))
    except UnicodeDecodeError as exc:
        raise DataError(f"{path}: byte {exc.start} is not UTF-8 text.", "Save the file as UTF-8 CSV.") from None
    except csv.Error as exc:
        raise DataError(f"{path}: not a readable CSV file ({exc}).", "Save it as CSV with a header row.") from None
    return list(enumerate({k: v for k, v in row.items() if k is not None} for row in rows))

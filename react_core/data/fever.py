"""FEVER files: claims (jsonl with label and evidence) and the wiki-pages dump.

Claims name their evidence pages by FEVER title (``Soul_Food_-LRB-film-RRB-``) but hold no
page text; the text comes from the dump (``wiki-pages/wiki-NNN.jsonl``), whose records are
``{"id": title, "text": ..., "lines": "0\\tsentence\\tlink...\\n1\\t..."}``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from react_core.data.errors import DataError
from react_core.data.pages import Page, clean_sentence, display_title, normalize_title
from react_core.data.readers import id_part, read_records, refuse_duplicate_ids, require
from react_core.scoring.metrics import normalize_label
from react_core.trajectory.task import Task

LABELS = ("SUPPORTS", "REFUTES", "NOT ENOUGH INFO")


def _evidence_titles(record: dict[str, Any]) -> list[str]:
    titles = []
    for group in record.get("evidence") or []:
        for item in group if isinstance(group, list) else []:
            if isinstance(item, list) and len(item) >= 3 and isinstance(item[2], str):
                titles.append(display_title(item[2]))
    return list(dict.fromkeys(titles))


def read_tasks(path: Path | str) -> list[Task]:
    """Claims as tasks with id ``fever-<id>`` (or ``fever-<index>``) and the label as gold."""
    tasks = []
    for index, record in read_records(path):
        where = f"{path}, claim {index}"
        if "claim" not in record and isinstance(record.get("id"), str) and ("text" in record or "lines" in record):
            # Wiki pages where the claims belong (both are .jsonl, often side by side): say which it is.
            raise DataError(
                f"{path} holds FEVER wiki pages (id, text, lines), not claims.",
                "Give the claims file (id, label, claim and evidence per line, as the ReAct "
                "repository's data/paper_dev.jsonl); this file goes in the wiki-pages field.",
            )
        claim = require(record, "claim", str, where)
        label = record.get("label")
        gold = normalize_label(label) if isinstance(label, str) else None
        if gold is not None and gold not in LABELS:
            raise DataError(f"{where}: unknown label {label!r}.", f"Labels must be one of {', '.join(LABELS)}.")
        raw_id = id_part(record, ("id",), where)
        task_id = f"fever-{raw_id}" if raw_id is not None else f"fever-{index}"
        tasks.append(
            Task(
                task_id,
                "fever",
                claim.strip(),
                gold,
                {"index": index, "source": str(path), "evidence_pages": _evidence_titles(record)},
            )
        )
    refuse_duplicate_ids([t.id for t in tasks], path, "claim")
    return tasks


def wiki_dump_files(path: Path | str) -> list[Path]:
    """The dump's .jsonl files: `path` itself, or every *.jsonl inside a wiki-pages folder."""
    path = Path(path)
    if path.is_dir():
        files = sorted(path.glob("*.jsonl"))
        if not files:
            raise DataError(f"No .jsonl files in {path}.", "Point to FEVER's wiki-pages folder or one wiki-NNN.jsonl.")
        return files
    if not path.is_file():
        raise DataError(f"No file or folder at {path}.", "Point to FEVER's wiki-pages folder or one wiki-NNN.jsonl.")
    return [path]


def read_wiki_pages(path: Path | str, only_titles: Iterable[str] | None = None) -> Iterator[Page]:
    """Pages of the FEVER dump, optionally only those whose titles are in `only_titles`."""
    wanted = {normalize_title(t) for t in only_titles} if only_titles is not None else None
    for file in wiki_dump_files(path):
        for index, record in read_records(file):
            if "claim" in record and not isinstance(record.get("id"), str):
                # A claims file among the pages (both are .jsonl, often side by side): say which it is.
                raise DataError(
                    f"{file} holds FEVER claims (id, label, claim), not wiki pages.",
                    "Give the wiki pages' own file (e.g. wiki-NNN.jsonl), or a folder that holds only "
                    "wiki-pages files (move the claims file out of it).",
                )
            raw_title = require(record, "id", str, f"{file}, record {index}")
            if not raw_title:
                continue  # the dump's first record has an empty id
            title = display_title(raw_title)
            if wanted is not None and normalize_title(title) not in wanted:
                continue
            sentences = tuple(_sentences(record))
            if sentences:
                yield Page(title, sentences)


def _sentences(record: dict[str, Any]) -> Iterator[str]:
    lines = record.get("lines")
    if isinstance(lines, str) and lines.strip():
        for line in lines.split("\n"):
            parts = line.split("\t")
            if len(parts) > 1 and parts[1].strip():
                yield detokenize(parts[1])
    elif isinstance(record.get("text"), str):
        # No line split given: FEVER text is tokenised, sentences end with " . ".
        for piece in record["text"].split(" . "):
            if piece.strip():
                yield detokenize(piece.strip().rstrip(".") + " .")


def detokenize(text: str) -> str:
    """Undo the PTB tokenisation of FEVER's dump: `` x '' -> "x", "word ," -> "word,"."""
    text = clean_sentence(text).replace("`` ", '"').replace(" ''", '"').replace("``", '"').replace("''", '"')
    text = re.sub(r" ([.,;:!?%])", r"\1", text)
    text = re.sub(r" (n't|'s|'re|'ve|'ll|'d|'m)\b", r"\1", text)
    return text

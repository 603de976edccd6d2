"""HotpotQA files: pages from the distractor context, questions as tasks.

Three layouts are read:
- official (list): ``context: [[title, [sentence, ...]], ...]``, ``supporting_facts: [[title, i]]``;
- Hugging Face (dict): ``context: {title: [...], sentences: [[...], ...]}``,
  ``supporting_facts: {title: [...], sent_id: [...]}``;
- the ReAct repository's ``hotpot_dev_v1_simplified.json``: question, answer, type, no context.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from react_core.data.errors import DataError
from react_core.data.pages import Page, clean_sentence, display_title
from react_core.data.readers import id_part, read_records, refuse_duplicate_ids, require
from react_core.trajectory.task import Task


def _context_pairs(record: dict[str, Any], where: str) -> list[tuple[str, list[str]]]:
    context = record.get("context")
    if context is None:
        return []
    if isinstance(context, dict):  # Hugging Face layout
        titles, sentences = context.get("title"), context.get("sentences")
        if not isinstance(titles, list) or not isinstance(sentences, list) or len(titles) != len(sentences):
            raise DataError(
                f"{where}: 'context' dict needs equal-length 'title' and 'sentences' lists.",
                "Use the Hugging Face HotpotQA export unchanged.",
            )
        pairs = list(zip(titles, sentences))
    elif isinstance(context, list):  # official layout
        pairs = []
        for item in context:
            if not (isinstance(item, list) and len(item) == 2):
                raise DataError(
                    f"{where}: each 'context' item must be [title, [sentences]].",
                    "Use the official HotpotQA file unchanged.",
                )
            pairs.append((item[0], item[1]))
    else:
        raise DataError(f"{where}: 'context' is neither a list nor a dict.", "Is this a HotpotQA file?")
    for title, sents in pairs:
        if not isinstance(title, str) or not isinstance(sents, list) or not all(isinstance(s, str) for s in sents):
            raise DataError(
                f"{where}: a context paragraph is not (title, list of sentences).",
                "Use the official or Hugging Face HotpotQA file unchanged.",
            )
    return pairs


def read_pages(path: Path | str) -> Iterator[Page]:
    """Every context paragraph of a HotpotQA file as a page (repeats are dropped at build time)."""
    for index, record in read_records(path):
        for title, sents in _context_pairs(record, f"{path}, question {index}"):
            sentences = tuple(s for s in (clean_sentence(x) for x in sents) if s)
            if sentences:
                yield Page(display_title(title), sentences)


def _supporting_titles(record: dict[str, Any]) -> list[str]:
    facts = record.get("supporting_facts")
    if isinstance(facts, dict):
        return list(dict.fromkeys(facts.get("title") or []))
    if isinstance(facts, list):
        return list(dict.fromkeys(f[0] for f in facts if isinstance(f, list) and f))
    return []


def source_slug(path: Path | str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", Path(path).stem.lower()).strip("_") or "file"


def read_tasks(path: Path | str) -> list[Task]:
    """Questions of any of the three layouts as tasks, in file order.

    Ids: ``hotpotqa-<_id>`` when the file has ids, else ``hotpotqa-<file stem>-<index>``.
    """
    slug = source_slug(path)
    tasks = []
    for index, record in read_records(path):
        where = f"{path}, question {index}"
        question = require(record, "question", str, where)
        answer = record.get("answer")
        raw_id = id_part(record, ("_id", "id"), where)
        task_id = f"hotpotqa-{raw_id}" if raw_id else f"hotpotqa-{slug}-{index:04d}"
        meta = {
            "type": record.get("type"),
            "level": record.get("level"),
            "index": index,
            "source": str(path),
            "supporting_pages": _supporting_titles(record),
        }
        tasks.append(
            Task(
                task_id,
                "hotpotqa",
                question.strip(),
                answer if isinstance(answer, str) else None,
                {k: v for k, v in meta.items() if v is not None},
            )
        )
    refuse_duplicate_ids([t.id for t in tasks], path, "question")
    return tasks

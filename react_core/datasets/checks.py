"""What every example must pass before a file is written, duplicates, and the train / validation split.

Each check returns the reason an example is refused ("roles do not alternate at turn 3"), or None.
A refused example is left out and counted by its reason in the summary; a file is written only
when at least one example passed.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


def check_turns(turns: list[dict[str, str]]) -> str | None:
    """Chat turns: user first (after an optional system turn), then user and assistant alternating,
    the assistant last, no turn empty."""
    if not turns:
        return "no turns"
    body = turns[1:] if turns[0].get("role") == "system" else turns
    for index, turn in enumerate(turns, 1):
        if not str(turn.get("content", "")).strip():
            return f"empty turn {index} ({turn.get('role')})"
    expected = "user"
    for index, turn in enumerate(body, 1 + len(turns) - len(body)):
        if turn.get("role") != expected:
            return f"roles do not alternate at turn {index} (a {turn.get('role')} turn where a {expected} turn belongs)"
        expected = "assistant" if expected == "user" else "user"
    if body[-1].get("role") != "assistant":
        return "no assistant turn to learn from at the end"
    return None


def check_text(record: dict[str, Any]) -> str | None:
    for field in ("prompt", "completion"):
        if not str(record.get(field, "")).strip():
            return f"empty {field}"
    return None


def check_pair(record: dict[str, Any]) -> str | None:
    for field in ("prompt", "chosen", "rejected"):
        if not str(record.get(field, "")).strip():
            return f"empty {field}"
    if record["chosen"].strip() == record["rejected"].strip():
        return "chosen and rejected are the same"
    return None


def check_tokens(tokens: int, limit: int | None) -> str | None:
    if limit is not None and tokens > limit:
        return f"over the token limit ({limit})"
    return None


def content_key(record: dict[str, Any]) -> str:
    """What makes two records the same example: everything but their provenance."""
    return json.dumps({k: v for k, v in record.items() if k != "metadata"}, sort_keys=True, ensure_ascii=False)


def without_duplicates(items: Iterable[T], key: Callable[[T], str]) -> tuple[list[T], int]:
    """The first of each set of identical examples, and how many copies were dropped."""
    seen: set[str] = set()
    kept, dropped = [], 0
    for item in items:
        k = key(item)
        if k in seen:
            dropped += 1
        else:
            seen.add(k)
            kept.append(item)
    return kept, dropped


def split_by_task(task_ids: list[str], fraction: float, seed: int) -> set[str]:
    """The task ids held out for validation: a seeded draw of whole tasks, so no task is in both
    files (its steps or its branches would otherwise leak from training into validation)."""
    if not 0 <= fraction < 1:
        raise ValueError(f"The validation share must be at least 0 and below 1, not {fraction}.")
    tasks = sorted(set(task_ids))
    random.Random(seed).shuffle(tasks)
    count = math.ceil(fraction * len(tasks)) if fraction > 0 and len(tasks) > 1 else 0
    return set(tasks[:count])

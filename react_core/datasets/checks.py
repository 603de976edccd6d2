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


def check_turns(turns: list[dict[str, Any]]) -> str | None:
    """Chat turns: user first (after an optional system turn), then user and assistant alternating,
    the assistant last, no turn empty. With tool calls: each call answered by its tool turn."""
    if not turns:
        return "no turns"
    if any(t.get("role") == "tool" or t.get("tool_calls") for t in turns):
        return _check_tool_turns(turns)
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


def _check_tool_turns(turns: list[dict[str, Any]]) -> str | None:
    """A tool-call conversation: system, the task, then assistant turns (a thought, a call, or both), each
    call answered by its tool turn before the next assistant turn; an assistant turn last."""
    roles = [t.get("role") for t in turns]
    if roles[:2] != ["system", "user"]:
        return "a tool-call conversation starts with its system and user turns"
    waiting: list[str] = []
    for index, turn in enumerate(turns[2:], 3):
        role = turn.get("role")
        if role == "assistant":
            if waiting:
                return f"turn {index}: the call {waiting[0]} has no tool turn"
            if not str(turn.get("content") or "").strip() and not turn.get("tool_calls"):
                return f"empty turn {index} (assistant)"
            waiting = [c.get("id", "") for c in turn.get("tool_calls") or []]
        elif role == "tool":
            if turn.get("tool_call_id") not in waiting:
                return f"turn {index}: a tool turn that answers no call"
            waiting.remove(turn["tool_call_id"])
        elif role != "user":
            return f"turn {index}: unknown role {role!r}"
    if roles[-1] != "assistant":
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

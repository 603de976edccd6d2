"""Read a run's first prompt before the user asks for it, so the first Step only has to write.

The few-shot exemplars are the same for every task of a family and method: about 2,000 tokens,
which a cold 2-core machine reads in 20-80 s. The embedded server can read them ahead, in the
slot the next trajectory will get, and keep what it read in a file across restarts
(`OpenAIModel.warm`). Other models have nothing to warm: `warm_first_prompt` returns None.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from react_core.engine import catalog
from react_core.engine.catalog import make_method
from react_core.models.warm_slots import slot_prompts
from react_core.prompting import prompt_sets
from react_core.prompting.transcript import render_prompt
from react_core.trajectory.task import Task


def first_prompt(
    task: Task, method: str, *, prompt_set: str = prompt_sets.PROJECT, paper_dir: str | Path | None = None
) -> tuple[str, str]:
    """The prompt of a new run's first step up to its cue, and the part every task shares (the
    exemplars: the key its saved cache is kept under). A game's opening text is not known before
    its environment starts, so there the shared part is what gets read."""
    built = make_method(
        method, task.family, task_type=task.meta.get("task_type"), prompt_set=prompt_set, paper_dir=paper_dir
    )
    return _first_prompt_of(built, task)


def _first_prompt_of(built: Any, task: Task) -> tuple[str, str]:
    prefix = built.prefix
    prompt = render_prompt(prefix, built.transcript, task, [], "")
    shared = _shared_of(prefix)
    return (prompt if prompt.startswith(shared) else shared), shared


def _shared_of(prefix: str) -> str:
    """The part of a text method's prompt every task shares: its exemplars ('' for none)."""
    return prefix.rstrip("\n") + "\n\n" if prefix.strip() else ""


def warm_first_prompt(
    model: Any,
    task: Task,
    method: str,
    *,
    prompt_set: str = prompt_sets.PROJECT,
    paper_dir: str | Path | None = None,
    ahead: bool = False,
) -> Any:
    """Warm `model` for a new run of `method` on `task`: the model's WarmReport, or None when the
    model has no warm-up (anything but the embedded server) or the prompt shares nothing.
    `ahead`: only saved for later, in the background (skipped when saved already; gives way to a person)."""
    warm = getattr(model, "warm", None)
    if warm is None:
        return None
    built = make_method(
        method, task.family, task_type=task.meta.get("task_type"), prompt_set=prompt_set, paper_dir=paper_dir
    )
    first_request = getattr(built, "first_request", None)
    if first_request is not None:  # tool calls: the server renders the messages, so the request is read as sent
        warm_request = getattr(model, "warm_request", None)
        return warm_request(first_request(task, model), ahead=ahead) if warm_request is not None else None
    prompt, shared = _first_prompt_of(built, task)  # the method built once, above
    if not shared:
        return None  # no exemplars (a zero-shot prompt set): nothing worth keeping
    return warm(prompt, shared, ahead=True) if ahead else warm(prompt, shared)


def saved_key(method: str, family: str, task_type: str | None = None) -> str:
    """The text the embedded server's saved prefix of `method` on `family` is kept under ('' when
    the prompt shares nothing): the exemplars for a text method; for tool calls, the system message,
    tools and exemplars as the first request sends them to the embedded server (`warm_slots.slot_prompts`), which no task
    changes, so a stand-in question builds it."""
    built = make_method(method, family, task_type=task_type)
    first_request = getattr(built, "first_request", None)
    if first_request is None:
        return _shared_of(built.prefix)
    stand_in = Task(id="estimate", family=family, text="?", meta={"task_type": task_type} if task_type else {})
    return slot_prompts(first_request(stand_in, None), rendered_here=True)[1] or ""


def warm_likely_prompts(model: Any, limit: int = 6) -> int:
    """Save the likeliest prompts' caches that are not saved yet, in the background (after the run's
    own prompt), likeliest first; how many were read. Each gives way to a person's call."""
    read = 0
    for task, method in likely_first_prompts(limit):
        if warm_first_prompt(model, task, method, ahead=True) is not None:
            read += 1
    return read


# The methods a person opens most, in order: ReAct and Act (the paper's pair, Compare's default), then
# the reasoning-only ones. Each family's first bundled task stands for its exemplars.
LIKELY_METHODS = ("react", "act", "cot", "standard")


def likely_first_prompts(limit: int = 6) -> list[tuple[Task, str]]:
    """(task, method) whose prompt prefixes are worth saving ahead, likeliest first: the Run page's
    default (the first family's first task, ReAct) first, then that family's other methods, then the
    other families' ReAct and Act. Families whose tasks cannot be read here are left out."""
    chosen: list[tuple[Task, str]] = []
    for rank, family in enumerate(catalog.family_names(available_only=True)):
        entry = catalog.family(family)
        try:
            sources = entry.sources()
            tasks = entry.load(sources[0]) if sources else []
        except Exception:
            continue  # a family without data here (ALFWorld without its games)
        if not tasks:
            continue
        methods = LIKELY_METHODS if rank == 0 else LIKELY_METHODS[:2]
        chosen += [(tasks[0], m) for m in methods if m in catalog.methods_for(family)]
    return chosen[:limit]

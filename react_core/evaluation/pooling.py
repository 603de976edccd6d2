"""Which stored batches may share a table, and how their columns are told apart.

The tables average episodes by (family, method, model). Batches put together naively would be
averaged into one cell whenever they share a model, however different their tasks or prompts
(issue 19: "Standard 15.4" over 52 episodes from two task sets). So:
- batches that ran different tasks (another task set, another N, another random sample) are
  never shown together: `refusal` says why, in words a person can act on;
- batches on the same tasks share a table, and each gets a column of its own wherever its model
  alone would not tell it apart (`column_suffixes`): by prompt set when those differ, else by id.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from react_core.evaluation.spec import BatchSpec
from react_core.prompting import prompt_sets


def tasks_label(spec: BatchSpec) -> str:
    """The tasks a batch ran, in a few words: "hotpotqa bundled (first 50)"."""
    family, _, source = spec.task_set.partition(":")
    size = (
        f"first {spec.limit}" if spec.limit else (f"{spec.sample} sampled, seed {spec.seed}" if spec.sample else "all")
    )
    if spec.skip:  # "tasks 20 to 50": the first 19 left out (of a sample, after drawing it)
        size = (
            f"{size}, after the first {spec.skip}" if spec.limit or spec.sample else f"all after the first {spec.skip}"
        )
    return f"{family} {Path(source).name or source} ({size})"


def prompts_label(spec: BatchSpec) -> str:
    try:
        return prompt_sets.label(spec.prompt_set)
    except ValueError:  # a user's prompt set that is gone: its name still says which it was
        return spec.prompt_set


def _tasks_key(batch_id: str, spec: BatchSpec | None) -> tuple:
    if spec is None:  # settings unreadable: its tasks are unknown, so it matches no other batch
        return ("unreadable", batch_id)
    return (spec.task_set, spec.limit, spec.sample, spec.seed if spec.sample else None, spec.skip)


def refusal(specs: dict[str, BatchSpec | None]) -> str | None:
    """Why these batches cannot share a table (they ran different tasks), or None when they can."""
    if len({_tasks_key(b, s) for b, s in specs.items()}) <= 1:
        return None
    ran = "; ".join(
        f"{b}: {tasks_label(s) if s is not None else 'tasks unknown (settings unreadable)'}" for b, s in specs.items()
    )
    return (
        f"These batches ran different tasks ({ran}), so their scores are not comparable and are not put "
        "in one table. Show batches on the same tasks together, or one batch at a time."
    )


def column_suffixes(specs: dict[str, BatchSpec | None]) -> dict[str, str]:
    """Per batch, what its columns add to the model's name so that no two batches share a column:
    "" for a batch alone, the prompt set where those differ, the batch id where that is not enough."""
    if len(specs) < 2:
        return {b: "" for b in specs}
    known = [s for s in specs.values() if s is not None]
    by_prompts = len({s.prompt_set for s in known}) > 1
    suffixes = {b: prompts_label(s) if by_prompts and s is not None else "" for b, s in specs.items()}
    columns: dict[tuple[str, str], list[str]] = {}
    for batch, spec in specs.items():
        for model in spec.models if spec is not None else ("?",):
            columns.setdefault((model, suffixes[batch]), []).append(batch)
    shared = {b for batches in columns.values() if len(batches) > 1 for b in batches}
    shared |= {b for b, s in specs.items() if s is None}  # its models are unknown: name it
    return {b: " · ".join(part for part in (suffixes[b], b if b in shared else "") if part) for b in specs}


def separate_columns(frame: pd.DataFrame, suffixes: dict[str, str]) -> pd.DataFrame:
    """`frame` with each batch's model named as its columns will be ("m · paper prompts"); the model
    as stored stays in `stored_model`, to find the episode again."""
    frame = frame.assign(stored_model=frame["model"])
    suffix = frame["batch_id"].map(suffixes).fillna("")
    frame["model"] = frame["model"].where(suffix == "", frame["model"] + " · " + suffix)
    return frame

"""The CI gate: a new batch against a stored baseline, task by task, and whether it got worse.

Episodes pair by (task id, method, model). When the two batches name no model in common and each
ran one model (the usual "is the new model worse?"), the models pair with each other. Each method
(and model pair) gets the mean of (new - baseline) over its tasks with a paired bootstrap interval.

The rule, with `--fail-below X` (points, X >= 0): a method fails when the upper bound of its 95%
interval is below -X, i.e. the new batch is worse by more than X points with 95% confidence (one
sided: 97.5%). A drop the interval cannot tell from noise never fails; X = 0 fails on any drop
the interval is sure of. The gate fails when any compared method fails.

Batches that cannot be compared are refused (`CannotCompare`), never compared in part: the
same tasks in both, the same tasks for each compared method, at least one method in common.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pandas as pd

from react_core.evaluation.paired import RESAMPLES, paired_bootstrap
from react_core.scoring.intervals import Interval

SHOWN_TASKS = 8  # task ids named in a refusal; the rest are counted


class CannotCompare(ValueError):
    """The two batches cannot be compared task by task; the message says why."""


@dataclass(frozen=True)
class Change:
    task_id: str
    old: float
    new: float


@dataclass(frozen=True)
class MethodComparison:
    """One method (and model pair): mean scores in 0..1, the paired difference, what changed."""

    method: str
    model: str  # the model both ran, or "baseline-model -> new-model"
    tasks: int
    baseline: float
    new: float
    difference: Interval  # of new - baseline, in score units (0..1)
    better: tuple[Change, ...]
    worse: tuple[Change, ...]
    unscored: int  # tasks left out: no score in one of the batches

    def fails(self, fail_below: float) -> bool:
        """Worse by more than `fail_below` points with 95% confidence."""
        return round(100 * self.difference.high, 6) < -fail_below


@dataclass(frozen=True)
class Comparison:
    new_batch: str
    baseline_batch: str
    methods: tuple[MethodComparison, ...]
    only_new: tuple[str, ...]  # methods the baseline did not run: not compared
    only_baseline: tuple[str, ...]
    resamples: int
    seed: int

    def failing(self, fail_below: float) -> list[MethodComparison]:
        return [row for row in self.methods if row.fails(fail_below)]


def model_pairs(new_models: Iterable[str], baseline_models: Iterable[str]) -> list[tuple[str, str]]:
    """(new model, baseline model) pairs: each model both ran, else the one model of each."""
    new, old = sorted(set(new_models)), sorted(set(baseline_models))
    common = [model for model in new if model in old]
    if common:
        return [(model, model) for model in common]
    if len(new) == 1 and len(old) == 1:
        return [(new[0], old[0])]
    raise CannotCompare(
        f"No model in common: the new batch ran {', '.join(new)}, the baseline {', '.join(old)}; "
        "with several models on a side, episodes pair only by the same model."
    )


def check_comparable(
    new_tasks: Iterable[str],
    new_methods: Iterable[str],
    baseline_tasks: Iterable[str],
    baseline_methods: Iterable[str],
) -> list[str]:
    """The methods both ran; CannotCompare when the task sets differ or no method is shared."""
    new, old = set(new_tasks), set(baseline_tasks)
    if new != old:
        raise CannotCompare(
            f"The baseline was run on another task set: {differing(new - old, 'only in the new batch')}"
            f"{'; ' if new - old and old - new else ''}{differing(old - new, 'only in the baseline')}. "
            "Run the new batch on the baseline's set (same --set, --limit, --sample and --seed)."
        )
    shared = [method for method in dict.fromkeys(new_methods) if method in set(baseline_methods)]
    if not shared:
        raise CannotCompare(
            f"No method in common: the new batch ran {', '.join(dict.fromkeys(new_methods))}, "
            f"the baseline {', '.join(dict.fromkeys(baseline_methods))}."
        )
    return shared


def differing(tasks: set[str], where: str) -> str:
    if not tasks:
        return ""
    named = sorted(tasks)
    more = f" and {len(named) - SHOWN_TASKS} more" if len(named) > SHOWN_TASKS else ""
    return f"{len(named)} task{'s' * (len(named) != 1)} {where} ({', '.join(named[:SHOWN_TASKS])}{more})"


def compare(
    new: pd.DataFrame,
    baseline: pd.DataFrame,
    *,
    new_batch: str,
    baseline_batch: str,
    resamples: int = RESAMPLES,
    seed: int = 0,
) -> Comparison:
    """Two batches' episodes (`ResultsStore.frame`, failed episodes scoring 0) compared task by task."""
    for frame, name in ((new, new_batch), (baseline, baseline_batch)):
        if frame.empty:
            raise CannotCompare(f"Batch {name} has no finished episodes.")
    methods = check_comparable(new["task_id"], new["method"], baseline["task_id"], baseline["method"])
    pairs = model_pairs(new["model"], baseline["model"])
    rows = []
    for method in methods:
        for new_model, old_model in pairs:
            ours = _scores(new, method, new_model)
            theirs = _scores(baseline, method, old_model)
            label = new_model if new_model == old_model else f"{old_model} -> {new_model}"
            rows.append(_method_comparison(method, label, ours, theirs, resamples, seed))
    new_methods, old_methods = list(dict.fromkeys(new["method"])), list(dict.fromkeys(baseline["method"]))
    return Comparison(
        new_batch,
        baseline_batch,
        tuple(row for row in rows if row is not None),
        tuple(m for m in new_methods if m not in methods),
        tuple(m for m in old_methods if m not in methods),
        resamples,
        seed,
    )


def _scores(frame: pd.DataFrame, method: str, model: str) -> pd.Series:
    part = frame[(frame["method"] == method) & (frame["model"] == model)]
    return pd.Series(part["score"].to_numpy(dtype=float, na_value=float("nan")), index=part["task_id"])


def _method_comparison(
    method: str, model: str, new: pd.Series, old: pd.Series, resamples: int, seed: int
) -> MethodComparison | None:
    """None when neither batch ran this method with this model."""
    if new.empty and old.empty:
        return None
    if set(new.index) != set(old.index):
        missing = [
            differing(set(new.index) - set(old.index), "missing from the baseline"),
            differing(set(old.index) - set(new.index), "missing from the new batch"),
        ]
        raise CannotCompare(
            f"{method} ({model}) has episodes of {'; '.join(m for m in missing if m)}: is a batch unfinished? "
            "Run its command again to resume it."
        )
    both = pd.DataFrame({"old": old, "new": new}).dropna()
    if both.empty:
        raise CannotCompare(f"{method} ({model}) has no task scored in both batches.")
    diff = both["new"] - both["old"]
    changes = [Change(str(task), float(row.old), float(row.new)) for task, row in both.iterrows()]
    return MethodComparison(
        method=method,
        model=model,
        tasks=len(both),
        baseline=float(both["old"].mean()),
        new=float(both["new"].mean()),
        difference=paired_bootstrap(diff.tolist(), resamples=resamples, seed=seed),
        better=tuple(sorted((c for c in changes if c.new > c.old), key=lambda c: (c.old - c.new, c.task_id))),
        worse=tuple(sorted((c for c in changes if c.new < c.old), key=lambda c: (c.new - c.old, c.task_id))),
        unscored=len(new) - len(both),
    )

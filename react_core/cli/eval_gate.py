"""`eval ... --baseline BATCH [--fail-below X]`: the CI gate on the command line.

    python -m react_core eval --set hotpotqa:bundled --methods react,act --batch ci-new --baseline main-base
    python -m react_core eval --show ci-new --baseline main-base --fail-below 5   # two stored batches, no run

Exit codes (documented in docs/evaluation.md): 0 compared (and passed, with --fail-below),
3 the gate failed, 4 the batches cannot be compared (the message says why), 2 a usage mistake.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from react_core.evaluation.gate import CannotCompare, Comparison, check_comparable, compare, model_pairs
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.spec import BatchSpec
from react_core.trajectory.task import Task

GATE_FAILED = 3
CANNOT_COMPARE = 4
USAGE = 2


def add_gate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--baseline",
        metavar="BATCH",
        help="compare the batch (run, or --show) with this stored batch, task by task: a paired "
        "bootstrap interval per method, and which tasks got better or worse",
    )
    parser.add_argument(
        "--baseline-results",
        metavar="FILE",
        help="the results database that holds the baseline (default: the same as --results)",
    )
    parser.add_argument(
        "--fail-below",
        type=float,
        metavar="POINTS",
        help="with --baseline: exit 3 when a method is worse by more than POINTS (score points, >= 0) "
        "with 95%% confidence, i.e. its interval's upper bound is below -POINTS",
    )


def usage_problem(args: argparse.Namespace) -> str | None:
    """A gate option given where it cannot apply, in words; None when the options fit."""
    if args.baseline is None:
        if args.fail_below is not None or args.baseline_results:
            return "--fail-below and --baseline-results go with --baseline BATCH."
        return None
    if args.list or args.leaks:
        return "--baseline compares a batch that runs or is shown (--show BATCH); leave out --list and --leaks."
    if args.fail_below is not None and args.fail_below < 0:
        return f"--fail-below is how many points worse fail the gate: 0 or more, not {args.fail_below:g}."
    return None


def baseline_store(args: argparse.Namespace, results: ResultsStore) -> ResultsStore:
    if not args.baseline_results:
        return results
    path = Path(args.baseline_results)
    if not path.is_file():  # never create an empty database where a baseline was expected
        raise CannotCompare(f"No results database at {path} (--baseline-results).")
    return ResultsStore(path)


def refuse_before_run(
    args: argparse.Namespace, results: ResultsStore, batch_id: str, tasks: list[Task], spec: BatchSpec
) -> int:
    """0 when the run can be compared with its baseline afterwards; else say why, before any model call."""
    try:
        store = baseline_store(args, results)
        _not_itself(store, results, batch_id, args.baseline)
        baseline = _stored_frame(store, args.baseline)
        check_comparable([t.id for t in tasks], spec.methods, baseline["task_id"], baseline["method"])
        model_pairs(spec.models, baseline["model"])
    except CannotCompare as exc:
        print(f"error: {exc} Nothing was run.", file=sys.stderr)
        return CANNOT_COMPARE
    return 0


def run_gate(args: argparse.Namespace, results: ResultsStore, batch_id: str) -> int:
    """Compare, print, and the exit code: 0, GATE_FAILED or CANNOT_COMPARE."""
    try:
        store = baseline_store(args, results)
        _not_itself(store, results, batch_id, args.baseline)
        baseline = _stored_frame(store, args.baseline)
        new = _stored_frame(results, batch_id)
        try:
            comparison = compare(new, baseline, new_batch=batch_id, baseline_batch=args.baseline)
        except CannotCompare as exc:
            raise CannotCompare(f"{exc}{_unfinished(results, batch_id)}{_unfinished(store, args.baseline)}") from exc
    except CannotCompare as exc:
        print(f"error: {exc}", file=sys.stderr)
        return CANNOT_COMPARE
    print(report(comparison, args.fail_below))
    return GATE_FAILED if args.fail_below is not None and comparison.failing(args.fail_below) else 0


def _not_itself(baseline: ResultsStore, results: ResultsStore, batch_id: str, baseline_id: str) -> None:
    """The same id in the same database is one batch (the same settings name the same batch); in
    another database (--baseline-results) it is another batch, run with the same settings."""
    if batch_id == baseline_id and baseline.path.resolve() == results.path.resolve():
        raise CannotCompare(
            f"The new batch is the baseline itself ({batch_id}): the same settings name the same batch; "
            "give the new run its own --batch id, or keep the baseline in another database (--baseline-results)."
        )


def _stored_frame(store: ResultsStore, batch_id: str):
    if store.spec(batch_id) is None:
        raise CannotCompare(f"No batch {batch_id!r} in {store.path}; `python -m react_core eval --list` lists them.")
    return store.frame(batch_id)


def _unfinished(store: ResultsStore, batch_id: str) -> str:
    listed = store.batches()
    row = listed[listed["batch_id"] == batch_id]
    if row.empty or int(row["finished"].iloc[0]) >= int(row["total"].iloc[0]):
        return ""
    return (
        f" (batch {batch_id} has finished {int(row['finished'].iloc[0])} of its {int(row['total'].iloc[0])} "
        "episodes: run its command again to finish it)"
    )


def points(score: float) -> str:
    value = 100 * score
    return f"{value:.0f}" if abs(value - round(value)) < 1e-9 else f"{value:.1f}"


def report(comparison: Comparison, fail_below: float | None) -> str:
    """What the gate prints: a table per method, the tasks that changed, the verdict."""
    lines = [
        f"\n## Batch {comparison.new_batch} against baseline {comparison.baseline_batch} "
        f"(paired by task; score in %; 95% bootstrap interval of new - baseline, "
        f"{comparison.resamples} resamples, seed {comparison.seed})\n",
        f"{'method':<14}{'model':<24}{'tasks':>6}{'baseline':>10}{'new':>8}{'new - baseline':>16}  95% interval",
    ]
    for row in comparison.methods:
        d = row.difference
        lines.append(
            f"{row.method:<14}{row.model:<24}{row.tasks:>6}{100 * row.baseline:>10.1f}{100 * row.new:>8.1f}"
            f"{100 * d.estimate:>+16.1f}  [{100 * d.low:+.1f}, {100 * d.high:+.1f}]"
        )
    for row in comparison.methods:
        name = f"{row.method} ({row.model})"
        lines.append("")
        for word, changes in (("better", row.better), ("worse", row.worse)):
            lines.append(f"{name}: {word} on {len(changes)} task{'s' * (len(changes) != 1)}")
            lines += [f"  {c.task_id}: {points(c.old)} -> {points(c.new)}" for c in changes]
        unchanged = row.tasks - len(row.better) - len(row.worse)
        lines.append(f"{name}: unchanged on {unchanged} task{'s' * (unchanged != 1)}")
        if row.unscored:
            lines.append(f"{name}: {row.unscored} tasks left out (no score in one of the batches)")
    for methods, where in ((comparison.only_new, "the new batch"), (comparison.only_baseline, "the baseline")):
        if methods:
            lines.append(f"\nNot compared, only in {where}: {', '.join(methods)}")
    if fail_below is not None:
        lines.append("\n" + verdict(comparison, fail_below))
    return "\n".join(lines)


def verdict(comparison: Comparison, fail_below: float) -> str:
    failing = comparison.failing(fail_below)
    if failing:
        named = "; ".join(
            f"{row.method} ({row.model}) by {-100 * row.difference.estimate:.1f} points, "
            f"interval [{100 * row.difference.low:+.1f}, {100 * row.difference.high:+.1f}]"
            for row in failing
        )
        return f"Gate FAILED (--fail-below {fail_below:g}): worse by more than {fail_below:g} points with 95% confidence: {named}."
    return (
        f"Gate passed (--fail-below {fail_below:g}): no method is worse by more than {fail_below:g} points "
        "with 95% confidence."
    )

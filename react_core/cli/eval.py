"""`python -m react_core eval`: run a batch, print progress with ETA, then the paper-style tables.

    python -m react_core eval --set hotpotqa:bundled --methods react,act,cot,cot_sc --limit 50 --concurrency 4
    python -m react_core eval --set fever:/data/paper_dev.jsonl --sample 100 --seed 1 --methods react,cot_sc_react
    python -m react_core eval --set alfworld:bundled --methods react,act --ray
    python -m react_core eval --set alfworld:bundled --methods react,act --prompts paper --paper-prompts DIR
    python -m react_core eval --set alfworld:bundled --methods react,act --per-type 4   # 4 games of each type
    python -m react_core eval --list                      # batches so far
    python -m react_core eval --show BATCH --csv out.csv  # tables and exports of a stored batch
    python -m react_core eval --show NEW --baseline OLD --fail-below 5   # the CI gate (eval_gate)

Running the same command again resumes its batch (same set, methods, models and settings give
the same batch id); finished episodes are never run again.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import pandas as pd

from react_core.cli.otlp_option import add_otlp_arguments, end_export, open_export
from react_core.engine import catalog


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--set",
        dest="task_set",
        default="hotpotqa:bundled",
        help="family:source, e.g. hotpotqa:bundled, fever:/path/paper_dev.jsonl, alfworld:bundled",
    )
    parser.add_argument(
        "--methods",
        default="react,act,cot,cot_sc",
        help="comma-separated: "
        + ", ".join(catalog.KNOWLEDGE_METHODS)
        + " (ALFWorld, WebShop: "
        + ", ".join(catalog.DECISION_METHODS)
        + ")",
    )
    parser.add_argument(
        "--models",
        default="default",
        help="comma-separated labels: default (the configured model), embedded:1.5b, embedded:0.5b, "
        "or model names at $OPENAI_BASE_URL",
    )
    parser.add_argument("--limit", type=int, help="only the first N tasks")
    parser.add_argument(
        "--skip",
        type=int,
        default=0,
        metavar="N",
        help="leave out the first N tasks (after --sample): with --limit M, tasks N+1 to N+M; a set run in parts",
    )
    parser.add_argument("--sample", type=int, help="a random sample of N tasks (reproducible with --seed)")
    parser.add_argument("--seed", type=int, default=0, help="seed for --sample (default 0)")
    parser.add_argument(
        "--per-type",
        type=int,
        metavar="N",
        help="the first N tasks of each task type (ALFWorld: N of each of the six, so Table 3 "
        "has every column); the set is named family:source@per-type-N",
    )
    parser.add_argument(
        "--task-type",
        metavar="TYPE",
        help="only the tasks of one type, e.g. pick_two_obj_and_place (ALFWorld); the set is "
        "named family:source@type-TYPE",
    )
    parser.add_argument(
        "--paper-sample",
        action="store_true",
        help="the paper's 500 questions: its random.Random(233) shuffle of the whole dev file "
        "(hotpot_dev_v1_simplified.json or paper_dev.jsonl), first 500",
    )
    parser.add_argument(
        "--concurrency", type=int, default=4, help="episodes at once (default 4; match the embedded server's slots)"
    )
    parser.add_argument("--max-steps", type=int, help="step limit (default: the paper's per family)")
    parser.add_argument("--samples", type=int, default=21, help="CoT-SC samples n (default 21, as in the paper)")
    parser.add_argument("--temperature", type=float, default=0.0, help="temperature of non-sampling calls")
    parser.add_argument(
        "--paper-decoding",
        action="store_true",
        help="greedy replies only: never ask again when the model repeats a failed action or "
        "gives an answer that cannot be right",
    )
    parser.add_argument("--wiki", choices=("local", "live"), default="local", help="Wikipedia backend")
    parser.add_argument("--corpus", help="a local corpus built with `python -m react_core corpus`")
    from react_core.cli.options import add_prompt_arguments

    add_prompt_arguments(parser)
    from react_core.cli.options import PLUGIN_HELP

    parser.add_argument("--plugin", metavar="FILE", action="append", help=PLUGIN_HELP)
    parser.add_argument("--batch", help="batch id (default: derived from the settings, so reruns resume)")
    parser.add_argument(
        "--ray", action="store_true", help="run the episodes on Ray (local instance unless --ray-address)"
    )
    parser.add_argument("--ray-address", help="address of an existing Ray cluster, e.g. ray://host:10001")
    parser.add_argument("--no-history", action="store_true", help="do not also save trajectories to the app's History")
    add_otlp_arguments(parser)
    parser.add_argument("--results", help="results database (default: <REACT_HOME>/evaluation.sqlite3)")
    parser.add_argument("--csv", type=Path, help="write the batch's episodes to this CSV file")
    parser.add_argument("--parquet", type=Path, help="write the batch's episodes to this Parquet file")
    parser.add_argument("--show", metavar="BATCH", help="print the tables of a stored batch; run nothing")
    parser.add_argument("--list", action="store_true", help="list stored batches; run nothing")
    parser.add_argument(
        "--leaks",
        metavar="BATCH",
        help="check a stored batch for replies that quote an "
        "observation only another episode saw (a server mixing requests); run nothing",
    )
    from react_core.cli.eval_gate import add_gate_arguments

    add_gate_arguments(parser)
    from react_core.cli.eval_agent import add_agent_arguments

    add_agent_arguments(parser)


def command(argv: list[str]) -> int:
    """`python -m react_core eval ARGS`: parse, then run (a usage mistake exits 2, as argparse does)."""
    parser = argparse.ArgumentParser(
        prog="python -m react_core eval", description="Batch evaluation (the paper's Table 1 / Table 3)."
    )
    add_arguments(parser)
    return main(parser.parse_args(argv))


def main(args: argparse.Namespace) -> int:
    from react_core.common.errors import describe

    try:
        return _main(args)
    except KeyboardInterrupt:
        print("\nStopped; run the same command again to resume.", file=sys.stderr)
        return 130
    except Exception as exc:
        print(f"error: {describe(exc)}", file=sys.stderr)
        return 1


def _main(args: argparse.Namespace) -> int:
    from react_core.cli import eval_gate
    from react_core.evaluation.results import ResultsStore

    problem = eval_gate.usage_problem(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return eval_gate.USAGE

    if getattr(args, "plugin", None):  # a caller's parsed --plugin (the front door takes them before parsing)
        from react_core.cli.options import take_plugins

        take_plugins([arg for path in args.plugin for arg in ("--plugin", path)])
    results = ResultsStore(args.results)
    if args.agent is not None or args.inputs is not None:  # your own agent's batch (cli/eval_agent.py)
        from react_core.cli import eval_agent

        return eval_agent.run(args, results, print_tables)
    if args.list:
        frame = results.batches()
        if frame.empty:
            print("No batches yet.")
        else:
            frame["updated"] = pd.to_datetime(frame["updated_at"], unit="s").dt.strftime("%Y-%m-%d %H:%M")
            print(frame[["batch_id", "updated", "status", "finished", "total"]].to_string(index=False))
        return 0
    if args.leaks:
        return _print_leaks(results, args.leaks)
    if args.show:
        if results.spec(args.show) is None:
            print(f"error: no batch {args.show!r}; see --list.", file=sys.stderr)
            return eval_gate.CANNOT_COMPARE if args.baseline else 1
        print_tables(results, args.show)
        _export(results, args.show, args)
        return eval_gate.run_gate(args, results, args.show) if args.baseline else 0
    return _run(args, results)


def _print_leaks(results, batch_id: str) -> int:
    from react_core.evaluation.leaks import find_leaks

    if results.spec(batch_id) is None:
        print(f"error: no batch {batch_id!r}; see --list.", file=sys.stderr)
        return 1
    trajectories = results.trajectories(batch_id)
    leaks = find_leaks(trajectories)
    replies = sum(len(t.calls) for t in trajectories)
    print(
        f"{batch_id}: {len(leaks)} of {replies} replies quote an observation only another episode saw "
        f"({len({leak.episode for leak in leaks})} of {len(trajectories)} episodes)"
    )
    for leak in leaks:
        print(f"  trajectory {leak.episode} quotes {leak.source}: {leak.quoted!r}")
    return 0


def _run(args: argparse.Namespace, results) -> int:
    from react_core.cli import eval_gate
    from react_core.evaluation.runner import BatchRunner, BatchSpec
    from react_core.traces.live_sink import exporting

    task_set = task_set_of(args)
    spec = BatchSpec(
        task_set=task_set,
        methods=_split(args.methods),
        models=_split(args.models),
        limit=args.limit,
        skip=args.skip,
        sample=args.sample,
        seed=args.seed,
        max_steps=args.max_steps,
        samples=args.samples,
        temperature=args.temperature,
        retry_repeats=not args.paper_decoding,
        wiki_backend=args.wiki,
        corpus_path=args.corpus,
        prompt_set=getattr(args, "prompts", "project"),
        paper_prompts=_paper_dir(args),
    )
    history = None
    if not args.no_history:
        from react_core.storage.store import TrajectoryStore

        history = TrajectoryStore()
    export = open_export(args)  # each episode's spans go when it finishes
    sink = exporting(history, export)
    shown = {"at": 0.0, "paused": False, "width": 0}

    def show(progress) -> None:
        now, paused = time.monotonic(), progress.paused_since is not None
        # a pause, and the batch going on again, show at once; otherwise a line every 2 s at most
        if now - shown["at"] >= 2.0 or progress.finished >= progress.total or paused != shown["paused"]:
            line, width = progress.line(), shown["width"]  # padded: a shorter line covers a longer one
            shown.update(at=now, paused=paused, width=len(line))
            print(f"\r{line:<{width}}", end="", file=sys.stderr, flush=True)

    runner = BatchRunner(
        spec,
        results=results,
        history=sink,
        concurrency=args.concurrency,
        batch_id=args.batch,
        on_progress=show,
        backend="ray" if args.ray else "threads",
        ray_address=args.ray_address,
    )
    if args.baseline:  # refused before any model call: a baseline that is missing or on other tasks
        refused = eval_gate.refuse_before_run(args, results, runner.batch_id, runner.tasks, spec)
        if refused:
            return refused
    jobs = runner.pending()
    print(
        f"# batch {runner.batch_id}: {runner.progress.total} episodes "
        f"({len(runner.tasks)} tasks x {len(spec.methods)} methods x {len(spec.models)} models), "
        f"{runner.progress.total - len(jobs)} already finished; backend {runner.backend}, "
        f"concurrency {args.concurrency}; {prompt_set_of(spec.to_dict())}",
        file=sys.stderr,
    )
    if runner.tasks:
        print(f"# {_searched_in(runner.tasks[0], args)}", file=sys.stderr)
    for line in held_out_warnings(spec.models, [task.id for task in runner.tasks]):
        print(f"# WARNING: {line}", file=sys.stderr)
    try:
        report = runner.run()
    except KeyboardInterrupt:
        runner.stop()
        raise
    finally:
        end_export(export, [])
    print(file=sys.stderr)
    for error in report.errors[:10]:
        print(f"# episode error: {error}", file=sys.stderr)
    if report.aborted:
        print(f"# stopped early: {report.aborted}", file=sys.stderr)
    print_tables(results, runner.batch_id)
    _export(results, runner.batch_id, args)
    if not report.complete:
        print(
            f"# {report.progress.total - report.progress.finished} episodes left: run the same command to resume."
            + (" The baseline was not compared: the batch is unfinished." if args.baseline else ""),
            file=sys.stderr,
        )
        return 1
    return eval_gate.run_gate(args, results, runner.batch_id) if args.baseline else 0


def held_out_warnings(models, task_ids: list[str]) -> list[str]:
    """Models about to be measured on tasks recorded as their training data (`dataset mark`); a
    record that cannot be read is said too, since the check could not be made."""
    from react_core.common.errors import describe
    from react_core.datasets import registry

    try:
        return registry.overlap_warnings(list(models), task_ids)
    except Exception as exc:
        return [f"training data was not checked: {describe(exc)}"]


def _paper_dir(args: argparse.Namespace) -> str | None:
    """The paper's folder as an absolute path (part of the batch id), only for the paper set."""
    from react_core.prompting import prompt_sets

    if not prompt_sets.is_paper(getattr(args, "prompts", "project")):
        return None
    return str(prompt_sets.require_paper_folder(getattr(args, "paper_prompts", None)))


def prompt_set_of(spec: dict | None) -> str:
    """A stored batch's prompt set in words ("project prompts" for batches from before prompt sets)."""
    from react_core.prompting import prompt_sets

    name = (spec or {}).get("prompt_set") or prompt_sets.PROJECT
    try:
        return prompt_sets.label(name)
    except ValueError:
        return str(name)


def task_set_of(args: argparse.Namespace) -> str:
    """The set's name with what --paper-sample, --task-type and --per-type add to it (so each gets its own
    batch id)."""
    from react_core.evaluation.tasksets import (
        PAPER_SUFFIX,
        is_paper_sample,
        per_type_of,
        per_type_suffix,
        task_type_of,
        task_type_suffix,
    )

    task_set = args.task_set
    if getattr(args, "paper_sample", False):
        if args.sample is not None:
            raise ValueError("--paper-sample is the paper's fixed draw; leave out --sample.")
        task_set = task_set if is_paper_sample(task_set) else task_set + PAPER_SUFFIX
    if getattr(args, "task_type", None):
        task_set = task_set if task_type_of(task_set) is not None else task_set + task_type_suffix(args.task_type)
    if getattr(args, "per_type", None) is not None:
        task_set = task_set if per_type_of(task_set) is not None else task_set + per_type_suffix(args.per_type)
    return task_set


def print_tables(results, batch_id: str) -> None:
    from react_core.evaluation import counts, tables
    from react_core.evaluation.combined import with_combined
    from react_core.evaluation.searches import search_counts

    frame = results.frame(batch_id)
    print(f"\n## Batch {batch_id}: {len(frame)} episodes · {prompt_set_of(results.spec(batch_id))}")
    if frame.empty:
        return
    trajectories = {}
    searching = any(catalog.family(f).wikipedia for f in frame["family"].unique() if f in catalog.family_names())
    if searching or frame["method"].isin(["cot_sc", "react_cot_sc"]).any():
        trajectories = {t.id: t for t in results.trajectories(batch_id)}
    with pd.option_context("display.width", 200, "display.max_columns", 30):
        if tables.has_rows(frame, "Table 1"):
            print("\n### Table 1 layout (score in %; no answer: episodes that gave none; n: the episodes behind it)\n")
            with_backoffs = with_combined(frame, trajectories)
            print(counts.with_counts(tables.table1(with_backoffs), counts.table1_counts(with_backoffs)).to_string())
            if frame["method"].isin(["react"]).any() and frame["method"].isin(["cot_sc"]).any():
                print(
                    "\n(combined): the back-off rule applied to this batch's ReAct and CoT-SC episodes, "
                    "as in the paper; no extra model calls."
                )
            found = search_counts(frame, trajectories)
            if not found.empty:
                print("\n### Searches (how many opened a page; the rest answered 'Could not find ...')\n")
                print(found.to_string(index=False))
            confusion = tables.confusion_matrix(tables.table1_episodes(with_backoffs))
            if not confusion.empty:
                print("\n### FEVER confusion matrix (episodes: gold label in rows, the answer in columns)\n")
                print(confusion.to_string())
        if tables.has_rows(frame, "Table 4"):
            print("\n### Table 4 layout (WebShop score and success rate in %)\n")
            print(tables.table4(frame).to_string(na_rep="-"))
        if tables.has_rows(frame, "Table 3"):
            print(
                "\n### Table 3 layout (ALFWorld success in %, then AgentBoard's progress rate in %; n: the "
                "episodes behind it)\n"
            )
            print(
                counts.with_counts(
                    tables.table3(frame, progress=True), counts.table3_counts(frame, progress=True)
                ).to_string()
            )
        own = frame[
            ~frame["family"].isin([f for t in ("Table 1", "Table 3", "Table 4") for f in catalog.families_in(t)])
        ]
        if len(own):  # your own families: no paper table, their score per method
            print("\n### Score per method (%; your own families)\n")
            print(tables.score_per_method(own).to_string(index=False))
        print("\n### Failure breakdown (episodes)\n")
        print(tables.failure_table(frame).to_string())
        errors = results.errors(batch_id)
        if not errors.empty:
            print(
                f"\n### Episodes that failed and have not finished since ({len(errors)} attempts; "
                "resuming runs them again)\n"
            )
            print(errors[["task_id", "method", "model", "message"]].to_string(index=False))
        if trajectories:
            curve = tables.samples_curve(frame, trajectories)
            if not curve.empty:
                print("\n### Score vs CoT-SC samples (Figure 2 layout, %)\n")
                print(curve.pivot_table(index="samples", columns=["model", "method"], values="score").to_string())


def _export(results, batch_id: str, args: argparse.Namespace) -> None:
    from react_core.evaluation.tables import export

    for path in (args.csv, args.parquet):
        if path:
            export(results.frame(batch_id), path)
            print(f"# wrote {path}", file=sys.stderr)


def _searched_in(task, args: argparse.Namespace) -> str:
    """Which pages the batch's knowledge tasks are searched in, in words."""
    from react_core.engine.catalog import EnvChoice, family, local_corpus

    if not family(task.family).wikipedia:
        return f"{family(task.family).short} {family(task.family).noun}s in their own environment (no Wikipedia)"
    if args.wiki != "local":
        return "searching live Wikipedia"
    from react_core.data.corpus import page_count

    path = local_corpus(task, EnvChoice("local", args.corpus))
    if path is None:
        from react_core.data.bundled import read_bundled_pages

        return (
            f"searching the bundled pages ({sum(1 for _ in read_bundled_pages())}); "
            "a question file without paragraphs needs --corpus or --wiki live"
        )
    return f"searching {page_count(path)} pages in {path}"


def _split(text: str) -> tuple[str, ...]:
    items = tuple(item.strip() for item in text.split(",") if item.strip())
    if not items:
        raise ValueError("Give at least one name, comma-separated.")
    return items

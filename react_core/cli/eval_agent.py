"""`eval --agent "COMMAND {input}" --inputs FILE --batch NAME`: a batch of your own agent.

    python -m react_core eval --agent "python my_agent.py {input}" --inputs inputs.jsonl --batch agent-v2
    python -m react_core eval --agent "python my_agent.py {input}" --inputs inputs.jsonl --batch ci-$SHA \\
        --baseline agent-main --baseline-results ci/baseline.sqlite3 --fail-below 5

Each line of the inputs file (react_core.evaluation.agent_inputs) is run through the agent's command with
the workbench as its model endpoint (react_core.evaluation.agent_batch), its final answer checked; the
batch is stored like any other, so `eval --show`, `--baseline` and `--fail-below` read it, and the same
command resumes it. Exit codes as `eval`'s: 0 done (and the gate passed), 3 the gate failed, 4 the batches
cannot be compared, 2 a usage mistake, 1 anything else (an input the workbench could not run: run again).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from react_core.common.text_hygiene import for_terminal


def add_agent_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--agent",
        metavar="COMMAND",
        help='your own agent\'s command, with {input} where it takes an input, e.g. "python my_agent.py {input}": '
        "each line of --inputs is run through it with the workbench as its model (--models, one), "
        "its final answer checked (docs/evaluation.md)",
    )
    parser.add_argument(
        "--inputs",
        type=Path,
        metavar="FILE",
        help='--agent: a JSONL file, one input a line: {"input": "...", "expected": "..."} or "regex"',
    )
    parser.add_argument("--agent-cwd", type=Path, metavar="DIR", help="--agent: the folder it runs in (default: this)")
    parser.add_argument(
        "--agent-time-limit",
        type=float,
        default=600.0,
        metavar="S",
        help="--agent: seconds one input may take before the agent is ended (default 600)",
    )


def usage_problem(args: argparse.Namespace) -> str | None:
    """--agent's options given where they cannot apply, in words; None when they fit."""
    if args.agent is None:
        if args.inputs is not None or args.agent_cwd is not None:
            return "--inputs and --agent-cwd go with --agent COMMAND."
        return None
    if args.inputs is None:
        return '--agent needs --inputs FILE: a JSONL file, one {"input": ..., "expected": ...} a line.'
    if not args.batch:
        return (
            "--agent needs --batch NAME: your agent's code is not part of the batch's settings, so name each "
            "version's batch yourself (e.g. after its commit); the same name resumes it."
        )
    if args.show or args.list or args.leaks:
        return "--agent runs a batch; leave out --show, --list and --leaks (show it afterwards with --show NAME)."
    if len([m for m in args.models.split(",") if m.strip()]) != 1:
        return "--agent runs with one model: give one label in --models."
    return None


def run(args: argparse.Namespace, results: Any, print_tables: Callable[[Any, str], None]) -> int:
    """Run the agent's batch (eval's `print_tables` prints it), then the gate if asked; the exit code."""
    from react_core.evaluation import gate_cli
    from react_core.evaluation.agent_batch import AgentBatch
    from react_core.evaluation.episode import config_for
    from react_core.trajectory.task import Task

    problem = usage_problem(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return gate_cli.USAGE
    label = args.models.strip().strip(",")
    history = None
    if not args.no_history:
        from react_core.storage.store import TrajectoryStore

        history = TrajectoryStore()
    shown = {"at": 0.0, "width": 0}

    def show(progress: Any) -> None:
        now = time.monotonic()
        if now - shown["at"] >= 2.0 or progress.finished >= progress.total:
            line, width = progress.line(), int(shown["width"])
            shown.update(at=now, width=len(line))
            print(f"\r{line:<{width}}", end="", file=sys.stderr, flush=True)

    batch = AgentBatch(
        args.agent,
        args.inputs,
        config_for(label, args.concurrency),
        args.batch,
        results=results,
        history=history,
        cwd=args.agent_cwd,
        time_limit_s=args.agent_time_limit,
        concurrency=args.concurrency,
        label=label,
        on_progress=show,
    )
    if args.baseline:  # refused before the agent runs: a baseline that is missing or on other inputs
        tasks = [Task(id=item.id, family="agent", text=item.text) for item in batch.inputs]
        refused = gate_cli.refuse_before_run(args, results, batch.batch_id, tasks, batch.spec)
        if refused:
            return refused
    left = len(batch.pending())
    print(
        f"# batch {batch.batch_id}: {len(batch.inputs)} inputs through `{for_terminal(batch.command.shown)}`, "
        f"model {label}; {len(batch.inputs) - left} already finished; {args.concurrency} at a time",
        file=sys.stderr,
    )
    try:
        report = batch.run()
    except KeyboardInterrupt:
        batch.stop(now=True)
        raise
    print(file=sys.stderr)
    for error in report.errors[:20]:
        print(f"# {for_terminal(error)}", file=sys.stderr)
    if report.aborted:
        print(f"# stopped early: {for_terminal(report.aborted)}", file=sys.stderr)
    print_tables(results, batch.batch_id)
    if not report.complete:
        print(
            f"# {report.progress.total - report.progress.finished} inputs left: run the same command to resume."
            + (" The baseline was not compared: the batch is unfinished." if args.baseline else ""),
            file=sys.stderr,
        )
        return 1
    return gate_cli.run_gate(args, results, batch.batch_id) if args.baseline else 0

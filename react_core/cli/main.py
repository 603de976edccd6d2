"""`python -m react_core`: run an agent from the terminal, and reach the other tools.

    python -m react_core run --task hotpotqa --method react --task-id hotpotqa-bundled-01
    python -m react_core run --task fever --method act --question "Vienna is in Italy."
    python -m react_core run ... --until flag --until action:Finish[   # stop where a condition holds
    python -m react_core run ... --prompts paper --paper-prompts ../shared/data/react-repo/prompts
    python -m react_core tasks --task hotpotqa           # list bundled tasks
    python -m react_core prompts list                    # prompt sets: project, paper, user:NAME
    python -m react_core corpus ...                      # build / import corpora (corpus_cli.py)
    python -m react_core models setup                    # build llama.cpp, assemble the weights (cli/models.py)
    python -m react_core attach -- python my_agent.py    # your own agent, its model calls recorded (cli/attach.py)
    python -m react_core eval ...                        # batch evaluation (cli/eval.py)
    python -m react_core dataset sft|dpo ...             # training data (dataset_cli.py)
    python -m react_core trace html ID -o out.html       # one HTML file to share (cli/trace.py)
    python -m react_core serve                           # your own agent's model endpoint (cli/serve.py)
    python -m react_core tasks --plugin examples/tools/calculator.py --task calculator   # your own family

The installed `react-workbench` command is this same command line, plus `app` (react_workbench).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from react_core.cli.options import MCP_HELP, PAPER_ENV, PLUGIN_HELP, add_prompt_arguments, take_plugins
from react_core.cli.otlp_option import add_otlp_arguments, end_export, open_export
from react_core.common.text_hygiene import for_terminal

if TYPE_CHECKING:  # imported where used, so --help stays light
    from react_core.engine.run_until import RunUntil

# Subcommands with a parser of their own (cli/models.py, cli/eval.py): each parses the rest of the line.
OWN_PARSERS = ("models", "eval")


def main(
    argv: Sequence[str] | None = None, prog: str = "python -m react_core", listed: Mapping[str, str] | None = None
) -> int:
    """Run one subcommand. `prog` names the command in help; `listed` ({name: help}) are commands a
    front door above this one handles itself, shown in --help so one help page lists them all."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["mcp-proxy"]:  # the server's own command line follows: none of its options are ours
        from react_core.cli import mcp_proxy

        return mcp_proxy.main(argv[1:])
    argv = take_plugins(argv)
    if argv and argv[0] in OWN_PARSERS:
        code = _own_parser(argv[0], argv[1:])
        if code == 0 and argv[:2] == ["models", "setup"] and "--help" not in argv and "-h" not in argv:
            from react_core.cli.prepare import save_first_prompt

            code = save_first_prompt(lambda line: print(f"[models] {line}", flush=True))
        return code
    parser = _parser(prog, listed or {})
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    try:
        return args.handler(args)
    except KeyboardInterrupt:
        print("\nStopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the output was piped into `head` or similar
        return 0
    except Exception as exc:  # a clear line, not a stack trace
        from react_core.common.errors import describe

        print(f"error: {for_terminal(describe(exc))}", file=sys.stderr)
        return 1


def _parser(prog: str, listed: Mapping[str, str]) -> argparse.ArgumentParser:
    from react_core.cli.attach import add_attach_command
    from react_core.cli.corpus import add_corpus_command
    from react_core.cli.dataset import add_dataset_command
    from react_core.cli.eval_results import add_results_command
    from react_core.cli.serve import add_serve_command
    from react_core.cli.trace import add_trace_command
    from react_core.engine.catalog import family_names

    families = family_names()  # the bundled ones first: the first is the default
    parser = argparse.ArgumentParser(prog=prog, description="ReAct workbench command line.")
    sub = parser.add_subparsers(dest="command")
    for name, help_text in listed.items():
        sub.add_parser(name, help=help_text, add_help=False)
    run = sub.add_parser("run", help="run one task and print the trajectory as it goes")
    run.add_argument("--task", choices=families, default=families[0], help=f"task family (default: {families[0]})")
    source = run.add_mutually_exclusive_group()
    source.add_argument("--task-id", help="a bundled or imported task id, or an ALFWorld game id (see `tasks`)")
    source.add_argument("--question", help="your own question (HotpotQA) or claim (FEVER)")
    run.add_argument("--gold", help="the expected answer for --question, to score it")
    run.add_argument(
        "--method", default="react", help="react, act, react_tools (tool calls), cot, standard, ... (default: react)"
    )
    run.add_argument(
        "--max-steps", type=int, help="step limit (default: the paper's, 7 HotpotQA / 5 FEVER / 50 ALFWorld)"
    )
    run.add_argument(
        "--wiki", choices=("local", "live"), default="local", help="Wikipedia backend (default: local corpus)"
    )
    run.add_argument("--corpus", help="a local corpus file built with `corpus` (default: the bundled corpus)")
    run.add_argument(
        "--base-url", help="an OpenAI-compatible endpoint (default: $OPENAI_BASE_URL, else the embedded model)"
    )
    run.add_argument("--model", help="model name at that endpoint")
    run.add_argument("--temperature", type=float)
    run.add_argument(
        "--paper-decoding",
        action="store_true",
        help="greedy replies only: never ask again when the model repeats a failed action or "
        "gives an answer that cannot be right",
    )
    run.add_argument("--no-cache", action="store_true", help="always ask the model, never the response cache")
    add_prompt_arguments(run)
    run.add_argument(
        "--until",
        metavar="CONDITION",
        action="append",
        help="stop before the step where this holds (repeat: any of them): flag, flag:KIND,KIND, "
        "action:TEXT, action~REGEX, observation:TEXT, observation~REGEX, step:N, tokens:N "
        "(see docs/steering.md)",
    )
    run.add_argument("--json", type=Path, help="write the trajectory to this JSON file")
    run.add_argument("--save", action="store_true", help="also save it to the app's History")
    run.add_argument("--plugin", metavar="FILE", action="append", help=PLUGIN_HELP)
    run.add_argument("--mcp", metavar="SERVER", action="append", help=MCP_HELP)
    run.add_argument(
        "--tools",
        metavar="NAME,NAME",
        help="a tools family (an MCP server): offer the model only these tools (default: all)",
    )
    run.add_argument(
        "--allow-tool",
        metavar="NAME",
        action="append",
        default=[],
        help="an MCP tool not marked read-only (it may change things) that this run may call; without it such "
        "a call is not run and its observation says so (repeat for several)",
    )
    add_otlp_arguments(run)
    run.set_defaults(handler=_run)
    tasks = sub.add_parser("tasks", help="list the tasks you can run")
    tasks.add_argument("--task", choices=families, default=families[0])
    tasks.add_argument(
        "--source",
        default="bundled",
        help="bundled (default), a question file, or for ALFWorld 'official' ($ALFWORLD_DATA)",
    )
    tasks.add_argument("--plugin", metavar="FILE", action="append", help=PLUGIN_HELP)
    tasks.add_argument("--mcp", metavar="SERVER", action="append", help=MCP_HELP)
    tasks.set_defaults(handler=_tasks)
    prompts = sub.add_parser("prompts", help="the prompt sets a run can read its exemplars from")
    prompts.add_argument(
        "action",
        choices=("list", "add"),
        help="list: every set usable here, with its folder; add: a saved trajectory's finished "
        "branch (History, or an eval batch's episode) becomes an exemplar of a user set",
    )
    prompts.add_argument("--from", dest="trajectory", metavar="ID", help="add: the saved trajectory's id (History)")
    prompts.add_argument("--branch", metavar="NAME", help="add: its branch by name (default: its current branch)")
    prompts.add_argument("--set", dest="set_name", metavar="NAME", help="add: the user set, e.g. mine (user:mine)")
    prompts.add_argument(
        "--only-mine",
        action="store_true",
        help="add: a new file starts with the project's instruction only, not its exemplars",
    )
    prompts.add_argument(
        "--paper-prompts", metavar="DIR", help=f"the ReAct repository's prompts folder (default: ${PAPER_ENV})"
    )
    prompts.set_defaults(handler=_prompts)
    add_attach_command(sub)
    add_corpus_command(sub)
    add_dataset_command(sub)
    add_trace_command(sub)
    add_results_command(sub)
    add_serve_command(sub)
    for name in OWN_PARSERS:
        sub.add_parser(name, help=f"see `{prog} {name} --help`", add_help=False)
    sub.add_parser(
        "mcp-proxy", help="your agent's MCP server, its calls recorded and approved on a run", add_help=False
    )
    return parser


def _prompts(args: argparse.Namespace) -> int:
    from react_core.prompting import prompt_sets

    if args.action == "add":
        return _add_exemplar(args)

    folder = prompt_sets.paper_folder(args.paper_prompts)
    for name in prompt_sets.available(args.paper_prompts):
        kind, user = prompt_sets.parse(name)
        where = {"project": prompt_sets.PROMPTS_DIR, "paper": folder}.get(kind) or prompt_sets.user_root() / user
        print(for_terminal(f"{name}\t{where}"))
    if folder is None:
        print(
            f"# paper: not configured; pass --paper-prompts DIR or set {PAPER_ENV} to the ReAct repository's "
            f"prompts folder",
            file=sys.stderr,
        )
    return 0


def _add_exemplar(args: argparse.Namespace) -> int:
    """`prompts add --from ID --set NAME`: what the Run page's "Use as exemplar" does, from a terminal."""
    from react_core.engine.exemplars import add_exemplar, exemplar_from_branch, exemplar_method
    from react_core.storage.store import TrajectoryStore

    if not args.trajectory or not args.set_name:
        print("prompts add needs --from ID (a saved trajectory, see the History page) and --set NAME.", file=sys.stderr)
        return 2
    trajectory = TrajectoryStore().load(args.trajectory)  # errors become one line in main()
    branch_id = trajectory.active_branch
    if args.branch:
        named = [b.id for b in trajectory.branches.values() if b.name == args.branch]
        if not named:
            raise ValueError(
                f"Trajectory {trajectory.id} has no branch {args.branch!r}; its branches: "
                f"{', '.join(b.name for b in trajectory.branches.values())}."
            )
        branch_id = named[0]
    text = exemplar_from_branch(trajectory, branch_id)
    task_type = trajectory.task.meta.get("task_type")
    path = add_exemplar(
        args.set_name,
        trajectory.task.family,
        exemplar_method(trajectory.method),
        text,
        task_type if isinstance(task_type, str) else None,
        keep_project=not args.only_mine,
    )
    name = args.set_name.removeprefix("user:")
    print(for_terminal(f"Added to {path}; run with --prompts user:{name}."))
    return 0


def _own_parser(name: str, argv: list[str]) -> int:
    """Run `models` or `eval` (imported only when asked, so --help stays light); argparse's exits
    (--help 0, a usage mistake 2) become the return code."""
    try:
        if name == "models":
            from react_core.cli import models

            return models.main(argv)
        from react_core.cli import eval as eval_command

        return eval_command.command(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0) if not isinstance(exit_.code, str) else 1


def _tasks(args: argparse.Namespace) -> int:
    from react_core.engine.catalog import load_tasks

    tasks = load_tasks(args.task, args.source)
    if not tasks:
        print(f"No {args.task} tasks in {args.source!r}.", file=sys.stderr)
        return 1
    for task in tasks:
        gold = f"  [gold: {task.gold}]" if task.gold else ""
        print(for_terminal(f"{task.id}\t{task.text}{gold}"))
    return 0


def _until(texts: list[str] | None) -> RunUntil | None:
    """`--until`'s conditions as a runner (None: run to the end); BreakpointError names a bad one."""
    if not texts:
        return None
    from react_core.assist.diagnosis import diagnose
    from react_core.engine.breakpoints import parse_conditions
    from react_core.engine.run_until import RunUntil

    return RunUntil(parse_conditions(texts), diagnose)


def _tool_choice(family: Any, tools: str | None, allow: list[str]) -> tuple[tuple[str, ...] | None, tuple[str, ...]]:
    """--tools and --allow-tool as names of the family's tools; ValueError naming the tools otherwise."""
    known = [spec.name for spec in family.tool_calls.specs] if family.tool_calls is not None else []
    offered = tuple(n.strip() for n in tools.split(",") if n.strip()) if tools else None
    wrong = [n for n in (*(offered or ()), *allow) if n not in known]
    if (offered is not None or allow) and family.offer is None:
        raise ValueError(f"{family.short} has no tools to choose; --tools and --allow-tool are for a tools family.")
    if wrong:
        raise ValueError(f"{family.short} has no tool {wrong[0]!r}; its tools are {', '.join(known)}.")
    return offered, tuple(allow)


def _run(args: argparse.Namespace) -> int:
    from react_core.engine import catalog
    from react_core.engine.run_until import NO_CONDITION_HELD
    from react_core.models.config import load_config
    from react_core.models.factory import open_model
    from react_core.prompting.method_base import Generation
    from react_core.session.controller import RunController
    from react_core.session.resources import RunResources
    from react_core.session.setup import Setup
    from react_core.traces.live_sink import exporting
    from react_core.trajectory.task import Task

    # An id names its family ("fever-bundled-05"), so --task may be left out.
    named = next((f for f in catalog.family_names() if (args.task_id or "").startswith(f + "-")), args.task)
    family = catalog.family(named)
    if args.question:
        if not family.own_tasks:
            raise ValueError(f"{family.short} has no free-text tasks; choose a game with --task-id (see `tasks`).")
        task = Task(id="free-question", family=args.task, text=args.question.strip(), gold=args.gold)
    elif args.task_id:
        task = catalog.find_task(family.name, args.task_id)
    elif "bundled" in family.sources():
        task = family.load("bundled")[0]
    else:  # an MCP server brings tools, not questions
        raise ValueError(f"{family.short} has no bundled tasks; ask your own with --question.")
    until = _until(args.until)  # a malformed condition is refused before anything runs
    offered, allowed = _tool_choice(family, args.tools, args.allow_tool)
    # The exemplars are read before any model is opened, so a missing file or folder costs nothing.
    catalog.make_method(
        args.method,
        family.name,
        task_type=task.meta.get("task_type"),
        max_steps=args.max_steps,
        prompt_set=args.prompts,
        paper_dir=args.paper_prompts,
        tools=offered,
    )
    config = load_config(
        {
            "base_url": args.base_url,
            "model": args.model,
            "temperature": args.temperature,
            "cache": False if args.no_cache else None,
        }
    )
    print(f"# model: {config.describe()}", file=sys.stderr)
    print(f"# prompts: {args.prompts}", file=sys.stderr)
    model = open_model(config)
    store = None
    if args.save:
        from react_core.storage.store import TrajectoryStore

        store = TrajectoryStore()
    export = open_export(args)
    run = RunController(RunResources(store=store, sink=exporting(store, export), open_model=lambda _config: model))
    run.follow(
        Setup(
            task,
            args.method,
            config,
            max_steps=args.max_steps,
            wiki_backend=args.wiki,
            prompt_set=args.prompts,
            paper_dir=args.paper_prompts,
            corpus=args.corpus,
            sampling=Generation(temperature=config.temperature, retry_repeats=not args.paper_decoding),
            tools=offered,
            allow_tools=allowed,
        )
    )
    engine = run.ensure_engine()  # an environment that cannot be made fails here, before any output
    transcript = family.transcript()
    # Model and file text may hold escape sequences that would drive the terminal (titles, clipboard,
    # colours): printed without control characters; the trajectory and --json keep the exact text.
    print(for_terminal(f"Task {task.id}" if family.sparse else transcript.header(task, "").rstrip()), flush=True)
    shown = 0

    def show(_result: object) -> None:
        nonlocal shown
        steps = engine.trajectory.steps_of()
        if shown == 0 and engine.trajectory.opening and family.sparse:
            print(for_terminal(engine.trajectory.opening.strip()))
        text = transcript.body(steps)
        already = transcript.body(steps[:shown])
        print(for_terminal(text[len(already) :]), end="", flush=True)
        for step in steps[shown:]:
            for note in step.notes:
                print(for_terminal(f"    (note: {note})"), flush=True)
        shown = len(steps)

    try:
        result = run.run(until=until, on_step=show)
    except KeyboardInterrupt:  # Ctrl-C: the step in flight is cancelled, nothing of it written
        run.stop()
        raise
    finally:
        end_export(export, [engine.trajectory])
        run.close_environment()  # an MCP server started for this run ends with it
    refused = sorted({s.info["tool"] for s in engine.trajectory.steps_of() if s.info.get("not_allowed")})
    if refused:
        flags = " ".join(f"--allow-tool {name}" for name in refused)
        print(
            f"# not run: {', '.join(refused)} (not marked read-only: they may change things); to let a run "
            f"call them, run again with {flags}",
            file=sys.stderr,
        )
    if result.error is not None:
        print(f"error: {for_terminal(result.error)}", file=sys.stderr)
        return 1
    branch = engine.branch
    if until is not None:
        print(f"\n# {for_terminal(result.held.message if result.held else NO_CONDITION_HELD)}", flush=True)
    totals = engine.trajectory.totals()
    print(f"\n# outcome: {branch.outcome.value if branch.outcome else 'stopped'}; answer: {branch.answer!r}")
    if task.gold is not None or branch.success is not None:
        print(f"# score: {catalog.score_branch(engine.trajectory).as_dict()}")
    print(
        f"# {totals['calls']} model calls, {totals['tokens_in']} tokens in, {totals['tokens_out']} out, "
        f"{totals['latency_s']:.1f} s in the model, {totals['cache_hits']} cache hits"
    )
    if args.json:
        tmp = args.json.with_suffix(args.json.suffix + ".tmp")
        tmp.write_text(engine.trajectory.to_json(), encoding="utf-8")
        tmp.replace(args.json)  # never a half-written file
        print(f"# trajectory written to {args.json}")
    return 0

"""`react-workbench attach -- COMMAND ARGS`: run your own agent with the workbench as its model endpoint.

    react-workbench attach -- python my_agent.py "Is it warm in Oslo?"
    react-workbench attach --base-url https://api.openai.com/v1 --model gpt-4o-mini -- python my_agent.py
    react-workbench attach --rerun TRAJECTORY --from-call 2 --args 1 '{"city": "Rome"}' -- python my_agent.py
    react-workbench attach --rerun TRAJECTORY --from-call 2 --args 1 '{"city": "Rome"}' --tries 3 \
        --check-regex Rome -- python my_agent.py   # the change measured: see react_core/cli/attach_tries.py

It starts the steering endpoint in this process, opens a run, and starts the command (its own process
group, no shell) with OPENAI_BASE_URL, OPENAI_API_KEY and REACT_WORKBENCH_RUN_URL set to the run's. The
agent's output is printed as it comes; the workbench's own lines (each recorded step, how it ended) go
to stderr, marked ``[workbench]``. It ends when the agent does, or at Ctrl-C (which stops the agent and
all it started), or at --time-limit / --output-limit.

With --rerun, the agent runs again on a new branch of a recorded run (a History id or a JSON file):
calls before --from-call are answered from the recording with no model call, that call with your change
(--thought, --args) if any, the rest by the model; a request that differs from the recording is said
as a divergence, and from there everything is live.

Exit status: the agent's own (128 + N if signal N ended it), 130 after Ctrl-C, 124 at the time limit,
125 at the output limit, 127 when it could not start, 2 for bad options.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from react_core.cli.attach_tries import add_tries_options, wants_tries
from react_core.common.text_hygiene import for_terminal

if TYPE_CHECKING:  # imported where used, so --help stays light
    from react_core.endpoint.agent_process import AgentExit
    from react_core.endpoint.agent_run import AgentRun
    from react_core.endpoint.attached import Attached

POLL_S = 0.1
CODES = {"stopped": 130, "time limit": 124, "output limit": 125, "failed to start": 127}


def add_attach_command(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "attach",
        help="run your own agent (-- COMMAND ARGS) with the workbench as its model endpoint, recorded in History",
        description="Run your agent's command with OPENAI_BASE_URL pointing at a run of the steering endpoint; "
        "each model call is recorded as a step in History. See docs/steer-your-agent.md.",
        epilog="Everything after -- is your agent's command, run without a shell.",
    )
    parser.add_argument("--port", type=int, default=0, help="the endpoint's port (default: any free port)")
    parser.add_argument(
        "--model", help="the model the agent's calls go to (default: the embedded model, or REACT_MODEL)"
    )
    parser.add_argument(
        "--base-url", help="an OpenAI-compatible server for the calls (default: OPENAI_BASE_URL, else embedded)"
    )
    parser.add_argument("--name", help="the run's name in History (default: the command)")
    parser.add_argument("--cwd", type=Path, help="the folder the agent runs in (default: this one)")
    parser.add_argument(
        "--time-limit", type=float, default=1800.0, metavar="S", help="seconds before the agent is ended (default 1800)"
    )
    parser.add_argument(
        "--output-limit",
        type=int,
        default=5_000_000,
        metavar="BYTES",
        help="output before the agent is ended (default 5,000,000)",
    )
    parser.add_argument("--rerun", metavar="TRAJECTORY", help="re-run this recorded run (a History id or a JSON file)")
    parser.add_argument("--branch", metavar="NAME", help="--rerun: its branch by name (default: its current branch)")
    parser.add_argument("--from-call", type=int, metavar="K", help="--rerun: calls before K come from the recording")
    parser.add_argument("--thought", help="--rerun: call K's reply gets this text (its thought) instead")
    parser.add_argument(
        "--args",
        nargs=2,
        action="append",
        default=[],
        metavar=("N", "JSON"),
        help="--rerun: call K's tool call N (1 is the first) gets these arguments; repeatable",
    )
    add_tries_options(parser)
    parser.add_argument("agent", nargs=argparse.REMAINDER, help="-- then your agent's command and its arguments")
    parser.set_defaults(handler=_attach)


def _attach(args: argparse.Namespace) -> int:
    from react_core.endpoint.agent_process import AgentCommand
    from react_core.endpoint.attached import Attached
    from react_core.endpoint.http_server import EndpointServer
    from react_core.models.config import load_config
    from react_core.storage.store import TrajectoryStore

    argv = args.agent[1:] if args.agent[:1] == ["--"] else args.agent
    if not argv:
        print(
            "attach needs your agent's command after --, e.g. react-workbench attach -- python my_agent.py",
            file=sys.stderr,
        )
        return 2
    if args.rerun is None and (args.from_call is not None or args.thought is not None or args.args or args.branch):
        print("--from-call, --thought, --args and --branch are for a re-run: add --rerun TRAJECTORY.", file=sys.stderr)
        return 2
    if args.rerun is not None and args.from_call is None:
        print("--rerun needs --from-call K: the first call not answered from the recording.", file=sys.stderr)
        return 2
    command = AgentCommand(tuple(argv), args.cwd, time_limit_s=args.time_limit, output_limit=args.output_limit)
    config = load_config({"model": args.model, "base_url": args.base_url})
    if wants_tries(args):
        from react_core.cli.attach_tries import measure

        return measure(args, command, config)
    store = TrajectoryStore()
    err = sys.stderr
    with EndpointServer(store).start(args.port) as server:
        if args.rerun is not None:
            run = _open_rerun(server.runs, args, config)
        else:
            run = server.runs.open(config, args.name or command.shown[:80])
        _say(err, f"endpoint {server.url}; calls go to {config.describe()}")
        _say(err, f"run {run.id} records to History as {run.trajectory.id}; starting `{command.shown}`")
        attached = Attached(server.runs, run, command, on_line=lambda line: _print(sys.stdout, line))
        ended = attached.start()
        if ended is None:
            ended = _follow(attached, run, err)
        finished = attached.finish()
    for message in finished.messages:
        _say(err, message)
    if finished.kept:
        _say(err, f"trajectory {run.trajectory.id}")
    return _status(ended)


def _open_rerun(runs: Any, args: argparse.Namespace, config: Any) -> AgentRun:
    from react_core.cli.rerun_args import change_of, load_branch
    from react_core.endpoint.rerun import open_rerun

    trajectory, branch_id = load_branch(args)
    change = change_of(trajectory, branch_id, args)
    return open_rerun(runs, trajectory, args.from_call, config, change, branch_id)


def _follow(attached: Attached, run: AgentRun, err: TextIO) -> AgentExit:
    """Print each recorded step as it comes, until the agent ends (Ctrl-C stops it)."""
    shown = 0
    try:
        while (ended := attached.wait(POLL_S)) is None:
            shown = _print_steps(run, shown, err)
    except KeyboardInterrupt:
        _say(err, "stopping your agent (Ctrl-C)")
        ended = attached.stop()
    _print_steps(run, shown, err)
    assert ended is not None
    return ended


def _print_steps(run: AgentRun, shown: int, err: TextIO) -> int:
    from react_core.endpoint.tape_route import source_of

    with run.lock:
        steps = run.trajectory.steps_of()
        new = [(s, source_of(run.trajectory, s)) for s in steps[shown:]]
    for step, source in new:
        origin = f" [{source.value}]" if source is not None else ""
        _say(err, f"{step.kind.value}{origin}: {step.text[:300]}")
    return len(steps)


def _status(ended: AgentExit) -> int:
    if ended.why.value in CODES:
        return CODES[ended.why.value]
    code = ended.exit_code or 0
    return 128 - code if code < 0 else code


def _say(out: TextIO, text: str) -> None:
    print(f"[workbench] {for_terminal(text)}", file=out, flush=True)


def _print(out: TextIO, line: str) -> None:
    print(for_terminal(line), file=out, flush=True)

"""`react-workbench serve`: the steering endpoint for a person's own agent, from a terminal.

    react-workbench serve                                  # the embedded model; prints the run's OPENAI_BASE_URL
    react-workbench serve --base-url https://api.openai.com/v1 --model gpt-4o-mini   # (OPENAI_API_KEY from the env)
    react-workbench serve --hold tool:delete_file --hold action:Finish[   # hold replies, answered here

It opens one run, prints the lines to give the agent, then prints each step as the agent's calls come,
until Ctrl-C. A held reply is shown with what the model proposed and answered on the terminal:
``send``, ``thought TEXT``, ``args N JSON`` (call N's arguments), ``drop N``, ``reject MESSAGE``,
``again [TEMPERATURE]``; nothing typed within the hold's limit sends it as the model wrote it.
"""

from __future__ import annotations

import argparse
import json
import queue
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, TextIO

from react_core.common.text_hygiene import for_terminal

if TYPE_CHECKING:  # imported where used, so --help stays light
    from react_core.endpoint.agent_run import AgentRun
    from react_core.endpoint.holds import Hold

POLL_S = 0.2


def add_serve_command(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "serve",
        help="the workbench as your own agent's model endpoint: every call a step in History, held and edited",
        description="Serve an OpenAI-compatible endpoint on 127.0.0.1 for your own agent (LangGraph, smolagents, "
        "the OpenAI Agents SDK, any OpenAI client); see docs/steer-your-agent.md.",
    )
    parser.add_argument("--port", type=int, default=0, help="the port (default: any free port)")
    parser.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1, this machine only)"
    )
    parser.add_argument(
        "--model", help="the model the agent's calls go to (default: the embedded model, or REACT_MODEL)"
    )
    parser.add_argument(
        "--base-url", help="an OpenAI-compatible server for the calls (default: OPENAI_BASE_URL, else embedded)"
    )
    parser.add_argument("--name", default="my agent", help="the run's name in History")
    parser.add_argument(
        "--hold",
        action="append",
        default=[],
        metavar="WHEN",
        help="hold replies for you to answer here: every, tool:NAME, mcp-writes, or a Run until condition "
        "(action:TEXT, observation:TEXT, flag, step:N, tokens:N); repeatable",
    )
    parser.add_argument(
        "--hold-timeout", type=float, default=300.0, metavar="S", help="seconds a held reply waits (default 300)"
    )
    parser.add_argument(
        "--allow-mcp-tool",
        action="append",
        default=[],
        metavar="NAME",
        help="an MCP tool that changes things and may run without asking (through react-workbench mcp-proxy); "
        "repeatable. Any other such tool is held here for your yes",
    )
    parser.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    from react_core.endpoint.hold_rules import HoldRules
    from react_core.endpoint.http_server import EndpointServer
    from react_core.models.config import load_config
    from react_core.storage.store import TrajectoryStore

    config = load_config({"model": args.model, "base_url": args.base_url})
    rules = replace(HoldRules.parse(args.hold, args.hold_timeout), mcp_allowed=frozenset(args.allow_mcp_tool))
    server = EndpointServer(TrajectoryStore(), host=args.host).start(args.port)
    run = server.runs.open(config, args.name, rules)
    run.warm()  # the embedded model starts loading now, not at the agent's first call
    out = sys.stdout
    print(f"Steering endpoint on {server.url}, calls go to {config.describe()}.", file=out)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(
            f"warning: listening on {args.host}: other machines can reach it (each run's URL has its token).", file=out
        )
    print(f"Run {run.name!r} records to History as {run.trajectory.id}. Give your agent:", file=out)
    print(f"  export OPENAI_BASE_URL={run.base_url}", file=out)
    print("  export OPENAI_API_KEY=unused   # any value: the run's token is in its URL", file=out)
    print(f"  export REACT_WORKBENCH_RUN_URL={run.root_url}   # for react-workbench mcp-proxy", file=out)
    if rules.active:
        print(f"Holding replies {rules.describe()}; answer them here.", file=out)
    if rules.mcp_writes:
        print(
            "MCP tool calls that may change things (through react-workbench mcp-proxy) wait here for your yes.",
            file=out,
        )
    print("Recording until Ctrl-C.", file=out, flush=True)
    lines = _stdin_lines() if rules.active or rules.mcp_writes else None
    shown = 0
    try:
        while True:
            shown = _print_new_steps(run, shown, out)
            if lines is not None:
                for hold in run.pending():
                    _answer(hold, lines, out)
                    shown = _print_new_steps(run, shown, out)
            time.sleep(POLL_S)
    except KeyboardInterrupt:
        _print_new_steps(run, shown, out)
        totals = run.trajectory.totals()
        print(f"\nStopped. {totals['calls']} call(s) recorded in History ({run.trajectory.id}).", file=out, flush=True)
        return 0
    finally:
        server.stop()


def _print_new_steps(run: AgentRun, shown: int, out: TextIO) -> int:
    with run.lock:
        steps = run.trajectory.steps_of()
        messages = list(run.messages)
        run.messages.clear()
    for step in steps[shown:]:
        who = "" if step.author.value in ("model", "environment") else f" ({step.author.value.replace('_', ' ')})"
        print(f"  {step.kind.value.capitalize()}{who}: {for_terminal(step.text)[:500]}", file=out)
        for note in step.notes:
            print(f"    note: {for_terminal(note)[:300]}", file=out)
    for message in messages:
        print(f"  ! {for_terminal(message)}", file=out)
    out.flush()
    return len(steps)


def _stdin_lines() -> queue.Queue[str]:
    """Lines typed on the terminal, read on a thread of their own so the steps keep printing."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in sys.stdin:
            lines.put(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True, name="serve-stdin").start()
    return lines


def _answer(hold: Hold, lines: queue.Queue[str], out: TextIO) -> None:
    from react_core.endpoint.holds import HoldError

    proposal = hold.proposal
    if hold.kind == "mcp":
        _answer_mcp(hold, lines, out)
        return
    print(f"\nHeld ({for_terminal(hold.reason)}). The model proposed:", file=out)
    if proposal.content:
        print(f"  text: {for_terminal(proposal.content)[:1000]}", file=out)
    for number, call in enumerate(proposal.tool_calls, 1):
        function = call.get("function") or {}
        print(f"  call {number}: {function.get('name')} {for_terminal(str(function.get('arguments')))}", file=out)
    print(
        f"send | thought TEXT | args N JSON | drop N | reject MESSAGE | again [TEMPERATURE]  "
        f"(sent as written in {max(0, int(hold.deadline - time.time()))} s)",
        file=out,
        flush=True,
    )
    for word, rest in _typed_lines(hold, lines):
        try:
            if word == "send":
                hold.send()
            elif word == "thought" and rest:
                hold.edit(thought=rest)
            elif word == "args":
                which, _, text = rest.partition(" ")
                calls = [dict(c) for c in proposal.tool_calls]
                index = int(which) - 1
                function = calls[index].get("function") or {}
                calls[index] = {
                    "id": calls[index].get("id"),
                    "name": function.get("name"),
                    "arguments": json.loads(text),
                }
                hold.edit(tool_calls=calls)
            elif word == "drop":
                index = int(rest) - 1
                hold.edit(tool_calls=[c for i, c in enumerate(proposal.tool_calls) if i != index])
            elif word == "reject" and rest:
                hold.reject(rest)
            elif word == "again":
                hold.ask_again(temperature=float(rest) if rest else None)
                return
            else:
                print(
                    "Type: send, thought TEXT, args N JSON, drop N, reject MESSAGE, or again [TEMPERATURE].",
                    file=out,
                    flush=True,
                )
        except (HoldError, ValueError, IndexError) as exc:
            print(f"  {for_terminal(str(exc))}", file=out, flush=True)


def _typed_lines(hold: Hold, lines: queue.Queue[str]) -> Iterator[tuple[str, str]]:
    """The person's lines while the hold waits for an answer, each as its first word and the rest."""
    while hold.pending:
        try:
            line = lines.get(timeout=POLL_S).strip()
        except queue.Empty:
            continue
        word, _, rest = line.partition(" ")
        yield word, rest


def _answer_mcp(hold: Hold, lines: queue.Queue[str], out: TextIO) -> None:
    """A held MCP tool call (react-workbench mcp-proxy): approve it, edit its arguments, or reject it."""
    from react_core.endpoint.holds import HoldError

    call = hold.proposal.tool_calls[0]
    function = call.get("function") or {}
    print(f"\nHeld ({for_terminal(hold.reason)}). Your agent's MCP call:", file=out)
    print(f"  {function.get('name')} {for_terminal(str(function.get('arguments')))}", file=out)
    left = max(0, int(hold.deadline - time.time()))
    print(
        f"approve | args JSON | reject MESSAGE  (with no answer in {left} s, a call that may change things is not run)",
        file=out,
        flush=True,
    )
    for word, rest in _typed_lines(hold, lines):
        try:
            if word in ("approve", "send"):
                hold.send()
            elif word == "args" and rest:
                hold.edit(
                    tool_calls=[{"id": call.get("id"), "name": function.get("name"), "arguments": json.loads(rest)}]
                )
            elif word == "reject" and rest:
                hold.reject(rest)
            else:
                print("Type: approve, args JSON, or reject MESSAGE.", file=out, flush=True)
        except (HoldError, ValueError) as exc:
            print(f"  {for_terminal(str(exc))}", file=out, flush=True)

"""`react-workbench mcp-proxy [--name NAME] [--allow-tool TOOL] -- <server command ...>`: an agent's MCP
server, its tool calls recorded on a workbench run and held for the person's yes (react_core.endpoint.mcp_proxy);
`react-workbench mcp-proxy --http URL [--port N]`: the same for a remote Streamable HTTP server, served on
127.0.0.1 (react_core.endpoint.mcp_http_proxy).

The agent starts this command where it would start its server; the run's root URL comes from
$REACT_WORKBENCH_RUN_URL (printed by `react-workbench serve` and the Run page's Your agent panel).
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Sequence

from react_core.endpoint.mcp_proxy import TIME_LIMIT_S, McpProxy
from react_core.endpoint.mcp_workbench import RUN_URL_ENV, Workbench

PROG = "react-workbench mcp-proxy"


def parser() -> argparse.ArgumentParser:
    found = argparse.ArgumentParser(
        prog=PROG,
        usage=f"{PROG} [--name NAME] [--allow-tool TOOL] [--time-limit S] -- SERVER_COMMAND ...\n"
        f"       {PROG} --http URL [--port N] [--name NAME] [--allow-tool TOOL] [--time-limit S]",
        description="Start an MCP server (stdio) for your agent, and pass its tool calls through the workbench "
        f"run at ${RUN_URL_ENV}: each call is recorded, and a tool its server does not mark read-only waits "
        "for your approval there (approve, edit the arguments, or reject with a message).",
        epilog=f"Example: {RUN_URL_ENV}=http://127.0.0.1:8765/s/RUN/TOKEN {PROG} -- "
        "python -m mcp_server_git --repository .",
    )
    found.add_argument("--name", default="", help="the server's name on the run (default: the name it gives itself)")
    found.add_argument(
        "--allow-tool",
        metavar="TOOL",
        action="append",
        default=[],
        help="a tool that changes things and may run without asking (repeat for several); still recorded",
    )
    found.add_argument(
        "--time-limit",
        metavar="S",
        type=float,
        default=TIME_LIMIT_S,
        help=f"seconds the server has to answer one request; then the agent gets an error (default {TIME_LIMIT_S:g})",
    )
    found.add_argument(
        "--http",
        metavar="URL",
        help="a remote MCP server (Streamable HTTP) instead of a command: the proxy serves it on 127.0.0.1 "
        "and prints the URL your agent connects to",
    )
    found.add_argument("--port", type=int, default=0, help="the port --http serves on (default: a free one)")
    found.add_argument("command", nargs=argparse.REMAINDER, help="the MCP server's command, after --")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if args.http and command:
        print(f"{PROG}: give either --http URL or a server command after --, not both.", file=sys.stderr)
        return 2
    if not command and not args.http:
        print(
            f"{PROG}: give the MCP server's command after --, e.g. {PROG} -- python -m mcp_server_time", file=sys.stderr
        )
        return 2
    root = os.environ.get(RUN_URL_ENV, "").strip()
    if not root:
        print(
            f"{PROG}: ${RUN_URL_ENV} is not set, so there is no workbench run to record the calls on. Open a run "
            "(`react-workbench serve`, or the Run page's Your agent panel) and set it to the run's URL it prints.",
            file=sys.stderr,
        )
        return 2
    if args.time_limit <= 0:
        print(f"{PROG}: --time-limit must be more than 0 seconds.", file=sys.stderr)
        return 2
    if args.http:
        return _serve_http(args, root)
    proxy = McpProxy(
        command,
        Workbench(root),
        sys.stdin.buffer,
        sys.stdout.buffer,
        sys.stderr,
        name=args.name,
        allow_tools=frozenset(args.allow_tool),
        time_limit_s=args.time_limit,
    )
    return proxy.run()


def _serve_http(args: argparse.Namespace, root: str) -> int:
    from react_core.endpoint.mcp_http_proxy import McpHttpProxy

    try:
        proxy = McpHttpProxy(
            args.http, Workbench(root), sys.stderr, args.name, frozenset(args.allow_tool), args.time_limit
        ).start(args.port)
    except (ValueError, OSError) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    print(f"MCP server {args.http} through the workbench at: {proxy.url}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        print("Stopped.", file=sys.stderr)
    finally:
        proxy.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

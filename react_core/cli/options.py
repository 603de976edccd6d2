"""Options several commands share: `--plugin` / `--mcp` (taken before parsing, so every family
list has them), `--prompts` / `--paper-prompts` (`run` and `eval`). Kept import-light for --help."""

from __future__ import annotations

import argparse
import os
import sys

from react_core.common.text_hygiene import for_terminal

PAPER_ENV = (
    "REACT_PAPER_PROMPTS"  # react_core.prompting.prompt_sets.PAPER_ENV, spelled here to keep --help import-light
)


PLUGIN_HELP = (
    "a plugin file: your tools (.py of tool functions) or your environment (a .py defining FAMILY); "
    "repeat for several; adds to $REACT_PLUGINS"
)


MCP_HELP = (
    'an MCP server whose tools are the actions: a command ("python -m mcp_server_time") or a URL '
    "(http://127.0.0.1:8765/mcp); repeat for several; adds to $REACT_MCP; its family is the default --task"
)


def take_plugins(argv: list[str]) -> list[str]:
    """`argv` without its ``--plugin FILE`` and ``--mcp SERVER`` pairs, which join $REACT_PLUGINS and
    $REACT_MCP (so every family list, here and in the commands this one starts, has them). A plugin
    that does not load is one line on stderr; the command goes on with the families that did."""
    rest: list[str] = []
    files: list[str] = []
    servers: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg in ("--plugin", "--mcp"):
            (files if arg == "--plugin" else servers).append(next(args, ""))
        elif arg.startswith(("--plugin=", "--mcp=")):
            (files if arg.startswith("--plugin=") else servers).append(arg.split("=", 1)[1])
        else:
            rest.append(arg)
    if servers:
        from react_core.plugins.registry import MCP_ENV

        os.environ[MCP_ENV] = "\n".join([os.environ.get(MCP_ENV, ""), *(s.strip() for s in servers if s.strip())])
        files = files or [""]  # report the servers' problems below
    if files:
        from react_core.engine.catalog import plugin_problems
        from react_core.plugins.registry import PLUGINS_ENV

        listed = [p for p in os.environ.get(PLUGINS_ENV, "").split(os.pathsep) if p]
        os.environ[PLUGINS_ENV] = os.pathsep.join(listed + [f for f in files if f])
        for message in plugin_problems().values():
            print(f"warning: {for_terminal(message)}", file=sys.stderr)
    return _mcp_task(rest, servers)


def _mcp_task(argv: list[str], servers: list[str]) -> list[str]:
    """`run`/`tasks` with --mcp and no --task: the first server's family is the task."""
    if not servers or not argv or argv[0] not in ("run", "tasks") or any(a.startswith("--task") for a in argv):
        return argv
    from react_core.plugins.registry import loaded_origins

    names = loaded_origins().get(f"MCP server {servers[0].strip()}") or []
    return [argv[0], "--task", names[0], *argv[1:]] if names else argv


def add_prompt_arguments(parser: argparse.ArgumentParser) -> None:
    """--prompts and --paper-prompts, shared by `run` and `eval`."""
    parser.add_argument(
        "--prompts",
        default="project",
        metavar="SET",
        help="where the few-shot exemplars come from: project (default, prompts/), paper (the "
        "paper's originals, see --paper-prompts) or user:NAME (your set in "
        "<REACT_HOME>/prompts/NAME); `python -m react_core prompts list` shows them",
    )
    parser.add_argument(
        "--paper-prompts",
        metavar="DIR",
        help=f"the ReAct repository's prompts folder, for --prompts paper (default: ${PAPER_ENV})",
    )

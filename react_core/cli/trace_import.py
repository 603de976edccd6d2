"""`python -m react_core trace import FILE`: another framework's run (or this workbench's export) into History.

    python -m react_core trace import run.otlp.jsonl                 # OTLP JSON (collector file exporter)
    python -m react_core trace import spans.json --tools tools.py     # a Phoenix export; new calls go to tools.py
    python -m react_core trace import run.otlp.json --mcp "python server.py"

Each agent run in the file becomes a trajectory in History (ids printed), to open on the Run page,
step, edit and resume: the trace's recorded results answer the calls it made; --tools or --mcp answer
new ones. What was read and what was skipped, and why, is printed; nothing in History is changed
when nothing could be imported.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from react_core.common.text_hygiene import for_terminal


def add_import_command(actions: argparse._SubParsersAction) -> None:
    parser = actions.add_parser(
        "import",
        help="an OpenTelemetry trace (OTLP JSON, a Phoenix export) as trajectories in History",
        description="Import each agent run of a trace file into History; see docs/app.md (History).",
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="an OTLP JSON(L) file or a Phoenix span export")
    answer = parser.add_mutually_exclusive_group()
    answer.add_argument("--tools", help="a tools file that answers calls the trace did not make")
    answer.add_argument("--mcp", help="an MCP server (a command or a URL) that answers calls the trace did not make")
    parser.set_defaults(handler=_import)


def _import(args: argparse.Namespace) -> int:
    from react_core.common.errors import describe
    from react_core.storage.store import TrajectoryStore
    from react_core.traces.trace_import import read_trace_file

    answer_with = {"tools": str(Path(args.tools).resolve())} if args.tools else {"mcp": args.mcp} if args.mcp else {}
    try:
        result = read_trace_file(args.file, answer_with)
    except Exception as exc:  # one sentence, never a traceback; History is untouched
        print(for_terminal(f"Nothing was imported: {describe(exc)}"))
        return 1
    store = TrajectoryStore()
    for trajectory in result.trajectories:
        saved = store.import_json(trajectory.to_json())
        steps = len(saved.steps_of())
        print(for_terminal(f"{saved.id}\t{saved.task.family}\t{steps} steps\t{saved.title}"))
    print(for_terminal(result.summary()))
    print("Open them in History (the app), or: python -m react_core trace html ID")
    return 0

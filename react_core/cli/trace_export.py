"""`python -m react_core trace export TRAJECTORY [-o out.json] [--messages]`: a trajectory as one
OTLP JSON file (react_core.traces.otlp_file), each branch a trace, for Phoenix, Langfuse, a
collector, or `trace import` here."""

from __future__ import annotations

import argparse
from pathlib import Path

from react_core.common.text_hygiene import for_terminal


def add_export(actions: argparse._SubParsersAction) -> None:
    export = actions.add_parser(
        "export",
        help="an OTLP JSON file of OpenTelemetry spans (GenAI conventions, OpenInference), each branch a trace",
        description="Write the trajectory as OTLP JSON, as the OpenTelemetry collector's file exporter writes it.",
    )
    export.add_argument("trajectory", metavar="TRAJECTORY", help="a History id, or a trajectory JSON file")
    export.add_argument(
        "-o", "--output", type=Path, help="the JSON file to write (default: TASK-METHOD-ID.otlp.json in this folder)"
    )
    export.add_argument(
        "--messages", action="store_true", help="include each model call's prompt and raw reply (off: the steps only)"
    )
    export.set_defaults(handler=_export)


def _export(args: argparse.Namespace) -> int:
    from react_core.cli.trajectory_arg import load_trajectory
    from react_core.traces.otlp_file import write_otlp_json

    trajectory = load_trajectory(args.trajectory)
    out = args.output or Path(f"{trajectory.task.id}-{trajectory.method}-{trajectory.id}.otlp.json")
    spans = write_otlp_json([trajectory], out, include_messages=args.messages)
    count = len(trajectory.branches)
    traces = f"{count} trace{'s' if count != 1 else ''}"
    print(for_terminal(f"Wrote {out}: {spans} spans in {traces} (one per branch)."))
    return 0

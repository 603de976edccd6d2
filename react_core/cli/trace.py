"""`python -m react_core trace ...`: a trajectory out of the workbench, in the shapes other tools and
other people read.

    python -m react_core trace html TRAJECTORY -o out.html   # one self-contained HTML file to share
    python -m react_core trace export TRAJECTORY -o out.json # OTLP JSON: OpenTelemetry spans (cli/trace_export.py)

TRAJECTORY is a History id (the History page shows it; `run --save` prints nothing else) or a
trajectory JSON file (History's Export > JSON, or `run --json`). Each action is a subparser added
in `add_trace_command`, so another (an export or an import) is one more function beside `_html`.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from react_core.cli.trace_export import add_export
from react_core.cli.trajectory_arg import load_trajectory
from react_core.common.text_hygiene import for_terminal


def add_trace_command(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "trace",
        help="a trajectory with all its branches as a file to share (html)",
        description="A trajectory out of the workbench; see docs/app.md (History).",
    )
    parser.set_defaults(handler=lambda _args: _usage(parser))
    actions = parser.add_subparsers(dest="trace_command")
    html = actions.add_parser(
        "html",
        help="one self-contained HTML file: every branch, who wrote each step, flags, scores, diffs",
        description="Write one HTML file that opens offline in any browser: no script, nothing fetched.",
    )
    html.add_argument("trajectory", metavar="TRAJECTORY", help="a History id, or a trajectory JSON file")
    html.add_argument(
        "-o", "--output", type=Path, help="the HTML file to write (default: TASK-METHOD-ID.html in this folder)"
    )
    html.set_defaults(handler=_html)
    add_export(actions)
    _add_import(actions)


def _add_import(actions: argparse._SubParsersAction) -> None:
    from react_core.cli.trace_import import add_import_command  # its own module, loaded when used

    add_import_command(actions)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def _html(args: argparse.Namespace) -> int:
    from react_core.storage.share_html import share_html

    trajectory = load_trajectory(args.trajectory)
    out = args.output or Path(f"{trajectory.task.id}-{trajectory.method}-{trajectory.id}.html")
    text = share_html(trajectory, made_by="python -m react_core trace html")
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)  # never a half-written file
    count = len(trajectory.branches)
    print(for_terminal(f"Wrote {out} ({count} branch{'es' if count != 1 else ''}); open it in any browser."))
    return 0

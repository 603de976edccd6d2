"""`python -m react_core trace ...`: a trajectory out of the workbench, in the shapes other tools and
other people read.

    python -m react_core trace html TRAJECTORY -o out.html   # one self-contained HTML file to share

TRAJECTORY is a History id (the History page shows it; `run --save` prints nothing else) or a
trajectory JSON file (History's Export > JSON, or `run --json`). Each action is a subparser added
in `add_trace_command`, so another (an export or an import) is one more function beside `_html`.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from react_core.common.text_hygiene import for_terminal

if TYPE_CHECKING:  # imported where used, so --help stays light
    from react_core.trajectory.trajectory import Trajectory


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
    _add_import(actions)


def _add_import(actions: argparse._SubParsersAction) -> None:
    from react_core.cli.trace_import import add_import_command

    add_import_command(actions)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def load_trajectory(named: str) -> Trajectory:
    """A trajectory from a JSON file if `named` is one, else from History by id; errors say which."""
    from react_core.storage.store import TrajectoryStore
    from react_core.trajectory.trajectory import Trajectory

    path = Path(named)
    if path.suffix.lower() == ".json" or path.is_file():
        if not path.is_file():
            raise FileNotFoundError(f"No file {named}; give a trajectory JSON file or a History id.")
        return Trajectory.from_json(path.read_text(encoding="utf-8", errors="replace"))
    return TrajectoryStore().load(named)


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

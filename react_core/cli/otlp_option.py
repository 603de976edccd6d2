"""`--otlp URL` (and `--otlp-messages`) for `run` and `eval`: send the run's spans live to an
OTLP/HTTP endpoint as it steps (react_core.traces.live); $OTEL_EXPORTER_OTLP_ENDPOINT does the same
without the option. A slow or absent endpoint costs one note at the end, never the run."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from react_core.common.text_hygiene import for_terminal

if TYPE_CHECKING:  # imported where used, so --help stays light
    from react_core.traces.live import LiveExport
    from react_core.trajectory.trajectory import Trajectory

FLUSH_S = 5.0  # at the end of a command, how long the last spans may take to go


def add_otlp_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--otlp",
        metavar="URL",
        help="send the run's spans to this OTLP/HTTP endpoint as it steps, e.g. http://127.0.0.1:6006 "
        "for Phoenix (default: $OTEL_EXPORTER_OTLP_ENDPOINT; off when neither is set)",
    )
    parser.add_argument(
        "--otlp-messages",
        action="store_true",
        help="with --otlp: also send each model call's prompt and raw reply (off: the steps only)",
    )


def open_export(args: argparse.Namespace) -> LiveExport | None:
    """The live export the options ask for, or None; prints where it goes."""
    from react_core.traces.live import LiveExport, endpoint_from_env

    url = getattr(args, "otlp", None) or endpoint_from_env()
    if not url:
        return None
    export = LiveExport(url, include_messages=getattr(args, "otlp_messages", False))
    print(for_terminal(f"# traces: sent to {export.shown} as the run steps"), file=sys.stderr)
    return export


def end_export(export: LiveExport | None, trajectories: list[Trajectory]) -> None:
    """Send what is left (roots of runs that stopped early), wait briefly, and say how it went."""
    if export is None:
        return
    for trajectory in trajectories:
        export.finish(trajectory)
    if not export.flush(FLUSH_S):
        print(f"# traces: still sending after {FLUSH_S:g} s; the rest is dropped", file=sys.stderr)
    note = export.take_note()
    if note:
        print(for_terminal(f"# note: {note}"), file=sys.stderr)
    else:
        print(f"# traces: {export.sent_spans} spans sent to {for_terminal(export.shown)}", file=sys.stderr)

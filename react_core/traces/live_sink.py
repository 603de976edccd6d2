"""A `TrajectorySink` that also sends: it saves where the engine saved before (History, or nowhere)
and then offers the trajectory to a live export. The engine (layer 7) knows only the sink it is
given, so a run is traced without the engine knowing traces exist."""

from __future__ import annotations

from react_core.traces.live import LiveExport
from react_core.trajectory.steering import TrajectorySink
from react_core.trajectory.trajectory import Trajectory


class ExportingSink:
    def __init__(self, inner: TrajectorySink | None, export: LiveExport) -> None:
        self.inner = inner
        self.export = export

    def save(self, trajectory: Trajectory) -> None:
        if self.inner is not None:
            self.inner.save(trajectory)  # saved first: a trace never costs the person their run
        self.export.offer(trajectory)


def exporting(inner: TrajectorySink | None, export: LiveExport | None) -> TrajectorySink | None:
    """`inner`, sending to `export` too when there is one."""
    return inner if export is None else ExportingSink(inner, export)

"""A recorded run of a person's agent as one drawing of the Your agent panel reads it: from History once, its
calls as a tape once, then handed to the cards, the re-run form and the measure form (a run can have
hundreds of calls; each read is an SQLite row and a JSON parse)."""

from __future__ import annotations

from dataclasses import dataclass

from react_core import Trajectory
from react_core.endpoint.tape_replay import TapedCall
from react_core.endpoint.tape_source import recorded_calls
from ui.widgets import resources


@dataclass(frozen=True)
class Recorded:
    """The trajectory as History has it, and its active branch's calls; `calls` is None when it was not
    recorded through the endpoint (nothing to re-run or measure)."""

    trajectory: Trajectory
    calls: tuple[TapedCall, ...] | None


def load(trajectory_id: str) -> Recorded | None:
    """The run as History has it now; None when History does not have it."""
    store = resources.store()
    if not store.exists(trajectory_id):
        return None
    trajectory = store.load(trajectory_id)
    try:
        calls: tuple[TapedCall, ...] | None = tuple(recorded_calls(trajectory))
    except ValueError:
        calls = None  # not recorded through the endpoint
    return Recorded(trajectory, calls)

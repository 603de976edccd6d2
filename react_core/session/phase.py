"""Where a run is between actions, as one value: Step asked, running to the end, a step in flight.

Separate flags (running, step requested, in flight) let a run be "asked for a step" and "running"
at once, which meant nothing. A `Phase` names each state that does occur, and the transitions below
say how each click or event moves it; a move that does not apply to the present phase leaves it.
The Try N times job (react_core.assist.effect_job) is not a phase: it runs on its own thread and
its own `running` says whether it still does.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

Transition = Mapping["Phase", "Phase"]


class Phase(Enum):
    IDLE = "idle"  # waits for a click
    STEP_ASKED = "step asked"  # Step was clicked: one step is taken after the page is drawn
    RUNNING = "running"  # Run to end, between steps: a step each script run until the branch ends or Stop
    STEPPING = "stepping"  # one step is being taken (Step's, or the last of a stopped run); then idle
    RUNNING_STEPPING = "running, stepping"  # a step of a run to the end is being taken; more follow

    @property
    def running(self) -> bool:
        return self in (Phase.RUNNING, Phase.RUNNING_STEPPING)

    @property
    def in_flight(self) -> bool:
        """A step is being taken, possibly by a script run a Stop click superseded."""
        return self in (Phase.STEPPING, Phase.RUNNING_STEPPING)


# Step or Run to end only start from a run at rest; their buttons are disabled otherwise.
ASK_STEP: Transition = {Phase.IDLE: Phase.STEP_ASKED}
RUN_TO_END: Transition = {
    Phase.IDLE: Phase.RUNNING,
    Phase.STEP_ASKED: Phase.RUNNING,
    Phase.STEPPING: Phase.RUNNING_STEPPING,
}
BEGIN_STEP: Transition = {
    Phase.IDLE: Phase.STEPPING,
    Phase.STEP_ASKED: Phase.STEPPING,
    Phase.RUNNING: Phase.RUNNING_STEPPING,
}
END_STEP: Transition = {Phase.STEPPING: Phase.IDLE, Phase.RUNNING_STEPPING: Phase.RUNNING}
# No further steps (steering, a failure, the branch finished); a step in flight still lands.
END_RUN: Transition = {Phase.RUNNING: Phase.IDLE, Phase.RUNNING_STEPPING: Phase.STEPPING}
# Stop: END_RUN, and a Step asked is dropped too.
STOP: Transition = {**END_RUN, Phase.STEP_ASKED: Phase.IDLE}

"""How long "Try N times from call k" on the person's agent will take, said before it starts.

A try re-runs the agent: the calls before k come from the recording (no model call, a few milliseconds
each), the rest go to the model, live. So a try costs its live calls times the seconds a call took in the
recording (the median of its calls the model really answered), plus the agent's own time between calls
(its tools, its framework), read from the recording's gaps between one call's reply and the next request.
The agent's start-up before its first call is not in the recording, and is not counted.

    estimate_agent_tries(trajectory, from_call=2, n=3).line()
    # "About 1 min: 3 tries each way, a try 1 live model call with your change, 2 without, 4.1 s a call ..."
"""

from __future__ import annotations

import itertools
import statistics
from dataclasses import dataclass

from react_core.assist.effect_estimate import duration
from react_core.endpoint.tape_source import branch_calls
from react_core.trajectory.trajectory import Trajectory


@dataclass(frozen=True)
class AgentTriesEstimate:
    n: int  # tries each way
    from_call: int
    recorded_calls: int  # the recording's calls on the branch
    seconds_per_call: float | None  # None: no call of the recording was timed
    measured_calls: int  # how many timed calls the seconds come from
    agent_s: float  # the agent's own seconds between calls, in the recording
    parallel: int = 1

    @property
    def live_with(self) -> int:
        """Live calls in a try with the change: those after call k (call k is the change, no model call)."""
        return max(0, self.recorded_calls - self.from_call)

    @property
    def live_without(self) -> int:
        """Live calls in a try without it: call k (the model's own fresh reply) and those after it."""
        return max(1, self.recorded_calls - self.from_call + 1)

    @property
    def seconds(self) -> float | None:
        if self.seconds_per_call is None:
            return None
        per_pair = (self.live_with + self.live_without) * self.seconds_per_call + 2 * self.agent_s
        return self.n * per_pair / max(1, self.parallel)

    def line(self) -> str:
        taped = self.from_call - 1
        calls = (
            f"{self.n} tries each way; a try makes {self.live_with} live model call(s) with your change and "
            f"{self.live_without} without it"
            + (f", the {taped} before call {self.from_call} from the recording" if taped else "")
        )
        if self.seconds is None:
            return f"{calls}; no call of the recording was timed, so the time cannot be estimated."
        source = (
            "the one timed call" if self.measured_calls == 1 else f"the median of {self.measured_calls} timed calls"
        )
        agent = f", and your agent's own {self.agent_s:.1f} s between calls" if self.agent_s >= 0.05 else ""
        together = (
            f", {self.parallel} at once (at best; a model server shared by them is slower)" if self.parallel > 1 else ""
        )
        return (
            f"About {duration(self.seconds)}: {calls}; {self.seconds_per_call:.1f} s a call ({source} of the "
            f"recording){agent}{together}. Your agent's start-up is not counted."
        )


def estimate_agent_tries(
    trajectory: Trajectory, from_call: int, n: int, parallel: int = 1, branch_id: str | None = None
) -> AgentTriesEstimate:
    """The expected cost of `n` tries each way from call `from_call` of the branch (ValueError for a run not
    recorded through the endpoint)."""
    calls = branch_calls(trajectory, branch_id)
    timed = [c.latency_s for c in calls if not c.cache_hit and c.latency_s > 0]
    gaps = 0.0
    for before, after in itertools.pairwise(calls):
        started = after.created_at - after.latency_s
        gaps += max(0.0, started - before.created_at)
    return AgentTriesEstimate(
        n,
        from_call,
        len(calls),
        statistics.median(timed) if timed else None,
        len(timed),
        gaps,
        parallel,
    )

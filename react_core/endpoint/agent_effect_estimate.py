"""How long "Try N times from call k" on the person's agent will take, said before it starts.

A try re-runs the agent: the calls before k come from the recording (no model call, a few milliseconds
each), the rest go to the model, live. So a try costs its live calls, plus the agent's own time between
calls (its tools, its framework), read from the recording's gaps between one call's reply and the next
request. The agent's start-up before its first call is not in the recording, and is not counted.

A live call's seconds are read as the workbench's own Try N times reads them (`assist.effect_estimate.
paced_seconds`), where the server's pace is known (the embedded server) and the recording has the call's
token counts: the tokens it reads beyond what the server's slot already holds, and those it writes. The
recorded calls read the agent's prompt cold; a try's calls do not: every try sends the same prompt up to
call k (the tape's), so the slot keeps it from the try before, and each later call reads only what its
prompt grew by. Only the first try on each slot reads call k's prompt whole. Issue 47's bench: the
recorded seconds said 346 s for tries that took 145 s. Elsewhere (no pace, or no token counts) a live call
costs what a call took in the recording (the median of the calls the model really answered).

    estimate_agent_tries(trajectory, from_call=2, n=3, pace=pace).line()
    # "About 1 min: 3 tries each way; a try makes 1 live model call(s) with your change and 2 without it ..."
"""

from __future__ import annotations

import itertools
import statistics
from dataclasses import dataclass

from react_core.assist.effect_estimate import CallPace, duration, paced_seconds
from react_core.endpoint.tape_source import branch_calls
from react_core.trajectory.steps import ModelCall
from react_core.trajectory.trajectory import Trajectory


@dataclass(frozen=True)
class AgentTriesEstimate:
    n: int  # tries each way
    from_call: int
    recorded_calls: int  # the recording's calls on the branch
    seconds_per_call: float | None  # a live call, on average over a pair of tries; None: nothing to time it by
    measured_calls: int  # how many calls the seconds come from (timed ones, or with token counts at a pace)
    agent_s: float  # the agent's own seconds between calls, in the recording
    parallel: int = 1
    from_pace: str = ""  # the server's pace the seconds come from (its words); "" when from recorded seconds
    first_read_s: float = 0.0  # the first try on a slot reading call k's prompt whole (at the pace)
    unpaced_calls: int = 0  # live calls of a pair without token counts, costed at the recorded median

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
        # The slots read call k's prompt at the same time, so its first reading counts once.
        return self.n * per_pair / max(1, self.parallel) + self.first_read_s

    def line(self) -> str:
        taped = self.from_call - 1
        calls = (
            f"{self.n} tries each way; a try makes {self.live_with} live model call(s) with your change and "
            f"{self.live_without} without it"
            + (f", the {taped} before call {self.from_call} from the recording" if taped else "")
        )
        if self.seconds is None:
            return f"{calls}; no call of the recording was timed, so the time cannot be estimated."
        if self.from_pace:
            source = (
                f"the new tokens each live call reads (its prompt beyond what the server holds) and writes, at "
                f"{self.from_pace}"
                + (
                    f"; {self.unpaced_calls} without token counts at the recording's seconds"
                    if self.unpaced_calls
                    else ""
                )
            )
        elif self.measured_calls == 1:
            source = "the one timed call of the recording"
        else:
            source = f"the median of {self.measured_calls} timed calls of the recording"
        agent = f", and your agent's own {self.agent_s:.1f} s between calls" if self.agent_s >= 0.05 else ""
        together = (
            f", {self.parallel} at once (at best; a model server shared by them is slower)" if self.parallel > 1 else ""
        )
        return (
            f"About {duration(self.seconds)}: {calls}; {self.seconds_per_call:.1f} s a call ({source}){agent}"
            f"{together}. Your agent's start-up is not counted."
        )


def estimate_agent_tries(
    trajectory: Trajectory,
    from_call: int,
    n: int,
    parallel: int = 1,
    branch_id: str | None = None,
    pace: CallPace | None = None,
) -> AgentTriesEstimate:
    """The expected cost of `n` tries each way from call `from_call` of the branch (ValueError for a run not
    recorded through the endpoint); `pace`: the live calls' server's, when known (`evaluation.estimate.
    call_pace`)."""
    calls = branch_calls(trajectory, branch_id)
    timed = [c.latency_s for c in calls if not c.cache_hit and c.latency_s > 0]
    recorded_s = statistics.median(timed) if timed else None
    gaps = 0.0
    for before, after in itertools.pairwise(calls):
        started = after.created_at - after.latency_s
        gaps += max(0.0, started - before.created_at)
    k = min(max(1, from_call), len(calls))
    pair = _live_seconds(calls, k, False, pace, recorded_s) + _live_seconds(calls, k, True, pace, recorded_s)
    paced = [s for s, by_tokens in pair if by_tokens]
    unpaced = len(pair) - len(paced)
    if not paced or (unpaced and recorded_s is None):  # the recording's own seconds (None: none timed)
        return AgentTriesEstimate(n, from_call, len(calls), recorded_s, len(timed), gaps, parallel)
    assert pace is not None
    prompt = calls[k - 1].tokens_in
    first_read = paced_seconds(prompt, 0, 0, pace) - paced_seconds(prompt, 0, prompt, pace)
    return AgentTriesEstimate(
        n,
        from_call,
        len(calls),
        sum(s for s, _ in pair) / len(pair),
        len(paced),
        gaps,
        parallel,
        pace.words,
        first_read,
        unpaced,
    )


def _live_seconds(
    calls: list[ModelCall], k: int, with_change: bool, pace: CallPace | None, recorded_s: float | None
) -> list[tuple[float, bool]]:
    """(seconds, whether from tokens at the pace) of each live call of one try from call k: without the
    change call k and those after it, with it those after it. Call k's prompt is the tape's, the same in
    every try, so the server's slot holds it from the try before; each later call finds its predecessor's
    prompt there, and its reply too where the server wrote it (not the change, which the try sent)."""
    first = k if with_change else k - 1  # an index into calls: call k is calls[k - 1]
    live = []
    for index in range(first, len(calls)):
        call = calls[index]
        if pace is None or call.tokens_in <= 0:
            live.append((recorded_s or 0.0, False))
            continue
        if index == k - 1:
            kept = call.tokens_in  # call k without the change: its whole prompt, from the try before
        elif index == k and with_change:
            kept = calls[k - 1].tokens_in  # call k's prompt; the change in its place is new to the server
        else:
            kept = calls[index - 1].tokens_in + calls[index - 1].tokens_out
        live.append((paced_seconds(call.tokens_in, call.tokens_out, kept, pace), True))
    return live

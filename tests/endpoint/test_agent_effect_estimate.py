"""The estimate said before "Try N times from call k" on the person's agent (issue 47's leftover): a live
call costs the tokens it newly reads and writes at the server's pace, as the workbench's own Try N times
counts them, not the seconds the recording's cold calls took; the recorded seconds where nothing better
is known. The recordings are built here, call by call, as the endpoint keeps them."""

from __future__ import annotations

import pytest

from react_core.assist.effect_estimate import CallPace
from react_core.endpoint.agent_effect_estimate import estimate_agent_tries
from react_core.trajectory.steps import Author, ModelCall, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

# 100 tokens/s read, 20 written on a quiet machine, half of it at the load now, calls 1.2x their tokens:
# a token read costs 0.024 s, one written 0.12 s.
PACE = CallPace(read_tps=100.0, write_tps=20.0, share=0.5, overhead=1.2, words="this server's pace")
SLOW = 2.4  # overhead / share


def recording(calls: list[tuple[int, int, float]], gap_s: float = 0.5) -> Trajectory:
    """An agent's run as the endpoint records it: per call (tokens in, tokens out, seconds it took), the
    agent's request and reply kept for the tape, its thought step, and `gap_s` of the agent's own between
    one call's reply and its next request."""
    trajectory = Trajectory.start(Task("agent-t", "agent-family", "How many people live in Paris?"), "tool_calls")
    at = 1000.0
    for number, (tokens_in, tokens_out, seconds) in enumerate(calls, start=1):
        at += seconds
        call = ModelCall(
            prompt=f"the prompt of call {number}",
            raw_output=f"reply {number}",
            model="m",
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            latency_s=seconds,
            created_at=at,
            request={
                "agent": {
                    "api": "chat/completions",
                    "request": {"model": "m", "messages": [{"role": "user", "content": f"turn {number}"}]},
                    "reply": {"choices": [{"message": {"role": "assistant", "content": f"reply {number}"}}]},
                }
            },
        )
        trajectory.add_call(call)
        trajectory.append(Step(StepKind.THOUGHT, f"thought {number}", Author.MODEL, call_id=call.id))
        at += gap_s
    return trajectory


# A cold recording: each call read its whole prompt (about 1,000 tokens) in about 20 s. Each prompt grew
# by the reply before it (30 tokens) and a tool's result (70).
COLD = [(1000, 30, 20.0), (1100, 30, 21.0), (1200, 20, 22.0)]


def test_warm_tries_cost_the_tokens_each_live_call_newly_reads_and_writes_at_the_servers_pace() -> None:
    estimate = estimate_agent_tries(recording(COLD), from_call=2, n=3, pace=PACE)
    # Without the change, call 2 is live: its prompt is the tape's, held in the slot since the try before,
    # so it reads the minimum (40) and writes 30; call 3 reads what grew beyond call 2's prompt and reply
    # (1200 - 1130 = 70) and writes 20. With the change, call 3 is the one live call: the change took call
    # 2's place, so it reads all it grew beyond call 2's prompt (100) and writes 20.
    without = (40 * 0.01 + 30 * 0.05) * SLOW + (70 * 0.01 + 20 * 0.05) * SLOW
    with_change = (100 * 0.01 + 20 * 0.05) * SLOW
    assert (estimate.live_with, estimate.live_without) == (1, 2)
    assert estimate.seconds_per_call == pytest.approx((without + with_change) / 3)
    # Only the first try reads call 2's prompt whole (1,100 tokens, 40 of them counted already).
    first_read = (1100 - 40) * 0.01 * SLOW
    assert estimate.agent_s == pytest.approx(1.0)  # two gaps of 0.5 s
    assert estimate.seconds == pytest.approx(3 * (without + with_change + 2 * 1.0) + first_read)
    # The recorded seconds would say 3 x (3 x 21 s + 2 s), over twice as long (issue 47: 346 s for 145 s).
    recorded = estimate_agent_tries(recording(COLD), from_call=2, n=3)
    assert recorded.seconds == pytest.approx(3 * (3 * 21.0 + 2 * 1.0))
    assert estimate.seconds is not None and recorded.seconds is not None
    assert estimate.seconds < recorded.seconds / 2


def test_the_paced_estimate_says_where_its_seconds_come_from_in_the_forms_words() -> None:
    line = estimate_agent_tries(recording(COLD), from_call=2, n=3, pace=PACE).line()
    assert line.startswith("About 1 min: 3 tries each way; a try makes 1 live model call(s) with your change and 2 ")
    assert "the 1 before call 2 from the recording" in line
    assert "the new tokens each live call reads (its prompt beyond what the server holds) and writes" in line
    assert "at this server's pace" in line
    assert line.endswith("Your agent's start-up is not counted.")


def test_from_the_first_call_every_try_without_the_change_begins_on_the_prompt_held_in_the_slot() -> None:
    estimate = estimate_agent_tries(recording(COLD[:2], gap_s=0.0), from_call=1, n=2, pace=PACE)
    without = (40 * 0.01 + 30 * 0.05) * SLOW + (70 * 0.01 + 30 * 0.05) * SLOW
    with_change = (100 * 0.01 + 30 * 0.05) * SLOW
    first_read = (1000 - 40) * 0.01 * SLOW
    assert estimate.seconds == pytest.approx(2 * (without + with_change) + first_read)


def test_tries_at_once_share_the_work_and_read_the_prompt_whole_at_the_same_time() -> None:
    alone = estimate_agent_tries(recording(COLD), from_call=2, n=3, pace=PACE)
    together = estimate_agent_tries(recording(COLD), from_call=2, n=3, parallel=3, pace=PACE)
    assert alone.seconds is not None and together.seconds is not None
    assert together.seconds - together.first_read_s == pytest.approx((alone.seconds - alone.first_read_s) / 3)
    assert together.first_read_s == alone.first_read_s > 0


def test_without_a_pace_the_recorded_seconds_say_as_before() -> None:
    estimate = estimate_agent_tries(recording(COLD), from_call=2, n=3)  # another server: no pace known
    assert estimate.seconds_per_call == 21.0 and estimate.measured_calls == 3 and not estimate.from_pace
    assert "21.0 s a call (the median of 3 timed calls of the recording)" in estimate.line()


def test_a_recording_without_token_counts_falls_back_to_its_seconds_even_at_a_known_pace() -> None:
    uncounted = [(0, 0, seconds) for _, _, seconds in COLD]  # a server that reports no usage
    estimate = estimate_agent_tries(recording(uncounted), from_call=2, n=3, pace=PACE)
    assert estimate.seconds_per_call == 21.0 and not estimate.from_pace and estimate.first_read_s == 0.0
    assert estimate.seconds == pytest.approx(3 * (3 * 21.0 + 2 * 1.0))


def test_a_live_call_without_token_counts_costs_the_recorded_median_beside_the_paced_ones() -> None:
    mixed = [COLD[0], COLD[1], (0, 0, 22.0)]  # the last call's usage went missing
    estimate = estimate_agent_tries(recording(mixed), from_call=2, n=3, pace=PACE)
    call_2 = (40 * 0.01 + 30 * 0.05) * SLOW
    assert estimate.unpaced_calls == 2  # call 3, in each way
    assert estimate.seconds_per_call == pytest.approx((call_2 + 21.0 + 21.0) / 3)
    assert "2 without token counts at the recording's seconds" in estimate.line()


def test_with_neither_timed_calls_nor_a_pace_the_time_is_said_to_be_unknown() -> None:
    untimed = [(1000, 30, 0.0), (1100, 30, 0.0)]
    estimate = estimate_agent_tries(recording(untimed), from_call=1, n=3)
    assert estimate.seconds is None
    assert estimate.line().endswith("no call of the recording was timed, so the time cannot be estimated.")
    # At a pace, the tokens are enough.
    assert estimate_agent_tries(recording(untimed), from_call=1, n=3, pace=PACE).seconds is not None

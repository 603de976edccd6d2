""" "Try N times" while it runs and after a Stop (issue 43, item 9): the progress moves while a try
runs (which try, its actions, its time so far), a Stop says how many tries it kept, no "0 s left"
with tries to go, and the estimate said before the start is the same for the same branch whatever
calls the trajectory made last (it swung from 1 h 27 min to 12 min on one Figure 5 branch)."""

from __future__ import annotations

import time

import pytest

from react_core.assist.effect import measure_effect
from react_core.assist.effect_estimate import MIN_READ, CallPace, estimate_tries, paced_seconds
from react_core.assist.effect_job import EffectJob, TryNow
from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.trajectory.steering import SwitchBranch
from tests.assist.test_effect import PREFIX, knowledge_reply, steered_knowledge_engine
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel


def slow(request):
    time.sleep(0.15)
    return knowledge_reply(request)


def slow_job(n: int, **options) -> EffectJob:
    engine, _, _, edited = steered_knowledge_engine(ScriptedModel(default=slow))
    return EffectJob(
        engine.trajectory,
        edited,
        lambda copy: Engine(
            copy, make_method("react", "hotpotqa", prefix=PREFIX), ScriptedModel(default=slow), EchoEnv()
        ),
        n=n,
        **options,
    )


def _until(condition, timeout_s: float = 10.0):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.02)
    return None


def test_after_a_stop_the_job_says_how_many_tries_it_kept_and_their_result():
    job = slow_job(10).start()
    assert _until(lambda: job.done >= 2), "two tries finished"
    job.stop()
    job.join(5)
    kept = job.done
    outcome = job.outcome()
    assert outcome.startswith(f"Stopped: {kept} tries kept"), outcome
    assert f"(stopped after {kept} of 20)" in outcome and "edited " in outcome and "original " in outcome


def test_a_stop_before_any_try_finished_says_none_was_kept():
    job = slow_job(3).start()
    job.stop()
    job.join(5)
    assert job.done == 0
    assert job.outcome() == "Stopped: 0 tries kept (the first try had not finished; nothing was written)."


def test_a_finished_measurement_says_its_result():
    job = slow_job(1, stop_when_decided=False).start()
    job.join(10)
    assert job.outcome().startswith("Measured: edited 1/1 exact match"), job.outcome()


def test_the_try_in_flight_shows_its_side_its_actions_and_its_time():
    job = slow_job(2).start()
    try:
        now = _until(lambda: (t := job.try_now()) is not None and t.actions >= 1 and t, timeout_s=5)
        assert isinstance(now, TryNow) and now.arm == "edited" and now.number in (1, 3) and now.elapsed_s > 0
        assert now.words().startswith(f"try {now.number} (edited): 1 action, 0:0")
        later = _until(lambda: (t := job.try_now()) is not None and t.arm == "original" and t, timeout_s=5)
        assert later.number in (2, 4), "the tries alternate, counted across both sides"
    finally:
        job.stop()
        job.join(5)
    assert job.try_now() is None, "nothing in flight once the thread has ended"


def test_no_time_left_of_zero_while_tries_remain():
    job = slow_job(3, estimate_s=5.0)
    job.started_at = time.time() - 60  # past its estimate, no try finished yet
    assert job.eta_s is None
    job.estimate_s = 600.0
    assert job.eta_s == pytest.approx(540.0, abs=2)


# ----- the estimate said before the start ------------------------------------------------------
def measured_branch():
    """An edited branch resumed to its end, with timed calls (4 s each, 40 tokens written)."""
    engine, _, _, edited = steered_knowledge_engine()
    engine.steering.apply(SwitchBranch(edited))
    engine.run()
    for n, call in enumerate(engine.trajectory.calls.values()):
        call.latency_s, call.tokens_in, call.tokens_out = 4.0, 1000 + 100 * n, 40
    return engine, edited


def test_the_estimate_of_a_branch_does_not_move_with_the_calls_made_since():
    engine, edited = measured_branch()
    pace = CallPace(read_tps=100.0, write_tps=20.0, share=0.5, overhead=1.2, words="this server's pace")
    before = estimate_tries(engine.trajectory, edited, 3), estimate_tries(engine.trajectory, edited, 3, pace=pace)
    measure_effect(engine, edited, n=2)  # the tries' calls are now the trajectory's latest
    for call in engine.trajectory.calls.values():
        if call.latency_s != 4.0:
            call.latency_s, call.tokens_in, call.tokens_out = 0.3, 5000, 2  # fast ones, as after a warm-up
    after = estimate_tries(engine.trajectory, edited, 3), estimate_tries(engine.trajectory, edited, 3, pace=pace)
    assert [e.seconds for e in after] == [e.seconds for e in before], "the same branch, the same estimate"
    assert before[0].seconds_per_call == 4.0 and "timed model calls of these branches" in before[0].line()


def test_at_a_known_pace_a_call_costs_its_tokens_at_that_pace_shared_with_the_load():
    engine, edited = measured_branch()
    pace = CallPace(read_tps=100.0, write_tps=20.0, share=0.5, overhead=1.2, words="this server's pace")
    estimate = estimate_tries(engine.trajectory, edited, 3, pace=pace)
    # Each later call read the 100 tokens its prompt grew by, less the 40 its predecessor wrote (the slot
    # has them): 0.6 s, and wrote 40: 2 s; the first read the minimum, 40 tokens. Median 2.6 s.
    assert estimate.seconds_per_call == pytest.approx(2.6 * 1.2 / 0.5)
    assert "at this server's pace" in estimate.line()


def test_a_call_at_a_pace_reads_what_its_slot_lacks_of_its_prompt_and_writes_its_reply():
    """The one rule both estimates before Try N times use (the person's agent's too, endpoint.agent_effect_estimate)."""
    pace = CallPace(read_tps=100.0, write_tps=20.0, share=0.5, overhead=1.2)
    # A prompt of 1,200 tokens whose first 1,130 the slot holds: 70 read (0.7 s), 20 written (1 s).
    assert paced_seconds(1200, 20, 1130, pace) == pytest.approx((0.7 + 1.0) * 1.2 / 0.5)
    # Read cold: the whole prompt; held whole (or a prompt that starts over): the chat template's minimum.
    assert paced_seconds(1200, 0, 0, pace) == pytest.approx(12.0 * 2.4)
    assert (
        paced_seconds(1200, 0, 1200, pace) == paced_seconds(300, 0, 5000, pace) == pytest.approx(MIN_READ / 100 * 2.4)
    )


def test_an_edit_not_resumed_yet_is_expected_to_take_what_the_original_took():
    engine, _, _, edited = steered_knowledge_engine()  # the hint is inserted, the edited branch not resumed
    original = engine.trajectory.branches[edited].parent_id
    engine.steering.apply(SwitchBranch(original))
    engine.run()  # the original answers (wrongly) in one more call
    estimate = estimate_tries(engine.trajectory, edited, 3)
    assert estimate.calls_per_try == 1, "not the step limit's room: the original's own length"

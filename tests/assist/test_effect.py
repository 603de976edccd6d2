""" "Try N times": the effect of an edit measured as two sampled rates, each with its 95% interval."""

from __future__ import annotations

import pytest

from react_core.assist.effect import measure_effect, start_points, summary_of, trials_of
from react_core.assist.effect_job import EffectJob
from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.models.cache import CachedModel, ResponseStore
from react_core.models.cancel import CancelToken
from react_core.models.errors import ModelError
from react_core.scoring.intervals import difference, wilson
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import EditThought, InsertThought, SwitchBranch
from react_core.trajectory.steps import Author
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.door_env import DoorEnv
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel

TASK = Task(id="t1", family="hotpotqa", text="Which river flows through Vienna?", gold="Danube")
PREFIX = "Solve a question answering task.\nQuestion: example\nThought 1: x\nAction 1: Finish[y]\n"
HINT = "The river of Vienna is the Danube."


def knowledge_reply(request):
    """Answers right only when the person's hint is in the prompt."""
    if HINT in request.prompt:
        return " So the answer is the Danube.\nAction 2: Finish[Danube]"
    if "Observation 1" in request.prompt:
        return " I think it is the Vienna river.\nAction 2: Finish[Wien]"
    return " I should search Vienna.\nAction 1: Search[Vienna]"


def steered_knowledge_engine(model=None):
    """One step taken, then a hint inserted after it (a new branch, not resumed yet)."""
    model = model or ScriptedModel(default=knowledge_reply)
    trajectory = Trajectory.start(TASK, "react")
    engine = Engine(trajectory, make_method("react", "hotpotqa", prefix=PREFIX), model, EchoEnv())
    engine.step()
    original = trajectory.active_branch
    edited = engine.steering.apply(InsertThought(2, HINT, "after"))
    return engine, model, original, edited.id


# ----- intervals -------------------------------------------------------------------------------
def test_wilson_intervals_match_the_textbook_values():
    seven = wilson(7, 10)
    assert (round(seven.low, 3), round(seven.high, 3)) == (0.397, 0.892)
    none = wilson(0, 10)
    assert none.low == 0.0 and round(none.high, 3) == 0.278, "0/10 still has an upper bound above 0"
    d = difference(wilson(7, 10), wilson(1, 10))
    assert d.estimate == pytest.approx(0.6) and 0 < d.low < 0.6 < d.high < 1


# ----- where each arm starts -------------------------------------------------------------------
def test_an_insert_is_measured_against_its_parent_from_the_fork_point():
    engine, _, original, edited = steered_knowledge_engine()
    points = start_points(engine.trajectory, edited)
    assert (points.original_branch, points.original_at) == (original, 3)
    assert (points.edited_branch, points.edited_at) == (edited, 4), "just after the hint"


def test_two_changes_in_a_row_count_as_one_edit_against_the_branch_the_model_wrote():
    engine, _, original, _ = steered_knowledge_engine()
    engine.steering.apply(SwitchBranch(original))
    first = engine.steering.apply(EditThought(0, "I should search the Danube."))
    second = engine.steering.apply(InsertThought(0, HINT, "after"))
    points = start_points(engine.trajectory, second.id)
    assert points.original_branch == original and points.original_at == 0
    assert points.edited_branch == second.id and points.edited_at == 2
    assert first.id != points.original_branch


def test_a_branch_without_a_change_cannot_be_measured():
    engine, _, original, _ = steered_knowledge_engine()
    with pytest.raises(TrajectoryError, match="no parent"):
        start_points(engine.trajectory, original)


# ----- measuring -------------------------------------------------------------------------------
def test_try_n_times_samples_both_arms_and_scores_them_by_the_familys_rule():
    engine, model, original, edited = steered_knowledge_engine()
    summary = measure_effect(engine, edited, n=3, temperature=0.7)
    assert summary.status == "complete"
    assert summary.edited.scores == [1.0, 1.0, 1.0] and summary.original.scores == [0.0, 0.0, 0.0]
    assert summary.line().startswith("edited 3/3 exact match (0.44-1.00), original 0/3 (0.00-0.56); difference +1.00")
    trajectory = engine.trajectory
    assert trajectory.active_branch == edited, "measuring leaves the page where it was"
    trials = trials_of(trajectory, edited)
    assert [(t.trial["arm"], t.trial["index"]) for t in trials] == [
        ("edited", 1),
        ("edited", 2),
        ("edited", 3),
        ("original", 1),
        ("original", 2),
        ("original", 3),
    ]
    assert trials[0].change == "trial 1 of 3 (edited)" and trials[3].parent_id == original
    for trial in trials:  # each is an ordinary branch: the shared prefix, then its own continuation
        source = trajectory.branch(edited if trial.trial["arm"] == "edited" else original)
        at = 4 if trial.trial["arm"] == "edited" else 3
        assert trial.step_ids[:at] == source.step_ids[:at] and trial.finished
    sampled = [r for r in model.requests if r.temperature == 0.7]
    assert sorted({r.seed for r in sampled}) == [0, 1, 2], "sample i of each arm has its own seed"


def test_the_summary_survives_a_round_trip_through_json():
    engine, _, _, edited = steered_knowledge_engine()
    measure_effect(engine, edited, n=2)
    again = Trajectory.from_json(engine.trajectory.to_json())
    assert summary_of(again, edited).line() == summary_of(engine.trajectory, edited).line()
    assert len(trials_of(again, edited)) == 4


def test_a_bad_trial_mark_is_refused_on_import():
    engine, _, _, edited = steered_knowledge_engine()
    measure_effect(engine, edited, n=1)
    data = engine.trajectory.to_dict()
    trial = next(b for b in data["branches"].values() if b.get("trial"))
    trial["trial"]["arm"] = "both"
    with pytest.raises(TrajectoryError, match=r"trial\.arm"):
        Trajectory.from_dict(data)


def test_a_rerun_is_answered_from_the_cache_and_gives_the_same_numbers(tmp_path):
    inner = ScriptedModel(default=knowledge_reply)
    model = CachedModel(inner, ResponseStore(tmp_path / "cache.sqlite3"), "scripted://")
    engine, _, _, edited = steered_knowledge_engine(model)
    first = measure_effect(engine, edited, n=3)
    asked = len(inner.requests)
    second = measure_effect(engine, edited, n=3)
    assert len(inner.requests) == asked, "every sample of the rerun came from the cache"
    assert second.edited.scores == first.edited.scores and second.original.scores == first.original.scores
    calls = [
        engine.trajectory.calls[s.call_id]
        for b in trials_of(engine.trajectory, edited)
        for s in engine.trajectory.steps_of(b.id)[4:]
        if s.call_id
    ]
    assert calls and all(c.cache_hit for c in calls)


def test_an_environment_judged_family_counts_successes():
    task = Task(id="door", family="alfworld", text="open the door", meta={"task_type": "pick_and_place_simple"})

    def reply(request):
        return (
            " take key"
            if "think: The key opens the door." in request.prompt and "You pick up" not in request.prompt
            else (" open door" if "You pick up" in request.prompt else " look")
        )

    trajectory = Trajectory.start(task, "react")
    engine = Engine(
        trajectory,
        make_method("react", "alfworld", prefix="Example.\n", max_steps=4),
        ScriptedModel(default=reply),
        DoorEnv(),
    )
    engine.step()
    edited = engine.steering.apply(InsertThought(1, "The key opens the door.", "after"))
    summary = measure_effect(engine, edited.id, n=2)
    assert summary.line().startswith("edited 2/2 succeed"), summary.line()
    assert summary.original.scores == [0.0, 0.0]


def test_stop_keeps_finished_trials_and_drops_the_one_in_flight():
    token = CancelToken()
    seen = []

    def reply(request):
        seen.append(request)
        if len(seen) == 5:  # during the third trial
            token.cancel()
        return knowledge_reply(request)

    engine, _, _, edited = steered_knowledge_engine(ScriptedModel(default=reply))
    summary = measure_effect(engine, edited, n=5, cancel=token)
    assert summary.status == "stopped"
    assert summary.edited.n + summary.original.n == 2
    assert len(trials_of(engine.trajectory, edited)) == 2, "the half-done trial left no branch"
    assert "stopped after 2 of 10" in summary.line()
    Trajectory.from_json(engine.trajectory.to_json())


def test_a_model_failure_ends_the_measurement_with_its_reason():
    def reply(request):
        if request.temperature > 0:
            raise ModelError("unreachable", "The server is down.", "Start it.")
        return knowledge_reply(request)

    engine, _, _, edited = steered_knowledge_engine(ScriptedModel(default=reply))
    summary = measure_effect(engine, edited, n=2)
    assert summary.status == "failed" and "The server is down." in summary.error
    assert trials_of(engine.trajectory, edited) == []


def test_deleting_the_edited_branch_deletes_its_trials_too():
    engine, _, original, edited = steered_knowledge_engine()
    measure_effect(engine, edited, n=2)
    engine.trajectory.delete_branch(edited)
    assert list(engine.trajectory.branches) == [original]


# ----- in the background -----------------------------------------------------------------------
def test_a_background_job_measures_on_a_copy_and_the_page_merges_the_results():
    engine, model, _, edited = steered_knowledge_engine()
    live = engine.trajectory
    before = set(live.branches)
    job = EffectJob(
        live, edited, lambda copy: Engine(copy, make_method("react", "hotpotqa", prefix=PREFIX), model, EchoEnv()), n=2
    ).start()
    job.join(10)
    assert not job.running and job.error is None and job.done == 4
    assert set(live.branches) == before, "nothing touches the live trajectory until it is merged"
    assert job.merge_into(live)
    assert len(trials_of(live, edited)) == 4 and summary_of(live, edited).status == "complete"
    assert not job.merge_into(live), "a second merge has nothing new"
    Trajectory.from_json(live.to_json())


def test_a_background_job_refuses_a_branch_it_cannot_measure():
    engine, _, original, _ = steered_knowledge_engine()
    with pytest.raises(TrajectoryError):
        EffectJob(engine.trajectory, original, lambda copy: engine)


def test_trial_steps_are_the_models_own():
    engine, _, _, edited = steered_knowledge_engine()
    measure_effect(engine, edited, n=1)
    trial = trials_of(engine.trajectory, edited)[0]
    new = engine.trajectory.steps_of(trial.id)[4:]
    assert new and all(s.author in (Author.MODEL, Author.ENVIRONMENT) for s in new)


def test_stopping_a_background_job_ends_it_within_a_second_and_keeps_the_finished_tries():
    import time as _time

    def slow(request):
        _time.sleep(0.15)
        return knowledge_reply(request)

    engine, _, _, edited = steered_knowledge_engine(ScriptedModel(default=slow))
    live = engine.trajectory
    job = EffectJob(
        live,
        edited,
        lambda copy: Engine(
            copy, make_method("react", "hotpotqa", prefix=PREFIX), ScriptedModel(default=slow), EchoEnv()
        ),
        n=10,
    ).start()
    while job.done < 2:
        _time.sleep(0.05)
    stopped = _time.perf_counter()
    job.stop()
    job.join(5)
    assert not job.running and _time.perf_counter() - stopped < 1.0
    job.merge_into(live)
    summary = summary_of(live, edited)
    assert summary.status == "stopped" and summary.edited.n + summary.original.n == job.done >= 2
    assert len(trials_of(live, edited)) == job.done


def test_a_trajectory_never_measured_is_written_exactly_as_before():
    engine, _, _, _ = steered_knowledge_engine()
    for branch in engine.trajectory.to_dict()["branches"].values():
        assert "trial" not in branch and "effect" not in branch


def test_a_background_job_reports_its_model_calls_to_the_page_as_they_happen():
    from react_core.models.live import current_live

    calls = []

    class Watched(ScriptedModel):  # reports as the real model layer does inside a live scope
        def complete(self, request):
            live = current_live()
            if live is not None:
                live.begin_call()
                live.wrote("text", 3)
            calls.append(live is not None)
            return super().complete(request)

    engine, _, _, edited = steered_knowledge_engine()
    job = EffectJob(
        engine.trajectory,
        edited,
        lambda copy: Engine(
            copy, make_method("react", "hotpotqa", prefix=PREFIX), Watched(default=knowledge_reply), EchoEnv()
        ),
        n=1,
    ).start()
    job.join(10)
    assert calls and all(calls), "every call of the tries ran inside the job's live scope"
    assert job.live.snapshot().calls == len(calls) and job.live.snapshot().tokens_out == 3


# ----- stopping early, a lower step limit, the estimate -------------------------------------------
def test_tries_stop_early_once_the_difference_is_decided_and_say_so():
    engine, _, _, edited = steered_knowledge_engine()
    summary = measure_effect(engine, edited, n=5, temperature=0.7, stop_when_decided=True)
    assert summary.status == "decided"
    assert summary.edited.n == summary.original.n == 2  # one pair never decides; two 2/2 vs 0/2 do at 95%
    assert summary.difference.low > 0
    assert "stopped early after 2 of 5 each way: the difference is decided at 95%" in summary.line()


def test_the_intervals_are_drawn_at_the_chosen_confidence():
    engine, _, _, edited = steered_knowledge_engine()
    wide = measure_effect(engine, edited, n=2, confidence=0.95)
    narrow = measure_effect(engine, edited, n=2, confidence=0.8)
    assert narrow.confidence == 0.8 and "80%)" in narrow.line() and "95%)" in wide.line()
    assert narrow.difference.low > wide.difference.low  # less confidence, a narrower interval


def test_without_early_stopping_every_try_runs():
    engine, _, _, edited = steered_knowledge_engine()
    summary = measure_effect(engine, edited, n=3, stop_when_decided=False)
    assert summary.status == "complete" and summary.edited.n == 3


def test_a_lower_step_limit_ends_each_try_there_and_is_recorded():
    engine, _, _, edited = steered_knowledge_engine()
    limit = engine.method.max_steps
    summary = measure_effect(engine, edited, n=1, max_steps=1)  # one action already taken: no room to answer
    assert summary.max_steps == 1 and summary.edited.scores == [0.0]
    assert engine.method.max_steps == limit  # the engine's own limit is back
    again = Trajectory.from_json(engine.trajectory.to_json())  # the record passes the file's check
    assert summary_of(again, edited).max_steps == 1


def test_the_estimate_counts_the_calls_a_try_makes_and_the_seconds_a_call_takes():
    from react_core.assist.effect_estimate import cheaper, estimate_tries

    engine, _, _, edited = steered_knowledge_engine()
    engine.steering.apply(SwitchBranch(edited))
    engine.run()  # the edited branch answers in one more call
    for call in engine.trajectory.calls.values():
        call.latency_s = 4.0
    estimate = estimate_tries(engine.trajectory, edited, n=3)
    assert estimate.tries == 6 and estimate.seconds_per_call == 4.0
    assert estimate.seconds == pytest.approx(6 * estimate.calls_per_try * 4.0)
    assert estimate.line().startswith("About ") and "6 tries of about" in estimate.line()
    fewer = cheaper(engine.trajectory, edited, n=3)
    assert any(o.n == 2 and o.seconds < estimate.seconds for o in fewer)


def test_an_estimate_of_one_call_a_try_says_call_not_calls():
    from react_core.assist.effect_estimate import TriesEstimate

    one = TriesEstimate(n=3, max_steps=None, calls_per_try=1.0, seconds_per_call=2.0, measured_calls=4)
    assert (
        one.line()
        == "About 12 s: 6 tries of about 1 model call each, 2.0 s a call, from the median of the 4 timed model calls of these branches."
    )
    # the calls a try makes as they are multiplied: rounded up to 2, 6 x 2 x 2.9 s read as "About 27 s"
    mean = TriesEstimate(n=3, max_steps=None, calls_per_try=1.5, seconds_per_call=2.9, measured_calls=4)
    assert mean.line().startswith("About 26 s: 6 tries of about 1.5 model calls each, 2.9 s a call, from")
    many = TriesEstimate(n=3, max_steps=None, calls_per_try=37.6, seconds_per_call=2.4, measured_calls=52)
    assert "6 tries of about 38 model calls each" in many.line()


def test_an_estimate_without_timed_calls_says_it_cannot_tell_the_time():
    from react_core.assist.effect_estimate import estimate_tries

    engine, _, _, edited = steered_knowledge_engine()
    for call in engine.trajectory.calls.values():
        call.latency_s = 0.0
    assert "cannot be estimated" in estimate_tries(engine.trajectory, edited, n=2).line()

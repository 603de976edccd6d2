"""The time a batch will take, said before it starts: from stored episodes, else a stated rough default."""

from __future__ import annotations

import dataclasses

import pytest

from react_core.evaluation import estimate
from react_core.evaluation.results import ResultsStore
from react_core.models import throughput
from tests.support.stored_batches import episode


@pytest.fixture
def remote(monkeypatch):
    """A model on a remote endpoint: it serves many at once, its pace is not this machine's."""
    monkeypatch.setattr(estimate, "local_pace", lambda model, at_once=1: None)


def test_stored_episodes_of_the_same_family_method_and_model_give_the_time_of_one(tmp_path):
    store = ResultsStore(tmp_path / "e.sqlite3")
    for i, seconds in enumerate([10.0, 20.0, 90.0]):
        store.record(episode("old", f"q{i}", "react", seconds=seconds))
    store.record(
        episode("old", "q9", "react", seconds=500.0, model="another model")
    )  # another model's pace is not this one's
    assert estimate.per_episode(store, "hotpotqa", "react", "m") == (20.0, 3)  # the median


def test_without_stored_episodes_the_rough_default_is_used_and_said_to_be_one(tmp_path, remote):
    store = ResultsStore(tmp_path / "e.sqlite3")
    for i in range(3):
        store.record(episode("old", f"q{i}", "react", seconds=30.0))
    batch = estimate.estimate(store, "hotpotqa", "m", {"react": 4, "act": 2}, at_once=2)
    # ReAct 4 x 30 s (stored) + Act 2 x 20 s (rough default), two at a time: 80 s.
    assert batch.episodes == 6 and batch.seconds == 80.0
    line = batch.line()
    assert line.startswith("Estimated time: about 1 min for 6 episodes, 2 at a time")
    assert line.endswith(
        "an episode: ReAct ~30 s (median of 3 stored), Act ~20 s (rough default: none stored for this model)."
    )


def test_a_batch_never_ends_before_its_slowest_episode(tmp_path, remote):
    store = ResultsStore(tmp_path / "e.sqlite3")
    batch = estimate.estimate(store, "hotpotqa", "m", {"react": 2, "act": 2}, at_once=4)
    # (2 x 96 s + 2 x 20 s) / 4 would be 58 s, but each ReAct episode alone takes about 96 s.
    assert batch.seconds == 96.0


def test_durations_read_in_seconds_minutes_or_hours():
    assert [estimate.duration(s) for s in (0.2, 40, 95, 3600 + 600)] == ["1 s", "40 s", "2 min", "1 h 10 min"]


def stored_react(store: ResultsStore, tokens_in: int, tokens_out: int, calls: int, n: int = 3) -> None:
    for i in range(n):
        result = episode("old", f"q{i}", "react", seconds=999.0)
        store.record(dataclasses.replace(result, tokens_in=tokens_in, tokens_out=tokens_out, calls=calls))


def test_on_the_local_server_an_episode_is_the_tokens_it_reads_and_writes_at_the_measured_pace(tmp_path, monkeypatch):
    monkeypatch.setattr(estimate, "_exemplars_saved", lambda *a: True)
    store = ResultsStore(tmp_path / "e.sqlite3")
    exemplars = estimate._exemplar_tokens("hotpotqa", "react")
    # 5 calls whose prompts grow from the exemplars by 200 tokens each: 5 x (P + 400) sent, 800 + 5 x 40 read.
    stored_react(store, tokens_in=int(5 * (exemplars + 400)), tokens_out=250, calls=5)
    pace = estimate.Pace(throughput.Rates(100.0, 25.0, calls=12), cores=2, load=0.0)
    seconds, measured = estimate.work_per_episode(store, "hotpotqa", "react", "m", pace.rates)
    assert measured == 3 and seconds == pytest.approx(1000 / 100 + 250 / 25, abs=0.5)  # 10 s read + 10 s written
    batch = estimate.estimate(store, "hotpotqa", "m", {"react": 10}, at_once=4, pace=pace)
    # 4 at once on 2 cores finish no sooner than one after another: they take 1.7x their work.
    assert batch.seconds == pytest.approx(10 * 20 * 1.7, rel=0.03)
    line = batch.line()
    assert "this server reads 100 and writes 25 tokens/s on a quiet machine (measured over 12 calls)" in line
    assert (
        "a batch takes 1.7x its episodes' work (a stated default until a batch here measures it: one of more "
        "episodes than run at once, not answered from the cache)" in line
    )


def test_exemplars_not_saved_yet_are_read_once_before_the_episodes(tmp_path, monkeypatch):
    store = ResultsStore(tmp_path / "e.sqlite3")
    stored_react(store, tokens_in=5000, tokens_out=250, calls=5)
    pace = estimate.Pace(throughput.Rates(100.0, 25.0), cores=2, load=0.0)
    monkeypatch.setattr(estimate, "_exemplars_saved", lambda *a: True)
    saved = estimate.estimate(store, "hotpotqa", "m", {"react": 4}, 4, pace=pace)
    monkeypatch.setattr(estimate, "_exemplars_saved", lambda *a: False)
    fresh = estimate.estimate(store, "hotpotqa", "m", {"react": 4}, 4, pace=pace)
    exemplars = estimate._exemplar_tokens("hotpotqa", "react")
    assert fresh.seconds - saved.seconds == pytest.approx(exemplars / 100.0)
    assert "first reading the exemplars once" in fresh.line() and "exemplars" not in saved.line()


def test_the_machines_load_slows_the_estimate_by_the_share_of_the_cores_it_leaves(tmp_path):
    store = ResultsStore(tmp_path / "e.sqlite3")
    stored_react(store, tokens_in=5000, tokens_out=250, calls=5)
    quiet = estimate.Pace(throughput.Rates(100.0, 25.0), cores=2, load=0.3)
    busy = dataclasses.replace(quiet, load=2.5)  # another batch's server already keeps 2 cores busy
    args = (store, "hotpotqa", "m", {"react": 8}, 4)
    assert estimate.estimate(*args, pace=busy).seconds == pytest.approx(
        2 * estimate.estimate(*args, pace=quiet).seconds
    )
    assert "load 2.5 on 2 cores, 2 server threads: 50% of that" in estimate.estimate(*args, pace=busy).line()
    one_thread = dataclasses.replace(quiet, load=6.5, threads=1)  # one thread, a third of a core's time
    assert one_thread.share == pytest.approx(0.5 * 2 / 7)


def test_the_server_measures_its_pace_from_calls_made_alone(app_home):
    timings = {"prompt_n": 400, "prompt_ms": 4000.0, "predicted_n": 50, "predicted_ms": 2500.0}
    throughput.record("embedded:x", timings, alone=False, load=0.0)
    assert throughput.measured("embedded:x") is None, "a call beside others does not say the server's pace"
    throughput.record("embedded:x", timings, alone=True, load=0.0)
    assert throughput.measured("embedded:x") == throughput.Rates(100.0, 20.0, calls=1)
    throughput.record("embedded:x", timings, alone=True, load=2.5)  # at half the cores: twice as fast when quiet
    assert throughput.measured("embedded:x").read_tps == pytest.approx(0.7 * 100 + 0.3 * 200)


def finished(method: str, tokens_in: int, tokens_out: int, calls: int, model_seconds: float, i: int = 0):
    result = episode("b", f"q{i}", method, seconds=model_seconds)
    return dataclasses.replace(
        result, tokens_in=tokens_in, tokens_out=tokens_out, calls=calls, model_seconds=model_seconds
    )


def test_a_finished_batch_teaches_the_next_estimate_how_much_longer_than_its_work_it_took(app_home):
    pace = estimate.Pace(throughput.Rates(100.0, 25.0), cores=2, load=0.0, key="embedded:x")
    exemplars = estimate._exemplar_tokens("hotpotqa", "react")
    # Each episode: 800 + 5 x 40 tokens read (10 s) and 250 written (10 s): 20 s of work, 100 s for five.
    episodes = [finished("react", int(5 * (exemplars + 400)), 250, 5, 30.0, i) for i in range(5)]
    assert estimate.calibrate(pace, 4, episodes, wall_s=250.0) == pytest.approx(2.5, rel=0.03)
    assert estimate.calibrate(pace, 4, episodes, wall_s=150.0) == pytest.approx(1.5, rel=0.03)
    assert estimate.calibrate(pace, 4, episodes, wall_s=200.0) == pytest.approx(2.0, rel=0.03)
    factor, batches = throughput.batch_factor("embedded:x", 4)
    assert batches == 3 and factor == pytest.approx(2.0, rel=0.03), "the median of the latest batches"
    assert throughput.batch_factor("embedded:x", 2)[1] == 3, "none ran 2 at once: the nearest number's"
    assert throughput.batch_factor("embedded:other", 4) is None


def test_a_batch_says_nothing_of_the_pace_when_too_small_or_answered_from_the_cache(app_home):
    pace = estimate.Pace(throughput.Rates(100.0, 25.0), cores=2, load=0.0, key="embedded:x")
    four = [finished("react", 9000, 250, 5, 30.0, i) for i in range(4)]
    assert estimate.calibrate(pace, 4, four, wall_s=100.0) is None, "4 at once needs more than 4 to overlap"
    cached = [*four, finished("react", 9000, 250, 5, 0.001, 9)]
    assert estimate.calibrate(pace, 4, cached, wall_s=100.0) is None
    assert throughput.batch_factor("embedded:x", 4) is None


def test_the_estimate_uses_what_this_servers_batches_measured(tmp_path, app_home, monkeypatch):
    monkeypatch.setattr(estimate, "_exemplars_saved", lambda *a: True)
    store = ResultsStore(tmp_path / "e.sqlite3")
    stored_react(store, tokens_in=5000, tokens_out=250, calls=5)
    for factor in (2.4, 2.6, 9.0):
        throughput.record_batch("embedded:x", 4, factor)
    measured = throughput.batch_factor("embedded:x", 4)
    assert measured == (2.6, 3)
    default = estimate.Pace(throughput.Rates(100.0, 25.0), cores=2, load=0.0)
    learned = dataclasses.replace(default, factor=measured[0], factor_batches=measured[1])
    args = (store, "hotpotqa", "m", {"react": 20}, 4)
    assert estimate.estimate(*args, pace=learned).seconds == pytest.approx(
        estimate.estimate(*args, pace=default).seconds * 2.6 / 1.7
    )
    assert (
        "a batch takes 2.6x its episodes' work (median of 3 batches here)"
        in estimate.estimate(*args, pace=learned).line()
    )


def test_a_tool_call_methods_saved_prefix_is_looked_for_under_the_key_its_warm_up_saves_it_by():
    from react_core.engine import catalog
    from react_core.engine.warmup import saved_key
    from react_core.models.warm_slots import slot_prompts

    method = catalog.make_method("react_tools", "hotpotqa")
    for task_id in ("hotpotqa-bundled-01", "hotpotqa-bundled-02"):
        request = method.first_request(catalog.find_task("hotpotqa", task_id), None)
        assert saved_key("react_tools", "hotpotqa") == slot_prompts(request, rendered_here=True)[1]
    text = saved_key("react", "hotpotqa")
    assert text == catalog.make_method("react", "hotpotqa").prefix.rstrip("\n") + "\n\n"


def test_one_calls_pace_for_try_n_times_is_the_embedded_servers_at_the_load_now(app_home, monkeypatch):
    from react_core.models.config import load_config

    assert estimate.call_pace(load_config({"base_url": "http://127.0.0.1:9/v1", "model": "m"}, env={})) is None
    assert estimate.call_pace(None) is None
    quiet = estimate.Pace(throughput.Rates(110.0, 23.0), cores=2, load=0.0, factor=1.2)
    monkeypatch.setattr(estimate, "local_pace", lambda model, at_once=1: quiet)
    pace = estimate.call_pace(load_config({}, env={}))  # the embedded model
    assert pace is not None and (pace.read_tps, pace.write_tps, pace.overhead) == (110.0, 23.0, 1.2)
    assert pace.share == quiet.share and "110 tokens/s read, 23 written on a quiet machine" in pace.words

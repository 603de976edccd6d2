"""The time a batch will take, said before it starts: from stored episodes, else a stated rough default."""

from __future__ import annotations

from react_core.evaluation import estimate
from react_core.evaluation.results import ResultsStore
from tests.support.stored_batches import episode


def test_stored_episodes_of_the_same_family_method_and_model_give_the_time_of_one(tmp_path):
    store = ResultsStore(tmp_path / "e.sqlite3")
    for i, seconds in enumerate([10.0, 20.0, 90.0]):
        store.record(episode("old", f"q{i}", "react", seconds=seconds))
    store.record(
        episode("old", "q9", "react", seconds=500.0, model="another model")
    )  # another model's pace is not this one's
    assert estimate.per_episode(store, "hotpotqa", "react", "m") == (20.0, 3)  # the median


def test_without_stored_episodes_the_rough_default_is_used_and_said_to_be_one(tmp_path):
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


def test_a_batch_never_ends_before_its_slowest_episode(tmp_path):
    store = ResultsStore(tmp_path / "e.sqlite3")
    batch = estimate.estimate(store, "hotpotqa", "m", {"react": 2, "act": 2}, at_once=4)
    # (2 x 96 s + 2 x 20 s) / 4 would be 58 s, but each ReAct episode alone takes about 96 s.
    assert batch.seconds == 96.0


def test_durations_read_in_seconds_minutes_or_hours():
    assert [estimate.duration(s) for s in (0.2, 40, 95, 3600 + 600)] == ["1 s", "40 s", "2 min", "1 h 10 min"]

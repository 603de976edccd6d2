"""Review queues: which episodes, the store (round trip, reopening), moving through a queue, counts,
the CSV and Parquet export, and preference pairs from corrected episodes with the review's provenance.

The trajectories are real: the engine over bundled HotpotQA with the scripted test model."""

from __future__ import annotations

import io

import pandas as pd
import pytest

from react_core.datasets.build import build_dpo
from react_core.datasets.review_pairs import corrections, pairs_from_reviews
from react_core.evaluation.results import EpisodeResult, ResultsStore
from react_core.evaluation.review_source import from_batch
from react_core.storage import review_items
from react_core.storage.review_queue import ReviewQueue, category_counts, to_csv, to_parquet
from react_core.storage.reviews import DEFAULT_CATEGORIES, MARKED, Annotation, ReviewError, ReviewStore
from tests.support import family_runs


@pytest.fixture
def store(tmp_path):
    return ReviewStore(tmp_path / "reviews.sqlite3")


def review_of(store, *trajectories):
    found = review_items.from_trajectories(trajectories)
    return store.create("selection", "selection", found.items)


# ----- which episodes --------------------------------------------------------------------------
def test_a_lost_episode_is_queued_with_why_and_a_clean_win_is_left_out_with_the_reason():
    lost, won = family_runs.hotpotqa(win=False), family_runs.hotpotqa()
    found = review_items.from_trajectories([won, lost])
    (item,) = found.items
    assert (item.trajectory_id, item.branch_id) == (lost.id, lost.active_branch)
    assert item.why.startswith("scored wrong")
    assert found.left_out == {review_items.SUCCEEDED: 1}


def test_an_empty_queue_says_why_it_is_empty():
    found = review_items.from_trajectories([family_runs.hotpotqa()])
    assert found.items == []
    assert found.empty_reason() == "There are no failed or flagged episodes to review (1 succeeded with no flag)."


def _record(results, batch_id, trajectory, model="scripted"):
    branch = trajectory.branch()
    results.record(
        EpisodeResult(
            batch_id,
            trajectory.task.id,
            trajectory.method,
            model,
            "hotpotqa",
            None,
            trajectory.task.text,
            None,
            branch.answer,
            branch.outcome.value if branch.outcome else None,
            None,
            None,
            None,
            None,
            0,
            0,
            0,
            0,
            0.0,
            0.0,
            None,
            [],
            trajectory.id,
            trajectory.to_json(indent=None),
        )
    )


def test_a_batch_review_holds_its_lost_episodes_in_table_1s_method_order_with_the_batch_id(tmp_path):
    results = ResultsStore(tmp_path / "evaluation.sqlite3")
    react, act = family_runs.hotpotqa(win=False, batch="b1"), family_runs.hotpotqa("act", win=False, batch="b1")
    won = family_runs.hotpotqa(batch="b1")
    _record(results, "b1", react)
    _record(results, "b1", won, model="other")
    _record(results, "b1", act)
    results.record_error("b1", ("hotpotqa-bundled-02", "react", "scripted"), "the model went away")
    found = from_batch(results, "b1")
    assert [(i.trajectory_id, i.batch_id, i.model) for i in found.items] == [
        (act.id, "b1", "scripted"),  # Act before ReAct, as Table 1 lists them
        (react.id, "b1", "scripted"),
    ]
    assert found.left_out == {"succeeded with no flag": 1, "failed before finishing (no trajectory)": 1}
    assert from_batch(results, "no such batch").empty_reason() == "There are no failed or flagged episodes to review."


# ----- the store ---------------------------------------------------------------------------------
def test_a_review_and_its_annotations_survive_reopening_the_store(store, tmp_path):
    lost = family_runs.hotpotqa(win=False)
    review = review_of(store, lost)
    queue = ReviewQueue(store, review.id)
    queue.mark(3, "wrong reasoning", "guessed instead of searching")
    again = ReviewStore(tmp_path / "reviews.sqlite3")
    assert again.load(review.id) == ReviewStore(store.path).load(review.id)
    (annotation,) = again.annotations(review.id).values()
    assert (annotation.step, annotation.category, annotation.note) == (
        3,
        "wrong reasoning",
        "guessed instead of searching",
    )
    assert [r.id for r in again.reviews()] == [review.id]


def test_categories_start_with_the_defaults_and_keep_the_persons_own_list(store, tmp_path):
    assert store.categories() == list(DEFAULT_CATEGORIES)
    store.set_categories([" wrong  page ", "loop"])
    assert ReviewStore(tmp_path / "reviews.sqlite3").categories() == ["wrong page", "loop"]


@pytest.mark.parametrize(
    "names, message",
    [(["loop", "  "], "A category name is empty."), (["loop", "Loop"], "The category 'Loop' is listed twice.")],
)
def test_an_empty_or_repeated_category_is_refused_and_the_list_is_kept(store, names, message):
    store.set_categories(["search failed", "loop"])
    with pytest.raises(ReviewError, match=message):
        store.set_categories(names)
    assert store.categories() == ["search failed", "loop"]


def test_a_mark_needs_a_step_and_a_category(store):
    review = review_of(store, family_runs.hotpotqa(win=False))
    queue = ReviewQueue(store, review.id)
    with pytest.raises(ReviewError, match="No category is chosen"):
        queue.mark(2, " ")
    with pytest.raises(ReviewError, match="No step is marked"):
        queue.mark(-1, "loop")
    assert queue.position == 0 and store.annotations(review.id) == {}


def test_nothing_to_review_is_refused(store):
    with pytest.raises(ReviewError, match="There is nothing to review"):
        store.create("empty", "selection", [])


# ----- the queue ---------------------------------------------------------------------------------
def test_mark_skip_next_and_previous_move_through_the_queue_and_reopening_resumes(store):
    trajectories = [family_runs.hotpotqa(win=False) for _ in range(3)]
    review = review_of(store, *trajectories)
    queue = ReviewQueue(store, review.id)
    assert queue.current.trajectory_id == trajectories[0].id
    queue.mark(1, "search failed")
    queue.skip()
    assert queue.current.trajectory_id == trajectories[2].id and queue.done == 2
    queue.previous()
    assert queue.annotation().status == "skipped"
    queue.next()
    queue.next()
    assert queue.finished and queue.current is None
    queue.next()  # past the end stays at the end
    assert queue.position == 3
    with pytest.raises(ReviewError, match="The review is finished"):
        queue.mark(1, "loop")
    reopened = ReviewQueue(store, review.id)
    assert reopened.finished and reopened.first_open() == 2 and reopened.done == 2


def test_counts_are_per_category_of_marked_episodes(store):
    review = review_of(store, *[family_runs.hotpotqa(win=False) for _ in range(4)])
    queue = ReviewQueue(store, review.id)
    queue.mark(1, "search failed")
    queue.mark(3, "wrong reasoning")
    queue.mark(1, "search failed")
    queue.skip()
    assert queue.counts() == {"search failed": 2, "wrong reasoning": 1}
    assert category_counts(queue.annotations.values()) == queue.counts()


def test_the_annotations_export_as_csv_and_parquet_with_the_episode_they_name(store):
    lost = family_runs.hotpotqa(win=False)
    review = review_of(store, lost, family_runs.hotpotqa(win=False))
    queue = ReviewQueue(store, review.id)
    queue.mark(3, "claimed what was not shown", 'said "Tanzania"')
    queue.skip()
    csv = pd.read_csv(io.BytesIO(to_csv(queue.frame())))
    parquet = pd.read_parquet(io.BytesIO(to_parquet(queue.frame())))
    for frame in (csv, parquet):
        assert list(frame["status"]) == ["marked", "skipped"]
        assert frame.loc[0, "category"] == "claimed what was not shown" and frame.loc[0, "step"] == 3
        assert frame.loc[0, "trajectory_id"] == lost.id and frame.loc[0, "note"] == 'said "Tanzania"'
        assert pd.isna(frame.loc[1, "step"])


# ----- preference pairs ---------------------------------------------------------------------------
def test_a_corrected_episode_becomes_a_preference_pair_with_the_reviews_provenance(store):
    engine, original, steered = family_runs.steered_hotpotqa()
    trajectory = engine.trajectory
    review = store.create(
        "r",
        "selection",
        [review_items.item_for(_before_fix(trajectory, original))],  # reviewed before the fix
    )
    store.annotate(Annotation(review.id, trajectory.id, original, MARKED, 3, "wrong reasoning", "guessed"))
    assert corrections(trajectory, original) == [steered]
    (pair,) = pairs_from_reviews(trajectory, store.annotations_of([trajectory.id]))
    assert (pair.chosen, pair.rejected, pair.source) == (steered, original, "review")
    dataset = build_dpo([trajectory], annotations=store.annotations_of([trajectory.id]))
    (example,) = dataset.train + dataset.validation
    meta = example.record["metadata"]
    assert meta["source"] == "review"
    assert meta["review"] == {
        "review_id": review.id,
        "category": "wrong reasoning",
        "marked_step": 3,
        "note": "guessed",
        "batch_id": None,
        "trajectory_id": trajectory.id,
        "branch_id": original,
    }


def test_without_a_review_the_same_fix_is_still_a_steered_pair_and_a_skipped_review_adds_none(store):
    engine, original, steered = family_runs.steered_hotpotqa()
    trajectory = engine.trajectory
    skipped = Annotation("r", trajectory.id, original, "skipped", None, None)
    dataset = build_dpo([trajectory], annotations=[skipped])
    (example,) = dataset.train + dataset.validation
    assert example.record["metadata"]["source"] == "branches" and "review" not in example.record["metadata"]
    assert example.record["metadata"]["chosen"]["branch_id"] == steered


def test_a_fix_that_did_no_better_is_no_correction():
    engine, original, steered = family_runs.steered_hotpotqa()
    engine.trajectory.branches[steered].answer = "Stone Town"
    assert corrections(engine.trajectory, original) == []


def _before_fix(trajectory, original):
    """The trajectory as the review saw it: the original branch current."""
    copy = type(trajectory).from_dict(trajectory.to_dict())
    copy.active_branch = original
    return copy


def test_dataset_dpo_from_history_carries_the_reviews_provenance(tmp_path, monkeypatch):
    import json

    from react_core.cli.main import main
    from react_core.storage.store import TrajectoryStore

    monkeypatch.setenv("REACT_HOME", str(tmp_path / "home"))
    engine, original, steered = family_runs.steered_hotpotqa()
    TrajectoryStore().save(engine.trajectory)
    ReviewStore().annotate(Annotation("r1", engine.trajectory.id, original, MARKED, 3, "search failed"))
    assert main(["dataset", "dpo", "--history", "--validation", "0", "--out", str(tmp_path / "pairs")]) == 0
    (line,) = (tmp_path / "pairs.train.jsonl").read_text().splitlines()
    meta = json.loads(line)["metadata"]
    assert meta["source"] == "review" and meta["chosen"]["branch_id"] == steered
    assert (meta["review"]["category"], meta["review"]["marked_step"]) == ("search failed", 3)

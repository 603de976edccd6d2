"""Batches on different tasks are never averaged into one cell; batches on the same tasks get
columns of their own wherever the model alone would not tell them apart."""

from __future__ import annotations

import pandas as pd

from react_core.evaluation import pooling, tables
from react_core.evaluation.spec import BatchSpec

BUNDLED = BatchSpec(task_set="hotpotqa:bundled", methods=("react", "standard"), models=("m",), limit=50)


def test_batches_on_different_task_sets_are_refused_with_the_reason_and_what_to_do():
    imported = BatchSpec(task_set="hotpotqa:/home/me/mine.json", methods=("standard",), models=("m",), limit=2)
    why = pooling.refusal({"a": BUNDLED, "b": imported})
    assert why is not None
    assert "ran different tasks" in why and "not comparable" in why
    assert "a: hotpotqa bundled (first 50)" in why and "b: hotpotqa mine.json (first 2)" in why
    assert "one batch at a time" in why


def test_another_n_or_another_random_sample_of_one_set_are_different_tasks_too():
    assert pooling.refusal({"a": BUNDLED, "b": BatchSpec("hotpotqa:bundled", ("react",), ("m",), limit=10)})
    sampled = BatchSpec("hotpotqa:bundled", ("react",), ("m",), sample=10, seed=1)
    assert pooling.refusal({"a": sampled, "b": BatchSpec("hotpotqa:bundled", ("react",), ("m",), sample=10, seed=2)})
    assert pooling.refusal({"a": BUNDLED, "b": None})  # unreadable settings: its tasks are unknown


def test_batches_on_the_same_tasks_may_share_a_table():
    other_model = BatchSpec("hotpotqa:bundled", ("react",), ("n",), limit=50)
    assert pooling.refusal({"a": BUNDLED, "b": other_model}) is None
    assert pooling.column_suffixes({"a": BUNDLED, "b": other_model}) == {"a": "", "b": ""}  # the model tells them apart


def test_one_model_in_two_batches_gets_a_column_per_batch_never_one_pooled_cell():
    paper = BatchSpec("hotpotqa:bundled", ("react",), ("m",), limit=50, prompt_set="paper")
    assert pooling.column_suffixes({"a": BUNDLED, "b": paper}) == {"a": "project prompts", "b": "paper prompts"}
    fewer_steps = BatchSpec("hotpotqa:bundled", ("react",), ("m",), limit=50, max_steps=3)
    suffixes = pooling.column_suffixes({"a": BUNDLED, "b": fewer_steps})
    assert suffixes == {"a": "a", "b": "b"}  # same prompts, same model: told apart by batch id

    frame = pd.DataFrame(
        [
            dict(batch_id="a", model="m", family="hotpotqa", method="react", score=1.0),
            dict(batch_id="b", model="m", family="hotpotqa", method="react", score=0.0),
        ]
    )
    shown = pooling.separate_columns(frame, suffixes)
    table = tables.table1(shown, with_paper=False)
    assert table.loc["ReAct", ("HotpotQA EM", "m · a")] == 100.0
    assert table.loc["ReAct", ("HotpotQA EM", "m · b")] == 0.0
    assert shown["stored_model"].tolist() == ["m", "m"]  # to open the episode again

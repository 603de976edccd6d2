"""`--skip N`: a set run in parts. The first N tasks are left out, so `--skip 19 --limit 31` runs tasks 20
to 50 without running the first 19 again; it is its own batch, and batches from before it keep their ids."""

from __future__ import annotations

import argparse

import pytest

from react_core.cli.eval import add_arguments
from react_core.evaluation.pooling import refusal, tasks_label
from react_core.evaluation.snapshot import command_of
from react_core.evaluation.spec import BatchSpec
from react_core.evaluation.tasksets import TaskSetError, load_set


def test_skip_leaves_out_the_first_tasks_and_limit_counts_from_there():
    everything = load_set("hotpotqa:bundled")
    assert [t.id for t in load_set("hotpotqa:bundled", skip=5, limit=3)] == [t.id for t in everything[5:8]]
    assert [t.id for t in load_set("hotpotqa:bundled", skip=5)] == [t.id for t in everything[5:]]


def test_skip_applies_to_a_sample_after_it_is_drawn():
    drawn = load_set("hotpotqa:bundled", sample=10, seed=3)
    assert load_set("hotpotqa:bundled", sample=10, seed=3, skip=4) == drawn[4:]


def test_a_skip_that_leaves_nothing_says_how_many_tasks_there_are():
    total = len(load_set("hotpotqa:bundled"))
    with pytest.raises(TaskSetError, match=rf"--skip {total} leaves no task: the set has {total}"):
        load_set("hotpotqa:bundled", skip=total)
    with pytest.raises(TaskSetError, match="leaves no task"):
        load_set("hotpotqa:bundled", skip=-1)


def test_a_skipped_run_is_its_own_batch_and_older_batches_keep_their_ids():
    whole = BatchSpec("hotpotqa:bundled", ("react",), limit=10)
    assert "skip" not in whole.hashed_dict()  # a batch stored before --skip resumes under its old id
    part = BatchSpec("hotpotqa:bundled", ("react",), limit=10, skip=10)
    assert part.default_id() != whole.default_id()


def test_the_cli_flag_reaches_the_spec_and_the_rebuilt_command():
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["--set", "hotpotqa:bundled", "--methods", "react", "--skip", "19", "--limit", "31"])
    assert (args.skip, args.limit) == (19, 31)
    spec = BatchSpec("hotpotqa:bundled", ("react",), limit=31, skip=19)
    assert "--skip 19 --limit 31" in command_of(spec, "b")
    assert "--skip" not in command_of(BatchSpec("hotpotqa:bundled", ("react",), limit=31), "b")


def test_batches_of_other_parts_of_a_set_are_not_put_in_one_table():
    first = BatchSpec("hotpotqa:bundled", ("react",), limit=10)
    second = BatchSpec("hotpotqa:bundled", ("react",), limit=10, skip=10)
    assert tasks_label(second) == "hotpotqa bundled (first 10, after the first 10)"
    assert refusal({"a": first, "b": second}) is not None
    assert refusal({"a": second, "b": second}) is None

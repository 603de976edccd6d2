"""`--per-type N`: the first N tasks of each task type, a stratified choice that fills every
column of Table 3; it is part of the set's name, so it is its own batch."""

from __future__ import annotations

import argparse

import pytest

from react_core.cli.eval import add_arguments, task_set_of
from react_core.evaluation.spec import BatchSpec
from react_core.evaluation.tasksets import TaskSetError, first_of_each_type, load_set, parse_set
from react_core.trajectory.task import Task


def game(n: int, kind: str) -> Task:
    return Task(id=f"g{n}", family="alfworld", text="t", meta={"task_type": kind})


def test_the_first_n_of_each_type_are_kept_in_the_sets_order():
    tasks = [game(1, "pick"), game(2, "look"), game(3, "pick"), game(4, "pick"), game(5, "look")]
    assert [t.id for t in first_of_each_type(tasks, 2)] == ["g1", "g2", "g3", "g5"]
    with pytest.raises(TaskSetError):
        first_of_each_type(tasks, 0)


def test_a_per_type_set_names_its_family_and_loads_n_of_each_type():
    pytest.importorskip("alfworld", reason="the ALFWorld engine is not installed")
    assert parse_set("alfworld:bundled@per-type-2") == ("alfworld", "bundled")
    tasks = load_set("alfworld:bundled@per-type-2")
    kinds = [t.meta["task_type"] for t in tasks]
    assert len(tasks) == 12 and all(kinds.count(k) == 2 for k in set(kinds)) and len(set(kinds)) == 6
    everything = load_set("alfworld:bundled")
    assert tasks == [t for t in everything if t in tasks]  # the suite's own order


def test_the_cli_flag_makes_its_own_batch():
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["--set", "alfworld:bundled", "--methods", "react,act", "--per-type", "4"])
    assert task_set_of(args) == "alfworld:bundled@per-type-4"
    plain = BatchSpec("alfworld:bundled", ("react", "act"))
    stratified = BatchSpec(task_set_of(args), ("react", "act"))
    assert plain.default_id() != stratified.default_id() and stratified.default_id().startswith("alfworld-")


def test_per_type_and_the_papers_fixed_draw_do_not_mix():
    with pytest.raises(TaskSetError, match="fixed draw"):
        load_set("hotpotqa:bundled@paper-sample@per-type-2")


def test_task_type_keeps_one_type_and_names_its_own_batch():
    """`--task-type T`: only T's tasks, e.g. to measure what an exemplar of T adds; a type the
    set lacks is refused with the set's own types."""
    pytest.importorskip("alfworld", reason="the ALFWorld engine is not installed")
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["--set", "alfworld:bundled", "--task-type", "pick_two_obj_and_place", "--per-type", "3"])
    name = task_set_of(args)
    assert name == "alfworld:bundled@type-pick_two_obj_and_place@per-type-3"
    assert parse_set(name) == ("alfworld", "bundled")
    tasks = load_set(name)
    assert len(tasks) == 3 and {t.meta["task_type"] for t in tasks} == {"pick_two_obj_and_place"}
    assert len(load_set("alfworld:bundled@type-pick_two_obj_and_place")) == 11
    with pytest.raises(TaskSetError, match="pick_and_place_simple"):
        load_set("alfworld:bundled@type-pick_three")
    with pytest.raises(TaskSetError, match="no task types"):
        load_set("hotpotqa:bundled@type-bridge")

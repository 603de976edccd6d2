"""Trajectory files: lossless JSON, clear errors for broken files, branch bookkeeping."""
from __future__ import annotations

import json

import pytest

from react_core.task import Task
from react_core.trajectory import (
    SCHEMA_VERSION, Author, ModelCall, Step, StepKind, Trajectory, TrajectoryError,
)


def sample() -> Trajectory:
    t = Trajectory.start(Task("q1", "hotpotqa", "Who?", gold="Ann", meta={"type": "bridge"}), "react", {"model": "m", "temperature": 0})
    call = t.add_call(ModelCall(prompt="P", raw_output=" x\nAction 1: Search[Ann]", model="m", tokens_in=10, tokens_out=5, latency_s=0.5, cost_usd=0.001))
    t.append(Step(StepKind.THOUGHT, "x", Author.MODEL, call_id=call.id, notes=["odd"]))
    t.append(Step(StepKind.ACTION, "Search[Ann]", Author.MODEL, call_id=call.id))
    t.append(Step(StepKind.OBSERVATION, "Ann is <b>a</b> person.", Author.ENVIRONMENT, info={"page": "Ann"}))
    t.fork_edit_thought(t.active_branch, 0, "edited")
    return t


def test_json_round_trip_is_lossless():
    t = sample()
    text = t.to_json()
    again = Trajectory.from_json(text)
    assert again.to_json() == text
    assert again == t
    assert json.loads(text)["schema_version"] == SCHEMA_VERSION


def test_totals_add_up_the_calls_behind_a_branch():
    t = sample()
    root = next(b for b in t.branches.values() if b.parent_id is None)
    assert t.totals(root.id) == {"calls": 1, "tokens_in": 10, "tokens_out": 5, "latency_s": 0.5, "cache_hits": 0, "cost_usd": 0.001}
    assert t.totals()["calls"] == 0  # the edited branch kept no model step


@pytest.mark.parametrize("text, message", [
    ("not json", "Not a valid trajectory file"),
    ("[1, 2]", "expected a JSON object"),
    ('{"schema_version": 99}', "schema version 99"),
    (json.dumps({"schema_version": SCHEMA_VERSION}), "Not a valid trajectory file"),
])
def test_broken_files_are_refused_clearly(text, message):
    with pytest.raises(TrajectoryError, match=message):
        Trajectory.from_json(text)


def test_deleting_a_branch_removes_its_descendants_and_unused_steps():
    t = sample()
    root = next(b for b in t.branches.values() if b.parent_id is None)
    child = t.active_branch
    grandchild = t.fork_insert_thought(child, 0, "hint").id
    t.delete_branch(child)
    assert set(t.branches) == {root.id} and t.active_branch == root.id
    assert all(s.text not in ("edited", "hint") for s in t.steps.values())
    with pytest.raises(TrajectoryError, match="only branch"):
        t.delete_branch(root.id)
    assert grandchild not in t.branches


def test_extracting_a_branch_gives_a_new_trajectory_with_only_that_branch():
    t = sample()
    edited = t.active_branch
    copy = t.extract_branch(edited)
    assert copy.id != t.id and list(copy.branches) == [edited]
    assert copy.branch().parent_id is None and [s.text for s in copy.steps_of()] == ["edited"]
    assert set(copy.steps) == set(copy.branch().step_ids) and len(t.branches) == 2

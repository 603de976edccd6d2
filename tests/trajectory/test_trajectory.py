"""Trajectory files: lossless JSON, clear errors for broken files, branch bookkeeping."""

from __future__ import annotations

import json

import pytest

from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import EditThought, InsertThought, Steering
from react_core.trajectory.steps import Author, ModelCall, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from react_core.trajectory.trajectory_file import SCHEMA_VERSION


def sample() -> Trajectory:
    t = Trajectory.start(
        Task("q1", "hotpotqa", "Who?", gold="Ann", meta={"type": "bridge"}), "react", {"model": "m", "temperature": 0}
    )
    call = t.add_call(
        ModelCall(
            prompt="P",
            raw_output=" x\nAction 1: Search[Ann]",
            model="m",
            tokens_in=10,
            tokens_out=5,
            latency_s=0.5,
            cost_usd=0.001,
        )
    )
    t.append(Step(StepKind.THOUGHT, "x", Author.MODEL, call_id=call.id, notes=["odd"]))
    t.append(Step(StepKind.ACTION, "Search[Ann]", Author.MODEL, call_id=call.id))
    t.append(Step(StepKind.OBSERVATION, "Ann is <b>a</b> person.", Author.ENVIRONMENT, info={"page": "Ann"}))
    Steering(t).apply(EditThought(0, "edited"))
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
    assert t.totals(root.id) == {
        "calls": 1,
        "tokens_in": 10,
        "tokens_out": 5,
        "latency_s": 0.5,
        "cache_hits": 0,
        "cost_usd": 0.001,
    }
    assert t.totals()["calls"] == 0  # the edited branch kept no model step


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json", "Not a valid trajectory file"),
        ("[1, 2]", "expected a JSON object"),
        ('{"schema_version": 99}', "schema version 99"),
        (json.dumps({"schema_version": SCHEMA_VERSION}), "Not a valid trajectory file"),
    ],
)
def test_broken_files_are_refused_clearly(text, message):
    with pytest.raises(TrajectoryError, match=message):
        Trajectory.from_json(text)


def test_deleting_a_branch_removes_its_descendants_and_unused_steps():
    t = sample()
    root = next(b for b in t.branches.values() if b.parent_id is None)
    child = t.active_branch
    grandchild = Steering(t).apply(InsertThought(0, "hint")).id  # on the active branch, child
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


def broken(change) -> str:
    """The sample trajectory's JSON with one change made by `change(data)`."""
    data = json.loads(sample().to_json())
    change(data)
    return json.dumps(data)


def first(mapping: dict) -> dict:
    return next(iter(mapping.values()))


def _set_first_step_text(data):
    first(data["steps"])["text"] = 7
    return first(data["steps"])["id"]


@pytest.mark.parametrize(
    "change, path, message",
    [
        (lambda d: d.update(updated_at=1e20), "updated_at", "not a time between 1970 and the year 3000"),
        (
            lambda d: d.update(updated_at="tomorrow"),
            "updated_at",
            "expected a time in seconds since 1970, got a string",
        ),
        (lambda d: d.update(created_at=True), "created_at", "got true/false"),
        (lambda d: d.update(method="../../x"), "method", "not a plain name"),
        (lambda d: d["task"].update(family="../../etc"), "task.family", "not a plain name"),
        (lambda d: d["task"].update(text=["a"]), "task.text", "expected a string, got a list"),
        (lambda d: d.update(title=None), "title", "expected a string, got null"),
        (lambda d: d.update(active_branch="nope"), "active_branch", "not in the file"),
        (lambda d: first(d["branches"]).update(step_ids=["ghost"]), ".step_ids[0]", "refers to step 'ghost'"),
        (lambda d: first(d["branches"]).update(parent_id="ghost"), ".parent_id", "refers to branch 'ghost'"),
        (lambda d: first(d["branches"]).update(outcome="won"), ".outcome", "expected one of answered"),
        (lambda d: first(d["calls"]).update(tokens_in=-3), ".tokens_in", "out of range"),
        (lambda d: first(d["steps"]).update(kind="dream"), ".kind", "expected one of thought"),
        (lambda d: first(d["steps"]).update(id="other"), ".id", "differs from its key"),
        (lambda d: first(d["steps"]).update(info={"a": {"b": 1e400}}), ".info.a.b", "not a finite number"),
        (lambda d: d.update(steps=[]), "steps", "expected an object of id to item, got a list"),
        (lambda d: d.update(surprise=1), "trajectory", "unknown field 'surprise'"),
        (lambda d: d.update(id="has space"), "id", "is not an id"),
    ],
)
def test_import_checks_every_field_and_names_its_path(change, path, message):
    with pytest.raises(TrajectoryError) as caught:
        Trajectory.from_json(broken(change))
    assert path in str(caught.value) and message in str(caught.value), str(caught.value)


def test_a_step_text_that_is_not_a_string_is_named_by_its_step():
    step_id = []
    text = broken(lambda d: step_id.append(_set_first_step_text(d)))
    with pytest.raises(TrajectoryError, match=rf"steps\[{step_id[0]}\]\.text: expected a string, got int"):
        Trajectory.from_json(text)


def test_branches_whose_parents_loop_are_refused():
    def loop(data):
        a, b = list(data["branches"])
        data["branches"][a]["parent_id"], data["branches"][b]["parent_id"] = b, a

    with pytest.raises(TrajectoryError, match="form a loop"):
        Trajectory.from_json(broken(loop))


@pytest.mark.parametrize("text", ["[" * 200_000, '{"a":' * 200_000])
def test_absurdly_nested_files_are_refused_clearly(text):
    with pytest.raises(TrajectoryError, match="Not a valid trajectory file"):
        Trajectory.from_json(text)


@pytest.mark.parametrize(
    "text, says",
    [
        ('{"a": 1,,}', "line 1, column 9"),
        ("", "it is empty"),
        ('{"title": "x"}', "no schema_version, so it was not written by this workbench"),
        ('{"schema_version": 2}', "written by a newer workbench: update this one"),
    ],
)
def test_import_errors_say_what_is_wrong_in_words_and_what_to_do(text, says):
    with pytest.raises(TrajectoryError) as raised:
        Trajectory.from_json(text)
    message = str(raised.value)
    assert says in message
    assert "char " not in message and "None" not in message  # no parser internals
    if "newer" not in message:
        assert "Export → JSON" in message  # what to import instead


def test_each_action_is_paired_with_the_observation_that_answered_it_and_one_not_answered_yet_is_left_out():
    from react_core.trajectory.steps import answered_actions

    steps = [
        Step(StepKind.THOUGHT, "Search the band.", Author.MODEL),
        Step(StepKind.ACTION, "Search[Queen]", Author.MODEL),
        Step(StepKind.OBSERVATION, "Queen are a British rock band.", Author.ENVIRONMENT),
        Step(StepKind.THOUGHT, "Look up the singer.", Author.MODEL),
        Step(StepKind.ACTION, "Lookup[singer]", Author.MODEL),
        Step(StepKind.OBSERVATION, "(Result 1 / 1) Freddie Mercury was the singer.", Author.ENVIRONMENT),
        Step(StepKind.ACTION, "Finish[Freddie Mercury]", Author.MODEL),
    ]
    pairs = [(a.text, o.text[:5]) for a, o in answered_actions(steps)]
    assert pairs == [("Search[Queen]", "Queen"), ("Lookup[singer]", "(Resu")]


def test_an_observation_with_no_action_before_it_pairs_with_nothing_and_of_two_actions_in_a_row_the_later_one_pairs():
    from react_core.trajectory.steps import answered_actions

    steps = [
        Step(StepKind.OBSERVATION, "You are in the middle of a room.", Author.ENVIRONMENT),
        Step(StepKind.ACTION, "go to desk 1", Author.MODEL),
        Step(StepKind.ACTION, "go to shelf 1", Author.MODEL),
        Step(StepKind.OBSERVATION, "On the shelf 1, you see a pen 1.", Author.ENVIRONMENT),
    ]
    assert [(a.text, o.text[:9]) for a, o in answered_actions(steps)] == [("go to shelf 1", "On the sh")]

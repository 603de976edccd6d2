"""Property-based tests: for any input, the parser, trajectory import and question-file readers
either succeed or refuse with their own error; nothing else ever escapes.

Hypothesis generates the inputs (replies with the ReAct vocabulary mixed in, mutated trajectory
files, arbitrary bytes as question files); `REACT_PROPERTY_EXAMPLES` raises the count per test.
"""

from __future__ import annotations

import json
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from react_core.data import fever, hotpotqa
from react_core.data.errors import DataError
from react_core.prompting import parsing
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steering import EditThought, Steering
from react_core.trajectory.steps import Author, ModelCall, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory

EXAMPLES = int(os.environ.get("REACT_PROPERTY_EXAMPLES", "150"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

# Pieces of real replies, so generated text reaches the parser's interesting branches.
WORDS = [
    "Thought",
    "Action",
    "Observation",
    "Finish[",
    "Search[",
    "Lookup[",
    "]",
    "[",
    "\n",
    ":",
    " 1",
    " 2",
    "Answer:",
    "think:",
    "go to",
    "Question:",
    "\ud83d",
    "\x00",
    "\x1b[31m",
    "  ",
    "Finish[]",
    "Action 1:",
]
replies = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=12)), max_size=30).map("".join)


@SETTINGS
@given(reply=replies, step=st.integers(min_value=1, max_value=60))
def test_the_parser_never_raises_on_any_reply(reply, step):
    for parsed in (
        parsing.parse_thought_action(reply, step),
        parsing.parse_action_only(reply),
        parsing.parse_reasoning_answer(reply),
        parsing.parse_answer_only(reply),
        parsing.parse_command_line(reply),
    ):
        assert isinstance(parsed, parsing.Parsed)
    parsing.normalise_action(reply)


def sample_dict() -> dict:
    t = Trajectory.start(Task("q1", "hotpotqa", "Who?", gold="Ann", meta={"type": "bridge"}), "react", {"model": "m"})
    call = t.add_call(ModelCall(prompt="P", raw_output="x", model="m", tokens_in=3))
    t.append(Step(StepKind.THOUGHT, "x", Author.MODEL, call_id=call.id))
    t.append(Step(StepKind.ACTION, "Search[Ann]", Author.MODEL, call_id=call.id))
    Steering(t).apply(EditThought(0, "edited"))
    return t.to_dict()


def paths(value, prefix=()):
    """Every (path, value) inside a JSON value."""
    yield prefix, value
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from paths(inner, (*prefix, index))


JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=20)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=10,
)


@SETTINGS
@given(data=st.data())
def test_trajectory_import_never_raises_anything_but_its_own_error(data):
    original = sample_dict()
    every = list(paths(original))
    mutated = json.loads(json.dumps(original))
    for _ in range(data.draw(st.integers(min_value=1, max_value=4))):
        path, _ = data.draw(st.sampled_from(every))
        if not path:
            continue
        target = mutated
        try:
            for key in path[:-1]:
                target = target[key]
            if data.draw(st.booleans()) and isinstance(target, dict):
                del target[path[-1]]
            else:
                target[path[-1]] = data.draw(JSON_VALUES)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation removed this path
    try:
        trajectory = Trajectory.from_dict(mutated)
    except TrajectoryError:
        return
    trajectory.to_json()  # what passes can be saved ...
    for branch in trajectory.branches.values():  # ... and every branch shown
        trajectory.steps_of(branch.id)
        trajectory.totals(branch.id)


@SETTINGS
@given(
    content=st.one_of(
        st.binary(max_size=300),
        st.lists(JSON_VALUES, max_size=4).map(lambda v: json.dumps(v).encode()),
        st.lists(JSON_VALUES, max_size=4).map(lambda v: "\n".join(map(json.dumps, v)).encode()),
        st.lists(
            st.dictionaries(
                st.sampled_from(["id", "_id", "claim", "question", "label", "answer", "context", "evidence"]),
                JSON_VALUES,
                max_size=5,
            ),
            max_size=4,
        ).map(lambda v: "\n".join(map(json.dumps, v)).encode()),
    ),
    name=st.sampled_from(["q.json", "q.jsonl"]),
)
def test_question_file_readers_never_raise_anything_but_a_data_error(tmp_path_factory, content, name):
    path = tmp_path_factory.mktemp("files") / name
    path.write_bytes(content)
    for read in (hotpotqa.read_tasks, fever.read_tasks, lambda p: list(hotpotqa.read_pages(p))):
        try:
            read(path)
        except DataError:
            pass

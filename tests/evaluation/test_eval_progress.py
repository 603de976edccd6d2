"""Progress in the results: each ALFWorld episode stores its last progress rate, an older
database without the column still opens (and gains it), and Table 3 shows the rate beside success."""

from __future__ import annotations

import sqlite3

import pandas as pd

from react_core.evaluation import tables
from react_core.evaluation.episode import last_progress
from react_core.evaluation.results import EpisodeResult, ResultsStore
from react_core.trajectory.steps import Author, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory


def result(task_id: str, progress: float | None, **extra) -> EpisodeResult:
    fields = dict(
        batch_id="b",
        task_id=task_id,
        method="react",
        model="m",
        family="alfworld",
        task_type="pick_and_place_simple",
        question="put a book in a shelf",
        gold=None,
        answer=None,
        outcome="step_limit",
        score=0.0,
        em=None,
        f1=None,
        success=False,
        actions=3,
        calls=3,
        tokens_in=1,
        tokens_out=1,
        model_seconds=0.1,
        seconds=0.2,
        backed_off=None,
        failures=[],
        trajectory_id="t",
        trajectory="{}",
        progress=progress,
    )
    return EpisodeResult(**(fields | extra))


def test_an_episode_keeps_its_progress(tmp_path):
    store = ResultsStore(tmp_path / "e.sqlite3")
    store.open_batch("b", {"task_set": "alfworld:bundled"}, 2)
    store.record(result("g1", 2 / 3))
    store.record(result("g2", None, family="hotpotqa", task_type="bridge"))
    frame = store.frame("b").set_index("task_id")
    assert frame.loc["g1", "progress"] == 2 / 3
    assert pd.isna(frame.loc["g2", "progress"])


def test_an_older_database_without_the_column_still_reads_and_gains_it(tmp_path):
    path = tmp_path / "old.sqlite3"
    ResultsStore(path)
    with sqlite3.connect(path) as db:  # make it look like a database written before progress existed
        db.execute("ALTER TABLE episodes DROP COLUMN progress")
        db.execute("INSERT INTO batches VALUES ('b', 0, 0, '{}', 'done', 1, NULL)")
        db.execute(
            "INSERT INTO episodes (batch_id, task_id, method, model, family, question, actions, calls, "
            "tokens_in, tokens_out, model_seconds, seconds, failures, trajectory_id, trajectory, finished_at, "
            "score, task_type) VALUES ('b','old','react','m','alfworld','q',1,1,1,1,0,0,'[]','t','{}',0,1.0,"
            "'pick_and_place_simple')"
        )
    frame = ResultsStore(path).frame("b")
    assert frame.loc[0, "task_id"] == "old" and pd.isna(frame.loc[0, "progress"])
    table = tables.table3(frame, progress=True)
    assert table.loc[("ReAct", "m"), "Pick"] == 100.0 and pd.isna(table.loc[("ReAct", "m"), "Progress All"])


def test_table3_puts_the_progress_rate_beside_success():
    frame = pd.DataFrame(
        [
            dict(
                family="alfworld", method="react", model="m", task_type="pick_and_place_simple", score=1.0, progress=1.0
            ),
            dict(
                family="alfworld",
                method="react",
                model="m",
                task_type="pick_and_place_simple",
                score=0.0,
                progress=1 / 3,
            ),
            dict(
                family="alfworld", method="react", model="m", task_type="look_at_obj_in_light", score=0.0, progress=0.5
            ),
        ]
    )
    table = tables.table3(frame, progress=True)
    assert list(table.columns)[-7:] == [
        "Progress Pick",
        "Progress Clean",
        "Progress Heat",
        "Progress Cool",
        "Progress Look",
        "Progress Pick 2",
        "Progress All",
    ]
    row = table.loc[("ReAct", "m")]
    assert row["Pick"] == 50.0 and row["Progress Pick"] == 66.7 and row["Progress Look"] == 50.0
    assert row["Progress All"] == 61.1 and pd.isna(row["Progress Clean"])
    assert pd.isna(table.loc[("ReAct (best of 6)", tables.PAPER), "Progress All"])  # the paper reports none
    assert "Progress All" not in tables.table3(frame).columns  # the plain layout is unchanged


def trajectory_with(*infos: dict, family: str = "alfworld") -> Trajectory:
    trajectory = Trajectory.start(Task(id="x", family=family, text="t"), "react")
    for info in infos:
        trajectory.append(Step(StepKind.ACTION, "look", Author.MODEL))
        trajectory.append(Step(StepKind.OBSERVATION, "ok", Author.ENVIRONMENT, info=info))
    return trajectory


def test_an_episodes_progress_is_its_last_observations():
    assert last_progress(trajectory_with({"progress": 0.25}, {"progress": 0.5})) == 0.5
    assert last_progress(trajectory_with()) == 0.0  # a game never played reached nothing
    assert last_progress(trajectory_with({}, family="hotpotqa")) is None

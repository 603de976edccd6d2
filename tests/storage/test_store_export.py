"""History store and exports: what a user saves comes back whole; exports show text as text."""

from __future__ import annotations

import sqlite3

import pytest

from react_core.engine.catalog import make_method
from react_core.engine.engine import Engine
from react_core.evaluation.results import ResultsStore
from react_core.storage.export import to_markdown, to_text
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel


def run_one(store):
    task = Task("q", "hotpotqa", "Is <script>alert(1)</script> a **question**?", gold="no")
    engine = Engine(
        Trajectory.start(task, "react", {"model": "scripted"}),
        make_method("react", "hotpotqa", prefix=""),
        ScriptedModel([" hm\nAction 1: Search[x]", " ok\nAction 2: Finish[no]"]),
        EchoEnv(),
        sink=store,
    )
    engine.step()
    return engine


def test_every_step_is_saved_as_it_happens(tmp_path):
    store = TrajectoryStore(tmp_path / "h.sqlite3")
    engine = run_one(store)
    assert store.load(engine.trajectory.id).to_json() == engine.trajectory.to_json()
    engine.step()
    saved = store.list()[0]
    assert (saved.outcome, saved.answer, saved.steps) == ("answered", "no", 6)
    assert store.load(engine.trajectory.id).branch().answer == "no"


def test_search_and_delete(tmp_path):
    store = TrajectoryStore(tmp_path / "h.sqlite3")
    engine = run_one(store)
    assert store.list(search="script") and not store.list(search="nothing like this")
    store.delete(engine.trajectory.id)
    assert store.list() == []
    with pytest.raises(TrajectoryError, match="No saved trajectory"):
        store.load(engine.trajectory.id)


def test_import_never_overwrites(tmp_path):
    store = TrajectoryStore(tmp_path / "h.sqlite3")
    engine = run_one(store)
    again = store.import_json(engine.trajectory.to_json())
    assert again.id != engine.trajectory.id and len(store.list()) == 2
    with pytest.raises(TrajectoryError):
        store.import_json("{broken")
    assert len(store.list()) == 2


def test_exports(tmp_path):
    engine = run_one(None)
    assert to_text(engine.trajectory) == (
        "Question: Is <script>alert(1)</script> a **question**?\n"
        "Thought 1: hm\nAction 1: Search[x]\nObservation 1: You did Search[x] (#1)\n"
    )
    markdown = to_markdown(engine.trajectory)
    assert "<script>" not in markdown and "\\<script\\>" in markdown and "**Thought 1**" in markdown


def test_importing_the_same_file_again_and_again_keeps_every_copy(tmp_path):
    store = TrajectoryStore(tmp_path / "h.sqlite3")
    engine = run_one(store)
    text = engine.trajectory.to_json()
    copies = [store.import_json(text) for _ in range(3)]  # within one second: the old fresh id repeated
    assert len({c.id for c in copies} | {engine.trajectory.id}) == 4
    assert len(store.list()) == 4
    assert store.load(copies[0].id).to_dict() == {**engine.trajectory.to_dict(), "id": copies[0].id}


def test_half_an_emoji_from_a_model_is_saved_as_a_replacement_character(tmp_path):
    store = TrajectoryStore(tmp_path / "h.sqlite3")
    engine = run_one(store)
    trajectory = engine.trajectory
    trajectory.branch().answer = "smile \ud83d"
    store.save(trajectory)  # raised UnicodeEncodeError, and so did every later save
    assert store.list()[0].answer == "smile \ufffd"
    engine.step()
    assert store.load(trajectory.id).branch().answer == "no"


def test_a_row_that_cannot_be_read_is_flagged_with_its_id_and_the_rest_are_listed(tmp_path):
    store = TrajectoryStore(tmp_path / "h.sqlite3")
    good = run_one(store).trajectory
    with sqlite3.connect(store.path) as db:
        db.execute(
            "INSERT INTO trajectories VALUES ('bad-row','t','hotpotqa','q','react','m',NULL,NULL,1,0,0,'tomorrow','{}')"
        )
    rows = {row.id: row for row in store.list()}
    assert rows[good.id].problem is None
    assert "bad-row" in rows["bad-row"].problem and "1970" in rows["bad-row"].problem
    with pytest.raises(TrajectoryError, match="trajectory file"):
        store.load("bad-row")
    store.delete("bad-row")
    assert [row.id for row in store.list()] == [good.id]


@pytest.mark.parametrize("opener, name", [(TrajectoryStore, "history.sqlite3"), (ResultsStore, "evaluation.sqlite3")])
def test_a_damaged_database_is_moved_aside_untouched_and_a_fresh_one_started(tmp_path, opener, name):
    path = tmp_path / name
    path.write_bytes(b"this is not a database" * 100)
    store = opener(path)
    moved = list(tmp_path.glob(f"{name}.corrupt-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == b"this is not a database" * 100
    assert str(path) in store.recovered and str(moved[0]) in store.recovered and ".recover" in store.recovered
    assert opener(path).recovered is None  # the fresh file is healthy

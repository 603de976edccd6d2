"""History store and exports: what a user saves comes back whole; exports show text as text."""
from __future__ import annotations

import pytest

from react_core.engine import Engine
from react_core.task import Task
from react_core.export import to_markdown, to_text
from react_core.catalog import make_method
from react_core.store import TrajectoryStore
from react_core.trajectory import Trajectory, TrajectoryError
from tests.support.echo_env import EchoEnv
from tests.support.scripted_model import ScriptedModel


def run_one(store):
    task = Task("q", "hotpotqa", "Is <script>alert(1)</script> a **question**?", gold="no")
    engine = Engine(Trajectory.start(task, "react", {"model": "scripted"}),
                    make_method("react", "hotpotqa", prefix=""), ScriptedModel([" hm\nAction 1: Search[x]", " ok\nAction 2: Finish[no]"]),
                    EchoEnv(), sink=store)
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
        "Thought 1: hm\nAction 1: Search[x]\nObservation 1: You did Search[x] (#1)\n")
    markdown = to_markdown(engine.trajectory)
    assert "<script>" not in markdown and "\\<script\\>" in markdown and "**Thought 1**" in markdown

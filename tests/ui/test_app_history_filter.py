"""History: the user's own runs apart from batch episodes, outcomes in words, one name per model."""

from __future__ import annotations

import pytest

from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steps import Author, ModelCall, Outcome, Step, StepKind
from react_core.trajectory.task import Task
from react_core.trajectory.trajectory import Trajectory
from tests.ui.test_app_common import open_page

# Each test gets its own REACT_HOME and no model settings from the environment.
pytestmark = pytest.mark.usefixtures("app_home")

MODEL = "embedded:qwen2.5-coder-1.5b-instruct-q4_k_m"


def saved(store: TrajectoryStore, title: str, settings: dict, outcome: Outcome | None = None) -> Trajectory:
    trajectory = Trajectory.start(Task(title, "hotpotqa", f"{title}?"), "react", settings)
    call = trajectory.add_call(ModelCall("p", "out", MODEL))
    trajectory.append(Step(StepKind.THOUGHT, "t", Author.MODEL, call_id=call.id))
    trajectory.branch().outcome = outcome
    store.save(trajectory)
    return trajectory


def rows(at) -> str:
    return "".join(h.proto.body for h in at.get("html"))


def test_own_runs_are_shown_first_and_batch_episodes_on_request(app_home):
    store = TrajectoryStore(app_home / "history.sqlite3")
    saved(store, "mine", {"model": MODEL})
    saved(store, "episode", {"model": "embedded:1.5b", "batch": "b-1"}, Outcome.STEP_LIMIT)
    at = open_page("pages/4_History.py")
    assert "mine?" in rows(at) and "episode?" not in rows(at)
    at.segmented_control(key="history:origin").set_value("batch").run()
    assert "episode?" in rows(at) and "mine?" not in rows(at)
    at.segmented_control(key="history:origin").set_value("all").run()
    assert "episode?" in rows(at) and "mine?" in rows(at)


def test_outcomes_read_as_words_and_one_model_has_one_name(app_home):
    store = TrajectoryStore(app_home / "history.sqlite3")
    saved(store, "episode", {"model": "embedded:1.5b", "batch": "b-1"}, Outcome.STEP_LIMIT)
    saved(store, "mine", {"model": MODEL})
    at = open_page("pages/4_History.py")
    at.segmented_control(key="history:origin").set_value("all").run()
    shown = rows(at)
    assert "step limit reached" in shown and "step_limit" not in shown
    assert "embedded:1.5b" not in shown and shown.count(MODEL) == 2

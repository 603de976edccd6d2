"""The engine on a bundled ALFWorld game with the real engine and the real two-shot prompts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("alfworld", reason="alfworld is not installed (make install adds it)")

from react_core.engine.assemble import new_engine
from react_core.environments.alfworld import list_games
from react_core.trajectory.steering import EditThought
from react_core.trajectory.steps import Outcome
from tests.support.scripted_model import ScriptedModel


def test_a_walkthrough_played_through_the_engine_wins_and_thoughts_are_answered_ok():
    task = next(t for t in list_games("bundled") if t.meta["task_type"] == "pick_and_place_simple")
    walkthrough = json.loads(Path(task.meta["game_file"]).read_text())["walkthrough"]
    model = ScriptedModel([" think: First I need to find the object."] + [f" {a}" for a in walkthrough])
    engine = new_engine(task, "react", model)
    branch = engine.run()
    assert branch.outcome == Outcome.ANSWERED and branch.success is True
    first = model.requests[0].prompt
    assert first.startswith("Interact with a household to solve a task.")
    assert "Here is the task.\nYou are in the middle of a room." in first and first.endswith(">")
    assert model.requests[1].prompt.endswith("> think: First I need to find the object.\nOK.\n>")
    # Going back to an early step replays the game and agrees with the record.
    engine.steering.apply(EditThought(0, "First I should look around the room."))
    report = engine.resume(engine.trajectory.branch().parent_id)
    assert report.actions == len(walkthrough) and report.mismatches == []

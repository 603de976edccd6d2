"""Finished trajectories of every family, made by the real engine over bundled tasks with the
scripted test model: what the datasets tests export."""

from __future__ import annotations

import json
from pathlib import Path

from react_core.data.tasks import get_task
from react_core.engine import catalog
from react_core.engine.assemble import new_engine
from react_core.engine.engine import Engine
from react_core.trajectory.steering import EditThought
from react_core.trajectory.trajectory import Trajectory
from tests.support.scripted_model import ScriptedModel

HOTPOT_WIN = [
    " I need to find the band that recorded Bohemian Rhapsody.\nAction 1: Search[Queen (band)]",
    " Freddie Mercury was the lead singer. I need his birthplace.\nAction 2: Search[Freddie Mercury]",
    " He was born in Stone Town, on Zanzibar.\nAction 3: Finish[Zanzibar]",
]
HOTPOT_LOSS = [
    " I should search Bohemian Rhapsody.\nAction 1: Search[Bohemian Rhapsody]",
    " It is not there. I will guess.\nAction 2: Finish[Tanzania]",
]
HINT = "Queen recorded it; its lead singer was Freddie Mercury, so I should search him."


def hotpotqa(method: str = "react", win: bool = True, batch: str | None = None) -> Trajectory:
    replies = HOTPOT_WIN if win else HOTPOT_LOSS
    if method == "act":
        replies = [" " + r.split(": ", 1)[1] if "Action" in r else r for r in [line.split("\n")[1] for line in replies]]
    engine = new_engine(
        get_task("hotpotqa-bundled-01"),
        method,
        ScriptedModel(replies),
        model_settings={"batch": batch} if batch else None,
    )
    engine.run()
    return engine.trajectory


def fever() -> Trajectory:
    engine = new_engine(
        get_task("fever-bundled-01"),
        "react",
        ScriptedModel(
            [
                " I need to search The Beatles and find where they were formed.\nAction 1: Search[The Beatles]",
                " The Beatles were formed in Liverpool, so the claim is supported.\nAction 2: Finish[SUPPORTS]",
            ]
        ),
    )
    engine.run()
    return engine.trajectory


def alfworld() -> Trajectory:
    from react_core.environments.alfworld import list_games

    task = next(t for t in list_games("bundled") if t.meta["task_type"] == "pick_and_place_simple")
    walkthrough = json.loads(Path(task.meta["game_file"]).read_text())["walkthrough"]
    engine = new_engine(
        task, "react", ScriptedModel([" think: First I need to find the object."] + [f" {a}" for a in walkthrough])
    )
    engine.run()
    return engine.trajectory


def webshop() -> Trajectory:
    task = catalog.load_tasks("webshop")[0]
    goal = task.meta["goal"]
    engine = new_engine(
        task,
        "react",
        ScriptedModel(
            [
                " think[I should search for the product the instruction describes.]",
                f" search[{goal['name']}]",
                f" click[{task.gold}]",
                *[f" click[{option}]" for option in goal["options"]],
                " click[Buy Now]",
            ]
        ),
    )
    engine.run()
    return engine.trajectory


def steered_hotpotqa() -> tuple[Engine, str, str]:
    """A lost HotpotQA run, then its thought edited by a person and resumed to the right answer:
    (engine, original branch id, steered branch id)."""
    from react_core.engine.assemble import open_engine

    trajectory = hotpotqa(win=False)
    original = trajectory.active_branch
    engine = open_engine(
        trajectory,
        ScriptedModel(
            ["Search[Freddie Mercury]", " He was born in Stone Town, on Zanzibar.\nAction 3: Finish[Zanzibar]"]
        ),
    )
    engine.steering.apply(EditThought(3, HINT))
    engine.run()
    return engine, original, engine.trajectory.active_branch

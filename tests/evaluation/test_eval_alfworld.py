"""An ALFWorld batch through the runner on the real engine: success is the game's won flag,
tabulated by task type (Table 3 layout)."""

from __future__ import annotations

import json
import threading

import pytest

from react_core.evaluation import tables
from react_core.evaluation.results import ResultsStore
from react_core.evaluation.runner import BatchRunner, BatchSpec
from react_core.models.base import ModelReply, ModelRequest

pytest.importorskip("alfworld", reason="the ALFWorld engine is not installed (see docs/tasks-and-data.md: ALFWorld)")
from react_core.environments.alfworld import AlfWorldEnv, list_games

PREFIX = "Here is an example.\n> go to desk 1\nOn the desk 1, you see nothing.\n"


class Walkthrough:
    """Plays each game's own walkthrough, except for games it is told to get wrong."""

    name = "walkthrough"

    def __init__(self, tasks, spoil: set[str]) -> None:
        self.plans = {}
        for task in tasks:
            data = json.loads(open(task.meta["game_file"]).read())
            self.plans[task.text] = (data["walkthrough"], task.id in spoil)
        self._lock = threading.Lock()

    def complete(self, request: ModelRequest) -> ModelReply:
        episode = request.prompt.rsplit("Here is the task.\n", 1)[1]
        plan, spoil = next(v for k, v in self.plans.items() if k in episode)
        done = sum(1 for line in episode.split("\n") if line.startswith("> "))
        text = "look" if spoil else (plan[done] if done < len(plan) else "look")
        return ModelReply(texts=[f" {text}"], model=self.name)


def test_an_alfworld_batch_scores_the_won_flag_by_task_type(tmp_path):
    games = list_games("bundled")
    by_type = {}
    for game in games:
        by_type.setdefault(game.meta["task_type"], []).append(game)
    tasks = [g for group in list(by_type.values())[:2] for g in group[:2]]
    if len(tasks) < 4:
        pytest.skip("the bundled ALFWorld suite has too few games here")
    spoil = {tasks[0].id}
    spec = BatchSpec("alfworld:bundled", ("react",), models=("walk",), max_steps=12)
    runner = BatchRunner(
        spec,
        results=ResultsStore(tmp_path / "e.sqlite3"),
        concurrency=2,
        tasks=tasks,
        model_factory=lambda _l: Walkthrough(tasks, spoil),
        env_factory=lambda _t: AlfWorldEnv(),
        prefixes={"react": PREFIX},
    )
    report = runner.run()
    assert report.complete and not report.errors, report.errors
    frame = ResultsStore(tmp_path / "e.sqlite3").frame(report.batch_id).set_index("task_id")
    assert frame.loc[tasks[0].id, "score"] == 0.0 and frame.loc[tasks[0].id, "outcome"] == "step_limit"
    assert frame.loc[tasks[0].id, "failures"] == ["step_limit", "loop"]
    assert all(frame.loc[t.id, "score"] == 1.0 and frame.loc[t.id, "success"] for t in tasks[1:])
    # The progress rate (AgentBoard's): looking around reaches no subgoal, a won game is 1.0.
    assert frame.loc[tasks[0].id, "progress"] == 0.0
    assert all(frame.loc[t.id, "progress"] == 1.0 for t in tasks[1:])
    table = tables.table3(frame.reset_index())
    first_type = dict(tables.ALFWORLD_TYPES)[tasks[0].meta["task_type"]]
    assert table.loc[("ReAct", "walk"), first_type] == 50.0 and table.loc[("ReAct", "walk"), "All"] == 75.0
    with_progress = tables.table3(frame.reset_index(), progress=True)
    assert with_progress.loc[("ReAct", "walk"), "Progress All"] == 75.0

"""A minimal environment double for engine tests: it echoes actions and counts them.

The engine must not care what the environment is; the real Wikipedia and ALFWorld
environments have their own tests.
"""

from __future__ import annotations

from react_core.environments.base import StepResult
from react_core.trajectory.task import Task


class EchoEnv:
    name = "echo"

    def __init__(self, opening: str = "") -> None:
        self.opening = opening
        self.resets = 0
        self.history: list[str] = []
        self.drift = ""  # set to make replays disagree with the record

    def reset(self, task: Task) -> str:
        self.resets += 1
        self.history = []
        return self.opening

    def step(self, action: str) -> StepResult:
        self.history.append(action)
        if action.lower().startswith("finish["):
            return StepResult("Episode finished.", done=True, answer=action[len("finish[") : -1])
        return StepResult(f"You did {action} (#{len(self.history)}){self.drift}")

    def replay(self, action: str, recorded: str) -> StepResult:
        result = self.step(action)
        if result.observation != recorded:
            result.info["replay_mismatch"] = True
        return result

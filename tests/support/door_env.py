"""A tiny ALFWorld-like game for tests: the agent wins by `take key`, then `open door`.

Scored by the environment's own verdict (success), like ALFWorld, without loading the real engine.
"""

from __future__ import annotations

from react_core.environments.base import StepResult
from react_core.trajectory.task import Task


class DoorEnv:
    name = "door"

    def __init__(self) -> None:
        self.holding = False

    def reset(self, task: Task) -> str:
        self.holding = False
        return "You are in a room. There is a key on the table and a locked door.\nYour task is to: open the door."

    def step(self, action: str) -> StepResult:
        action = action.strip()
        if action == "take key":
            self.holding = True
            return StepResult("You pick up the key.")
        if action == "open door" and self.holding:
            return StepResult("The door opens. You won!", done=True, success=True)
        return StepResult("Nothing happens.")

    def replay(self, action: str, recorded: str) -> StepResult:
        return self.step(action)

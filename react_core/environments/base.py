"""The environment contract, after Gymnasium's `Env`: `reset` then `step` with text actions.

An environment knows nothing about models or prompts. The engine hands it the action
text the agent chose (e.g. ``search[Colorado orogeny]`` or ``go to fridge 1``) and
records what comes back.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from react_core.task import Task


@dataclass
class StepResult:
    """What the environment answered to one action."""

    observation: str
    done: bool = False
    # The final answer for QA tasks (finish[...]); None while the episode runs.
    answer: str | None = None
    # True when the environment itself judges the episode a success (ALFWorld's won flag).
    # QA environments leave it None: correctness is judged by react_core.metrics.
    success: bool | None = None
    info: dict[str, Any] = field(default_factory=dict)


@runtime_checkable
class Environment(Protocol):
    """A task environment driven by text actions.

    - `reset(task)` starts an episode and returns its opening text (for ALFWorld the
      game's intro; for QA tasks an empty string, since the question is in the prompt).
    - `step(action)` performs one action. Malformed or unknown actions never raise:
      they return an observation saying what was wrong (``Invalid action: ...``).
    - `replay(action, recorded)` brings the environment through a step that was already
      taken, e.g. when a branch is resumed. Backends that can recompute (local corpus,
      ALFWorld) step for real and put a mismatch note into ``info["replay_mismatch"]``;
      backends that cannot (live Wikipedia) trust the recorded observation.
    """

    name: str

    def reset(self, task: Task) -> str: ...

    def step(self, action: str) -> StepResult: ...

    def replay(self, action: str, recorded: str) -> StepResult: ...

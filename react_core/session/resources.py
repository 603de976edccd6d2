"""Where a run keeps what it does and how it opens models: given by whoever drives the run (the app's
browser session, the CLI, a script)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from react_core.models.base import LanguageModel
from react_core.models.config import ModelConfig
from react_core.models.reach import check_reachable
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.steering import TrajectorySink


def _open_model(config: ModelConfig) -> LanguageModel:
    from react_core.models.factory import open_model  # the OpenAI client and the embedded server: when asked

    return open_model(config)


@dataclass(frozen=True)
class RunResources:
    """Where a run keeps what it does and how it opens models: the app's browser session, the CLI,
    a script. `store` is History (None: nothing is kept); `sink` is where each step is saved (None:
    the store). `open_model` and `reachable_name` are called in the step's worker thread too."""

    store: TrajectoryStore | None = None
    sink: TrajectorySink | None = None
    open_model: Callable[[ModelConfig], LanguageModel] = _open_model
    reachable_name: Callable[[ModelConfig], str] = check_reachable

    @property
    def saving(self) -> TrajectorySink | None:
        return self.sink if self.sink is not None else self.store

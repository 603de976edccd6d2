"""One recorded run of a person's agent: its URL, model, trajectory, breakpoints and pending holds.

The trajectory is written by the request threads under the run's lock and saved to the store after
every change, so History and the Run page see it grow and a crash loses at most the call in flight.
"""

from __future__ import annotations

import secrets
import threading
import time
import uuid
from dataclasses import replace
from typing import TYPE_CHECKING

from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import Hold
from react_core.endpoint.recording import new_trajectory
from react_core.endpoint.upstream import Upstream
from react_core.models.config import ModelConfig
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory

if TYPE_CHECKING:
    from collections.abc import Callable


class AgentRun:
    """A run: the agent reaches it at `base_url`; each call is recorded on `trajectory`."""

    def __init__(
        self,
        config: ModelConfig,
        name: str,
        store: TrajectoryStore | None,
        address: Callable[[], str],
        rules: HoldRules | None = None,
    ) -> None:
        self.id = uuid.uuid4().hex[:12]
        self.token = secrets.token_urlsafe(18)
        self.name = name
        self.config = config
        self.upstream = Upstream(config)
        self.store = store
        self.rules = rules or HoldRules()
        self.lock = threading.RLock()
        self.trajectory: Trajectory = new_trajectory(name, _settings(config))
        self.trajectory.task.meta.setdefault("endpoint", {})["run"] = self.id
        self.holds: list[Hold] = []  # pending, oldest first
        self.messages: list[str] = []  # what went wrong, one sentence each, for the person
        self.in_flight = 0
        self.opened_at = time.time()
        self._address = address
        self.save()

    @property
    def root_url(self) -> str:
        """The run's root (the MCP proxy's REACT_WORKBENCH_RUN_URL)."""
        return f"{self._address()}/s/{self.id}/{self.token}"

    @property
    def base_url(self) -> str:
        """What the agent sets as OPENAI_BASE_URL."""
        return f"{self.root_url}/v1"

    @property
    def breakpoints(self) -> HoldRules:
        return self.rules

    def set_breakpoints(self, rules: HoldRules) -> None:
        """New breakpoints, from the next reply on (a reply held now stays held)."""
        self.rules = rules

    def hold_timeout(self, seconds: float) -> None:
        self.rules = replace(self.rules, timeout_s=seconds)

    def pending(self) -> list[Hold]:
        with self.lock:
            return [h for h in self.holds if h.pending]

    def say(self, message: str) -> None:
        with self.lock:
            self.messages.append(message)

    def save(self) -> None:
        if self.store is not None:
            with self.lock:
                self.store.save(self.trajectory)


def _settings(config: ModelConfig) -> dict[str, object]:
    """The run's model as the trajectory keeps it (never the key)."""
    return {
        "provider": config.provider,
        "model": config.model or ("embedded" if config.is_embedded else ""),
        "base_url": config.base_url,
        "temperature": config.temperature,
        "endpoint": config.describe(),
    }

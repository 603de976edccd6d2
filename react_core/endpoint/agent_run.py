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
from typing import TYPE_CHECKING, Any

from react_core.endpoint.errors import ApiError
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import Hold
from react_core.endpoint.recording import new_trajectory
from react_core.endpoint.saver import Saver
from react_core.endpoint.tape_mcp import McpTape
from react_core.endpoint.tape_replay import Tape
from react_core.endpoint.upstream import Upstream
from react_core.engine.breakpoints import FlagFires
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
        trajectory: Trajectory | None = None,
    ) -> None:
        self.id = uuid.uuid4().hex[:12]
        self.token = secrets.token_urlsafe(18)
        self.name = name
        self.config = config
        self.upstream = Upstream(config)
        self.store = store
        self.rules = _with_flags(rules or HoldRules())
        self.lock = threading.RLock()
        if trajectory is None:
            trajectory = new_trajectory(name, _settings(config))
            trajectory.task.meta.setdefault("endpoint", {})["run"] = self.id
        self.trajectory: Trajectory = trajectory  # a given one: a re-run records on its active branch
        self.tape: Tape | None = None  # a re-run's: earlier calls answered from the recording (tape_route)
        self.mcp_tape: McpTape | None = None  # a re-run's: its MCP tool calls before step k, likewise (tape_mcp)
        # Settings over the agent's own on every call the model answers (a measured try's temperature and
        # seed, react_core.endpoint.agent_effect); the tape still compares the agent's own request.
        self.sampling: dict[str, Any] = {}
        self.holds: list[Hold] = []  # pending, oldest first
        self.messages: list[str] = []  # what went wrong, one sentence each, for the person
        self.in_flight = 0
        self.opened_at = time.time()
        self._address = address
        self._last: tuple[str, list[dict[str, Any]]] | None = None  # the last call's id and request messages
        self._saver = Saver(self._write)
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
        self.rules = _with_flags(rules)

    def hold_timeout(self, seconds: float) -> None:
        self.rules = replace(self.rules, timeout_s=seconds)

    def warm(self) -> threading.Thread:
        """Find the model server now, in the background (the embedded one started and loaded), so the
        agent's first call does not wait for it; a failure is said in `messages` (and again at the call)."""

        def find() -> None:
            try:
                self.upstream.target()
            except ApiError as exc:
                self.say(exc.message)

        thread = threading.Thread(target=find, daemon=True, name="endpoint-warm")
        thread.start()
        return thread

    def snapshot(self) -> Trajectory:
        """A copy of the trajectory as it stands, for a page to draw while calls go on writing the run."""
        with self.lock:
            return Trajectory.from_dict(self.trajectory.to_dict())

    def pending(self) -> list[Hold]:
        with self.lock:
            return [h for h in self.holds if h.pending]

    def say(self, message: str) -> None:
        with self.lock:
            self.messages.append(message)

    def continued(self, messages: list[dict[str, Any]]) -> tuple[str, int] | None:
        """The last call and its message count when `messages` begin with that call's messages."""
        if self._last is None:
            return None
        call_id, earlier = self._last
        return (call_id, len(earlier)) if messages[: len(earlier)] == earlier else None

    def remember(self, call_id: str, messages: list[dict[str, Any]]) -> None:
        self._last = (call_id, messages)

    def save(self) -> None:
        """Save the trajectory soon, on the run's saver thread: a call's reply does not wait for History."""
        if self.store is not None:
            self._saver.ask()

    def flush(self) -> None:
        """Save now and wait for it (a run closed, a test reading History)."""
        if self.store is not None:
            self._saver.ask()
            self._saver.wait()

    def _write(self) -> None:
        assert self.store is not None
        with self.lock:
            body = self.trajectory.to_json(indent=None)
            trajectory = self.trajectory
        self.store.save(trajectory, body)


def _with_flags(rules: HoldRules) -> HoldRules:
    """The rules, judging flags as the Run page does (assist.diagnosis) where none was given."""
    if rules.flags_of is None and any(isinstance(c, FlagFires) for c in rules.conditions):
        from react_core.assist.diagnosis import diagnose

        return replace(rules, flags_of=diagnose)
    return rules


def _settings(config: ModelConfig) -> dict[str, object]:
    """The run's model as the trajectory keeps it (never the key)."""
    return {
        "provider": config.provider,
        "model": config.model or ("embedded" if config.is_embedded else ""),
        "base_url": config.base_url,
        "temperature": config.temperature,
        "endpoint": config.describe(),
    }

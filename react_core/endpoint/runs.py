"""The runs one endpoint serves, found by the id and token in a request's path."""

from __future__ import annotations

import hmac
import threading
import time
from collections.abc import Callable

from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.errors import ApiError
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.holds import HoldError
from react_core.models.config import ModelConfig, load_config
from react_core.storage.store import TrajectoryStore
from react_core.trajectory.trajectory import Trajectory

CLOSE_WAIT_S = 5.0  # how long a closing run waits for its calls under way (their model is asked no more)


class AgentRuns:
    """Open runs by id. `address` gives the server's "http://127.0.0.1:PORT" once it listens."""

    def __init__(self, store: TrajectoryStore | None = None, address: Callable[[], str] | None = None) -> None:
        self.store = store
        self._address = address or (lambda: "http://127.0.0.1:0")
        self._runs: dict[str, AgentRun] = {}
        self._lock = threading.Lock()

    def open(
        self,
        config: ModelConfig | None = None,
        name: str = "my agent",
        rules: HoldRules | None = None,
        trajectory: Trajectory | None = None,
        saved: bool = True,
    ) -> AgentRun:
        """A new run recording to the store; its `base_url` is what the agent points at. `trajectory`: record
        on its active branch instead of a new trajectory (a re-run, react_core.endpoint.rerun). `saved=False`:
        kept in memory only (a measured try, whose results the measurement keeps on the recorded run)."""
        store = self.store if saved else None
        run = AgentRun(config or load_config(), name, store, self._address, rules, trajectory)
        with self._lock:
            self._runs[run.id] = run
        return run

    def find(self, run_id: str, token: str) -> AgentRun:
        """The run of a request's path; a 404 for an unknown run, a 401 for a wrong token."""
        with self._lock:
            run = self._runs.get(run_id)
        if run is None:
            raise ApiError(
                404,
                f"No run {run_id!r} on this endpoint (it was closed, or the workbench restarted); "
                "open a run and use the base URL it shows.",
                "invalid_request_error",
                "unknown_run",
            )
        if not hmac.compare_digest(run.token, token):
            raise ApiError(
                401,
                "The token in this run's URL is wrong; copy the base URL the workbench shows.",
                "invalid_request_error",
                "invalid_run_token",
            )
        return run

    def close(self, run_id: str) -> None:
        """Close a run: its URL answers 404 from now on; an agent waiting on a held reply gets it as the
        model wrote it (a held MCP call is not run); History has every step."""
        with self._lock:
            run = self._runs.pop(run_id, None)
        if run is None:
            return
        for hold in run.pending():
            try:
                if hold.kind == "mcp":  # a held MCP call may change things: never run unapproved
                    hold.reject("the workbench closed the run before anyone answered")
                else:
                    hold.send()
            except HoldError:
                pass  # answered meanwhile
        for _ in range(int(CLOSE_WAIT_S / 0.05)):  # the calls under way write their steps first
            if not run.in_flight:
                break
            time.sleep(0.05)
        run.flush()

    def all(self) -> list[AgentRun]:
        with self._lock:
            return list(self._runs.values())

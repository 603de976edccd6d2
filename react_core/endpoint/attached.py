"""A person's agent attached to a run: its command started with the run's URLs, recorded until it ends.

`Attached` is what the Run page's "Your agent" panel and `react-workbench attach` both drive: `start()`,
then `lines()` while it runs, `stop()` for Stop, and `finish()` once it has ended, which closes the run
and says in plain sentences how it went (how the agent ended, how many calls were recorded, and what
to do when it never called the endpoint). A run that recorded nothing is not left in History: a new
run's empty trajectory is deleted, a re-run's empty branch taken off again (`rerun.close_rerun`), and the
person reads one message: how the agent ended (its exit code and last line, a limit, a refused call) and
that nothing was recorded.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from react_core.endpoint.agent_process import AgentCommand, AgentExit, AgentProcess, Ending
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.rerun import close_rerun
from react_core.endpoint.runs import AgentRuns
from react_core.endpoint.tape_route import RERUNS

if TYPE_CHECKING:
    from collections.abc import Callable


@dataclass(frozen=True)
class Finished:
    """How an attached run went: the agent's ending, the calls recorded on the run (its branch, for a
    re-run), whether anything was kept in History, and the sentences to show, most important first."""

    exit: AgentExit
    calls: int
    kept: bool
    messages: tuple[str, ...]


class Attached:
    """The agent's process and the run it records to."""

    def __init__(
        self, runs: AgentRuns, run: AgentRun, command: AgentCommand, on_line: Callable[[str], None] | None = None
    ) -> None:
        self.runs = runs
        self.run = run
        self.process = AgentProcess(command, run.base_url, run.root_url, on_line)
        self._finished: Finished | None = None
        self._lock = threading.Lock()

    def start(self) -> AgentExit | None:
        """Start the agent; None while it runs, else how it failed to start (then `finish()` says the rest)."""
        return self.process.start()

    def lines(self, since: int = 0) -> list[str]:
        return self.process.lines(since)

    def stop(self) -> AgentExit | None:
        return self.process.stop()

    def wait(self, timeout: float | None = None) -> AgentExit | None:
        return self.process.wait(timeout)

    def finish(self) -> Finished:
        """Once the agent has ended: the run closed, and how it went (the same answer if asked again)."""
        with self._lock:
            if self._finished is not None:
                return self._finished
            ended = self.process.wait()
            assert ended is not None, "finish() is for an agent that has ended; call wait() or stop() first"
            self._finished = self._close(ended)
            return self._finished

    def _close(self, ended: AgentExit) -> Finished:
        run = self.run
        with run.lock:
            calls = len([c for c in run.trajectory.calls_of() if not c.set_aside_for])
            said = list(run.messages)
            rerun = run.trajectory.active_branch in (run.trajectory.task.meta.get(RERUNS) or {})
        if calls == 0:
            kept = not self._discard(rerun)
            return Finished(ended, 0, kept, (_nothing_recorded(ended, said, rerun),))
        self.runs.close(run.id)
        run.flush()  # in History before the person is told it is there
        where = "a new branch of the recorded run" if rerun else "History"
        messages = [ended.message, f"{calls} call(s) recorded in {where} ({run.trajectory.id}).", *said]
        return Finished(ended, calls, True, tuple(messages))

    def _discard(self, rerun: bool) -> bool:
        """The run's empty trajectory (or a re-run's empty branch) out of History; True if it was."""
        if rerun:
            return close_rerun(self.runs, self.run)
        self.runs.close(self.run.id)
        self.run.flush()  # no save still to come that would write it back
        if self.run.store is not None and not self.run.trajectory.steps:
            self.run.store.delete(self.run.trajectory.id)
            return True
        return False


def _nothing_recorded(ended: AgentExit, said: list[str], rerun: bool) -> str:
    """One message for an agent that ended before a call was recorded: how it ended, and what to do."""
    unchanged = " The recorded run is as it was." if rerun else ""
    if said:  # the endpoint refused its call (a tape from another agent): that is the news, then how it ended
        return f"{said[-1]} {ended.message}{unchanged}"
    if ended.why == Ending.FAILED_TO_START:
        return f"{ended.message}{unchanged}"
    if ended.ok:
        return (
            f"{ended.message} It never called the endpoint: does it read OPENAI_BASE_URL (or take the base URL as "
            f"an option, e.g. base_url=os.environ['OPENAI_BASE_URL'])? Nothing was recorded.{unchanged}"
        )
    return f"{ended.message} It ended before its first model call, so nothing was recorded.{unchanged}"

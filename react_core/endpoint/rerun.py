"""Re-run from here: a recorded run of the person's agent run again on a new branch of the same trajectory,
its calls before call k answered from the tape, call k with the person's change, the rest live; its MCP tool
calls (through the workbench's MCP proxy) before call k answered from the tape too (`tape_mcp`).

`open_rerun` opens the run (an `AgentRun` whose base URL the agent is started with, as for any run);
its branch is forked from the recorded branch at step 0 and records every call of the re-run, each
marked with who answered it (`tape_route.source_of`), so the Branches tab's diff shows it against the
original step by step. The tape is read from the recorded branch, which is never written to; a re-run
that recorded nothing (the agent failed to start, or never called) is taken off again by `close_rerun`,
so a failed re-run leaves the trajectory as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from react_core.endpoint import tape_route
from react_core.endpoint.agent_run import AgentRun
from react_core.endpoint.hold_rules import HoldRules
from react_core.endpoint.runs import AgentRuns
from react_core.endpoint.tape_mcp import McpTape, recorded_mcp_calls
from react_core.endpoint.tape_replay import ReplyChange, Tape
from react_core.endpoint.tape_source import recorded_calls
from react_core.models.config import ModelConfig
from react_core.trajectory.trajectory import Trajectory


@dataclass(frozen=True)
class Rerun:
    """A re-run recorded on a trajectory: its branch, the branch it re-ran (`of`) and from which call."""

    branch_id: str
    of: str
    from_call: int


def reruns_of(trajectory: Trajectory) -> list[Rerun]:
    """The trajectory's re-runs whose branch and original are both still there: the active branch first
    when it is one (the re-run just ended, or the one shown), then the others, newest first."""
    settings = trajectory.task.meta.get(tape_route.RERUNS) or {}
    found = [
        Rerun(branch_id, str(said.get("of")), int(said.get("from_call") or 1))
        for branch_id, said in reversed(list(settings.items()))
        if isinstance(said, dict) and branch_id in trajectory.branches and said.get("of") in trajectory.branches
    ]
    return sorted(found, key=lambda r: r.branch_id != trajectory.active_branch)  # stable: newest first after


def open_rerun(
    runs: AgentRuns,
    trajectory: Trajectory,
    from_call: int,
    config: ModelConfig,
    change: ReplyChange | None = None,
    branch_id: str | None = None,
    rules: HoldRules | None = None,
    saved: bool = True,
) -> AgentRun:
    """A run re-running `trajectory`'s branch (default: its active one) from call `from_call` (1 is the
    first), with `change` as call k's reply (None: call k goes to the model too), the live calls going to
    `config`'s model. The caller's `trajectory` is not changed (the run records on a copy, saved to the
    store as it grows). ValueError: a trajectory not recorded through the endpoint, a call out of range, or a
    changed tool call that the recorded request's tools do not allow. `saved=False`: the branch is not
    saved to the store (a measured try, react_core.endpoint.agent_effect)."""
    source = trajectory.branch(branch_id)
    tape = Tape(recorded_calls(trajectory, source.id), from_call, change)
    if change is not None:
        change.check(tape.calls[from_call - 1].request)  # as a held reply's edit is checked
    copy = Trajectory.from_dict(trajectory.to_dict())
    branch = copy.fork_at(source.id, 0, describe(from_call, change))
    settings: dict[str, Any] = {
        "of": source.id,
        "from_call": from_call,
        "calls_recorded": len(tape.calls),
        "change": None if change is None else {"content": change.content, "tool_calls": list(change.tool_calls)},
    }
    tape_route.opened(copy, branch.id, settings)
    name = str(trajectory.task.meta.get("endpoint", {}).get("name") or trajectory.title or "my agent")
    run = runs.open(config, f"re-run of {name}", rules, trajectory=copy, saved=saved)
    run.tape = tape
    run.mcp_tape = McpTape(recorded_mcp_calls(trajectory, source.id), tape)  # MCP calls before k: from the tape too
    return run


def close_rerun(runs: AgentRuns, run: AgentRun) -> bool:
    """The re-run's run closed and saved; its branch taken off again if it recorded nothing. True if it was."""
    runs.close(run.id)
    taken_off = False
    with run.lock:
        trajectory = run.trajectory
        branch = trajectory.branch()
        reruns = trajectory.task.meta.get(tape_route.RERUNS) or {}
        if not branch.step_ids and branch.id in reruns:
            trajectory.delete_branch(branch.id)
            reruns.pop(branch.id, None)
            if not reruns:
                trajectory.task.meta.pop(tape_route.RERUNS, None)
            taken_off = True
    run.save()
    run.flush()
    return taken_off


def describe(from_call: int, change: ReplyChange | None) -> str:
    """The branch's change, as the Branches tab lists it."""
    if change is None:
        return f"re-run from call {from_call}: earlier calls from the tape, live from there"
    calls = ", ".join(str((c.get("function") or {}).get("name")) for c in change.tool_calls)
    what = f"calls {calls}" if calls else "answers"
    return f"re-run from call {from_call}: earlier calls from the tape, a changed reply there ({what}), then live"

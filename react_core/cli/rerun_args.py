"""`attach --rerun`'s options read: the recorded run and branch, and the change to call K (--thought, --args)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from react_core.endpoint.tape_replay import ReplyChange


def load_branch(args: argparse.Namespace) -> tuple[Any, str | None]:
    """--rerun's trajectory and --branch's id (None: its current branch)."""
    from react_core.cli.trajectory_arg import load_trajectory

    trajectory = load_trajectory(args.rerun)
    branch_id = None
    if args.branch:
        branch_id = next((b.id for b in trajectory.branches.values() if b.name == args.branch), None)
        if branch_id is None:
            names = ", ".join(b.name for b in trajectory.branches.values())
            raise ValueError(f"Trajectory {trajectory.id} has no branch {args.branch!r}; its branches: {names}.")
    return trajectory, branch_id


def change_of(trajectory: Any, branch_id: str | None, args: argparse.Namespace) -> ReplyChange | None:
    """--thought and --args as a change to call K's recorded reply (None: neither given)."""
    from react_core.endpoint.tape_replay import ReplyChange
    from react_core.endpoint.tape_source import recorded_calls

    if args.thought is None and not args.args:
        return None
    calls = recorded_calls(trajectory, branch_id)
    if not 1 <= args.from_call <= len(calls):
        raise ValueError(
            f"The recording has {len(calls)} call(s); --from-call must be 1 to {len(calls)} with a change."
        )
    arguments: dict[int, Any] = {}
    for number, text in args.args:
        try:
            arguments[int(number) - 1] = json.loads(text)
        except ValueError as exc:
            raise ValueError(f"--args {number}: not a number and a JSON object ({exc}).") from None
    return ReplyChange.editing(calls[args.from_call - 1].reply, args.thought, arguments)

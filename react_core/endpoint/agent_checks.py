"""The person's check of one try of their agent: did this run of it succeed?

A try's **final reply** is the last reply the agent got from the model with no tool call in it (the
agent's answer, as the recording takes it: ``Finish[text]``), its text as the agent read it (a
person's change included). An agent that ended without one (it crashed, ran out of steps) has the
final reply "" and fails a check of its answer. An agent that post-processes the model's words before
it prints them is checked on what it printed with a Python check: `TryOutcome.output` is its output.

Three checks, as for the workbench's own agents; the first two are Evaluate's too (`scoring.reply_checks`):

- `AnswerCheck(expected)`: the final reply equals the expected answer after the workbench's
  normalisation (scoring.metrics: lower case, no punctuation, no articles), as EM scores answers;
- `RegexCheck(pattern)`: the pattern is found in the final reply (``re.search``; add ``^...$`` for all of it);
  no final reply ("") passes neither;
- `PythonCheck(path)`: ``check(final_reply, run) -> bool`` from the person's own file, run in a child
  process with a time and an output limit like a tools file (react_core.plugins.child), never in the
  workbench; ``run`` is a dict: ``final_reply``, ``output`` (the agent's output lines), ``exit_code``,
  ``calls`` (how many model calls), ``steps`` (``{"kind", "text"}`` each), ``arm`` ("with" / "without")
  and ``index``. A check that raises, hangs or returns no bool fails the try, and says why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from react_core.endpoint.tape_replay import first_message
from react_core.plugins.child import run_tool_child
from react_core.scoring.reply_checks import AnswerCheck, RegexCheck, Verdict
from react_core.trajectory.trajectory import Trajectory

CHECK_TIME_LIMIT_S = 10.0  # a check reads one reply; longer is a hang
CHILD = "react_core.endpoint.check_child"

__all__ = ["AnswerCheck", "Check", "PythonCheck", "RegexCheck", "TryOutcome", "Verdict", "final_reply", "make_check"]


@dataclass(frozen=True)
class TryOutcome:
    """What one try left to judge: its final reply, the agent's output and exit, the branch's steps."""

    final_reply: str
    output: tuple[str, ...] = ()
    exit_code: int | None = 0
    calls: int = 0
    steps: tuple[dict[str, str], ...] = ()
    arm: str = "with"
    index: int = 1

    def as_dict(self) -> dict[str, Any]:
        return {
            "final_reply": self.final_reply,
            "output": list(self.output),
            "exit_code": self.exit_code,
            "calls": self.calls,
            "steps": [dict(s) for s in self.steps],
            "arm": self.arm,
            "index": self.index,
        }


class Check(Protocol):
    def judge(self, outcome: TryOutcome) -> Verdict: ...

    def describe(self) -> str: ...


@dataclass(frozen=True)
class PythonCheck:
    path: Path
    time_limit_s: float = CHECK_TIME_LIMIT_S

    def __post_init__(self) -> None:
        path = Path(self.path).expanduser()
        if not path.is_file():
            raise ValueError(
                f"There is no file {str(path)!r}; give the Python file that defines check(final_reply, run)."
            )
        if path.suffix != ".py":
            raise ValueError(f"{path.name} is not a Python file (.py); give the file that defines check().")
        object.__setattr__(self, "path", path.resolve())

    def judge(self, outcome: TryOutcome) -> Verdict:
        answer = run_tool_child(
            [str(self.path)],
            stdin=json.dumps(outcome.as_dict()),
            timeout_s=self.time_limit_s,
            cwd=self.path.parent,
            module=CHILD,
        )
        failure = answer.failure or answer.payload.get("error")
        if failure:
            return Verdict(False, f"Your check in {self.path.name} failed: {failure}")
        passed = answer.payload.get("passed")
        if not isinstance(passed, bool):
            return Verdict(False, f"Your check in {self.path.name} gave no answer; it returns True or False.")
        return Verdict(passed)

    def describe(self) -> str:
        return f"check() in {self.path.name}"


def make_check(answer: str | None = None, regex: str | None = None, python: str | Path | None = None) -> Check:
    """The one check a person gave; ValueError when none or more than one is given, or it cannot be read."""
    given = [c for c in (answer, regex, python) if c not in (None, "")]
    if len(given) != 1:
        raise ValueError(
            "Give one check of a try: an expected answer, a regular expression on the final reply, "
            "or a Python file with check(final_reply, run)."
        )
    if answer:
        return AnswerCheck(answer)
    if regex:
        return RegexCheck(regex)
    return PythonCheck(Path(str(python)))


def final_reply(trajectory: Trajectory, branch_id: str | None = None) -> str:
    """The text of the last reply the agent got on the branch with no tool call ("" if none)."""
    text = ""
    for call in trajectory.calls_of(branch_id):
        agent = (call.request or {}).get("agent") or {}
        if call.set_aside_for or not isinstance(agent.get("reply"), dict):
            continue
        message = first_message(agent["reply"])
        if not message.get("tool_calls"):
            content = message.get("content")
            text = content if isinstance(content, str) else ("" if content is None else str(content))
    return text

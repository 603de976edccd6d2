"""The child process that holds one environment of an environment plugin, answering JSON lines.

    python -m react_core.plugins.env_child SOURCE FAMILY

SOURCE is ``file:PATH`` (a plugin file) or ``entry:MODULE:ATTR`` (an installed package's entry
point); FAMILY is the family's name. The parent (react_core.plugins.isolated) writes one request
a line on stdin and reads one answer a line on stdout:

    {"op": "make", "task": {...}, "choice": {...}}      -> {"value": null}   family.environment(task, choice)
    {"op": "reset", "task": {...}}                       -> {"value": "opening text"}
    {"op": "step", "action": "Toggle[1]"}                -> {"value": {"observation": ..., "done": ..., ...}}
    {"op": "replay", "action": ..., "recorded": ...}     -> the same as step

A failure is ``{"error": "RuntimeError: ...", "fix": "code" | "contract"}``: "code" when the plugin
raised, "contract" when it returned something that may not cross (see `plain_result`). Only plain
data crosses: the opening text is a str (or None), a step is a StepResult whose observation is a
str, answer a str or None, done a bool, success a bool or None, and info a dict of JSON values.

The plugin's prints go to a bounded sink (tool_child.BoundedSink); its writes to the real file
descriptor 1 go to /dev/null, so nothing but answers reaches the parent.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict
from typing import Any, TextIO

from react_core.environments.base import EnvChoice, Family, StepResult, replay_step
from react_core.plugins.tool_child import BoundedSink, PrintedTooMuch, load
from react_core.trajectory.task import Task


class ContractError(Exception):
    """The plugin returned something that may not cross to the app."""


def find_family(source: str, name: str) -> Family:
    """The family `name` of a plugin file or an entry point."""
    kind, _, where = source.partition(":")
    if kind == "file":
        module = load(where)
        found: Any = getattr(module, "FAMILIES", None) or [getattr(module, "FAMILY", None)]
    else:
        from importlib.metadata import EntryPoint

        found = EntryPoint(name, where, "react_workbench.families").load()
        if callable(found) and not isinstance(found, Family):
            found = found()
    for family in found if isinstance(found, (list, tuple)) else [found]:
        if isinstance(family, Family) and family.name == name:
            return family
    raise LookupError(f"it no longer defines the family {name!r}")


def plain_result(result: Any, method: str) -> dict:
    """A StepResult's fields as JSON; ContractError naming what may not cross otherwise."""
    if not isinstance(result, StepResult):
        raise ContractError(f"{method}() returned {type(result).__name__}, not a StepResult")
    expected = {
        "observation": (str,),
        "done": (bool,),
        "answer": (str, type(None)),
        "success": (bool, type(None)),
        "info": (dict,),
    }
    for field_name, types in expected.items():
        value = getattr(result, field_name)
        if not isinstance(value, types):
            raise ContractError(
                f"{method}() returned a StepResult whose {field_name} is {type(value).__name__}, "
                f"not {' or '.join(t.__name__ for t in types).replace('NoneType', 'None')}"
            )
    for key, value in result.info.items():
        try:
            json.dumps({str(key): value})
        except (TypeError, ValueError):
            raise ContractError(
                f"{method}() returned info[{key!r}] of type {type(value).__name__}; info holds "
                "JSON values only (str, numbers, bool, None, lists and dicts of them)"
            ) from None
    return asdict(result)


def answer(env: Any, request: dict) -> Any:
    """What one request returns (the value put under "value")."""
    op = request["op"]
    if op == "reset":
        opening = env.reset(Task(**request["task"]))
        if opening is not None and not isinstance(opening, str):
            raise ContractError(f"reset() returned {type(opening).__name__}, not a str")
        return opening or ""
    if op == "step":
        return plain_result(env.step(request["action"]), "step")
    if op == "replay":
        return plain_result(replay_step(env, request["action"], request["recorded"]), "replay")
    raise ValueError(f"unknown request {op!r}")


def serve(source: str, name: str, requests: TextIO, answers: TextIO) -> None:
    """Answer requests until stdin closes. The first request makes the environment."""
    env = None
    for line in requests:
        request = json.loads(line)
        sys.stdout = sys.stderr = BoundedSink()  # a fresh print budget per call
        try:
            if request["op"] == "make":
                family = find_family(source, name)
                env = family.environment(Task(**request["task"]), EnvChoice(**request["choice"]))
                reply: dict = {"value": None}
            else:
                reply = {"value": answer(env, request)}
        except ContractError as exc:
            reply = {"error": str(exc), "fix": "contract"}
        except PrintedTooMuch as exc:
            reply = {"error": str(exc), "fix": "code"}
        except BaseException as exc:  # SystemExit, KeyboardInterrupt and MemoryError from user code too
            reply = {"error": f"{type(exc).__name__}: {exc}", "fix": "code"}
        answers.write(json.dumps(reply) + "\n")
        answers.flush()


def main(argv: list[str]) -> int:
    # The protocol keeps private copies of stdin and stdout; the plugin's fds 0 and 1 lead nowhere.
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8")
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    nowhere = os.open(os.devnull, os.O_RDWR)
    os.dup2(nowhere, 0)
    os.dup2(nowhere, 1)
    sys.stdin = open(os.devnull, encoding="utf-8")
    serve(argv[0], argv[1], requests, answers)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

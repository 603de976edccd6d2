"""A trajectory's file: its JSON as written (`plain`), and read back checked field by field (`parsed_json`,
`checked_fields`), so a file that is not a trajectory of this version raises a TrajectoryError naming the
field and what to do, and nothing else escapes."""

from __future__ import annotations

import json
from enum import Enum
from typing import Any

from react_core.trajectory import schema as trajectory_schema
from react_core.trajectory.errors import TrajectoryError
from react_core.trajectory.steps import CALL_RECORD, Author, Branch, ModelCall, Outcome, Step, StepKind
from react_core.trajectory.task import Task

SCHEMA_VERSION = 1
IMPORT_FIX = "Import a file saved with History's Export → JSON (or the command line's run --json), as it was saved."


def plain(data: dict[str, Any]) -> dict[str, Any]:
    """A trajectory's fields (`dataclasses.asdict`) as its file holds them: plain JSON values, and the
    optional fields left out where unused."""
    for branch in data["branches"].values():  # absent unless used, so older readers still read the file
        for optional in ("trial", "effect", "run_with"):
            if branch.get(optional) is None:
                branch.pop(optional, None)
    for step in data["steps"].values():
        if step.get("tool_call") is None:
            step.pop("tool_call", None)
    for call in data["calls"].values():
        for optional in CALL_RECORD:
            if call.get(optional) is None:
                call.pop(optional, None)
    return json.loads(json.dumps(data, default=_enum_value))


def checked_fields(data: Any) -> dict[str, Any]:
    """A trajectory's fields from parsed JSON, checked field by field first (see trajectory_schema).

    Anything wrong raises TrajectoryError naming the field, e.g.
    ``steps[a1b2].text: expected a string, got int``; nothing else escapes.
    """
    version = data.get("schema_version") if isinstance(data, dict) else None
    if not isinstance(data, dict):
        raise TrajectoryError(
            f"Not a valid trajectory file: expected a JSON object (one trajectory), found {_json_kind(data)}. "
            f"{IMPORT_FIX}"
        )
    if version is None:
        raise TrajectoryError(
            "Not a valid trajectory file: it has no schema_version, so it was not written by this workbench "
            f"(a trace or a dataset file is imported elsewhere). {IMPORT_FIX}"
        )
    if version != SCHEMA_VERSION or isinstance(version, bool):
        newer = isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION
        raise TrajectoryError(
            f"This trajectory file has schema version {version!r}; this workbench reads version {SCHEMA_VERSION}. "
            + (
                "It was written by a newer workbench: update this one to read it."
                if newer
                else "The version field was changed by hand; export the trajectory again and import that copy."
            )
        )
    try:
        trajectory_schema.check(data)
    except trajectory_schema.SchemaError as exc:
        raise TrajectoryError(
            f"Not a valid trajectory file: {exc} The file was changed after it was exported, or another "
            f"program wrote it. {IMPORT_FIX}"
        ) from None
    return {
        "task": Task(**data["task"]),
        "method": data["method"],
        "model": data.get("model", {}),
        "steps": {k: _step_from(v) for k, v in data["steps"].items()},
        "calls": {k: ModelCall(**v) for k, v in data["calls"].items()},
        "branches": {k: _branch_from(v) for k, v in data["branches"].items()},
        "active_branch": data["active_branch"],
        "title": data.get("title", ""),
        "opening": data.get("opening", ""),
        "id": data["id"],
        "created_at": data["created_at"],
        "updated_at": data["updated_at"],
    }


def parsed_json(text: str) -> Any:
    """A file's text as JSON; a TrajectoryError saying where it breaks when it is not."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:  # said by line and column: "char 21" meant nothing to a person
        where = (
            "it is empty"
            if not text.strip()
            else f"it breaks off or has a typo at line {exc.lineno}, column {exc.colno}"
        )
        raise TrajectoryError(f"Not a valid trajectory file: it is not readable JSON ({where}). {IMPORT_FIX}") from None
    except RecursionError:
        raise TrajectoryError("Not a valid trajectory file: it is nested too deeply to be a trajectory.") from None


def _json_kind(data: Any) -> str:
    """A parsed JSON value's kind in words: "a list", "a number"."""
    kinds = {list: "a list", str: "a string", bool: "true or false", int: "a number", float: "a number"}
    return "nothing (null)" if data is None else kinds.get(type(data), "something else")


def _enum_value(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    raise TypeError(f"cannot serialise {type(value).__name__}")


def _step_from(data: dict[str, Any]) -> Step:
    data = dict(data)
    data["kind"] = StepKind(data["kind"])
    data["author"] = Author(data["author"])
    return Step(**data)


def _branch_from(data: dict[str, Any]) -> Branch:
    data = dict(data)
    if data.get("outcome") is not None:
        data["outcome"] = Outcome(data["outcome"])
    return Branch(**data)

"""The full check of a trajectory file before anything in it is trusted.

`check(data)` walks the parsed JSON and raises `SchemaError` at the first field that is
not what the workbench needs, naming it by its path: ``steps[a1b2].text: expected a
string, got int``. It checks types, sizes, ids, timestamps, and that every reference
(a branch's steps, its parent, the active branch) points at something in the file, so
that a file which passes can be shown, saved and resumed without surprises.

It knows nothing of the dataclasses; `trajectory.py` builds them from checked data.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

STEP_KINDS = ("thought", "action", "observation")
AUTHORS = ("model", "human_edit", "human_insert", "human_play", "human_override", "environment", "engine")
OUTCOMES = ("answered", "step_limit", "error")

MAX_ID_CHARS = 100
MAX_TASK_ID_CHARS = 300
MAX_NAME_CHARS = 64
MAX_TEXT_CHARS = 2_000_000  # a whole ALFWorld prompt fits many times over
MAX_ITEMS = 100_000  # steps, calls, branches, notes, samples
MAX_NESTING = 32  # free-form dicts (task meta, step info, model settings)
LATEST_TIME = 32_503_680_000.0  # year 3000: later than any real clock, and datetime can show it

_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:#-]*")
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


class SchemaError(ValueError):
    """One field of a trajectory file is wrong; the message starts with its path."""


def check(data: Any) -> None:
    """Raise SchemaError unless `data` is a complete, consistent trajectory (schema 1)."""
    obj = _object(
        data,
        "trajectory",
        required={
            "task",
            "method",
            "steps",
            "calls",
            "branches",
            "active_branch",
            "id",
            "created_at",
            "updated_at",
            "schema_version",
        },
        optional={"model", "title", "opening"},
    )
    _id(obj["id"], "id")
    _plain_name(obj["method"], "method")
    _free_dict(obj.get("model", {}), "model")
    _text(obj.get("title", ""), "title")
    _text(obj.get("opening", ""), "opening")
    _time(obj["created_at"], "created_at")
    _time(obj["updated_at"], "updated_at")
    _task(obj["task"])
    steps = _keyed(obj["steps"], "steps", _step)
    _keyed(obj["calls"], "calls", _call)
    branches = _keyed(obj["branches"], "branches", _branch)
    if not branches:
        raise SchemaError("branches: a trajectory needs at least one branch.")
    for key, branch in branches.items():
        where = f"branches[{key}]"
        for index, step_id in enumerate(branch["step_ids"]):
            if step_id not in steps:
                raise SchemaError(f"{where}.step_ids[{index}]: refers to step {step_id!r}, which is not in the file.")
        parent = branch.get("parent_id")
        if parent is not None and parent not in branches:
            raise SchemaError(f"{where}.parent_id: refers to branch {parent!r}, which is not in the file.")
    _no_parent_cycles(branches)
    active = obj["active_branch"]
    if not isinstance(active, str) or active not in branches:
        raise SchemaError(f"active_branch: refers to branch {active!r}, which is not in the file.")


# ----- the parts ----------------------------------------------------------------------------
def _task(value: Any) -> None:
    task = _object(value, "task", required={"id", "family", "text"}, optional={"gold", "meta"})
    _text(task["id"], "task.id", limit=MAX_TASK_ID_CHARS, one_line=True, empty=False)
    _plain_name(task["family"], "task.family")
    _text(task["text"], "task.text")
    _optional_text(task.get("gold"), "task.gold")
    _free_dict(task.get("meta", {}), "task.meta")
    task_type = task.get("meta", {}).get("task_type")
    if task_type is not None:
        _plain_name(task_type, "task.meta.task_type")


def _step(value: Any, where: str) -> dict[str, Any]:
    step = _object(
        value,
        where,
        required={"kind", "text", "author", "id"},
        optional={"call_id", "notes", "replaces", "info", "created_at", "tool_call"},
    )
    _choice(step["kind"], STEP_KINDS, f"{where}.kind")
    _text(step["text"], f"{where}.text")
    _choice(step["author"], AUTHORS, f"{where}.author")
    _optional_id(step.get("call_id"), f"{where}.call_id")
    _optional_id(step.get("replaces"), f"{where}.replaces")
    _list_of_text(step.get("notes", []), f"{where}.notes")
    _free_dict(step.get("info", {}), f"{where}.info")
    if "created_at" in step:
        _time(step["created_at"], f"{where}.created_at")
    if step.get("tool_call") is not None:
        _tool_call(step["tool_call"], f"{where}.tool_call")
    return step


def _tool_call(value: Any, where: str) -> None:
    """A tool-call agent's action as the model API had it: the tool, its arguments as JSON text, the call's id."""
    call = _object(value, where, required={"name", "arguments", "id"}, optional=set())
    _text(call["name"], f"{where}.name", limit=MAX_NAME_CHARS, one_line=True, empty=False)
    _text(call["arguments"], f"{where}.arguments")
    _text(call["id"], f"{where}.id", limit=MAX_ID_CHARS, one_line=True, empty=False)


def _call(value: Any, where: str) -> dict[str, Any]:
    call = _object(
        value,
        where,
        required={"prompt", "raw_output", "model", "id"},
        optional={
            "purpose",
            "samples",
            "tokens_in",
            "tokens_out",
            "latency_s",
            "cache_hit",
            "cost_usd",
            "temperature",
            "created_at",
            "original_latency_s",
            "request",
            "sent",
            "finish_reason",
            "context_tokens",
            "set_aside_for",
        },
    )
    _text(call["prompt"], f"{where}.prompt")
    _text(call["raw_output"], f"{where}.raw_output")
    _text(call["model"], f"{where}.model", limit=1000)
    _plain_name(call.get("purpose", "step"), f"{where}.purpose")
    _list_of_text(call.get("samples", []), f"{where}.samples")
    for name in ("tokens_in", "tokens_out"):
        if name in call:
            _count(call[name], f"{where}.{name}")
    for name in ("latency_s", "temperature"):
        if name in call:
            _number(call[name], f"{where}.{name}", low=0.0)
    if call.get("cost_usd") is not None:
        _number(call["cost_usd"], f"{where}.cost_usd", low=0.0)
    if call.get("original_latency_s") is not None:
        _number(call["original_latency_s"], f"{where}.original_latency_s", low=0.0)
    if "cache_hit" in call:
        _bool(call["cache_hit"], f"{where}.cache_hit")
    for name in ("request", "sent"):  # what the Prompt panel shows; absent in older files
        if call.get(name) is not None:
            _free_dict(call[name], f"{where}.{name}")
    if call.get("finish_reason") is not None:
        _text(call["finish_reason"], f"{where}.finish_reason", limit=MAX_NAME_CHARS, one_line=True)
    if call.get("context_tokens") is not None:
        _count(call["context_tokens"], f"{where}.context_tokens")
    _optional_id(call.get("set_aside_for"), f"{where}.set_aside_for")
    if "created_at" in call:
        _time(call["created_at"], f"{where}.created_at")
    return call


def _branch(value: Any, where: str) -> dict[str, Any]:
    branch = _object(
        value,
        where,
        required={"step_ids", "id"},
        optional={
            "name",
            "parent_id",
            "fork_at",
            "change",
            "outcome",
            "answer",
            "success",
            "bad_calls",
            "error",
            "created_at",
            "trial",
            "effect",
            "run_with",
        },
    )
    step_ids = branch["step_ids"]
    _list(step_ids, f"{where}.step_ids")
    for index, step_id in enumerate(step_ids):
        _id(step_id, f"{where}.step_ids[{index}]")
    _text(branch.get("name", "main"), f"{where}.name", limit=1000, one_line=True, empty=False)
    _optional_id(branch.get("parent_id"), f"{where}.parent_id")
    fork_at = branch.get("fork_at", 0)
    _count(fork_at, f"{where}.fork_at")
    if fork_at > len(step_ids):
        raise SchemaError(f"{where}.fork_at: {fork_at} is past the branch's {len(step_ids)} steps.")
    _text(branch.get("change", ""), f"{where}.change", limit=1000)
    if branch.get("outcome") is not None:
        _choice(branch["outcome"], OUTCOMES, f"{where}.outcome")
    _optional_text(branch.get("answer"), f"{where}.answer")
    if branch.get("success") is not None:
        _bool(branch["success"], f"{where}.success")
    _count(branch.get("bad_calls", 0), f"{where}.bad_calls")
    _optional_text(branch.get("error"), f"{where}.error")
    if "created_at" in branch:
        _time(branch["created_at"], f"{where}.created_at")
    if branch.get("trial") is not None:
        _trial(branch["trial"], f"{where}.trial")
    if branch.get("effect") is not None:
        _effect(branch["effect"], f"{where}.effect")
    if branch.get("run_with") is not None:
        _run_with(branch["run_with"], f"{where}.run_with")
        if branch["run_with"]["at"] > len(step_ids):
            raise SchemaError(f"{where}.run_with.at: {branch['run_with']['at']} is past the branch's steps.")
    return branch


def _run_with(value: Any, where: str) -> None:
    """The model a branch was resumed with from step `at` on (react_core.trajectory.run_with)."""
    run_with = _object(
        value,
        where,
        required={"model", "at"},
        optional={"provider", "base_url", "api_style", "embedded_size", "temperature", "prompt_set"},
    )
    _text(run_with["model"], f"{where}.model", limit=1000, one_line=True, empty=False)
    _count(run_with["at"], f"{where}.at")
    _plain_name(run_with.get("provider", "embedded"), f"{where}.provider")
    if run_with.get("base_url") is not None:
        _text(run_with["base_url"], f"{where}.base_url", limit=2000, one_line=True)
    for name in ("api_style", "embedded_size", "prompt_set"):
        if run_with.get(name) is not None:
            _text(run_with[name], f"{where}.{name}", limit=MAX_ID_CHARS, one_line=True, empty=False)
    if "temperature" in run_with:
        _number(run_with["temperature"], f"{where}.temperature", low=0.0, high=2.0)


TRIAL_ARMS = ("edited", "original")


def _trial(value: Any, where: str) -> None:
    """Marks a "Try N times" continuation (react_core.assist.effect): which edited branch, which arm, which sample."""
    _free_dict(value, where)
    trial = _object(value, where, required={"of", "arm", "index", "n"}, optional={"seed", "temperature"})
    _id(trial["of"], f"{where}.of")
    _choice(trial["arm"], TRIAL_ARMS, f"{where}.arm")
    _count(trial["index"], f"{where}.index")
    _count(trial["n"], f"{where}.n")
    if trial.get("seed") is not None:
        _count(trial["seed"], f"{where}.seed")
    if "temperature" in trial:
        _number(trial["temperature"], f"{where}.temperature", low=0.0, high=2.0)


def _effect(value: Any, where: str) -> None:
    """The summary of a "Try N times" measurement: per arm, where it started and each trial's score."""
    _free_dict(value, where)
    effect = _object(
        value,
        where,
        required={"n", "temperature", "status", "edited", "original"},
        optional={"seed", "metric", "error", "created_at", "finished_at", "names", "confidence", "max_steps"},
    )
    if effect.get("confidence") is not None:
        _number(effect["confidence"], f"{where}.confidence", low=0.5, high=0.999)
    if effect.get("max_steps") is not None:
        _count(effect["max_steps"], f"{where}.max_steps")
    _count(effect["n"], f"{where}.n")
    _number(effect["temperature"], f"{where}.temperature", low=0.0, high=2.0)
    _choice(effect["status"], ("running", "complete", "decided", "stopped", "failed"), f"{where}.status")
    if effect.get("names") is not None:  # two models compared: each arm's model (run_with's label)
        names = _object(effect["names"], f"{where}.names", required=set(TRIAL_ARMS), optional=set())
        for arm in TRIAL_ARMS:
            _text(names[arm], f"{where}.names.{arm}", limit=1000, one_line=True, empty=False)
    for arm in TRIAL_ARMS:
        part = _object(effect[arm], f"{where}.{arm}", required={"branch", "at", "trials", "scores"}, optional=set())
        _id(part["branch"], f"{where}.{arm}.branch")
        _count(part["at"], f"{where}.{arm}.at")
        _list(part["trials"], f"{where}.{arm}.trials")
        for i, trial_id in enumerate(part["trials"]):
            _id(trial_id, f"{where}.{arm}.trials[{i}]")
        _list(part["scores"], f"{where}.{arm}.scores")
        for i, score in enumerate(part["scores"]):
            _number(score, f"{where}.{arm}.scores[{i}]", low=0.0, high=1.0)


def _keyed(value: Any, where: str, check_item) -> dict[str, dict[str, Any]]:
    """A dict of id -> item whose own `id` is its key."""
    if not isinstance(value, dict):
        raise SchemaError(f"{where}: expected an object of id to item, got {_kind(value)}.")
    if len(value) > MAX_ITEMS:
        raise SchemaError(f"{where}: {len(value)} items; the limit is {MAX_ITEMS}.")
    items = {}
    for key, item in value.items():
        _id(key, f"{where} key {key!r}")
        checked = check_item(item, f"{where}[{key}]")
        if checked["id"] != key:
            raise SchemaError(f"{where}[{key}].id: {checked['id']!r} differs from its key {key!r}.")
        items[key] = checked
    return items


def _no_parent_cycles(branches: dict[str, dict[str, Any]]) -> None:
    for start in branches:
        seen = {start}
        parent = branches[start].get("parent_id")
        while parent is not None:
            if parent in seen:
                raise SchemaError(f"branches[{start}].parent_id: the branches' parents form a loop.")
            seen.add(parent)
            parent = branches[parent].get("parent_id")


# ----- the leaves ---------------------------------------------------------------------------
def _object(value: Any, where: str, *, required: set[str], optional: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SchemaError(f"{where}: expected an object, got {_kind(value)}.")
    missing = sorted(required - set(value))
    if missing:
        raise SchemaError(f"{where}: missing field {', '.join(map(repr, missing))}.")
    unknown = sorted(str(k) for k in set(value) - required - optional)
    if unknown:
        raise SchemaError(f"{where}: unknown field {', '.join(map(repr, unknown[:5]))}.")
    return value


def _text(value: Any, where: str, *, limit: int = MAX_TEXT_CHARS, one_line: bool = False, empty: bool = True) -> None:
    if not isinstance(value, str):
        raise SchemaError(f"{where}: expected a string, got {_kind(value)}.")
    if len(value) > limit:
        raise SchemaError(f"{where}: {len(value):,} characters; the limit is {limit:,}.")
    if not empty and not value.strip():
        raise SchemaError(f"{where}: must not be empty.")
    if one_line and ("\n" in value or _CONTROL.search(value)):
        raise SchemaError(f"{where}: must be one line without control characters.")


def _optional_text(value: Any, where: str) -> None:
    if value is not None:
        _text(value, where)


def _list(value: Any, where: str) -> None:
    if not isinstance(value, list):
        raise SchemaError(f"{where}: expected a list, got {_kind(value)}.")
    if len(value) > MAX_ITEMS:
        raise SchemaError(f"{where}: {len(value)} items; the limit is {MAX_ITEMS}.")


def _list_of_text(value: Any, where: str) -> None:
    _list(value, where)
    for index, item in enumerate(value):
        _text(item, f"{where}[{index}]")


def _id(value: Any, where: str) -> None:
    if not isinstance(value, str):
        raise SchemaError(f"{where}: expected an id string, got {_kind(value)}.")
    if len(value) > MAX_ID_CHARS or not _ID.fullmatch(value):
        raise SchemaError(
            f"{where}: {value[:40]!r} is not an id (letters, digits and _ . : # - only, "
            f"at most {MAX_ID_CHARS} characters)."
        )


def _optional_id(value: Any, where: str) -> None:
    if value is not None:
        _id(value, where)


def _plain_name(value: Any, where: str) -> None:
    if not isinstance(value, str):
        raise SchemaError(f"{where}: expected a string, got {_kind(value)}.")
    if len(value) > MAX_NAME_CHARS or not _NAME.fullmatch(value):
        raise SchemaError(f"{where}: {value[:40]!r} is not a plain name (letters, digits, _ and - only).")


def _choice(value: Any, allowed: Iterable[str], where: str) -> None:
    allowed = tuple(allowed)
    if value not in allowed or not isinstance(value, str):
        raise SchemaError(f"{where}: expected one of {', '.join(allowed)}, got {_shown(value)}.")


def _bool(value: Any, where: str) -> None:
    if not isinstance(value, bool):
        raise SchemaError(f"{where}: expected true or false, got {_kind(value)}.")


def _number(value: Any, where: str, *, low: float = -math.inf, high: float = math.inf) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SchemaError(f"{where}: expected a number, got {_kind(value)}.")
    if not math.isfinite(value) or not low <= value <= high:
        raise SchemaError(f"{where}: {value!r} is out of range ({low:g} to {high:g}).")


def _count(value: Any, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SchemaError(f"{where}: expected a whole number, got {_kind(value)}.")
    if not 0 <= value <= 10**12:
        raise SchemaError(f"{where}: {value} is out of range (0 to 10^12).")


def _time(value: Any, where: str) -> None:
    """Seconds since 1970, as time.time() gives them; 'tomorrow' or 1e20 would break every view."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SchemaError(f"{where}: expected a time in seconds since 1970, got {_kind(value)}.")
    if not math.isfinite(value) or not 0 <= value <= LATEST_TIME:
        raise SchemaError(f"{where}: {value!r} is not a time between 1970 and the year 3000.")


def _free_dict(value: Any, where: str) -> None:
    """A free-form JSON object (meta, info, model settings): string keys, bounded nesting."""
    if not isinstance(value, dict):
        raise SchemaError(f"{where}: expected an object, got {_kind(value)}.")
    pending: list[tuple[Any, str, int]] = [(value, where, 0)]
    while pending:
        item, path, depth = pending.pop()
        if depth > MAX_NESTING:
            raise SchemaError(f"{path}: nested more than {MAX_NESTING} levels deep.")
        if isinstance(item, dict):
            for key, inner in item.items():
                if not isinstance(key, str):
                    raise SchemaError(f"{path}: keys must be strings, got {_kind(key)}.")
                pending.append((inner, f"{path}.{key}", depth + 1))
        elif isinstance(item, list):
            pending.extend((inner, f"{path}[{i}]", depth + 1) for i, inner in enumerate(item))
        elif isinstance(item, str):
            _text(item, path)
        elif isinstance(item, float) and not math.isfinite(item):
            raise SchemaError(f"{path}: {item!r} is not a finite number.")
        elif item is not None and not isinstance(item, (bool, int, float)):
            raise SchemaError(f"{path}: expected JSON data, got {_kind(item)}.")


def _kind(value: Any) -> str:
    names = {
        str: "a string",
        bool: "true/false",
        int: "int",
        float: "float",
        list: "a list",
        dict: "an object",
        type(None): "null",
    }
    return names.get(type(value), type(value).__name__)


def _shown(value: Any) -> str:
    return repr(value)[:40] if isinstance(value, (str, int, float, bool)) or value is None else _kind(value)

"""Reading JSON and JSON-lines files with messages that say where a file is broken."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from react_core.data.errors import DataError

_BOM = b"\xef\xbb\xbf"  # Windows tools put it before UTF-8 text; it is not part of the JSON
MAX_NESTING = 100  # no question or claim is nested this deep; Python's parser would crash far deeper


def read_records(path: Path | str) -> Iterator[tuple[int, dict[str, Any]]]:
    """(index, record) for a JSON list file or a JSON-lines file, whichever `path` holds.

    Any fault raises DataError naming the file and where in it (line, item or byte offset).
    """
    path = Path(path)
    if not path.is_file():
        raise DataError(f"No file at {path}.", "Check the path (it is relative to where you run the command).")
    with path.open("rb") as handle:
        head = handle.read(4096).removeprefix(_BOM).lstrip()
    if head.startswith(b"["):
        yield from _read_json_list(path)
    elif head.startswith(b"{"):
        yield from _read_json_lines(path)
    else:
        raise DataError(
            f"{path} is neither a JSON list nor JSON lines.",
            "Give the original HotpotQA .json file, or a .jsonl file with one object per line.",
        )


def _decoded(raw: bytes, path: Path, offset: int, where: str = "") -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(
            f"{path}{where}: the bytes at offset {offset + exc.start} are not UTF-8 text.",
            "Save the file as UTF-8 (most editors offer it under 'Save as'), or re-download it.",
        ) from None


def _parsed(text: str, path: Path, where: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(
            f"{path}{where}: not valid JSON ({exc.msg}, line {exc.lineno} column {exc.colno}).",
            "Fix or re-export the file; each record must be one JSON object.",
        ) from None
    except RecursionError:
        raise DataError(
            f"{path}{where}: the JSON is nested too deeply to be a question or claim file.",
            "Check that this is the right file; records are flat objects.",
        ) from None


def _check_depth(value: Any, path: Path, where: str) -> None:
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > MAX_NESTING:
            raise DataError(
                f"{path}{where}: the JSON is nested more than {MAX_NESTING} levels deep.",
                "Check that this is the right file; records are flat objects.",
            )
        if isinstance(item, dict):
            pending.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            pending.extend((v, depth + 1) for v in item)


def _read_json_list(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    raw = path.read_bytes()
    skipped = len(_BOM) if raw.startswith(_BOM) else 0
    data = _parsed(_decoded(raw[skipped:], path, skipped), path, "")
    if not isinstance(data, list):
        raise DataError(f"{path} is not a JSON list.", "Give the original HotpotQA .json file (a list of questions).")
    _check_depth(data, path, "")
    for index, record in enumerate(data):
        if not isinstance(record, dict):
            raise DataError(
                f"{path}: item {index} is a {type(record).__name__}, not an object.",
                "Each item must be one question or claim object.",
            )
        yield index, record


def _read_json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open("rb") as handle:
        index = 0
        offset = 0
        for line_no, raw in enumerate(handle, 1):
            start = offset
            offset += len(raw)
            if line_no == 1 and raw.startswith(_BOM):
                raw, start = raw[len(_BOM) :], start + len(_BOM)
            where = f", line {line_no}"
            line = _decoded(raw, path, start, where)
            if not line.strip():
                continue
            record = _parsed(line, path, where)
            if not isinstance(record, dict):
                raise DataError(f"{path}{where}: expected a JSON object.", "Each line must be one JSON object.")
            _check_depth(record, path, where)
            yield index, record
            index += 1


def refuse_duplicate_ids(ids: list[str], path: Path | str, what: str) -> None:
    """A DataError naming repeated task ids, if any.

    A task id is the key under which results, history and a resumed batch find an episode:
    two questions under one id would share one result, and the second would silently be
    dropped. Renaming one ("#2") would run it, but under an id the file does not have, so its
    results could not be traced back; most often a repeat means a file was joined twice.
    """
    seen: dict[str, int] = {}
    repeats: dict[str, list[int]] = {}
    for index, task_id in enumerate(ids):
        if task_id in seen:
            repeats.setdefault(task_id, [seen[task_id]]).append(index)
        else:
            seen[task_id] = index
    if repeats:
        shown = "; ".join(
            f"{task_id!r} ({what}s {', '.join(map(str, where))})" for task_id, where in list(repeats.items())[:5]
        )
        more = f" and {len(repeats) - 5} more" if len(repeats) > 5 else ""
        raise DataError(
            f"{path}: {len(repeats)} id{'s' if len(repeats) > 1 else ''} used more than once: {shown}{more}.",
            f"Give each {what} its own id, or remove the repeated {what}s; nothing was imported.",
        )


def require(record: dict[str, Any], key: str, kind: type, where: str) -> Any:
    """record[key], checked to be of `kind`, or a DataError naming the record."""
    value = record.get(key)
    if not isinstance(value, kind):
        raise DataError(
            f"{where}: field {key!r} is missing or not a {kind.__name__}.",
            "Is this the right kind of file for this importer?",
        )
    return value


def id_part(record: dict[str, Any], keys: tuple[str, ...], where: str) -> str | None:
    """The record's own id (first of `keys` present) as text, or None when it has none."""
    for key in keys:
        value = record.get(key)
        if value in (None, ""):
            continue
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise DataError(
                f"{where}: field {key!r} is a {type(value).__name__}, not a text or number id.",
                "Ids must be text or whole numbers.",
            )
        text = str(value)
        if len(text) > 200 or not text.isprintable():
            raise DataError(
                f"{where}: field {key!r} is not a usable id (over 200 characters or control characters).",
                "Use short printable ids.",
            )
        return text
    return None

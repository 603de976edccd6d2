"""Reading JSON and JSON-lines files with messages that say where a file is broken."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

from react_core.data.errors import DataError


def read_records(path: Path | str) -> Iterator[tuple[int, dict[str, Any]]]:
    """(index, record) for a JSON list file or a JSON-lines file, whichever `path` holds."""
    path = Path(path)
    if not path.is_file():
        raise DataError(f"No file at {path}.", "Check the path (it is relative to where you run the command).")
    with path.open("r", encoding="utf-8") as handle:
        head = handle.read(4096).lstrip()
    if head.startswith("["):
        yield from _read_json_list(path)
    elif head.startswith("{"):
        yield from _read_json_lines(path)
    else:
        raise DataError(f"{path} is neither a JSON list nor JSON lines.",
                        "Give the original HotpotQA .json file, or a .jsonl file with one object per line.")


def _read_json_list(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    try:
        with path.open("r", encoding="utf-8") as handle:
            data = json.load(handle)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(f"{path} is not valid JSON ({exc}).", "Re-download or re-export the file.") from exc
    for index, record in enumerate(data):
        if not isinstance(record, dict):
            raise DataError(f"{path}: item {index} is a {type(record).__name__}, not an object.",
                            "Each item must be one question or claim object.")
        yield index, record


def _read_json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open("r", encoding="utf-8") as handle:
        index = 0
        for line_no, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DataError(f"{path}, line {line_no}: not valid JSON ({exc.msg}).",
                                "Fix or remove that line; each line must be one JSON object.") from exc
            if not isinstance(record, dict):
                raise DataError(f"{path}, line {line_no}: expected a JSON object.",
                                "Each line must be one JSON object.")
            yield index, record
            index += 1


def require(record: dict[str, Any], key: str, kind: type, where: str) -> Any:
    """record[key], checked to be of `kind`, or a DataError naming the record."""
    value = record.get(key)
    if not isinstance(value, kind):
        raise DataError(f"{where}: field {key!r} is missing or not a {kind.__name__}.",
                        "Is this the right kind of file for this importer?")
    return value

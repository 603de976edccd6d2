"""The ways a JSON value does not fit a tool's JSON Schema, in words that name each field.

Tools describe their arguments with JSON Schema (a tools file's, an MCP server's, a chat API's
`tools`). A person who edits a call's arguments gets every problem, each a phrase, e.g.
``field 'expression': expected a string, got a number``. This covers the parts tools use for their
arguments (type, required, properties, additionalProperties, enum, items), not the whole standard.
"""

from __future__ import annotations

from typing import Any

_TYPES = {
    "string": (str,),
    "number": (int, float),
    "integer": (int,),
    "boolean": (bool,),
    "object": (dict,),
    "array": (list,),
    "null": (type(None),),
}


def first_problem(schema: dict[str, Any], value: Any, where: str = "the arguments") -> str | None:
    """What is wrong with `value` under `schema`, or None when it fits."""
    found = problems(schema, value, where)
    return found[0] if found else None


def problems(schema: dict[str, Any], value: Any, where: str = "the arguments") -> list[str]:
    """Every way `value` does not fit `schema` (each missing field, each unknown one, each of the wrong
    type), so a person fixes them all at once; [] when it fits."""
    wanted = schema.get("type")
    if wanted is not None:
        names = wanted if isinstance(wanted, list) else [wanted]
        if not any(_is(value, name) for name in names):
            return [f"{where}: expected {' or '.join(_a(n) for n in names)}, got {_a(kind_of(value))}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{where}: must be one of {', '.join(repr(v) for v in schema['enum'])}"]
    if isinstance(value, dict):
        return _object_problems(schema, value)
    found: list[str] = []
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        for i, item in enumerate(value):
            found += problems(schema["items"], item, f"{where}[{i}]")
    return found


def _object_problems(schema: dict[str, Any], value: dict[str, Any]) -> list[str]:
    fields = schema.get("properties") or {}
    found: list[str] = []
    for name in schema.get("required") or []:
        if name not in value:
            wanted = (fields.get(name) or {}).get("type")
            found.append(f"field {name!r} is missing" + (f" ({_a(wanted)})" if isinstance(wanted, str) else ""))
    if schema.get("additionalProperties") is False:
        for name in value:
            if name not in fields:
                found.append(
                    f"field {name!r} is not one of its fields ({', '.join(repr(f) for f in fields) or 'none'})"
                )
    for name, item in value.items():
        if isinstance(fields.get(name), dict):
            found += problems(fields[name], item, f"field {name!r}")
    return found


def kind_of(value: Any) -> str:
    """The JSON name of a parsed value's type."""
    for name in ("boolean", "integer", "number", "string", "array", "object", "null"):
        if _is(value, name):
            return name
    return type(value).__name__


def _is(value: Any, name: str) -> bool:
    if isinstance(value, bool) and name in ("number", "integer"):
        return False  # JSON's true is not a number, though Python's bool is an int
    if name == "integer" and isinstance(value, float):
        return value.is_integer()
    return isinstance(value, _TYPES.get(name, (object,)))


def _a(name: str) -> str:
    return {"integer": "an integer", "array": "an array", "object": "an object", "null": "null"}.get(name, f"a {name}")

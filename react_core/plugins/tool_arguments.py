"""A tools file's call written with JSON arguments, and the check of a call a person wrote.

A tools file's tool takes one string, so `Calculator[2 * 21]` calls it with "2 * 21". The same call
can name its argument as JSON, `Calculator[{"expression": "2 * 21"}]`, as a tool-call agent and an
MCP server write calls; `schema_for` is the JSON Schema such a call is held to. When a person
replaces an action of a tools family (Steering's ReplaceAction), `call_problem` says what does not
fit, naming the field, so nothing is forked from a call the tool could not take.
"""

from __future__ import annotations

import json
from typing import Any

from react_core.common.json_schema import first_problem, problems


def schema_for(parameter: str, doc: str = "") -> dict[str, Any]:
    """The JSON Schema of a one-string tool's arguments."""
    field: dict[str, Any] = {"type": "string"}
    if doc:
        field["description"] = doc
    return {"type": "object", "properties": {parameter: field}, "required": [parameter], "additionalProperties": False}


def is_json(text: str) -> bool:
    """Arguments meant as JSON: an object, as every tool call's arguments are."""
    return text.lstrip().startswith("{")


def argument_of(parameter: str, text: str) -> str:
    """The string the tool is called with: the JSON object's one field, or the text as written."""
    if is_json(text):
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            return text
        if first_problem(schema_for(parameter), value) is None:
            return str(value[parameter])
    return text


def call_problem(tool: str, parameter: str, text: str) -> str | None:
    """Why `tool[text]` does not fit the tool's schema, or None. Plain text is the one string."""
    if not is_json(text):
        return None
    example = json.dumps({parameter: "..."})
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        return (
            f"The arguments of {tool} are not JSON: {exc.msg} (line {exc.lineno}, column {exc.colno}). "
            f"Write them as {example}, or write plain text."
        )
    found = problems(schema_for(parameter), value)
    if found:
        return f"The arguments of {tool} do not fit its schema: {'; '.join(found)}. Write them as {example}."
    return None

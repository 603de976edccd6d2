"""An MCP call's arguments as the agent writes them (`tool[{"timezone": "Asia/Tokyo"}]`, or a one-argument
tool's bare value: `tool[Asia/Tokyo]`), read and checked against the tool's JSON Schema before any call."""

from __future__ import annotations

import json
from typing import Any


def parse_arguments(tool: Any, argument: str) -> tuple[dict, str]:
    """The arguments of `tool[argument]` (an mcp_tools.McpTool) as a dict, or ({}, what is wrong with them)."""
    text, single = argument.strip(), tool.single()
    try:
        value = json.loads(text) if text else {}
    except json.JSONDecodeError as exc:
        if single is None or text.startswith("{"):
            return {}, f"they are not JSON ({exc.msg} at character {exc.pos})"
        value = text  # tool[Asia/Tokyo]: the one argument's value, unquoted
    if not isinstance(value, dict):
        if single is None:
            return {}, "they are not a JSON object"
        wants_text = (tool.schema.get("properties", {}).get(single) or {}).get("type") == "string"
        value = {single: text if wants_text and not isinstance(value, str) else value}
    return value, _schema_problem(value, tool.schema)


def _schema_problem(value: dict, schema: dict) -> str:
    import jsonschema  # type: ignore[import-untyped]  # installed with the mcp SDK (no stubs)

    try:
        jsonschema.validate(value, schema)
    except jsonschema.ValidationError as exc:
        where = "/".join(str(p) for p in exc.absolute_path)
        return f"{where + ': ' if where else ''}{exc.message} (the tool's schema)"
    except jsonschema.SchemaError:
        return ""  # the server's schema is broken: let the server judge the arguments
    return ""

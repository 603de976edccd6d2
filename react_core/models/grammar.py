"""llama.cpp grammars (GBNF) for replies that must be one of a few texts, and the JSON Schema a tool call
is held to.

choice_grammar((" click[B0A1]", " click[Buy Now]"))   # 'root ::= " click[B0A1]" | " click[Buy Now]"'
tool_call_schema(tools)   # {"anyOf": [{"properties": {"name": {"const": "search"}, "arguments": {...}}, ...}]}
"""

from __future__ import annotations

from typing import Any


def _literal(text: str) -> str:
    """A GBNF string literal: quotes, backslashes and control characters escaped."""
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    )
    return f'"{escaped}"'


def choice_grammar(choices: tuple[str, ...] | list[str]) -> str:
    """A grammar whose only sentences are `choices`."""
    if not choices:
        raise ValueError("A choice grammar needs at least one choice.")
    return "root ::= " + " | ".join(_literal(c) for c in dict.fromkeys(choices))


def tool_call_schema(tools: list[dict[str, Any]] | tuple[dict[str, Any], ...]) -> dict[str, Any]:
    """A JSON Schema whose only documents are one call of one of `tools` (a chat API's function tools):
    {"name": the tool, "arguments": what its parameters allow}. llama.cpp turns it into a grammar."""
    calls = []
    for tool in tools:
        function = tool.get("function", {})
        calls.append(
            {
                "type": "object",
                "properties": {
                    "name": {"const": function.get("name", "")},
                    "arguments": function.get("parameters") or {"type": "object"},
                },
                "required": ["name", "arguments"],
                "additionalProperties": False,
            }
        )
    return {"anyOf": calls} if len(calls) != 1 else calls[0]

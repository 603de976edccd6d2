"""A JSON Schema as llama.cpp grammar (GBNF) rules: the common subset tools' parameters use.

Supported: object (properties in their declared order, required and optional ones), string (with enum,
const or maxLength), number, integer, boolean, null, array (of one item schema), enum and const of any JSON value, a
list of types, anyOf / oneOf. Anything else (``$ref``, ``allOf``, patterns, an object without properties)
becomes any JSON value of its type, or any JSON value at all: the grammar then only keeps the JSON well
formed, and the caller still validates the arguments against the schema.

    rules = SchemaRules()
    name = rules.rule_for({"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}, "args")
    rules.text()   # 'args ::= "{" ws "\\"q\\"" ":" ws string ws "}"\\n...string ::= ...'
"""

from __future__ import annotations

import json
import re
from typing import Any

# The JSON pieces every grammar may use. `ws` is at most one space or one line break and a little indent:
# unbounded whitespace lets a small model loop on spaces until its token limit.
BASE_RULES = {
    "ws": '( " " | "\\n" [ ]{0,8} )?',
    "string": '"\\"" char* "\\""',
    "char": '[^"\\\\\\x7F\\x00-\\x1F] | "\\\\" ( ["\\\\/bfnrt] | "u" [0-9a-fA-F]{4} )',
    "number": '"-"? ( "0" | [1-9] [0-9]{0,15} ) ( "." [0-9]{1,16} )? ( [eE] [-+]? [0-9]{1,3} )?',
    "integer": '"-"? ( "0" | [1-9] [0-9]{0,15} )',
    "boolean": '"true" | "false"',
    "null": '"null"',
    "value": "object | array | string | number | boolean | null",
    "object": '"{" ws ( string ":" ws value ws ( "," ws string ":" ws value ws )* )? "}"',
    "array": '"[" ws ( value ws ( "," ws value ws )* )? "]"',
}
_TYPES = {"string", "number", "integer", "boolean", "null", "object", "array"}


def literal(text: str) -> str:
    """A GBNF string literal: quotes, backslashes and control characters escaped."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\x{ord(ch):02X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def json_literal(value: Any) -> str:
    """One JSON value as the model writes it (", " and ": " between parts), as a GBNF literal."""
    return literal(json.dumps(value, ensure_ascii=False))


class SchemaRules:
    """GBNF rules made from JSON Schemas, named after where they are used; `text()` is the grammar's rules."""

    def __init__(self) -> None:
        self.rules: dict[str, str] = {}
        self.used: set[str] = set()

    def rule_for(self, schema: Any, name: str) -> str:
        """A rule named `name` (made unique) whose sentences are the JSON documents `schema` allows."""
        name = self._unique(name)
        self.rules[name] = ""  # reserved while its parts are made
        self.rules[name] = self._expression(schema, name)
        return name

    def text(self) -> str:
        base = _with_dependencies(self.used | {"ws"})
        lines = [f"{n} ::= {BASE_RULES[n]}" for n in BASE_RULES if n in base]
        lines += [f"{n} ::= {body}" for n, body in self.rules.items()]
        return "\n".join(lines)

    def _unique(self, name: str) -> str:
        name = re.sub(r"[^a-zA-Z0-9-]+", "-", name).strip("-").lower() or "rule"
        if name in BASE_RULES or name in ("root", "thought", "call"):
            name = f"{name}-x"
        taken, n = name, 2
        while taken in self.rules:
            taken, n = f"{name}-{n}", n + 1
        return taken

    def _base(self, name: str) -> str:
        self.used.add(name)
        return name

    def _expression(self, schema: Any, name: str) -> str:
        if schema is True or not isinstance(schema, dict) or not schema:
            return self._base("value")
        if "const" in schema:
            return json_literal(schema["const"])
        if isinstance(schema.get("enum"), list) and schema["enum"]:
            return " | ".join(json_literal(v) for v in schema["enum"])
        for key in ("anyOf", "oneOf"):
            options = schema.get(key)
            if isinstance(options, list) and options:
                return " | ".join(self.rule_for(o, f"{name}-{i}") for i, o in enumerate(options))
        kind = schema.get("type")
        if isinstance(kind, list):
            kinds = [k for k in kind if k in _TYPES]
            if not kinds:
                return self._base("value")
            return " | ".join(self.rule_for({**schema, "type": k}, f"{name}-{k}") for k in kinds)
        if kind is None and "properties" in schema:
            kind = "object"
        if kind == "object":
            return self._object(schema, name)
        if kind == "array":
            items = schema.get("items")
            if not isinstance(items, dict):
                return self._base("array")
            item = self.rule_for(items, f"{name}-item")
            return f'"[" ws ( {item} ws ( "," ws {item} ws )* )? "]"'
        if kind == "string" and ("maxLength" in schema or "minLength" in schema):
            return self._string_of_length(schema)
        if kind in ("string", "number", "integer", "boolean", "null"):
            return self._base(kind)
        return self._base("value")  # $ref, allOf, not, ...: any JSON value, validated by the caller

    def _string_of_length(self, schema: dict[str, Any]) -> str:
        """A string of minLength to maxLength characters (an escape counts as one): a runaway stops at the most."""
        least, most = schema.get("minLength"), schema.get("maxLength")
        least = least if isinstance(least, int) and least > 0 else 0
        most = most if isinstance(most, int) and most >= least else None
        if least == 0 and most is None:
            return self._base("string")
        return f'"\\"" {self._base("char")}{{{least},{"" if most is None else most}}} "\\""'

    def _object(self, schema: dict[str, Any], name: str) -> str:
        properties = schema.get("properties")
        if not isinstance(properties, dict) or not properties:
            return self._base("object")
        required = set(schema.get("required") or [])
        members = [
            (f'{json_literal(str(key))} ":" ws {self.rule_for(sub, f"{name}-{key}")}', key in required)
            for key, sub in properties.items()
        ]
        needed = [m for m, r in members if r]
        optional = [m for m, r in members if not r]
        if needed:
            body = ' ws "," ws '.join(needed) + "".join(f' ( ws "," ws {m} )?' for m in optional)
        else:  # all optional: any in order, the first without a comma before it
            firsts = [m + "".join(f' ( ws "," ws {o} )?' for o in optional[i + 1 :]) for i, m in enumerate(optional)]
            body = "( " + " | ".join(f"( {f} )" for f in firsts) + " )?"
        return f'"{{" ws {body} ws "}}"'


def _with_dependencies(names: set[str]) -> set[str]:
    """The base rules `names` need, themselves included."""
    needs = {
        "value": {"object", "array", "string", "number", "boolean", "null"},
        "string": {"char"},
        "object": {"ws", "string", "value"},
        "array": {"ws", "value"},
    }
    found, todo = set(), list(names)
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo.extend(needs.get(name, ()))
    return found

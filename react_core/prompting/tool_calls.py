"""A family's actions as tools for a model API's tool calls, and the way back to the family's action text.

The tool-call agent (`tool_agent.ToolReAct`) gives the model each action as a tool with a JSON Schema
(the chat API's ``tools``); the model answers with a call, ``search({"entity": "Vienna"})``. The
environment, scoring, flags and every view keep reading the family's own action text, so a call is
written as that text: ``Search[Vienna]``, or with JSON arguments where the tool takes several,
``get_current_time[{"timezone": "Asia/Tokyo"}]`` (what a tools file and an MCP server read). A
family brings its tools as `Family.tool_calls` (react_core.environments.base), built in its own
package: the paper's three for Wikipedia and your documents, a tools file's functions, an MCP
server's tools.

    tools = ActionTools((ToolSpec("search", "Search", "Searches ...", {...}, plain="entity"), ...))
    tools.to_action("search", '{"entity": "Vienna"}')   # 'Search[Vienna]'
    tools.to_call("Search[Vienna]")                     # ('search', {'entity': 'Vienna'})
    tools.to_action("search", '{"name": "x"}')          # ToolCallError: ... field 'entity' is missing ...
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

from react_core.common.json_schema import problems

_ACTION = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_.\-]*)\s*\[(.*)\]\s*$", re.DOTALL)
_API_NAME = re.compile(r"[^A-Za-z0-9_-]")  # a chat API's tool names: letters, digits, _ and -, at most 64


class ToolCallError(ValueError):
    """A call that does not fit its tool: no such tool, arguments not JSON, or off the schema (naming the field)."""


@dataclass(frozen=True)
class ToolSpec:
    """One action as a tool. `name`: as the model API has it ("search"); `action`: as the family's
    action text has it ("Search"); `parameters`: the JSON Schema of its arguments; `plain`: the one
    string argument written bare in the action text (Search[Vienna]), None to write the arguments as JSON;
    `bare`: the action text is that argument alone (ALFWorld's commands: ``go to cabinet 1``);
    `effect`: what its source says it does to the world (an MCP server's annotations: "read-only",
    "changes things", "destructive"); "" when it says nothing (a family's own actions)."""

    name: str
    action: str
    description: str
    parameters: dict[str, Any]
    plain: str | None = None
    bare: bool = False
    effect: str = ""

    def api_name(self) -> str:
        return _API_NAME.sub("_", self.name)[:64]

    def schema(self) -> dict[str, Any]:
        """The tool as a chat API's ``tools`` entry (OpenAI's function format)."""
        return {
            "type": "function",
            "function": {"name": self.api_name(), "description": self.description, "parameters": self.parameters},
        }


def string_argument(
    name: str, description: str = "", enum: tuple[str, ...] = (), lengths: tuple[int, int] | None = None
) -> dict[str, Any]:
    """The schema of a tool that takes one string (Search's entity, Finish's answer); `lengths`: its least
    and most characters."""
    field: dict[str, Any] = {"type": "string"}
    if description:
        field["description"] = description
    if enum:
        field["enum"] = list(enum)
    if lengths is not None:
        field["minLength"], field["maxLength"] = lengths
    return {"type": "object", "properties": {name: field}, "required": [name], "additionalProperties": False}


def held_to_values(spec: ToolSpec, values: tuple[str, ...]) -> ActionTools | None:
    """`spec` alone, its one plain string argument held to an `enum` of `values` (a family's last resort: WebShop's
    `click` on the page's buttons, ALFWorld's `act` on the game's commands); None without values or such an argument."""
    if spec.plain is None or not values:
        return None
    description = str(spec.parameters.get("properties", {}).get(spec.plain, {}).get("description", ""))
    return ActionTools((replace(spec, parameters=string_argument(spec.plain, description, enum=values)),))


def capped(tools: ActionTools, chars: int) -> ActionTools:
    """`tools` with every free string argument (no `enum`, no `maxLength`) held to at most `chars` characters: for
    a call asked again after its reply ran to the token limit inside one, so the held call's string ends."""

    def cap(parameters: dict[str, Any]) -> dict[str, Any]:
        properties = parameters.get("properties")
        if not isinstance(properties, dict):
            return parameters
        held = {
            key: {**field, "maxLength": chars}
            if isinstance(field, dict)
            and field.get("type") == "string"
            and "enum" not in field
            and "maxLength" not in field
            else field
            for key, field in properties.items()
        }
        return {**parameters, "properties": held}

    return ActionTools(tuple(replace(spec, parameters=cap(spec.parameters)) for spec in tools.specs), tools.notes)


@dataclass(frozen=True)
class ActionTools:
    """A family's tools (the `Family.tool_calls` hook): their schemas, and calls to and from action text."""

    specs: tuple[ToolSpec, ...]
    notes: str = ""  # what the tools' source says about them (an MCP server's instructions), for the system prompt

    def schemas(self) -> list[dict[str, Any]]:
        return [spec.schema() for spec in self.specs]

    def find(self, name: str) -> ToolSpec | None:
        """The tool a call or an action names (its API name, its own name or its action word, any case)."""
        for spec in self.specs:
            if name in (spec.api_name(), spec.name, spec.action):
                return spec
        low = name.lower()
        return next((s for s in self.specs if low in (s.api_name().lower(), s.name.lower(), s.action.lower())), None)

    def names(self) -> str:
        return ", ".join(spec.api_name() for spec in self.specs)

    def parse(self, name: str, arguments: str) -> tuple[ToolSpec, dict[str, Any]]:
        """The tool and arguments of a call as the model or a person wrote it; ToolCallError saying what is wrong."""
        spec = self.find(name.strip())
        if spec is None:
            raise ToolCallError(f"There is no tool {name.strip()[:80]!r}; the tools are {self.names()}.")
        text = arguments.strip() or "{}"
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ToolCallError(
                f"The arguments of {spec.api_name()} are not JSON: {exc.msg} (line {exc.lineno}, column "
                f"{exc.colno}). Write a JSON object, e.g. {example(spec)}."
            ) from None
        if not isinstance(value, dict):
            raise ToolCallError(
                f"The arguments of {spec.api_name()} are not a JSON object; write e.g. {example(spec)}."
            )
        found = problems(spec.parameters, value)
        if found:
            raise ToolCallError(
                f"The arguments of {spec.api_name()} do not fit its schema: {'; '.join(found)}. "
                f"Write e.g. {example(spec)}."
            )
        return spec, value

    def to_action(self, name: str, arguments: str) -> str:
        """The family's action text for a call (checked: see `parse`)."""
        spec, value = self.parse(name, arguments)
        return action_text(spec, value)

    def to_call(self, action: str) -> tuple[str, dict[str, Any]] | None:
        """The call an action text makes (the tool's API name and its arguments), or None when it names
        no tool: how exemplars and a person's written actions become tool calls."""
        match = _ACTION.match(action)
        spec = self.find(match.group(1)) if match else None
        if match is None or spec is None:
            bare = next((s for s in self.specs if s.bare and s.plain), None)
            text = " ".join(action.split())
            return (bare.api_name(), {str(bare.plain): text}) if bare is not None and text else None
        argument = match.group(2).strip()
        if spec.plain is not None and not _json_object(argument):
            return spec.api_name(), {spec.plain: argument}
        try:
            value = json.loads(argument) if argument else {}
        except json.JSONDecodeError:
            value = None
        if isinstance(value, dict):
            return spec.api_name(), value
        fields = list(spec.parameters.get("properties") or {})
        return (spec.api_name(), {fields[0]: argument}) if len(fields) == 1 else None


def action_text(spec: ToolSpec, value: dict[str, Any]) -> str:
    """Search[Vienna] for a plain tool, name[{"a": 1}] for one with JSON arguments; always one line."""
    if spec.plain is not None and set(value) == {spec.plain} and isinstance(value[spec.plain], str):
        plain = " ".join(value[spec.plain].split())
        if spec.bare:
            return plain
        if not _json_object(plain):
            return f"{spec.action}[{plain}]"
    return f"{spec.action}[{json.dumps(value, ensure_ascii=False)}]"


def example(spec: ToolSpec) -> str:
    properties = spec.parameters.get("properties") or {}
    required = spec.parameters.get("required") or list(properties)[:1]
    return json.dumps({name: _sample((properties.get(name) or {}).get("type")) for name in required})


def skeleton(spec: ToolSpec) -> dict[str, Any]:
    """A tool's arguments to fill in: its required fields (all of them when none is required), each empty
    of its type ("" for a string), so a person who switches to the tool starts from its own fields."""
    properties = spec.parameters.get("properties") or {}
    names = spec.parameters.get("required") or list(properties)
    empty = {"string": "", "integer": 0, "number": 0, "boolean": False, "array": [], "object": {}}
    return {name: empty.get(str((properties.get(name) or {}).get("type")), "") for name in names}


def _sample(kind: Any) -> Any:
    return {"integer": 1, "number": 1.5, "boolean": True, "array": [], "object": {}}.get(kind, "...")


def _json_object(text: str) -> bool:
    return text.lstrip().startswith("{")


_FENCE = re.compile(r"</?tool_call>|```(?:json)?", re.IGNORECASE)
_TEXT_ACTION = re.compile(r"^\s*(?:Action\s*\d*\s*:\s*)?([A-Za-z_][A-Za-z0-9_.\-]*\s*\[.*\])\s*$", re.IGNORECASE)


def call_in_text(text: str, tools: ActionTools) -> tuple[str, dict[str, str]] | None:
    """A call a model wrote as text instead of as a tool call, and the text before it (its thought), or None.

    Small models do: Qwen2.5-Coder-1.5B writes its thought, then ``{"name": "search", "arguments":
    {"entity": "..."}}`` as plain text (no ``<tool_call>`` tags, so llama.cpp finds no call), and a
    model held to a JSON Schema writes only that object. Read: such a JSON object (in tags or a code
    fence or not; "parameters" for "arguments" too), else a line in the family's action text
    (``Search[Vienna]``, ``Action 2: Search[Vienna]``). The first one found is the call."""
    cleaned = _FENCE.sub("\n", text)
    decoder = json.JSONDecoder()
    for at in [i for i, char in enumerate(cleaned) if char == "{"]:
        try:
            value, _ = decoder.raw_decode(cleaned, at)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict) and isinstance(value.get("name"), str):
            arguments = value.get("arguments", value.get("parameters", {}))
            if isinstance(arguments, str):
                written = arguments
            else:
                written = json.dumps(arguments, ensure_ascii=False)
            return cleaned[:at].strip(), {"id": "", "name": value["name"], "arguments": written}
    if any(spec.bare for spec in tools.specs):  # a game's command is any text: no line reads as a call
        return None
    lines = cleaned.splitlines()
    for index, line in enumerate(lines):
        match = _TEXT_ACTION.match(line)
        made = tools.to_call(match.group(1)) if match else None
        if made is not None:
            thought = "\n".join(lines[:index]).strip()
            return thought, {"id": "", "name": made[0], "arguments": json.dumps(made[1], ensure_ascii=False)}
    for index, line in enumerate(lines):
        found = _function_call(line, tools)
        if found is not None:
            before, made = found
            thought = "\n".join([*lines[:index], before]).strip()
            return thought, {"id": "", "name": made[0], "arguments": json.dumps(made[1], ensure_ascii=False)}
    return None


_FUNCTION_CALL = re.compile(r"(?:^|(?<=\s))`?([A-Za-z_][A-Za-z0-9_.\-]*)\s*\((.*)\)`?\s*\.?\s*$")
_KEYWORD = re.compile(r"^\s*[A-Za-z_]\w*\s*=\s*(.*)$", re.DOTALL)


def _function_call(line: str, tools: ActionTools) -> tuple[str, tuple[str, dict[str, Any]]] | None:
    """A line ending in a tool's call written as a function call: ``... search(Freddie Mercury)``,
    ``finish(answer="Zanzibar")``: (the text before it, the call), or None when it names no tool."""
    match = _FUNCTION_CALL.search(line)
    spec = tools.find(match.group(1)) if match else None
    if match is None or spec is None:
        return None
    argument = match.group(2).strip()
    if not _json_object(argument):
        keyword = _KEYWORD.match(argument)
        argument = (keyword.group(1) if keyword else argument).strip().strip("\"'").strip()
    made = tools.to_call(f"{spec.action}[{argument}]")
    return (line[: match.start()].strip(), made) if made is not None else None

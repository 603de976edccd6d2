"""An MCP server as a task family: its `tools/list` are the actions, each action one `tools/call`.

The server is a command (stdio: ``python examples/mcp/notes_server.py``) or a URL (Streamable HTTP:
``http://127.0.0.1:8765/mcp``). The agent writes ``get_current_time[{"timezone": "Asia/Tokyo"}]``
(a JSON object of the tool's arguments), or, for a tool of one argument, just its value:
``get_current_time[Asia/Tokyo]``; ``Finish[answer]`` ends the episode, as for a tools file.

Every call runs in a child process (`mcp_child`) with a time limit and an output limit, so nothing a
server does can stop the app: a server that cannot start, crashes, hangs or answers with an error is
one observation saying what happened, and the next call starts it again. Arguments are checked
against the tool's JSON Schema before the call. Observations are recorded like a tools file's and
replayed on resume (unless the run re-runs tools).
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from react_core.environments.base import Family
from react_core.plugins.child import run_tool_child
from react_core.plugins.errors import PluginError
from react_core.plugins.mcp_child import is_url
from react_core.plugins.tools import agent_doc, agent_name, call_check, family_of_tools
from react_core.prompting.tool_calls import ToolSpec

CALL_TIME_LIMIT_S = 30.0  # one call, starting a stdio server included
LIST_TIME_LIMIT_S = 30.0  # connecting and listing the tools when the server is added
_CHILD = "react_core.plugins.mcp_child"
_SPARE_S = 10.0  # the child's own limit ends it first; this one catches a child that cannot stop


@dataclass(frozen=True)
class McpTool:
    name: str  # as the agent writes it: the server's name (tools.agent_name: finish becomes finish_tool)
    argument: str  # shown as name[argument]: {"timezone": "..."}
    doc: str  # the description and the arguments, in one line
    schema: dict  # the tool's inputSchema
    called: str = ""  # the server's own name, where the agent's differs

    @property
    def server_name(self) -> str:
        return self.called or self.name

    def spec(self) -> ToolSpec:
        """The tool for ReAct (tool calls): the server's own schema, its arguments written as JSON."""
        schema = self.schema if self.schema.get("type") == "object" else {"type": "object", "properties": {}}
        return ToolSpec(self.name, self.name, self.doc, schema)

    def single(self) -> str | None:
        """The one argument's name when the tool takes exactly one, so `tool[value]` can stand for it."""
        properties = list(self.schema.get("properties") or {})
        return properties[0] if len(properties) == 1 else None


@dataclass(frozen=True)
class McpBox:
    """One server's tools, and how to call them."""

    spec: str
    tools: tuple[McpTool, ...]
    time_limit_s: float = CALL_TIME_LIMIT_S

    def find(self, name: str) -> McpTool | None:
        exact = next((t for t in self.tools if t.name == name), None)
        return exact or next((t for t in self.tools if t.name.lower() == name.lower()), None)

    def check_action(self, action: str) -> str | None:
        """What is wrong with a call a person wrote (steering checks it before it forks), or None."""

        def problem(tool: McpTool, argument: str) -> str | None:
            wrong = parse_arguments(tool, argument)[1]
            return f"Invalid arguments for {tool.name}: {wrong}. Write {tool.name}[{tool.argument}]." if wrong else None

        return call_check(self, action, "on this MCP server", problem)

    def call(self, tool: McpTool, argument: str) -> str:
        """The tool's result, or the sentence saying why it has none; never raises for the server's faults."""
        arguments, problem = parse_arguments(tool, argument)
        if problem:
            return f"Invalid arguments for {tool.name}: {problem}. Write {tool.name}[{tool.argument}]."
        answer = run_tool_child(
            ["call", self.spec, tool.server_name, f"{self.time_limit_s:g}"],
            stdin=json.dumps(arguments),
            timeout_s=self.time_limit_s + _SPARE_S,
            cwd=Path.cwd(),
            module=_CHILD,
        )
        failure = answer.failure or answer.payload.get("error")
        if failure or "result" not in answer.payload:
            return f"Tool {tool.name} failed: {_server_failure(self.spec, failure or '', self.time_limit_s)}"
        result = str(answer.payload["result"])
        length = int(answer.payload.get("length") or len(result))
        if length > len(result):
            result += f" … (cut: the tool returned {length:,} characters)"
        return f"Tool {tool.name} failed: {result}" if answer.payload.get("is_error") else result


def parse_arguments(tool: McpTool, argument: str) -> tuple[dict, str]:
    """The arguments of `tool[argument]` as a dict, or ({}, what is wrong with them)."""
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


def _server_failure(spec: str, failure: str, limit_s: float) -> str:
    """A child's failure as what happened to the server and what to do."""
    if failure == "timeout" or "did not answer" in failure:
        return (
            f"the MCP server did not answer within {limit_s:g} s and was stopped; it is started again "
            "for the next call (try a smaller request, or check the server)"
        )
    if not is_url(spec) and ("FileNotFoundError" in failure or "No such file" in failure):
        return f"the MCP server command {shlex.split(spec)[0]!r} was not found ({failure}); check the command"
    if "ConnectError" in failure or "ConnectionRefused" in failure:
        return f"the MCP server at {spec} could not be reached ({failure}); start it or check the URL"
    if "Connection closed" in failure:
        return f"the MCP server ended during the call ({failure}); it is started again for the next call"
    return f"{failure}. The MCP server is started again for the next call"


def describe_tool(name: str, description: str, schema: dict) -> McpTool:
    properties: dict = schema.get("properties") or {}
    required = set(schema.get("required") or [])
    shown = ", ".join(f'"{p}": {(properties[p] or {}).get("type", "value")}' for p in properties)
    parts = []
    for p, spec in properties.items():
        about = " ".join(str((spec or {}).get("description") or "").split())[:160]
        kind = (spec or {}).get("type", "value")
        parts.append(f"{p} ({kind}{', required' if p in required else ''}{': ' + about if about else ''})")
    doc = " ".join(description.split()) or f"calls the tool {name}"
    doc = doc.rstrip(".") + "." + (f" Arguments: {'; '.join(parts)}." if parts else " No arguments: write {}.")
    agent = agent_name(name)
    return McpTool(agent, "{" + shown + "}", agent_doc(name, doc), schema, called=name if agent != name else "")


def mcp_family(spec: str, description: dict) -> Family:
    """The family of a described server (see `mcp_child describe`)."""
    tools = tuple(
        describe_tool(t["name"], t.get("description", ""), t.get("schema") or {}) for t in description["tools"]
    )
    server = str(description.get("server") or "") or _name_from(spec)
    name = "mcp_" + (re.sub(r"[^a-z0-9_]+", "_", server.lower()).strip("_") or "server")
    name = name.replace("mcp_mcp_", "mcp_")[:40]
    box = McpBox(spec, tools, CALL_TIME_LIMIT_S)  # read now, so a test may shorten it
    return family_of_tools(name, box, [], {"LABEL": server}, f"{server} (MCP server)", f"MCP server: {spec}")


def load_server(spec: str) -> Family:
    """Connect to a server and make its family; PluginError naming the server and what to do otherwise."""
    spec = spec.strip()
    if not spec:
        raise PluginError("The MCP server is empty.", "Give a command (python my_server.py) or a URL.")
    if not is_url(spec):
        try:
            shlex.split(spec)
        except ValueError as exc:
            raise PluginError(f"The MCP server command {spec!r} cannot be read: {exc}.", "Check its quotes.") from exc
    answer = run_tool_child(
        ["describe", spec, f"{LIST_TIME_LIMIT_S:g}"],
        timeout_s=LIST_TIME_LIMIT_S + _SPARE_S,
        cwd=Path.cwd(),
        module=_CHILD,
    )
    failure = answer.failure or answer.payload.get("error")
    if failure:
        raise PluginError(
            f"The MCP server {spec} could not be used: {_server_failure(spec, failure, LIST_TIME_LIMIT_S)}.",
            "Check that it runs on its own (a stdio server waits quietly for input), then add it again.",
        )
    if not answer.payload.get("tools"):
        raise PluginError(f"The MCP server {spec} lists no tools.", "Give a server that has tools.")
    return mcp_family(spec, answer.payload)


def _name_from(spec: str) -> str:
    words = [w for w in re.split(r"[\s/:.]+", spec) if w and w not in ("python", "python3", "-m", "http", "https")]
    return words[-1] if words else "server"

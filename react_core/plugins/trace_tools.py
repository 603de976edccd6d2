"""An imported trace's tools as a task family, so an imported run steps and resumes like any other.

Importing a trace (react_core.traces) writes the tools the agent declared to
``<REACT_HOME>/trace_families/<name>.json`` and the registry loads every such file as a family, the
way it loads an MCP server's ``tools/list``: the tools are the prompt's actions (``lookup[{"topic":
"..."}]``, ``Finish[answer]``) and the environment answers a call

1. with the trace's own recorded result when the call is one the trace made (same tool, same
   arguments): the task carries them, in ``task.meta["recorded"]``;
2. else with the tools file or MCP server given at import (``answer_with``), called as usual;
3. else with an observation saying the call cannot be answered here and what to do.

A family is shared by imports whose tools (and answerer) are the same: its name carries a hash of them.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from react_core.common.paths import react_home
from react_core.environments.base import EnvChoice, Environment, Family
from react_core.plugins.child import run_tool_child
from react_core.plugins.errors import PluginError
from react_core.plugins.mcp_tools import McpTool, describe_tool, load_server, parse_arguments
from react_core.plugins.tools import ToolEnvironment, call_check, family_of_tools, tool_family
from react_core.trajectory.task import Task

FOLDER = "trace_families"
ANSWERER_FILE = "trace_answers.txt"  # the last import's tools file or MCP server, one line


def families_dir() -> Path:
    return react_home() / FOLDER


def family_name(framework: str, tools: list[dict[str, Any]], answer_with: dict[str, str] | None = None) -> str:
    """trace_<framework>_<hash of the tools and what answers new calls>: a file never changes under a
    family already loaded, so a later import with other tools or another answerer is a family of its own."""
    slug = re.sub(r"[^a-z0-9]+", "_", framework.lower()).strip("_")[:20] or "trace"
    digest = hashlib.sha256(json.dumps([tools, answer_with or {}], sort_keys=True).encode()).hexdigest()[:6]
    return f"trace_{slug}_{digest}"


def save_definition(framework: str, tools: list[dict[str, Any]], answer_with: dict[str, str] | None = None) -> str:
    """Write (or keep) the family of these tools; its name. `answer_with`: {"tools": FILE} or {"mcp": SPEC}."""
    name = family_name(framework, tools, answer_with)
    path = families_dir() / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"name": name, "framework": framework, "tools": tools, "answer_with": answer_with or {}}
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(body, indent=1), encoding="utf-8")
    tmp.replace(path)
    return name


def answer_with_from(text: str) -> dict[str, str]:
    """What answers new calls, as a person names it: a tools file (an existing .py file), else an MCP
    server (a command or a URL); {} for nothing."""
    text = text.strip()
    if not text:
        return {}
    path = Path(text).expanduser()
    return {"tools": str(path.resolve())} if path.suffix == ".py" and path.is_file() else {"mcp": text}


def remembered_answerer() -> str:
    """What answered new calls at the last import in this home (a tools file or an MCP server), so the
    next session's box starts on it; "" when none was named yet."""
    path = react_home() / ANSWERER_FILE
    return path.read_text(encoding="utf-8").strip() if path.is_file() else ""


def remember_answerer(text: str) -> None:
    """Keep `text` (what a person named at an import) for the next session's box; "" is not kept."""
    if text.strip():
        path = react_home() / ANSWERER_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.strip() + "\n", encoding="utf-8")


def definition_files() -> list[Path]:
    folder = families_dir()
    return sorted(folder.glob("trace_*.json")) if folder.is_dir() else []


def canonical_call(name: str, arguments: str) -> str:
    """A call as a key: the tool's name and its arguments as sorted JSON (as written when not JSON)."""
    text = arguments.strip()
    try:
        text = json.dumps(json.loads(text), sort_keys=True)
    except json.JSONDecodeError:
        pass
    return f"{name.lower()}[{text}]"


@dataclass
class RecordedTools:
    """The trace's tools: recorded results first, then a tools file or MCP server, else a sentence saying so."""

    tools: tuple[McpTool, ...]
    recorded: dict[str, str] = field(default_factory=dict)
    answer_with: dict[str, str] = field(default_factory=dict)
    fallback: Environment | None = None

    def find(self, name: str) -> McpTool | None:
        return next((t for t in self.tools if t.name.lower() == name.lower()), None)

    def check_action(self, action: str) -> str | None:
        def problem(tool: McpTool, argument: str) -> str | None:
            wrong = parse_arguments(tool, argument)[1] if argument.strip().startswith("{") else ""
            return f"Invalid arguments for {tool.name}: {wrong}. Write {tool.name}[{tool.argument}]." if wrong else None

        return call_check(self, action, "in this imported trace", problem)

    def call(self, tool: McpTool, argument: str) -> str:
        key = canonical_call(tool.name, argument)
        if key in self.recorded:
            return self.recorded[key]
        if self.answer_with:
            try:
                return self._fallback().step(f"{tool.name}[{argument}]").observation
            except PluginError as exc:
                return f"Tool {tool.name} failed: {exc}"
        return (
            f"The imported trace has no result for {tool.name}[{argument}], and no tool answers new calls of this "
            "run. Write the observation yourself (Override), or import the trace again with a tools file or an "
            "MCP server that answers them (trace import FILE --tools FILE, or --mcp SERVER)."
        )

    def _fallback(self) -> Environment:
        """The tools file's or MCP server's environment, made on the first new call."""
        if self.fallback is None:
            family = (
                load_server(self.answer_with["mcp"]) if "mcp" in self.answer_with else _tools_file(self.answer_with)
            )
            self.fallback = family.environment(Task("fallback", family.name, ""), EnvChoice())
        return self.fallback


def _tools_file(answer_with: dict[str, str]) -> Family:
    file = Path(answer_with.get("tools", "")).expanduser().resolve()
    if not file.is_file():
        raise PluginError(
            f"the tools file {file} given at import does not exist", "Import the trace again with --tools."
        )
    answer = run_tool_child(["describe", str(file)], timeout_s=20.0, cwd=file.parent)
    if answer.failure or "error" in answer.payload or not answer.payload.get("tools"):
        why = answer.failure or answer.payload.get("error") or "it defines no tools"
        raise PluginError(f"the tools file {file} could not be loaded: {why}", "Fix it; the next call loads it again.")
    return tool_family(re.sub(r"[^a-z0-9_]", "_", file.stem.lower()), file, answer.payload)


def trace_family(path: Path) -> Family:
    """The family one definition file describes."""
    body = json.loads(path.read_text(encoding="utf-8"))
    name, framework = str(body["name"]), str(body.get("framework") or "trace")
    tools = tuple(
        describe_tool(str(t["name"]), str(t.get("description") or ""), t.get("parameters") or {})
        for t in body.get("tools") or []
    )
    answer_with = {k: str(v) for k, v in (body.get("answer_with") or {}).items()}
    box = RecordedTools(tools, answer_with=answer_with)
    names = ", ".join(t.name for t in tools) or "no tools"
    family = family_of_tools(
        name, box, [], {"LABEL": f"{framework} trace"}, f"{framework} trace ({names})", f"imported trace: {path}"
    )

    def environment(task: Task, choice: EnvChoice = EnvChoice()) -> ToolEnvironment:
        recorded = {canonical_call(str(n), str(a)): str(o) for n, a, o in task.meta.get("recorded") or []}
        return ToolEnvironment(RecordedTools(tools, recorded, answer_with), rerun_on_replay=False)

    return replace(family, environment=environment, step_limit=30)

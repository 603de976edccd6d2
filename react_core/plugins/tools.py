"""A tool family: a plain Python file of functions becomes a task family whose actions call them.

Each public function of the file is a tool: its name (first letter capitalised) is the action's
name, its docstring tells the model what it does, it takes one string and returns a string.
``Calculator[2 * 21]`` (or with JSON arguments, ``Calculator[{"expression": "2 * 21"}]``: see
`tool_arguments`) calls ``calculator("2 * 21")`` in a child process (`tool_child`) with a
time limit and an output limit, and what it returns is the observation; ``Finish[answer]`` ends
the episode. A failing tool is an observation too (``Tool Calculator failed: ZeroDivisionError:
division by zero``), so the agent can read it and try again.

On resume the recorded observations are replayed, never the tools called again (a tool may be
non-deterministic or have side effects), unless the run chose `EnvChoice.rerun_tools` (pure tools).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from react_core.common.paths import imports_dir
from react_core.data.errors import DataError
from react_core.environments.base import EnvChoice, Environment, Family, StepResult
from react_core.plugins.child import run_tool_child
from react_core.plugins.tool_arguments import argument_of, call_problem, schema_for
from react_core.prompting.tool_calls import ActionTools, ToolSpec, string_argument
from react_core.trajectory.task import Task

TIME_LIMIT_S = 10.0  # a tool call's default; a tools file may set TIME_LIMIT_S
RESULT_LIMIT = 4000  # characters of a tool's result kept in the observation (the prompt must stay short)
FINISHED = "Episode finished."
# a name as a tools file or an MCP server spells it (MCP names may hold '-' and '.'), then [argument]
_CALL = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_.\-]*)\s*\[(.*)\]\s*$", re.DOTALL)


def agent_name(name: str) -> str:
    """The name the agent writes for someone else's tool: its own, except `finish` (any case), which
    is the agent's own way to answer. A tool of that name would never be called, and two tools named
    finish would confuse the model, so it becomes `finish_tool`."""
    return f"{name}_tool" if name.lower() == "finish" else name


def agent_doc(name: str, doc: str) -> str:
    """A tool's description for the agent: says so when `agent_name` renamed it."""
    renamed = " (Named finish where it comes from; renamed, since Finish[answer] ends the task.)"
    return doc + renamed if agent_name(name) != name else doc


@dataclass(frozen=True)
class Tool:
    name: str  # as the agent writes it: "Calculator"
    function: str  # as the file defines it: "calculator"
    argument: str  # the parameter's name, shown in the instruction: Calculator[expression]
    doc: str  # the docstring, in one line

    def spec(self) -> ToolSpec:
        """The tool for ReAct (tool calls): its one string argument, written bare (Calculator[2 * 21])."""
        about = " ".join(self.doc.split()) or f"Calls the tool {self.name}."
        return ToolSpec(agent_name(self.function), self.name, about, schema_for(self.argument), plain=self.argument)


@dataclass(frozen=True)
class ToolBox:
    """The tools of one file, and how long a call may take."""

    path: Path
    tools: tuple[Tool, ...]
    time_limit_s: float = TIME_LIMIT_S
    notes: str = ""  # a tools file says nothing beside its docstrings

    def find(self, name: str) -> Tool | None:
        return next((t for t in self.tools if t.name.lower() == name.lower()), None)

    def only(self, names: tuple[str, ...]) -> ToolBox:
        return replace(self, tools=tuple(t for t in self.tools if t.name in names))

    def check_action(self, action: str) -> str | None:
        """What is wrong with an action a person wrote (a call of no tool, arguments that do not
        fit the tool's schema), or None; the family's `check_action`, used by steering."""
        return call_check(
            self, action, "in this tools file", lambda tool, argument: call_problem(tool.name, tool.argument, argument)
        )

    def call(self, tool: Tool, argument: str) -> str:
        """The tool's result, or the sentence saying why it has none; never raises for the tool's faults."""
        answer = run_tool_child(
            ["call", str(self.path), tool.function], stdin=argument, timeout_s=self.time_limit_s, cwd=self.path.parent
        )
        failure = answer.failure or answer.payload.get("error")
        if failure or "result" not in answer.payload:
            return f"Tool {tool.name} failed: {failure or 'it gave no result'}"
        result = str(answer.payload["result"])
        if len(result) > RESULT_LIMIT:
            result = result[:RESULT_LIMIT] + f" … (cut: the tool returned {len(result):,} characters)"
        return result


class ToolSource(Protocol):
    """What a tool family is made of: a tools file (`ToolBox`) or an MCP server (`mcp_tools.McpBox`).

    Each tool has `name` (as the agent writes it), `argument` (shown as Name[argument]) and `doc`.
    `ToolEnvironment` calls them; an MCP server's run has its own (`mcp_env.McpEnvironment`: one server for the run)."""

    @property
    def tools(self) -> Sequence[Any]: ...

    @property
    def notes(self) -> str: ...  # what the model is told about the tools' source ("" for a tools file)

    def find(self, name: str) -> Any | None: ...

    # each tool's `spec()`: the tool for ReAct (tool calls) (react_core.prompting.tool_calls.ToolSpec)

    def call(self, tool: Any, argument: str) -> str: ...

    def check_action(self, action: str) -> str | None: ...

    def only(self, names: tuple[str, ...]) -> ToolSource: ...  # offering only these tools (a person's choice)


def call_check(
    box: ToolSource, action: str, where: str, argument_problem: Callable[[Any, str], str | None]
) -> str | None:
    """What is wrong with a call a person wrote, or None: no call, a tool `box` lacks, or what
    `argument_problem` finds in the arguments. Shared by a tools file and an MCP server."""
    match = _CALL.match(action)
    calls = ", ".join([f"{t.name}[{t.argument}]" for t in box.tools] + ["Finish[answer]"])
    if not match:
        return f"Write one call, e.g. {calls.split(', ')[0]}; the tools are {calls}."
    name, argument = match.group(1), match.group(2).strip()
    if name.lower() == "finish":
        return None
    tool = box.find(name)
    if tool is None:
        return f"There is no tool {name!r} {where}; the tools are {calls}."
    return argument_problem(tool, argument)


class ToolEnvironment:
    """The environment of a tool family: `Name[argument]` calls a tool, `Finish[answer]` ends."""

    name = "tools"

    def __init__(self, box: ToolSource, rerun_on_replay: bool = False) -> None:
        self.box = box
        self.rerun_on_replay = rerun_on_replay
        self.done = False

    def reset(self, task: Task) -> str:
        self.done = False
        return ""  # the question is in the prompt

    def step(self, action: str) -> StepResult:
        if self.done:
            return StepResult("The episode has finished.", done=True)
        match = _CALL.match(action)
        if not match:
            return StepResult(f"Invalid action: {action[:200]!r}. Write {self._actions()}.")
        name, argument = match.group(1), match.group(2).strip()
        if name.lower() == "finish":
            self.done = True
            return StepResult(FINISHED, done=True, answer=argument)
        tool = self.box.find(name)
        if tool is None:
            return StepResult(f"Invalid action: there is no tool {name!r}. Write {self._actions()}.")
        return self._call(tool, argument)

    def _call(self, tool: Any, argument: str) -> StepResult:
        """The tool's result (or why none) as the observation."""
        started = time.perf_counter()
        observation = self.box.call(tool, argument_of(tool.argument, argument))  # JSON arguments too
        return StepResult(
            observation, info={"tool": tool.name, "tool_seconds": round(time.perf_counter() - started, 3)}
        )

    def replay(self, action: str, recorded: str) -> StepResult:
        """The recorded result, without calling the tool again (unless the run re-runs pure tools)."""
        match = _CALL.match(action)
        if self.rerun_on_replay or not match or match.group(1).lower() == "finish":
            return self.step(action)
        return StepResult(recorded, info={"replayed": True})

    def _actions(self) -> str:
        return ", ".join([f"{t.name}[{t.argument}]" for t in self.box.tools] + ["Finish[answer]"])


def instruction(box: ToolSource, method: str) -> str:
    """The zero-shot prefix of a tool family: the paper's instruction, with the file's tools as its actions."""
    steps = (
        "interleaving Thought, Action, Observation steps. Thought can reason about the current situation, and "
        if method == "react"
        else "interleaving Action and Observation steps. "
    )
    lines = [f"Solve a question answering task with {steps}Action can be {len(box.tools) + 1} types:"]
    for i, tool in enumerate(box.tools, 1):
        doc = " ".join(tool.doc.split()) or f"calls the tool {tool.name}"
        lines.append(f"({i}) {tool.name}[{tool.argument}], {doc[0].lower() + doc[1:]}")
    lines.append(f"({len(box.tools) + 1}) Finish[answer], which returns the answer and finishes the task.")
    if box.notes:
        lines.append(box.notes)
    return "\n".join(lines) + "\n"


def tasks_of(family: str, listed: object) -> list[Task]:
    """The file's TASKS: questions, or {"question": ..., "gold": ...} dicts; ids are family-01, family-02, ..."""
    tasks = []
    for i, item in enumerate(listed if isinstance(listed, list) else [], 1):
        if isinstance(item, dict):
            text, gold = item.get("question") or item.get("text") or "", item.get("gold") or item.get("answer")
        else:
            text, gold = item, None
        if str(text).strip():
            tasks.append(
                Task(
                    id=f"{family}-{i:02d}",
                    family=family,
                    text=str(text).strip(),
                    gold=None if gold is None else str(gold),
                    meta={"source": "bundled"},
                )
            )
    return tasks


def question_file(family: str, path: Path) -> list[Task]:
    """Questions from a .json list or .jsonl lines of {"question": ..., "gold": ...}; a clear error otherwise."""
    try:
        text = path.read_text(encoding="utf-8")
        items = (
            json.loads(text)
            if path.suffix == ".json"
            else [json.loads(line) for line in text.splitlines() if line.strip()]
        )
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(
            f"The question file {path} could not be read: {exc}.",
            'Give a .json list or .jsonl lines of {"question": ..., "gold": ...}.',
        ) from exc
    tasks = tasks_of(family, items)
    return [
        Task(
            id=f"{family}-{path.stem}-{t.id.rsplit('-', 1)[1]}",
            family=family,
            text=t.text,
            gold=t.gold,
            meta={"source": str(path)},
        )
        for t in tasks
    ]


def tool_family(name: str, path: Path, description: dict) -> Family:
    """The family a described tools file makes (see `tool_child.describe`)."""
    settings = description.get("settings", {})
    tools = tuple(
        Tool(agent_name(t["name"][0].upper() + t["name"][1:]), t["name"], t["argument"], agent_doc(t["name"], t["doc"]))
        for t in description["tools"]
    )
    box = ToolBox(path, tools, float(settings.get("TIME_LIMIT_S") or TIME_LIMIT_S))
    short = str(settings.get("LABEL") or name.replace("_", " ").capitalize())
    return family_of_tools(
        name, box, tasks_of(name, description.get("tasks")), settings, f"{short} (your tools)", str(path)
    )


FINISH = ToolSpec(
    "finish", "Finish", "Returns the answer and finishes the task.", string_argument("answer", "the answer"), "answer"
)


def tools_of(box: ToolSource) -> ActionTools:
    """A tools file's or an MCP server's tools, and finish, as ReAct (tool calls) gives them to the model."""
    return ActionTools((*(tool.spec() for tool in box.tools), FINISH), notes=box.notes)


def family_of_tools(
    name: str,
    box: ToolSource,
    tasks: list[Task],
    settings: dict,
    label: str,
    origin: str,
    environment: Callable[[Any, EnvChoice], Environment] | None = None,
) -> Family:
    """The task family of some tools: a question (yours, TASKS, or a question file) answered by calling them.

    `environment(box, choice)` makes a run's environment (default: `ToolEnvironment`, a tools file's)."""
    short = str(settings.get("LABEL") or name.replace("_", " ").capitalize())

    def sources() -> list[str]:  # TASKS (where there are some), then question files imported in the app
        folder = imports_dir(name)
        files = sorted(folder.glob("*.json*")) if folder.is_dir() else []
        return ["bundled"] * bool(tasks) + [str(p) for p in files if p.suffix in (".json", ".jsonl")]

    def load(source: str) -> list[Task]:
        return list(tasks) if source == "bundled" else question_file(name, Path(source))

    def make(task: Task, choice: EnvChoice = EnvChoice()) -> Environment:
        if environment is not None:
            return environment(box, choice)
        return ToolEnvironment(box, rerun_on_replay=choice.rerun_tools)

    def offer(names: tuple[str, ...]) -> Family:  # the same family offering only these tools
        return family_of_tools(name, box.only(names), tasks, settings, label, origin, environment)

    return Family(
        name=name,
        label=label,
        short=short,
        noun="question",
        step_limit=int(settings.get("STEP_LIMIT") or 7),
        methods=("react", "act", "react_tools"),
        metric="EM",
        scoring="answer",
        style="dense",
        own_tasks=True,
        thread_safe=True,
        sources=sources,
        load=load,
        environment=make,
        example=str(settings.get("EXAMPLE") or (tasks[0].text if tasks else "")),
        prompt=lambda method: instruction(box, method),
        tools=True,
        check_action=box.check_action,
        tool_calls=tools_of(box),
        origin=origin,
        offer=offer,
    )

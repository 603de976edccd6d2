"""The child process that imports a user's tools file and calls one tool; standard library only.

    python -m react_core.plugins.tool_child describe FILE        # JSON: the file's tools and tasks
    python -m react_core.plugins.tool_child call FILE TOOL < ARG  # JSON: {"result": ...} or {"error": ...}

A tool runs here, never in the app: an exception, a hang or a crash ends this process only, and
the parent (react_core.plugins.child) turns it into a line. What the tool prints is not its
result: it goes to a bounded sink, and printing more than PRINT_LIMIT characters fails the call.
The JSON answer is the only thing written to the real stdout.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

PRINT_LIMIT = 100_000  # characters a tool may print (to stdout or stderr) before its call fails
SETTINGS = ("NAME", "LABEL", "STEP_LIMIT", "TIME_LIMIT_S", "EXAMPLE")


class PrintedTooMuch(Exception):
    """The tool printed more than PRINT_LIMIT characters."""


class BoundedSink:
    """Stands in for stdout/stderr while user code runs: counts, keeps nothing, fails past the limit."""

    def __init__(self) -> None:
        self.written = 0

    def write(self, text: str) -> int:
        self.written += len(text)
        if self.written > PRINT_LIMIT:
            raise PrintedTooMuch(f"it printed more than {PRINT_LIMIT:,} characters")
        return len(text)

    def flush(self) -> None:
        pass


def load(path: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location("react_user_tools", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def tools_of(module: ModuleType) -> dict[str, Callable[..., Any]]:
    """The file's own public functions, by name: each is a tool."""
    return {
        name: fn
        for name, fn in vars(module).items()
        if inspect.isfunction(fn) and fn.__module__ == module.__name__ and not name.startswith("_")
    }


def describe(module: ModuleType) -> dict:
    """The tools (name, argument name, docstring, problem) and settings of a tools file."""
    tools = []
    for name, fn in tools_of(module).items():
        params = list(inspect.signature(fn).parameters.values())
        required = [
            p
            for p in params
            if p.default is inspect.Parameter.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
        ]
        problem = ""
        if not params or len(required) > 1:
            problem = f"{name}() must take exactly one argument (a string); it takes {len(required)}"
        tools.append(
            {
                "name": name,
                "argument": params[0].name if params else "input",
                "doc": inspect.getdoc(fn) or "",
                "problem": problem,
            }
        )
    settings = {
        key: getattr(module, key) for key in SETTINGS if isinstance(getattr(module, key, None), (str, int, float))
    }
    tasks = getattr(module, "TASKS", [])
    return {
        "tools": tools,
        "settings": settings,
        "tasks": json.loads(json.dumps(tasks, default=str)),
        "family": hasattr(module, "FAMILY") or hasattr(module, "FAMILIES"),
    }


def call(module: ModuleType, tool: str, argument: str) -> dict:
    fn = tools_of(module).get(tool)
    if fn is None:
        return {"error": f"LookupError: no tool {tool!r} in the file"}
    result = fn(argument)
    if result is None:
        return {"error": "it returned None; a tool returns its result as a string"}
    return {"result": result if isinstance(result, str) else str(result)}


def _error(exc: BaseException) -> str:
    if isinstance(exc, SyntaxError):
        return f"SyntaxError: {exc.msg} (line {exc.lineno})"
    if isinstance(exc, PrintedTooMuch):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def main(argv: list[str]) -> int:
    mode, path = argv[0], argv[1]
    argument = sys.stdin.read() if mode == "call" else ""
    out = sys.stdout
    sys.stdout = sys.stderr = BoundedSink()
    stage = "import"
    try:
        module = load(path)
        stage = mode
        answer = describe(module) if mode == "describe" else call(module, argv[2], argument)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt from user code too
        answer = {"error": _error(exc), "stage": stage}
    out.write(json.dumps(answer))
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

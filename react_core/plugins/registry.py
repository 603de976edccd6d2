"""Which user families are registered, and loading them from files and installed packages.

Three ways in (four, with an imported trace's tools: `trace_tools`), all the same to every page and command once loaded:
- ``REACT_PLUGINS``: plugin files, separated by ``os.pathsep`` (``:`` on Linux); ``--plugin FILE`` on
  the command line adds to it, so child commands see the same families;
- the app's sidebar ("Your tools and environments"): files added there are remembered in
  ``<REACT_HOME>/plugins.txt`` and loaded again in every later session and command;
- an installed package's entry point in the group ``react_workbench.families``, naming a `Family`, a
  list of them, or a function returning either.

A file is first imported in a child process (`tool_child describe`): a syntax error, a failing
import, a file that hangs or prints without end is a `PluginError` naming the file and what to do,
and nothing of it is loaded here. A file that defines ``FAMILY`` (or ``FAMILIES``) is an
environment plugin and is then imported here for its settings and tasks, while its environments
run each in a child process (`react_core.plugins.isolated`); any other file is a tools file (react_core.plugins.tools), whose code never runs in this process.
"""

from __future__ import annotations

import importlib.util
import os
import re
import threading
from collections.abc import Iterable
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from react_core.common.paths import react_home
from react_core.environments.base import STYLES, EnvChoice, Family, FlagRule
from react_core.plugins import trace_tools
from react_core.plugins.child import run_tool_child
from react_core.plugins.errors import PluginError
from react_core.plugins.isolated import IsolatedEnvironment
from react_core.plugins.mcp_tools import load_server
from react_core.plugins.tools import tool_family
from react_core.scoring.metrics import SCORINGS
from react_core.trajectory.flags import RULE_FAILED, Flag
from react_core.trajectory.task import Task

PLUGINS_ENV = "REACT_PLUGINS"
MCP_ENV = "REACT_MCP"  # MCP servers (a command or a URL each), one a line or separated by ";"
ENTRY_POINT_GROUP = "react_workbench.families"
LOAD_TIME_LIMIT_S = 20.0  # importing a plugin file in the child
KNOWN_METHODS = ("standard", "cot", "cot_sc", "act", "react", "cot_sc_react", "react_cot_sc", "react_tools")
_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


class _Registry:
    """The loaded user families by origin, and the problems of those that did not load."""

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self.loaded: dict[str, list[Family]] = {}
        self.problems: dict[str, str] = {}
        self.entry_points_read = False
        self.files_read: set[str] = set()


_REGISTRY = _Registry()


def remembered_file() -> Path:
    return react_home() / "plugins.txt"


def remembered() -> list[str]:
    """The plugin files added in the app's sidebar (one path a line)."""
    path = remembered_file()
    if not path.is_file():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def configured_files() -> list[str]:
    """Every plugin file this process should load: $REACT_PLUGINS, then the remembered ones."""
    listed = [p.strip() for p in os.environ.get(PLUGINS_ENV, "").split(os.pathsep) if p.strip()]
    return list(dict.fromkeys(_key(p) for p in listed + remembered()))


def families(taken: Iterable[str]) -> list[Family]:
    """Every user family loaded so far, after loading any configured file or entry point not yet tried.

    `taken`: names no plugin may use (the bundled families'). Problems are kept, see `problems`."""
    taken = set(taken)
    with _REGISTRY.lock:
        for path in configured_files():
            if path not in _REGISTRY.files_read:
                _REGISTRY.files_read.add(path)
                _try(path, lambda p=path: load_file(p, taken))
        for spec in configured_servers():
            if _server_key(spec) not in _REGISTRY.files_read:
                _REGISTRY.files_read.add(_server_key(spec))
                _try(_server_key(spec), lambda s=spec: _checked_families([load_server(s)], s, taken, ""))
        for definition in trace_tools.definition_files():  # imported traces' tools (trace_tools)
            if f"trace {definition}" not in _REGISTRY.files_read:
                _REGISTRY.files_read.add(f"trace {definition}")
                _try(
                    f"trace {definition}",
                    lambda d=definition: _checked_families([trace_tools.trace_family(d)], str(d), taken, ""),
                )
        if not _REGISTRY.entry_points_read:
            _REGISTRY.entry_points_read = True
            for point in entry_points(group=ENTRY_POINT_GROUP):
                origin = f"entry point {point.name} ({point.value})"
                _try(origin, lambda p=point, o=origin: _entry_point_families(p, o, taken))
        return [f for group in _REGISTRY.loaded.values() for f in group]


def add_file(path: str, taken: Iterable[str], remember: bool = False) -> list[Family]:
    """Load (or load again) one plugin file now; raises PluginError. `remember`: keep it for later sessions."""
    key = _key(path)
    with _REGISTRY.lock:
        _REGISTRY.files_read.add(key)
        _REGISTRY.loaded.pop(key, None)
        _REGISTRY.problems.pop(key, None)
        names = {f.name for f in families(taken)}
        found = load_file(key, set(taken) | names)
        _REGISTRY.loaded[key] = found
    if remember and key not in remembered():
        target = remembered_file()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("\n".join([*remembered(), key]) + "\n", encoding="utf-8")
    return found


def forget_file(path: str) -> None:
    """Drop a file added in the sidebar: no longer remembered, and its families leave this process."""
    key = _key(path)
    kept = [p for p in remembered() if p != key]
    if remembered_file().is_file():
        remembered_file().write_text("".join(p + "\n" for p in kept), encoding="utf-8")
    with _REGISTRY.lock:
        _REGISTRY.loaded.pop(key, None)
        _REGISTRY.problems.pop(key, None)
        _REGISTRY.files_read.discard(key)


# ----- MCP servers (react_core.plugins.mcp_tools) -------------------------------------------------------
def remembered_servers_file() -> Path:
    return react_home() / "mcp.txt"


def remembered_servers() -> list[str]:
    """The MCP servers added in the app's sidebar (one command or URL a line)."""
    path = remembered_servers_file()
    if not path.is_file():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def configured_servers() -> list[str]:
    """Every MCP server this process should load: $REACT_MCP, then the remembered ones."""
    listed = [s.strip() for s in re.split(r"[\n;]", os.environ.get(MCP_ENV, "")) if s.strip()]
    return list(dict.fromkeys(listed + remembered_servers()))


def add_server(spec: str, taken: Iterable[str], remember: bool = False) -> list[Family]:
    """Connect to one MCP server now and load its tools as a family; raises PluginError."""
    spec, key = spec.strip(), _server_key(spec.strip())
    with _REGISTRY.lock:
        _REGISTRY.files_read.add(key)
        _REGISTRY.loaded.pop(key, None)
        _REGISTRY.problems.pop(key, None)
        names = {f.name for f in families(taken)}
        found = _checked_families([load_server(spec)], spec, set(taken) | names, "")
        _REGISTRY.loaded[key] = found
    if remember and spec not in remembered_servers():
        target = remembered_servers_file()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("\n".join([*remembered_servers(), spec]) + "\n", encoding="utf-8")
    return found


def forget_server(spec: str) -> None:
    """Drop a server added in the sidebar: no longer remembered, and its family leaves this process."""
    kept = [s for s in remembered_servers() if s != spec]
    if remembered_servers_file().is_file():
        remembered_servers_file().write_text("".join(s + "\n" for s in kept), encoding="utf-8")
    with _REGISTRY.lock:
        for table in (_REGISTRY.loaded, _REGISTRY.problems):
            table.pop(_server_key(spec), None)
        _REGISTRY.files_read.discard(_server_key(spec))


def _server_key(spec: str) -> str:
    return f"MCP server {spec.strip()}"


def problems() -> dict[str, str]:
    """{origin: message} of every plugin that did not load."""
    with _REGISTRY.lock:
        return dict(_REGISTRY.problems)


def loaded_origins() -> dict[str, list[str]]:
    """{origin: [family names]} of every plugin that loaded."""
    with _REGISTRY.lock:
        return {origin: [f.name for f in group] for origin, group in _REGISTRY.loaded.items()}


def reset_for_tests() -> None:
    """Forget every loaded plugin in this process (tests change $REACT_PLUGINS between cases)."""
    global _REGISTRY
    _REGISTRY = _Registry()


# ----- loading -----------------------------------------------------------------------------------------
def load_file(path: str, taken: set[str]) -> list[Family]:
    """The families one plugin file defines; PluginError naming the file and what to do otherwise."""
    file = Path(path).expanduser().resolve()  # the child runs in the file's folder
    if not file.is_file():
        raise PluginError(f"The plugin file {path} does not exist.", "Check the path (an absolute path is safest).")
    if file.suffix != ".py":
        raise PluginError(
            f"The plugin file {path} is not a Python file (.py).",
            "Give a .py file of tool functions, or one that defines FAMILY.",
        )
    answer = run_tool_child(["describe", str(file)], timeout_s=LOAD_TIME_LIMIT_S, cwd=file.parent)
    if answer.failure:
        raise PluginError(
            f"The plugin file {path} could not be loaded: {answer.failure}.",
            "Make importing the file quick and quiet (no work at import time), then load it again.",
        )
    if "error" in answer.payload:
        fix = (
            "Install the missing package into the workbench's Python, or remove the import; then load it again."
            if "ModuleNotFound" in answer.payload["error"] or "ImportError" in answer.payload["error"]
            else "Fix the file, then load it again; the other families keep working."
        )
        raise PluginError(f"The plugin file {path} could not be loaded: {answer.payload['error']}.", fix)
    if answer.payload.get("family"):
        return _checked_families(_import_families(file), path, taken, f"file:{file}")
    return _checked_families([_tools_family(file, answer.payload)], path, taken, "")


def _tools_family(file: Path, description: dict) -> Family:
    tools = description.get("tools", [])
    if not tools:
        raise PluginError(
            f"The tools file {file} defines no tools.",
            "Define each tool as a function of one string returning a string, with a docstring "
            "(or define FAMILY for an environment plugin).",
        )
    bad = [t["problem"] for t in tools if t.get("problem")]
    if bad:
        raise PluginError(
            f"The tools file {file}: {'; '.join(bad)}.",
            "Give each public function one string argument (start helpers' names with _).",
        )
    name = str(description.get("settings", {}).get("NAME") or re.sub(r"[^a-z0-9_]", "_", file.stem.lower()))
    return tool_family(name, file.resolve(), description)


def _import_families(file: Path) -> list[Any]:
    spec = importlib.util.spec_from_file_location(f"react_plugin_{abs(hash(str(file)))}", file)
    try:
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except Exception as exc:
        raise PluginError(
            f"The environment plugin {file} failed while importing: {type(exc).__name__}: {exc}.",
            "Fix the file, then load it again.",
        ) from exc
    found = getattr(module, "FAMILIES", None) or [getattr(module, "FAMILY", None)]
    return list(found) if isinstance(found, (list, tuple)) else [found]


def _entry_point_families(point: Any, origin: str, taken: set[str]) -> list[Family]:
    try:
        found = point.load()
        if callable(found) and not isinstance(found, Family):
            found = found()
    except Exception as exc:
        raise PluginError(
            f"The {origin} failed to load: {type(exc).__name__}: {exc}.",
            "Fix or reinstall that package, or uninstall it.",
        ) from exc
    return _checked_families(
        list(found) if isinstance(found, (list, tuple)) else [found], origin, taken, f"entry:{point.value}"
    )


def _checked_families(found: list[Any], origin: str, taken: set[str], child_source: str) -> list[Family]:
    """Each Family valid and guarded; a PluginError naming the first problem otherwise.

    `child_source`: where a child process finds the family again ("file:PATH", "entry:MODULE:ATTR"), so
    its environments run there; "" for a tools family, whose environment runs its tools in children."""
    checked = []
    for family in found:
        if not isinstance(family, Family):
            raise PluginError(
                f"{origin}: FAMILY is {type(family).__name__}, not a Family.",
                "Set FAMILY = react_core.Family(...) (see docs/your-own-world.md).",
            )
        problem = ""
        if not _NAME.fullmatch(family.name):
            problem = f"the family name {family.name!r} is not a plain lower-case name (a-z, 0-9, _)"
        elif family.name in taken:
            problem = f"the family name {family.name!r} is taken by another family"
        elif not family.methods or set(family.methods) - set(KNOWN_METHODS):
            problem = f"methods must be among {', '.join(KNOWN_METHODS)}"
        elif family.scoring not in SCORINGS:
            problem = f"scoring must be one of {', '.join(SCORINGS)}"
        elif family.style not in STYLES:
            problem = f"style must be one of {', '.join(STYLES)}"
        elif family.grounding is not None or family.valid_moves is not None:
            problem = "grounding and valid_moves are for the bundled families; bring your own checks as flags="
        elif family.flags is not None and not callable(family.flags):
            problem = "flags must be a function (task, opening, steps) returning a list of Flag"
        if problem:
            raise PluginError(f"{origin}: {problem}.", "Change it in the file, then load it again.")
        taken.add(family.name)
        checked.append(_guarded(family, origin, child_source))
    return checked


def _guarded(family: Family, origin: str, child_source: str) -> Family:
    """The family with its tasks guarded and its environments isolated: their failures name the plugin."""
    from dataclasses import replace

    sources, load = family.sources, family.load

    def guarded_sources() -> list[str]:
        try:
            return list(sources())
        except Exception:  # a broken source list must not break every page's family picker
            return []

    def guarded_load(source: str) -> list[Task]:
        try:
            return list(load(source))
        except Exception as exc:
            raise PluginError(
                f"The plugin {origin} could not load its tasks from {source!r}: {type(exc).__name__}: {exc}.",
                "Fix its load() and run again.",
            ) from exc

    if family.flags is not None:
        family = replace(family, flags=_guarded_flags(family.flags, origin))
    if not child_source:  # a tools family: its environment is the workbench's, its tools run in children
        return replace(family, sources=guarded_sources, load=guarded_load, origin=family.origin or origin)

    def environment(task: Task, choice: EnvChoice = EnvChoice()) -> IsolatedEnvironment:
        return IsolatedEnvironment(child_source, family, origin, task, choice)

    return replace(
        family, sources=guarded_sources, load=guarded_load, environment=environment, origin=family.origin or origin
    )


def _guarded_flags(rule: FlagRule, origin: str) -> FlagRule:
    """A plugin's flag rule whose failure (it raised, or returned what is no list of Flags on the
    branch's steps) is one RULE_FAILED flag on the last step saying so, never an exception. It runs in
    this process, as the plugin's `load` does: what it gets and gives is plain data."""

    def flags(task: str, opening: str, steps: list[tuple[str, str]]) -> list[Flag]:
        found: list[Flag] = []
        try:
            found = list(rule(task, opening, steps))
            problem = next((p for p in (_flag_problem(f, len(steps)) for f in found) if p), None)
        except Exception as exc:  # nothing a plugin does may stop the page
            problem = f"flags() raised {type(exc).__name__}: {exc}"
        if problem is None:
            return found
        if not steps:
            return []
        reason = (
            f"The plugin {origin} could not flag this branch: {problem}. Fix flags() in that file "
            "(it returns a list of Flag(kind, position, reason), position an index into the steps); "
            "the workbench's own flags are shown."
        )
        return [Flag(RULE_FAILED, len(steps) - 1, reason)]

    return flags


def _flag_problem(flag: Any, steps: int) -> str | None:
    """What is wrong with one flag a plugin returned, or None."""
    if not isinstance(flag, Flag):
        return f"flags() returned a {type(flag).__name__}, not a Flag"
    if not isinstance(flag.position, int) or isinstance(flag.position, bool) or not 0 <= flag.position < steps:
        return f"flags() returned a Flag at position {flag.position!r}, outside the branch's {steps} steps"
    for name in ("kind", "reason", "hint", "label"):
        if not isinstance(getattr(flag, name), str):
            return f"flags() returned a Flag whose {name} is {type(getattr(flag, name)).__name__}, not a str"
    return None


def _try(origin: str, load: Any) -> None:
    try:
        _REGISTRY.loaded[origin] = load()
    except PluginError as exc:
        _REGISTRY.problems[origin] = str(exc)
    except Exception as exc:  # nothing a plugin does may stop the app
        _REGISTRY.problems[origin] = f"{origin} could not be loaded: {type(exc).__name__}: {exc}."


def _key(path: str) -> str:
    return str(Path(path).expanduser().resolve()) if path else path

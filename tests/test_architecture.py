"""The house's structure, checked: imports inside react_core run one way and never in a circle.

Every `import` and `from ... import` of a react_core module is read from the source, also
those inside functions (they run later but still couple the modules) and under
`if TYPE_CHECKING:` (they name the other module all the same). Each module belongs to a room (its
first name under react_core), each room has a layer, and a module may import only rooms of
its own layer or below. An entry point (a `__main__` module, a CLI) belongs to the room it sits
in like any module, so a command line inside a lower room may use only what that room may use;
`react_core/__main__.py` alone sits on top.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "react_core"

# Lowest first. A room (a package under react_core) may use the rooms of its own layer and of the
# layers below it. docs/architecture.md describes each room; its package docstring says what it holds.
LAYERS = [
    {"common"},  # errors, the folder we write to, SQLite files, text hygiene
    {"trajectory", "scoring"},  # Task, Trajectory, its schema, Steering; EM/F1, answer checks, intervals
    {"data", "models"},  # corpora, tasks, importers; the model interface and the embedded server
    {"prompting"},  # exemplar files, transcripts, parsing, the methods
    {"environments"},  # the environment contract and the bundled families' worlds
    {"plugins"},  # a user's families, tools and environments, run isolated
    {"engine"},  # the Engine, the catalogue, making an engine from choices
    {
        "assist",
        "storage",
        "traces",
    },  # flags, grounding, suggestions, effect of an edit; History and exports; OTel traces
    {"session"},  # a run's lifecycle without a browser: the run controller, its messages and phase
    {"datasets", "endpoint"},  # training data from steered runs; the steering endpoint for a person's own agent
    {"evaluation", "cli"},  # batches and tables; the command line
    {"__main__"},
]
LAYER = {room: i for i, rooms in enumerate(LAYERS) for room in rooms}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room(module: str) -> str:
    return module.split(".")[1] if "." in module else module  # the package itself: "react_core"


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The react_core modules this file imports (`from react_core import x` names react_core.x)."""
    found: set[str] = set()

    class Visitor(ast.NodeVisitor):
        def visit_Import(self, node: ast.Import) -> None:
            found.update(a.name for a in node.names if a.name.startswith("react_core."))

        def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
            if not node.module or not node.module.startswith("react_core"):
                return
            for alias in node.names:
                candidate = f"{node.module}.{alias.name}"
                found.add(candidate if candidate in known else node.module)

    Visitor().visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard("react_core")
    return found


def graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in ROOT.rglob("*.py")}
    known = set(files)
    edges = {}
    for name, path in files.items():
        # Importing a.b.c also runs the package a.b: count the nearest known module.
        targets = set()
        for target in imports_of(path, known):
            while target not in known and "." in target:
                target = target.rsplit(".", 1)[0]
            if target in known and target != name:
                targets.add(target)
        edges[name] = targets
    return edges


def test_every_room_has_a_layer():
    rooms = {room(m) for m in graph()} - {"react_core"}
    assert rooms <= set(LAYER), f"rooms with no layer: {sorted(rooms - set(LAYER))}"


def test_every_module_lives_in_a_room():
    """react_core's top level holds only the public API (__init__) and the entry point (__main__):
    a newcomer finds their room from the folder names."""
    loose = sorted(p.name for p in ROOT.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py"], f"modules outside a package: {loose}"


def test_no_module_imports_a_room_above_its_own():
    upward = []
    for module, targets in graph().items():
        if module == "react_core":
            continue
        for target in targets:
            if target == "react_core":
                continue
            if LAYER[room(target)] > LAYER[room(module)]:
                upward.append(f"{module} -> {target}")
    assert not upward, "upward imports:\n" + "\n".join(sorted(upward))


def test_no_import_cycles_anywhere_in_react_core():
    edges = graph()
    # Packages import their own modules in __init__; a module importing its package's
    # __init__ back would be a cycle, so packages take part like any module.
    cycles = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join(stack[stack.index(nxt) :] + [nxt]))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def outside_imports(path: Path) -> set[str]:
    """The top-level names of every module this file imports (`streamlit`, `ui`, `os`, ...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    names |= {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module and not node.level
    }
    return {name.split(".")[0] for name in names}


def test_react_core_never_imports_streamlit_or_the_ui():
    """The engine, and the run controller above it, run without a browser: a script, the CLI and a
    server drive a run with no Streamlit installed in their thoughts."""
    leaks = sorted(
        f"{module_name(path)} -> {name}"
        for path in ROOT.rglob("*.py")
        for name in outside_imports(path) & {"streamlit", "ui", "pages", "app"}
    )
    assert not leaks, "react_core imports the app:\n" + "\n".join(leaks)


def test_the_checker_sees_streamlit_in_a_function(tmp_path):
    path = tmp_path / "bad.py"
    path.write_text("def f():\n    import streamlit as st\n    from ui import run_session\n")
    assert {"streamlit", "ui"} <= outside_imports(path)


def test_the_checker_sees_an_upward_import(tmp_path):
    """The rules above must be able to fail: a data module importing the engine is caught."""
    path = tmp_path / "react_core" / "data" / "bad.py"
    path.parent.mkdir(parents=True)
    path.write_text("def f():\n    from react_core.engine.engine import Engine\n")
    found = imports_of(path, {"react_core.engine.engine"})
    assert found == {"react_core.engine.engine"} and LAYER["engine"] > LAYER["data"]


def test_an_entry_point_is_judged_by_the_room_it_sits_in():
    """A command line inside a lower room gets no pass: data's `__main__` importing the catalogue
    would be an upward import, so a CLI that needs the catalogue lives in react_core/cli/."""
    assert room("react_core.data.__main__") == "data"
    assert room("react_core.models.__main__") == "models"
    assert room("react_core.evaluation.cli") == "evaluation"
    assert LAYER[room("react_core.engine.catalog")] > LAYER[room("react_core.data.__main__")]
    assert room("react_core.__main__") == "__main__" and LAYER["__main__"] == len(LAYERS) - 1


def test_the_architecture_page_draws_every_room_at_its_layer():
    """docs/architecture.md's table is the tree: each room once, at the layer this test enforces."""
    page = (ROOT.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    drawn = {name: int(layer) for layer, name in re.findall(r"^\| (\d+) \| `(\w+)/` \|", page, flags=re.M)}
    expected = {room: LAYER[room] + 1 for room in LAYER if room != "__main__"}
    assert drawn == expected


def test_every_room_says_what_it_holds():
    """A newcomer reads a package's docstring before its modules."""
    silent = [
        str(init.relative_to(ROOT.parent))
        for init in sorted(ROOT.glob("*/__init__.py"))
        if not ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
    ]
    assert not silent, f"packages without a docstring: {silent}"
